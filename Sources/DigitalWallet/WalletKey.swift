import Foundation
import JOSE

/// The wallet's secret key: 32 random bytes in a file readable by the user only, sealing payment keys
/// with AES-256-GCM (JOSE, OpenSSL).
///
/// The file is created once, atomically (written aside, then linked into place so two processes cannot
/// both create one) and never replaced: a new key could not open the keys already sealed.
struct WalletKey: Sendable {
    private let key: Data
    private let random: SecureRandom
    private static let header = "tessera-wallet-key-v1:"

    /// Reads the key at `path`, creating it when `create` is set and no file exists.
    static func load(path: String, create: Bool, random: SecureRandom) throws(WalletError) -> WalletKey {
        let files = FileManager.default
        if !files.fileExists(atPath: path) {
            guard create else { throw .walletKeyMissing(path: path) }
            try make(path: path, random: random)
        }
        guard let attributes = try? files.attributesOfItem(atPath: path),
            let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue
        else { throw .walletKeyUnusable(path: path, detail: "it cannot be read") }
        if let problem = WalletFile.problem(attributes, largest: 1024) {
            throw .walletKeyUnusable(path: path, detail: problem + "; put the wallet's key file back in its place")
        }
        guard mode & 0o077 == 0 else {
            throw .walletKeyUnusable(path: path, detail: "others may read it; run chmod 600 on it")
        }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
            text.hasPrefix(header),
            let key = Data(base64Encoded: text.dropFirst(header.count).trimmingCharacters(in: .whitespacesAndNewlines)),
            key.count == 32
        else { throw .walletKeyUnusable(path: path, detail: "it is not a Tessera wallet key") }
        return WalletKey(key: key, random: random)
    }

    private static func make(path: String, random: SecureRandom) throws(WalletError) {
        let files = FileManager.default
        let aside = path + ".new-\(ProcessInfo.processInfo.processIdentifier)"
        do {
            let text = header + (try random.bytes(32)).base64EncodedString() + "\n"
            guard files.createFile(atPath: aside, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
            else { throw WalletError.walletKeyUnusable(path: path, detail: "it cannot be created") }
            defer { try? files.removeItem(atPath: aside) }
            // Linking fails when another process made the file first; that file is then the key.
            try? files.linkItem(atPath: aside, toPath: path)
        } catch let error as WalletError {
            throw error
        } catch {
            throw .walletKeyUnusable(path: path, detail: "no random bytes (\(error))")
        }
    }

    /// Seals `plaintext`, binding it to `context`: 12-byte nonce, ciphertext, 16-byte tag.
    func seal(_ plaintext: Data, context: String) throws -> Data {
        let iv = try random.bytes(12)
        let sealed = try JWEEncryption.a256gcm.seal(plaintext, key: key, iv: iv, aad: Data(context.utf8))
        return iv + sealed.ciphertext + sealed.tag
    }

    /// Opens what ``seal(_:context:)`` sealed with the same `context`; throws when it does not authenticate.
    func open(_ sealed: Data, context: String) throws -> Data {
        guard sealed.count >= 28 else { throw JOSEError(.decryptionFailed, "The sealed value is truncated.") }
        let bytes = Data(sealed)
        return try JWEEncryption.a256gcm.open(
            bytes.subdata(in: 12..<bytes.count - 16), tag: bytes.suffix(16), key: key, iv: bytes.prefix(12),
            aad: Data(context.utf8))
    }
}

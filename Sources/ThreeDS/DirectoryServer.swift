import Foundation
import JOSE

/// A directory server entry with its key and roots read and checked.
struct DirectoryServer: Sendable {
    let id: String
    let encryptionKey: JWK
    let rootCertificates: [X509Certificate]

    /// Reads `entry` (the `index`-th of the configuration), naming it in any error.
    init(_ entry: DirectoryServerConfiguration, index: Int) throws {
        let name = "directory server \(index) ('\(entry.id)')"
        guard !entry.id.isEmpty, entry.id.utf8.count <= 64, entry.id.allSatisfy({ $0.isASCII && !$0.isWhitespace })
        else {
            throw ThreeDSError.configuration(
                "The id of directory server \(index) must be 1–64 ASCII characters without spaces.")
        }
        id = entry.id
        let text = entry.encryptionKey.trimmingCharacters(in: .whitespacesAndNewlines)
        var key: JWK
        do {
            key = text.hasPrefix("{") ? try JWK.parse(text) : try JWK(pem: text)
        } catch let error as JOSEError {
            throw ThreeDSError.configuration(
                "The encryption key of \(name) is not a usable JWK, PEM key or certificate: \(error.message)")
        }
        switch (key.kty, key.crv) {
        case (.rsa, _), (.ec, .p256?): break
        default:
            throw ThreeDSError.configuration(
                "The encryption key of \(name) must be RSA or EC P-256, not \(key.crv?.rawValue ?? key.kty.rawValue).")
        }
        key = try key.publicKey
        encryptionKey = key
        guard !entry.rootCertificates.isEmpty else {
            throw ThreeDSError.configuration(
                "\(name.prefix(1).uppercased() + name.dropFirst()) has no root certificate.")
        }
        rootCertificates = try entry.rootCertificates.enumerated().map { offset, pem in
            do {
                return try X509Certificate(pem: pem)
            } catch let error as JOSEError {
                throw ThreeDSError.configuration(
                    "Root certificate \(offset) of \(name) is not a PEM certificate: \(error.message)")
            }
        }
    }
}

import Foundation
import JOSE
import TesseraCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TokenService {
    /// The start of every development provider consumer key: the rest is made for one store.
    public static let providerConsumerKeyPrefix = "TESSERA-PROVIDER-"

    /// The wallet provider's development credentials, which enrolment must be signed with (as MDES calls
    /// carry the token requestor's OAuth signature): a consumer key and a secret made for this store, so
    /// every process on the same data folder knows the same ones. For tests and the CLI; they protect a
    /// local emulator, nothing else.
    public func providerCredentials() throws -> (consumerKey: String, secret: Data) {
        let root = try store.secret("provider_credential_key", random: environment.random)
        let name = try KeyedHash.hmacSHA256(key: root, data: Data("consumer key".utf8)).prefix(8)
        return (
            Self.providerConsumerKeyPrefix + name.map { String(format: "%02X", $0) }.joined(),
            try KeyedHash.hmacSHA256(key: root, data: Data("secret".utf8))
        )
    }

    /// The file beside the store at `storePath` that holds the provider credentials for other processes:
    /// `tokenservice-provider.json`.
    public static func providerCredentialsPath(besideStoreAt storePath: String) -> String {
        (storePath as NSString).deletingLastPathComponent + "/tokenservice-provider.json"
    }

    /// Writes ``providerCredentials()`` to `path` as `{"consumerKey","secret"}` (the secret in base64) with
    /// mode 0600, unless the file already holds them with that mode; returns them.
    ///
    /// A missing file is written again, and a file holding anything else (edited, another data folder's, a
    /// wider mode) is replaced: the store is where the credentials live, the file a copy for clients that
    /// do not open the store. The new file is made whole under a temporary name and renamed into place, so
    /// a reader never sees half of it, and a symbolic link at `path` is replaced, never written through.
    ///
    /// - Throws: ``StorageFault`` when the file cannot be written.
    @discardableResult
    public func saveProviderCredentials(to path: String) throws -> (consumerKey: String, secret: Data) {
        let credentials = try providerCredentials()
        let document = JSONValue.object([
            "consumerKey": .string(credentials.consumerKey),
            "secret": .string(credentials.secret.base64EncodedString()),
        ]).compactData
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_mode & 0o777 == 0o600,
            FileManager.default.contents(atPath: path) == document
        {
            return credentials
        }
        let temporary = path + ".\(UUID().uuidString).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Self.fileFault(path) }
        let written = document.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written == document.count, synced, rename(temporary, path) == 0 else {
            let fault = Self.fileFault(path)
            unlink(temporary)
            throw fault
        }
        return credentials
    }

    /// The fault for the provider credentials file at `path`, from `errno`.
    private static func fileFault(_ path: String) -> StorageFault {
        let reason = String(cString: strerror(errno))
        switch errno {
        case ENOSPC, EDQUOT: return StorageFault(path: path, kind: .full, diagnostic: reason)
        case EROFS, EACCES, EPERM: return StorageFault(path: path, kind: .readOnly, diagnostic: reason)
        default: return StorageFault(path: path, kind: .other, diagnostic: reason)
        }
    }
}

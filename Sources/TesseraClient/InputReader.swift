import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How much a read may take, by what is read: each input has a limit that fits its purpose.
package struct InputLimit: Sendable, Equatable {
    /// What is read, for messages: `a card number`, `a JWE`.
    package let purpose: String
    /// The most bytes accepted.
    package let bytes: Int

    /// A card number typed on one line: 19 digits with separators, and room for spaces.
    package static let cardNumberLine = InputLimit(purpose: "a card number line", bytes: 256)
    /// A bearer token for the API (Gr4vy's JWTs are about 1 KiB).
    package static let token = InputLimit(purpose: "a token", bytes: 16 * 1024)
    /// A compact JWE or JWS read to decrypt or verify.
    package static let compactToken = InputLimit(purpose: "a JWE or JWS", bytes: 4 * 1024 * 1024)
    /// A payload to encrypt or sign: 3 MiB, so that its base64url encoding fits a 4 MiB token.
    package static let payload = InputLimit(purpose: "a payload", bytes: 3 * 1024 * 1024)
    /// A JWK or PEM key file (an 8192-bit RSA JWK is about 6 KiB).
    package static let keyFile = InputLimit(purpose: "a key file", bytes: 64 * 1024)
    /// The settings file.
    package static let settingsFile = InputLimit(purpose: "a settings file", bytes: 64 * 1024)

    /// The limit for people: `4 MiB`, `64 KiB`, `256 bytes`.
    package var size: String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}

/// A read from standard input or a file that stops at an ``InputLimit``, so that `/dev/zero` or a huge
/// file ends with a clear error instead of exhausting memory or never returning.
package enum InputReader {
    /// A failed read: what was read, and why it failed.
    package enum Failure: Error, Equatable {
        /// More than the limit was offered.
        case tooLarge(InputLimit)
        /// The path names a directory.
        case directory
        /// A folder on the path is a file.
        case parentNotDirectory
        /// The path is a symbolic link, and the file is one of Tessera's own, never read through a link.
        case symbolicLink
        /// The file may be read by others and cannot be narrowed to its owner, with `errno`'s description.
        case notPrivate(String)
        /// The system refused, with `errno`'s description.
        case system(String)
    }

    /// Everything on standard input, up to `limit`.
    package static func standardInput(_ limit: InputLimit) throws(CLIError) -> Data {
        do {
            return try readAll(descriptor: STDIN_FILENO, limit: limit)
        } catch {
            throw .failure(message(error, source: "standard input"))
        }
    }

    /// One line of standard input without its line break (or everything up to end of input), up to `limit`.
    package static func standardInputLine(_ limit: InputLimit) throws(CLIError) -> String {
        var line = Data()
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count < 0, errno == EINTR { continue }
            if count < 0 {
                throw .failure(message(.system(String(cString: strerror(errno))), source: "standard input"))
            }
            if count == 0 || byte == UInt8(ascii: "\n") { break }
            // One byte more than the limit may be the `\r` of a `\r\n` line break.
            guard line.count <= limit.bytes else { break }
            line.append(byte)
        }
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        guard line.count <= limit.bytes else { throw .failure(message(.tooLarge(limit), source: "standard input")) }
        return String(decoding: line, as: UTF8.self)
    }

    /// The contents of the file at `path`, up to `limit`; nil when no file is there.
    ///
    /// A regular file larger than the limit is refused by its size before anything is read (a sparse
    /// 4 GB file costs nothing); a device or pipe is read until the limit.
    package static func file(at path: String, limit: InputLimit) throws(Failure) -> Data? {
        try contents(path, limit: limit, own: false)
    }

    /// The contents of one of Tessera's own files at `path` (the settings, the remembered forms), up to
    /// `limit`; nil when no file is there.
    ///
    /// The file is opened without following a symbolic link (a link is refused, so nothing it points at is
    /// read or changed), and a regular file others may read is narrowed to mode 0600 through its open
    /// descriptor, since it may hold the token.
    package static func ownFile(at path: String, limit: InputLimit) throws(Failure) -> Data? {
        try contents(path, limit: limit, own: true)
    }

    private static func contents(_ path: String, limit: InputLimit, own: Bool) throws(Failure) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (own ? O_NOFOLLOW : 0))
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            if errno == ENOTDIR { throw .parentNotDirectory }
            if errno == ELOOP, own { throw .symbolicLink }
            throw .system(String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .system(String(cString: strerror(errno))) }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR { throw .directory }
        if type == S_IFREG, status.st_size > limit.bytes { throw .tooLarge(limit) }
        if own, type == S_IFREG, status.st_mode & 0o077 != 0, fchmod(descriptor, 0o600) != 0 {
            throw .notPrivate(String(cString: strerror(errno)))
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return try readAll(descriptor: descriptor, limit: limit)
    }

    /// A sentence for `failure` reading `source`, naming the limit when it was passed.
    package static func message(_ failure: Failure, source: String) -> String {
        let subject = source.prefix(1).uppercased() + source.dropFirst()
        return switch failure {
        case .tooLarge(let limit):
            "\(subject) holds more than \(limit.size), the most \(limit.purpose) may be; give a smaller input."
        case .directory:
            "\(subject) is a directory, not a file; give the path of a file."
        case .parentNotDirectory:
            "Cannot read \(source): a folder on its path is a file; give the path of a file."
        case .symbolicLink:
            "\(subject) is a symbolic link; give the path of a regular file."
        case .notPrivate(let reason):
            "\(subject) can be read by others and cannot be made private (\(reason)); run 'chmod 600' on it."
        case .system(let reason):
            "Cannot read \(source): \(reason)."
        }
    }

    /// Reads `descriptor` to its end, refusing more than `limit.bytes`.
    private static func readAll(descriptor: Int32, limit: InputLimit) throws(Failure) -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let wanted = min(chunk.count, limit.bytes + 1 - data.count)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0, errno == EINTR { continue }
            if count < 0 {
                if errno == EISDIR { throw .directory }
                throw .system(String(cString: strerror(errno)))
            }
            if count == 0 { return data }
            data.append(contentsOf: chunk[..<count])
            if data.count > limit.bytes { throw .tooLarge(limit) }
        }
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files only their owner may read (mode 0600), for keys.
enum PrivateFile {
    /// Writes `data` to `path` with mode 0600: created so, or narrowed to it before writing when it exists.
    static func write(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw CLIError.failure("Cannot write '\(path)' (\(String(cString: strerror(errno)))); choose another file.")
        }
        defer { close(descriptor) }
        guard fchmod(descriptor, 0o600) == 0 else {
            throw CLIError.failure("Cannot make '\(path)' private (\(String(cString: strerror(errno)))).")
        }
        do {
            try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: data)
        } catch {
            throw CLIError.failure("Cannot write '\(path)' (\(ErrorReport(error).clause)); choose another file.")
        }
    }
}

import Foundation
import TesseraClient

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files only their owner may read (mode 0600), for keys.
enum PrivateFile {
    /// Writes `data` to `path` with mode 0600: created so, or narrowed to it before writing when it exists.
    ///
    /// A symbolic link at `path` is refused, never followed, so a key cannot overwrite or narrow the file it
    /// points at; anything other than a regular file is refused before it is changed.
    static func write(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
        guard descriptor >= 0 else {
            if errno == ELOOP {
                throw CLIError.failure(
                    "'\(path)' is a symbolic link, which Tessera never writes through; give the path of a regular file."
                )
            }
            throw CLIError.failure("Cannot write '\(path)' (\(String(cString: strerror(errno)))); choose another file.")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw CLIError.failure("'\(path)' is not a regular file; give the path of a regular file.")
        }
        guard ftruncate(descriptor, 0) == 0 else {
            throw CLIError.failure("Cannot write '\(path)' (\(String(cString: strerror(errno)))); choose another file.")
        }
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

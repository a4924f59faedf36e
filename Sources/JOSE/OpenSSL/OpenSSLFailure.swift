internal import COpenSSL

/// Reads OpenSSL's thread-local error queue into ``JOSEError`` values.
enum OpenSSLFailure {
    /// Every line in the error queue, oldest first; the queue is left empty.
    static func drain() -> [String] {
        var lines: [String] = []
        while true {
            let code = ERR_get_error()
            if code == 0 { break }
            var buffer = [CChar](repeating: 0, count: 256)
            ERR_error_string_n(code, &buffer, buffer.count)
            lines.append(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return lines
    }

    /// An error of `kind` saying `message`, carrying (and clearing) OpenSSL's error queue.
    static func error(_ message: String, kind: JOSEError.Kind = .cryptoFailure) -> JOSEError {
        JOSEError(kind, message, underlyingErrors: drain())
    }

    /// Throws ``error(_:kind:)`` unless `status` is 1, OpenSSL's success.
    static func check(_ status: Int32, _ message: @autoclosure () -> String) throws {
        guard status == 1 else { throw error(message()) }
    }
}

import TesseraCore

extension Redactor {
    /// Headers with sensitive values replaced (an `Authorization` scheme such as `Bearer` is kept).
    public func redact(headers: HTTPHeaders) -> HTTPHeaders {
        HTTPHeaders(
            headers.map { field in
                guard isSensitive(field.name) else {
                    return HTTPHeaders.Field(name: field.name, value: redact(text: field.value))
                }
                let parts = field.value.split(separator: " ", maxSplits: 1)
                let kept = parts.count == 2 ? "\(parts[0]) " : ""
                return HTTPHeaders.Field(name: field.name, value: kept + Self.placeholder)
            })
    }
}

import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLRequest {
    /// The Foundation request for `request`; its timeout is whole seconds of at least one, as URLSession on
    /// Linux counts them (``URLSessionTransport/effectiveTimeout(_:)``), `defaultTimeout` when it sets none.
    public init(_ request: HTTPRequest, defaultTimeout: TimeInterval) {
        self.init(url: request.url)
        httpMethod = request.method.rawValue
        timeoutInterval = URLSessionTransport.effectiveTimeout(request.timeout ?? defaultTimeout)
        httpBody = request.body
        for field in request.headers {
            addValue(field.value, forHTTPHeaderField: field.name)
        }
    }
}

extension HTTPRequest {
    /// The request a Foundation `URLRequest` describes, or nil when it has no URL.
    public init?(_ request: URLRequest) {
        guard let url = request.url else { return nil }
        var headers = HTTPHeaders()
        for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: {
            $0.key.lowercased() < $1.key.lowercased()
        }) {
            headers.append(name: name, value: value)
        }
        self.init(
            method: HTTPMethod(rawValue: request.httpMethod ?? "GET"), url: url, headers: headers,
            body: request.httpBody, timeout: request.timeoutInterval)
    }
}

extension HTTPResponse {
    /// The response Foundation delivered as `data` and `response`; throws `URLError(.badServerResponse)`
    /// when `response` is not an HTTP response.
    public init(data: Data, response: URLResponse) throws {
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        var headers = HTTPHeaders()
        let fields = http.allHeaderFields.compactMap { key, value -> (String, String)? in
            guard let name = key as? String else { return nil }
            return (name, "\(value)")
        }
        for (name, value) in fields.sorted(by: { $0.0.lowercased() < $1.0.lowercased() }) {
            headers.append(name: name, value: value)
        }
        self.init(status: http.statusCode, headers: headers, body: data)
    }

    /// This response as Foundation's, for `url`.
    public func urlResponse(for url: URL) -> HTTPURLResponse? {
        var fields: [String: String] = [:]
        for field in headers {
            fields[field.name] = fields[field.name].map { $0 + ", " + field.value } ?? field.value
        }
        return HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: fields)
    }
}

import Foundation

/// A route table: path patterns, each with the methods it answers and what answers each one.
///
/// A pattern is a path of literal segments and `{name}` parameters, such as `/checkout/sessions/{id}/fields`.
/// Every server of the package answers from one of these tables, so the answers that are not a route's own
/// come from the table and are the same everywhere:
/// - a path no pattern matches is ``Match/notFound``;
/// - a path that matches, asked with a method it does not answer, is ``Match/methodNotAllowed(_:)`` with the
///   methods it does answer, in the order they were added (the `Allow` field);
/// - `HEAD` is answered by the `GET` route of the path (the server leaves the body out and keeps the headers).
///
/// The request path is split at `/`, empty segments dropped (so `/buyers/` is `/buyers`), and each segment is
/// percent-decoded before it is compared or handed over as a parameter. A segment that decodes to a `/` never
/// matches a parameter, so `..%2F..%2Fetc` cannot climb out of one. Where two patterns match, the one with a
/// literal at the first segment they differ wins: `/buyers/payment-methods` beats `/buyers/{id}`.
///
/// `Route` is what the owning service keeps per route: its handler and what the route requires (its auth scope).
/// Routes are added one line each, with ``add(_:_:_:)``.
public struct Router<Route: Sendable>: Sendable {
    /// What the table has for a request.
    public enum Match {
        /// The route for the method and path, with the path's parameters.
        case found(Route, RouteParameters)
        /// The path is known, the method is not: these are the methods it answers.
        case methodNotAllowed([HTTPMethod])
        /// No pattern matches the path.
        case notFound
    }

    private enum Segment: Equatable, Sendable {
        case literal(String)
        case parameter(String)
    }

    private struct Entry: Sendable {
        let segments: [Segment]
        var methods: [(method: HTTPMethod, route: Route)]
    }

    /// The entries by segment count.
    private var entries: [Int: [Entry]] = [:]

    /// An empty table.
    public init() {}

    /// Adds `route` for `method` on `pattern`; a pattern may be added once per method.
    public mutating func add(_ method: HTTPMethod, _ pattern: String, _ route: Route) {
        let segments = pattern.split(separator: "/").map { part -> Segment in
            part.hasPrefix("{") && part.hasSuffix("}")
                ? .parameter(String(part.dropFirst().dropLast())) : .literal(String(part))
        }
        var list = entries[segments.count] ?? []
        if let index = list.firstIndex(where: { $0.segments == segments }) {
            precondition(!list[index].methods.contains { $0.method == method }, "\(method) \(pattern) is added twice")
            list[index].methods.append((method, route))
        } else {
            precondition(
                !list.contains { Self.shape($0.segments) == Self.shape(segments) },
                "\(pattern) differs from another pattern only in its parameter names")
            list.append(Entry(segments: segments, methods: [(method, route)]))
        }
        entries[segments.count] = list
    }

    /// What the table has for `request`'s method and path.
    public func match(_ request: HTTPRequest) -> Match {
        match(request.method, path: request.url.path(percentEncoded: true))
    }

    /// What the table has for `method` on `path` (percent-encoded, as sent).
    public func match(_ method: HTTPMethod, path: String) -> Match {
        let segments = path.split(separator: "/").map { String($0).removingPercentEncoding ?? String($0) }
        var best: (entry: Entry, parameters: [String: String])?
        for entry in entries[segments.count] ?? [] {
            guard let parameters = Self.parameters(of: entry.segments, in: segments) else { continue }
            if let current = best, !Self.isMoreSpecific(entry.segments, than: current.entry.segments) { continue }
            best = (entry, parameters)
        }
        guard let (entry, parameters) = best else { return .notFound }
        let answering = method == .head && !entry.methods.contains { $0.method == .head } ? HTTPMethod.get : method
        guard let wanted = entry.methods.first(where: { $0.method == answering }) else {
            return .methodNotAllowed(entry.methods.map(\.method))
        }
        return .found(wanted.route, RouteParameters(values: parameters))
    }

    /// The parameters `pattern` takes from `segments`, or nil when it does not match them.
    private static func parameters(of pattern: [Segment], in segments: [String]) -> [String: String]? {
        var values: [String: String] = [:]
        for (part, segment) in zip(pattern, segments) {
            switch part {
            case .literal(let text): guard text == segment else { return nil }
            case .parameter(let name):
                guard !segment.contains("/") else { return nil }
                values[name] = segment
            }
        }
        return values
    }

    /// Whether `pattern` has a literal where `other` has a parameter at the first segment they differ.
    private static func isMoreSpecific(_ pattern: [Segment], than other: [Segment]) -> Bool {
        for (mine, theirs) in zip(pattern, other) {
            switch (mine, theirs) {
            case (.literal, .parameter): return true
            case (.parameter, .literal): return false
            default: continue
            }
        }
        return false
    }

    /// The pattern with its parameter names left out.
    private static func shape(_ segments: [Segment]) -> [String?] {
        segments.map { if case .literal(let text) = $0 { text } else { nil } }
    }
}

/// The values a matched pattern's `{name}` parameters took from the path, percent-decoded.
public struct RouteParameters: Sendable, Equatable {
    /// The values by parameter name.
    public let values: [String: String]

    /// The parameters `values`, by name.
    public init(values: [String: String] = [:]) {
        self.values = values
    }

    /// The value of the parameter `name`; the route's pattern must have it.
    public subscript(_ name: String) -> String {
        guard let value = values[name] else { preconditionFailure("The route's pattern has no parameter {\(name)}") }
        return value
    }
}

extension HTTPMethod {
    /// The methods as the `Allow` field lists them: `GET, PUT, DELETE`.
    public static func allowField(_ methods: [HTTPMethod]) -> String {
        methods.map(\.rawValue).joined(separator: ", ")
    }
}

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

    private struct Entry: Sendable {
        let pattern: RoutePattern
        var methods: [(method: HTTPMethod, route: Route)]
    }

    /// The entries by segment count.
    private var entries: [Int: [Entry]] = [:]

    /// An empty table.
    public init() {}

    /// Adds `route` for `method` on `pattern`; a pattern may be added once per method.
    public mutating func add(_ method: HTTPMethod, _ pattern: String, _ route: Route) {
        let parsed = RoutePattern(pattern)
        var list = entries[parsed.segments.count] ?? []
        if let index = list.firstIndex(where: { $0.pattern == parsed }) {
            precondition(!list[index].methods.contains { $0.method == method }, "\(method) \(pattern) is added twice")
            list[index].methods.append((method, route))
        } else {
            precondition(
                !list.contains { $0.pattern.shape == parsed.shape },
                "\(pattern) differs from another pattern only in its parameter names")
            list.append(Entry(pattern: parsed, methods: [(method, route)]))
        }
        entries[parsed.segments.count] = list
    }

    /// What the table has for `request`'s method and path.
    public func match(_ request: HTTPRequest) -> Match {
        match(request.method, path: request.url.path(percentEncoded: true))
    }

    /// What the table has for `method` on `path` (percent-encoded, as sent).
    public func match(_ method: HTTPMethod, path: String) -> Match {
        let segments = RoutePattern.segments(of: path)
        var best: Entry?
        for entry in entries[segments.count] ?? [] where entry.pattern.matches(segments) {
            if let current = best, !entry.pattern.isMoreSpecific(than: current.pattern) { continue }
            best = entry
        }
        guard let entry = best else { return .notFound }
        let answering = method == .head && !entry.methods.contains { $0.method == .head } ? HTTPMethod.get : method
        guard let wanted = entry.methods.first(where: { $0.method == answering }) else {
            return .methodNotAllowed(entry.methods.map(\.method))
        }
        return .found(wanted.route, RouteParameters(values: entry.pattern.parameters(in: segments)))
    }
}

/// A path pattern of literal segments and `{name}` parameters; not generic, so that matching compiles to plain code
/// whatever a table's routes are.
struct RoutePattern: Sendable, Equatable {
    enum Segment: Equatable, Sendable {
        case literal(String)
        case parameter(String)
    }

    let segments: [Segment]

    /// Parses `pattern`: `{name}` segments are parameters, the others literals.
    init(_ pattern: String) {
        segments = pattern.split(separator: "/").map { part in
            part.hasPrefix("{") && part.hasSuffix("}")
                ? .parameter(String(part.dropFirst().dropLast())) : .literal(String(part))
        }
    }

    /// The segments of the percent-encoded `path`, empty ones dropped, each decoded.
    static func segments(of path: String) -> [String] {
        path.split(separator: "/").map { part in
            part.contains("%") ? part.removingPercentEncoding ?? String(part) : String(part)
        }
    }

    /// Whether the pattern matches `segments`: as many, its literals equal, its parameters free of `/`.
    func matches(_ path: [String]) -> Bool {
        guard path.count == segments.count else { return false }
        for index in segments.indices {
            switch segments[index] {
            case .literal(let text): if text != path[index] { return false }
            case .parameter: if path[index].utf8.contains(UInt8(ascii: "/")) { return false }
            }
        }
        return true
    }

    /// The values the parameters take from `path`, which the pattern matches.
    func parameters(in path: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for index in segments.indices {
            if case .parameter(let name) = segments[index] { values[name] = path[index] }
        }
        return values
    }

    /// Whether this pattern has a literal where `other` has a parameter at the first segment they differ.
    func isMoreSpecific(than other: RoutePattern) -> Bool {
        for (mine, theirs) in zip(segments, other.segments) {
            switch (mine, theirs) {
            case (.literal, .parameter): return true
            case (.parameter, .literal): return false
            default: continue
            }
        }
        return false
    }

    /// The pattern with its parameter names left out.
    var shape: [String?] {
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

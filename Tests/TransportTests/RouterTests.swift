import Foundation
import Testing
import Transport

/// The route table by itself: which route a method and path reach, with which parameters, and what the table
/// answers when none does.
@Suite struct RouterTests {
    /// A table whose routes are their own names.
    static let table: Router<String> = {
        var table = Router<String>()
        table.add(.get, "/buyers", "list")
        table.add(.post, "/buyers", "create")
        table.add(.get, "/buyers/payment-methods", "methods")
        table.add(.get, "/buyers/{id}", "get")
        table.add(.put, "/buyers/{id}", "update")
        table.add(.delete, "/buyers/{id}", "delete")
        table.add(.post, "/t/{id}/refunds/all", "refund all")
        table.add(.get, "/t/{id}/refunds/{refund}", "refund")
        table.add(.head, "/ping", "ping head")
        table.add(.get, "/ping", "ping")
        return table
    }()

    @Test(arguments: [
        // Known paths, each method.
        (HTTPMethod.get, "/buyers", "list"), (.post, "/buyers", "create"), (.get, "/buyers/b-1", "get b-1"),
        (.put, "/buyers/b-1", "update b-1"), (.delete, "/buyers/b-1", "delete b-1"),
        // Unknown paths.
        (.get, "/", "404"), (.get, "/nope", "404"), (.get, "/buyers/b-1/x", "404"), (.get, "/BUYERS", "404"),
        // Known path, wrong method: the table's methods in the order they were added.
        (.patch, "/buyers", "405 GET, POST"), (.post, "/buyers/b-1", "405 GET, PUT, DELETE"),
        (.options, "/buyers/payment-methods", "405 GET"), (.get, "/t/x/refunds/all", "405 POST"),
        // HEAD is the GET route where the path has one, its own route where it has that, else 405.
        (.head, "/buyers/b-1", "get b-1"), (.head, "/ping", "ping head"), (.head, "/t/x/refunds/all", "405 POST"),
        // A literal segment beats a parameter, even when the literal's route lacks the method.
        (.get, "/buyers/payment-methods", "methods"), (.put, "/buyers/payment-methods", "405 GET"),
        (.post, "/t/x/refunds/all", "refund all x"), (.get, "/t/x/refunds/r-2", "refund x r-2"),
        // Trailing and doubled slashes name the same resource.
        (.get, "/buyers/", "list"), (.get, "//buyers//b-1/", "get b-1"),
        // Parameters arrive percent-decoded; a literal matches its encoded spelling.
        (.get, "/buyers/a%20b", "get a b"), (.get, "/buyers/%C3%A9t%C3%A9", "get été"),
        (.get, "/buyers/payment%2Dmethods", "methods"), (.get, "/buyers/100%25", "get 100%"),
        // An encoded slash never matches a parameter (it cannot climb out of one).
        (.get, "/buyers/..%2F..%2Fetc", "404"), (.get, "/buyers/a%2fb", "404"),
    ])
    func routes(method: HTTPMethod, path: String, expected: String) {
        #expect(Self.describe(Self.table.match(method, path: path)) == expected)
    }

    /// `route` then its parameters' values (`id` first), `405 <Allow>`, or `404`.
    static func describe(_ match: Router<String>.Match) -> String {
        switch match {
        case .found(let route, let parameters):
            return ([route] + ["id", "refund"].compactMap { parameters.values[$0] }).joined(separator: " ")
        case .methodNotAllowed(let allowed): return "405 \(HTTPMethod.allowField(allowed))"
        case .notFound: return "404"
        }
    }

    @Test func aRequestIsMatchedOnItsPathAsSentNotItsQuery() throws {
        let request = HTTPRequest(method: .get, url: try #require(URL(string: "http://h.invalid/buyers/a%2Fb?x=/y")))
        #expect(Self.describe(Self.table.match(request)) == "404")
        let plain = HTTPRequest(method: .get, url: try #require(URL(string: "http://h.invalid/buyers/b%2D1?x=/y")))
        #expect(Self.describe(Self.table.match(plain)) == "get b-1")
    }
}

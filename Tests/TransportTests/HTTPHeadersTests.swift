import Foundation
import Testing
import Transport

@Suite struct HTTPHeadersTests {
    @Test func lookupIgnoresCase() {
        let headers: HTTPHeaders = ["Content-Type": "application/json", "X-Gr4vy-Merchant-Account-Id": "m1"]
        #expect(headers["content-type"] == "application/json")
        #expect(headers["x-gr4vy-merchant-account-id"] == "m1")
        #expect(headers["Authorization"] == nil)
    }

    @Test func settingReplacesEveryFieldOfThatName() {
        var headers = HTTPHeaders()
        headers.append(name: "Accept", value: "a")
        headers.append(name: "accept", value: "b")
        #expect(headers.values(for: "ACCEPT") == ["a", "b"])
        headers["Accept"] = "c"
        #expect(headers.values(for: "accept") == ["c"])
        headers["accept"] = nil
        #expect(headers.fields.isEmpty)
    }

    @Test func equalityComparesNamesWithoutCaseAndKeepsOrder() {
        let a: HTTPHeaders = ["A": "1", "B": "2"]
        #expect(a == ["a": "1", "b": "2"])
        #expect(a != ["B": "2", "A": "1"])
        #expect(a != ["A": "1", "B": "3"])
    }

    @Test func requestExposesDecodedPathAndQuery() throws {
        let url = try #require(URL(string: "https://api.example/card-details?currency=USD&bin=424242&metadata=%7B%7D"))
        let request = HTTPRequest(method: .get, url: url)
        #expect(request.path == "/card-details")
        #expect(request.queryItems.map(\.name) == ["currency", "bin", "metadata"])
        #expect(request.queryItems.last?.value == "{}")
        #expect(HTTPRequest(method: .get, url: try #require(URL(string: "http://h"))).path == "/")
    }
}

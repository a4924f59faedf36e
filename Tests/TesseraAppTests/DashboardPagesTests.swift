import Foundation
import Sandbox
import TesseraClient
import TesseraCore
import Testing
import Transport

@testable import TesseraApp
@testable import tessera

/// The Dashboard tab over a real emulator state file in a temporary folder: its pages show stored values as
/// escaped text, its actions pass the app's gate and go through the emulator's API, and an API error shows its
/// status once with the response under a disclosure.
@Suite struct DashboardPagesTests {
    static let token = String(repeating: "ef", count: 32)
    let environment = ["TESSERA_DATA_DIR": NSTemporaryDirectory() + "dashboard-tests-" + UUID().uuidString]
    let source: SandboxDashboardSource
    let handler: AppHandler

    init() async throws {
        source = SandboxDashboardSource(log: SandboxRequestLog(), environment: environment)
        let resources = try AppResources.load()
        let desk = await MainActor.run { CheckoutDesk(resources: resources, environment: .live) }
        handler = AppHandler(
            token: Self.token, port: Locked(5556), resources: resources, desk: desk, wallet: nil,
            challenges: ChallengeBoard(),
            dashboard: DashboardPages(dashboard: source, layout: resources.layout, makeID: .incrementing))
    }

    /// Sends a request as the app's own page does, or with `headers` replacing what it sends.
    func send(_ method: String, _ path: String, form: String? = nil, headers extra: HTTPHeaders = [:]) async
        -> HTTPResponse
    {
        var headers: HTTPHeaders = ["Host": "127.0.0.1:5556", "Cookie": "tessera_app_5556=\(Self.token)"]
        if method == "POST" { headers["Origin"] = "http://127.0.0.1:5556" }
        if form != nil { headers["Content-Type"] = "application/x-www-form-urlencoded" }
        for field in extra { headers[field.name] = field.value }
        return await handler.handle(
            HTTPRequest(
                method: HTTPMethod(rawValue: method), url: URL(string: "http://127.0.0.1:5556\(path)")!,
                headers: headers, body: form.map { Data($0.utf8) }))
    }

    func text(_ response: HTTPResponse) -> String { String(decoding: response.body, as: UTF8.self) }

    /// Sends `json` to the emulator's API over the state file, as `tessera` commands do.
    func api(_ method: HTTPMethod, _ path: String, _ json: String) async throws -> [String: Any] {
        let emulator = try SandboxSetup.handler(ephemeral: false, offerEphemeral: false, environment: environment)
        let response = await emulator.handle(
            HTTPRequest(
                method: method, url: URL(string: "http://in-process-emulator.localhost" + path)!,
                headers: [
                    "Content-Type": "application/json",
                    "Authorization": "Bearer " + (try DevelopmentToken.make(now: Date(), id: UUID())),
                ], body: Data(json.utf8)))
        return try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    }

    /// A transaction of `amount` paid with a Visa test card, with `extra` members; its id.
    func transaction(amount: Int = 1299, _ extra: String = "") async throws -> String {
        let body =
            #"{"amount":\#(amount),"currency":"USD","payment_method":{"method":"card","number":"4111111111111111","expiration_date":"12/30","security_code":"123"}\#(extra)}"#
        return try #require(try await api(.post, "/transactions", body)["id"] as? String)
    }

    @Test func storedHostileValuesAreShownAsEscapedText() async throws {
        let hostile = "<script>alert(1)</script>\u{202E}gnp.exe"
        let id = try await transaction(
            #","external_identifier":"\#(hostile.replacingOccurrences(of: "\u{202E}", with: "\\u202e"))""#)
        _ = try await api(
            .post, "/buyers", #"{"display_name":"<img src=x onerror=alert(2)>\u202e","external_identifier":"b1"}"#)
        let list = await send("GET", "/dashboard/transactions")
        #expect(list.status == 200)
        #expect(text(list).contains("/dashboard/transactions/\(id)"))
        let page = text(await send("GET", "/dashboard/transactions/\(id)"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        let buyers = text(await send("GET", "/dashboard/buyers"))
        #expect(buyers.contains("<bdi>&lt;img src=x onerror=alert(2)&gt;\u{202E}</bdi>"))
        for markup in [page, buyers] {
            #expect(!markup.contains("<script>alert") && !markup.contains("<img src=x"))
        }
        let long = String(repeating: "<i>", count: 10_000)
        let unknown = await send(
            "GET",
            "/dashboard/transactions?account=" + long.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)
        #expect(unknown.status == 400)
        #expect(text(unknown).contains("The emulator has nothing for the merchant account"))
        #expect(!text(unknown).contains("<i>"))
    }

    @Test func aFilterValueThatIsNotANumberIsRefusedNamingTheField() async throws {
        let response = await send("GET", "/dashboard/transactions?min=%3Cb%3E12&buyer=x")
        let page = text(response)
        #expect(response.status == 200)
        #expect(page.contains("Minimum amount must be a whole number of minor units"))
        #expect(page.contains("Buyer id must be a buyer&apos;s id (a UUID) from the Buyers list."))
        #expect(page.contains(#"value="&lt;b&gt;12""#) && page.contains(#"aria-invalid="true""#))
    }

    @Test func actionsPassTheGateAndGoThroughTheAPI() async throws {
        let id = try await transaction(amount: 1000)
        let path = "/dashboard/transactions/\(id)/capture"
        let refusals: [HTTPHeaders] = [
            ["Origin": "http://evil.example"], ["Host": "evil.example:5556"], ["Cookie": "tessera_app_5556=wrong"],
        ]
        for headers in refusals {
            #expect(await send("POST", path, form: "account=default", headers: headers).status == 403)
        }
        #expect(try await api(.get, "/transactions/\(id)", "")["status"] as? String == "authorization_succeeded")

        let captured = await send("POST", path, form: "account=default&amount=600&key=k-1")
        #expect(captured.status == 303)
        #expect(captured.headers["Location"] == "/dashboard/transactions/\(id)?done=capture")
        #expect(try await api(.get, "/transactions/\(id)", "")["captured_amount"] as? Int == 600)
        // The same form posted again (same idempotency key) captures once.
        #expect(await send("POST", path, form: "account=default&amount=600&key=k-1").status == 303)
        let refunded = await send(
            "POST", "/dashboard/transactions/\(id)/refund", form: "account=default&amount=100&key=k-2")
        #expect(refunded.status == 303)
        #expect(try await api(.get, "/transactions/\(id)", "")["refunded_amount"] as? Int == 100)
        #expect(text(await send("GET", "/dashboard/transactions/\(id)?done=refund")).contains("Refunded."))

        let void = text(await send("POST", "/dashboard/transactions/\(id)/void", form: "account=default&key=k-3"))
        #expect(
            void.ranges(of: #/HTTP 4\d\d/#).count == 1, "the status is shown once")
        #expect(void.contains("<details><summary>Response</summary>"))
        let badAmount = text(await send("POST", path, form: "account=default&amount=%3Cb%3E"))
        #expect(badAmount.contains("Amount must be a whole number of minor units"))

        let log = text(await send("GET", "/dashboard/requests"))
        #expect(log.contains("/transactions/\(id)/capture") && log.contains("/transactions/\(id)/void"))
        #expect(!log.contains("4111111111111111"))
    }

    @Test func anActionFormPostedTwiceActsOnceWithItsInjectedKey() async throws {
        let id = try await transaction(amount: 1000)
        let page = text(await send("GET", "/dashboard/transactions/\(id)"))
        // Capture, Void and Refund each carry a key of their own, from the app's id generator.
        let keys = page.matches(of: #/name="key" value="([0-9a-f-]{36})"/#).map { String($0.1) }
        #expect(keys == (1...3).map { "00000000-0000-0000-0000-00000000000\($0)" })
        let capture = "account=default&amount=400&key=" + keys[0]
        #expect(await send("POST", "/dashboard/transactions/\(id)/capture", form: capture).status == 303)
        #expect(await send("POST", "/dashboard/transactions/\(id)/capture", form: capture).status == 303)
        let captured = try await api(.get, "/transactions/\(id)", "")
        #expect(captured["captured_amount"] as? Int == 400 && captured["status"] as? String == "capture_succeeded")
        let refund = "account=default&amount=150&key=" + keys[2]
        #expect(await send("POST", "/dashboard/transactions/\(id)/refund", form: refund).status == 303)
        #expect(await send("POST", "/dashboard/transactions/\(id)/refund", form: refund).status == 303)
        #expect(try await api(.get, "/transactions/\(id)", "")["refunded_amount"] as? Int == 150)
        let reloaded = text(await send("GET", "/dashboard/transactions/\(id)"))
        #expect(!reloaded.contains(keys[0]), "a page loaded again has new keys, for a new action")
    }
}

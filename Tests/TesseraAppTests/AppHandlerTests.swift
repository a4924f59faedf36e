import Checkout
import DigitalWallet
import Foundation
import Sandbox
import TesseraClient
import TesseraCore
import TesseraTestSupport
import Testing
import Transport

@testable import TesseraApp
@testable import tessera

/// The app's handler end to end without a browser: pages, the Checkout JSON, the Wallet's forms over a real
/// wallet and the emulated token service in a temporary folder.
@Suite struct AppHandlerTests {
    static let token = String(repeating: "cd", count: 32)
    let directory = NSTemporaryDirectory() + "app-tests-" + UUID().uuidString
    let handler: AppHandler
    /// The clock of the challenges' timeouts, moved by hand; it starts now, so the emulator's certificates are valid.
    let clock = ManualClock(WallClock.live.now())

    init() async throws {
        let service = TokenService(store: try TokenServiceStore.ephemeral())
        let provider = try service.providerCredentials()
        let wallet = try Wallet(
            configuration: WalletConfiguration(
                transport: TokenServiceTransport(handler: TokenServiceHandler(service: service)),
                dataDirectory: directory,
                providerCredentials: WalletProviderCredentials(
                    consumerKey: provider.consumerKey, secret: provider.secret)))
        let resources = try AppResources.load()
        let desk = await MainActor.run { CheckoutDesk(resources: resources, environment: .live) }
        handler = AppHandler(
            token: Self.token, port: Locked(5555), resources: resources, desk: desk,
            payment: EmulatorCheckoutPayment(console: Console(debug: false), challengeMinute: nil, clock: clock.clock),
            wallet: WalletPages(wallet: wallet, issuer: TokenServiceIssuer(service: service), layout: resources.layout),
            challenges: ChallengeBoard())
    }

    func send(_ method: String, _ path: String, form: String? = nil, json: String? = nil) async -> HTTPResponse {
        var headers: HTTPHeaders = ["Host": "127.0.0.1:5555", "Cookie": "tessera_app_5555=\(Self.token)"]
        if method == "POST" { headers["Origin"] = "http://127.0.0.1:5555" }
        if form != nil { headers["Content-Type"] = "application/x-www-form-urlencoded" }
        let body = (form ?? json).map { Data($0.utf8) }
        return await handler.handle(
            HTTPRequest(
                method: HTTPMethod(rawValue: method), url: URL(string: "http://127.0.0.1:5555\(path)")!,
                headers: headers,
                body: body))
    }

    /// The answer of run `run` once it ended, answering no screen; fails after about ten seconds.
    func ended(_ run: String) async throws -> [String: Any] {
        for _ in 0..<500 {
            let status = try object(await send("GET", "/challenge/\(run)"))
            if status["state"] as? String == "done" { return try #require(status["answer"] as? [String: Any]) }
            try await Task.sleep(for: .milliseconds(20))
        }
        Issue.record("run \(run) never ended")
        return [:]
    }

    func text(_ response: HTTPResponse) -> String { String(decoding: response.body, as: UTF8.self) }

    func object(_ response: HTTPResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    }

    @Test func servesTheCheckoutPageWithItsPolicyAndNoInlineScript() async throws {
        let page = await send("GET", "/checkout")
        #expect(page.status == 200)
        #expect(page.headers["Content-Security-Policy"]?.hasPrefix("default-src 'self'") == true)
        #expect(page.headers["X-Content-Type-Options"] == "nosniff")
        let html = text(page)
        #expect(html.contains("<script src=\"/static/checkout.js\" defer></script>"))
        #expect(html.contains("<script src=\"/static/challenge.js\" defer></script>"))
        #expect(html.components(separatedBy: "<script").count == 3)
        #expect(!html.contains(Self.token))
        #expect(html.contains("<svg"))
        let script = await send("GET", "/static/checkout.js")
        #expect(script.status == 200 && script.headers["Content-Type"]?.hasPrefix("text/javascript") == true)
    }

    @Test func answersAKeystrokeWithTheFormattedTextAndTheImage() async throws {
        let html = text(await send("GET", "/checkout"))
        let session = try #require(html.firstMatch(of: /data-session="([0-9a-f]+)"/)?.1)
        var last = HTTPResponse(status: 0)
        for digit in "42424242" {
            last = await send(
                "POST", "/checkout/input",
                json: #"{"session":"\#(session)","field":"number","kind":"insert","text":"\#(digit)"}"#)
        }
        #expect(last.status == 200)
        let state = try object(last)
        let fields = try #require(state["fields"] as? [[String: Any]])
        #expect(fields.first?["text"] as? String == "4242 4242")
        #expect(fields.first?["caret"] as? Int == 9)
        #expect(state["brand"] as? String == "visa")
        #expect((state["card_svg"] as? String)?.hasPrefix("<svg") == true)
        let flipped = try object(
            await send("POST", "/checkout/focus", json: #"{"session":"\#(session)","field":"cvc"}"#))
        #expect(flipped["side"] as? String == "back")
    }

    @Test func paysAValidCardWithThreeDSecureAndRefusesAnInvalidOne() async throws {
        let html = text(await send("GET", "/checkout"))
        #expect(html.contains("id=\"pay\""))
        let session = try #require(html.firstMatch(of: /data-session="([0-9a-f]+)"/)?.1)
        func type(_ field: String, _ text: String) async {
            _ = await send(
                "POST", "/checkout/input",
                json: #"{"session":"\#(session)","field":"\#(field)","kind":"paste","text":"\#(text)"}"#)
        }
        await type("number", "4556557955726624")
        await type("expiry", "01/30")
        await type("cvc", "123")
        let unnamed = try object(await send("POST", "/checkout/pay", json: #"{"session":"\#(session)"}"#))
        #expect(unnamed["valid"] as? Bool == false && unnamed["challenge"] == nil)
        await type("name", "Ada Lovelace")
        let paid = try object(await send("POST", "/checkout/pay", json: #"{"session":"\#(session)"}"#))
        #expect(paid["valid"] as? Bool == true)
        let run = try #require(paid["challenge"] as? String)
        let result = try #require(try await ended(run)["json"] as? String)
        #expect(result.contains(#""type": "frictionless""#) && result.contains(#""transaction_status": "Y""#))
        #expect(!result.contains("4556557955726624"))
    }

    /// Pays with challenge card `number` (UI type 01) in the page's dark red-blue theme and returns the run's answer;
    /// `respond` answers the first screen's form (nil leaves it unanswered).
    func payWithChallenge(_ number: String, respond: String?) async throws -> [String: Any] {
        let html = text(await send("GET", "/checkout"))
        let session = try #require(html.firstMatch(of: /data-session="([0-9a-f]+)"/)?.1)
        for (field, value) in [("number", number), ("expiry", "01/30"), ("cvc", "456"), ("name", "Grace Hopper")] {
            _ = await send(
                "POST", "/checkout/input",
                json: #"{"session":"\#(session)","field":"\#(field)","kind":"paste","text":"\#(value)"}"#)
        }
        let paid = try object(
            await send("POST", "/checkout/pay", json: #"{"session":"\#(session)","theme":"red-blue","dark":true}"#))
        let run = try #require(paid["challenge"] as? String)
        var status = try object(await send("GET", "/challenge/\(run)"))
        for _ in 0..<20 where status["state"] as? String != "screen" {
            status = try object(await send("GET", "/challenge/\(run)?after=\(status["version"] as? Int ?? 0)"))
        }
        let screen = try #require(status["html"] as? String)
        #expect(screen.contains("SECURE CHECKOUT") && screen.contains(#"data-appearance="dark""#))
        // The security code as a value of its own: "456" also turns up inside the screen's random hex ids.
        #expect(!screen.contains(number) && !screen.split { !$0.isHexDigit }.contains("456"))
        let style = text(await send("GET", try #require(status["stylesheet"] as? String)))
        #expect(style.contains(".challenge .ch-toolbar { background: #0a84ff"))
        if let respond {
            let posted = await send("POST", "/challenge/\(run)/answer", form: "sequence=1&" + respond)
            #expect(posted.status == 200)
        } else {
            let clock = self.clock
            #expect(await eventually { clock.sleeperCount == 1 }, "the challenge timer never started")
            clock.advance(by: 4 * 60 + 59)
            #expect(try object(await send("GET", "/challenge/\(run)"))["state"] as? String == "screen")
            clock.advance(by: 1)
        }
        return try await ended(run)
    }

    @Test func answersTheChallengeInThePage() async throws {
        let answer = try await payWithChallenge("4000000000060006", respond: "action=submit&code=1234")
        let json = try #require(answer["json"] as? String)
        #expect(json.contains(#""type": "challenge""#) && json.contains(#""transaction_status": "Y""#))
        #expect(!json.contains("4000000000060006"))
        #expect(answer["failed"] == nil)
    }

    @Test func aWrongCodeIsAFailedAuthentication() async throws {
        let answer = try await payWithChallenge("4000000000060006", respond: "action=submit&code=0000")
        #expect((answer["json"] as? String)?.contains(#""transaction_status": "N""#) == true)
        #expect(answer["failed"] as? Bool == true)
    }

    @Test func cancellingTheChallengeIsUserCancelled() async throws {
        let answer = try await payWithChallenge("4000000000060006", respond: "action=cancel")
        #expect((answer["json"] as? String)?.contains(#""user_cancelled": true"#) == true)
        #expect(answer["failed"] as? Bool == true)
    }

    @Test func anUnansweredChallengeTimesOutAfterTheSDKTimeout() async throws {
        // The five-minute SDK timeout passes on the test's clock: at 4:59 the screen still waits, at 5:00 it is over.
        let answer = try await payWithChallenge("4000000000060006", respond: nil)
        let json = try #require(answer["json"] as? String)
        #expect(json.contains(#""timed_out": true"#) && json.contains(#""user_cancelled": false"#))
        #expect(answer["note"] as? String == "The challenge timed out after 5 minutes.")
    }

    @Test func aScaledMinuteLastsItsSecondsOnTheBaseClock() async throws {
        let base = ManualClock()
        let scaled = base.clock.scaled(minute: 1)
        let start = scaled.now()
        base.advance(by: 2)
        #expect(scaled.now() == start.addingTimeInterval(120))
        let sleeper = Task { try await scaled.sleep(until: start.addingTimeInterval(300)) }
        #expect(await eventually { base.sleeperCount == 1 })
        base.advance(by: 2)
        #expect(base.sleeperCount == 1, "woke a minute early")
        base.advance(by: 1)
        try await sleeper.value
        #expect(scaled.now() == start.addingTimeInterval(300))
    }

    @Test(arguments: [
        ("not json", 400), (#"{"session":"nope","field":"number","kind":"insert","text":"4"}"#, 404),
        (#"{"field":"number"}"#, 400),
    ])
    func refusesBadCheckoutRequests(body: String, status: Int) async throws {
        let response = await send("POST", "/checkout/input", json: body)
        #expect(response.status == status)
        #expect(try object(response)["error"] is String)
    }

    @Test func refusesAnEditOfAnUnknownField() async throws {
        let html = text(await send("GET", "/checkout"))
        let session = try #require(html.firstMatch(of: /data-session="([0-9a-f]+)"/)?.1)
        let response = await send(
            "POST", "/checkout/input", json: #"{"session":"\#(session)","field":"passwd","kind":"insert","text":"4"}"#)
        #expect(response.status == 400)
    }

    @Test func addsAGreenCardAndShowsItsDetails() async throws {
        let terms = await send("POST", "/wallet/digitize", form: "test_card=3")
        #expect(terms.status == 200)
        let accept = try #require(text(terms).firstMatch(of: /action="(\/wallet\/digitize\/[0-9a-f]+\/accept)"/)?.1)
        let added = await send("POST", String(accept))
        #expect(added.status == 303)
        let location = try #require(added.headers["Location"])
        #expect(location.hasPrefix("/wallet/cards/") && location.hasSuffix("?done=added"))
        let details = text(await send("GET", location))
        #expect(details.contains("data-state=\"active\""))
        #expect(details.contains("The card was added and is active."))
        #expect(!details.contains("5555555555554444") && !details.contains("5555 5555 5555 4444"))
        let list = text(await send("GET", "/wallet"))
        #expect(list.contains("•••• 4444"))
        let again = await send("POST", String(accept))
        #expect(again.status == 404)
    }

    @Test func activatesAYellowCardWithTheCodeFromTheInbox() async throws {
        let terms = text(await send("POST", "/wallet/digitize", form: "number=4012888888881881&expiry=12%2F30&cvc=123"))
        let accept = try #require(terms.firstMatch(of: /action="(\/wallet\/digitize\/[0-9a-f]+\/accept)"/)?.1)
        let pending = await send("POST", String(accept))
        let activate = try #require(pending.headers["Location"])
        #expect(activate.hasSuffix("/activate"))
        let card = activate.replacingOccurrences(of: "/activate", with: "")
        let chosen = await send("POST", card + "/idv", form: "method=1")
        #expect(chosen.status == 303)
        let page = text(await send("GET", activate))
        let code = try #require(page.firstMatch(of: /id="otp-code">(\d+)</)?.1)
        let wrong = await send("POST", card + "/activate", form: "otp=\(code == "000000" ? "111111" : "000000")")
        #expect(wrong.status == 422)
        #expect(text(wrong).contains("The code is wrong; check it and try again."))
        #expect(text(wrong).contains(#"id="otp""#) && text(wrong).contains(#"aria-invalid="true""#))
        let right = await send("POST", card + "/activate", form: "otp=\(code)")
        #expect(right.headers["Location"] == card + "?done=activated")
        #expect(text(await send("GET", card)).contains("data-state=\"active\""))
    }

    @Test func managesACardThroughItsLifecycle() async throws {
        let terms = text(await send("POST", "/wallet/digitize", form: "test_card=0"))
        let accept = try #require(terms.firstMatch(of: /action="(\/wallet\/digitize\/[0-9a-f]+\/accept)"/)?.1)
        let card = try #require(await send("POST", String(accept)).headers["Location"]?.split(separator: "?").first)
        let path = String(card)
        for (action, state) in [("suspend", "suspended"), ("resume", "active")] {
            #expect(await send("POST", "\(path)/\(action)").status == 303)
            #expect(text(await send("GET", path)).contains("data-state=\"\(state)\""))
        }
        let paid = try #require(
            await send("POST", "\(path)/pay", form: "amount=12.50&currency=EUR").headers["Location"])
        #expect(paid.hasPrefix(path + "?done=paid&transaction="))
        #expect(text(await send("GET", paid)).contains("Paid 12.50 EUR"))
        #expect(await send("POST", "\(path)/pay", form: "amount=-3&currency=EUR").status == 400)
        #expect(await send("POST", "\(path)/replenish", form: "force=1").status == 303)
        #expect(await send("POST", "\(path)/issuer", form: "action=suspend").status == 303)
        #expect(text(await send("GET", path)).contains("data-state=\"suspended\""))
        #expect(await send("POST", "\(path)/issuer", form: "action=rm%20-rf").status == 400)
        let resumeAgain = await send("POST", "\(path)/suspend")
        #expect(resumeAgain.status == 409)
        #expect(text(resumeAgain).contains("class=\"problem\""))
        #expect(await send("POST", "\(path)/delete").headers["Location"] == "/wallet?done=deleted")
        #expect(await send("GET", path).status == 404)
    }

    @Test func refusesBadCardsWithAMessage() async throws {
        let luhn = await send("POST", "/wallet/digitize", form: "number=4242424242424241&expiry=12%2F30&cvc=123")
        #expect(luhn.status == 422 && text(luhn).contains("not valid; check them."))
        let empty = await send("POST", "/wallet/digitize", form: "")
        #expect(empty.status == 400)
        let terms = text(await send("POST", "/wallet/digitize", form: "test_card=2"))
        let accept = try #require(terms.firstMatch(of: /action="(\/wallet\/digitize\/[0-9a-f]+\/accept)"/)?.1)
        let declined = await send("POST", String(accept))
        #expect(declined.status == 422 && text(declined).contains("declined"))
        #expect(!text(await send("GET", "/wallet")).contains("wallet-card"))
    }

    @Test func escapesAHostileCardIdInTheErrorPage() async throws {
        let response = await send("GET", "/wallet/cards/%3Cimg%20src=x%20onerror=alert(1)%3E")
        #expect(response.status == 404)
        #expect(!text(response).contains("<img src=x"))
        #expect(text(response).contains("&lt;img src=x onerror=alert(1)&gt;"))
    }

    @Test(arguments: [
        "/static/../Package.swift", "/static/%2e%2e/%2e%2e/Package.swift", "/static/layout.html", "/static/",
        "/etc/passwd", "/wallet/cards/x/art/..%2F..%2Fwallet.key", "/wallet/../static/app.css",
    ])
    func servesNoFileThePagesDoNotName(path: String) async throws {
        let response = await send("GET", path)
        #expect(response.status == 404, "\(path)")
        #expect(!text(response).contains("swift-tools-version") && !text(response).contains("{{"))
    }

    @Test func refusesARequestWithoutTheToken() async throws {
        let response = await handler.handle(
            HTTPRequest(
                method: .post, url: URL(string: "http://127.0.0.1:5555/wallet/digitize")!,
                headers: ["Host": "127.0.0.1:5555", "Origin": "http://127.0.0.1:5555"], body: Data("test_card=0".utf8)))
        #expect(response.status == 403)
        #expect(!text(await send("GET", "/wallet")).contains("wallet-card"))
    }
}

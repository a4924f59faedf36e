import Foundation
import Gr4vyClient
import TesseraClient
import TesseraTestSupport
import Testing
import Transport

@testable import TesseraApp

/// The Home and Admin tabs end to end without a browser: the pages, each screen's request sent in process through
/// the client layer to the emulator, errors, remembered fields and settings, in temporary folders.
@Suite struct HomePagesTests {
    let folder = NSTemporaryDirectory() + "home-tests-" + UUID().uuidString
    let environment: [String: String]
    let client: HomeClient
    let pages: HomePages
    let routes: ChallengeRoutes

    init() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["TESSERA_CONFIG_DIR"] = folder + "/config"
        environment["TESSERA_DATA_DIR"] = folder + "/data"
        self.environment = environment
        client = HomeClient(environment: environment)
        let board = ChallengeBoard()
        pages = HomePages(client: client, layout: try AppResources.load().layout, challenges: board)
        routes = ChallengeRoutes(board: board)
    }

    func request(_ method: String, _ path: String, form: String? = nil) -> HTTPRequest {
        HTTPRequest(
            method: HTTPMethod(rawValue: method), url: URL(string: "http://127.0.0.1:5555\(path)")!,
            headers: ["Content-Type": "application/x-www-form-urlencoded"], body: form.map { Data($0.utf8) })
    }

    func send(_ method: String, _ path: String, form: String? = nil) async -> HTTPResponse {
        await pages.respond(to: request(method, path, form: form))
    }

    /// Posts the Tokenize form and follows its run to the end, answering each challenge screen with `code`; fails
    /// after about ten seconds.
    func tokenize(_ form: String, code: String? = nil) async throws -> [String: Any] {
        let run = try #require(try answer(await send("POST", "/home/tokenize", form: form))["challenge"] as? String)
        var answered = 0
        for _ in 0..<500 {
            let status = try answer(await routes.respond(to: request("GET", "/challenge/\(run)")))
            if status["state"] as? String == "done" { return try #require(status["answer"] as? [String: Any]) }
            if let sequence = status["sequence"] as? Int, sequence > answered, let code {
                answered = sequence
                let posted = await routes.respond(
                    to: request(
                        "POST", "/challenge/\(run)/answer", form: "sequence=\(sequence)&action=submit&code=\(code)"))
                #expect(posted.status == 200)
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        Issue.record("run \(run) never ended")
        return [:]
    }

    func text(_ response: HTTPResponse) -> String { String(decoding: response.body, as: UTF8.self) }

    func answer(_ response: HTTPResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    }

    @Test func listsTheScreensAndMarksRequiredFields() async throws {
        let home = text(await send("GET", "/home"))
        for screen in ["payment-options", "card-details", "payment-methods"] {
            #expect(home.contains("href=\"/home/\(screen)\""))
        }
        let details = text(await send("GET", "/home/card-details"))
        #expect(details.contains(#"<label for="currency">Currency<span class="required"> *</span></label>"#))
        // Either/or fields are not starred; the test cards are listed by name, after a blank choice that says so.
        let tokenize = text(await send("GET", "/home/tokenize"))
        #expect(tokenize.contains(#"<label for="test-card">Test card</label>"#))
        #expect(tokenize.contains(#"<label for="card">Card number</label>"#))
        #expect(tokenize.contains(#"<option value="visa-challenge">Visa, challenge</option>"#))
        #expect(!tokenize.contains("(API default)"))
        #expect(tokenize.contains(#"<input type="checkbox" name="authenticate" id="authenticate" value="on" checked>"#))
        #expect(tokenize.contains(#"<button type="button" class="clear">Clear Form</button>"#))
        #expect(tokenize.contains(#"data-fill="session""#))
        #expect(details.contains("<script src=\"/static/home.js\" defer></script>"))
        #expect(!details.contains("<script>"))
        #expect((await send("GET", "/home/nothing")).status == 404)
    }

    @Test func sendsPaymentOptionsAndRemembersTheFieldsEscaped() async throws {
        let hostile = "<script>alert(1)</script>"
        let form = [
            "metadata=" + "order=\(hostile)\nsize=\"9\"", "currency=USD", "amount=1299", "country=US",
            "cart-item=" + #"{"name":"\#(hostile)","quantity":1,"unit_amount":1299}"#,
        ]
        .map { $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "=")))! }
        .joined(separator: "&")
        let response = await send("POST", "/home/payment-options", form: form)
        #expect(response.status == 200)
        let json = try #require(try answer(response)["json"] as? String)
        // The SDK's models encoded again, a top-level array as the sample app shows them.
        #expect(json.hasPrefix("[") && json.contains(#""method" : "card""#))
        let page = text(await send("GET", "/home/payment-options"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!page.contains(hostile))
        #expect(page.contains(#"value="USD""#))
        // Each remembered line is shown on its own line, so the form sent again sends the same two entries.
        #expect(page.contains("order=&lt;script&gt;alert(1)&lt;/script&gt;\nsize=&quot;9&quot;</textarea>"))
    }

    /// A card number typed into a free-text field (the issue's hostile value) is refused by the API with its
    /// sentence, is never kept in the remembered forms, and is not shown back in the page.
    @Test func aCardNumberInAFreeTextFieldIsRefusedAndNeverRemembered() async throws {
        let form = ["metadata=note=4111 1111 1111 1111", "currency=USD", "amount=1299"]
            .map {
                $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "=")))!
            }
            .joined(separator: "&")
        let refused = try answer(await send("POST", "/home/payment-options", form: form))
        #expect(refused["json"] == nil)
        let message = try #require(refused["message"] as? String)
        #expect(refused["status"] as? Int == 400 && !message.contains("4111 1111"), "\(message)")
        #expect((refused["detail"] as? String)?.contains("card_data_not_allowed") == true)
        let stored = (try? String(contentsOf: FormMemory(environment: environment).fileURL, encoding: .utf8)) ?? ""
        #expect(!stored.contains("4111") && stored.firstMatch(of: /[0-9]{12}/) == nil)
        #expect(!text(await send("GET", "/home/payment-options")).contains("4111 1111"))
    }

    @Test func sendsCardDetailsWithItsFlagsAndPaymentMethodsByExternalId() async throws {
        let details = await send(
            "POST", "/home/card-details",
            form: "currency=USD&bin=42424242&intent=capture&is-subsequent-payment=on&merchant-initiated=on")
        #expect(details.status == 200)
        #expect(try answer(details)["json"] as? String != nil)
        // The flags are remembered and ticked again.
        let again = text(await send("GET", "/home/card-details"))
        #expect(again.contains(#"name="merchant-initiated" id="merchant-initiated" value="on" checked>"#))
        #expect(again.contains(#"name="is-subsequent-payment" id="is-subsequent-payment" value="on" checked>"#))
        #expect(!again.contains("42424242"))
        let unknown = try answer(await send("POST", "/home/payment-methods", form: "buyer-external-identifier=user-42"))
        // The status once, the API's sentence, and its response as JSON.
        #expect(unknown["status"] as? Int == 404)
        let sentence = try #require(unknown["message"] as? String)
        #expect(!sentence.contains("HTTP") && sentence.hasSuffix("."))
        let body = try #require(unknown["detail"] as? String)
        #expect(try JSONSerialization.jsonObject(with: Data(body.utf8)) is [String: Any])
        let buyer = try answer(await send("POST", "/home/buyer", form: "external-identifier=user-42&display-name=Jane"))
        #expect((buyer["id"] as? String).flatMap(UUID.init(uuidString:)) != nil)
        let methods = await send(
            "POST", "/home/payment-methods", form: "buyer-external-identifier=user-42&sort-by=usage_count")
        #expect(methods.status == 200)
        #expect((try answer(methods)["json"] as? String)?.hasPrefix("[") == true)
    }

    /// A new checkout session's id, made by the page's New checkout session.
    func createSession() async throws -> String {
        let made = try answer(await send("POST", "/home/checkout-session", form: "amount=1299&currency=USD"))
        let json = try #require(made["json"] as? String)
        #expect(json.contains(#""amount" : 1299"#))
        return try #require(made["id"] as? String)
    }

    @Test func tokenizesATestCardAndAnswersItsChallengeInThePage() async throws {
        let session = try await createSession()
        let frictionless = try await tokenize(
            "session=\(session)&test-card=visa-frictionless&theme=red-blue&dark=on&authenticate=on")
        #expect((frictionless["json"] as? String)?.contains(#""transaction_status" : "Y""#) == true)
        #expect(frictionless["note"] == nil)
        let challenge = try await tokenize(
            "session=\(session)&test-card=mastercard-challenge&sdk-timeout=7&theme=green-yellow&authenticate=on",
            code: "1234")
        #expect((challenge["json"] as? String)?.contains(#""transaction_status" : "Y""#) == true)
        #expect((challenge["json"] as? String)?.contains(#""type" : "challenge""#) == true)
        #expect(challenge["note"] == nil && challenge["failed"] == nil)
        // A wrong code: the card is stored, the authentication failed, and the answer says so.
        let wrong = try await tokenize(
            "session=\(session)&test-card=mastercard-challenge&authenticate=on", code: "0000")
        #expect((wrong["json"] as? String)?.contains(#""transaction_status" : "N""#) == true)
        #expect(wrong["failed"] as? Bool == true)
        let stored = try await tokenize("session=\(session)&sdk-timeout=7")
        #expect(
            stored["json"] == nil
                && stored["message"] as? String == "Give Test card, Card number or Stored payment method ID.")
        #expect(stored["field"] as? String == "test-card")
        // A failed request leaves the fields of the last success; the file holds no card number.
        let remembered = client.remembered("tokenize")
        #expect(remembered["--test-card"] == ["mastercard-challenge"] && remembered["--no-authenticate"] == nil)
        let file = try String(contentsOf: FormMemory(environment: environment).fileURL, encoding: .utf8)
        #expect(file.firstMatch(of: /[0-9]{12}/) == nil)
    }

    @Test func aRememberedSessionThatHasPaidIsRefusedAndForgotten() async throws {
        let session = try await createSession()
        let first = try await tokenize("session=\(session)&test-card=visa-frictionless")
        #expect(first["json"] as? String != nil)
        let transaction = Gr4vyTransactionCreateRequest(
            transaction: Gr4vyTransactionCreate(
                amount: 1299, currency: "USD", paymentMethod: .checkoutSession(id: session)),
            idempotencyKey: UUID().uuidString.lowercased())
        _ = try await EndpointClient(environment: environment).gr4vy().transactions.create(request: transaction)
        let refused = try await tokenize("session=\(session)&test-card=visa-frictionless")
        #expect(refused["json"] == nil && refused["field"] as? String == "session")
        #expect((refused["message"] as? String)?.hasPrefix("This checkout session has already paid") == true)
        #expect(client.remembered("tokenize")["--session"] == nil)
        #expect(!text(await send("GET", "/home/tokenize")).contains(session))
    }

    @Test func tokenizesATypedCardInProcessAndNeverKeepsItsNumberOrCode() async throws {
        let session = try await createSession()
        let page = String(decoding: (await send("GET", "/home/tokenize")).body, as: UTF8.self)
        #expect(page.contains(#"<input name="card" id="card" type="password""#))
        let paid = try await tokenize(
            "session=\(session)&card=4024+0071+8944+9340&expiry=01%2F30&cvc=456&theme=red-blue&authenticate=on",
            code: "1234")
        let json = try #require(paid["json"] as? String)
        #expect(json.contains(#""transaction_status" : "Y""#) && !json.contains("4024007189449340"))
        let after = String(decoding: (await send("GET", "/home/tokenize")).body, as: UTF8.self)
        #expect(!after.contains("4024") && !after.contains("456\""))
        let file = try String(contentsOf: FormMemory(environment: environment).fileURL, encoding: .utf8)
        #expect(file.firstMatch(of: /[0-9]{12}/) == nil && !file.contains("--cvc") && !file.contains("--card"))
        // Authenticate off is remembered as the command line spells it, and shown unticked.
        let stored = try await tokenize("session=\(session)&test-card=visa-frictionless")
        #expect((stored["json"] as? String)?.contains(#""authentication""#) == false)
        #expect(client.remembered("tokenize")["--no-authenticate"] == ["on"])
        #expect(text(await send("GET", "/home/tokenize")).contains(#"id="authenticate" value="on">"#))
        let stdin = try await tokenize("session=\(session)&card=-&expiry=01%2F30")
        #expect(stdin["message"] as? String == "Card number: expected 13 to 19 digits (spaces and dashes are ignored).")
        let bad = try await tokenize("session=\(session)&card=4024007189449&expiry=13%2F30&cvc=456")
        let message = try #require(bad["message"] as? String)
        #expect(!message.contains("4024007189449") && !(bad["detail"] as? String ?? "").contains("4024007189449"))
    }

    /// Each answer carries the SDK's redacted debug log of its own request (the old child process's `--verbose`),
    /// collapsed under Request log: a typed card's number and code appear only masked, a card number in free text
    /// too, and two requests at once each get their own lines.
    @Test func eachAnswerHasItsOwnRedactedRequestLog() async throws {
        let page = text(await send("GET", "/home/tokenize"))
        #expect(page.contains(#"<details class="request-log" hidden><summary>Request log</summary>"#))
        let session = try await createSession()
        let stored = try await tokenize("session=\(session)&card=5105+1051+0510+5100&expiry=12%2F30&cvc=737")
        #expect(stored["json"] as? String != nil)
        let log = try #require(stored["log"] as? String)
        #expect(log.contains("PUT") && log.contains("/checkout/sessions/\(session)/fields"), "\(log)")
        #expect(log.contains("[REDACTED]"))
        for secret in ["5105105105105100", "5105 1051 0510 5100", #""737""#, "Bearer ey"] {
            #expect(!log.contains(secret), "the log holds \(secret)")
        }
        let refused = try answer(
            await send("POST", "/home/payment-options", form: "metadata=note%3D4111+1111+1111+1111&currency=USD"))
        let refusedLog = try #require(refused["log"] as? String)
        #expect(refusedLog.contains("400") && !refusedLog.contains("4111 1111") && !refusedLog.contains("4111111111"))

        async let options = send("POST", "/home/payment-options", form: "currency=USD&amount=1299")
        async let details = send("POST", "/home/card-details", form: "currency=USD&bin=42424242")
        let (optionsLog, detailsLog) = (
            try #require(try answer(await options)["log"] as? String),
            try #require(try answer(await details)["log"] as? String)
        )
        #expect(optionsLog.contains("/payment-options") && !optionsLog.contains("/card-details"))
        #expect(detailsLog.contains("/card-details") && !detailsLog.contains("/payment-options"))
        let refusedField = try answer(await send("POST", "/home/card-details", form: "currency=usd"))
        #expect(refusedField["field"] as? String == "currency" && refusedField["log"] == nil, "nothing was sent")
    }

    @Test func aSettingsFileThatCannotBeWrittenIsAnErrorOnThePage() async throws {
        // The settings folder lies under a regular file, so nothing can be written there.
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: folder + "/blocker", contents: Data("x".utf8)))
        var environment = environment
        environment["TESSERA_CONFIG_DIR"] = folder + "/blocker/config"
        let blocked = HomePages(
            client: HomeClient(environment: environment),
            layout: try AppResources.load().layout, challenges: ChallengeBoard())
        let response = await blocked.respond(to: request("POST", "/admin", form: "timeout=12&merchant-id=m-1"))
        #expect(response.status == 422)
        let page = String(decoding: response.body, as: UTF8.self)
        #expect(page.contains(#"<p class="problem" role="alert">"#))
        let shown = await blocked.respond(to: request("GET", "/admin"))
        #expect(shown.status == 200 && !String(decoding: shown.body, as: UTF8.self).contains(#"value="12""#))
    }

    @Test func refusesAMissingRequiredFieldNamingItsLabel() async throws {
        let response = await send("POST", "/home/card-details", form: "amount=12")
        #expect(response.status == 422)
        let error = try answer(response)
        #expect(error["message"] as? String == "Currency is required.")
        #expect(error["field"] as? String == "currency")
        #expect(error["json"] == nil)
        let bad = try answer(await send("POST", "/home/payment-options", form: "currency=dollars"))
        #expect(
            bad["message"] as? String
                == "Currency: expected an ISO 4217 currency code in capitals, such as USD or EUR.")
        let both = try answer(
            await send("POST", "/home/payment-methods", form: "buyer-id=a&buyer-external-identifier=b"))
        #expect(both["field"] as? String == "buyer-id")
    }

    @Test func anAPIErrorHasItsStatusOnceAndItsBodyAsJSON() {
        let answer = ClientAnswer(
            error: Gr4vyError.httpError(statusCode: 400, responseData: Data(#"{"a":1}"#.utf8), message: "bad currency"))
        #expect(answer.status == 400)
        #expect(answer.message == "bad currency.")
        #expect(answer.detail == "{\n  \"a\" : 1\n}")
    }

    @Test func savesAdminSettingsAndNeverShowsTheToken() async throws {
        let token = "eyJhbGciOiJFUzUxMiJ9.secret-token-value-1234"
        let saved = await send("POST", "/admin", form: "gr4vy-id=acme&token=\(token)&server=emulator&timeout=12")
        #expect(saved.status == 303 && saved.headers["Location"] == "/admin?done=saved")
        let settings = try SettingsStore(environment: environment).load()
        #expect(settings.gr4vyId == "acme" && settings.token == token && settings.timeout == 12)
        let page = text(await send("GET", "/admin?done=saved"))
        #expect(page.contains(#"<select name="server" id="server">"#))
        #expect(page.contains(#"<option value="emulator" selected>"#))
        #expect(!page.contains(token) && page.contains("1234") && page.contains(#"value="acme""#))
        // A blank token keeps the saved one; a bad timeout is refused in red and changes nothing.
        let refused = await send("POST", "/admin", form: "gr4vy-id=acme&token=&server=emulator&timeout=soon")
        #expect(refused.status == 422 && text(refused).contains("class=\"problem\""))
        #expect(try SettingsStore(environment: environment).load().timeout == 12)
        #expect(try SettingsStore(environment: environment).load().token == token)
        let hostile = await send("POST", "/admin", form: "gr4vy-id=%3Cb%3E&token=&server=emulator&timeout=12")
        #expect(hostile.status == 422 && !text(hostile).contains("<b>"))
    }
}

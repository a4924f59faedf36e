import DigitalWallet
import Foundation
import Sandbox
import Testing
import Transport

@testable import TesseraApp
@testable import tessera

/// The Wallet tab's pages as a person reads them: the card drawn from Checkout's card scene, human captions,
/// MM/YY dates, a labelled amount with its currency, a confirmation naming amount and transaction id, the code
/// field offered again after a wrong one-time code, and hostile values shown as text.
@Suite struct WalletPagesTests {
    let directory = NSTemporaryDirectory() + "wallet-pages-tests-" + UUID().uuidString
    let pages: WalletPages

    init() throws {
        let service = TokenService(store: try TokenServiceStore.ephemeral())
        let provider = try service.providerCredentials()
        let wallet = try Wallet(
            configuration: WalletConfiguration(
                transport: TokenServiceTransport(handler: TokenServiceHandler(service: service)),
                dataDirectory: directory,
                providerCredentials: WalletProviderCredentials(
                    consumerKey: provider.consumerKey, secret: provider.secret)))
        pages = WalletPages(
            wallet: wallet, issuer: TokenServiceIssuer(service: service), layout: try AppResources.load().layout)
    }

    private func send(_ method: String, _ path: String, form: String? = nil) async -> HTTPResponse {
        await pages.respond(
            to: HTTPRequest(
                method: HTTPMethod(rawValue: method), url: URL(string: "http://127.0.0.1:5555\(path)")!,
                headers: ["Content-Type": "application/x-www-form-urlencoded"], body: form.map { Data($0.utf8) }))
    }

    private func text(_ response: HTTPResponse) -> String { String(decoding: response.body, as: UTF8.self) }

    /// Adds test card `index` (green cards become active) and returns its page's path.
    private func add(_ index: Int) async throws -> String {
        let terms = text(await send("POST", "/wallet/digitize", form: "test_card=\(index)"))
        let accept = try #require(terms.firstMatch(of: /action="(\/wallet\/digitize\/[0-9a-f]+\/accept)"/)?.1)
        let location = try #require(await send("POST", String(accept)).headers["Location"])
        return String(location.split(separator: "?")[0])
    }

    @Test func theDetailsPageShowsTheDrawnCardCaptionsAndMMYY() async throws {
        let card = try await add(3)  // Mastercard green, Harbour Credit Union
        let page = text(await send("GET", card))
        #expect(page.contains(#"<img src="\#(card)/image" alt="Mastercard card ending 4444, expires "#))
        #expect(page.contains(", issued by Harbour Credit Union\""))
        for caption in ["Issuer logo", "Scheme logo", "Card background", "Card face with logos", "Card icon"] {
            #expect(page.contains("<figcaption>\(caption)</figcaption>"), "\(caption)")
        }
        #expect(page.firstMatch(of: /<figcaption>[a-z]+[A-Z]/) == nil)
        #expect(page.firstMatch(of: /<dt>Card expires<\/dt><dd><bdi>\d\d\/\d\d<\/bdi><\/dd>/) != nil)
        #expect(page.firstMatch(of: /<dt>Token expires<\/dt><dd><bdi>\d\d\/\d\d<\/bdi><\/dd>/) != nil)
        #expect(page.contains("<dd><bdi>Single-use keys</bdi></dd>"))
        #expect(page.contains(#"<label for="amount">Amount</label><input id="amount""#))
        #expect(page.contains(#"<select id="currency" name="currency" aria-label="Currency"><option value="EUR">"#))
    }

    @Test func theCardImageIsCheckoutsSceneWithTheLastDigitsOnly() async throws {
        let card = try await add(3)
        let image = await send("GET", card + "/image")
        #expect(image.status == 200 && image.headers["Content-Type"] == "image/svg+xml")
        let svg = text(image)
        #expect(svg.contains("linearGradient") && svg.contains("•••• •••• •••• 4444"))
        #expect(svg.contains("Harbour Credit Union") && svg.contains(">MASTERCARD<"))
        #expect(svg.firstMatch(of: />\d\d\/\d\d</) != nil)
        #expect(!svg.contains("5555555555554444") && !svg.contains("5555 5555"))
        let coBadged = text(await send("GET", try await add(9) + "/image"))
        #expect(coBadged.contains(">VISA<") && coBadged.contains(">CARTES BANCAIRES<"))
        #expect(await send("GET", "/wallet/cards/nope/image").status == 404)
    }

    @Test func aPaymentIsConfirmedWithItsAmountAndTransactionID() async throws {
        let card = try await add(3)
        let paid = await send("POST", card + "/pay", form: "amount=7.5&currency=GBP")
        let location = try #require(paid.headers["Location"])
        let transaction = try #require(location.firstMatch(of: /transaction=([A-Za-z0-9%]+)$/)?.1)
        let page = text(await send("GET", location))
        let id = String(transaction).removingPercentEncoding ?? ""
        #expect(page.contains("<bdi>Paid 7.50 GBP at Tessera Test POS. Transaction \(id).</bdi>"))
        let other = text(await send("GET", card + "?done=paid&transaction=%3Cb%3Enot-ours%3C%2Fb%3E"))
        #expect(!other.contains("not-ours") && !other.contains("Transaction "))
    }

    @Test(arguments: [
        "amount=10&currency=XXX", "amount=%3Cscript%3E&currency=EUR", "amount=1e3&currency=EUR",
        "amount=0&currency=EUR", "amount=10.001&currency=EUR", "amount=1.5&currency=JPY", "amount=10.&currency=EUR",
        "amount=\(String(repeating: "9", count: 10_000))&currency=EUR", "amount=%E2%80%AE12&currency=EUR",
        "currency=EUR",
    ])
    func aBadAmountIsRefusedWithOneSentence(form: String) async throws {
        let card = try await add(3)
        let answer = await send("POST", card + "/pay", form: form)
        #expect(answer.status == 400)
        let page = text(answer)
        #expect(
            page.contains("Type the amount as a number like 10.00") || page.contains("Choose one of the currencies"))
        #expect(!page.contains("<script>") && !page.contains("9999999999"))
        #expect(page.contains(#"maxlength="12" aria-invalid="true" aria-describedby="amount-problem" autofocus>"#))
        #expect(page.contains(#"<p class="problem" role="alert" id="amount-problem">"#))
    }

    @Test func aWrongCodeOffersTheCodeFieldAgain() async throws {
        let activate = try await add(1)  // Visa yellow
        #expect(activate.hasSuffix("/activate"))
        let card = String(activate.dropLast("/activate".count))
        #expect(await send("POST", card + "/idv", form: "method=1").status == 303)
        let code = try #require(text(await send("GET", activate)).firstMatch(of: /id="otp-code">(\d+)</)?.1)
        for wrong in [code == "000000" ? "111111" : "000000", "12ab", ""] {
            let answer = await send("POST", activate, form: "otp=\(wrong)")
            #expect(answer.status == 422, "\(wrong)")
            let page = text(answer)
            #expect(page.contains(#"<input id="otp" name="otp""#) && page.contains(#"aria-invalid="true""#))
            #expect(page.contains(#"class="problem" role="alert" id="otp-problem""#))
        }
        let right = await send("POST", activate, form: "otp=\(code)")
        #expect(right.headers["Location"] == card + "?done=activated")
    }

    @Test(arguments: [
        ("1230", "12/30"), ("0131", "01/31"), ("1330", "1330"), ("12/30", "12/30"), ("<b>", "<b>"),
    ])
    func expiriesAreShownAsMMYY(mmyy: String, shown: String) {
        #expect(WalletWording.expiryText(mmyy) == shown)
    }

    @Test(arguments: [
        ("10", "EUR", 1000), ("10.5", "EUR", 1050), ("0.01", "USD", 1), ("999999.99", "GBP", 99_999_999),
        ("1500", "JPY", 1500), (" 3.20 ", "EUR", 320),
    ])
    func amountsAreReadInMajorUnits(typed: String, currency: String, minor: Int) {
        #expect(WalletWording.minorUnits(typed, currency: currency) == minor)
        #expect(WalletWording.money(minor, currency).hasPrefix(currency == "JPY" ? "\(minor)" : "\(minor / 100)."))
    }

    @Test func moneyIsWrittenWithItsCurrencysDigits() {
        #expect(WalletWording.money(1050, "EUR") == "10.50 EUR")
        #expect(WalletWording.money(7, "USD") == "0.07 USD")
        #expect(WalletWording.money(-250, "GBP") == "-2.50 GBP")
        #expect(WalletWording.money(1500, "JPY") == "1500 JPY")
    }
}

import Checkout
import DigitalWallet
import Drawing
import Foundation
import TesseraCore
import Transport

/// The Wallet tab (seed 002): the list and details views of `DigitalCardManager`'s cards, adding a card with
/// ID&V and a one-time code, and every lifecycle action, each a plain form post answered with the page again.
struct WalletPages: AppRoutes {
    let wallet: Wallet
    let issuer: WalletIssuer
    let layout: String
    let pending = PendingTerms()

    /// Adds the Wallet tab's pages and form posts under `/wallet`.
    func addRoutes(to table: inout Router<AppRoute>) {
        table.add(.get, "/wallet") { request, _ in
            await answer { page("Wallet", try await listView(notice: Self.notice(request))) }
        }
        table.add(.post, "/wallet/digitize") { request, _ in
            await answer { try await checkEligibility(FormBody(request.body)) }
        }
        table.add(.post, "/wallet/digitize/{pending}/accept") { _, parameters in
            await answer { try await accept(pendingID: parameters["pending"]) }
        }
        table.add(.get, "/wallet/cards/{id}") { request, parameters in
            await answer {
                let transaction = request.queryItems.first { $0.name == "transaction" }?.value
                return page(
                    "Card",
                    try await detailsView(parameters["id"], notice: Self.notice(request), transactionID: transaction))
            }
        }
        table.add(.get, "/wallet/cards/{id}/image") { _, parameters in
            await answer { try await image(parameters["id"]) }
        }
        table.add(.get, "/wallet/cards/{id}/art/{type}") { _, parameters in
            await answer { try await art(parameters["id"], type: parameters["type"]) }
        }
        table.add(.get, "/wallet/cards/{id}/activate") { _, parameters in
            await answer { page("Verify the card", try await activationView(parameters["id"])) }
        }
        table.add(.post, "/wallet/cards/{id}/activate") { request, parameters in
            await answer { try await act("activate", on: parameters["id"], form: FormBody(request.body)) }
        }
        table.add(.post, "/wallet/cards/{id}/{action}") { request, parameters in
            await answer { try await act(parameters["action"], on: parameters["id"], form: FormBody(request.body)) }
        }
    }

    /// The confirmation a redirect asked the page to show, if any.
    private static func notice(_ request: HTTPRequest) -> WalletNotice? {
        request.queryItems.first { $0.name == "done" }?.value.flatMap(WalletNotice.init(rawValue:))
    }

    /// What `body` answers, or its failure as the Wallet page with one sentence.
    private func answer(_ body: () async throws -> HTTPResponse) async -> HTTPResponse {
        do {
            return try await body()
        } catch let error as AppRequestError {
            return page("Wallet", AppHandler.problem(error.message) + backLink, status: error.status)
        } catch let error as EligibleError {
            return page("Wallet", AppHandler.problem(Self.sentence(error)) + backLink, status: 422)
        } catch {
            return page("Wallet", AppHandler.problem(Self.sentence(error)) + backLink, status: 409)
        }
    }

    var manager: DigitalCardManager { DigitalCardManager(wallet: wallet) }
    private var backLink: HTML { HTML.element("p", [:], HTML.element("a", ["href": "/wallet"], "Back to the wallet")) }

    /// A Wallet tab page.
    func page(_ title: String, _ main: HTML, status: Int = 200) -> HTTPResponse {
        AppResponse.page(AppPage(tab: .wallet, title: title, main: main).render(layout: layout), status: status)
    }

    /// The card `id`, or a 404 naming what to do.
    func card(_ id: String) async throws -> DigitalCard {
        guard let card = await manager.digitalCard(forID: id) else {
            throw AppRequestError.notFound("No card in the wallet has the id \(id.prefix(80)); pick one from the list.")
        }
        return card
    }

    private func art(_ id: String, type: String) async throws -> HTTPResponse {
        guard let artType = DigitalCard.ArtType(rawValue: type) else {
            throw AppRequestError.notFound("No art type is called \(type.prefix(40)).")
        }
        let bitmap = try await card(id).cardArt.bitmap(forArtType: artType)
        let media =
            switch bitmap.format {
            case .png: "image/png"
            case .svg: "image/svg+xml"
            case .txt: "text/plain; charset=utf-8"
            }
        return AppResponse.make(type: media, body: bitmap.data, cache: true)
    }

    /// The card `id` drawn from Checkout's card scene, as an SVG document.
    private func image(_ id: String) async throws -> HTTPResponse {
        let card = try await card(id)
        let metadata = try await card.cardMetadata
        let details = try await card.details
        let scene = WalletWording.image(
            schemes: [details.scheme, details.auxiliaryScheme].compactMap { $0 }, lastDigits: metadata.panLastDigits,
            expiry: metadata.panExpiry, issuer: metadata.issuerName
        ).buildContent()
        return AppResponse.make(type: "image/svg+xml", body: Data(try SVGRenderer().render(scene).utf8))
    }

    /// Suspend, resume, delete, make default, replenish, pay, select an ID&V method, activate, or an issuer action.
    private func act(_ action: String, on id: String, form: FormBody) async throws -> HTTPResponse {
        let card = try await card(id)
        let back = "/wallet/cards/\(id)"
        switch action {
        case "suspend", "resume", "delete":
            try await manager.manage(digitalCardID: id, action: CardManagementAction(rawValue: action)!)
            return AppResponse.redirect(to: action == "delete" ? "/wallet?done=deleted" : back + "?done=\(action)d")
        case "default":
            _ = try await card.setDefault()
            return AppResponse.redirect(to: back + "?done=default")
        case "replenish":
            _ = try await ReplenishmentService(wallet: wallet).replenish(
                digitalCardID: id, isForced: form["force"] != nil)
            return AppResponse.redirect(to: back + "?done=replenished")
        case "pay":
            guard let currency = form["currency"], WalletWording.currencies.contains(where: { $0.code == currency })
            else {
                return try await refusedPayment(id, "Choose one of the currencies the Pay form offers.")
            }
            guard let amount = WalletWording.minorUnits(form["amount"] ?? "", currency: currency) else {
                return try await refusedPayment(
                    id,
                    "Type the amount as a number like 10.00, from \(WalletWording.money(1, currency)) to "
                        + "\(WalletWording.money(WalletWording.largestAmount(currency), currency)).")
            }
            let result = try await ContactlessPaymentSession(wallet: wallet).startPayment(
                withDigitalCardID: id, amount: amount, currencyCode: currency)
            let done = result.earlierAttemptDate != nil ? "repeated" : result.approved ? "paid" : "declined"
            let transaction = result.transactionID.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            return AppResponse.redirect(to: back + "?done=\(done)&transaction=\(transaction)")
        case "idv":
            guard let session = try await card.pendingActivationSession, let method = form["method"] else {
                throw AppRequestError.invalid("Choose how to receive the code; only an inactive card asks for one.")
            }
            try await session.select(idvID: method)
            return AppResponse.redirect(to: back + "/activate")
        case "activate":
            guard let session = try await card.pendingActivationSession else {
                throw AppRequestError.invalid("This card is not waiting for activation.")
            }
            guard let code = form["otp"], (1...12).contains(code.count), code.allSatisfy(\.isASCIIDigit) else {
                return page(
                    "Verify the card",
                    try await activationView(id, problem: "Type the digits of the code the issuer sent."), status: 422)
            }
            do {
                try await session.activate(withOTP: code)
            } catch DigitizationError.incorrectOTP {
                // The card still waits for its code: the same page again, with the code field, to try once more.
                return page(
                    "Verify the card",
                    try await activationView(id, problem: DigitizationError.incorrectOTP.description),
                    status: 422)
            }
            return AppResponse.redirect(to: back + "?done=activated")
        case "issuer":
            guard let chosen = form["action"], issuer.issuerActions.contains(chosen) else {
                throw AppRequestError.invalid("Choose one of the issuer actions the menu offers.")
            }
            guard let reference = try await manager.tokenUniqueReference(forDigitalCardID: id) else {
                throw AppRequestError.notFound("The card has no token at the token service.")
            }
            _ = try issuer.act(chosen, tokenReference: reference)
            _ = try await manager.synchronize()
            let gone = await manager.digitalCard(forID: id) == nil
            return AppResponse.redirect(to: gone ? "/wallet?done=issuer" : back + "?done=issuer")
        default:
            return AppResponse.notFound()
        }
    }

    /// The card's page again with `sentence` above its actions and the amount field marked (400).
    private func refusedPayment(_ id: String, _ sentence: String) async throws -> HTTPResponse {
        page("Card", try await detailsView(id, notice: nil, payProblem: sentence), status: 400)
    }

    /// An error as one sentence: the SDK's own description.
    static func sentence(_ error: any Error) -> String {
        let text = "\(error)"
        return text.hasSuffix(".") ? text : text + "."
    }
}

/// The one-line confirmations a redirect asks a page to show (a fixed list: nothing from the URL is echoed).
enum WalletNotice: String {
    case added, activated, suspended, resumed, deleted, `default`, replenished, paid, declined, repeated, issuer
    case pending

    var text: String {
        switch self {
        case .added: "The card was added and is active."
        case .activated: "The card is active."
        case .suspended: "The card is suspended; resume it to pay."
        case .resumed: "The card is active again."
        case .deleted: "The card was deleted."
        case .default: "This is the default card."
        case .replenished: "The payment keys were replenished."
        case .paid: "The payment was approved; one payment key was used."
        case .declined: "The payment was declined."
        case .repeated: "This payment was made moments ago; here is its outcome, and nothing was charged again."
        case .issuer: "The issuer's change reached the wallet."
        case .pending: "The card was approved with ID&V: verify it to activate it."
        }
    }
}

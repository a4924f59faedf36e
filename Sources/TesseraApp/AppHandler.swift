import Checkout
import Foundation
import TesseraCore
import Transport

/// Serves the app from one route table: every request passes ``AppGate`` first (with what its route requires),
/// then the table answers it, or answers 404 or 405.
struct AppHandler: HTTPHandler {
    private let token: String
    private let port: Locked<Int>
    private let resources: AppResources
    private let desk: CheckoutDesk
    private let payment: (any CheckoutPayment)?
    private let home: HomePages?
    private let challenges: ChallengeBoard
    private var table = Router<AppRoute>()

    init(
        token: String, port: Locked<Int>, resources: AppResources, desk: CheckoutDesk,
        payment: (any CheckoutPayment)? = nil, wallet: WalletPages?, home: HomePages? = nil,
        challenges: ChallengeBoard, dashboard: DashboardPages? = nil
    ) {
        self.challenges = challenges
        self.home = home
        self.token = token
        self.port = port
        self.resources = resources
        self.desk = desk
        self.payment = payment
        var table = Router<AppRoute>()
        for (path, asset) in resources.assets.sorted(by: { $0.key < $1.key }) {
            table.add(.get, path, access: .asset) { _, _ in
                AppResponse.make(type: asset.type, body: asset.data, cache: true)
            }
        }
        addRoutes(to: &table)
        wallet?.addRoutes(to: &table)
        ChallengeRoutes(board: challenges).addRoutes(to: &table)
        home?.addRoutes(to: &table)
        dashboard?.addRoutes(to: &table)
        self.table = table
    }

    func handle(_ request: HTTPRequest) async -> HTTPResponse {
        let gate = AppGate(token: token, port: port.value)
        if case .answer(let response) = gate.check(request, access: table.access(for: request)) { return response }
        return await table.respond(to: request)
    }

    /// Adds the start page and the Checkout tab.
    private func addRoutes(to table: inout Router<AppRoute>) {
        let home = home
        table.add(.get, "/") { _, _ in AppResponse.redirect(to: home == nil ? "/checkout" : "/home") }
        table.add(.get, "/checkout") { [self] _, _ in await checkoutPage() }
        for path in ["/checkout/input", "/checkout/focus", "/checkout/look", "/checkout/validate"] {
            table.add(.post, path) { [self] request, _ in await checkout(path, body: request.body ?? Data()) }
        }
        if payment != nil {
            table.add(.post, "/checkout/pay") { [self] request, _ in await pay(body: request.body ?? Data()) }
        }
    }

    private func checkoutPage() async -> HTTPResponse {
        let desk = desk
        let resources = resources
        let payment = payment
        return await MainActor.run {
            do {
                let (id, state) = try desk.open()
                let looks = HTML.join(
                    CheckoutLook.allCases.map {
                        HTML.element("option", ["value": $0.rawValue], HTML.escape($0.title))
                    })
                let main = HTML.template(
                    resources.checkout,
                    [
                        "session": HTML.escape(id), "looks": looks, "side": HTML.escape(state.side),
                        "label": HTML.escape(state.accessibilityLabel), "card": HTML.svg(state.cardSvg),
                        "pay": payment == nil ? "" : Self.payControls,
                    ])
                let page = AppPage(
                    tab: .checkout, title: "Checkout", main: main, scripts: ["challenge.js", "checkout.js"])
                return AppResponse.page(page.render(layout: resources.layout))
            } catch {
                return AppResponse.page(
                    AppPage(tab: .checkout, title: "Checkout", main: Self.problem("\(error)")).render(
                        layout: resources.layout), status: 500)
            }
        }
    }

    /// The envelope of every Checkout request: the form's id and, per path, the edit, field or look; a payment
    /// also names the challenge's theme and whether it is dark.
    private struct CheckoutRequest: Decodable {
        let session: String
        let field: CheckoutEditor.FieldName?
        let look: String?
        var theme: String?
        var dark: Bool?
    }

    private func checkout(_ path: String, body: Data) async -> HTTPResponse {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        guard let envelope = try? decoder.decode(CheckoutRequest.self, from: body) else {
            return AppResponse.jsonError("The request is not the JSON this page sends; reload the page.", status: 400)
        }
        let desk = desk
        return await MainActor.run {
            do {
                let editor = try desk.editor(envelope.session)
                switch path {
                case "/checkout/input":
                    guard let input = try? decoder.decode(CheckoutEditor.Input.self, from: body) else {
                        throw AppRequestError.invalid(
                            "An edit needs a field (number, expiry, cvc or name), a kind and whole-number offsets.")
                    }
                    return AppResponse.json(try editor.apply(input))
                case "/checkout/focus":
                    return AppResponse.json(editor.focus(envelope.field))
                case "/checkout/look":
                    guard let look = envelope.look.flatMap(CheckoutLook.init(rawValue:)) else {
                        throw AppRequestError.invalid("Choose one of the card images the menu offers.")
                    }
                    return AppResponse.json(try desk.relook(envelope.session, to: look))
                default:
                    return AppResponse.json(editor.validateAll())
                }
            } catch let error as AppRequestError {
                return AppResponse.jsonError(error.message, status: error.status)
            } catch {
                return AppResponse.jsonError("The card image cannot be drawn: \(error)", status: 500)
            }
        }
    }

    /// Validates the form and, when every field is valid, pays with the card through ``CheckoutPayment``.
    private func pay(body: Data) async -> HTTPResponse {
        guard let payment else { return AppResponse.notFound() }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        guard let envelope = try? decoder.decode(CheckoutRequest.self, from: body) else {
            return AppResponse.jsonError("The request is not the JSON this page sends; reload the page.", status: 400)
        }
        let desk = desk
        let checked:
            Result<(CheckoutEditor.State, (number: String, month: Int, year: Int, code: String)?), AppRequestError> =
                await MainActor.run {
                    do {
                        let editor = try desk.editor(envelope.session)
                        let state = editor.validateAll()
                        return .success((state, state.valid == true ? editor.card : nil))
                    } catch let error as AppRequestError {
                        return .failure(error)
                    } catch {
                        return .failure(.invalid("\(error)"))
                    }
                }
        switch checked {
        case .failure(let error):
            return AppResponse.jsonError(error.message, status: error.status)
        case .success((var state, let card)):
            guard let card else { return AppResponse.json(state) }
            let theme = envelope.theme.flatMap { HomeScreen.themes.contains($0) ? $0 : nil }
            state.challenge = challenges.start(appearance: envelope.dark == true ? .dark : .light) { presenter in
                do {
                    let (json, note) = try await payment.pay(
                        number: card.number, expiryMonth: card.month, expiryYear: card.year, securityCode: card.code,
                        theme: theme, presenter: presenter)
                    return ClientAnswer(tokenized: json, note: note)
                } catch {
                    return ClientAnswer(message: WalletPages.sentence(error))
                }
            }
            return AppResponse.json(state)
        }
    }

    /// The Pay button with the challenge's theme and dark mode beside it.
    private static var payControls: HTML {
        let themes = HTML.join(
            ([""] + HomeScreen.themes).map { theme in
                HTML.element("option", ["value": theme], HTML.escape(theme.isEmpty ? "no theme" : theme))
            })
        return HTML.element("button", ["type": "button", "id": "pay"], "Pay with 3-D Secure")
            + HTML.element(
                "label", ["class": "choice", "for": "theme"],
                "Challenge theme " + HTML.element("select", ["id": "theme"], themes))
            + HTML.element(
                "label", ["class": "choice", "for": "dark"],
                HTML.void("input", ["type": "checkbox", "id": "dark"]) + " dark")
    }

    /// A red box with one sentence.
    static func problem(_ message: String) -> HTML {
        HTML.element("p", ["class": "problem", "role": "alert"], HTML.text(message))
    }
}

import Foundation
import TesseraCore
import Transport

/// The Dashboard tab: the emulator's transactions (filtered; each with its history, 3-D Secure outcome, payment
/// method and capture, void and refund buttons), checkout sessions, buyers with their stored methods, the requests
/// it served and its webhook deliveries, one merchant account at a time. Every value shown is escaped text; the
/// actions are form posts that pass ``AppGate`` like every other state-changing request.
struct DashboardPages: AppRoutes {
    let dashboard: any EmulatorDashboard
    let layout: String
    /// Makes each action form's idempotency key (a test passes `.incrementing` to know the keys).
    let makeID: IDGenerator

    /// The views of the tab, in the order its sub-navigation lists them.
    enum View: String, CaseIterable {
        case transactions = "Transactions"
        case sessions = "Checkout sessions"
        case buyers = "Buyers"
        case requests = "Request log"
        case webhooks = "Webhooks"

        var path: String {
            switch self {
            case .transactions: "/dashboard/transactions"
            case .sessions: "/dashboard/checkout-sessions"
            case .buyers: "/dashboard/buyers"
            case .requests: "/dashboard/requests"
            case .webhooks: "/dashboard/webhooks"
            }
        }
    }

    /// Adds the tab's pages and its three actions under `/dashboard`.
    func addRoutes(to table: inout Router<AppRoute>) {
        table.add(.get, "/dashboard") { _, _ in AppResponse.redirect(to: View.transactions.path) }
        table.add(.get, View.transactions.path) { request, _ in
            await answer(request, .transactions) { try transactionList($0, query: Query(request)) }
        }
        table.add(.get, "/dashboard/transactions/{id}") { request, parameters in
            await answer(request, .transactions) {
                try transactionPage(parameters["id"], account: $0, done: Query(request)["done"])
            }
        }
        table.add(.post, "/dashboard/transactions/{id}/{action}") { request, parameters in
            await perform(parameters["action"], on: parameters["id"], form: FormBody(request.body))
        }
        table.add(.get, View.sessions.path) { request, _ in
            await answer(request, .sessions) { try sessionList(account: $0) }
        }
        table.add(.get, View.buyers.path) { request, _ in
            await answer(request, .buyers) { try buyerList(account: $0) }
        }
        table.add(.get, View.requests.path) { request, _ in
            await answer(request, .requests) { _ in requestList() }
        }
        table.add(.get, "/dashboard/requests/{id}") { request, parameters in
            await answer(request, .requests) { _ in try requestPage(parameters["id"]) }
        }
        table.add(.get, View.webhooks.path) { request, _ in
            await answer(request, .webhooks) { try deliveryList(account: $0) }
        }
    }

    /// The query of a GET, read as a form's fields.
    struct Query {
        let form: FormBody

        init(_ request: HTTPRequest) {
            form = FormBody(request.url.query.map { Data($0.utf8) })
        }

        subscript(name: String) -> String? { form[name] }
    }

    /// The page for `view`, its content made by `content` for the request's merchant account; an unknown account
    /// or an emulator that cannot be read becomes a sentence on the page.
    private func answer(_ request: HTTPRequest, _ view: View, _ content: (String) throws -> HTML) async
        -> HTTPResponse
    {
        let asked = Query(request)["account"] ?? "default"
        let accounts = (try? dashboard.accounts()) ?? ["default"]
        var status = 200
        let body: HTML
        do {
            guard accounts.contains(asked) else {
                throw AppRequestError.invalid(
                    "The emulator has nothing for the merchant account '\(asked.prefix(64))'; choose one from the "
                        + "Merchant account menu.")
            }
            body = try content(asked)
        } catch let error as AppRequestError {
            status = error.status
            body = AppHandler.problem(error.message)
        } catch {
            status = 500
            body = AppHandler.problem("The emulator's state cannot be read: \(WalletPages.sentence(error))")
        }
        return AppResponse.page(page(view, account: asked, accounts: accounts, body), status: status)
    }

    /// The tab's frame around `body`: the title, the sub-navigation and the merchant account menu.
    func page(_ view: View, account: String, accounts: [String], _ body: HTML) -> HTML {
        let links = View.allCases.map { item in
            HTML.element(
                "a",
                [
                    "href": Self.link(item.path, account: account), "class": item == view ? "subtab active" : "subtab",
                    "aria-current": item == view ? "page" : nil,
                ], HTML.escape(item.rawValue))
        }
        let options = accounts.map {
            HTML.element("option", ["value": $0, "selected": $0 == account ? "" : nil], HTML.escape($0))
        }
        let picker = HTML.element(
            "form", ["class": "inline account", "method": "get", "action": view.path],
            HTML.element("label", ["for": "account"], "Merchant account")
                + HTML.element("select", ["id": "account", "name": "account"], HTML.join(options))
                + HTML.element("button", ["type": "submit"], "Show"))
        let main =
            HTML.element("h1", [:], HTML.escape(view.rawValue))
            + HTML.element("nav", ["class": "subtabs", "aria-label": "Dashboard"], HTML.join(links)) + picker + body
        return AppPage(tab: .dashboard, title: "Dashboard · " + view.rawValue, main: main).render(layout: layout)
    }

    /// `path` with the account in its query (left out for `default`).
    static func link(_ path: String, account: String, _ extra: [(String, String)] = []) -> String {
        let items = (account == "default" ? [] : [("account", account)]) + extra
        guard !items.isEmpty else { return path }
        var components = URLComponents()
        components.queryItems = items.map { URLQueryItem(name: $0.0, value: $0.1) }
        return path + "?" + (components.percentEncodedQuery ?? "")
    }

    /// A table with `headers` and `rows`, or `empty` in a paragraph when there are no rows.
    static func table(_ headers: [HTML], _ rows: [[HTML]], empty: HTML) -> HTML {
        guard !rows.isEmpty else { return HTML.element("p", ["class": "missing"], empty) }
        let head = HTML.element("tr", [:], HTML.join(headers.map { HTML.element("th", ["scope": "col"], $0) }))
        let body = rows.map { HTML.element("tr", [:], HTML.join($0.map { HTML.element("td", [:], $0) })) }
        return HTML.element(
            "div", ["class": "table-wrap"],
            HTML.element(
                "table", ["class": "grid"],
                HTML.element("thead", [:], head) + HTML.element("tbody", [:], HTML.join(body))))
    }

    /// A value from outside the app as escaped, isolated text; `—` for none.
    static func text(_ value: String?) -> HTML {
        guard let value, !value.isEmpty else { return "—" }
        return HTML.text(value)
    }

    /// `json` pretty-printed in a `<pre>`, escaped.
    static func json(_ json: JSONValue) -> HTML {
        HTML.element("pre", ["class": "json"], lines(json.prettyPrinted))
    }

    /// `text` escaped line by line, its line breaks kept (escaping drops control characters).
    static func lines(_ text: String) -> HTML {
        HTML.join(
            text.split(separator: "\n", omittingEmptySubsequences: false).map { HTML.escape(String($0)) },
            separator: "\n")
    }

    /// The time in UTC, as ISO 8601 with seconds.
    static func time(_ date: Date) -> HTML {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return HTML.element("time", [:], HTML.escape(formatter.string(from: date)))
    }

    /// An amount in minor units with its currency, such as `12.99 USD` (no decimals for JPY, KRW and the other
    /// zero-decimal currencies).
    static func money(_ amount: Int?, _ currency: String?) -> HTML {
        guard let amount else { return "—" }
        let code = currency ?? ""
        let whole = [
            "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "VND", "VUV", "XAF", "XOF",
            "XPF",
        ]
        let text =
            whole.contains(code)
            ? "\(amount)" : "\(amount < 0 ? "-" : "")\(abs(amount) / 100).\(String(format: "%02d", abs(amount) % 100))"
        return HTML.escape(code.isEmpty ? text : text + " " + code)
    }
}

import Foundation
import TesseraCore
import Transport

extension DashboardPages {
    /// The transaction list with its filter form; a filter value that is not what the form asks for is refused with
    /// a sentence naming the field, and shown back as typed.
    func transactionList(_ account: String, query: Query) throws -> HTML {
        var problems: [String] = []
        var filter = DashboardFilter()
        if let status = query["status"] {
            if dashboard.statuses.contains(status) {
                filter.status = status
            } else {
                problems.append("Status must be one of the menu's statuses.")
            }
        }
        for (name, label) in [("min", "Minimum amount"), ("max", "Maximum amount")] {
            guard let text = query[name] else { continue }
            guard let value = Int(text), (0...Int(Int32.max)).contains(value) else {
                problems.append("\(label) must be a whole number of minor units, such as 1299 for 12.99.")
                continue
            }
            if name == "min" { filter.minimumAmount = value } else { filter.maximumAmount = value }
        }
        if let buyer = query["buyer"] {
            if UUID(uuidString: buyer) != nil {
                filter.buyerID = buyer.lowercased()
            } else {
                problems.append("Buyer id must be a buyer's id (a UUID) from the Buyers list.")
            }
        }
        let form = filterForm(account: account, query: query, invalid: problems)
        guard problems.isEmpty else {
            return form + HTML.join(problems.map(AppHandler.problem))
        }
        let rows = try dashboard.transactions(account: account, filter: filter).map { item -> [HTML] in
            [
                Self.time(item.createdAt),
                HTML.element(
                    "a", ["href": Self.link("/dashboard/transactions/" + item.id, account: account)],
                    HTML.escape(String(item.id.prefix(8)) + "…")),
                HTML.element("span", ["class": "state"], HTML.escape(item.status)),
                Self.money(item.amount, item.currency), Self.money(item.capturedAmount, item.currency),
                Self.money(item.refundedAmount, item.currency),
                Self.card(scheme: item.scheme, last4: item.last4), Self.text(item.buyerID),
            ]
        }
        return form
            + Self.table(
                ["Created", "Transaction", "Status", "Amount", "Captured", "Refunded", "Card", "Buyer"], rows,
                empty: "No transactions match. Pay from the Checkout tab, or run 'tessera transaction create'.")
    }

    private func filterForm(account: String, query: Query, invalid: [String]) -> HTML {
        let options = ([""] + dashboard.statuses).map { status in
            HTML.element(
                "option", ["value": status, "selected": query["status"] == status && !status.isEmpty ? "" : nil],
                HTML.escape(status.isEmpty ? "any status" : status))
        }
        func field(_ name: String, _ label: StaticString, _ word: String, hint: String) -> HTML {
            HTML.element(
                "div", ["class": "field"],
                HTML.element("label", ["for": name], HTML.escape(label.description))
                    + HTML.void(
                        "input",
                        [
                            "id": name, "name": name, "value": query[name] ?? "", "placeholder": hint,
                            "aria-invalid": invalid.contains { $0.hasPrefix(word) } ? "true" : nil,
                        ]))
        }
        return HTML.element(
            "form", ["class": "filters", "method": "get", "action": View.transactions.path],
            HTML.void("input", ["type": "hidden", "name": "account", "value": account])
                + HTML.element(
                    "div", ["class": "field"],
                    HTML.element("label", ["for": "status"], "Status")
                        + HTML.element(
                            "select",
                            [
                                "id": "status", "name": "status",
                                "aria-invalid": invalid.contains { $0.hasPrefix("Status") } ? "true" : nil,
                            ], HTML.join(options)))
                + field("min", "Minimum amount", "Minimum", hint: "minor units")
                + field("max", "Maximum amount", "Maximum", hint: "minor units")
                + field("buyer", "Buyer id", "Buyer", hint: "UUID")
                + HTML.element("button", ["type": "submit", "class": "primary"], "Filter"))
    }

    /// A transaction's page: its facts, the actions, its payment method, 3-D Secure outcome, events and refunds;
    /// `done` names the action that just succeeded, `outcome` shows the API's answer to one that did not.
    func transactionPage(_ id: String, account: String, done: String? = nil, outcome: HTML = "") throws -> HTML {
        guard let detail = try dashboard.transaction(id: id, account: account) else {
            throw AppRequestError.notFound(
                "The merchant account '\(account)' has no transaction with this id; pick one from the Transactions list."
            )
        }
        let item = detail.transaction
        let facts: [(StaticString, HTML)] = [
            ("Id", HTML.text(item.id)), ("Status", HTML.element("span", ["class": "state"], HTML.escape(item.status))),
            ("Amount", Self.money(item.amount, item.currency)),
            ("Captured", Self.money(item.capturedAmount, item.currency)),
            ("Refunded", Self.money(item.refundedAmount, item.currency)), ("Created", Self.time(item.createdAt)),
            ("Buyer", Self.text(item.buyerID)), ("Card", Self.card(scheme: item.scheme, last4: item.last4)),
        ]
        let notice: HTML =
            switch done.flatMap(DashboardAction.init(rawValue:)) {
            case .capture?: HTML.element("p", ["class": "notice", "role": "status"], "Captured.")
            case .void?: HTML.element("p", ["class": "notice", "role": "status"], "Voided.")
            case .refund?: HTML.element("p", ["class": "notice", "role": "status"], "Refunded.")
            case nil: ""
            }
        let events = detail.events.map { event -> [HTML] in
            [
                Self.time(event.date), HTML.text(event.name),
                HTML.element("details", [:], HTML.element("summary", [:], "Context") + Self.json(event.context)),
            ]
        }
        return HTML.element("h2", [:], "Transaction " + HTML.text(String(item.id.prefix(8))))
            + notice + outcome
            + HTML.element(
                "dl", ["class": "facts"],
                HTML.join(
                    facts.map { HTML.element("dt", [:], HTML.escape($0.0.description)) + HTML.element("dd", [:], $0.1) }
                ))
            + actions(item, account: account)
            + HTML.element("h2", [:], "Payment method")
            + (detail.paymentMethod.map(Self.json) ?? HTML.element("p", ["class": "missing"], "None recorded."))
            + HTML.element("h2", [:], "3-D Secure")
            + (detail.threeDSecure.map(Self.json)
                ?? HTML.element("p", ["class": "missing"], "No 3-D Secure authentication for this payment."))
            + HTML.element("h2", [:], "Events")
            + Self.table(["When", "Event", "Context"], events, empty: "No events.")
            + HTML.element("h2", [:], "Refunds")
            + (detail.refunds.isEmpty
                ? HTML.element("p", ["class": "missing"], "No refunds.") : HTML.join(detail.refunds.map(Self.json)))
            + HTML.element(
                "details", [:], HTML.element("summary", [:], "The API's transaction (JSON)") + Self.json(item.json))
    }

    /// The Capture, Void and Refund forms, each with an idempotency key of its own so a form posted twice acts
    /// once.
    private func actions(_ item: DashboardTransaction, account: String) -> HTML {
        func form(_ action: DashboardAction, _ label: StaticString, amount: Bool) -> HTML {
            var content =
                HTML.void("input", ["type": "hidden", "name": "account", "value": account])
                + HTML.void("input", ["type": "hidden", "name": "key", "value": makeID().uuidString.lowercased()])
            if amount {
                let id = "\(action.rawValue)-amount"
                content =
                    content + HTML.element("label", ["for": id], "Amount")
                    + HTML.void(
                        "input",
                        ["id": id, "name": "amount", "inputmode": "numeric", "placeholder": "all (minor units)"])
            }
            return HTML.element(
                "form",
                [
                    "class": "inline", "method": "post",
                    "action": "/dashboard/transactions/\(item.id)/\(action.rawValue)",
                ], content + HTML.element("button", ["type": "submit"], HTML.escape(label.description)))
        }
        return HTML.element(
            "div", ["class": "actions"],
            form(.capture, "Capture", amount: true) + form(.void, "Void", amount: false)
                + form(.refund, "Refund", amount: true))
    }

    /// Runs `action` through the emulator's API; success goes back to the transaction's page (so a reload does not
    /// post again), an API error is shown on it: the status once, the API's sentence, its JSON under a disclosure.
    func perform(_ name: String, on id: String, form: FormBody) async -> HTTPResponse {
        let account = form["account"] ?? "default"
        let accounts = (try? dashboard.accounts()) ?? ["default"]
        guard let action = DashboardAction(rawValue: name), accounts.contains(account) else {
            return AppResponse.notFound()
        }
        var outcome: HTML = ""
        var amount: Int?
        if let text = form["amount"] {
            if let value = Int(text), (1...Int(Int32.max)).contains(value) {
                amount = value
            } else {
                outcome = AppHandler.problem(
                    "Amount must be a whole number of minor units, such as 500 for 5.00, or empty for all of it.")
            }
        }
        if outcome == "" {
            let answer = await dashboard.perform(
                action, transactionID: id, amount: amount, idempotencyKey: form["key"], account: account)
            if answer.isSuccess {
                return AppResponse.redirect(
                    to: Self.link("/dashboard/transactions/" + id, account: account, [("done", action.rawValue)]))
            }
            outcome = Self.apiError(answer)
        }
        var status = 200
        let body: HTML
        do {
            body = try transactionPage(id, account: account, outcome: outcome)
        } catch let error as AppRequestError {
            status = error.status
            body = outcome + AppHandler.problem(error.message)
        } catch {
            status = 500
            body = AppHandler.problem("The emulator's state cannot be read: \(WalletPages.sentence(error))")
        }
        return AppResponse.page(page(.transactions, account: account, accounts: accounts, body), status: status)
    }

    /// The API's error: `HTTP 409: <its message>` once, with the response's JSON under a disclosure.
    static func apiError(_ answer: HTTPResponse) -> HTML {
        let json = JSONValue(parsing: answer.body)
        let message = json?["message"]?.string ?? "The API answered without a message."
        let detail = json.map(\.prettyPrinted) ?? String(decoding: answer.body, as: UTF8.self)
        return HTML.element(
            "div", ["class": "problem", "role": "alert"],
            HTML.element("p", [:], HTML.escape("HTTP \(answer.status): ") + HTML.text(message))
                + HTML.element(
                    "details", [:],
                    HTML.element("summary", [:], "Response")
                        + HTML.element("pre", ["class": "json"], lines(detail))))
    }

    /// The card as its scheme and last four digits, such as `visa •••• 4242`.
    static func card(scheme: String?, last4: String?) -> HTML {
        guard scheme != nil || last4 != nil else { return "—" }
        return HTML.text([scheme, last4.map { "•••• " + $0 }].compactMap { $0 }.joined(separator: " "))
    }
}

import Foundation
import TesseraCore

extension DashboardPages {
    /// The checkout sessions, newest first.
    func sessionList(account: String) throws -> HTML {
        let rows = try dashboard.checkoutSessions(account: account).map { session -> [HTML] in
            [
                Self.time(session.createdAt), HTML.text(session.id), Self.time(session.expiresAt),
                Self.money(session.amount, session.currency), Self.text(session.buyerID),
                Self.card(
                    scheme: session.paymentMethod?["scheme"]?.string, last4: session.paymentMethod?["label"]?.string),
                session.transactionID.map { id in
                    HTML.element(
                        "a", ["href": Self.link("/dashboard/transactions/" + id, account: account)],
                        HTML.escape(String(id.prefix(8)) + "…"))
                } ?? "—",
            ]
        }
        return Self.table(
            ["Created", "Session", "Expires", "Amount", "Buyer", "Tokenized card", "Transaction"], rows,
            empty: "No checkout sessions. Home › Tokenize or 'tessera checkout-session create' makes one.")
    }

    /// The buyers, newest first, each with its stored payment methods.
    func buyerList(account: String) throws -> HTML {
        let buyers = try dashboard.buyers(account: account)
        guard !buyers.isEmpty else {
            return HTML.element("p", ["class": "missing"], "No buyers. 'tessera buyer create' makes one.")
        }
        return HTML.join(
            buyers.map { buyer in
                let methods = buyer.paymentMethods.map { method -> [HTML] in
                    [
                        Self.card(scheme: method["scheme"]?.string, last4: method["label"]?.string),
                        Self.text(method["expiration_date"]?.string), Self.text(method["id"]?.string),
                        Self.text(method["last_used_at"]?.string),
                    ]
                }
                return HTML.element(
                    "section", ["class": "buyer"],
                    HTML.element("h2", [:], Self.text(buyer.displayName ?? buyer.externalIdentifier ?? buyer.id))
                        + HTML.element(
                            "dl", ["class": "facts"],
                            HTML.element("dt", [:], "Id") + HTML.element("dd", [:], HTML.text(buyer.id))
                                + HTML.element("dt", [:], "External identifier")
                                + HTML.element("dd", [:], Self.text(buyer.externalIdentifier))
                                + HTML.element("dt", [:], "Created")
                                + HTML.element("dd", [:], Self.time(buyer.createdAt)))
                        + Self.table(
                            ["Card", "Expires", "Payment method", "Last used"], methods,
                            empty: "No stored payment methods."))
            })
    }

    /// The requests the emulator served in this process, newest first.
    func requestList() -> HTML {
        let rows = dashboard.requests().map { entry -> [HTML] in
            [
                HTML.element("a", ["href": "/dashboard/requests/\(entry.id)"], HTML.escape("#\(entry.id)")),
                Self.time(entry.date), HTML.escape(entry.method), HTML.element("code", [:], HTML.text(entry.path)),
                HTML.escape(String(entry.status)), HTML.escape(String(format: "%.1f ms", entry.duration * 1000)),
                Self.text(entry.merchantAccount ?? "(not a valid account id)"),
            ]
        }
        return HTML.element(
            "p", ["class": "lead"],
            "Each request the emulator answered in this app, newest first; card numbers, codes and tokens are redacted."
        )
            + Self.table(
                ["#", "When", "Method", "Path", "Status", "Took", "Merchant account"], rows,
                empty: "No requests yet. Pay from the Checkout tab or send one from Home.")
    }

    /// One request: what was sent and answered, redacted.
    func requestPage(_ id: String) throws -> HTML {
        guard let number = Int(id), let entry = dashboard.request(id: number) else {
            throw AppRequestError.notFound(
                "The request log no longer keeps this request (it keeps the newest ones); pick one from the Request log."
            )
        }
        let facts: [(StaticString, HTML)] = [
            ("Method", HTML.escape(entry.method)), ("Path", HTML.element("code", [:], HTML.text(entry.path))),
            ("Status", HTML.escape(String(entry.status))),
            ("Took", HTML.escape(String(format: "%.1f ms", entry.duration * 1000))), ("When", Self.time(entry.date)),
            ("Merchant account", Self.text(entry.merchantAccount ?? "(not a valid account id)")),
        ]
        func body(_ text: String) -> HTML {
            text.isEmpty
                ? HTML.element("p", ["class": "missing"], "No body.")
                : HTML.element("pre", ["class": "json"], Self.lines(text))
        }
        return HTML.element("h2", [:], HTML.escape("Request #\(entry.id)"))
            + HTML.element(
                "dl", ["class": "facts"],
                HTML.join(
                    facts.map { HTML.element("dt", [:], HTML.escape($0.0.description)) + HTML.element("dd", [:], $0.1) }
                ))
            + HTML.element("h2", [:], "Request headers")
            + HTML.element("pre", ["class": "headers"], Self.lines(entry.headers.joined(separator: "\n")))
            + HTML.element("h2", [:], "Request body") + body(entry.requestBody)
            + HTML.element("h2", [:], "Response body") + body(entry.responseBody)
    }

    /// The webhook deliveries, newest first, each with its attempts and answers.
    func deliveryList(account: String) throws -> HTML {
        let rows = try dashboard.webhookDeliveries(account: account).map { delivery -> [HTML] in
            let attempts = delivery.attempts.map { attempt in
                HTML.element(
                    "li", [:],
                    Self.time(attempt.date) + " "
                        + HTML.escape(attempt.status.map { "HTTP \($0)" } ?? "no answer")
                        + (attempt.error.map { " · " + HTML.text($0) } ?? ""))
            }
            return [
                Self.time(delivery.createdAt), HTML.text(delivery.eventName), HTML.text(delivery.url),
                HTML.element("span", ["class": "state"], HTML.escape(delivery.state)),
                attempts.isEmpty ? "none yet" : HTML.element("ol", ["class": "attempts"], HTML.join(attempts)),
            ]
        }
        return Self.table(
            ["Created", "Event", "Receiver", "State", "Attempts"], rows,
            empty: "No webhook deliveries. 'tessera sandbox webhooks' adds a subscription.")
    }
}

import DigitalWallet
import Foundation

extension WalletCommand {
    static let amount = Option(
        "--amount", valueName: "minor-units", help: "The amount in minor units (default 1000).",
        parser: .integer(in: 1...99_999_999, expected: "a whole number of minor units from 1 to 99999999"))
    static let currency = Option(
        "--currency", valueName: "code", help: "The ISO 4217 currency (default EUR).", parser: .currency)

    static let newPayment = Flag(
        "--new-payment",
        help: "Pay again on purpose: without it, paying the same amount on the same card within "
            + "\(Int(Wallet.retryWindow / 60)) minutes of an interrupted payment gets that payment's outcome.")
    static let payJSON = Flag("--json", help: "Print JSON: the payment and the interrupted payments settled.")

    /// `tessera wallet pay ID`.
    static let pay = CommandSpec(
        name: "pay",
        abstract: "Emulate a contactless payment with a card: uses one payment key.",
        discussion: """
            Each payment is charged at most once. When pay cannot tell whether the token service carried a \
            payment out (no answer, or a server error), it asks the service before it reports: a payment the \
            service never got is cancelled there for good and reported as not made (nothing is charged, ever); \
            when even the question gets no answer, pay says the outcome is not known yet, and the next wallet \
            command settles it and prints what happened ("An interrupted payment of 42.42 EUR on card …1881 was \
            approved at …"). Running the same payment again (same card, amount and currency) within \
            \(Int(Wallet.retryWindow / 60)) minutes of an interrupted one, while its payment key is valid, is a \
            retry of it: it gets that payment's outcome and is never charged twice. To pay the same amount again \
            on purpose within that time, add --new-payment.
            """,
        arguments: [idArgument],
        options: [amount, currency, newPayment, payJSON],
        run: { arguments, console in
            let asJSON = try arguments[payJSON]
            let (id, manager, _) = try await openCard(arguments, announcingOn: asJSON ? nil : console)
            let value = try arguments[amount] ?? 1000
            let code = try arguments[currency] ?? "EUR"
            let session = ContactlessPaymentSession()
            // The outcome is kept until printed: a kill before that leaves it for the next command to announce.
            let result = try await session.startPayment(
                withDigitalCardID: id, amount: value, currencyCode: code, isNewPayment: try arguments[newPayment],
                holdsOutcomeUntilAcknowledged: true)
            let left = try await manager.digitalCard(forID: id)?.paymentKeyInfo.numberOfPaymentsLeft ?? 0
            if asJSON {
                try printJSON(
                    [
                        "digital_card_id": id, "transaction_id": result.transactionID, "approved": result.approved,
                        "amount": value, "currency_code": code, "number_of_payments_left": left,
                        "earlier_attempt_date": result.earlierAttemptDate?.formatted(.iso8601) ?? NSNull(),
                        "recovered_payments": await recoveriesJSON(manager),
                    ] as [String: Any], on: console)
            } else if let earlier = result.earlierAttemptDate {
                console.out(
                    "Approved: \(result.transactionID), \(value) \(code) minor units, by the interrupted payment approved "
                        + "at \(earlier.formatted(.iso8601)); nothing was charged again (add --new-payment to pay once "
                        + "more); \(left) payments left.")
            } else {
                let outcome = result.approved ? "Approved" : "Declined"
                console.out("\(outcome): \(result.transactionID), \(value) \(code) minor units; \(left) payments left.")
            }
            try? await session.acknowledge(result)
            if !result.approved { throw CLIError.failure("The payment was declined.") }
        })

    /// `tessera wallet history ID`.
    static let history = CommandSpec(
        name: "history",
        abstract: "List a card's transactions (last 30 days, at most 10).",
        arguments: [idArgument],
        run: { arguments, console in
            let (id, _, _) = try await openCard(arguments, announcingOn: console)
            let records = try await TransactionHistoryService().records(forDigitalCardID: id)
            if records.isEmpty { console.out("No transactions.") }
            for record in records {
                console.out(
                    "\(record.date.formatted(.iso8601))  \(record.status)  \(record.amount) \(record.currencyCode)  "
                        + (record.merchantName ?? ""))
            }
        })

    static let artType = Option(
        "--type", valueName: "art-type", help: "The art to save.", parser: ValueParser<DigitalCard.ArtType>.choice
    ).required
    static let output = Option.text("-o", "--output", valueName: "file", help: "Where to write the image.").required

    /// `tessera wallet art ID --type T -o FILE`.
    static let art = CommandSpec(
        name: "art",
        abstract: "Save a card's art (PNG or SVG) to a file.",
        arguments: [idArgument],
        options: [artType, output],
        run: { arguments, console in
            let (_, _, card) = try await openCard(arguments, announcingOn: console)
            let path = try arguments.required(output)
            let bitmap = try await card.cardArt.bitmap(forArtType: try arguments.required(artType))
            do {
                try bitmap.data.write(to: URL(fileURLWithPath: path))
            } catch {
                throw CLIError.failure("Cannot write \(path) (\(ErrorReport(error).clause)).")
            }
            console.out("Wrote \(bitmap.data.count) bytes of \(bitmap.format.rawValue.uppercased()) to \(path).")
        })
}

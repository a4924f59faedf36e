import DigitalWallet
import Foundation

extension WalletCommand {
    static let amount = Option(
        "--amount", valueName: "minor-units", help: "The amount in minor units (default 1000).",
        parser: .integer(in: 1...99_999_999, expected: "a whole number of minor units from 1 to 99999999"))
    static let currency = Option(
        "--currency", valueName: "code", help: "The ISO 4217 currency (default EUR).", parser: .currency)

    /// `tessera wallet pay ID`.
    static let pay = CommandSpec(
        name: "pay",
        abstract: "Emulate a contactless payment with a card: uses one payment key.",
        arguments: [idArgument],
        options: [amount, currency],
        run: { arguments, console in
            let (id, manager, _) = try await openCard(arguments)
            let value = try arguments[amount] ?? 1000
            let code = try arguments[currency] ?? "EUR"
            let result = try await ContactlessPaymentSession().startPayment(
                withDigitalCardID: id, amount: value, currencyCode: code)
            let left = try await manager.digitalCard(forID: id)?.paymentKeyInfo.numberOfPaymentsLeft ?? 0
            let outcome = result.approved ? "Approved" : "Declined"
            console.out("\(outcome): \(result.transactionID), \(value) \(code) minor units; \(left) payments left.")
            if !result.approved { throw CLIError.failure("The payment was declined.") }
        })

    /// `tessera wallet history ID`.
    static let history = CommandSpec(
        name: "history",
        abstract: "List a card's transactions (last 30 days, at most 10).",
        arguments: [idArgument],
        run: { arguments, console in
            let (id, _, _) = try await openCard(arguments)
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
            let (_, _, card) = try await openCard(arguments)
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

import DigitalWallet
import Foundation

extension WalletCommand {
    /// `tessera wallet pay ID`.
    static let pay = CommandSpec(
        name: "pay",
        abstract: "Emulate a contactless payment with a card: uses one payment key.",
        arguments: [ArgumentSpec(name: "id", help: "The digital card id.")],
        options: [
            .value("--amount", valueName: "minor-units", help: "The amount in minor units (default 1000)."),
            .value("--currency", valueName: "code", help: "The ISO 4217 currency (default EUR)."),
        ],
        run: { arguments, console in
            try arguments.expectPositionals(atMost: 1)
            let id = try arguments.positional(0, name: "id")
            let amount =
                try arguments.value(
                    "--amount", expected: "a positive whole number", parse: { Int($0).flatMap { $0 > 0 ? $0 : nil } })
                ?? 1000
            let (manager, _) = try open()
            _ = try await card(id, in: manager)
            let result = try await ContactlessPaymentSession().startPayment(
                withDigitalCardID: id, amount: amount, currencyCode: arguments.value("--currency") ?? "EUR")
            let left = try await manager.digitalCard(forID: id)?.paymentKeyInfo.numberOfPaymentsLeft ?? 0
            console.out(
                "\(result.approved ? "Approved" : "Declined"): \(result.transactionID), \(amount) \(result.currencyCode) minor units; \(left) payments left."
            )
            if !result.approved { throw CLIError.failure("The payment was declined.") }
        })

    /// `tessera wallet history ID`.
    static let history = CommandSpec(
        name: "history",
        abstract: "List a card's transactions (last 30 days, at most 10).",
        arguments: [ArgumentSpec(name: "id", help: "The digital card id.")],
        run: { arguments, console in
            try arguments.expectPositionals(atMost: 1)
            let id = try arguments.positional(0, name: "id")
            let (manager, _) = try open()
            _ = try await card(id, in: manager)
            let records = try await TransactionHistoryService().records(forDigitalCardID: id)
            if records.isEmpty { console.out("No transactions.") }
            for record in records {
                console.out(
                    "\(record.date.formatted(.iso8601))  \(record.status)  \(record.amount) \(record.currencyCode)  \(record.merchantName ?? "")"
                )
            }
        })

    /// `tessera wallet art ID --type T -o FILE`.
    static let art = CommandSpec(
        name: "art",
        abstract: "Save a card's art (PNG or SVG) to a file.",
        arguments: [ArgumentSpec(name: "id", help: "The digital card id.")],
        options: [
            .value(
                "--type", valueName: "art-type",
                help: "bankLogo, schemeLogo, cardBackground, cardBackgroundCombined, coBrandLogo or cardIcon."),
            .value("--output", "-o", valueName: "file", help: "Where to write the image."),
        ],
        run: { arguments, console in
            try arguments.expectPositionals(atMost: 1)
            let id = try arguments.positional(0, name: "id")
            let types = DigitalCard.ArtType.allCases.map(\.rawValue).joined(separator: ", ")
            guard let type = try arguments.value("--type", expected: types, parse: DigitalCard.ArtType.init(rawValue:)),
                let output = arguments.value("--output")
            else { throw CLIError.usage("Give --type and --output.", commandPath: "tessera wallet art") }
            let (manager, _) = try open()
            let bitmap = try await card(id, in: manager).cardArt.bitmap(forArtType: type)
            do {
                try bitmap.data.write(to: URL(fileURLWithPath: output))
            } catch {
                throw CLIError.failure("Cannot write \(output): \(error.localizedDescription)")
            }
            console.out("Wrote \(bitmap.data.count) bytes of \(bitmap.format.rawValue.uppercased()) to \(output).")
        })
}

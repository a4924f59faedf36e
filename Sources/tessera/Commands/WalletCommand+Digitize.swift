import CardKit
import DigitalWallet
import Foundation
import Sandbox
import TesseraCore

extension WalletCommand {
    /// `tessera wallet enroll`.
    static let enroll = CommandSpec(
        name: "enroll",
        abstract: "Enrol this installation with the token service (once; again does nothing).",
        run: { _, console in
            let (manager, _) = try open()
            await announceRecoveries(manager, on: console)
            let service = WalletSecureEnrollmentService()
            try await service.enroll()
            let eligibility = try await service.contactlessPaymentEligibility()
            console.out("Enrolled. Contactless payments: \(eligibility == .supported ? "supported" : "not supported").")
        })

    static let pan = Option(
        "--pan", valueName: "number", help: "The card number, or '-' to read it from stdin.",
        parser: .cardNumber(CardNumber.minimumLength...CardNumber.maximumLength)
    ).required.secret
    static let expiry = Option(
        "--expiry", valueName: "MM/YY", help: "The card's expiry.",
        parser: ValueParser(expected: "MM/YY, e.g. 12/30") { text in
            let digits = text.filter { $0 != "/" }
            return digits.count == 4 && digits.allSatisfy(\.isASCIIDigit) ? text : nil
        }
    ).required
    static let cvc = Option(
        "--cvc", valueName: "cvc", help: "The 3- or 4-digit security code (sent once, never stored).",
        parser: .securityCode
    ).required.secret
    static let acceptTerms = Flag(
        "--accept-terms", help: "Accept the card's terms and conditions (without it they are printed).")
    static let idv = Option(
        "--idv", valueName: "method", help: "The ID&V method id for a yellow card (default 1: SMS; 2: e-mail).",
        parser: .nonEmpty)

    /// `tessera wallet digitize`.
    static let digitize = CommandSpec(
        name: "digitize",
        abstract: "Add a card: eligibility, terms, digitization (green, yellow with OTP, or red).",
        discussion: """
            On the yellow path the code is sent by SMS (or --idv 2: e-mail); read it with 'tessera wallet otp ID' \
            and finish with 'tessera wallet activate ID --otp CODE'. The card number is never stored or printed.
            """,
        options: [pan, expiry, cvc, acceptTerms, idv],
        run: { arguments, console in try await runDigitize(arguments, console) })

    private static func runDigitize(_ arguments: ParsedArguments, _ console: Console) async throws {
        var number = try arguments.required(pan)
        let accepted = try arguments[acceptTerms]
        let method = try arguments[idv] ?? "1"
        if number == "-" { number = try InputReader.standardInputLine(.cardNumberLine) }
        let card: FundingCard
        do {
            card = try FundingCard(
                number: number, expiry: try arguments.required(expiry), securityCode: try arguments.required(cvc))
        } catch {
            throw arguments.usage("\(error)")
        }
        let (manager, _) = try open()
        await announceRecoveries(manager, on: console)
        let service = CardDigitizationService()
        let eligibility = try await service.checkEligibility(card)
        guard accepted else {
            console.out(try await eligibility.termsAndConditions.content())
            throw CLIError.failure("Read the terms above, then run the command again with --accept-terms.")
        }
        switch try await service.digitizeCard(withTNC: eligibility.termsAndConditions.accept()) {
        case .approved(let id):
            console.out("Approved: \(id) is active.")
        case .approvedWithIDV(let id, let selector):
            _ = try await selector.select(idvID: method)
            console.out("Approved with ID&V: \(id) is inactive until activated.")
            for item in selector.getIDVMethodList() {
                console.out("  method \(item.id): \(item.type.rawValue) \(item.value)")
            }
            console.out(
                "A code was sent with method \(method): 'tessera wallet otp \(id)', then "
                    + "'tessera wallet activate \(id) --otp CODE'.")
        case .declined:
            throw CLIError.failure("The issuer declined this card; it was not added.")
        }
    }

    /// `tessera wallet otp ID`.
    static let otp = CommandSpec(
        name: "otp",
        abstract: "Print the last one-time code the emulated issuer sent for a card (the emulated SMS inbox).",
        arguments: [idArgument],
        run: { arguments, console in
            let id = try id(arguments)
            let (manager, service) = try open()
            await announceRecoveries(manager, on: console)
            let reference = try await tokenReference(of: id)
            guard let message = try service.outbox(tokenUniqueReference: reference).first else {
                throw CLIError.failure("No code was sent for \(id); digitize the card again to choose a method.")
            }
            console.out("To \(message.destination): your code is \(message.code)")
        })

    static let code = Option(
        "--otp", valueName: "code", help: "The one-time code.",
        parser: ValueParser(expected: "the digits of the code") { text in
            !text.isEmpty && text.count <= 12 && text.allSatisfy(\.isASCIIDigit) ? text : nil
        }
    ).required

    /// `tessera wallet activate ID --otp CODE`.
    static let activate = CommandSpec(
        name: "activate",
        abstract: "Activate an inactive card with the one-time code.",
        arguments: [idArgument],
        options: [code],
        run: { arguments, console in
            let (id, _, card) = try await openCard(arguments, announcingOn: console)
            let otp = try arguments.required(code)
            guard let session = try await card.pendingActivationSession else {
                throw CLIError.failure("Card \(id) is \(try await card.state), not waiting for activation.")
            }
            try await session.activate(withOTP: otp)
            console.out("Activated: \(id) is active.")
        })
}

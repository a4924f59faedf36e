import DigitalWallet
import Foundation
import Sandbox

extension WalletCommand {
    /// `tessera wallet enroll`.
    static let enroll = CommandSpec(
        name: "enroll",
        abstract: "Enrol this installation with the token service (once; again does nothing).",
        run: { arguments, console in
            try arguments.expectPositionals(atMost: 0)
            _ = try open()
            let service = WalletSecureEnrollmentService()
            try await service.enroll()
            let eligibility = try await service.contactlessPaymentEligibility()
            console.out("Enrolled. Contactless payments: \(eligibility == .supported ? "supported" : "not supported").")
        })

    /// `tessera wallet digitize`.
    static let digitize = CommandSpec(
        name: "digitize",
        abstract: "Add a card: eligibility, terms, digitization (green, yellow with OTP, or red).",
        discussion: """
            On the yellow path the code is sent by SMS (or --idv 2: e-mail); read it with 'tessera wallet otp ID' \
            and finish with 'tessera wallet activate ID --otp CODE'. The card number is never stored or printed.
            """,
        options: [
            .value("--pan", valueName: "number", help: "The card number, or '-' to read it from stdin."),
            .value("--expiry", valueName: "MM/YY", help: "The expiry date."),
            .value("--cvc", valueName: "cvc", help: "The security code (sent once, never stored)."),
            .flag("--accept-terms", help: "Accept the card's terms and conditions (without it they are printed)."),
            .value("--idv", valueName: "method", help: "The ID&V method id for a yellow card (default 1: SMS)."),
        ],
        run: { arguments, console in try await runDigitize(arguments, console) })

    private static func runDigitize(_ arguments: ParsedArguments, _ console: Console) async throws {
        try arguments.expectPositionals(atMost: 0)
        guard var pan = arguments.value("--pan"), let expiry = arguments.value("--expiry"),
            let cvc = arguments.value("--cvc")
        else {
            throw CLIError.usage("Give --pan, --expiry and --cvc.", commandPath: "tessera wallet digitize")
        }
        if pan == "-" { pan = readLine(strippingNewline: true) ?? "" }
        let card: FundingCard
        do {
            card = try FundingCard(number: pan, expiry: expiry, securityCode: cvc)
        } catch {
            throw CLIError.usage("\(error)", commandPath: "tessera wallet digitize")
        }
        _ = try open()
        let service = CardDigitizationService()
        let eligibility = try await service.checkEligibility(card)
        guard arguments.flag("--accept-terms") else {
            console.out(try await eligibility.termsAndConditions.content())
            throw CLIError.failure("Read the terms above, then run the command again with --accept-terms.")
        }
        switch try await service.digitizeCard(withTNC: eligibility.termsAndConditions.accept()) {
        case .approved(let id):
            console.out("Approved: \(id) is active.")
        case .approvedWithIDV(let id, let selector):
            let methods = selector.getIDVMethodList()
            let method = arguments.value("--idv") ?? "1"
            _ = try await selector.select(idvID: method)
            console.out("Approved with ID&V: \(id) is inactive until activated.")
            for item in methods { console.out("  method \(item.id): \(item.type.rawValue) \(item.value)") }
            console.out(
                "A code was sent with method \(method): 'tessera wallet otp \(id)', then 'tessera wallet activate \(id) --otp CODE'."
            )
        case .declined:
            throw CLIError.failure("The issuer declined this card; it was not added.")
        }
    }

    /// `tessera wallet otp ID`.
    static let otp = CommandSpec(
        name: "otp",
        abstract: "Print the last one-time code the emulated issuer sent for a card (the emulated SMS inbox).",
        arguments: [ArgumentSpec(name: "id", help: "The digital card id.")],
        run: { arguments, console in
            try arguments.expectPositionals(atMost: 1)
            let id = try arguments.positional(0, name: "id")
            let (_, service) = try open()
            let reference = try await tokenReference(of: id)
            guard let message = try service.outbox(tokenUniqueReference: reference).first else {
                throw CLIError.failure("No code was sent for \(id); choose a method with 'tessera wallet digitize'.")
            }
            console.out("To \(message.destination): your code is \(message.code)")
        })

    /// `tessera wallet activate ID --otp CODE`.
    static let activate = CommandSpec(
        name: "activate",
        abstract: "Activate an inactive card with the one-time code.",
        arguments: [ArgumentSpec(name: "id", help: "The digital card id.")],
        options: [.value("--otp", valueName: "code", help: "The one-time code.")],
        run: { arguments, console in
            try arguments.expectPositionals(atMost: 1)
            let id = try arguments.positional(0, name: "id")
            guard let code = arguments.value("--otp") else {
                throw CLIError.usage("Give the code with --otp.", commandPath: "tessera wallet activate")
            }
            let (manager, _) = try open()
            let card = try await card(id, in: manager)
            guard let session = try await card.pendingActivationSession else {
                throw CLIError.failure("Card \(id) is \(try await card.state), not waiting for activation.")
            }
            try await session.activate(withOTP: code)
            console.out("Activated: \(id) is active.")
        })
}

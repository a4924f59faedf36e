import CardKit
import DigitalWallet
import Foundation
import Sandbox
import TesseraClient
import TesseraCore

extension WalletCommand {
    /// `tessera wallet enroll`.
    struct Enroll: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "enroll", abstract: "Enrol this installation with the token service (once; again does nothing).")

        func run(on console: Console) async throws {
            let (manager, _) = try open()
            await announceRecoveries(manager, on: console)
            let service = WalletSecureEnrollmentService()
            try await service.enroll()
            let eligibility = try await service.contactlessPaymentEligibility()
            console.out("Enrolled. Contactless payments: \(eligibility == .supported ? "supported" : "not supported").")
        }
    }

    /// `tessera wallet digitize`.
    struct Digitize: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "digitize",
            abstract: "Add a card: eligibility, terms, digitization (green, yellow with OTP, or red).",
            discussion: """
                On the yellow path the code is sent by SMS (or --idv 2: e-mail); read it with 'tessera wallet otp ID' \
                and finish with 'tessera wallet activate ID --otp CODE'. The card number is never stored or printed.
                """
        )

        @Option(
            "--pan", valueName: "number", help: "The card number, or '-' to read it from stdin.",
            parser: .cardNumber(CardNumber.minimumLength...CardNumber.maximumLength), traits: .secret)
        var pan: String
        @Option(
            "--expiry", valueName: "MM/YY", help: "The card's expiry.",
            parser: ValueParser(expected: "MM/YY, e.g. 12/30") { text in
                let digits = text.filter { $0 != "/" }
                return digits.count == 4 && digits.allSatisfy(\.isASCIIDigit) ? text : nil
            })
        var expiry: String
        @Option(
            "--cvc", valueName: "cvc", help: "The 3- or 4-digit security code (sent once, never stored).",
            parser: .securityCode, traits: .secret)
        var cvc: String
        @Flag("--accept-terms", help: "Accept the card's terms and conditions (without it they are printed).")
        var acceptTerms: Bool
        @Option(
            "--idv", valueName: "method", help: "The ID&V method id for a yellow card (default 1: SMS; 2: e-mail).",
            parser: .nonEmpty)
        var idv: String = "1"

        func run(on console: Console) async throws {
            let number = pan == "-" ? try InputReader.standardInputLine(.cardNumberLine) : pan
            let card: FundingCard
            do {
                card = try FundingCard(number: number, expiry: expiry, securityCode: cvc)
            } catch {
                throw ValidationError("\(error)")
            }
            let (manager, _) = try open()
            await announceRecoveries(manager, on: console)
            let service = CardDigitizationService()
            let eligibility = try await service.checkEligibility(card)
            guard acceptTerms else {
                console.out(try await eligibility.termsAndConditions.content())
                throw CLIError.failure("Read the terms above, then run the command again with --accept-terms.")
            }
            switch try await service.digitizeCard(withTNC: eligibility.termsAndConditions.accept()) {
            case .approved(let id):
                console.out("Approved: \(id) is active.")
            case .approvedWithIDV(let id, let selector):
                _ = try await selector.select(idvID: idv)
                console.out("Approved with ID&V: \(id) is inactive until activated.")
                for item in selector.getIDVMethodList() {
                    console.out("  method \(item.id): \(item.type.rawValue) \(item.value)")
                }
                console.out(
                    "A code was sent with method \(idv): 'tessera wallet otp \(id)', then "
                        + "'tessera wallet activate \(id) --otp CODE'.")
            case .declined:
                throw CLIError.failure("The issuer declined this card; it was not added.")
            }
        }
    }

    /// `tessera wallet otp ID`.
    struct OTP: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "otp",
            abstract: "Print the last one-time code the emulated issuer sent for a card (the emulated SMS inbox).")

        @Argument("id", help: WalletCommand.idHelp) var id: String

        func run(on console: Console) async throws {
            let (manager, service) = try open()
            await announceRecoveries(manager, on: console)
            let reference = try await tokenReference(of: id)
            guard let message = try service.outbox(tokenUniqueReference: reference).first else {
                throw CLIError.failure("No code was sent for \(id); digitize the card again to choose a method.")
            }
            console.out("To \(message.destination): your code is \(message.code)")
        }
    }

    /// `tessera wallet activate ID --otp CODE`.
    struct Activate: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "activate", abstract: "Activate an inactive card with the one-time code.")

        @Argument("id", help: WalletCommand.idHelp) var id: String
        @Option(
            "--otp", valueName: "code", help: "The one-time code.",
            parser: ValueParser(expected: "the digits of the code") { text in
                !text.isEmpty && text.count <= 12 && text.allSatisfy(\.isASCIIDigit) ? text : nil
            })
        var otp: String

        func run(on console: Console) async throws {
            let (_, card) = try await openCard(id, announcingOn: console)
            guard let session = try await card.pendingActivationSession else {
                throw CLIError.failure("Card \(id) is \(try await card.state), not waiting for activation.")
            }
            try await session.activate(withOTP: otp)
            console.out("Activated: \(id) is active.")
        }
    }
}

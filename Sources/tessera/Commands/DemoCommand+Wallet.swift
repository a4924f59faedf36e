import DigitalWallet
import Foundation
import Sandbox
import TesseraClient

extension Demo {
    /// Step 6: a public test card digitized into the wallet on the emulated token service, listed, paid with
    /// contactless and suspended. The wallet's files live in the demo's data folder.
    func showWallet() async throws {
        step(6, "The digital wallet", "a card becomes a device token: digitized, listed, paid with, then suspended.")
        let (manager, _) = try WalletCommand.open()
        try await WalletSecureEnrollmentService().enroll()
        let funding = try FundingCard(
            number: "5555555555554444", expiry: TokenServiceTestCard.expiry(at: Date()), securityCode: "123")
        let service = CardDigitizationService()
        let eligibility = try await service.checkEligibility(funding)
        guard case .approved(let id) = try await service.digitizeCard(withTNC: eligibility.termsAndConditions.accept())
        else {
            throw CLIError.failure("The emulated issuer did not approve the demo's green-path card.")
        }
        console.out("   digitize  Mastercard •••• 4444 (terms accepted) -> \(id), approved")
        for card in try await manager.cardList {
            let keys = try await card.paymentKeyInfo.numberOfPaymentsLeft
            console.out("   list      \(card.digitalCardID)  \(try await card.state)  \(keys) payment keys")
        }
        let payment = try await ContactlessPaymentSession().startPayment(
            withDigitalCardID: id, amount: 1000, currencyCode: "EUR")
        console.out(
            "   pay       EUR 10.00 -> \(payment.approved ? "approved" : "declined") (\(payment.transactionID))")
        try await manager.manage(digitalCardID: id, action: .suspend)
        let state = try await manager.digitalCard(forID: id)?.state
        console.out("   suspend   \(id) -> \(state.map { "\($0)" } ?? "gone")")
    }
}

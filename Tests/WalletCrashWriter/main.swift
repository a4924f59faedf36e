import DigitalWallet
import Foundation
import Sandbox

// Writes to a wallet until killed, for the crash test: adds a Mastercard card, pays with it, deletes
// it, again and again, printing one line after each change is committed ("added ID", "paid ID",
// "deleted ID"), each followed by the card's token reference. Usage: wallet-crash-writer DATA_DIR

func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

let directory = CommandLine.arguments.dropFirst().first ?? "."
let service = TokenService(store: try TokenServiceStore(path: directory + "/tokenservice.sqlite"))
let provider = try service.providerCredentials()
let wallet = try Wallet(
    configuration: WalletConfiguration(
        transport: TokenServiceTransport(handler: TokenServiceHandler(service: service)), dataDirectory: directory,
        providerCredentials: WalletProviderCredentials(consumerKey: provider.consumerKey, secret: provider.secret)))
try await WalletSecureEnrollmentService(wallet: wallet).enroll()
let digitization = CardDigitizationService(wallet: wallet)
let manager = DigitalCardManager(wallet: wallet)
while true {
    let eligibility = try await digitization.checkEligibility(
        FundingCard(number: "5555555555554444", expiry: TokenServiceTestCard.expiry(at: Date()), securityCode: "123"))
    guard case .approved(let id) = try await digitization.digitizeCard(withTNC: eligibility.termsAndConditions.accept())
    else { fatalError("the green Mastercard was not approved") }
    let reference = try await manager.tokenUniqueReference(forDigitalCardID: id) ?? "?"
    say("added \(id) \(reference)")
    _ = try await ContactlessPaymentSession(wallet: wallet).startPayment(withDigitalCardID: id, amount: 100)
    say("paid \(id) \(reference)")
    try await manager.manage(digitalCardID: id, action: .delete)
    say("deleted \(id) \(reference)")
}

import DigitalWallet
import Foundation
import Sandbox
import TesseraCore
import TesseraTestSupport
import Testing
import Transport

/// A token service emulator in memory and wallets in a fresh temporary folder.
final class WalletHarness: Sendable {
    let directory: String
    let service: TokenService
    let clock: ManualClock

    /// A harness whose token service keeps its state in memory, or in `tokenservice.sqlite` beside the
    /// wallet's files when `serviceOnDisk`.
    init(serviceOnDisk: Bool = false) throws {
        directory = NSTemporaryDirectory() + "wallet-tests-" + UUID().uuidString
        clock = ManualClock(Date(timeIntervalSince1970: 1_790_000_000))
        let clock = self.clock
        let store =
            serviceOnDisk
            ? try TokenServiceStore(path: directory + "/tokenservice.sqlite") : try TokenServiceStore.ephemeral()
        service = TokenService(
            store: store, environment: SandboxEnvironment(clock: clock.clock))
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// The in-process transport to the token service.
    var transport: any HTTPTransport { TokenServiceTransport(handler: TokenServiceHandler(service: service)) }

    /// The token service's development provider credentials, which sign enrolment.
    var providerCredentials: WalletProviderCredentials {
        get throws {
            let provider = try service.providerCredentials()
            return WalletProviderCredentials(consumerKey: provider.consumerKey, secret: provider.secret)
        }
    }

    /// A configuration over this harness's folder and clock, through `transport` (default: the service),
    /// with the service's provider credentials.
    func configuration(transport: (any HTTPTransport)? = nil) throws -> WalletConfiguration {
        let clock = self.clock
        return WalletConfiguration(
            transport: transport ?? self.transport, dataDirectory: directory,
            environment: WalletEnvironment(clock: clock.clock), providerCredentials: try providerCredentials)
    }

    /// Opens the wallet (a new actor over the same files each call).
    func wallet(transport: (any HTTPTransport)? = nil) throws -> Wallet {
        try Wallet(configuration: configuration(transport: transport))
    }

    /// Opens and enrols a wallet.
    func enrolledWallet() async throws -> Wallet {
        let wallet = try wallet()
        try await WalletSecureEnrollmentService(wallet: wallet).enroll()
        return wallet
    }

    /// Runs eligibility, terms and digitization for a test card.
    func digitize(_ pan: String, in wallet: Wallet, cvc: String = "123") async throws -> DigitizationResult {
        let service = CardDigitizationService(wallet: wallet)
        let eligibility = try await service.checkEligibility(
            FundingCard(number: pan, expiry: TokenServiceTestCard.expiry(at: clock.now), securityCode: cvc))
        return try await service.digitizeCard(withTNC: eligibility.termsAndConditions.accept())
    }

    /// Digitizes a green card and returns its id.
    func activeCard(_ pan: String, in wallet: Wallet) async throws -> String {
        guard case .approved(let id) = try await digitize(pan, in: wallet) else {
            Issue.record("\(pan) was not approved at once")
            throw WalletError.invalidInput("not green")
        }
        return id
    }

    /// The token reference of a card, read from the wallet's database for issuer actions.
    func tokenReference(of id: String) throws -> String {
        let database = try SQLiteProbe(path: directory + "/wallet.sqlite")
        return try database.string("SELECT token_ref FROM cards WHERE id = '\(id)'")
    }

    /// The newest OTP the emulator "sent" for a card.
    func latestOTP(for id: String) throws -> String {
        try #require(try service.outbox(tokenUniqueReference: tokenReference(of: id)).first).code
    }
}

/// Test card numbers from the emulator's documented table.
enum TestPAN {
    static let visaGreen = "4111111111111111"
    static let visaYellow = "4012888888881881"
    static let visaRed = "4000000000000002"
    static let mastercardGreen = "5555555555554444"
    static let mastercardYellow = "5105105105105100"
    static let mastercardRed = "5200828282828210"
    static let pureGreen = "6799990000000012"
    static let pureYellow = "6799990000000020"
    static let pureRed = "6799990000000038"
    static let coBadged = "4000002500001001"
    static let ineligible = "4000009999999991"
}

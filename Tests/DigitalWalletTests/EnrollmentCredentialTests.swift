import DigitalWallet
import Foundation
import Testing

@testable import Sandbox

/// Enrolment is signed with the wallet provider's credentials, and the token service's storage faults reach
/// the wallet's caller with the file and what to do.
@Suite struct EnrollmentCredentialTests {
    @Test(arguments: ["none", "wrong secret", "another service's"])
    func aWalletWithoutTheProvidersCredentialsCannotEnrol(credentials: String) async throws {
        let harness = try WalletHarness()
        var configuration = try harness.configuration()
        let right = try harness.providerCredentials
        switch credentials {
        case "none": configuration.providerCredentials = nil
        case "wrong secret":
            configuration.providerCredentials = WalletProviderCredentials(
                consumerKey: right.consumerKey, secret: Data(repeating: 9, count: 32))
        default:
            let other = try TokenService(store: TokenServiceStore.ephemeral()).providerCredentials()
            configuration.providerCredentials = WalletProviderCredentials(
                consumerKey: other.consumerKey, secret: other.secret)
        }
        let enrollment = WalletSecureEnrollmentService(wallet: try Wallet(configuration: configuration))
        await #expect {
            try await enrollment.enroll()
        } throws: { error in
            guard case .tokenServiceRefused(401, "UNAUTHORIZED", let message) = error as? WalletError else {
                return false
            }
            return message.contains("provider")
        }
        #expect(try await enrollment.isEnrolled() == false)
        // The same installation enrols once given the right credentials.
        configuration.providerCredentials = right
        try await WalletSecureEnrollmentService(wallet: try Wallet(configuration: configuration)).enroll()
        #expect(try await WalletSecureEnrollmentService(wallet: harness.wallet()).isEnrolled())
    }

    @Test func aFullDiskAtTheTokenServiceNamesItsFileNotTryAgainLater() async throws {
        let harness = try WalletHarness(serviceOnDisk: true)
        let wallet = try await harness.enrolledWallet()
        let id = try await harness.activeCard(TestPAN.mastercardGreen, in: wallet)
        try harness.service.store.database.write { connection in
            let pages = try connection.scalar("PRAGMA page_count").int ?? 0
            _ = try connection.scalar("PRAGMA max_page_count = \(pages)")
        }
        var description: String?
        for _ in 0..<200 where description == nil {
            do {
                _ = try await ContactlessPaymentSession(wallet: wallet).startPayment(withDigitalCardID: id, amount: 100)
            } catch {
                description = "\(error)"
            }
        }
        let message = try #require(description)
        #expect(message.contains(harness.directory + "/tokenservice.sqlite"), "\(message)")
        #expect(message.contains("disk is full"), "\(message)")
        #expect(!message.contains("try again later"), "\(message)")
    }
}

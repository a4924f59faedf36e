import DigitalWallet
import Foundation
import HTTPServer
import Sandbox
import Testing
import Transport

@Suite struct TokenServiceFailureTests {
    @Test(arguments: [FaultyTransport.Fault.unreachable, .garbage, .wrongShape, .badGateway])
    func aBrokenTokenServiceIsATypedErrorAndLosesNothing(fault: FaultyTransport.Fault) async throws {
        let harness = try WalletHarness()
        let faulty = FaultyTransport(harness.transport)
        let wallet = try harness.wallet(transport: faulty)
        try await WalletSecureEnrollmentService(wallet: wallet).enroll()
        let id = try await harness.activeCard(TestPAN.mastercardGreen, in: wallet)
        let manager = DigitalCardManager(wallet: wallet)
        faulty.set(fault)
        await #expect {
            try await manager.manage(digitalCardID: id, action: .suspend)
        } throws: { error in
            switch (fault, error as? WalletError) {
            case (.unreachable, .tokenServiceUnreachable?): true
            case (.garbage, .tokenServiceInvalidResponse?), (.wrongShape, .tokenServiceInvalidResponse?),
                (.badGateway, .tokenServiceInvalidResponse?):
                true
            default: false
            }
        }
        await #expect(throws: WalletError.self) { try await manager.synchronize() }
        await #expect(throws: (any Error).self) { _ = try await harness.digitize(TestPAN.visaGreen, in: wallet) }
        #expect(try await manager.digitalCard(forID: id)?.state == .active)
        #expect(try await manager.cardList.count == 1)
        faulty.set(.none)
        try await manager.manage(digitalCardID: id, action: .suspend)
        #expect(try await manager.digitalCard(forID: id)?.state == .suspended)
    }

    @Test func aPaymentThatNeverReachedTheServiceIsNotMadeAndGivesItsKeyUseBack() async throws {
        let harness = try WalletHarness()
        let faulty = FaultyTransport(harness.transport)
        let wallet = try harness.wallet(transport: faulty)
        try await WalletSecureEnrollmentService(wallet: wallet).enroll()
        let id = try await harness.activeCard(TestPAN.pureGreen, in: wallet)
        faulty.set(.unreachable, on: "/transact")
        await #expect {
            _ = try await ContactlessPaymentSession(wallet: wallet).startPayment(withDigitalCardID: id, amount: 100)
        } throws: { error in
            guard case .paymentNotMade("1.00 EUR", _)? = error as? WalletError else { return false }
            return "\(error)".contains("nothing was charged")
        }
        #expect(
            try await DigitalCardManager(wallet: wallet).digitalCard(forID: id)?.paymentKeyInfo.numberOfPaymentsLeft
                == 6)
    }

    @Test func refusalsCarryTheReasonCode() async throws {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        let id = try await harness.activeCard(TestPAN.visaGreen, in: wallet)
        try harness.service.issuerAction(tokenUniqueReference: harness.tokenReference(of: id), action: .suspend)
        await #expect(
            throws: WalletError.tokenServiceRefused(
                status: 409, reasonCode: "INVALID_TOKEN_STATUS",
                message:
                    "Token \(try harness.tokenReference(of: id)) is SUSPENDED; suspend is not allowed in that status.")
        ) { try await DigitalCardManager(wallet: wallet).manage(digitalCardID: id, action: .suspend) }
    }

    @Test func theWholeFlowWorksOverHTTPOnLoopback() async throws {
        let harness = try WalletHarness()
        let payments = try SandboxHandler(store: SandboxStore.ephemeral())
        let server = HTTPServer(
            handler: EmulatorHandler(payments: payments, tokenService: TokenServiceHandler(service: harness.service)))
        try server.start()
        do {
            let base = try #require(server.url)
            var configuration = try harness.configuration(transport: URLSessionTransport())
            configuration.baseURL = base
            let wallet = try Wallet(configuration: configuration)
            try await WalletSecureEnrollmentService(wallet: wallet).enroll()
            guard
                case .approvedWithIDV(let id, let selector) = try await harness.digitize(TestPAN.visaYellow, in: wallet)
            else {
                Issue.record("no ID&V over HTTP")
                await server.shutdown()
                return
            }
            let session = try await selector.select(idvID: "1")
            try await session.activate(withOTP: harness.latestOTP(for: id))
            let card = try #require(await DigitalCardManager(wallet: wallet).digitalCard(forID: id))
            #expect(try await card.state == .active)
            let art = try await card.cardArt.bitmap(forArtType: .schemeLogo)
            #expect(String(decoding: art.data, as: UTF8.self).contains("VISA"))
            let payment = try await ContactlessPaymentSession(wallet: wallet).startPayment(
                withDigitalCardID: id, amount: 4_200)
            #expect(payment.approved)
        } catch {
            await server.shutdown()
            throw error
        }
        await server.shutdown()
    }
}

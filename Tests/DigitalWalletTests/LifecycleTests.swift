import DigitalWallet
import Foundation
import Sandbox
import Testing

@Suite struct LifecycleTests {
    /// Brings a new Mastercard card to `state` (retired through the issuer; inactive on the yellow path).
    static func card(in state: DigitalCard.State, _ harness: WalletHarness, _ wallet: Wallet) async throws -> String {
        if state == .inactive {
            guard case .approvedWithIDV(let id, _) = try await harness.digitize(TestPAN.mastercardYellow, in: wallet)
            else { throw WalletError.invalidInput("no ID&V") }
            return id
        }
        let id = try await harness.activeCard(TestPAN.mastercardGreen, in: wallet)
        let manager = DigitalCardManager(wallet: wallet)
        switch state {
        case .suspended: try await manager.manage(digitalCardID: id, action: .suspend)
        case .retired:
            try harness.service.issuerAction(tokenUniqueReference: harness.tokenReference(of: id), action: .retire)
            try await manager.synchronize()
        default: break
        }
        #expect(try await manager.digitalCard(forID: id)?.state == state)
        return id
    }

    @Test(arguments: [
        (DigitalCard.State.active, CardManagementAction.suspend, DigitalCard.State?.some(.suspended)),
        (.suspended, .resume, .active),
        (.active, .delete, nil),
        (.suspended, .delete, nil),
        (.inactive, .delete, nil),
    ])
    func allowedTransitions(from: DigitalCard.State, action: CardManagementAction, to: DigitalCard.State?)
        async throws
    {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        let id = try await Self.card(in: from, harness, wallet)
        let reference = try harness.tokenReference(of: id)
        let manager = DigitalCardManager(wallet: wallet)
        try await manager.manage(digitalCardID: id, action: action)
        #expect(try await manager.digitalCard(forID: id)?.state == to)
        let expectedToken = to.map { $0 == .active ? "ACTIVE" : "SUSPENDED" } ?? "DEACTIVATED"
        #expect(try harness.service.status(tokenUniqueReference: reference) == expectedToken)
    }

    @Test(arguments: [
        (DigitalCard.State.active, CardManagementAction.resume),
        (.suspended, .suspend),
        (.inactive, .suspend),
        (.inactive, .resume),
        (.retired, .suspend),
        (.retired, .resume),
        (.retired, .delete),
    ])
    func refusedTransitionsNameTheStateAndChangeNothing(from: DigitalCard.State, action: CardManagementAction)
        async throws
    {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        let id = try await Self.card(in: from, harness, wallet)
        let reference = try harness.tokenReference(of: id)
        let before = try harness.service.status(tokenUniqueReference: reference)
        let manager = DigitalCardManager(wallet: wallet)
        await #expect(
            throws: WalletError.cardStateDoesNotAllowRequestedOperation(
                digitalCardID: id, state: from, operation: action.rawValue)
        ) { try await manager.manage(digitalCardID: id, action: action) }
        #expect(try await manager.digitalCard(forID: id)?.state == from)
        #expect(try harness.service.status(tokenUniqueReference: reference) == before)
    }

    @Test func anUnknownIDIsNamedInTheError() async throws {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        let manager = DigitalCardManager(wallet: wallet)
        await #expect(throws: WalletError.unknownDigitalCardID("DC-nope")) {
            try await manager.manage(digitalCardID: "DC-nope", action: .suspend)
        }
        #expect(await manager.digitalCard(forID: "DC-nope") == nil)
        #expect(WalletError.unknownDigitalCardID("DC-nope").description.contains("DC-nope"))
        await #expect(throws: WalletError.unknownDigitalCardID("DC-nope")) {
            try await ReplenishmentService(wallet: wallet).replenish(digitalCardID: "DC-nope")
        }
    }

    @Test func issuerActionsReachTheWalletAsPushesAndEvents() async throws {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        let manager = DigitalCardManager(wallet: wallet)
        let id = try await harness.activeCard(TestPAN.visaGreen, in: wallet)
        let reference = try harness.tokenReference(of: id)
        let events = try await manager.events
        try harness.service.issuerAction(tokenUniqueReference: reference, action: .suspend)
        try await manager.synchronize()
        #expect(try await manager.digitalCard(forID: id)?.state == .suspended)
        try harness.service.issuerAction(tokenUniqueReference: reference, action: .resume)
        try await manager.synchronize()
        #expect(try await manager.digitalCard(forID: id)?.state == .active)
        try harness.service.issuerAction(tokenUniqueReference: reference, action: .delete)
        try await manager.synchronize()
        #expect(try await manager.cardList.isEmpty)
        var seen: [DigitalCardEvent] = []
        for await event in events {
            seen.append(event)
            if event == .deleted(digitalCardID: id) { break }
        }
        #expect(
            seen == [
                .stateChanged(digitalCardID: id, state: .suspended), .stateChanged(digitalCardID: id, state: .active),
                .deleted(digitalCardID: id),
            ])
        #expect(try await manager.synchronize() == 0)
    }

    @Test func theDefaultCardIsSetAndUnset() async throws {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        let manager = DigitalCardManager(wallet: wallet)
        let visa = try await harness.activeCard(TestPAN.visaGreen, in: wallet)
        let mastercard = try await harness.activeCard(TestPAN.mastercardGreen, in: wallet)
        #expect(try await manager.defaultCard == nil)
        let visaCard = try #require(await manager.digitalCard(forID: visa))
        #expect(try await visaCard.setDefault())
        #expect(try await manager.defaultCard?.digitalCardID == visa)
        _ = try await manager.digitalCard(forID: mastercard)?.setDefault()
        #expect(try await manager.defaultCard?.digitalCardID == mastercard)
        #expect(try await visaCard.isDefaultCard == false)
        #expect(try await manager.unsetDefaultCard())
        #expect(try await manager.unsetDefaultCard() == false)
        #expect(try await manager.defaultCard == nil)
    }

    @Test func anInactiveCardCannotBeDefault() async throws {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        let id = try await Self.card(in: .inactive, harness, wallet)
        let card = try #require(await DigitalCardManager(wallet: wallet).digitalCard(forID: id))
        await #expect(throws: WalletError.self) { try await card.setDefault() }
    }

    @Test func aDeletedCardsGettersSayItIsGone() async throws {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        let manager = DigitalCardManager(wallet: wallet)
        let id = try await harness.activeCard(TestPAN.pureGreen, in: wallet)
        let card = try #require(await manager.digitalCard(forID: id))
        try await manager.manage(digitalCardID: id, action: .delete)
        await #expect(throws: WalletError.unknownDigitalCardID(id)) { _ = try await card.state }
    }
}

import Foundation

/// A lifecycle change the cardholder asks for.
public enum CardManagementAction: String, Sendable, CaseIterable {
    /// Active → suspended.
    case suspend
    /// Suspended → active.
    case resume
    /// Active, suspended or inactive → gone from the wallet.
    case delete

    /// The states this action is allowed from.
    var allowedStates: Set<DigitalCard.State> {
        switch self {
        case .suspend: [.active]
        case .resume: [.suspended]
        case .delete: [.active, .suspended, .inactive]
        }
    }

    var intentKind: Intent.Kind {
        switch self {
        case .suspend: .suspend
        case .resume: .resume
        case .delete: .delete
        }
    }

    var route: String {
        switch self {
        case .suspend: "suspend"
        case .resume: "unsuspend"
        case .delete: "delete"
        }
    }
}

extension Wallet {
    /// Asks the token service to suspend, resume or delete a card, and applies its answer.
    ///
    /// The request is recorded as an intent first, so a crash before the answer is applied is repaired by
    /// the next command (``reconcile()``).
    func manage(_ id: String, _ action: CardManagementAction) async throws {
        let card = try store.existingCard(id)
        guard action.allowedStates.contains(card.state) else {
            throw WalletError.cardStateDoesNotAllowRequestedOperation(
                digitalCardID: id, state: card.state, operation: action.rawValue)
        }
        try await exclusive(id) {
            let requestID = requestID()
            let intent = Intent(
                requestID: requestID, kind: action.intentKind, cardID: id,
                route: "/mdes/digitization/1/0/\(action.route)",
                body: try Wire.encode(
                    Wire.LifecycleRequest(requestId: requestID, tokenUniqueReferences: [card.tokenReference])))
            try store.record(intent, at: now)
            try await completeLifecycle(intent)
        }
        if action == .resume { await replenishIfNeeded(id) }
    }

    /// Sends a lifecycle intent and applies the token status it answers.
    func completeLifecycle(_ intent: Intent) async throws {
        let answer = try await send(intent, as: Wire.Tokens.self)
        let card = try store.card(intent.cardID)
        guard let card else { return try store.finish(intent.requestID) }
        guard let status = answer.tokens.first(where: { $0.tokenUniqueReference == card.tokenReference })?.status,
            let change = CardChange(status: status)
        else { throw WalletError.tokenServiceInvalidResponse("the answer does not name the card's token status") }
        try settle(intent, card: card, change)
    }

    /// Applies a token status from the token service to the card; emits an event when it changed. With
    /// `pushID`, the push message is recorded as applied in the same transaction as the change.
    func apply(status: String, to card: CardRecord, pushID: Int? = nil) throws {
        guard let change = CardChange(status: status) else {
            throw WalletError.tokenServiceInvalidResponse("unknown token status \(status)")
        }
        guard change != .state(card.state) else { return }
        if try store.apply(change, to: card.id, pushID: pushID) { announce(change, to: card) }
    }

    /// Emits the event of a change made to `card` (as it was before).
    func announce(_ change: CardChange, to card: CardRecord) {
        switch change {
        case .delete: emit(.deleted(digitalCardID: card.id))
        case .state(let state) where state == card.state: break
        case .state(.active) where card.state == .inactive: emit(.provisioned(digitalCardID: card.id))
        case .state(let state): emit(.stateChanged(digitalCardID: card.id, state: state))
        }
    }

    /// Makes a card the default for payments, then checks its keys (a moment wallet.md lists).
    func setDefault(_ id: String) async throws -> Bool {
        let card = try store.existingCard(id)
        guard card.state == .active || card.state == .suspended else {
            throw WalletError.cardStateDoesNotAllowRequestedOperation(
                digitalCardID: id, state: card.state, operation: "setDefault")
        }
        try store.setDefault(id)
        if !card.isDefault { emit(.defaultCardChanged(digitalCardID: id)) }
        await replenishIfNeeded(id)
        return true
    }

    /// Clears the default card; returns whether there was one.
    func unsetDefault() throws -> Bool {
        let cleared = try store.unsetDefault()
        if cleared { emit(.defaultCardChanged(digitalCardID: nil)) }
        return cleared
    }
}

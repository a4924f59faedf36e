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
    func manage(_ id: String, _ action: CardManagementAction) async throws {
        let card = try store.existingCard(id)
        guard action.allowedStates.contains(card.state) else {
            throw WalletError.cardStateDoesNotAllowRequestedOperation(
                digitalCardID: id, state: card.state, operation: action.rawValue)
        }
        try await exclusive(id) {
            let answer = try await client.post(
                "/mdes/digitization/1/0/\(action.route)",
                Wire.LifecycleRequest(requestId: requestID(), tokenUniqueReferences: [card.tokenReference]),
                as: Wire.Tokens.self)
            guard let status = answer.tokens.first(where: { $0.tokenUniqueReference == card.tokenReference })?.status
            else { throw WalletError.tokenServiceInvalidResponse("the answer does not name the card's token") }
            try apply(status: status, to: card)
        }
        if action == .resume { await replenishIfNeeded(id) }
    }

    /// Applies a token status from the token service to the card; emits an event when it changed. With
    /// `pushID`, the push message is recorded as applied in the same transaction as the change.
    func apply(status: String, to card: CardRecord, pushID: Int? = nil) throws {
        let state: DigitalCard.State? =
            switch status {
            case "ACTIVE": .active
            case "SUSPENDED": .suspended
            case "INACTIVE": .inactive
            case "RETIRED": .retired
            default: nil
            }
        if status == "DEACTIVATED" {
            if try store.delete(card.id, pushID: pushID) { emit(.deleted(digitalCardID: card.id)) }
            return
        }
        guard let state else { throw WalletError.tokenServiceInvalidResponse("unknown token status \(status)") }
        guard card.state != state else { return }
        try store.setState(card.id, state, pushID: pushID)
        if card.state == .inactive && state == .active {
            emit(.provisioned(digitalCardID: card.id))
        } else {
            emit(.stateChanged(digitalCardID: card.id, state: state))
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

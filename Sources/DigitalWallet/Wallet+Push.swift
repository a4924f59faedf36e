import Foundation

extension Wallet {
    /// Fetches and applies the token service's push messages since the last one seen: lifecycle
    /// changes, replenishment notices and transactions. Then replenishes the cards that need it.
    ///
    /// Call it at start-up, when connectivity returns, and when the platform delivers a push. Returns
    /// how many messages were applied.
    @discardableResult
    func synchronize() async throws -> Int {
        let walletID = try walletID()
        var applied = 0
        while true {
            let after = Int(try store.setting("last_push_id") ?? "0") ?? 0
            let answer = try await client.post(
                "/mdes/notifications/1/0/poll", Wire.PollRequest(walletId: walletID, after: after),
                as: Wire.Notifications.self)
            guard !answer.notifications.isEmpty else { break }
            for message in answer.notifications where message.id > after {
                try await handle(message)
                try store.write { connection in try store.setSetting("last_push_id", String(message.id), in: connection)
                }
                applied += 1
            }
        }
        try await deleteOrphanTokens(walletID)
        for card in try store.cards() where card.state == .active {
            await replenishIfNeeded(card.id)
        }
        return applied
    }

    /// How old a token the wallet does not know must be before ``synchronize()`` deletes it.
    static let orphanAge: TimeInterval = 10 * 60

    /// Deletes the tokens the token service holds for this wallet but the wallet has no card for: left
    /// when a wallet's database was restored from an older copy (a crash mid-digitization leaves an
    /// intent instead, which ``reconcile()`` finishes). Only tokens older
    /// than ``orphanAge`` are touched, so a digitization still under way (here or in another process
    /// sharing the store) is never undone, and none while a tokenize intent is unfinished.
    private func deleteOrphanTokens(_ walletID: String) async throws {
        // A token whose tokenize answer is still to be applied is not an orphan: its intent adds the card.
        guard try store.intents().allSatisfy({ $0.kind != .tokenize }) else { return }
        let answer = try await client.post(
            "/mdes/digitization/1/0/searchTokens", Wire.SearchTokensRequest(walletId: walletID), as: Wire.Tokens.self)
        let known = Set(try store.cards().map(\.tokenReference))
        let orphans = answer.tokens.filter { token in
            guard !known.contains(token.tokenUniqueReference), let stamp = token.statusTimestamp,
                let date = try? Date(stamp, strategy: .iso8601)
            else { return false }
            return now.timeIntervalSince(date) > Self.orphanAge
        }
        for batch in stride(from: 0, to: orphans.count, by: 10) {
            let references = orphans[batch..<min(batch + 10, orphans.count)].map(\.tokenUniqueReference)
            var request = Wire.LifecycleRequest(requestId: requestID(), tokenUniqueReferences: references)
            request.causedBy = "TOKEN_REQUESTOR"
            _ = try await client.post("/mdes/digitization/1/0/delete", request, as: Wire.Tokens.self)
        }
    }

    private func handle(_ message: Wire.Notifications.Item) async throws {
        guard let card = try store.card(tokenReference: message.tokenUniqueReference) else { return }
        switch message.code {
        case "CBP.info.tokenSuspended": try apply(status: "SUSPENDED", to: card, pushID: message.id)
        case "CBP.info.tokenResumed", "CBP.info.tokenProvisioned":
            try apply(status: "ACTIVE", to: card, pushID: message.id)
        case "CBP.info.tokenDeleted": try apply(status: "DEACTIVATED", to: card, pushID: message.id)
        case "CBP.info.tokenRetired": try apply(status: "RETIRED", to: card, pushID: message.id)
        case "MG:ReplenishmentNeededNotification":
            if card.state == .active { _ = try? await replenish(card.id, forced: true) }
        default: break
        }
    }
}

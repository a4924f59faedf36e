import Gr4vyClient

extension Demo {
    /// Step 7: the checkout session tokenized in step 3 pays a captured transaction, part of which is refunded.
    func showPayment(sessionId: String, with gr4vy: Gr4vy) async throws {
        step(
            7, "Pay and refund", "the tokenized checkout session pays USD 12.99 at once, then USD 5.00 goes back.")
        let paid = try await gr4vy.transactions.create(
            request: Gr4vyTransactionCreateRequest(
                transaction: Gr4vyTransactionCreate(
                    amount: 1299, currency: "USD", paymentMethod: .checkoutSession(id: sessionId), intent: "capture")))
        console.out(
            "   POST /transactions -> \(paid.id): \(paid.status ?? "?"), captured \(paid.capturedAmount ?? 0)")
        let refund = try await gr4vy.transactions.refund(transactionId: paid.id, amount: 500, reason: "Demo refund")
        console.out("   POST /transactions/{id}/refunds -> \(refund.status ?? "?"), \(refund.amount ?? 0) back")
        let after = try await gr4vy.transactions.get(transactionId: paid.id)
        console.out(
            "   GET /transactions/{id} -> \(after.status ?? "?"), captured \(after.capturedAmount ?? 0), "
                + "refunded \(after.refundedAmount ?? 0) \(after.currency ?? "")")
    }
}

import CardKit
import Testing

@testable import Checkout

/// A tokenizer that records calls and answers from presets.
actor FakeTokenizer: CardTokenizer {
    var calls: [String] = []
    let fails: Bool

    init(fails: Bool = false) { self.fails = fails }

    struct Declined: Error {}

    func tokenize(_ card: CardDetails) async throws -> CardToken {
        calls.append("tokenize \(card.expiryMonth)/\(card.expiryYear)")
        if fails { throw Declined() }
        return CardToken(id: "tok_test_1", brand: "visa", last4: String(card.number.suffix(4)))
    }

    func authorise(_ token: CardToken, transaction: TransactionInitiationData) async throws -> AuthorisationResult {
        calls.append("authorise \(token.id) \(transaction.amountMinorUnits ?? 0)")
        return AuthorisationResult(isAuthorised: true, transactionId: "txn_1")
    }
}

/// Submitting: validation first, then tokenisation and the authorisation hooks in order.
@MainActor
@Suite struct SubmitTests {
    final class Log {
        var entries: [String] = []
    }

    static func submitConfig(_ log: Log, approve: Bool = true) -> CardSubmitComponentConfig {
        var config = CardSubmitComponentConfig()
        config.onPostTokenisation = { log.entries.append("postTokenisation \($0.last4)") }
        config.onPreAuthorisation = { data in
            log.entries.append("preAuthorisation \(data.token.id)")
            return approve ? TransactionInitiationData(amountMinorUnits: 1999, currency: "EUR") : nil
        }
        config.onPostAuthorisation = { log.entries.append("postAuthorisation \($0.transactionId)") }
        config.onSubmitError = { log.entries.append("error \($0.failedFields.compactMap(\.errorCode))") }
        return config
    }

    static func fill(_ form: NewCardComponent) {
        form.cardNumberComponent.paste("4242424242424242")
        form.cardExpiryDateComponent.type("1030")
        form.cardCvcComponent.type("123")
        form.cardHolderNameComponent.type("Jane Doe")
    }

    @Test func hooksRunInOrder() async throws {
        let log = Log()
        let tokenizer = FakeTokenizer()
        let checkout = CheckoutFixtures.checkout(tokenizer: tokenizer)
        let (_, form) = try CheckoutFixtures.form(checkout: checkout, submit: Self.submitConfig(log))
        Self.fill(form)
        let outcome = await form.submit()
        #expect(outcome == .authorised(AuthorisationResult(isAuthorised: true, transactionId: "txn_1")))
        #expect(log.entries == ["postTokenisation 4242", "preAuthorisation tok_test_1", "postAuthorisation txn_1"])
        #expect(await tokenizer.calls == ["tokenize 10/2030", "authorise tok_test_1 1999"])
    }

    @Test func invalidFieldsReachOnSubmitErrorWithoutTokenising() async throws {
        let log = Log()
        let tokenizer = FakeTokenizer()
        let (_, form) = try CheckoutFixtures.form(
            checkout: CheckoutFixtures.checkout(tokenizer: tokenizer), submit: Self.submitConfig(log))
        form.cardNumberComponent.paste("4242424242424241")
        form.cardExpiryDateComponent.type("0120")
        let outcome = await form.submit()
        guard case .failed(let error) = outcome else {
            Issue.record("expected failure")
            return
        }
        #expect(
            error.failedFields.map(\.componentId) == [
                "cardNumber-1", "cardExpiryDate-1", "cardCvc-1", "cardHolderName-1",
            ])
        #expect(log.entries == ["error [\"CN06\", \"EX05\", \"CV01\", \"NM01\"]"])
        #expect(await tokenizer.calls.isEmpty)
    }

    @Test func returningNilFromPreAuthorisationCancels() async throws {
        let log = Log()
        let (_, form) = try CheckoutFixtures.form(
            checkout: CheckoutFixtures.checkout(tokenizer: FakeTokenizer()),
            submit: Self.submitConfig(log, approve: false))
        Self.fill(form)
        #expect(await form.submit() == .cancelled)
        #expect(log.entries == ["postTokenisation 4242", "preAuthorisation tok_test_1"])
    }

    @Test func tokenizerFailuresAndAMissingTokenizerAreSubmitErrors() async throws {
        let log = Log()
        let (_, failing) = try CheckoutFixtures.form(
            checkout: CheckoutFixtures.checkout(tokenizer: FakeTokenizer(fails: true)), submit: Self.submitConfig(log))
        Self.fill(failing)
        guard case .failed(let error) = await failing.submit() else {
            Issue.record("expected failure")
            return
        }
        #expect(error.message.hasPrefix("Payment failed"))
        let (_, unconfigured) = try CheckoutFixtures.form(submit: Self.submitConfig(log))
        Self.fill(unconfigured)
        guard case .failed(let missing) = await unconfigured.submit() else {
            Issue.record("expected failure")
            return
        }
        #expect(missing.message.contains("No tokenizer"))
    }

    /// Where a hook finds the form to tap "Pay" on again, and what that second tap returned.
    final class SecondTap {
        var form: NewCardComponent?
        var outcome: SubmitOutcome?
    }

    @Test func aSecondSubmitWhileTheFirstIsInFlightPaysNothing() async throws {
        let log = Log()
        let tokenizer = FakeTokenizer()
        let secondTap = SecondTap()
        var config = Self.submitConfig(log)
        config.onPreAuthorisation = { data in
            log.entries.append("preAuthorisation \(data.token.id)")
            let form = secondTap.form
            secondTap.form = nil  // Tap once only.
            secondTap.outcome = await form?.submit()
            return TransactionInitiationData(amountMinorUnits: 1999, currency: "EUR")
        }
        let (_, form) = try CheckoutFixtures.form(
            checkout: CheckoutFixtures.checkout(tokenizer: tokenizer), submit: config)
        secondTap.form = form
        Self.fill(form)
        let outcome = await form.submit()
        #expect(outcome == .authorised(AuthorisationResult(isAuthorised: true, transactionId: "txn_1")))
        #expect(secondTap.outcome == .failed(.alreadySubmitting))
        #expect(log.entries == ["postTokenisation 4242", "preAuthorisation tok_test_1", "postAuthorisation txn_1"])
        #expect(await tokenizer.calls == ["tokenize 10/2030", "authorise tok_test_1 1999"])
        #expect(!form.cardSubmitComponent.isSubmitting)
        #expect(await form.submit() == outcome)
    }
}

import CardKit
import Drawing

/// The submit button: validates every field, tokenises through the injected ``CardTokenizer``, then runs
/// `onPostTokenisation`, `onPreAuthorisation`, authorisation and `onPostAuthorisation` in that order.
@MainActor
public final class CardSubmitComponent: CheckoutComponent, @MainActor CustomStringConvertible {
    /// The component's id.
    public nonisolated let componentId: String
    /// The configuration it was created with.
    public let config: CardSubmitComponentConfig
    private let tokenizer: (any CardTokenizer)?
    weak var number: CardNumberComponent?
    weak var expiry: CardExpiryDateComponent?
    weak var cvc: CardCvcComponent?
    weak var holder: CardHolderNameComponent?
    /// Whether a submission is between validation and its outcome (a second tap must not pay twice).
    public private(set) var isSubmitting = false

    init(id: String, config: CardSubmitComponentConfig, environment: CheckoutEnvironment) {
        componentId = id
        self.config = config
        tokenizer = environment.tokenizer
    }

    /// Always ``ComponentType/cardSubmit``.
    public var componentType: ComponentType { .cardSubmit }

    /// Submits the linked fields; every failure also reaches `onSubmitError`.
    ///
    /// While a submission is in flight (awaiting the tokenizer or the hooks), another call does nothing but
    /// return ``SubmitOutcome/failed(_:)`` with ``SubmitError/alreadySubmitting``, without calling any hook, so a
    /// double tap cannot tokenise or authorise twice; the first submission still reports its own outcome.
    @discardableResult public func submit() async -> SubmitOutcome {
        guard !isSubmitting else { return .failed(.alreadySubmitting) }
        isSubmitting = true
        defer { isSubmitting = false }
        guard let number, let expiry, let cvc else {
            return fail(
                SubmitError(
                    failedFields: [], message: CheckoutError.missingComponent("card number, expiry or CVC").description)
            )
        }
        let fields: [any CardFieldComponent] = [number, expiry, cvc] + (holder.map { [$0] } ?? [])
        let failed = fields.flatMap { $0.validate() }.filter { !$0.isValid }
        guard failed.isEmpty else {
            return fail(SubmitError(failedFields: failed, message: "Some card fields are not valid."))
        }
        guard let tokenizer else {
            return fail(
                SubmitError(failedFields: [], message: "No tokenizer is configured; set CheckoutEnvironment.tokenizer.")
            )
        }
        guard let date = expiry.validation.date else {
            return fail(SubmitError(failedFields: [], message: "The expiry date is incomplete."))
        }
        let holderName = holder?.getValue()
        let card = CardDetails(
            number: number.digits, expiryMonth: date.month, expiryYear: date.year, cvc: cvc.getValue(),
            holderName: holderName?.isEmpty == false ? holderName : nil)
        do {
            let token = try await tokenizer.tokenize(card)
            config.onPostTokenisation?(token)
            var transaction = TransactionInitiationData()
            if let hook = config.onPreAuthorisation {
                guard let approved = await hook(PreAuthorisationData(token: token)) else { return .cancelled }
                transaction = approved
            }
            let result = try await tokenizer.authorise(token, transaction: transaction)
            config.onPostAuthorisation?(result)
            return .authorised(result)
        } catch {
            return fail(SubmitError(failedFields: [], message: "Payment failed: \(error)"))
        }
    }

    /// The button.
    public func buildContent() -> Scene {
        let frame = Rect(x: 0, y: 0, width: FieldSceneBuilder.width, height: 48)
        return Scene(
            width: frame.width, height: frame.height,
            nodes: [
                .shape(ShapeNode(frame: frame, cornerRadius: 10, fill: .color(.blue))),
                .text(
                    TextNode(
                        config.buttonText, at: Point(x: frame.width / 2, y: 30),
                        font: Font(size: 17, weight: .semibold),
                        color: .white, anchor: .middle, maxWidth: frame.width - 24)),
            ], title: config.buttonText)
    }

    /// The id.
    public var description: String { "CardSubmitComponent(\(componentId))" }

    private func fail(_ error: SubmitError) -> SubmitOutcome {
        config.onSubmitError?(error)
        return .failed(error)
    }
}

import Checkout
import Foundation

/// The Checkout tabs open in browsers: one ``CheckoutEditor`` per page load, the oldest forgotten beyond
/// ``capacity`` so a page reloaded many times cannot grow the server without end.
@MainActor
final class CheckoutDesk {
    /// How many forms are kept.
    static let capacity = 16

    private var editors: [String: CheckoutEditor] = [:]
    private var order: [String] = []
    private let resources: AppResources
    private let environment: CheckoutEnvironment

    init(resources: AppResources, environment: CheckoutEnvironment) {
        self.resources = resources
        self.environment = environment
    }

    /// Opens a new form and returns its id and first state.
    func open(look: CheckoutLook = .standard) throws -> (id: String, state: CheckoutEditor.State) {
        let id = AppGate.randomToken().prefix(32).description
        let editor = try CheckoutEditor(look: look, resources: resources, environment: environment)
        editors[id] = editor
        order.append(id)
        if order.count > Self.capacity { editors[order.removeFirst()] = nil }
        return (id, editor.state())
    }

    /// The form `id`.
    func editor(_ id: String) throws(AppRequestError) -> CheckoutEditor {
        guard let editor = editors[id] else {
            throw .notFound("This form is no longer open on the server; reload the page.")
        }
        return editor
    }

    /// Replaces form `id` with the same card in another look.
    func relook(_ id: String, to look: CheckoutLook) throws -> CheckoutEditor.State {
        let replaced = try editor(id).relooked(look, resources: resources, environment: environment)
        editors[id] = replaced
        return replaced.state()
    }
}

/// The names of the API's calls, for the debug log and error messages: the OpenAPI `operationId` with
/// the method and path, e.g. `list_payment_options (POST /payment-options)`.
enum Gr4vyOperation {
    /// `operationId (METHOD path)` for a known call, `METHOD path` for any other.
    static func name(method: String, path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        let id: String? =
            switch (method, parts.count, parts.first, parts.last) {
            case ("POST", 1, "payment-options", _): "list_payment_options"
            case ("GET", 1, "card-details", _): "get_card_details"
            case ("GET", 2, "buyers", "payment-methods"): "list_buyer_payment_methods"
            case ("POST", 1, "buyers", _): "add_buyer"
            case ("POST", 2, "checkout", _): "create_checkout_session"
            case ("GET", 3, "checkout", _): "get_checkout_session"
            case ("PUT", 4, "checkout", "fields"): "update_checkout_session_fields"
            // Not in the published document; the names follow its style.
            case ("GET", 4, "checkout", "three-d-secure-version"): "get_three_d_secure_version"
            case ("POST", 4, "checkout", "three-d-secure-authenticate"): "three_d_secure_authenticate"
            default: nil
            }
        return id.map { "\($0) (\(method) \(path))" } ?? "\(method) \(path)"
    }
}

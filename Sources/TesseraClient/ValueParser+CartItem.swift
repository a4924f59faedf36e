import Foundation
import Gr4vyClient
import TesseraCore

extension ValueParser where Value == Gr4vyPaymentOptionCartItem {
    /// A cart item as a JSON object with the API's field names; an unknown field is refused, since a typo
    /// would otherwise be dropped silently.
    package static let cartItem = ValueParser(
        expected: "a JSON object with the API's cart-item fields, at least \"name\", \"quantity\" and "
            + "\"unit_amount\", and no unknown field"
    ) { text in
        guard let item = try? JSONDecoder().decode(Gr4vyPaymentOptionCartItem.self, from: Data(text.utf8)),
            unknownFields(in: text, of: item).isEmpty
        else { return nil }
        return item
    }

    /// The non-null fields of the JSON object `text` that `item` does not encode again: names the API's
    /// `CartItem` does not have.
    private static func unknownFields(in text: String, of item: Gr4vyPaymentOptionCartItem) -> [String] {
        guard case .object(let given)? = JSONValue(parsing: Data(text.utf8)),
            let encoded = try? JSONEncoder().encode(item),
            case .object(let known)? = JSONValue(parsing: encoded)
        else { return [] }
        return given.filter { $0.value != .null && known[$0.key] == nil }.keys.sorted()
    }
}

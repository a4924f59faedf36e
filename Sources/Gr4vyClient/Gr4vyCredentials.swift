import Foundation
import TesseraCore

/// The token and merchant account id of a client, which may change while requests are in flight.
///
/// Each request reads both once, under the lock, when it is built; an update affects the requests
/// built after it.
final class Gr4vyCredentials: Sendable {
    private let values: Locked<(token: String?, merchantId: String?)>

    init(token: String?, merchantId: String?) {
        values = Locked((Self.nonBlank(token), Self.nonBlank(merchantId)))
    }

    /// The current token and merchant id, read together.
    var current: (token: String?, merchantId: String?) {
        values.value
    }

    /// Replaces the token; blank or nil removes it.
    func update(token newToken: String?) {
        values.withLock { $0.token = Self.nonBlank(newToken) }
    }

    /// Replaces the merchant id; blank or nil removes it.
    func update(merchantId newMerchantId: String?) {
        values.withLock { $0.merchantId = Self.nonBlank(newMerchantId) }
    }

    /// `value` trimmed of whitespace, or nil when that leaves nothing.
    static func nonBlank(_ value: String?) -> String? {
        guard let trimmed = value?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else {
            return nil
        }
        return trimmed
    }
}

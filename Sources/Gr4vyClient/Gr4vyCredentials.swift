import Foundation

/// The token and merchant account id of a client, which may change while requests are in flight.
///
/// Each request reads both once, under the lock, when it is built; an update affects the requests
/// built after it.
final class Gr4vyCredentials: @unchecked Sendable {
    // Safe: `token` and `merchantId` are read and written only while holding `lock`.
    private let lock = NSLock()
    private var token: String?
    private var merchantId: String?

    init(token: String?, merchantId: String?) {
        self.token = Self.nonBlank(token)
        self.merchantId = Self.nonBlank(merchantId)
    }

    /// The current token and merchant id, read together.
    var current: (token: String?, merchantId: String?) {
        lock.withLock { (token, merchantId) }
    }

    /// Replaces the token; blank or nil removes it.
    func update(token newToken: String?) {
        lock.withLock { token = Self.nonBlank(newToken) }
    }

    /// Replaces the merchant id; blank or nil removes it.
    func update(merchantId newMerchantId: String?) {
        lock.withLock { merchantId = Self.nonBlank(newMerchantId) }
    }

    /// `value` trimmed of whitespace, or nil when that leaves nothing.
    static func nonBlank(_ value: String?) -> String? {
        guard let trimmed = value?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else {
            return nil
        }
        return trimmed
    }
}

import COpenSSL
import Foundation

/// One `EVP_PKEY_CTX` kept between operations of the same kind on one key, lent out to one caller at a time.
///
/// Making a context and initialising it looks the algorithm up in OpenSSL's provider store every time;
/// a key that agrees many times (a directory server's or a wallet's private key) keeps one initialised
/// context and only sets the new peer on it. A caller takes the context (the slot is then empty, so a
/// concurrent caller makes a fresh one), uses it alone, and gives it back; a context that failed is freed
/// instead, so a half-done operation is never reused.
///
/// Safe: `context` is only read or written while holding `lock`, and a taken context
/// belongs to the one caller that took it until it is given back.
final class ContextSlot: @unchecked Sendable {
    private let lock = NSLock()
    private var context: OpaquePointer?

    deinit { EVP_PKEY_CTX_free(context) }

    /// The kept context, if there is one; the slot is empty until ``giveBack(_:)``.
    func take() -> OpaquePointer? {
        lock.withLock {
            defer { context = nil }
            return context
        }
    }

    /// Keeps `context` for the next caller, or frees it when another one is already kept.
    func giveBack(_ context: OpaquePointer) {
        let spare: OpaquePointer? = lock.withLock {
            guard self.context == nil else { return context }
            self.context = context
            return nil
        }
        EVP_PKEY_CTX_free(spare)
    }
}

import COpenSSL
import Foundation

/// One OpenSSL object kept between operations of the same kind on one key, lent out to one caller at a time.
///
/// Making a context and initialising it looks the algorithm up in OpenSSL's provider store every time;
/// a key that agrees many times (a directory server's or a wallet's private key) keeps one initialised
/// context and only sets the new peer on it, and one scratch peer key that each agreement decodes its
/// ephemeral point into. A caller takes the object (the slot is then empty, so a concurrent caller makes a
/// fresh one), uses it alone, and gives it back; an object an operation failed with is freed instead, so a
/// half-done one is never reused.
///
/// Safe: `object` is only read or written while holding `lock`, and a taken object
/// belongs to the one caller that took it until it is given back.
final class ContextSlot: @unchecked Sendable {
    private let lock = NSLock()
    private var object: OpaquePointer?
    private let release: (OpaquePointer) -> Void

    /// An empty slot for objects that `release` frees (by default `EVP_PKEY_CTX`s).
    init(release: @escaping (OpaquePointer) -> Void = { EVP_PKEY_CTX_free($0) }) {
        self.release = release
    }

    deinit { object.map(release) }

    /// The kept object, if there is one; the slot is empty until ``giveBack(_:)``.
    func take() -> OpaquePointer? {
        lock.withLock {
            defer { object = nil }
            return object
        }
    }

    /// Keeps `object` for the next caller, or frees it when another one is already kept.
    func giveBack(_ object: OpaquePointer) {
        let spare: OpaquePointer? = lock.withLock {
            guard self.object == nil else { return object }
            self.object = object
            return nil
        }
        spare.map(release)
    }

    /// Frees an object that an operation failed with, instead of giving it back.
    func discard(_ object: OpaquePointer) {
        release(object)
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A lock a process holds while it sends one payment, so another process (or wallet) reconciling the same
/// files leaves that payment to its sender instead of settling it under it.
///
/// One file per payment, `<request id>.lock` in the folder, held with `flock`: the kernel drops the lock when
/// the sender ends or is killed, so a payment whose file can be locked has no live sender. Used only inside its
/// wallet's actor.
final class PaymentLock {
    private let descriptor: Int32
    private let path: String
    private var released = false

    /// Creates and locks the file of payment `requestID`.
    init(directory: String, requestID: String) throws(WalletError) {
        if mkdir(directory, 0o700) != 0, errno != EEXIST {
            throw .storeFailed("cannot create \(directory): \(String(cString: strerror(errno)))")
        }
        path = Self.path(directory, requestID)
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .storeFailed("cannot create \(path): \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw .operationAlreadyOngoing(requestID)
        }
    }

    /// Removes the file and drops the lock: the payment is settled, or left for the next command to settle.
    func release() {
        guard !released else { return }
        released = true
        unlink(path)
        close(descriptor)
    }

    /// A lock dropped unreleased (its wallet was closed) is let go as a killed process's is: the file stays.
    deinit {
        if !released { close(descriptor) }
    }

    /// Whether a live sender holds the lock of payment `requestID`.
    static func isHeld(directory: String, requestID: String) -> Bool {
        let descriptor = open(path(directory, requestID), O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return flock(descriptor, LOCK_EX | LOCK_NB) != 0
    }

    /// Removes the file of a payment that is settled (its sender died without removing it).
    static func remove(directory: String, requestID: String) {
        unlink(path(directory, requestID))
    }

    private static func path(_ directory: String, _ requestID: String) -> String {
        directory + "/" + requestID.filter { $0.isLetter || $0.isNumber || $0 == "-" } + ".lock"
    }
}

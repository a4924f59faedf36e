import Foundation

/// The source of new ids every Tessera module is given beside its ``WallClock``, so nothing makes a UUID
/// inside its logic.
///
/// Pass ``live`` in apps and ``incrementing`` in tests:
///
/// ```swift
/// let ids = IDGenerator.incrementing
/// print(ids())  // 00000000-0000-0000-0000-000000000001
/// print(ids())  // 00000000-0000-0000-0000-000000000002
/// ```
public struct IDGenerator: Sendable {
    private let make: @Sendable () -> UUID

    /// A generator that answers with what `make` returns.
    public init(_ make: @escaping @Sendable () -> UUID) {
        self.make = make
    }

    /// A new id.
    public func callAsFunction() -> UUID {
        make()
    }

    /// Random (version 4) UUIDs, from the system's random number generator (`getrandom` on Linux).
    ///
    /// Not `UUID()`: on Linux it opens, reads and closes `/dev/urandom` for every id, three system calls where
    /// `SystemRandomNumberGenerator` makes two (`getrandom`, once per 64 bits).
    public static let live = IDGenerator {
        var random = SystemRandomNumberGenerator()
        var words = (random.next() as UInt64, random.next() as UInt64)
        return withUnsafeMutableBytes(of: &words) { bytes in
            bytes[6] = bytes[6] & 0x0F | 0x40  // version 4 (RFC 9562 §5.4)
            bytes[8] = bytes[8] & 0x3F | 0x80  // the RFC's variant, 0b10
            return UUID(uuid: bytes.load(as: uuid_t.self))
        }
    }

    /// A new generator whose ids count up from `00000000-0000-0000-0000-000000000001`, safely from any
    /// thread; each generator counts on its own.
    public static var incrementing: IDGenerator {
        let count = Locked<UInt64>(0)
        return IDGenerator {
            let next = count.withLock { count in
                count += 1
                return count
            }
            return UUID(uuidString: "00000000-0000-0000-0000-" + String(format: "%012llx", next))!
        }
    }
}

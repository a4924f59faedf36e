import Foundation

/// A source of random bytes for keys, IVs and serial numbers, injected so tests can fix it.
///
/// The live source, `SecureRandom.live`, is the crypto library's CSPRNG, in JOSE: only JOSE touches the crypto library.
public struct SecureRandom: Sendable {
    /// Returns `count` random bytes.
    public let bytes: @Sendable (Int) throws -> Data

    /// Creates a source that calls `bytes`.
    public init(bytes: @escaping @Sendable (Int) throws -> Data) {
        self.bytes = bytes
    }

    /// A source that always returns `pattern` repeated or cut to the requested length (tests only).
    public static func repeating(_ pattern: Data) -> SecureRandom {
        SecureRandom { count in
            Data((0..<count).map { pattern[pattern.startIndex + $0 % pattern.count] })
        }
    }
}

import Foundation

/// The Concat KDF of NIST SP 800-56A with SHA-256, as ECDH-ES uses it (RFC 7518 §4.6.2).
///
/// `OtherInfo` is `AlgorithmID || PartyUInfo || PartyVInfo || SuppPubInfo`, where the first three are
/// each a 32-bit big-endian length followed by the bytes, and `SuppPubInfo` is the key length in bits
/// as a 32-bit big-endian number. Each round hashes a 32-bit counter (from 1), Z and `OtherInfo`.
public enum ConcatKDF {
    /// What the derivation binds besides the shared secret.
    public struct Context: Sendable, Equatable {
        /// The algorithm identifier: the `enc` value for JWE ECDH-ES, empty for 3-D Secure.
        public var algorithmID: Data
        /// Information about the producer (`apu`).
        public var partyUInfo: Data
        /// Information about the recipient (`apv`, or the 3-D Secure SDK reference number / DS id).
        public var partyVInfo: Data

        /// Creates a context from its three byte strings.
        public init(algorithmID: Data, partyUInfo: Data = Data(), partyVInfo: Data = Data()) {
            self.algorithmID = algorithmID
            self.partyUInfo = partyUInfo
            self.partyVInfo = partyVInfo
        }

        /// The context RFC 7518 prescribes for ECDH-ES in direct key agreement mode.
        public static func jwe(enc: JWEEncryption, apu: Data = Data(), apv: Data = Data()) -> Context {
            Context(algorithmID: Data(enc.rawValue.utf8), partyUInfo: apu, partyVInfo: apv)
        }
    }

    /// Derives `length` bytes from the shared secret `z` bound to `context`.
    public static func deriveKey(sharedSecret z: Data, length: Int, context: Context) throws -> Data {
        guard length > 0, length <= 1024 else { throw JOSEError.malformed("A derived key must be 1–1024 bytes.") }
        var otherInfo = Data()
        for field in [context.algorithmID, context.partyUInfo, context.partyVInfo] {
            otherInfo += bigEndian(UInt32(field.count)) + field
        }
        otherInfo += bigEndian(UInt32(length * 8))
        var output = Data()
        var counter: UInt32 = 1
        while output.count < length {
            output += try Digest.sha256.hash(bigEndian(counter) + z + otherInfo)
            counter += 1
        }
        return output.prefix(length)
    }

    private static func bigEndian(_ value: UInt32) -> Data {
        withUnsafeBytes(of: value.bigEndian) { Data($0) }
    }
}

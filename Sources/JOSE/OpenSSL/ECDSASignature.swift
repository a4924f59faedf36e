internal import COpenSSL
import Foundation

/// Converts ECDSA signatures between DER (OpenSSL) and the fixed-size `R || S` of JWS (RFC 7518 §3.4).
enum ECDSASignature {
    /// The `R || S` form of a DER signature, each half left-padded to `size` bytes.
    static func raw(fromDER der: Data, size: Int) throws -> Data {
        let signature = der.withBytes { bytes, count in
            var cursor: UnsafePointer<UInt8>? = bytes
            return d2i_ECDSA_SIG(nil, &cursor, count)
        }
        guard let signature else { throw OpenSSLFailure.error("OpenSSL produced an unreadable ECDSA signature") }
        defer { ECDSA_SIG_free(signature) }
        var output = Data()
        for number in [ECDSA_SIG_get0_r(signature), ECDSA_SIG_get0_s(signature)] {
            output += Data.filling(count: size) { Int(BN_bn2binpad(number, $0, Int32(size))) }
        }
        guard output.count == 2 * size else { throw OpenSSLFailure.error("an ECDSA signature half is too long") }
        return output
    }

    /// The DER form of an `R || S` signature, or nil when it is not exactly `2 * size` bytes.
    static func der(fromRaw raw: Data, size: Int) -> Data? {
        guard raw.count == 2 * size, let signature = ECDSA_SIG_new() else { return nil }
        defer { ECDSA_SIG_free(signature) }
        let r = raw.prefix(size).withBytes { BN_bin2bn($0, Int32($1), nil) }
        let s = raw.suffix(size).withBytes { BN_bin2bn($0, Int32($1), nil) }
        guard let r, let s, ECDSA_SIG_set0(signature, r, s) == 1 else {
            BN_free(r)
            BN_free(s)
            return nil
        }
        let length = i2d_ECDSA_SIG(signature, nil)
        guard length > 0 else { return nil }
        return Data.filling(count: Int(length)) { out in
            var cursor: UnsafeMutablePointer<UInt8>? = out
            return Int(i2d_ECDSA_SIG(signature, &cursor))
        }
    }
}

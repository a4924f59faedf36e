/// Re-serialises compact JOSE tokens for the JWS and JWE targets.
public enum CompactToken {
    /// `token` rebuilt from its dot-separated parts, each decoded and encoded again by `reencode` (nil when a part
    /// does not decode, which yields a part no decoder accepts), and the number of parts.
    public static func reserialise(_ token: String, _ reencode: (Substring) -> String?) -> (token: String, parts: Int) {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        return (parts.map { reencode($0) ?? "!" }.joined(separator: "."), parts.count)
    }
}

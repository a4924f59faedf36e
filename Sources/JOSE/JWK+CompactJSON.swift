extension JWK {
    /// The members of the key as compact JSON values, sorted by name.
    var jsonMembers: [(String, CompactJSON.Value?)] {
        [
            ("alg", alg.map(CompactJSON.Value.string)), ("crv", crv.map { .string($0.rawValue) }),
            ("d", d.map(CompactJSON.Value.string)), ("dp", dp.map(CompactJSON.Value.string)),
            ("dq", dq.map(CompactJSON.Value.string)), ("e", e.map(CompactJSON.Value.string)),
            ("k", k.map(CompactJSON.Value.string)), ("kid", kid.map(CompactJSON.Value.string)),
            ("kty", .string(kty.rawValue)), ("n", n.map(CompactJSON.Value.string)),
            ("p", p.map(CompactJSON.Value.string)), ("q", q.map(CompactJSON.Value.string)),
            ("qi", qi.map(CompactJSON.Value.string)), ("use", use.map(CompactJSON.Value.string)),
            ("x", x.map(CompactJSON.Value.string)), ("x5c", x5c.map(CompactJSON.Value.strings)),
            ("y", y.map(CompactJSON.Value.string)),
        ]
    }
}

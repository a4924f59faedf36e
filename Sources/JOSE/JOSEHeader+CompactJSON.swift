extension JOSEHeader {
    /// The members of the header as compact JSON values, sorted by name.
    var jsonMembers: [(String, CompactJSON.Value?)] {
        [
            ("alg", alg.map(CompactJSON.Value.string)), ("apu", apu.map(CompactJSON.Value.string)),
            ("apv", apv.map(CompactJSON.Value.string)), ("crit", crit.map(CompactJSON.Value.strings)),
            ("cty", cty.map(CompactJSON.Value.string)), ("enc", enc.map(CompactJSON.Value.string)),
            ("epk", epk.map { .object($0.jsonMembers) }), ("kid", kid.map(CompactJSON.Value.string)),
            ("typ", typ.map(CompactJSON.Value.string)), ("x5c", x5c.map(CompactJSON.Value.strings)),
            ("zip", zip.map(CompactJSON.Value.string)),
        ]
    }
}

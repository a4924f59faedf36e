extension JWK: CustomStringConvertible, CustomDebugStringConvertible {
    /// The key type, curve or size and identifier, with public values shortened and private values masked.
    public var description: String {
        var parts = ["kty: \(kty.rawValue)"]
        if let crv { parts.append("crv: \(crv.rawValue)") }
        if let kid { parts.append("kid: \(kid)") }
        for case (let name, let value?) in [("x", x), ("y", y), ("n", n), ("e", e)] {
            parts.append("\(name): \(Self.shortened(value))")
        }
        for case (let name, _?) in [("d", d), ("k", k)] {
            parts.append("\(name): ••••")
        }
        return "JWK(" + parts.joined(separator: ", ") + ")"
    }

    /// The same as ``description``: private material never appears in debug output either.
    public var debugDescription: String { description }

    /// The first and last four characters of a public value.
    static func shortened(_ value: String) -> String {
        value.count <= 12 ? value : "\(value.prefix(4))…\(value.suffix(4))"
    }
}

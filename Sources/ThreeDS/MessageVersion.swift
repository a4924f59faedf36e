/// An EMV 3-D Secure protocol version this SDK speaks.
public enum MessageVersion: String, Sendable, CaseIterable, Codable {
    /// EMV 3DS 2.1.0.
    case v210 = "2.1.0"
    /// EMV 3DS 2.2.0.
    case v220 = "2.2.0"
    /// EMV 3DS 2.3.1.
    case v231 = "2.3.1"

    /// Reads a version string, or throws an error that lists the supported ones.
    public init(validating text: String) throws {
        guard let version = MessageVersion(rawValue: text) else {
            let known = MessageVersion.allCases.map(\.rawValue).joined(separator: ", ")
            throw ThreeDSError.input("Message version '\(text)' is not supported; use one of \(known).")
        }
        self = version
    }
}

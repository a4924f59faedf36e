/// A CRes that breaks the protocol: the error code the SDK sends back in its `Erro`, and why.
struct ProtocolFailure: Error, Equatable {
    let code: String
    let detail: String

    var description: String {
        switch code {
        case "101": "Message received invalid"
        case "201": "A message element required as defined in the specification is missing"
        case "202": "Critical message extension not recognised"
        case "203": "Data element not in the required format or value is invalid"
        case "301": "Transaction ID not recognised"
        case "302": "Data could not be decrypted by the receiving system"
        case "402": "Transaction timed out"
        default: "Protocol error"
        }
    }

    /// 101: the message is not a CRes at all.
    static func invalidMessage(_ detail: String) -> ProtocolFailure { ProtocolFailure(code: "101", detail: detail) }
    /// 201: a required element is missing.
    static func missing(_ field: String) -> ProtocolFailure {
        ProtocolFailure(code: "201", detail: "\(field) is missing.")
    }
    /// 202: a critical message extension this SDK does not know.
    static func criticalExtension(_ detail: String) -> ProtocolFailure { ProtocolFailure(code: "202", detail: detail) }
    /// 203: an element has the wrong format or an invalid value.
    static func invalid(_ field: String, _ why: String) -> ProtocolFailure {
        ProtocolFailure(code: "203", detail: "\(field) \(why)")
    }
    /// 301: a transaction id does not match.
    static func unknownTransaction(_ field: String) -> ProtocolFailure {
        ProtocolFailure(code: "301", detail: "\(field) does not match this transaction.")
    }
    /// 302: the message could not be decrypted, or its counter is out of sequence.
    static func decryption(_ detail: String) -> ProtocolFailure { ProtocolFailure(code: "302", detail: detail) }
}

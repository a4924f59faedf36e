import Foundation
import TesseraCore

extension Gr4vyTokenizeResult {
    /// The result as one line of JSON, as the sample app shows it (seed 004) and `tessera tokenize` prints it:
    /// `{"tokenized": true, "authentication": {"attempted": true, "type": "challenge", "transaction_status": "Y",
    /// "user_cancelled": false, "timed_out": false, "failure_reason": null}}`.
    ///
    /// The members, names and order are those of the `Encodable` form; only the spacing differs.
    public var jsonLine: String {
        let tokenizedMember = #""tokenized": \#(tokenized)"#
        guard let authentication else { return "{\(tokenizedMember)}" }
        let members = authentication.members.map { member in
            "\"\(member.key.stringValue)\": " + String(decoding: member.value.compactData, as: UTF8.self)
        }
        return "{\(tokenizedMember), \"authentication\": {" + members.joined(separator: ", ") + "}}"
    }
}

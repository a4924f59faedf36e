import Foundation
import TesseraCore

/// The 3-D Secure outcome of a checkout session as the transaction paid with it reports it: the
/// spec's `TransactionThreeDSecureSummary`, built from what the session's authentication recorded.
///
/// `transaction_status` `Y` and `A` are `complete`, `N` and `R` `declined`, `U` and an `ERROR` answer
/// `error`; a challenge never finished is `cancelled`. The ECI is the scheme's for that status.
enum TransactionThreeDSecure {
    /// What `POST …/three-d-secure-authenticate` records on the session.
    static func record(method: String?, transStatus: String?, acsTransactionID: String? = nil) -> JSONValue {
        [
            "method": .string(method), "trans_status": .string(transStatus),
            "acs_transaction_id": .string(acsTransactionID),
        ]
    }

    /// The summary for `recorded` (nil: never authenticated) of a card of `scheme`, paying `amount`;
    /// `challenge` is the ACS's record when the authentication was a challenge.
    static func summary(
        _ recorded: JSONValue?, challenge: ACSChallengeRecord?, scheme: String?, amount: Int,
        dsTransactionID: String, cavv: String
    ) -> JSONValue {
        guard let recorded else { return .null }
        let method = recorded["method"]?.string
        var transStatus = recorded["trans_status"]?.string
        var status: String
        if method == "challenge" {
            transStatus = challenge?.transStatus
            switch challenge?.status {
            case .completed?: status = transStatus == "Y" || transStatus == "A" ? "complete" : "declined"
            case .errored?: status = "error"
            default: status = "cancelled"
            }
        } else {
            switch transStatus {
            case "Y", "A": status = "complete"
            case "N", "R": status = "declined"
            default: status = "error"
            }
        }
        guard method != nil, let transStatus else {
            return [
                "version": .string(SandboxHandler.threeDSMessageVersion), "status": .string(status),
                "method": .string(method), "amount": .integer(Int64(amount)), "response_data": .null,
                "error_data": method == nil ? ["description": "The authentication ended with an error"] : .null,
            ]
        }
        let authenticated = transStatus == "Y" || transStatus == "A"
        let response: JSONValue = [
            "version": .string(SandboxHandler.threeDSMessageVersion),
            "directory_response": .string(method == "challenge" ? "C" : transStatus),
            "authentication_response": .string(transStatus), "cavv": authenticated ? .string(cavv) : .null,
            "eci": .string(eci(transStatus, scheme: scheme)),
            "directory_transaction_id": .string(dsTransactionID),
            "cardholder_info": transStatus == "R"
                ? "Your bank declined to authenticate this payment. Use another card." : .null,
            "transaction_reason": .null,
        ]
        return [
            "version": .string(SandboxHandler.threeDSMessageVersion), "status": .string(status),
            "method": .string(method), "amount": .integer(Int64(amount)), "response_data": response,
            "error_data": .null,
        ]
    }

    /// The Electronic Commerce Indicator: Mastercard's 02 / 01 / 00, everyone else's 05 / 06 / 07.
    static func eci(_ transStatus: String, scheme: String?) -> String {
        let mastercard = scheme == "mastercard"
        switch transStatus {
        case "Y": return mastercard ? "02" : "05"
        case "A": return mastercard ? "01" : "06"
        default: return mastercard ? "00" : "07"
        }
    }
}

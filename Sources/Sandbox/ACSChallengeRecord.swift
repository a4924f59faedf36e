import Foundation
import SQLite

/// One challenge of the emulated ACS as stored, keyed by its `acsTransID`.
///
/// Public and read-only so that tests on either side can see what the ACS received: how many CReqs,
/// resends, and the Erro code of the message that ended it.
public struct ACSChallengeRecord: Sendable, Equatable {
    /// Where a challenge stands.
    public enum Status: String, Sendable {
        /// Waiting for the next CReq.
        case open
        /// Ended by a CRes with a `transStatus`.
        case completed
        /// Ended by an Erro message, sent or received.
        case errored
    }

    /// The ACS transaction id (`acsTransID`).
    public let acsTransactionID: String
    /// The 3DS Server transaction id (`threeDSServerTransID`).
    public let serverTransactionID: String
    /// The SDK transaction id (`sdkTransID`).
    public let sdkTransactionID: String
    /// The checkout session the challenge authenticates.
    public let sessionID: String
    /// The protocol version, such as `2.2.0`.
    public let messageVersion: String
    let scenario: ACSScenario
    let sessionKey: Data
    /// The `sdkCounterStoA` the next CReq must carry, as a number.
    public internal(set) var nextCounter: Int
    /// Where the challenge stands.
    public internal(set) var status: Status
    /// The final `transStatus` once completed.
    public internal(set) var transStatus: String?
    /// How many CReqs were accepted (the first included).
    public internal(set) var creqCount: Int
    /// How many times the cardholder asked for a new code.
    public internal(set) var resendCount: Int
    /// The `errorCode` of the Erro that ended the challenge: received from the SDK or sent by the ACS.
    public internal(set) var errorCode: String?
    /// Who reported that error: `C` (the SDK) or `A` (the ACS).
    public internal(set) var errorComponent: String?

    init(
        acsTransactionID: String, serverTransactionID: String, sdkTransactionID: String, sessionID: String,
        messageVersion: String, scenario: ACSScenario, sessionKey: Data
    ) {
        self.acsTransactionID = acsTransactionID
        self.serverTransactionID = serverTransactionID
        self.sdkTransactionID = sdkTransactionID
        self.sessionID = sessionID
        self.messageVersion = messageVersion
        self.scenario = scenario
        self.sessionKey = sessionKey
        (nextCounter, status, creqCount, resendCount) = (0, .open, 0, 0)
    }

    init?(row: Row) {
        guard let id = row["acs_trans_id"].string, let scenario = row["scenario"].string.flatMap(ACSScenario.init),
            let key = row["session_key"].data, let status = row["status"].string.flatMap(Status.init)
        else { return nil }
        self.init(
            acsTransactionID: id, serverTransactionID: row["server_trans_id"].string ?? "",
            sdkTransactionID: row["sdk_trans_id"].string ?? "", sessionID: row["session_id"].string ?? "",
            messageVersion: row["message_version"].string ?? "", scenario: scenario, sessionKey: key)
        self.status = status
        nextCounter = row["next_counter"].int ?? 0
        transStatus = row["trans_status"].string
        creqCount = row["creq_count"].int ?? 0
        resendCount = row["resend_count"].int ?? 0
        errorCode = row["error_code"].string
        errorComponent = row["error_component"].string
    }

    /// Compares everything but the session key, which is never shown.
    public static func == (left: ACSChallengeRecord, right: ACSChallengeRecord) -> Bool {
        left.acsTransactionID == right.acsTransactionID && left.status == right.status
            && left.nextCounter == right.nextCounter && left.transStatus == right.transStatus
            && left.creqCount == right.creqCount && left.resendCount == right.resendCount
            && left.errorCode == right.errorCode && left.errorComponent == right.errorComponent
    }
}

import Foundation
import JOSE
import TesseraCore
import Transport

/// One decrypted CReq of an open challenge, checked and answered with a CRes or an Erro.
struct ACSExchange {
    /// The members every CReq carries.
    static let requiredFields = [
        "threeDSServerTransID", "acsTransID", "messageType", "messageVersion", "sdkTransID", "sdkCounterStoA",
    ]
    /// The members that carry the cardholder's action; a CReq after the first carries at least one.
    static let entryFields = [
        "challengeDataEntry", "challengeNoEntry", "challengeHTMLDataEntry", "challengeCancel", "oobContinue",
        "resendChallenge",
    ]
    /// The most message extensions a message may carry.
    static let maximumExtensions = 10

    let challenge: ACSChallengeRecord
    let store: SandboxStore
    let environment: SandboxEnvironment

    /// The answer to the decrypted CReq `plaintext`.
    func answer(_ plaintext: Data) throws -> HTTPResponse {
        guard let creq = JSONValue(parsing: plaintext, maxDepth: SandboxHandler.maxJSONDepth), creq.isObject else {
            throw try end("101", "Message received invalid", "The CReq is not a JSON object.")
        }
        if creq["messageType"]?.string == "Erro" {
            _ = try store.recordError(
                acsTransactionID: challenge.acsTransactionID, code: creq["errorCode"]?.string ?? "", component: "C")
            return HTTPResponse(status: 200)
        }
        guard challenge.status == .open else {
            throw ACSFault(
                "301", "Transaction ID not recognised", "The challenge with this acsTransID has ended.",
                ids: .channel(challenge))
        }
        let counter = try check(creq)
        let outcome: ACSScenario.Outcome =
            counter == 0 ? .again(resent: false) : challenge.scenario.outcome(of: creq)
        var next = challenge
        next.nextCounter = counter + 1
        next.creqCount += 1
        switch outcome {
        case .completed(let status):
            (next.status, next.transStatus) = (.completed, status)
        case .again(let resent):
            if resent { next.resendCount += 1 }
        }
        guard try store.update(next, expectedCounter: counter) else {
            throw ACSFault(
                "302", "Data decryption failure", "This sdkCounterStoA was already answered.", ids: .channel(challenge))
        }
        return try ACSFault.seal(
            cres(counter: counter, outcome: outcome), key: challenge.sessionKey,
            acsTransactionID: challenge.acsTransactionID, random: environment.random)
    }

    /// Checks the CReq's members against the challenge; returns its counter or throws the Erro that ends it.
    private func check(_ creq: JSONValue) throws -> Int {
        for field in Self.requiredFields {
            guard let value = creq[field]?.string, !value.isEmpty else {
                throw try end("201", "Required data element missing", field)
            }
        }
        guard creq["messageType"]?.string == "CReq" else {
            throw try end("101", "Message received invalid", "messageType")
        }
        guard creq["messageVersion"]?.string == challenge.messageVersion else {
            throw try end("203", "Format of one or more data elements is invalid", "messageVersion")
        }
        let ids = [
            ("threeDSServerTransID", challenge.serverTransactionID), ("acsTransID", challenge.acsTransactionID),
            ("sdkTransID", challenge.sdkTransactionID),
        ]
        for (field, expected) in ids where creq[field]?.string?.lowercased() != expected {
            throw try end("301", "Transaction ID not recognised", field)
        }
        let text = creq["sdkCounterStoA"]?.string ?? ""
        guard text.isDigits(3...3), let counter = Int(text) else {
            throw try end("203", "Format of one or more data elements is invalid", "sdkCounterStoA")
        }
        guard counter == challenge.nextCounter else {
            throw try end("302", "Data decryption failure", "sdkCounterStoA")
        }
        try checkExtensions(creq["messageExtension"])
        if counter > 0 { try checkEntry(creq) }
        return counter
    }

    private func checkExtensions(_ extensions: JSONValue?) throws {
        guard let extensions else { return }
        guard case .array(let items) = extensions, items.count <= Self.maximumExtensions else {
            throw try end("203", "Format of one or more data elements is invalid", "messageExtension")
        }
        if items.contains(where: { $0["criticalityIndicator"] == .bool(true) }) {
            throw try end("202", "Critical message extension not recognised", "messageExtension")
        }
    }

    private func checkEntry(_ creq: JSONValue) throws {
        let present = Self.entryFields.filter { creq[$0] != nil }
        guard !present.isEmpty else {
            throw try end("201", "Required data element missing", "challengeDataEntry")
        }
        for field in present {
            let value = creq[field]?.string ?? ""
            let valid =
                switch field {
                case "challengeCancel": value.isDigits(2...2) && ("01"..."08").contains(value)
                case "challengeNoEntry", "oobContinue", "resendChallenge": value == "Y"
                default: !value.isEmpty
                }
            guard valid else { throw try end("203", "Format of one or more data elements is invalid", field) }
        }
    }

    /// Ends the challenge with an Erro sent by the ACS, and returns that Erro to throw.
    private func end(_ code: String, _ description: String, _ detail: String) throws -> ACSFault {
        _ = try store.recordError(acsTransactionID: challenge.acsTransactionID, code: code, component: "A")
        return ACSFault(code, description, detail, ids: .channel(challenge))
    }

    /// The CRes for the CReq with `counter`, with this scenario's fault in the first one.
    private func cres(counter: Int, outcome: ACSScenario.Outcome) -> JSONValue {
        var fields: [String: JSONValue] = [
            "threeDSServerTransID": .string(challenge.serverTransactionID),
            "acsTransID": .string(challenge.acsTransactionID), "sdkTransID": .string(challenge.sdkTransactionID),
            "acsCounterAtoS": .string(Self.counterText(counter)), "messageType": "CRes",
            "messageVersion": .string(challenge.messageVersion),
        ]
        switch outcome {
        case .completed(let status):
            fields["challengeCompletionInd"] = "Y"
            fields["transStatus"] = .string(status)
        case .again(let resent):
            fields["challengeCompletionInd"] = "N"
            fields.merge(challenge.scenario.screen(resent: resent, attempt: counter)) { _, new in new }
        }
        if counter == 0 {
            switch challenge.scenario {
            case .wrongCounter: fields["acsCounterAtoS"] = .string(Self.counterText(1))
            case .wrongTransactionID: fields["acsTransID"] = .string(environment.makeID().uuidString.lowercased())
            case .missingField: fields["challengeCompletionInd"] = nil
            default: break
            }
        }
        return .object(fields)
    }

    /// A counter as three digits, such as `007`.
    static func counterText(_ counter: Int) -> String {
        let digits = String(counter)
        return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }
}

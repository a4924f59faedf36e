import Foundation
import Gr4vyClient
import Testing

/// The webhook verifier against the known answer of Gr4vy's Python SDK (1.x `test_gr4vy.py`) and its rules.
@Suite struct Gr4vyWebhookTests {
    static let secret = "Ik4L-8FH0ihWczctcIPXZRR_8F0fPNgmhEfVBbZ3zNwqQVa1Or4tBz4Pgw2eNaVDod7H56Y268h_wohEUaWbUg"
    static let timestamp = "1744018920"
    static let known = "78aca0c78005107a654a957b8566fa6e0e5e06aea92d7da72a6da9e5a690d013"
    static let signedAt = Date(timeIntervalSince1970: 1_744_018_920)

    static func verify(
        payload: String = "payload", signatures: String? = known, timestamp: String? = timestamp,
        secret: String = secret, tolerance: Int = 0, now: Date = signedAt
    ) -> Gr4vyWebhookError? {
        do {
            try Gr4vyWebhook.verify(
                payload: Data(payload.utf8), signatures: signatures, timestamp: timestamp, secret: secret,
                tolerance: tolerance, now: now)
            return nil
        } catch {
            return error
        }
    }

    @Test func theKnownAnswerVerifiesAloneAndBesideAnotherSignature() {
        #expect(Self.verify() == nil)
        #expect(Self.verify(signatures: "\(Self.known),other") == nil)
        #expect(Self.verify(signatures: "other,\(Self.known)") == nil)
    }

    /// (what was changed, the change): each is refused as no matching signature.
    static let forgeries: [(String, String, String, String)] = [
        ("one byte of the payload", "paylaod", known, secret),
        ("a byte appended to the payload", "payload ", known, secret),
        ("one hex digit of the signature", "payload", String(known.dropLast()) + "4", secret),
        ("the signature in upper case", "payload", known.uppercased(), secret),
        ("a v1= prefix", "payload", "v1=\(known)", secret),
        ("a space after the comma", "payload", "other, \(known)", secret),
        ("one byte of the secret", "payload", known, "J" + secret.dropFirst()),
    ]

    @Test(arguments: forgeries)
    func aChangedDeliveryIsRefused(change: String, payload: String, signatures: String, secret: String) {
        let refusal = Self.verify(payload: payload, signatures: signatures, secret: secret)
        #expect(refusal == .noMatchingSignature, "\(change)")
    }

    @Test func aChangedTimestampIsRefused() {
        #expect(Self.verify(timestamp: "1744018921") == .noMatchingSignature)
    }

    @Test func theTimestampIsReadAsAnIntegerAsPythonsIntDoes() {
        #expect(Self.verify(timestamp: " 1744018920") == nil)
        #expect(Self.verify(timestamp: "+1744018920") == nil)
        #expect(Self.verify(timestamp: "1744018920.0") == .invalidTimestamp)
        #expect(Self.verify(timestamp: "soon") == .invalidTimestamp)
    }

    @Test func missingHeadersAreReportedFirst() {
        #expect(Self.verify(signatures: nil) == .missingHeaderValues)
        #expect(Self.verify(signatures: "") == .missingHeaderValues)
        #expect(Self.verify(timestamp: nil) == .missingHeaderValues)
        #expect(Self.verify(signatures: "", timestamp: "soon") == .missingHeaderValues)
        #expect(Self.verify(signatures: "bad", timestamp: "soon") == .invalidTimestamp)
    }

    @Test func theAgeIsCheckedAfterTheSignatureAndOnlyWithATolerance() {
        let later = Self.signedAt.addingTimeInterval(301)
        #expect(Self.verify(tolerance: 300, now: later) == .timestampTooOld)
        #expect(Self.verify(tolerance: 300, now: Self.signedAt.addingTimeInterval(300)) == nil)
        #expect(Self.verify(tolerance: 0, now: later.addingTimeInterval(86_400)) == nil)
        #expect(Self.verify(tolerance: 300, now: Self.signedAt.addingTimeInterval(-3600)) == nil)
        #expect(Self.verify(signatures: "bad", tolerance: 300, now: later) == .noMatchingSignature)
    }

    @Test func theMessagesAreThePythonSDKs() {
        #expect("\(Gr4vyWebhookError.missingHeaderValues)" == "Missing header values")
        #expect("\(Gr4vyWebhookError.invalidTimestamp)" == "Invalid header timestamp")
        #expect("\(Gr4vyWebhookError.noMatchingSignature)" == "No matching signature found")
        #expect("\(Gr4vyWebhookError.timestampTooOld)" == "Timestamp too old")
    }
}

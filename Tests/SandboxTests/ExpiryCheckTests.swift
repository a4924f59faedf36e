import Foundation
import Testing

/// The emulator reads `expiration_date` with CardKit's `MM/YY` parser, at its own clock (UTC).
@Suite struct ExpiryCheckTests {
    /// The harness clock, 2026-11-29T12:00:00Z.
    static let cases: [(String, String?)] = [
        ("11/26", nil), ("12/26", nil), ("01/30", nil), ("12/70", nil),
        ("10/26", "The card has expired"), ("01/20", "The card has expired"),
        ("13/30", "The expiration month must be 01 to 12"), ("00/30", "The expiration month must be 01 to 12"),
        ("1/30", "The expiration date must be MM/YY"), ("01/2030", "The expiration date must be MM/YY"),
        ("0130", "The expiration date must be MM/YY"), ("01-30", "The expiration date must be MM/YY"),
    ]

    @Test(arguments: cases)
    func expiryDatesAreCheckedAgainstTheEmulatorsClock(expiry: String, problem: String?) async throws {
        let sandbox = try SandboxHarness()
        let session = try await sandbox.createSession()
        let response = await sandbox.tokenize(session, number: "4556557955726624", expiry: expiry)
        if let problem {
            #expect(response.status == 400)
            #expect(response.pointers == ["/payment_method/expiration_date"])
            #expect(response.text.contains(problem))
        } else {
            #expect(response.status == 204, "\(response.text)")
        }
    }

    @Test func aCardValidTodayHasExpiredAtAClockTenYearsAhead() async throws {
        let later = try SandboxHarness(now: SandboxHarness.now.addingTimeInterval(10 * 366 * 86_400))
        let session = try await later.createSession()
        #expect(await later.tokenize(session, number: "4556557955726624", expiry: "01/30").status == 400)
    }
}

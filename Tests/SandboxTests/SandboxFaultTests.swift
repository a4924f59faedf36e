import Foundation
import SQLite
import TesseraCore
import Testing
import Transport

@testable import Sandbox

/// Error bodies never echo a card number from the request, and storage failures never show SQL.
@Suite struct SandboxFaultTests {
    @Test(arguments: [
        "/checkout/sessions/4111111111111111", "/4111111111111111", "/checkout/sessions/4111-1111-1111-1111/x/y",
        "/buyers/4111111111111111",
    ])
    func notFoundBodiesDoNotEchoACardNumberFromThePath(path: String) async throws {
        let response = try await SandboxHarness().send(.get, path)
        #expect(response.status == 404)
        #expect(!response.text.contains("4111") && !response.text.contains("1111"), "\(response.text)")
        #expect(response.text.contains("[REDACTED]"), "\(response.text)")
    }

    @Test func aSessionIdStaysVisibleInItsNotFoundBody() async throws {
        let id = "00000000-0000-0000-0000-0000000000ff"
        let response = try await SandboxHarness().send(.get, "/checkout/sessions/\(id)")
        #expect(response.status == 404)
        #expect(response.object["message"] as? String == "No checkout session with id '\(id)'")
    }

    /// The emulator never stores a card number outside the card field, so it never echoes one back.
    @Test(arguments: [
        (#"{"buyer":{"external_identifier":"4111111111111111"}}"#, "/buyer/external_identifier"),
        (#"{"metadata":{"note":"card ４１１１ １１１１ １１１１ １１１１"}}"#, "/metadata/note"),
        (#"{"metadata":{"٤١١١١١١١١١١١١١١١":"x"}}"#, "/metadata/٤١١١١١١١١١١١١١١١"),
    ])
    func cardNumbersOutsideTheCardFieldAreRefused(json: String, pointer: String) async throws {
        let sandbox = try SandboxHarness()
        let response = await sandbox.send(.post, "/checkout/sessions", json: json)
        #expect(response.status == 400, "\(response.text)")
        #expect(response.text.contains(#""type":"card_data_not_allowed""#), "\(response.text)")
        #expect(response.text.contains(pointer.contains("٤") ? "/metadata/[REDACTED]" : pointer), "\(response.text)")
        #expect(!response.text.contains("1111"))
    }

    @Test(arguments: ["4111111111111112", "customer-1234567890123", "+44 20 7946 0958", "2026-11-30"])
    func otherDigitRunsAreKept(value: String) async throws {
        let sandbox = try SandboxHarness()
        let response = await sandbox.send(.post, "/checkout/sessions", json: #"{"metadata":{"ref":"\#(value)"}}"#)
        #expect(response.status == 201, "\(response.text)")
    }

    @Test func aStorageFailureNamesTheFileAndLogsTheSQLOnlyToDiagnostics() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("sandbox.sqlite").path
        let store = try SandboxStore(path: path)
        var handler = try SandboxHarness(sharing: store, environment: .fixed(at: SandboxHarness.now)).handler
        let log = LogLines()
        handler.diagnostics = { log.append($0) }
        try store.database.write { try $0.execute("DROP TABLE checkout_sessions") }
        let url = URL(string: "http://sandbox.test/checkout/sessions")!
        let response = await handler.handle(
            HTTPRequest(method: .post, url: url, headers: ["Content-Type": "application/json"], body: Data("{}".utf8)))
        #expect(response.status == 500)
        let message = try #require(response.object["message"] as? String)
        #expect(
            message
                == "The sandbox state file \(path) could not be used. Run again with --debug to see why, or set TESSERA_DATA_DIR to another folder."
        )
        #expect(!response.text.contains("INSERT") && !response.text.contains("SQLite"))
        #expect(log.lines.count == 1 && log.lines[0].contains("INSERT INTO checkout_sessions"), "\(log.lines)")
    }

    @Test(arguments: [
        (StorageFault.Kind.readOnly, 8), (.locked, 5), (.locked, 6), (.full, 13), (.corrupt, 11), (.corrupt, 26),
        (.readOnly, 8 | (1 << 8)), (.inaccessible, 14), (.other, 1),
    ])
    func sqliteCodesAreClassified(kind: StorageFault.Kind, code: Int) {
        let error = SQLiteError(code: ResultCode(rawValue: Int32(code)), message: "m", sql: "INSERT INTO t VALUES (1)")
        let fault = StorageFault(error, path: "/x")
        #expect(fault.kind == kind)
        #expect(fault.description.hasPrefix("The sandbox state file /x ") && !fault.description.contains("INSERT"))
        #expect(fault.diagnostic.contains("INSERT INTO t"))
    }
}

/// Lines a diagnostics closure received.
final class LogLines: Sendable {
    private let stored = Locked<[String]>([])

    var lines: [String] { stored.value }

    func append(_ line: String) { stored.withLock { $0.append(line) } }
}

import Foundation
import Gr4vyClient
import HTTPServer
import Sandbox
import TesseraCore
import TesseraTestSupport
import Transport

/// How a test reaches the emulator.
enum EmulatorKind: String, CaseIterable, Sendable, CustomStringConvertible {
    /// `SandboxTransport`: no sockets.
    case inProcess
    /// `HTTPServer` on 127.0.0.1 and `URLSessionTransport`: the real network path.
    case loopback

    var description: String { rawValue }
}

/// How a test reaches the emulator and what time the emulator thinks it is.
struct EmulatorSetup: Sendable, CustomStringConvertible {
    /// The fixed instant the suite's emulator runs at: 2026-11-15T12:00:00Z.
    static let fixedNow = Date(timeIntervalSince1970: 1_794_744_000)
    /// Ten years, in seconds (with two leap days).
    static let tenYears: TimeInterval = (10 * 365 + 2) * 86_400

    let kind: EmulatorKind
    let makeClock: @Sendable () -> WallClock
    let clockName: String

    /// Every test runs in process and over loopback at a clock starting at the fixed instant, and in
    /// process at the live clock ten years ahead, so that a date written into a test that will expire
    /// fails today.
    static let all = [
        EmulatorSetup(kind: .inProcess, makeClock: { stepping(from: fixedNow) }, clockName: "fixed clock"),
        EmulatorSetup(kind: .loopback, makeClock: { stepping(from: fixedNow) }, clockName: "fixed clock"),
        EmulatorSetup(
            kind: .inProcess, makeClock: { WallClock.live.advanced(by: tenYears) }, clockName: "ten years ahead"),
    ]

    /// A clock that starts at `start` and moves one millisecond at each reading, so that events keep
    /// their order (a buyer's payment methods sort by last use) yet every run reads the same times.
    static func stepping(from start: Date) -> WallClock {
        let readings = Locked(0)
        return WallClock {
            let count = readings.withLock { count in
                count += 1
                return count
            }
            return start.addingTimeInterval(Double(count) / 1000)
        }
    }

    var description: String { "\(kind), \(clockName)" }
}

/// The emulator on an in-memory store at a given clock, reachable in process or over loopback, plus a
/// development token issued at that clock.
final class Emulator: Sendable {
    let kind: EmulatorKind
    let clock: WallClock
    /// The emulator's transport, recording hand-made requests for the schema check.
    let transport: any HTTPTransport
    /// The unrecorded transport underneath.
    private let base: any HTTPTransport
    let baseURL: URL
    let token: String
    private let server: HTTPServer?

    init(_ setup: EmulatorSetup) throws {
        kind = setup.kind
        clock = setup.makeClock()
        let handler = try SandboxHandler(
            store: SandboxStore.ephemeral(), environment: SandboxEnvironment(clock: clock))
        token = try DevelopmentToken.make(now: clock.now(), id: UUID())
        switch setup.kind {
        case .inProcess:
            server = nil
            base = SandboxTransport(handler: handler)
            baseURL = URL(string: "http://127.0.0.1")!
        case .loopback:
            let server = HTTPServer(handler: handler)
            try server.start()
            self.server = server
            base = URLSessionTransport(defaultTimeout: 10)
            baseURL = server.url!
        }
        transport = RecordingTransport(base, source: "integration-tests")
    }

    /// The emulator reached by `kind`, at the suite's fixed clock.
    convenience init(_ kind: EmulatorKind) throws {
        try self.init(
            EmulatorSetup(
                kind: kind, makeClock: { EmulatorSetup.stepping(from: EmulatorSetup.fixedNow) },
                clockName: "fixed clock"))
    }

    /// A card expiry `years` ahead of the emulator's clock, as `MM/YY`.
    func expiry(yearsAhead years: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month], from: clock.now())
        let month = parts.month ?? 1
        let year = ((parts.year ?? 2000) + years) % 100
        return (month < 10 ? "0" : "") + "\(month)/" + (year < 10 ? "0" : "") + "\(year)"
    }

    /// Stops the loopback server, if any.
    func stop() async {
        await server?.shutdown()
    }

    /// A client of the emulator with `token` (the development token unless told).
    func client(token: String? = nil, useDefaultToken: Bool = true) throws -> Gr4vy {
        try Gr4vy(
            gr4vyId: "tessera", token: token ?? (useDefaultToken ? self.token : nil), server: .sandbox, timeout: 10,
            session: try Gr4vyTransportSession(transport: RecordingTransport(base, source: "client"), baseURL: baseURL))
    }

    /// Calls the emulator directly, for the server-side endpoints the client does not cover.
    func call(_ method: HTTPMethod, _ path: String, json: String? = nil) async throws -> [String: Any] {
        let request = HTTPRequest(
            method: method, url: URL(string: path, relativeTo: baseURL)!.absoluteURL,
            headers: ["Content-Type": "application/json", "Authorization": "Bearer \(token)"],
            body: json.map { Data($0.utf8) })
        let response = try await transport.send(request)
        return (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any] ?? [:]
    }

    /// A new checkout session's id; its guest buyer names the stored buyer `buyer` (an external
    /// identifier) when given, so cards tokenized into it are stored for that buyer.
    func newSession(buyer: String? = nil) async throws -> String {
        let body =
            buyer.map { #"{"buyer":{"external_identifier":"\#($0)"},"currency":"USD"}"# } ?? #"{"currency":"USD"}"#
        return try await call(.post, "/checkout/sessions", json: body)["id"] as? String ?? ""
    }

    /// A new buyer's id.
    func newBuyer(_ external: String) async throws -> String {
        try await call(.post, "/buyers", json: #"{"external_identifier":"\#(external)"}"#)["id"] as? String ?? ""
    }
}

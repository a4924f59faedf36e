import Foundation
import TesseraCore
import Transport

/// A transport that forwards to another and adds up the time each kind of request spends there, by step.
final class StepTimingTransport: HTTPTransport {
    /// The steps of a tokenize with 3-D Secure, in order.
    static let steps = ["fields", "version", "authenticate", "acs"]

    private let base: any HTTPTransport
    private let totals = Locked<[String: UInt64]>([:])

    init(base: any HTTPTransport) {
        self.base = base
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let start = DispatchTime.now().uptimeNanoseconds
        let response = try await base.send(request)
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        if let step = Self.step(of: request.url.path) {
            totals.withLock { $0[step, default: 0] += elapsed }
        }
        return response
    }

    /// The totals so far, and resets them.
    func takeTotals() -> [String: UInt64] {
        totals.withLock { totals in
            defer { totals = [:] }
            return totals
        }
    }

    private static func step(of path: String) -> String? {
        if path.hasSuffix("/fields") { return "fields" }
        if path.hasSuffix("/three-d-secure-version") { return "version" }
        if path.hasSuffix("/three-d-secure-authenticate") { return "authenticate" }
        if path.hasSuffix("/three-d-secure/acs") { return "acs" }
        return nil
    }
}

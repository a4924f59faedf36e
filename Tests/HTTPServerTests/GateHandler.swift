import Dispatch
import Foundation
import HTTPServer
import Transport

/// A handler whose `/block` requests hold their worker thread (as a slow SQLite call would) until the
/// test opens the gate; every other request is echoed at once.
struct GateHandler: HTTPHandler {
    let gate: Gate

    func handle(_ request: HTTPRequest) async -> HTTPResponse {
        if request.path == "/block" {
            gate.entered.signal()
            gate.open.wait()
            gate.open.signal()
        }
        return await EchoHandler().handle(request)
    }

    /// Two semaphores: one counting handlers that started blocking, one that lets them all go.
    final class Gate: Sendable {
        let entered = DispatchSemaphore(value: 0)
        let open = DispatchSemaphore(value: 0)

        /// Waits until `count` blocking handlers have started; false after 10 seconds.
        func waitForEntered(_ count: Int) -> Bool {
            (0..<count).allSatisfy { _ in entered.wait(timeout: .now() + 10) == .success }
        }
    }
}

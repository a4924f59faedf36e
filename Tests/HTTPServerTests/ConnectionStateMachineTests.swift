import Foundation
import Testing

@testable import HTTPServer

/// The connection's states driven by events on a test clock in milliseconds: every deadline and refusal
/// without a socket or a real second.
@Suite struct ConnectionStateMachineTests {
    static let configuration = HTTPServer.Configuration(
        maxHeaderBytes: 1024, maxBodyBytes: 64, idleTimeout: .milliseconds(500), requestTimeout: .milliseconds(300),
        sendTimeout: .milliseconds(200))

    typealias Machine = ConnectionStateMachine

    static func machine(at now: Int64 = 0, refused: Bool = false) -> Machine {
        Machine(configuration: configuration, now: now, refused: refused)
    }

    /// Feeds `text` as one burst of reads at `now`.
    static func feed(_ machine: inout Machine, _ text: String, at now: Int64 = 0) -> Machine.Action {
        _ = machine.received(Array(text.utf8))
        return machine.inputEnded(now: now, stopping: false)
    }

    static func refusal(_ action: Machine.Action) -> Machine.Refusal? {
        if case .refuse(let refusal) = action { return refusal }
        return nil
    }

    @Test func aRequestIsHandledAndTheNextWaitsForItsResponse() throws {
        var machine = Self.machine()
        let action = Self.feed(&machine, "GET /a HTTP/1.1\r\nHost: x\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\n\r\n")
        guard case .handle(let head, let body) = action else {
            Issue.record("\(action)")
            return
        }
        #expect(head.target == "/a")
        #expect(body.isEmpty)
        #expect(machine.state == .handling)
        machine.responding(keepAlive: true, now: 10)
        guard case .handle(let next, _) = machine.written(now: 11, stopping: false) else {
            Issue.record("the pipelined request was not handled")
            return
        }
        #expect(next.target == "/b")
        #expect(machine.input.isEmpty)
    }

    @Test func aHeadInPiecesIsParsedOnceWholeWithItsBody() {
        var machine = Self.machine()
        #expect(Self.feed(&machine, "POST /p HTTP/1.1\r\nHost: x\r\nContent-Le") == .none)
        #expect(Self.feed(&machine, "ngth: 5\r\n\r\nhel") == .none)
        guard case .handle(_, let body) = Self.feed(&machine, "lo") else {
            Issue.record("the request was not handled")
            return
        }
        #expect(body == Data("hello".utf8))
    }

    /// Idle 500 ms, request 300 ms, send 200 ms, linger 1 s: each is enforced just after it passes, not before.
    @Test func everyDeadlineFallsOnItsMillisecond() {
        var idle = Self.machine(at: 1_000)
        #expect(idle.tick(now: 1_500) == .none)
        #expect(idle.tick(now: 1_501) == .close)

        var reading = Self.machine()
        #expect(Self.feed(&reading, "POST /slow HTTP/1.1\r\nHost: x\r\nContent-Len", at: 100) == .none)
        #expect(reading.tick(now: 400) == .none)
        #expect(Self.refusal(reading.tick(now: 401))?.status == 408)
        #expect(Self.refusal(reading.tick(now: 401)) == nil)  // already answering

        var body = Self.machine()
        #expect(Self.feed(&body, "POST /slow HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc", at: 0) == .none)
        let stalled = Self.refusal(body.tick(now: 301))
        #expect(stalled?.status == 408)
        #expect(stalled?.reason == "The request body took too long to arrive.")
        #expect(body.tick(now: 501) == .none)
        #expect(body.tick(now: 502) == .close)  // the 408 was not read within the send timeout

        var answered = Self.machine()
        _ = Self.feed(&answered, "GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(answered.tick(now: 10_000) == .none)  // a handler may take its time
        answered.responding(keepAlive: true, now: 10_000)
        #expect(answered.tick(now: 10_200) == .none)
        #expect(answered.tick(now: 10_201) == .close)

        var lingering = Self.machine(refused: true)
        #expect(Self.refusal(lingering.start(now: 0))?.status == 503)
        #expect(lingering.written(now: 5, stopping: false) == .shutdownWrite)
        #expect(lingering.tick(now: 1_005) == .none)
        #expect(lingering.tick(now: 1_006) == .close)
    }

    @Test(arguments: [
        ("GET /x HTTP/1.1\r\n\r\n", 400),
        ("POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 65\r\n\r\n", 413),
        ("GET /x HTTP/1.1\r\nHost: x\r\nX: " + String(repeating: "a", count: 1100) + "\r\n\r\n", 431),
        ("GET /x HTTP/1.1\r\nHost: x\r\nX: " + String(repeating: "a", count: 1100), 431),
        ("POST /x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n", 411),
    ])
    func aBadRequestIsRefusedThenDrained(raw: String, status: Int) {
        var machine = Self.machine()
        let refusal = Self.refusal(Self.feed(&machine, raw))
        #expect(refusal?.status == status)
        #expect(refusal?.keepAlive == false)
        #expect(refusal?.method == "-")
        #expect(machine.written(now: 1, stopping: false) == .shutdownWrite)
        // What the client still sends is counted and dropped, up to the drain limit.
        #expect(machine.received([UInt8](repeating: 0x61, count: 1 << 20)) == .none)
        #expect(machine.input.isEmpty)
        #expect(machine.received([UInt8](repeating: 0x61, count: Machine.drainLimit)) == .close)
    }

    @Test func busyWorkersAnswer503AndKeepTheConnection() throws {
        var machine = Self.machine()
        guard case .handle(let head, _) = Self.feed(&machine, "HEAD /h HTTP/1.1\r\nHost: x\r\n\r\n") else {
            Issue.record("the request was not handled")
            return
        }
        let refusal = Self.refusal(machine.busy(head, now: 0, stopping: false))
        #expect(refusal?.status == 503)
        #expect(refusal?.includeBody == false)
        #expect(refusal?.keepAlive == true)
        #expect(refusal?.target == "/h")
        #expect(machine.written(now: 1, stopping: false) == .none)
        #expect(machine.state == .idle(deadline: 501))
    }

    @Test func expectContinueIsAnsweredBeforeTheBody() {
        var machine = Self.machine()
        let head = "PUT /u HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nExpect: 100-continue\r\n\r\n"
        #expect(Self.feed(&machine, head) == .sendContinue)
        #expect(machine.written(now: 1, stopping: false) == .none)  // the interim response changes nothing
        guard case .handle(_, let body) = Self.feed(&machine, "ok") else {
            Issue.record("the request was not handled")
            return
        }
        #expect(body == Data("ok".utf8))
    }

    @Test func aClientThatFinishesSendingIsAnsweredThenClosed() {
        var machine = Self.machine()
        _ = machine.received(Array("GET /a HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        machine.peerClosed()
        #expect(!machine.wantsInput)
        guard case .handle = machine.inputEnded(now: 0, stopping: false) else {
            Issue.record("the request was not handled")
            return
        }
        machine.responding(keepAlive: true, now: 1)
        #expect(machine.written(now: 2, stopping: false) == .close)

        var half = Self.machine()
        _ = half.received(Array("GET /a HTTP/1.1\r\nHost: x\r\n".utf8))
        half.peerClosed()
        #expect(half.inputEnded(now: 0, stopping: false) == .close)
    }

    @Test func shutdownClosesOnlyConnectionsWithoutARequestInFlight() {
        var machine = Self.machine()
        #expect(machine.shutdown() == .close)
        _ = Self.feed(&machine, "GET /a HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(machine.shutdown() == .none)
        machine.responding(keepAlive: true, now: 1)
        #expect(machine.shutdown() == .none)
        #expect(machine.written(now: 2, stopping: true) == .close)
    }

    /// Reading stops while a request is handled and a head and a chunk more are already waiting.
    @Test func inputIsNotReadWhileTooMuchWaitsBehindARequest() {
        var machine = Self.machine()
        _ = Self.feed(&machine, "GET /a HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(machine.wantsInput)
        _ = machine.received([UInt8](repeating: 0x61, count: 1024 + 64 * 1024 + 1))
        #expect(!machine.wantsInput)
    }
}

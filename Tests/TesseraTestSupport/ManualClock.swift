import Foundation
import TesseraCore

/// A clock that moves only when a test advances it: its time, its uptime and its sleepers, which wake when
/// ``advance(by:)`` reaches their deadline (or throw `CancellationError` when their task is cancelled).
public final class ManualClock: Sendable {
    private struct State {
        var current: Date
        var elapsed: TimeInterval = 0
        var sleepers: [UUID: (deadline: Date, continuation: CheckedContinuation<Void, any Error>)] = [:]
        var nextSleeper: UInt64 = 0
    }

    private let state: Locked<State>

    /// A clock stopped at `start` (2027-01-15T08:00:00Z unless told) until a test advances it.
    public init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        state = Locked(State(current: start))
    }

    /// The time now.
    public var now: Date { state.withLock { $0.current } }

    /// How many tasks are sleeping on this clock.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// This clock as the ``WallClock`` the code under test is given.
    public var clock: WallClock {
        WallClock(
            now: { self.now }, uptime: { .seconds(self.state.withLock { $0.elapsed }) },
            sleepUntil: { try await self.sleep(until: $0) })
    }

    /// Moves the clock `seconds` ahead and wakes every sleeper whose deadline it reached.
    public func advance(by seconds: TimeInterval) {
        let woken = state.withLock { state in
            state.current = state.current.addingTimeInterval(seconds)
            state.elapsed += seconds
            let current = state.current
            let due = state.sleepers.filter { $0.value.deadline <= current }
            for id in due.keys { state.sleepers[id] = nil }
            return due.values.map(\.continuation)
        }
        for continuation in woken { continuation.resume() }
    }

    private func sleep(until deadline: Date) async throws {
        let id = state.withLock { state in
            state.nextSleeper += 1
            return UUID(uuidString: "00000000-0000-0000-0000-" + String(format: "%012llx", state.nextSleeper))!
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow = state.withLock { state in
                    if state.current >= deadline || Task.isCancelled { return true }
                    state.sleepers[id] = (deadline, continuation)
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let continuation = state.withLock { $0.sleepers.removeValue(forKey: id)?.continuation }
            continuation?.resume(throwing: CancellationError())
        }
        try Task.checkCancellation()
    }
}

/// Waits, yielding, until `condition` holds; gives up after about two seconds (`rounds` of 1 ms) so a broken test
/// fails rather than hangs.
public func eventually(rounds: Int = 2000, _ condition: @Sendable () async -> Bool) async -> Bool {
    for _ in 0..<rounds {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return await condition()
}

import Foundation
import ThreeDS

/// A clock that moves only when a test advances it; sleepers wake when their time is reached.
// Safe: `current` and `sleepers` are only read and written while holding `lock`; continuations are resumed outside it.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date
    private var sleepers: [UUID: (deadline: Date, continuation: CheckedContinuation<Void, any Error>)] = [:]

    init(_ start: Date = TestPKI.now) {
        current = start
    }

    var now: Date { lock.withLock { current } }

    /// How many tasks are sleeping on this clock.
    var sleeperCount: Int { lock.withLock { sleepers.count } }

    var clock: ThreeDSClock {
        ThreeDSClock(now: { self.now }, sleepUntil: { try await self.sleep(until: $0) })
    }

    func advance(by seconds: TimeInterval) {
        let woken = lock.withLock {
            current = current.addingTimeInterval(seconds)
            let due = sleepers.filter { $0.value.deadline <= current }
            for id in due.keys { sleepers[id] = nil }
            return due.values.map(\.continuation)
        }
        for continuation in woken { continuation.resume() }
    }

    private func sleep(until deadline: Date) async throws {
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow: Bool = lock.withLock {
                    if current >= deadline || Task.isCancelled { return true }
                    sleepers[id] = (deadline, continuation)
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let continuation = lock.withLock { sleepers.removeValue(forKey: id)?.continuation }
            continuation?.resume(throwing: CancellationError())
        }
        try Task.checkCancellation()
    }
}

/// Waits, yielding, until `condition` holds (or gives up after many rounds so a broken test fails, not hangs).
func eventually(_ condition: @Sendable () async -> Bool) async -> Bool {
    for _ in 0..<2000 {
        if await condition() { return true }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return false
}

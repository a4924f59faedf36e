import Dispatch

/// The monotonic clock the server's deadlines and access-log timings are read from: a live value, or a clock of
/// a test's own.
struct UptimeClock: Sendable {
    /// Nanoseconds since some fixed moment (boot, for the live clock); never goes back.
    let nanoseconds: @Sendable () -> UInt64

    /// The time in whole milliseconds, the unit of ``ConnectionStateMachine``'s deadlines.
    func milliseconds() -> Int64 { Int64(clamping: nanoseconds() / 1_000_000) }

    /// The system's uptime clock.
    static let live = UptimeClock { DispatchTime.now().uptimeNanoseconds }
}

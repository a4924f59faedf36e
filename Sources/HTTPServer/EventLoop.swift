import Dispatch
import TesseraCore

/// One serial queue that owns a share of the connections: it reads, parses and writes for all of them
/// on readiness events, and checks their deadlines ten times a second.
// Safe (one of the server's two unchecked conformances): the loop is its queue. `connections` and the bytes of
// `scratch` are only touched by code running on `queue` (every method says so, and the timer's handler runs there);
// `queue`, `timer` and the `scratch` pointer itself never change, and the pointer is freed only in `deinit`.
final class EventLoop: @unchecked Sendable {
    let queue: DispatchQueue
    /// A read buffer shared by the connections of this loop (they run one at a time on `queue`).
    let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 16)
    private var connections: [ObjectIdentifier: Connection] = [:]
    private let timer: DispatchSourceTimer

    /// Creates loop number `index`, checking deadlines every `interval` on `clock`.
    init(index: Int, interval: Duration, clock: WallClock) {
        queue = DispatchQueue(label: "HTTPServer.loop.\(index)")
        timer = DispatchSource.makeTimerSource(queue: queue)
        let nanoseconds = Int(clamping: interval.milliseconds * 1_000_000)
        timer.schedule(deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds))
        timer.setEventHandler { [weak self] in
            guard let self else { return }
            let now = clock.uptime().milliseconds
            for connection in Array(connections.values) { connection.tick(now: now) }
        }
        timer.resume()
    }

    deinit { scratch.deallocate() }

    /// Takes `connection` in (on `queue`).
    func add(_ connection: Connection) {
        connections[ObjectIdentifier(connection)] = connection
    }

    /// Lets `connection` go (on `queue`).
    func remove(_ connection: Connection) {
        connections[ObjectIdentifier(connection)] = nil
    }

    /// At shutdown: closes every connection without a request in flight (on `queue`).
    func closeIdle() {
        for connection in Array(connections.values) { connection.closeIfIdle() }
    }

    /// Closes every connection (on `queue`).
    func closeAll() {
        for connection in Array(connections.values) { connection.close() }
    }

    /// Stops the deadline timer once the server is down.
    func stop() {
        queue.sync { timer.cancel() }
    }
}

import Foundation

/// The open connections of a server: bounds their number, evicts idle ones when full, and wakes them
/// all at shutdown.
///
/// A connection is *evictable* while it waits for or reads a request, and not while its handler runs
/// or its response is being written. When the registry is full, a new connection evicts the
/// evictable connection that has waited longest (its socket is shut down, which ends its thread);
/// when none is evictable for a while, the new connection is refused (503). So idle or stalled clients
/// can never lock out a well-behaved one.
final class ConnectionRegistry: @unchecked Sendable {
    // Safe: every stored property is read and written only while `condition` is locked.
    private struct Entry {
        let socket: Socket
        var evictable: Bool
        var since: UInt64
        var evicted: Bool
    }

    private let condition = NSCondition()
    private var entries: [Int: Entry] = [:]
    private var nextID = 0
    private var stopping = false
    private var tick: UInt64 = 0
    private let capacity: Int

    /// Creates a registry for at most `capacity` live connections.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Admits `socket` and returns its id; nil when the server is stopping or every connection stayed
    /// busy for `patience`.
    ///
    /// When full, the evictable connection that has waited longest is shut down to make room. Evicted
    /// connections take a moment to end; at most twice `capacity` sockets are ever open, and the accept
    /// loop waits (leaving newer clients in the listen backlog) rather than exceed that.
    func admit(_ socket: Socket, patience: TimeInterval = 2) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: patience)
        while !stopping {
            let live = entries.values.filter { !$0.evicted }.count
            if live < capacity && entries.count < capacity * 2 {
                nextID += 1
                tick += 1
                entries[nextID] = Entry(socket: socket, evictable: true, since: tick, evicted: false)
                return nextID
            }
            if live >= capacity,
                let (id, entry) = entries.filter({ $0.value.evictable && !$0.value.evicted })
                    .min(by: { $0.value.since < $1.value.since })
            {
                entry.socket.shutdownBoth()
                entries[id]?.evicted = true
                continue
            }
            if !condition.wait(until: deadline) { return nil }
        }
        return nil
    }

    /// Marks connection `id` as waiting for a new request (evictable, newest).
    func markWaiting(_ id: Int) {
        update(id) { entry, tick in
            entry.evictable = true
            entry.since = tick
        }
    }

    /// Marks connection `id` as closing (draining a refused request): the first to evict when full.
    func markClosing(_ id: Int) {
        update(id) { entry, _ in
            entry.evictable = true
            entry.since = 0
        }
    }

    /// Marks connection `id` as busy (its handler runs or its response is written); false when the
    /// connection was evicted meanwhile or the server is stopping.
    func markBusy(_ id: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard let entry = entries[id], !entry.evicted else { return false }
        entries[id]?.evictable = false
        return true
    }

    /// Whether the server is shutting down (connections then close after their current response).
    var isStopping: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopping
    }

    /// Forgets connection `id` and closes its socket (under the lock, so eviction never touches a
    /// reused descriptor).
    func remove(_ id: Int) {
        condition.lock()
        defer { condition.unlock() }
        if let entry = entries.removeValue(forKey: id) {
            entry.socket.closeDescriptor()
        }
        condition.broadcast()
    }

    /// The number of connections open now.
    var count: Int {
        condition.lock()
        defer { condition.unlock() }
        return entries.count
    }

    /// Refuses new connections, wakes every idle one, and waits until all are gone or `timeout` passes.
    func stopAll(timeout: TimeInterval) {
        condition.lock()
        defer { condition.unlock() }
        stopping = true
        for entry in entries.values where entry.evictable {
            entry.socket.shutdownBoth()
        }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !entries.isEmpty && condition.wait(until: deadline) {}
        for entry in entries.values {
            entry.socket.shutdownBoth()
        }
    }

    private func update(_ id: Int, _ change: (inout Entry, UInt64) -> Void) {
        condition.lock()
        defer { condition.unlock() }
        tick += 1
        if var entry = entries[id] {
            change(&entry, tick)
            entries[id] = entry
            if stopping { entry.socket.shutdownBoth() }
        }
        condition.broadcast()
    }
}

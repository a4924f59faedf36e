/// The bytes a client sent that no request has consumed yet.
///
/// Consuming a request only moves the reader index; the consumed bytes are dropped (the rest moved to the
/// front) once they are at least ``compactionThreshold`` bytes and half the buffer, as NIO's `ByteBuffer`
/// discards read bytes, so pipelined requests behind a small one are not copied on every request.
struct InputBuffer {
    /// The least consumed bytes worth moving the rest for.
    static let compactionThreshold = 4096
    /// The most storage kept for the next request once every byte is consumed: a connection that sent one
    /// large body does not hold its size for the rest of its life.
    static let keptCapacity = 64 * 1024

    private var storage: [UInt8] = []
    private var readerIndex = 0

    /// The unconsumed bytes; its indices are the buffer's own, so use offsets from its `startIndex`.
    var unread: ArraySlice<UInt8> { storage[readerIndex...] }
    /// How many bytes are unconsumed.
    var count: Int { storage.count - readerIndex }
    /// Whether every byte has been consumed.
    var isEmpty: Bool { count == 0 }

    /// Adds bytes that arrived.
    mutating func append<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        storage.append(contentsOf: bytes)
    }

    /// Makes room for `count` unconsumed bytes in all, so that a body of known length arrives without the
    /// storage being copied as it grows.
    mutating func reserve(_ count: Int) {
        storage.reserveCapacity(readerIndex + count)
    }

    /// Marks the first `count` unconsumed bytes consumed.
    mutating func consume(_ count: Int) {
        readerIndex += count
        if readerIndex == storage.count {
            storage.removeAll(keepingCapacity: storage.capacity <= Self.keptCapacity)
            readerIndex = 0
        } else if readerIndex >= Self.compactionThreshold && readerIndex * 2 >= storage.count {
            storage.removeSubrange(..<readerIndex)
            readerIndex = 0
        }
    }

    /// Drops everything, consumed or not, and the memory it held.
    mutating func removeAll() {
        storage = []
        readerIndex = 0
    }

    /// The offset (from the first unconsumed byte) just past the first blank line, `\r\n\r\n` or `\n\n`, that
    /// ends at or after offset `start`.
    func endOfHead(searchingFrom start: Int) -> Int? {
        var index = readerIndex + start
        while index < storage.count {
            if storage[index] == 0x0A {
                if index + 1 < storage.count && storage[index + 1] == 0x0A { return index + 2 - readerIndex }
                if index + 2 < storage.count && storage[index + 1] == 0x0D && storage[index + 2] == 0x0A {
                    return index + 3 - readerIndex
                }
            }
            index += 1
        }
        return nil
    }
}

import Testing

@testable import HTTPServer

/// Consumed bytes are dropped only once enough of them have gathered, and what is unread is never disturbed.
@Suite struct InputBufferTests {
    @Test func consumingMovesNothingUntilEnoughIsConsumed() {
        var buffer = InputBuffer()
        buffer.append([UInt8](repeating: 1, count: 10_000))
        buffer.consume(100)
        // Still the same storage: the unread slice starts where the consumed bytes end.
        #expect(buffer.unread.startIndex == 100)
        #expect(buffer.count == 9_900)
        buffer.consume(4_800)  // 4,900 consumed: 4 KiB, but less than half the buffer
        #expect(buffer.unread.startIndex == 4_900)
        buffer.consume(101)  // 5,001 consumed: at least 4 KiB and half the buffer
        #expect(buffer.unread.startIndex == 0)
        #expect(buffer.count == 4_999)
        buffer.consume(4_999)
        #expect(buffer.isEmpty)
        #expect(buffer.unread.startIndex == 0)
    }

    @Test func pipelinedBytesSurviveCompaction() {
        var buffer = InputBuffer()
        let bytes = (0..<9_000).map { UInt8(truncatingIfNeeded: $0) }
        buffer.append(bytes)
        for step in stride(from: 0, to: 8_000, by: 500) {
            #expect(Array(buffer.unread) == Array(bytes[step...]))
            buffer.consume(500)
        }
        #expect(Array(buffer.unread) == Array(bytes[8_000...]))
    }

    @Test(arguments: [
        ("GET / HTTP/1.1\r\n\r\nrest", 0, 18 as Int?), ("GET / HTTP/1.1\n\nrest", 0, 16),
        ("GET / HTTP/1.1\r\n", 0, nil),
        ("GET / HTTP/1.1\r\n\r\n", 13, 18),
    ])
    func theEndOfTheHeadIsFoundFromTheUnreadStart(text: String, from: Int, end: Int?) {
        var buffer = InputBuffer()
        buffer.append(Array("XXXX".utf8) + Array(text.utf8))
        buffer.consume(4)
        #expect(buffer.endOfHead(searchingFrom: from) == end)
    }
}

import TesseraCore
import Testing

/// The shared lock-protected box.
@Suite struct LockedTests {
    @Test func concurrentUpdatesThroughTheBoxAreNeverLost() async {
        let counter = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<1000 { counter.withLock { $0 += 1 } }
                }
            }
        }
        #expect(counter.value == 8000)
    }

    @Test func aReplacedValueIsReadBack() {
        let box = Locked([1, 2])
        box.replace(with: [3])
        #expect(box.value == [3])
        #expect(box.withLock { $0.count } == 1)
    }
}

import Foundation
import TesseraCore
import Testing

/// The injected id generator: random UUIDs live, a count of its own per incrementing generator.
@Suite struct IDGeneratorTests {
    @Test func incrementingCountsUpFromOneInEachGenerator() {
        let first = IDGenerator.incrementing
        let second = IDGenerator.incrementing
        #expect(first().uuidString == "00000000-0000-0000-0000-000000000001")
        #expect(first().uuidString == "00000000-0000-0000-0000-000000000002")
        #expect(second().uuidString == "00000000-0000-0000-0000-000000000001")
        for _ in 3...255 { _ = first() }
        #expect(first().uuidString == "00000000-0000-0000-0000-000000000100")
    }

    @Test func incrementingGivesEveryThreadItsOwnID() async {
        let ids = IDGenerator.incrementing
        let made = await withTaskGroup(of: [UUID].self) { group in
            for _ in 0..<8 { group.addTask { (0..<100).map { _ in ids() } } }
            return await group.reduce(into: Set<UUID>()) { $0.formUnion($1) }
        }
        #expect(made.count == 800)
        #expect(made.contains(UUID(uuidString: "00000000-0000-0000-0000-000000000320")!))
    }

    @Test func liveIDsAreRandomVersion4UUIDs() {
        let ids = (0..<1_000).map { _ in IDGenerator.live() }
        #expect(Set(ids).count == 1_000)
        // RFC 9562 §5.4: the version nibble is 4 and the variant's two bits are 0b10, in every id.
        #expect(ids.allSatisfy { $0.uuidString.dropFirst(14).first == "4" })
        #expect(ids.allSatisfy { "89AB".contains($0.uuidString.dropFirst(19).first!) })
        // The other 122 bits are random: over 1,000 ids each of them is both 0 and 1 somewhere.
        let bytes = ids.map { id in withUnsafeBytes(of: id.uuid) { Array($0) } }
        let ones = bytes.reduce([UInt8](repeating: 0, count: 16)) { zip($0, $1).map { $0 | $1 } }
        let zeros = bytes.reduce([UInt8](repeating: 0xFF, count: 16)) { zip($0, $1).map { $0 & $1 } }
        let fixedOnes: [UInt8] = [0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, 0]
        let fixed: [UInt8] = [0, 0, 0, 0, 0, 0, 0xF0, 0, 0xC0, 0, 0, 0, 0, 0, 0, 0]
        #expect(ones == zip(fixed, fixedOnes).map { ~$0 | $1 })
        #expect(zeros == fixedOnes)
    }
}

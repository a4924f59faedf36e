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
        let ids = (0..<100).map { _ in IDGenerator.live() }
        #expect(Set(ids).count == 100)
        #expect(ids.allSatisfy { $0.uuidString.dropFirst(14).first == "4" })
    }
}

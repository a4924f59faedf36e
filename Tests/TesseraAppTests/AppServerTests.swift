import Foundation
import Testing

@testable import TesseraApp

@Suite struct AppServerTests {
    @Test func printsALoopbackURLWithTheTokenAndRefusesASecondAppOnThePort() async throws {
        let first = try await MainActor.run { try AppServer() }
        let url = try first.start()
        #expect(url.host == "127.0.0.1" && url.port == first.boundPort)
        #expect(url.query?.firstMatch(of: /^token=[0-9a-f]{64}$/) != nil)
        let second = try await MainActor.run { try AppServer(port: UInt16(first.boundPort)) }
        #expect(throws: AppError.portTaken(first.boundPort)) { try second.start() }
        #expect(AppError.portTaken(first.boundPort).description.contains("is taken"))
        await first.shutdown()
    }
}

import Foundation
import SQLite
import TesseraCore
import Testing
import Transport

@testable import Sandbox

/// A storage failure inside the token service reaches its client with the state file, the cause and a fix,
/// and never with SQL.
@Suite struct TokenServiceStorageFaultTests {
    let directory = NSTemporaryDirectory() + "token-service-fault-" + UUID().uuidString

    @Test func aFullDiskIsAnsweredWithTheFileAndWhatToDo() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/tokenservice.sqlite"
        let service = TokenService(store: try TokenServiceStore(path: path))
        let routes = TokenServiceRouteTests(handler: TokenServiceHandler(service: service))
        _ = try await routes.enroll()
        // The file may not grow by a page from now on, as on a full disk.
        try service.store.database.write { connection in
            let pages = try connection.scalar("PRAGMA page_count").int ?? 0
            _ = try connection.scalar("PRAGMA max_page_count = \(pages)")
        }
        var answer: JSONValue?
        for _ in 0..<500 {
            let (status, body) = try await routes.send(
                .post, "/mdes/wallet/1/0/enroll", TokenServiceRouteTests.device, as: routes.provider)
            if status != 200 {
                #expect(status == 500)
                answer = body
                break
            }
        }
        let message = try #require(routes.message(answer))
        #expect(message.contains(path))
        #expect(message.contains("disk is full"))
        #expect(message.contains("Free some space"))
        #expect(!message.contains("INSERT") && !message.contains("SQLite error"))
    }

    @Test(arguments: [
        (
            SQLiteError(code: .ioError, message: "disk I/O error", sql: "INSERT INTO nonces …", systemErrno: EIO),
            "disk I/O error"
        ),
        (
            SQLiteError(code: .readOnly, message: "attempt to write a readonly database", sql: "UPDATE tokens …"),
            "cannot be written"
        ),
        (SQLiteError(code: .full, message: "database or disk is full", sql: "INSERT INTO tokens …"), "disk is full"),
    ])
    func everyStorageFaultNamesTheFileAndTheCauseWithoutSQL(error: SQLiteError, cause: String) {
        let path = "/data/tessera/tokenservice.sqlite"
        let answer = TokenServiceError.storage(StorageFault(error, path: path), cause: error)
        #expect(answer.status == 500)
        #expect(answer.message.contains(path))
        #expect(answer.message.contains(cause))
        #expect(!answer.message.contains("INSERT") && !answer.message.contains("UPDATE"))
        #expect(!answer.message.contains("try again later"))
    }
}

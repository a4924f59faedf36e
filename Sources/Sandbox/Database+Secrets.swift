import Foundation
import JOSE
import SQLite

extension Database {
    /// The store's secret called `name` (32 bytes) in its `meta` table: made from `random` the first time it
    /// is asked for, then kept, so every process sharing the file gets the same one. A kept one is read
    /// without taking the write lock, so a request that needs it neither waits for another process's writes
    /// nor fails on a store that cannot be written (a full disk).
    func secret(_ name: String, random: SecureRandom) throws -> Data {
        let kept = try read { connection in
            try connection.scalar("SELECT value FROM meta WHERE key = ?", [.text(name)]).data
        }
        if let kept { return kept }
        return try write { connection in
            if let key = try connection.scalar("SELECT value FROM meta WHERE key = ?", [.text(name)]).data {
                return key
            }
            let key = try random.bytes(32)
            try connection.run("INSERT INTO meta (key, value) VALUES (?, ?)", [.text(name), .blob(key)])
            return key
        }
    }
}

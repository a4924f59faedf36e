import Foundation
import JOSE
import SQLite

extension Database {
    /// The store's secret called `name` (32 bytes) in its `meta` table: made from `random` the first time it
    /// is asked for, then kept, so every process sharing the file gets the same one.
    ///
    /// A secret already made is read without taking the write lock, so a request that needs one does not
    /// wait for another process's writes.
    func secret(_ name: String, random: SecureRandom) throws -> Data {
        let stored = try read { connection in
            try connection.scalar("SELECT value FROM meta WHERE key = ?", [.text(name)]).data
        }
        if let stored { return stored }
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

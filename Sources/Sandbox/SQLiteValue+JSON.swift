import Foundation
import SQLite
import TesseraCore

extension SQLiteValue {
    /// `node` stored as its compact JSON text, or NULL for nil.
    init(json node: JSONValue?) {
        self = node.map { .text(String(decoding: $0.compactData, as: UTF8.self)) } ?? .null
    }

    /// The JSON stored as text, nil when absent or unreadable.
    var json: JSONValue? {
        string.flatMap { JSONValue(parsing: Data($0.utf8), maxDepth: SandboxHandler.maxJSONDepth) }
    }
}

import DigitalWallet
import Foundation
import FuzzSupport
import SQLite
import Transport

// The wallet's stored rows: a card row written with fuzzed column values (any SQLite type, any text) into a real
// wallet's database, then read through the public API (the card list, the default card, each card's state, metadata,
// details, art and payment keys).
// Invariants: every read returns or throws a WalletError; a card the list shows can be opened by its id.

struct Offline: HTTPTransport {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse { HTTPResponse(status: 503) }
}

let columns = [
    "id", "token_ref", "state", "scheme", "aux_scheme", "pan_last", "pan_expiry", "token_last", "token_expiry",
    "aux_token_last", "aux_token_expiry", "issuer_name", "issuer_phone", "issuer_email", "issuer_website",
    "terms_url", "privacy_url", "short_description", "art", "payment_types", "key_type", "threshold", "idv_methods",
    "idv_selected", "is_default", "created_at",
]

/// A folder in memory when there is one, so the database's syncs are cheap.
let scratch = FileManager.default.isWritableFile(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
let folder = scratch + "/tessera-fuzz-wallet-\(getpid())"
try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
let wallet = try! Wallet(configuration: WalletConfiguration(transport: Offline(), dataDirectory: folder))
let manager = DigitalCardManager(wallet: wallet)
let database = try! Database(.file(folder + "/wallet.sqlite"))

/// One column's value: its SQLite type from one byte, its content from the next field of the input.
func value(_ input: inout FuzzInput) -> SQLiteValue {
    let kind = input.choice(6)
    let field = input.field()
    let text = String(decoding: field, as: UTF8.self)
    switch kind {
    case 0: return .null
    case 1: return .integer(Int64(text) ?? Int64(field.count))
    case 2: return .real(Double(text) ?? Double(field.count))
    case 3: return .blob(Data(field))
    default: return .text(text)
    }
}

/// Reads everything the public API shows of the cards; nil when all went well, else what was thrown.
func readAll() async -> (any Error)? {
    do {
        let cards = try await manager.cardList
        _ = try await manager.defaultCard
        for card in cards {
            guard let again = await manager.digitalCard(forID: card.digitalCardID) else {
                Fuzzer.require(false, "a listed card cannot be opened by its id")
                return nil
            }
            _ = try await again.state
            _ = try await again.cardMetadata
            _ = try await again.details
            _ = try await again.isDefaultCard
            _ = try await again.cardArt
            _ = try await again.paymentKeyInfo
        }
        return nil
    } catch {
        return error
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var input = FuzzInput(Fuzzer.bytes(start, count))
    let values = columns.map { _ in value(&input) }
    let inserted: Bool =
        (try? database.write { connection in
            _ = try connection.run("DELETE FROM cards")
            let marks = Array(repeating: "?", count: columns.count).joined(separator: ", ")
            _ = try connection.run(
                "INSERT INTO cards (\(columns.joined(separator: ", "))) VALUES (\(marks))", values)
            return true
        }) ?? false
    guard inserted else { return 0 }
    let failure = Fuzzer.wait { await readAll().map { "\(type(of: $0)): \($0)" } }
    if let failure { Fuzzer.require(failure.hasPrefix("WalletError"), "reading the card threw \(failure)") }
    return 0
}

Fuzzer.run(testOneInput)

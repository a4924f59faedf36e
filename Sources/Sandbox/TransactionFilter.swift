import Foundation
import SQLite
import TesseraCore

/// The filters of `GET /transactions`, read and checked from the query, as SQL conditions.
struct TransactionFilter {
    var account: String
    var statuses: [String] = []
    var currencies: [String] = []
    var ids: [(column: String, value: String)] = []
    var amounts: [(operator: String, value: Int)] = []
    var dates: [(column: String, operator: String, value: Date)] = []
    var metadata: [(key: String, value: String)] = []
    var hasRefunds: Bool?

    /// The columns filtered by equality, by query parameter; ids are compared lower-cased.
    static let equalityColumns: [(parameter: String, column: String, isUUID: Bool)] = [
        ("id", "id", true), ("buyer_id", "buyer_id", true),
        ("buyer_external_identifier", "buyer_external_identifier", false),
        ("checkout_session_id", "checkout_session_id", true), ("payment_method_id", "payment_method_id", true),
        ("external_identifier", "external_identifier", false),
        ("payment_service_transaction_id", "payment_service_transaction_id", false),
    ]

    /// Reads the filters from `query`, recording every problem in `validator`.
    init(_ query: QueryParameters, account: String, _ validator: inout Validator) {
        self.account = account
        let known = Set(TransactionStatus.allCases.map(\.rawValue))
        for status in query.all("status") {
            if known.contains(status) {
                statuses.append(status)
            } else {
                validator.fail("/status", "Input should be one of the spec's transaction statuses", type: "enum")
            }
        }
        for currency in query.all("currency") {
            if currency.isUpperLetters(3) {
                currencies.append(currency)
            } else {
                validator.fail(
                    "/currency", "Input should be a three-letter ISO 4217 code", type: "string_pattern_mismatch")
            }
        }
        for (parameter, column, isUUID) in Self.equalityColumns {
            guard let value = query[parameter] else { continue }
            if isUUID && UUID(uuidString: value) == nil {
                validator.fail("/\(parameter)", "Input should be a valid UUID", type: "uuid_parsing")
            } else {
                ids.append((column, isUUID ? value.lowercased() : value))
            }
        }
        for (parameter, sign) in [("amount_eq", "="), ("amount_lte", "<="), ("amount_gte", ">=")] {
            guard let text = query[parameter] else { continue }
            if let value = Int(text), (0...Int(Int32.max)).contains(value) {
                amounts.append((sign, value))
            } else {
                validator.fail("/\(parameter)", "Input should be an integer from 0 to 2147483647", type: "int_parsing")
            }
        }
        for (parameter, column, sign) in [
            ("created_at_lte", "created_at", "<="), ("created_at_gte", "created_at", ">="),
            ("updated_at_lte", "updated_at", "<="), ("updated_at_gte", "updated_at", ">="),
        ] {
            guard let text = query[parameter] else { continue }
            if let date = Timestamp.date(text) {
                dates.append((column, sign, date))
            } else {
                validator.fail("/\(parameter)", "Input should be an ISO 8601 date-time", type: "datetime_parsing")
            }
        }
        for text in query.all("metadata") {
            guard case .object(let members)? = JSONValue(parsing: Data(text.utf8), maxDepth: 2),
                members.values.allSatisfy({ $0.string != nil })
            else {
                validator.fail("/metadata", "Input should be a JSON object of strings, such as {\"order\":\"42\"}")
                continue
            }
            metadata += members.sorted { $0.key < $1.key }.map { ($0.key, $0.value.string ?? "") }
        }
        if let text = query["has_refunds"] {
            if text == "true" || text == "false" {
                hasRefunds = text == "true"
            } else {
                validator.fail("/has_refunds", "Input should be a valid boolean", type: "bool_parsing")
            }
        }
    }

    /// The `WHERE` conditions and their values.
    var sql: (String, [SQLiteValue]) {
        var conditions = ["merchant_account_id = ?"]
        var values: [SQLiteValue] = [.text(account)]
        for (name, list) in [("status", statuses), ("currency", currencies)] where !list.isEmpty {
            conditions.append("\(name) IN (\(SandboxStore.marks(list.count)))")
            values += list.map { .text($0) }
        }
        for (column, value) in ids {
            conditions.append("\(column) = ?")
            values.append(.text(value))
        }
        for (sign, value) in amounts {
            conditions.append("amount \(sign) ?")
            values.append(.integer(Int64(value)))
        }
        for (column, sign, date) in dates {
            conditions.append("\(column) \(sign) ?")
            values.append(.real(date.timeIntervalSince1970))
        }
        for (key, value) in metadata {
            conditions.append("EXISTS (SELECT 1 FROM json_each(transactions.metadata) WHERE key = ? AND value = ?)")
            values += [.text(key), .text(value)]
        }
        if let hasRefunds { conditions.append(hasRefunds ? "refunded_amount > 0" : "refunded_amount = 0") }
        return (conditions.joined(separator: " AND "), values)
    }
}

import Foundation

/// Tessera: the URLs of the transactions service.
extension Gr4vyUtility {
    /// `…/transactions`, with `query` appended when it is not empty.
    public static func transactionsURL(from setup: Gr4vySetup, query: [(String, String)] = []) throws -> URL {
        let base = try baseURL(from: setup)
        let text = base.absoluteString + "/transactions" + (query.isEmpty ? "" : "?" + self.query(query))
        guard let url = URL(string: text) else { throw Gr4vyError.badURL("Failed to construct transactions URL") }
        return url
    }

    /// `…/transactions/{transactionId}` followed by `suffix` (e.g. `/capture`). Throws
    /// ``Gr4vyError/badURL(_:)`` for an empty id.
    public static func transactionURL(from setup: Gr4vySetup, transactionId: String, suffix: String = "") throws -> URL
    {
        guard !transactionId.isEmpty else { throw Gr4vyError.badURL("Transaction ID is empty") }
        let text = try baseURL(from: setup).absoluteString + "/transactions/" + segment(transactionId) + suffix
        guard let url = URL(string: text) else { throw Gr4vyError.badURL("Failed to construct transaction URL") }
        return url
    }
}

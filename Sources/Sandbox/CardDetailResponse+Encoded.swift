import Foundation
import TesseraCore

extension CardDetailResponse {
    /// The response as ``CompactJSON``, written once per distinct response and then remembered.
    ///
    /// The route answers every keystroke of a checkout's card number, and the answers are few (one per
    /// BIN and set of required fields); writing one with `JSONEncoder` cost more than all the rest of the
    /// request. At most ``cacheCapacity`` answers are kept; the cache is emptied when full.
    var encoded: Data {
        get throws {
            if let known = Self.cache.withLock({ $0[self] }) { return known }
            let data = try CompactJSON.data(self)
            Self.cache.withLock { cache in
                if cache.count >= Self.cacheCapacity { cache.removeAll() }
                cache[self] = data
            }
            return data
        }
    }

    /// How many encoded answers are remembered.
    static let cacheCapacity = 1024

    private static let cache = Locked<[CardDetailResponse: Data]>([:])
}

import Foundation
import TesseraCore
import Transport

/// The last requests an emulator served, newest first, bounded in memory: what the app's dashboard shows as
/// its request log.
///
/// Every entry is redacted as it is recorded, by the same `Redactor` (TesseraCore) the debug log uses: card numbers,
/// security codes, secrets and bearer tokens are replaced by name and by shape in the path, the headers and
/// both bodies, so the log never holds them. A body a quick scan proves free of them is kept as sent and
/// redacted (pretty-printed) only when it is read, which is most of the cost of recording; any other body is
/// redacted at once. Once ``capacity`` entries are kept, each new one drops the oldest. One log may be shared
/// by every copy of a handler (``SandboxHandler/requestLog``).
public final class SandboxRequestLog: Sendable {
    /// One request the emulator served, as the log keeps it.
    public struct Entry: Sendable, Equatable, Identifiable {
        /// The entry's number in this log: 1 for the first request recorded, counting up.
        public let id: Int
        /// When the answer was ready.
        public let date: Date
        /// The request's method, such as `POST`.
        public let method: String
        /// The path and query, redacted.
        public let path: String
        /// The answer's HTTP status.
        public let status: Int
        /// How long the emulator took to answer, in seconds.
        public let duration: TimeInterval
        /// The merchant account the request named in `x-gr4vy-merchant-account-id` (`default` when it named
        /// none), or nil when the header is not a valid account id.
        public let merchantAccount: String?
        /// The request's headers in the order sent, sensitive values replaced (as the debug log shows them).
        public let requestHeaders: HTTPHeaders
        /// The request's body as redacted text (pretty-printed JSON), empty when it had none.
        public var requestBody: String { request.text }
        /// The answer's body as redacted text, empty when it had none.
        public var responseBody: String { response.text }
        let request: Body
        let response: Body
    }

    /// A body as an entry keeps it: redacted text, or bytes a scan found nothing to redact in.
    enum Body: Sendable, Equatable {
        case redacted(String)
        case clean(Data)

        /// A body of `data`, redacted now unless a scan proves there is nothing to redact.
        init(_ data: Data) {
            self =
                redactor.holdsNothingToRedact(data)
                ? .clean(data) : .redacted(redactor.redact(body: data, limit: SandboxRequestLog.bodyLimit))
        }

        /// The redacted text.
        var text: String {
            switch self {
            case .redacted(let text): text
            case .clean(let data): redactor.redact(body: data, limit: SandboxRequestLog.bodyLimit)
            }
        }
    }

    /// The most entries kept.
    public let capacity: Int
    /// The most characters of one body kept.
    public static let bodyLimit = 4096

    /// What redacts every entry, when it is recorded or, for a body kept as sent, when it is read.
    private static let redactor = Redactor()
    private let state: Locked<(entries: [Entry], next: Int)>

    /// An empty log keeping the last `capacity` requests (at least one).
    public init(capacity: Int = 500) {
        self.capacity = max(1, capacity)
        state = Locked((entries: [], next: 1))
    }

    /// The entries kept, newest first.
    public var entries: [Entry] {
        state.withLock { state in
            guard state.entries.count == capacity else { return state.entries.reversed() }
            // The ring is full: the slot after the newest holds the oldest.
            let newest = (state.next - 2) % capacity
            return (0..<capacity).map { state.entries[(newest - $0 + capacity) % capacity] }
        }
    }

    /// The entry numbered `id`, or nil when it was never recorded or has been dropped.
    public func entry(id: Int) -> Entry? {
        state.withLock { state in
            guard id >= 1, id < state.next, id > state.next - 1 - capacity else { return nil }
            return state.entries[(id - 1) % capacity]
        }
    }

    /// Records the exchange of `request` and `response`, redacted, for merchant account `account`.
    func record(
        _ request: HTTPRequest, _ response: HTTPResponse, account: String?, duration: TimeInterval, date: Date
    ) {
        let headers = Self.redactor.redact(headers: request.headers)
        let path = Self.redactor.redact(url: request.url).pathAndQuery
        let requestBody = Body(request.body ?? Data())
        let responseBody = Body(response.body)
        state.withLock { state in
            let entry = Entry(
                id: state.next, date: date, method: request.method.rawValue, path: path, status: response.status,
                duration: duration, merchantAccount: account, requestHeaders: headers, request: requestBody,
                response: responseBody)
            if state.entries.count < capacity {
                state.entries.append(entry)
            } else {
                state.entries[(state.next - 1) % capacity] = entry
            }
            state.next += 1
        }
    }
}

extension String {
    /// The path and query of a URL written as text (`http://host/a?b=1` → `/a?b=1`).
    fileprivate var pathAndQuery: String {
        guard let scheme = range(of: "://"), let slash = self[scheme.upperBound...].firstIndex(of: "/") else {
            return self
        }
        return String(self[slash...])
    }
}

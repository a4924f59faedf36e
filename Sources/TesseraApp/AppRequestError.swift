/// A request the app cannot serve, with the one sentence the page shows.
enum AppRequestError: Error, Equatable {
    /// The request is malformed or a value is out of range (400).
    case invalid(String)
    /// What it names does not exist (404).
    case notFound(String)

    /// The HTTP status.
    var status: Int {
        switch self {
        case .invalid: 400
        case .notFound: 404
        }
    }

    /// The sentence to show.
    var message: String {
        switch self {
        case .invalid(let message), .notFound(let message): message
        }
    }
}

import Foundation

/// Which receiver URLs a webhook subscription may name: the emulator never leaves the machine, and never
/// calls itself.
///
/// Allowed: an `http` or `https` URL whose host is a loopback address (`localhost`, `127.0.0.0/8`,
/// `::1`) or a reserved test name (RFC 2606 / RFC 6761: `*.test`, `*.example`, `*.invalid`,
/// `*.localhost`), with no user or password in it. Refused: anything else, and a loopback URL on the
/// port the emulator itself is served on (``SandboxHandler/servedPort``), which would make every
/// delivery a request to the emulator and a new event — a loop.
package enum WebhookURLCheck {
    /// Why `text` cannot be a subscription's URL, or nil when it can; `servedPort` is the emulator's own.
    package static func problem(_ text: String, servedPort: Int?) -> String? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(),
            !host.isEmpty
        else {
            return "The url must be an absolute http or https URL, such as http://127.0.0.1:4242/webhooks"
        }
        guard scheme == "http" || scheme == "https" else {
            return "The url must use http or https, not \(scheme)"
        }
        guard url.user == nil, url.password == nil else {
            return "The url must not hold a user or password; give them as basic authentication"
        }
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        let loopback = bare == "localhost" || bare == "::1" || bare.hasSuffix(".localhost") || isLoopbackIPv4(bare)
        let testName = [".test", ".example", ".invalid"].contains { bare.hasSuffix($0) }
        guard loopback || testName else {
            return "The emulator delivers webhooks only to this machine: use a loopback host such as 127.0.0.1 "
                + "or localhost, or a .test host"
        }
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        if loopback, let servedPort, port == servedPort {
            return "The url points at the emulator itself (port \(servedPort)); give your own server's address"
        }
        return nil
    }

    private static func isLoopbackIPv4(_ host: String) -> Bool {
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "127" else { return false }
        return parts.allSatisfy { part in part.allSatisfy(\.isASCII) && UInt8(part) != nil }
    }
}

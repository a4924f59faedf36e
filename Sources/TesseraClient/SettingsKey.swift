import Foundation
import Gr4vyClient

/// A key of `tessera admin set|unset`, with the validation of its values.
package enum SettingsKey: String, CaseIterable, Sendable {
    case gr4vyId = "gr4vy-id"
    case token
    case merchantId = "merchant-id"
    case server
    case timeout
    case dsConfig = "ds-config"

    /// The keys, for messages: `gr4vy-id, token, merchant-id, server, timeout, ds-config`.
    package static let list = allCases.map(\.rawValue).joined(separator: ", ")

    /// The longest value accepted, in UTF-8 bytes: a token as ``InputLimit/token`` reads it, an id 255
    /// bytes, a server URL 2,048 bytes.
    package var maximumBytes: Int {
        switch self {
        case .token: InputLimit.token.bytes
        case .server: 2048
        case .gr4vyId, .merchantId, .timeout: 255
        case .dsConfig: 4096
        }
    }

    /// Stores `value` in `settings`, or throws a usage message saying what is expected.
    package func set(_ value: String, in settings: inout Settings) throws(SettingsValueError) {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.utf8.count <= maximumBytes else {
            throw SettingsValueError(
                "The \(rawValue) is \(trimmed.utf8.count) bytes; give at most \(maximumBytes) bytes.")
        }
        switch self {
        case .gr4vyId:
            do {
                try Gr4vyUtility.validate(gr4vyId: trimmed)
            } catch {
                throw SettingsValueError(
                    "The gr4vy id is invalid: use letters, digits, '-' and '_', not starting or ending with '-' "
                        + "(e.g. 'acme' for api.acme.gr4vy.app).")
            }
            settings.gr4vyId = trimmed
        case .token:
            guard !trimmed.isEmpty else {
                throw SettingsValueError("The token is empty; use 'unset token' to remove it.")
            }
            try Self.refuseControlCharacters(in: trimmed, of: "token")
            settings.token = trimmed
        case .merchantId:
            guard !trimmed.isEmpty else {
                throw SettingsValueError("The merchant id is empty; use 'unset merchant-id' to remove it.")
            }
            try Self.refuseControlCharacters(in: trimmed, of: "merchant id")
            settings.merchantId = trimmed
        case .server:
            do {
                settings.server = try ServerChoice(parsing: trimmed).description
            } catch {
                throw SettingsValueError((error as? Gr4vyError)?.errorDescription ?? "\(error)")
            }
        case .timeout:
            // Empty means the default, as the sample app's empty timeout field does.
            guard !trimmed.isEmpty else {
                settings.timeout = nil
                return
            }
            guard let seconds = ValueParser<Int>.seconds.parse(trimmed) else {
                throw SettingsValueError(
                    "Invalid timeout '\(trimmed)': expected \(ValueParser<Int>.seconds.expected).")
            }
            settings.timeout = Double(seconds)
        case .dsConfig:
            guard let data = FileManager.default.contents(atPath: trimmed), data.count <= 1 << 20 else {
                throw SettingsValueError(
                    "Cannot read the DS configuration file '\(trimmed)': give the path of a JSON file of at most 1 MiB."
                )
            }
            do {
                _ = try Gr4vyThreeDSConfiguration.directoryServers(json: data)
            } catch {
                throw SettingsValueError("The DS configuration '\(trimmed)' is refused: \(error.localizedDescription)")
            }
            settings.dsConfig = String(decoding: data, as: UTF8.self)
        }
    }

    /// Throws when `value`, sent as a header, holds a line break or another control character.
    private static func refuseControlCharacters(in value: String, of name: String) throws(SettingsValueError) {
        if value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw SettingsValueError(
                "The \(name) holds a line break or another control character; it is sent as a header.")
        }
    }

    /// Removes the value from `settings`.
    package func unset(in settings: inout Settings) {
        switch self {
        case .gr4vyId: settings.gr4vyId = nil
        case .token: settings.token = nil
        case .merchantId: settings.merchantId = nil
        case .server: settings.server = nil
        case .timeout: settings.timeout = nil
        case .dsConfig: settings.dsConfig = nil
        }
    }
}

/// A value that a settings key does not accept.
package struct SettingsValueError: Error {
    /// What is wrong and what is expected.
    package let message: String

    package init(_ message: String) {
        self.message = message
    }
}

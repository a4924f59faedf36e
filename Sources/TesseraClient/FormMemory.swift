import Foundation
import TesseraCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The fields each endpoint command last sent, kept in `forms.json` beside the settings (mode 0600).
///
/// The file maps a command (`payment-options`) to its options' words (`"--currency": ["USD"]`). It never
/// holds a card number or a CVC: secret options are not kept, and ``isStorable(_:)`` refuses any
/// value with a run of 12 or more digits. A file that cannot be read is reported with its path and never
/// overwritten; `--reset` on the command or `tessera admin reset` removes it.
package struct FormMemory: Sendable {
    /// Each command's remembered option words, by command path without `tessera `.
    package typealias Forms = [String: [String: [String]]]

    /// What a remembered flag (a ticked checkbox) is kept as: `"--dark": ["on"]`, what a browser posts for one.
    package static let flagValue = "on"

    /// The remembered-forms file.
    package let fileURL: URL

    /// The store in the configuration folder the environment names (see ``SettingsStore``).
    package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        fileURL = SettingsStore(environment: environment).fileURL.deletingLastPathComponent()
            .appendingPathComponent("forms.json")
    }

    /// The remembered forms; empty when no file exists yet.
    package func load() throws(CLIError) -> Forms {
        let data: Data?
        do {
            data = try InputReader.ownFile(at: fileURL.path, limit: .settingsFile)
        } catch .symbolicLink {
            throw .failure(
                "The remembered-forms file \(fileURL.path) is a symbolic link, which Tessera never follows for its "
                    + "own files. \(Self.repair)")
        } catch {
            throw .failure(
                "The remembered-forms file \(fileURL.path) is not a file Tessera can read (\(error.summary)). \(Self.repair)"
            )
        }
        guard let data else { return [:] }
        guard let forms = try? JSONDecoder().decode(Forms.self, from: data) else {
            throw .failure(
                "The remembered-forms file \(fileURL.path) is corrupt (not the JSON Tessera writes). \(Self.repair)")
        }
        return forms
    }

    /// What to do about a file that cannot be used.
    package static let repair = "Run the command with --reset, or 'tessera admin reset', to start it afresh."

    /// Writes `forms` atomically with mode 0600, creating the folder (mode 0700) if needed.
    package func save(_ forms: Forms) throws(CLIError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(forms) else { throw .failure("Cannot encode the remembered forms.") }
        let folder = fileURL.deletingLastPathComponent()
        try? FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temporary = folder.appendingPathComponent(".forms.json.\(getpid()).tmp")
        guard SettingsStore.write(data + Data("\n".utf8), to: temporary.path),
            rename(temporary.path, fileURL.path) == 0
        else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw .failure("Cannot write the remembered-forms file \(fileURL.path): \(reason).")
        }
    }

    /// Deletes the file; true when there was one.
    @discardableResult
    package func remove() -> Bool {
        unlink(fileURL.path) == 0
    }

    /// Whether `value` may be written to disk: no run of 12 or more digits (the shortest card numbers),
    /// whatever option carries it.
    package static func isStorable(_ value: String) -> Bool {
        var run = 0
        for character in value {
            run = character.isASCIIDigit ? run + 1 : 0
            if run >= 12 { return false }
        }
        return true
    }
}

extension InputReader.Failure {
    /// A few words on what is wrong with the file.
    fileprivate var summary: String {
        switch self {
        case .tooLarge(let limit): "larger than \(limit.size)"
        case .directory: "a directory"
        case .parentNotDirectory: "its folder is a file"
        case .symbolicLink: "a symbolic link"
        case .notPrivate(let reason): "others may read it and it cannot be made private: \(reason)"
        case .system(let reason): reason
        }
    }
}

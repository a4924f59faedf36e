import TesseraClient

extension AdminCommand {
    /// The `show` section on remembered fields: each command with its fields, or why the file is unusable.
    static func describeForms(_ memory: FormMemory) -> String {
        let heading = "Remembered fields (\(memory.fileURL.path)):"
        let forms: FormMemory.Forms
        do {
            forms = try memory.load()
        } catch {
            guard case .failure(let message) = error else { return heading }
            return heading + "\n  " + message
        }
        guard !forms.isEmpty else { return heading + "\n  (none yet: endpoint commands remember their last fields)" }
        var lines = [heading]
        for command in forms.keys.sorted() {
            lines.append("  tessera \(command)")
            for (name, values) in (forms[command] ?? [:]).sorted(by: { $0.key < $1.key }) {
                lines.append("    " + values.map { "\(name) \(quoted($0))" }.joined(separator: " "))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `value` as a shell word: bare when it is plain, else in single quotes.
    private static func quoted(_ value: String) -> String {
        let plain = !value.isEmpty && value.allSatisfy { $0.isLetter || $0.isNumber || "-_.=/:@+,".contains($0) }
        return plain ? value : "'" + value.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}

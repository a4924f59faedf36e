import Foundation
import Testing

/// Compares `text` with the reference file `__Snapshots__/<test file>/<test name>.<ext>` beside this test file.
///
/// A mismatch records an issue with a line diff. References are written only when the environment sets
/// `TESSERA_RECORD_SNAPSHOTS=1` and `CI` is unset; a missing reference otherwise fails and says how to record it.
public func assertSnapshot(
    of text: String, as ext: String = "svg", named name: String? = nil, filePath: String = #filePath,
    function: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) {
    let testFile = URL(fileURLWithPath: filePath)
    let testName = name ?? String(function.prefix { $0 != "(" })
    let reference = testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        .appendingPathComponent("\(testName).\(ext)")
    let environment = ProcessInfo.processInfo.environment
    let recording = environment["TESSERA_RECORD_SNAPSHOTS"] == "1" && environment["CI"] == nil
    guard let data = FileManager.default.contents(atPath: reference.path), !recording else {
        guard recording else {
            Issue.record(
                "No reference snapshot at \(reference.path); run with TESSERA_RECORD_SNAPSHOTS=1 to record it.",
                sourceLocation: sourceLocation)
            return
        }
        do {
            try FileManager.default.createDirectory(
                at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: reference)
        } catch {
            Issue.record("Could not record \(reference.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != text else { return }
    Issue.record(
        "Snapshot \(reference.lastPathComponent) differs:\n\(lineDiff(expected: expected, actual: text))",
        sourceLocation: sourceLocation)
}

/// A short line diff: each differing line as `-expected` / `+actual` with its line number (at most 20).
public func lineDiff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(old.count, new.count) where lines.count < 40 {
        let before = index < old.count ? String(old[index]) : nil
        let after = index < new.count ? String(new[index]) : nil
        guard before != after else { continue }
        if let before { lines.append("\(index + 1) -\(before)") }
        if let after { lines.append("\(index + 1) +\(after)") }
    }
    return lines.joined(separator: "\n")
}

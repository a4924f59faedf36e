/// A plain-text table: a header row in capitals, then one row per item, columns padded to their widest
/// cell and two spaces apart, the last column unpadded.
enum TextTable {
    /// The lines of the table with `header` over `rows` (each row as many cells as the header).
    static func render(header: [String], rows: [[String]]) -> String {
        let lines = [header] + rows
        let widths = header.indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
        return lines.map { line in
            line.enumerated().map { index, text in
                index == line.count - 1 ? text : text.padding(toLength: widths[index] + 2, withPad: " ", startingAt: 0)
            }.joined()
        }.joined(separator: "\n")
    }
}

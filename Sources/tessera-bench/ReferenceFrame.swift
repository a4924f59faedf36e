internal import CBenchReferences
import Drawing

/// The C reference for one card-image frame: a keystroke (`tref_keystroke`) and the card front written with
/// `snprintf` (`tref_card_front_svg`), with the texts of a Tessera scene.
struct ReferenceFrame {
    let title: String
    let brand: String
    let numberLabel: String
    let number: String

    /// The texts of `scene`'s card front; nil when it has no title or too few labelled groups.
    init?(_ scene: Scene) {
        let labels = scene.labelledGroups.compactMap(\.accessibilityLabel)
        guard let title = scene.title, labels.count >= 2 else { return nil }
        self.title = title
        (brand, numberLabel) = (labels[0], labels[1])
        number = scene.texts.first { $0.font.family.contains("Mono") }?.displayed ?? ""
    }

    /// The bytes the C reference writes, to compare with Tessera's.
    func svg() -> [UInt8] {
        var buffer = [CChar](repeating: 0, count: 8192)
        let written = tref_card_front_svg(&buffer, buffer.count, title, brand, numberLabel, number)
        return buffer.prefix(min(written, buffer.count)).map { UInt8(bitPattern: $0) }
    }

    /// One frame, as a body to time or count. Its buffers live as long as the process (a bench run), so
    /// the loop holds no Swift variable whose exclusive access would be checked.
    func body() -> () -> Void {
        let field = Array("4242 4242 42".utf8CString)
        let output = UnsafeMutablePointer<CChar>.allocate(capacity: 32)
        let caret = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        let valid = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        let svg = UnsafeMutablePointer<CChar>.allocate(capacity: 8192)
        let (title, brand, numberLabel, number) = (title, brand, numberLabel, number)
        return {
            blackHole(tref_keystroke(field, field.count - 1, field.count - 1, 0x34, output, caret, valid))
            blackHole(tref_card_front_svg(svg, 8192, title, brand, numberLabel, number))
        }
    }
}

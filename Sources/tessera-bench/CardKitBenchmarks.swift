internal import CBenchReferences
import CardKit

/// `tessera-bench cardkit`: the cost of one keystroke in the card number field, beside the C references.
///
/// A keystroke is one call of ``CardNumberFormatter/apply(_:to:selection:)``: apply the edit to the digits, detect
/// the brand, validate (lengths, Luhn) and format with the caret. The sequences are recorded once and then
/// replayed, so every timed keystroke starts from the text a person would have had on screen. The C reference
/// (`tref_keystroke`) replays the typed keystrokes with the same steps: strip separators, prefix lookup, Luhn,
/// regroup.
enum CardKitBenchmarks {
    /// One recorded keystroke: the field before it and the edit.
    struct Keystroke {
        let text: String
        let selection: Range<Int>
        let edit: TextEdit
    }

    /// Runs the suite.
    static func run() async {
        let formatter = CardNumberFormatter()
        let typing = record(typingSequences, formatter: formatter)
        let pastes = record(pasteSequences, formatter: formatter)
        let all = typing + pastes
        let typed = Benchmark.measure(
            "card number keystroke, typing (\(typing.count) keys)", iterations: 20_000, operationsPerCall: typing.count,
            clock: .threadCPU
        ) {
            for key in typing { blackHole(formatter.apply(key.edit, to: key.text, selection: key.selection)) }
        }
        Benchmark.measure(
            "card number keystroke, paste (\(pastes.count) edits)", iterations: 20_000, operationsPerCall: pastes.count,
            clock: .threadCPU
        ) {
            for key in pastes { blackHole(formatter.apply(key.edit, to: key.text, selection: key.selection)) }
        }
        let allEdits = Benchmark.measure(
            "card number keystroke, all (\(all.count) edits)", iterations: 20_000, operationsPerCall: all.count,
            clock: .threadCPU
        ) {
            for key in all { blackHole(formatter.apply(key.edit, to: key.text, selection: key.selection)) }
        }
        let reference = referenceKeystroke(typing)
        let expiry = ExpiryFormatter(clock: .fixed(YearMonth(year: 2026, month: 11)!))
        let expiryTime = Benchmark.measure(
            "expiry keystroke (4 keys)", iterations: 50_000, operationsPerCall: 4, clock: .threadCPU
        ) {
            var text = ""
            var caret = 0
            for key in ["1", "0", "3", "0"] {
                let result = expiry.apply(.insert(key), to: text, caret: caret)
                (text, caret) = (result.text, result.caret)
            }
            blackHole(text)
        }
        let catalog = CardBrandCatalog.standard
        let detection = Benchmark.measure("brand detection, 16 digits", iterations: 200_000, clock: .threadCPU) {
            blackHole(catalog.detect("4011780000000006"))
        }
        let pan = "4242424242424242"
        let luhn = Benchmark.measure("luhn 16 digits", iterations: 200_000, clock: .threadCPU) {
            blackHole(Luhn.isValid(pan))
        }
        let bytes = Array("4011780000000006".utf8)
        let referenceLookup = Benchmark.measure(
            "C reference: prefix lookup, 16 digits", iterations: 200_000, clock: .threadCPU
        ) {
            blackHole(tref_brand(bytes, bytes.count))
        }
        let panBytes = Array(pan.utf8)
        let referenceLuhn = Benchmark.measure("C reference: luhn 16 digits", iterations: 200_000, clock: .threadCPU) {
            blackHole(tref_luhn(panBytes, panBytes.count))
        }
        print("cardkit, Tessera beside the C references (medians):")
        Benchmark.compare(
            "keystroke, typing", tessera: typed, reference: reference, referenceName: "C keystroke", goal: 150)
        Benchmark.compare(
            "keystroke, all edits", tessera: allEdits, reference: reference, referenceName: "C keystroke", goal: 150)
        Benchmark.compare(
            "expiry keystroke", tessera: expiryTime, reference: reference, referenceName: "C number keystroke",
            goal: 100)
        Benchmark.compare(
            "brand detection", tessera: detection, reference: referenceLookup, referenceName: "C prefix lookup",
            goal: 40)
        Benchmark.compare("luhn 16 digits", tessera: luhn, reference: referenceLuhn, referenceName: "C luhn", goal: 25)
    }

    /// Times the C reference over the typed keystrokes (single-character inserts and backspaces at a caret).
    private static func referenceKeystroke(_ keys: [Keystroke]) -> Double {
        let replay: [(text: [CChar], caret: Int, typed: CChar)] = keys.compactMap { key in
            guard key.selection.isEmpty else { return nil }
            switch key.edit {
            case .insert(let text) where text.utf8.count == 1:
                return (Array(key.text.utf8CString), key.selection.lowerBound, CChar(bitPattern: text.utf8.first!))
            case .deleteBackward:
                return (Array(key.text.utf8CString), key.selection.lowerBound, 0)
            default:
                return nil
            }
        }
        var output = [CChar](repeating: 0, count: 32)
        var caret = 0
        var valid: Int32 = 0
        return Benchmark.measure(
            "C reference: keystroke, typing (\(replay.count) keys)", iterations: 20_000,
            operationsPerCall: replay.count, clock: .threadCPU
        ) {
            for key in replay {
                blackHole(tref_keystroke(key.text, key.text.count - 1, key.caret, key.typed, &output, &caret, &valid))
            }
        }
    }

    /// Realistic typing: whole numbers key by key, with a mistake corrected and an edit in the middle.
    private static let typingSequences: [[(Range<Int>?, TextEdit)]] = [
        "4242424242424242".map { (nil, .insert(String($0))) },
        "378282246310005".map { (nil, .insert(String($0))) },
        "5555555555554444".map { (nil, .insert(String($0))) },
        "6200000000000005".map { (nil, .insert(String($0))) },
        "401178".map { (nil, .insert(String($0))) } + [(nil, .insert("9")), (nil, .deleteBackward)]
            + "0000000006".map { (nil, .insert(String($0))) },
        "4242 4242".map { (nil, .insert(String($0))) } + [(2..<2, .insert("1")), (5..<5, .deleteBackward)],
    ]

    /// Pastes: a separated number into an empty field, over a selection, and a selection replaced.
    private static let pasteSequences: [[(Range<Int>?, TextEdit)]] = [
        [(nil, .paste("4242-4242 4242 4242"))],
        [(nil, .paste("3782 822463 10005")), (0..<17, .paste("5555 5555 5555 4444"))],
        [(nil, .paste("4000 0566 5566 5556")), (5..<9, .paste("1234"))],
        [(nil, .paste("card 6011 1111 1111 1117 please"))],
    ]

    /// Replays `sequences` once to record the field's text before every keystroke.
    /// A nil selection means the caret where the previous keystroke left it.
    private static func record(
        _ sequences: [[(Range<Int>?, TextEdit)]], formatter: CardNumberFormatter
    ) -> [Keystroke] {
        var keystrokes: [Keystroke] = []
        for sequence in sequences {
            var text = ""
            var caret = 0
            for (selection, edit) in sequence {
                let range = selection ?? caret..<caret
                keystrokes.append(Keystroke(text: text, selection: range, edit: edit))
                let result = formatter.apply(edit, to: text, selection: range)
                (text, caret) = (result.text, result.caret)
            }
        }
        return keystrokes
    }
}

internal import CBenchReferences
import CardKit
import Checkout
import Drawing
import Foundation
import JOSE

/// `tessera-bench --count <operation> <n>`: runs one hot path `n` times with no timing at all, for
/// `valgrind --tool=callgrind`, whose instruction counts do not vary with the load of a shared machine.
///
/// The instructions of one operation are (Ir at `n`) − (Ir at 0), divided by `n`: the set-up cancels out;
/// `baseline` gives the loop's own cost (a closure call and ``blackHole(_:)``), to subtract from each.
enum CountedOperations {
    /// Operation name to a maker: set-up runs in the maker, the returned body is the operation.
    @MainActor static let all: [String: @MainActor () throws -> () -> Void] = [
        "baseline": { { blackHole(0) } },
        "keystroke": keystroke,
        "ref-keystroke": referenceKeystroke,
        "luhn": { { blackHole(Luhn.isValid(pan)) } },
        "ref-luhn": { { blackHole(tref_luhn(panBytes, panBytes.count)) } },
        "detect": detect,
        "ref-detect": { { blackHole(tref_brand(eloBytes, eloBytes.count)) } },
        "expiry": expiry,
        "frame": frame,
        "ref-frame": referenceFrame,
        "jwe-decrypt": jweDecrypt,
        "es256-verify": es256Verify,
        "transaction": transaction,
        "transaction-webhooks": transactionWithWebhooks,
        "transaction-logged": transactionLogged,
        "card-details": cardDetails,
    ]

    /// Why an operation could not be set up.
    enum SetupFailure: Error, CustomStringConvertible {
        /// The card scene had no title or labelled groups for the C reference to write.
        case noCardTexts

        var description: String { "the card scene has no title or labels for the C reference" }
    }

    private static let pan = "4242424242424242"
    private static let panBytes = Array(pan.utf8)
    private static let eloBytes = Array("4011780000000006".utf8)

    /// Runs `name` `count` times; false when there is no such operation.
    @MainActor static func run(_ name: String, count: Int) throws -> Bool {
        guard let make = all[name] else { return false }
        let body = try make()
        for _ in 0..<count { body() }
        return true
    }

    /// One typed digit into `4242 4242 42` (the tenth keystroke of a Visa), as the cardkit suite times.
    private static func keystroke() -> () -> Void {
        let formatter = CardNumberFormatter()
        return { blackHole(formatter.apply(.insert("4"), to: "4242 4242 42", caret: 12)) }
    }

    /// The C reference for the same keystroke. Its buffers live for the rest of the process (this mode runs one
    /// operation and exits), so the loop holds no Swift variable whose exclusive access would be checked.
    private static func referenceKeystroke() -> () -> Void {
        let field = Array("4242 4242 42".utf8CString)
        let output = UnsafeMutablePointer<CChar>.allocate(capacity: 32)
        let caret = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        let valid = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        return { blackHole(tref_keystroke(field, field.count - 1, 12, 0x34, output, caret, valid)) }
    }

    /// Brand detection on the catalogue made once, as the cardkit suite times it.
    private static func detect() -> () -> Void {
        let catalog = CardBrandCatalog.standard
        return { blackHole(catalog.detect("4011780000000006")) }
    }

    /// The third key of `10/30`: `0` typed after `10/`.
    private static func expiry() -> () -> Void {
        let formatter = ExpiryFormatter(clock: .fixed(YearMonth(year: 2026, month: 11)!))
        return { blackHole(formatter.apply(.insert("3"), to: "10/", caret: 3)) }
    }

    /// A keystroke in a number field linked to the card image, then the card's SVG, as the checkout suite times.
    @MainActor private static func frame() throws -> () -> Void {
        let (number, image) = try CheckoutBenchmarks.linkedNumberField()
        let renderer = SVGRenderer()
        var typing = true
        return {
            number.apply(typing ? .insert("4") : .deleteBackward)
            typing.toggle()
            blackHole(try! renderer.render(image.buildContent()))
        }
    }

    /// The C reference for the same frame, with the texts of the card as the frame leaves it.
    @MainActor private static func referenceFrame() throws -> () -> Void {
        let (_, image) = try CheckoutBenchmarks.linkedNumberField()
        guard let reference = ReferenceFrame(image.buildContent()) else { throw SetupFailure.noCardTexts }
        return reference.body()
    }

    private static func jweDecrypt() throws -> () -> Void {
        let key = try JWK.generate(curve: .p256)
        let payload = Data((0..<1024).map { UInt8($0 % 251) })
        let token = try JWE.encrypt(plaintext: payload, to: key.publicKey, alg: .ecdhES, enc: .a128cbcHS256)
        return { blackHole(try! JWE.decrypt(token, with: key)) }
    }

    private static func es256Verify() throws -> () -> Void {
        let key = try JWK.generate(curve: .p256)
        let publicKey = try key.publicKey
        let jws = try JWS.sign(payload: Data((0..<1024).map { UInt8($0 % 251) }), with: key, alg: .es256)
        return { blackHole(try! JWS.verify(jws, with: publicKey)) }
    }
}

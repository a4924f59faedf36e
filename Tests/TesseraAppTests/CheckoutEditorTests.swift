import CardKit
import Checkout
import Foundation
import TesseraCore
import Testing

@testable import TesseraApp

@MainActor
@Suite struct CheckoutEditorTests {
    let environment = CheckoutEnvironment(clock: .fixed(Date(timeIntervalSince1970: 1_800_000_000)))

    func editor(_ look: CheckoutLook = .standard) throws -> CheckoutEditor {
        try CheckoutEditor(look: look, resources: try AppResources.load(), environment: environment)
    }

    func input(_ field: CheckoutEditor.FieldName, _ kind: String, _ text: String? = nil, at range: Range<Int>? = nil)
        -> CheckoutEditor.Input
    {
        CheckoutEditor.Input(kind: kind, field: field, text: text, start: range?.lowerBound, end: range?.upperBound)
    }

    func type(_ text: String, into field: CheckoutEditor.FieldName, of editor: CheckoutEditor) throws
        -> CheckoutEditor.State
    {
        var state = editor.state()
        for character in text { state = try editor.apply(input(field, "insert", String(character))) }
        return state
    }

    func field(_ state: CheckoutEditor.State, _ name: CheckoutEditor.FieldName) -> CheckoutEditor.State.Field {
        state.fields.first { $0.name == name }!
    }

    @Test(arguments: [
        ("4242424242424242", "4242 4242 4242 4242", "visa"),
        ("378282246310005", "3782 822463 10005", "american-express"),
        ("36227206271667", "3622 720627 1667", "diners-club"),
        ("5555555555554444", "5555 5555 5555 4444", "mastercard"),
    ])
    func formatsTheNumberByBrandAndDrawsIt(digits: String, shown: String, brand: String) throws {
        let editor = try editor()
        let state = try type(digits, into: .number, of: editor)
        #expect(field(state, .number).text == shown)
        #expect(field(state, .number).caret == shown.utf16.count)
        #expect(state.brand == brand)
        #expect(state.cardSvg.hasPrefix("<svg") && state.cardSvg.contains(String(digits.suffix(4))))
        #expect(state.focus == .number)
    }

    @Test func typesInTheMiddleAndTheCaretFollowsTheDigit() async throws {
        let editor = try editor()
        _ = try type("42424242", into: .number, of: editor)
        let state = try editor.apply(input(.number, "insert", "1", at: 2..<2))
        #expect(field(state, .number).text == "4214 2424 2")
        #expect(field(state, .number).caret == 3)
        let deleted = try editor.apply(input(.number, "delete_backward"))
        #expect(field(deleted, .number).text == "4242 4242")
    }

    @Test func extendsASelectionToTheEndOfTextTheServerHasAndThePageHasNotShownYet() async throws {
        let editor = try editor()
        _ = try type("4242424242424242", into: .number, of: editor)
        // The page still showed "4242 4242" (9 characters) when everything was selected and deleted.
        let cleared = try editor.apply(
            CheckoutEditor.Input(kind: "delete_backward", field: .number, text: nil, start: 0, end: 9, length: 9))
        #expect(field(cleared, .number).text.isEmpty)
    }

    @Test func replacesASelectionWithAPaste() async throws {
        let editor = try editor()
        _ = try type("4242424242424242", into: .number, of: editor)
        let state = try editor.apply(input(.number, "paste", "5555 5555 5555 4444", at: 0..<19))
        #expect(field(state, .number).text == "5555 5555 5555 4444")
        #expect(state.brand == "mastercard")
    }

    @Test func turnsToTheBackOnTheCodeExceptForAmericanExpress() async throws {
        let editor = try editor()
        _ = try type("4242424242424242", into: .number, of: editor)
        let back = editor.focus(.cvc)
        #expect(back.side == "back" && back.flip == "flip" && back.focus == .cvc)
        let again = try editor.apply(input(.cvc, "insert", "1"))
        #expect(again.side == "back" && again.flip == nil)
        let front = editor.focus(.name)
        #expect(front.side == "front" && front.flip == "flip")

        let amex = try self.editor()
        _ = try type("378282246310005", into: .number, of: amex)
        let stays = amex.focus(.cvc)
        #expect(stays.side == "front" && stays.flip == nil)
    }

    @Test func fadesInsteadOfTurningWhenMotionIsReduced() async throws {
        var calm = environment
        calm.reduceMotion = true
        let editor = try CheckoutEditor(look: .standard, resources: try AppResources.load(), environment: calm)
        #expect(editor.focus(.cvc).flip == "fade")
    }

    @Test func showsAMessageWhenAnInvalidFieldLosesFocus() async throws {
        let editor = try editor()
        _ = try type("4242424242424241", into: .number, of: editor)
        let state = editor.focus(.expiry)
        #expect(field(state, .number).message != nil)
        let fixed = try editor.apply(input(.number, "delete_backward", at: 19..<19))
        #expect(field(fixed, .number).message == nil)
        #expect(editor.validateAll().valid == false)
    }

    @Test func validatesAWholeCard() async throws {
        let editor = try editor()
        _ = try type("4242424242424242", into: .number, of: editor)
        _ = try type("1230", into: .expiry, of: editor)
        _ = try type("123", into: .cvc, of: editor)
        _ = try type("Ada Lovelace", into: .name, of: editor)
        let state = editor.validateAll()
        #expect(state.valid == true)
        #expect(field(state, .expiry).text == "12/30")
        #expect(state.fields.allSatisfy { $0.message == nil })
    }

    @Test func drawsAHostileNameAsEscapedText() async throws {
        let editor = try editor()
        let state = try type("<script>\"'&\u{202E}", into: .name, of: editor)
        #expect(!state.cardSvg.contains("<script>"))
        #expect(state.cardSvg.localizedUppercase.contains("&LT;SCRIPT&GT;"))
    }

    @Test func countsCaretsInUTF16LikeABrowser() async throws {
        let editor = try editor()
        let state = try type("💳Zoë", into: .name, of: editor)
        #expect(field(state, .name).caret == "💳Zoë".utf16.count)
        let inserted = try editor.apply(input(.name, "insert", "x", at: 2..<2))
        #expect(field(inserted, .name).text == "💳xZoë")
        #expect(field(inserted, .name).caret == 3)
    }

    @Test(arguments: [(0, 0), (1, 0), (2, 1), (3, 2), (99, 4), (-5, 0)])
    func convertsUTF16OffsetsToCharacters(utf16: Int, characters: Int) {
        #expect(CheckoutEditor.characterOffset(utf16: utf16, in: "💳Zoë") == characters)
    }

    @Test func refusesAnUnknownEditAndAHugePaste() async throws {
        let editor = try editor()
        #expect(throws: AppRequestError.self) { try editor.apply(input(.number, "format_disk", "4")) }
        #expect(throws: AppRequestError.self) {
            try editor.apply(input(.name, "paste", String(repeating: "A", count: 10_000)))
        }
        #expect(field(editor.state(), .name).text.isEmpty)
    }

    @Test func keepsTheCardWhenTheLookChanges() async throws {
        let editor = try editor()
        _ = try type("4242424242424242", into: .number, of: editor)
        let plain = editor.state().cardSvg
        let styled = try editor.relooked(.styled, resources: try AppResources.load(), environment: environment)
        #expect(field(styled.state(), .number).text == "4242 4242 4242 4242")
        #expect(styled.state().cardSvg != plain)
        let pictured = try editor.relooked(.images, resources: try AppResources.load(), environment: environment)
        #expect(pictured.state().cardSvg.contains("data:image/svg+xml"))
    }
}

import Testing
import ThreeDS

/// Reading the form of an HTML challenge.
@Suite struct HTMLFormTests {
    @Test func fieldsAndSubmitComeFromTheFirstForm() throws {
        let html = """
            <!-- <form action="fake"> --><FORM Action='/pay' METHOD=post>
            <input name=otp type=TEXT autocomplete="one-time-code"/><select name="channel"><option>sms</option></select>
            <textarea name="note"></textarea><input type="checkbox" name="remember" value="yes">
            <button type="submit"> Confirm </button></form><form><input name="second"></form>
            """
        let form = try #require(HTMLForm.extract(from: html))
        #expect(form.action == "/pay")
        #expect(form.fields.map(\.name) == ["otp", "channel", "note", "remember"])
        #expect(form.fields.map(\.type) == ["text", "select", "textarea", "checkbox"])
        #expect(form.submitLabel == "Confirm")
        #expect(form.encoded(values: ["otp": "12&34", "note": "é"]) == "otp=12%2634&channel=&note=%C3%A9&remember=yes")
    }

    @Test(arguments: ["", "<html><body>no form</body></html>", "<form", "<<<>>>", "<script><form></script>"])
    func htmlWithoutAFormHasNone(html: String) {
        #expect(HTMLForm.extract(from: html) == nil)
    }
}

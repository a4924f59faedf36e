import Drawing

/// What the cardholder has entered so far, drawn into the screen by interactive presenters.
public struct ChallengeEntryState: Sendable, Equatable {
    /// The text typed into the field (UI type 01), shown as typed.
    public var text: String
    /// The ids of the selected options (UI types 02 and 03).
    public var selected: Set<String>
    /// The index of the option under the cursor, or nil.
    public var focus: Int?

    /// An entry state; empty by default.
    public init(text: String = "", selected: Set<String> = [], focus: Int? = nil) {
        self.text = text
        self.selected = selected
        self.focus = focus
    }
}

extension ChallengeScreen {
    /// The screen as a Drawing scene `width` points wide, in its customization's colours and fonts.
    ///
    /// From the top: the toolbar (header and cancel button), the issuer and card-scheme images when the
    /// ACS gives them (drawn as labelled frames: images are not fetched), the heading, the instructions
    /// (with a warning bar when `challengeInfoTextIndicator` is Y), the entry (text box, options,
    /// out-of-band prompt or HTML form fields), the submit/continue and resend buttons, then the
    /// why-info and expand-info sections.
    public func scene(width: Double = 360, entry: ChallengeEntryState = ChallengeEntryState()) -> Scene {
        var builder = ChallengeSceneBuilder(screen: self, entry: entry, width: width)
        builder.toolbar()
        builder.images()
        builder.heading(header)
        builder.paragraph(text, indicator: showsTextIndicator)
        builder.paragraph(label)
        switch uiType {
        case .text:
            builder.textBox(placeholder: "Enter the code")
            builder.button(.submit, submitLabel ?? "Submit")
        case .singleSelect, .multiSelect:
            builder.options(multiple: uiType == .multiSelect)
            builder.button(.submit, submitLabel ?? "Submit")
        case .outOfBand:
            if let oobAppLabel { builder.button(.openOobApp, oobAppLabel) }
            builder.button(.continue, oobContinueLabel ?? "Continue")
        case .html:
            for field in htmlForm?.fields ?? [] where field.type != "hidden" && field.type != "submit" {
                builder.paragraph(field.name)
                builder.textBox(placeholder: field.value)
            }
            builder.button(.submit, htmlForm?.submitLabel ?? submitLabel ?? "Submit")
        }
        if let resendLabel { builder.button(.resend, resendLabel) }
        builder.paragraph(additionalInfo)
        builder.paragraph(whitelistingInfoText)
        builder.section(label: whyInfoLabel, text: whyInfoText)
        builder.section(label: expandInfoLabel, text: expandInfoText)
        let height = builder.y + ChallengeSceneBuilder.padding
        let style = ChallengeStyle(customization, appearance: appearance)
        let background = Node.shape(
            ShapeNode(frame: Rect(x: 0, y: 0, width: width, height: height), fill: .color(style.background)))
        return Scene(
            width: width, height: height, nodes: [background] + builder.nodes,
            title: "\(style.headerText) — 3-D Secure challenge (UI type \(uiType.rawValue))")
    }
}

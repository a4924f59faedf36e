/// Everything a presenter needs to draw one challenge screen: the CRes's texts, options and images,
/// and the UI customization resolved for the presenter's appearance.
///
/// Absent CRes fields are nil; the SDK has already refused CRes messages with empty strings.
public struct ChallengeScreen: Sendable, Equatable {
    /// The kind of screen.
    public var uiType: ACSUIType
    /// `challengeInfoHeader`: the screen's heading.
    public var header: String?
    /// `challengeInfoLabel`: the label of the input.
    public var label: String?
    /// `challengeInfoText`: the instructions.
    public var text: String?
    /// `challengeInfoTextIndicator` was `Y`: show a warning indicator beside the text.
    public var showsTextIndicator: Bool
    /// `challengeAddInfo`: extra information.
    public var additionalInfo: String?
    /// `challengeSelectInfo`: the options of a select screen, in the ACS's order.
    public var options: [ChallengeOption]
    /// `submitAuthenticationLabel`: the submit button's label.
    public var submitLabel: String?
    /// `resendInformationLabel`: the resend button's label; nil means no resend button.
    public var resendLabel: String?
    /// `oobContinueLabel`: the out-of-band continue button's label.
    public var oobContinueLabel: String?
    /// `oobAppURL`: where the out-of-band app can be opened.
    public var oobAppURL: String?
    /// `oobAppLabel`: the label of the button that opens it.
    public var oobAppLabel: String?
    /// The decoded `acsHTML` of an HTML screen.
    public var html: String?
    /// The decoded `acsHTMLRefresh`, shown when the cardholder returns from an out-of-band step.
    public var htmlRefresh: String?
    /// The form found in ``html``.
    public var htmlForm: HTMLForm?
    /// `expandInfoLabel` and `expandInfoText`: an expandable section.
    public var expandInfoLabel: String?
    /// The text of the expandable section.
    public var expandInfoText: String?
    /// `whyInfoLabel` and `whyInfoText`: why the cardholder is asked.
    public var whyInfoLabel: String?
    /// The text of the "why" section.
    public var whyInfoText: String?
    /// `whitelistingInfoText`: the trust-this-merchant prompt (64 characters at most).
    public var whitelistingInfoText: String?
    /// `issuerImage`: the issuer's logo.
    public var issuerImage: ChallengeImage?
    /// `psImage`: the payment system's logo.
    public var paymentSystemImage: ChallengeImage?
    /// The UI customization for ``appearance`` (the `DARK` one falls back to `DEFAULT`, then to none).
    public var customization: UICustomization
    /// The appearance the screen is drawn in.
    public var appearance: ChallengeAppearance
}

/// An option of a select screen: the id sent back and the label shown.
public struct ChallengeOption: Sendable, Equatable {
    /// The id sent in `challengeDataEntry`.
    public var id: String
    /// The label shown to the cardholder.
    public var label: String

    /// Creates an option.
    public init(id: String, label: String) {
        self.id = id
        self.label = label
    }
}

/// An image the ACS sends by URL in three densities.
public struct ChallengeImage: Sendable, Equatable {
    /// The medium-density URL.
    public var medium: String?
    /// The high-density URL.
    public var high: String?
    /// The extra-high-density URL.
    public var extraHigh: String?

    /// Creates an image reference.
    public init(medium: String? = nil, high: String? = nil, extraHigh: String? = nil) {
        self.medium = medium
        self.high = high
        self.extraHigh = extraHigh
    }
}

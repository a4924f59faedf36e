extension DigitalCard {
    /// Where a digital card is in its lifecycle.
    public enum State: Int, Sendable, Equatable, CaseIterable, CustomStringConvertible {
        /// Not known to the wallet.
        case unknown = 0
        /// Can pay.
        case active = 1
        /// Must be resumed to pay.
        case suspended = 2
        /// No longer in use; terminal.
        case retired = 3
        /// The initial ID&V is not complete; resume it through ``DigitalCard/pendingActivationSession``.
        case inactive = 4

        /// The state's name, such as `active`.
        public var description: String {
            switch self {
            case .unknown: "unknown"
            case .active: "active"
            case .suspended: "suspended"
            case .retired: "retired"
            case .inactive: "inactive"
            }
        }
    }

    /// A payment scheme.
    public enum Scheme: String, Sendable, Equatable, CaseIterable {
        /// Visa.
        case visa
        /// Mastercard.
        case mastercard
        /// PURE.
        case pure
        /// Cartes Bancaires (the auxiliary scheme of a co-badged French card).
        case cartesBancaires = "cartes-bancaires"

        /// The scheme for a token service brand (`VISA`, `MASTERCARD`, `PURE`, `CARTES_BANCAIRES`).
        init?(wire: String) {
            switch wire {
            case "VISA": self = .visa
            case "MASTERCARD": self = .mastercard
            case "PURE": self = .pure
            case "CARTES_BANCAIRES": self = .cartesBancaires
            default: return nil
            }
        }
    }

    /// A way a card can pay.
    public enum PaymentType: Int, Sendable, Equatable, CaseIterable {
        /// A QR code.
        case qr = 1
        /// Contactless (NFC host card emulation).
        case contactless = 2
        /// Digital secure remote payment (in-app and web).
        case dsrp = 3
    }

    /// How a scheme's payment keys may be used.
    public enum KeyType: String, Sendable, Equatable {
        /// A limited-use key (Visa): several payments until it expires.
        case limitedUseKey
        /// Single-use keys (Mastercard, PURE): one payment each.
        case singleUseKey
    }
}

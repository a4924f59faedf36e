/// Which side of the card the image shows.
public enum CardSide: String, Sendable, Hashable {
    /// The front: number, name, expiry (and the American Express CID).
    case front
    /// The back: stripe, signature panel and security code.
    case back
}

/// How the card image changed sides, reported by ``DynamicCardImageComponentConfig/onCardFlipped``.
public struct CardFlip: Sendable, Hashable {
    /// How the change is animated.
    public enum Transition: String, Sendable, Hashable {
        /// A 3-D turn of the card.
        case flip
        /// A cross-fade, used when the user asks for reduced motion.
        case fade
    }

    /// The side shown before.
    public let from: CardSide
    /// The side shown now.
    public let to: CardSide
    /// The animation to use.
    public let transition: Transition
}

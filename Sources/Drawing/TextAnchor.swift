/// Which point of a line of text its position names.
public enum TextAnchor: String, Sendable, Hashable {
    /// The position is the start (left edge) of the text.
    case start
    /// The position is the horizontal middle of the text.
    case middle
    /// The position is the end (right edge) of the text.
    case end
}

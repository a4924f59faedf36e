/// Whether an input is acceptable now, could still become acceptable as the person keeps typing, or cannot.
public enum ValidationState: String, Sendable, Hashable, CaseIterable {
    /// The input is complete and acceptable.
    case valid
    /// The input is not acceptable yet but could become so with more typing ("potentially valid").
    case incomplete
    /// No amount of further typing makes the input acceptable.
    case invalid
}

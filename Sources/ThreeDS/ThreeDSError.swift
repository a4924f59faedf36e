/// An error the 3-D Secure SDK throws to its caller: what went wrong, in a sentence that says what to fix.
///
/// Problems during a challenge are not thrown: they reach the ``ChallengeStatusReceiver`` (or the
/// ``ChallengeOutcome``) as a protocol or runtime error. Thrown errors are the caller's own mistakes
/// (configuration, arguments, order of calls) and failures before any message is exchanged.
public struct ThreeDSError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What class of failure this is.
    public enum Kind: String, Sendable, CaseIterable {
        /// The configuration given to ``ThreeDS2Service/initialize(configuration:locale:uiCustomization:)``
        /// is unusable: a malformed key, certificate, id or UI customization.
        case invalidConfiguration
        /// An argument is out of range or malformed (an unknown directory server, an unsupported
        /// message version, a challenge timeout under five minutes).
        case invalidInput
        /// A call came in the wrong order (before `initialize`, after `cleanup`, twice).
        case invalidState
        /// The SDK could not do its work (no random source, a store that cannot be written).
        case runtime
    }

    /// What class of failure this is.
    public let kind: Kind
    /// A sentence saying what went wrong and what to do.
    public let message: String

    /// Creates an error of `kind` with `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }

    static func configuration(_ message: String) -> ThreeDSError { ThreeDSError(.invalidConfiguration, message) }

    static func input(_ message: String) -> ThreeDSError { ThreeDSError(.invalidInput, message) }

    static func state(_ message: String) -> ThreeDSError { ThreeDSError(.invalidState, message) }
}

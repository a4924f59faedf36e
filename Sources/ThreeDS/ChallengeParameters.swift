/// What the ARes of a challenge gives the SDK to start the challenge with.
public struct ChallengeParameters: Sendable, Equatable {
    /// The 3DS server's transaction id (`threeDSServerTransID`).
    public var threeDSServerTransactionID: String
    /// The ACS's transaction id (`acsTransID`).
    public var acsTransactionID: String
    /// The ACS reference number (`acsReferenceNumber`).
    public var acsRefNumber: String
    /// The compact JWS the ACS signed: its URL and ephemeral key, chained to the DS root.
    public var acsSignedContent: String
    /// The app's URL for an out-of-band app to return to (`threeDSRequestorAppURL`), 2.2.0 and later.
    public var threeDSRequestorAppURL: String?

    /// Creates challenge parameters.
    public init(
        threeDSServerTransactionID: String, acsTransactionID: String, acsRefNumber: String,
        acsSignedContent: String, threeDSRequestorAppURL: String? = nil
    ) {
        self.threeDSServerTransactionID = threeDSServerTransactionID
        self.acsTransactionID = acsTransactionID
        self.acsRefNumber = acsRefNumber
        self.acsSignedContent = acsSignedContent
        self.threeDSRequestorAppURL = threeDSRequestorAppURL
    }
}

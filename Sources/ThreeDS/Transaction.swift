import Foundation
import JOSE
import TesseraCore
import Transport

/// One 3-D Secure authentication: its AReq parameters and, when the ACS asks for one, its challenge.
///
/// A transaction runs at most one challenge; ``close()`` releases it.
public final class Transaction: Sendable {
    let settings: ThreeDS2Service.Settings
    let directoryServer: DirectoryServer
    let messageVersion: MessageVersion
    let ephemeralKey: JWK
    let sdkTransactionID: String
    let environment: ThreeDSEnvironment
    /// Whether the challenge has started and whether the transaction is closed.
    private let progress = Locked((challengeStarted: false, closed: false))

    init(
        settings: ThreeDS2Service.Settings, directoryServer: DirectoryServer, messageVersion: MessageVersion,
        ephemeralKey: JWK, sdkTransactionID: String, environment: ThreeDSEnvironment
    ) {
        self.settings = settings
        self.directoryServer = directoryServer
        self.messageVersion = messageVersion
        self.ephemeralKey = ephemeralKey
        self.sdkTransactionID = sdkTransactionID
        self.environment = environment
    }

    /// The parameters for the AReq: ids, the ephemeral public key and the encrypted device data.
    ///
    /// Device data is encrypted to the directory server's key: `RSA-OAEP-256` for an RSA key; for an
    /// EC key `dir` with the transaction's ephemeral key as `epk` and the content key derived with the
    /// directory server id. Each call encrypts afresh (new IV) with the same ephemeral key.
    public func getAuthenticationRequestParameters() throws -> AuthenticationRequestParameters {
        try checkOpen()
        let deviceData = DeviceData.json(for: environment.deviceInfo(), sdkLocale: settings.locale)
        let token: String
        do {
            token = try DeviceData.encrypt(
                deviceData.compactData, to: directoryServer.encryptionKey, directoryServerID: directoryServer.id,
                ephemeralKey: ephemeralKey, random: environment.random)
        } catch {
            throw ThreeDSError(
                .runtime, "Cannot encrypt the device data to directory server '\(directoryServer.id)': \(error)")
        }
        var publicKey = try ephemeralKey.publicKey
        publicKey.kid = nil
        return AuthenticationRequestParameters(
            sdkTransactionID: sdkTransactionID, deviceData: token, sdkEphemeralPublicKey: publicKey,
            sdkAppID: settings.sdkAppID, sdkReferenceNumber: settings.sdkReferenceNumber,
            messageVersion: messageVersion.rawValue)
    }

    /// Ends the transaction; later calls on it throw.
    public func close() {
        progress.withLock { $0.closed = true }
    }

    func checkOpen() throws {
        if progress.value.closed { throw ThreeDSError.state("This transaction is closed; create a new one.") }
    }

    /// Marks the challenge as started, refusing a second one.
    func claimChallenge() throws {
        try progress.withLock { progress in
            if progress.closed { throw ThreeDSError.state("This transaction is closed; create a new one.") }
            if progress.challengeStarted {
                throw ThreeDSError.state("This transaction has already run its challenge.")
            }
            progress.challengeStarted = true
        }
    }
}

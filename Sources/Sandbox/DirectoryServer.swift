import Foundation
import JOSE
import TesseraCore

/// One of the emulator's 3-D Secure directory servers: an id, the key pair the SDK encrypts device
/// data to, and the root certificate the ACS signing certificate chains to.
///
/// There are two, so that clients exercise both forms of device data: ``ecID`` holds a P-256 key (the
/// 3-D Secure ECDH form, `alg` `dir` with `epk`, or `ECDH-ES`) and ``rsaID`` an RSA-2048 key
/// (`RSA-OAEP-256`). Mastercard and American Express cards are routed to the RSA server, every other
/// card to the EC one. The keys are test-only development material (see the Sandbox documentation).
public struct DirectoryServer: Sendable {
    /// The id of the directory server with the P-256 key.
    public static let ecID = "tessera-sandbox-ds-ec"
    /// The id of the directory server with the RSA key.
    public static let rsaID = "tessera-sandbox-ds-rsa"

    /// The directory server id (`directory_server_id`, and PartyVInfo of the EC key derivation).
    public let id: String
    let privateKey: JWK

    /// The public key the SDK encrypts device data to, with the directory server id as `kid`.
    public var encryptionKey: JWK {
        get throws {
            var key = try privateKey.publicKey
            key.kid = id
            return key
        }
    }

    /// The root certificate that ACS signing certificates chain to (the same for both servers).
    public static func rootCertificate() throws -> X509Certificate {
        try X509Certificate(pem: ThreeDSDevelopmentMaterial.rootCertificatePEM)
    }

    /// Both directory servers, EC first.
    public static func all() throws -> [DirectoryServer] {
        try loaded.get()
    }

    /// The directory server with `id`, or nil.
    public static func named(_ id: String) throws -> DirectoryServer? {
        try all().first { $0.id == id }
    }

    /// The directory server a card of `scheme` (the API's scheme name) is routed to.
    static func forScheme(_ scheme: String?) throws -> DirectoryServer {
        let id = scheme == "mastercard" || scheme == "amex" ? rsaID : ecID
        guard let server = try named(id) else { throw DeviceDataError("The directory server \(id) is missing.") }
        return server
    }

    private static let loaded = Result<[DirectoryServer], any Error> {
        [
            DirectoryServer(id: ecID, privateKey: try JWK(pem: ThreeDSDevelopmentMaterial.ecDirectoryServerKeyPEM)),
            DirectoryServer(id: rsaID, privateKey: try JWK(pem: ThreeDSDevelopmentMaterial.rsaDirectoryServerKeyPEM)),
        ]
    }

    /// What a 3-D Secure SDK needs to use the emulator, as JSON:
    /// `{"directory_servers":[{"id","encryption_key":<public JWK>,"root_certificates":["<PEM>"]}]}`.
    public static func clientConfiguration() throws -> JSONValue {
        let root = try rootCertificate().pem
        let servers: [JSONValue] = try all().map { server in
            guard let key = JSONValue(parsing: Data(try server.encryptionKey.jsonString().utf8)) else {
                throw DeviceDataError("The directory server key does not encode as JSON.")
            }
            return ["id": .string(server.id), "encryption_key": key, "root_certificates": [.string(root)]]
        }
        return ["directory_servers": .array(servers)]
    }
}

/// Why device data could not be read: the sentence is safe to return to the client.
package struct DeviceDataError: Error, Equatable {
    package let message: String

    package init(_ message: String) {
        self.message = message
    }
}

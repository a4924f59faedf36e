import Foundation

/// The token service's request and response bodies, as the emulator reads and writes them.
///
/// The shapes follow Mastercard MDES Digital Enablement (camelCase keys, `tokenUniqueReference`,
/// `decision`, `authenticationMethods`, `productConfig`, `tokenInfo`, `mediaContents`); the wallet
/// client writes its own copy of them from the documentation, never from these types.
enum TokenServiceWire {
    struct DeviceInfo: Codable {
        var deviceName: String?
        var osName: String
        var osVersion: String
        var nfcCapable: Bool
    }

    struct EnrollRequest: Codable {
        var deviceInfo: DeviceInfo
    }

    struct CheckDeviceRequest: Codable {
        var deviceInfo: DeviceInfo
    }

    struct CardAccountData: Codable {
        var accountNumber: String
        var expiryMonth: String
        var expiryYear: String
        var securityCode: String?
    }

    /// `cardAccountData` as a compact JWE (ECDH-ES, A256GCM) to the service's card encryption key.
    struct EncryptedPayload: Codable {
        var encryptedData: String
        var publicKeyFingerprint: String?
    }

    struct FundingAccountInfo: Codable {
        var encryptedPayload: EncryptedPayload
        var source: String?
    }

    struct CheckEligibilityRequest: Codable {
        var requestId: String?
        var walletId: String
        var fundingAccountInfo: FundingAccountInfo
        var consumerLanguage: String?
    }

    struct TokenizeRequest: Codable {
        var requestId: String?
        var walletId: String
        var eligibilityReceipt: String
        var termsAndConditionsAssetId: String
        var termsAndConditionsAcceptedTimestamp: String?
    }

    struct TokenRequest: Codable {
        var tokenUniqueReference: String
    }

    struct RequestActivationCodeRequest: Codable {
        var requestId: String?
        var tokenUniqueReference: String
        var authenticationMethodId: String
    }

    struct ActivateRequest: Codable {
        var requestId: String?
        var tokenUniqueReference: String
        var authenticationCode: String
    }

    struct LifecycleRequest: Codable {
        var requestId: String?
        var tokenUniqueReferences: [String]
        var causedBy: String?
        var reasonCode: String?
    }

    struct ReplenishRequest: Codable {
        var requestId: String?
        var tokenUniqueReference: String
        var forced: Bool?
    }

    struct TransactRequest: Codable {
        var requestId: String?
        var tokenUniqueReference: String
        var credentialId: String
        var atc: Int
        var cryptogram: String
        var amount: Int
        var currencyCode: String
        var merchantName: String?
        var auxiliary: Bool?
    }

    struct ResolveRequest: Codable {
        var requestId: String
        var tokenUniqueReference: String
    }

    struct SearchTokensRequest: Codable {
        var walletId: String
    }

    struct PollRequest: Codable {
        var walletId: String
        var after: Int?
    }

    struct AuthenticationMethod: Codable {
        var id: String
        var type: String
        var value: String
    }

    struct Token: Codable {
        var tokenUniqueReference: String
        var status: String
        var suspendedBy: [String]?
        var statusTimestamp: String
    }
}

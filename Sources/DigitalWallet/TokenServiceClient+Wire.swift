import Foundation
import JOSE

/// The wallet's own copy of the token service's JSON (documented in the Sandbox's "Token service" page).
enum Wire {
    /// `{"Errors":{"Error":[{"ReasonCode","Description"}]}}`, the MDES gateway's error.
    struct ErrorBody: Decodable {
        struct Errors: Decodable {
            var error: [Item]
            enum CodingKeys: String, CodingKey { case error = "Error" }
        }
        struct Item: Decodable {
            var reasonCode: String
            var description: String
            enum CodingKeys: String, CodingKey {
                case reasonCode = "ReasonCode"
                case description = "Description"
            }
        }
        var errors: Errors
        enum CodingKeys: String, CodingKey { case errors = "Errors" }
    }

    struct Device: Encodable {
        var deviceName: String
        var osName: String
        var osVersion: String
        var nfcCapable: Bool

        init(_ device: DeviceInfo) {
            deviceName = device.name
            osName = device.osName
            osVersion = device.osVersion
            nfcCapable = device.nfcCapable
        }
    }

    struct DeviceRequest: Encodable { var deviceInfo: Device }

    struct Enrollment: Decodable {
        var walletId: String
        var walletSecret: String
        var contactlessPaymentEligibility: String
        var cardEncryptionKey: JWK
    }

    struct DeviceEligibility: Decodable { var contactlessPaymentEligibility: String }

    struct CardAccountData: Encodable {
        var accountNumber: String
        var expiryMonth: String
        var expiryYear: String
        var securityCode: String
    }

    struct EncryptedPayload: Encodable {
        var encryptedData: String
        var publicKeyFingerprint: String?
    }

    struct FundingAccountInfo: Encodable {
        var encryptedPayload: EncryptedPayload
        var source = "ACCOUNT_ADDED_MANUALLY"
    }

    struct EligibilityRequest: Encodable {
        var requestId: String
        var walletId: String
        var fundingAccountInfo: FundingAccountInfo
        var consumerLanguage = "en"
    }

    struct Eligibility: Decodable {
        struct Receipt: Decodable { var value: String }
        var eligibilityReceipt: Receipt
        var termsAndConditionsAssetId: String
    }

    struct TokenizeRequest: Encodable {
        var requestId: String
        var walletId: String
        var eligibilityReceipt: String
        var termsAndConditionsAssetId: String
        var termsAndConditionsAcceptedTimestamp: String
    }

    struct Method: Codable {
        var id: String
        var type: String
        var value: String
    }

    struct Tokenized: Decodable {
        struct TokenInfo: Decodable {
            var tokenPanSuffix: String
            var accountPanSuffix: String
            var tokenExpiry: String?
            var accountPanExpiry: String?
            var brand: String
            var auxiliaryBrand: String?
            var auxiliaryTokenPanSuffix: String?
            var auxiliaryTokenExpiry: String?
        }
        struct ProductConfig: Decodable {
            var brandLogoAssetId: String?
            var issuerLogoAssetId: String?
            var coBrandLogoAssetId: String?
            var cardBackgroundCombinedAssetId: String?
            var cardBackgroundAssetId: String?
            var iconAssetId: String?
            var issuerName: String?
            var shortDescription: String?
            var customerServicePhoneNumber: String?
            var customerServiceEmail: String?
            var customerServiceUrl: String?
            var termsAndConditionsUrl: String?
            var privacyPolicyUrl: String?
            var paymentTypes: [String]?
        }
        struct Profile: Decodable {
            var keyType: String
            var replenishThreshold: Int
        }
        var decision: String
        var tokenUniqueReference: String?
        var tokenStatus: String?
        var authenticationMethods: [Method]?
        var tokenInfo: TokenInfo?
        var productConfig: ProductConfig?
        var credentialsProfile: Profile?
    }

    struct TokenRequest: Encodable { var tokenUniqueReference: String }

    struct ActivationCodeRequest: Encodable {
        var requestId: String
        var tokenUniqueReference: String
        var authenticationMethodId: String
    }

    struct ActivateRequest: Encodable {
        var requestId: String
        var tokenUniqueReference: String
        var authenticationCode: String
    }

    struct Result: Decodable { var result: String }

    struct LifecycleRequest: Encodable {
        var requestId: String
        var tokenUniqueReferences: [String]
        var causedBy = "CARDHOLDER"
        var reasonCode = "OTHER"
    }

    struct Token: Decodable {
        var tokenUniqueReference: String
        var status: String
        var statusTimestamp: String?
    }

    struct SearchTokensRequest: Encodable { var walletId: String }

    struct Tokens: Decodable { var tokens: [Token] }

    struct TokenAnswer: Decodable { var token: Token }

    struct ReplenishRequest: Encodable {
        var requestId: String
        var tokenUniqueReference: String
        var forced: Bool
    }

    struct Credentials: Decodable {
        struct Credential: Decodable {
            var credentialId: String
            var keyType: String
            var key: String
            var maxUses: Int
            var expiresAt: String?
            var auxiliary: Bool
        }
        var transactionCredentials: [Credential]
        var replenishThreshold: Int
    }

    struct TransactRequest: Codable {
        var requestId: String
        var tokenUniqueReference: String
        var credentialId: String
        var atc: Int
        var cryptogram: String
        var amount: Int
        var currencyCode: String
        var merchantName: String
        var auxiliary: Bool
    }

    struct Transacted: Decodable {
        var transactionId: String
        var status: String
    }

    struct ResolveRequest: Encodable {
        var requestId: String
        var tokenUniqueReference: String
    }

    /// What the service did with a payment request id: `APPROVED` or `DECLINED` (with the transaction), or
    /// `CANCELLED` (it never got it, and now never carries it out).
    struct Resolution: Decodable {
        var status: String
        var transactionId: String?
        var transactionTimestamp: String?
    }

    struct History: Decodable {
        struct Item: Decodable {
            var transactionId: String
            var transactionTimestamp: String
            var status: String
            var transactionType: String
            var amount: Int
            var currencyCode: String
            var merchantName: String?
        }
        var transactions: [Item]
    }

    struct PollRequest: Encodable {
        var walletId: String
        var after: Int
    }

    struct Notifications: Decodable {
        struct Item: Decodable {
            var id: Int
            var sender: String
            var code: String
            var tokenUniqueReference: String
        }
        var notifications: [Item]
    }

    struct Asset: Decodable {
        struct Content: Decodable {
            var type: String
            var data: String
            var width: String?
            var height: String?
        }
        var mediaContents: [Content]
    }
}

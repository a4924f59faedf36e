import Foundation

/// A request body a wallet signs: the wallet and the tokens it names, each of which must be the signer's.
///
/// The handler decodes a body once into the route's request, checks these names on that value
/// (``TokenService/checkOwnership(of:by:)``) and hands the same value to the route, which looks tokens up
/// within the signer's wallet again; nothing on such a route reads the body a second time.
protocol WalletRequest: Decodable {
    /// The wallet the body names, if it has a `walletId`.
    var namedWallet: String? { get }
    /// Every token the body names (`tokenUniqueReference`, `tokenUniqueReferences`).
    var namedTokens: [String] { get }
}

/// A body that names its wallet (`walletId`) and no token.
protocol WalletNamingRequest: WalletRequest {
    var walletId: String { get }
}

extension WalletNamingRequest {
    var namedWallet: String? { walletId }
    var namedTokens: [String] { [] }
}

/// A body that names one token (`tokenUniqueReference`) and no wallet.
protocol TokenNamingRequest: WalletRequest {
    var tokenUniqueReference: String { get }
}

extension TokenNamingRequest {
    var namedWallet: String? { nil }
    var namedTokens: [String] { [tokenUniqueReference] }
}

extension TokenServiceWire.CheckEligibilityRequest: WalletNamingRequest {}
extension TokenServiceWire.TokenizeRequest: WalletNamingRequest {}
extension TokenServiceWire.SearchTokensRequest: WalletNamingRequest {}
extension TokenServiceWire.PollRequest: WalletNamingRequest {}

extension TokenServiceWire.TokenRequest: TokenNamingRequest {}
extension TokenServiceWire.RequestActivationCodeRequest: TokenNamingRequest {}
extension TokenServiceWire.ActivateRequest: TokenNamingRequest {}
extension TokenServiceWire.ReplenishRequest: TokenNamingRequest {}
extension TokenServiceWire.TransactRequest: TokenNamingRequest {}
extension TokenServiceWire.ResolveRequest: TokenNamingRequest {}

extension TokenServiceWire.LifecycleRequest: WalletRequest {
    var namedWallet: String? { nil }
    var namedTokens: [String] { tokenUniqueReferences }
}

extension TokenService {
    /// Refuses `request` unless it names no wallet but `wallet` (else 401) and only tokens of `wallet` (else
    /// 404, as if another wallet's token did not exist).
    func checkOwnership(of request: some WalletRequest, by wallet: String) throws {
        if let named = request.namedWallet, named != wallet {
            throw TokenServiceError(
                status: 401, reasonCode: "UNAUTHORIZED", message: "The request names another wallet than its signer.")
        }
        for reference in request.namedTokens where try owner(of: reference) != wallet {
            throw TokenServiceError.tokenNotFound(reference)
        }
    }
}

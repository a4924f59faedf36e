import Sandbox
import TesseraApp
import TesseraClient
import TesseraCore

/// The emulated token service as the Wallet tab's issuer: its SMS and e-mail outbox, issuer actions and test cards.
struct TokenServiceIssuer: WalletIssuer {
    let service: TokenService

    var testCards: [WalletTestCard] {
        let expiry = TokenServiceTestCard.expiry(at: WallClock.live.now())
        return TokenServiceTestCard.all.map { card in
            WalletTestCard(
                number: card.pan, expiry: expiry,
                securityCode: TokenServiceTestCard.securityCode,
                scheme: card.auxiliaryScheme.map { "\(card.scheme)+\($0)" } ?? card.scheme, flow: card.flow.rawValue)
        }
    }

    var issuerActions: [String] { TokenService.LifecycleAction.allCases.map(\.rawValue) }

    func lastCode(tokenReference reference: String) throws -> (destination: String, code: String)? {
        try service.outbox(tokenUniqueReference: reference).first.map { ($0.destination, $0.code) }
    }

    func act(_ action: String, tokenReference reference: String) throws -> String {
        guard let lifecycle = TokenService.LifecycleAction(rawValue: action) else {
            throw CLIError.failure("Unknown issuer action '\(action)'; expected suspend, resume, delete or retire.")
        }
        do {
            return try service.issuerAction(tokenUniqueReference: reference, action: lifecycle)
        } catch let error as TokenServiceError {
            throw CLIError.failure(error.message)
        }
    }
}

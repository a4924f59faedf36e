import TesseraCore

/// The clock, id generator and random bytes the wallet uses, injected so tests can fix them: the one
/// `TesseraEnvironment` every module shares. Its clock dates card lifecycles, payment-key lifetimes
/// and events; its ids name digital cards (`DC-` and the UUID) and requests; its random bytes make the wallet key
/// and encryption nonces.
public typealias WalletEnvironment = TesseraEnvironment

import JOSE

extension SandboxHandler {
    /// The emulator as `tessera` runs it: tokens checked against the test-only ``DevelopmentKey``,
    /// fingerprints by HMAC-SHA-256 under the store's own key, BIN lookup through CardKit.
    public init(store: SandboxStore, environment: SandboxEnvironment = .live) throws {
        self.init(
            store: store,
            authenticator: BearerTokenAuthenticator(key: try DevelopmentKey.publicKey(), clock: environment.clock),
            fingerprinter: HMACFingerprinter(key: try store.fingerprintKey(random: environment.random)),
            environment: environment, lookup: .cardKit)
    }

    /// An emulator with its own token check and fingerprints (BIN lookup through CardKit).
    public init(
        store: SandboxStore,
        authenticator: any SandboxAuthenticator,
        fingerprinter: any CardFingerprinter,
        environment: SandboxEnvironment = .live
    ) {
        self.init(
            store: store, authenticator: authenticator, fingerprinter: fingerprinter, environment: environment,
            lookup: .cardKit)
    }
}

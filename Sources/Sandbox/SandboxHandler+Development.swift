extension SandboxHandler {
    /// The emulator as `tessera` runs it: tokens checked against the test-only ``DevelopmentKey``,
    /// fingerprints by SHA-256 through JOSE, BIN lookup through CardKit.
    public init(store: SandboxStore, environment: SandboxEnvironment = .live) throws {
        self.init(
            store: store,
            authenticator: BearerTokenAuthenticator(key: try DevelopmentKey.publicKey(), now: environment.now),
            fingerprinter: ThumbprintFingerprinter(), environment: environment, lookup: .cardKit)
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

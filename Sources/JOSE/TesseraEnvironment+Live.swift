import TesseraCore

extension TesseraEnvironment {
    /// An environment on `clock` whose random bytes come from OpenSSL's generator; ids default to random UUIDs.
    public init(clock: WallClock, makeID: IDGenerator = .live) {
        self.init(clock: clock, makeID: makeID, random: .live)
    }

    /// The system clock, random UUIDs and OpenSSL's random generator.
    public static let live = TesseraEnvironment(clock: .live)
}

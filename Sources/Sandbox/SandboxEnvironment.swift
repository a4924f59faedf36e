import TesseraCore

/// The clock, id generator and random bytes the emulator uses, injected so tests can fix them: the one
/// `TesseraEnvironment` every module shares.
public typealias SandboxEnvironment = TesseraEnvironment

import CardKit

/// Every benchmark suite of `tessera-bench`, by the name given on the command line.
enum BenchmarkSuites {
    /// Suite name to runner.
    static let all: [String: @Sendable () async -> Void] = [
        "cardkit": CardKitBenchmarks.run,
        "sandbox": SandboxBenchmarks.run,
        "checkout": CheckoutBenchmarks.run,
        "client": ClientBenchmarks.run,
        "jose": JOSEBenchmarks.run,
        "threeds": ThreeDSBenchmarks.run,
        "tokenize": TokenizeBenchmarks.run,
        "wallet": WalletBenchmarks.run,
    ]
}

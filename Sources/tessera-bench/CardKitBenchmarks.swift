import CardKit

/// `tessera-bench cardkit`: the cost of one keystroke in the card number field.
enum CardKitBenchmarks {
    /// Runs the suite.
    static func run() async {
        let pan = "4242424242424242"
        Benchmark.measure("luhn 16 digits", iterations: 100_000) {
            blackHole(Luhn.isValid(pan))
        }
    }
}

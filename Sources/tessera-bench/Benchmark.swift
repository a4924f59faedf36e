import Foundation

/// A tiny timing harness: runs a body repeatedly and reports the median time per operation.
enum Benchmark {
    /// The clock a synchronous benchmark reads.
    enum Clock {
        /// Wall-clock time.
        case wall
        /// The CPU time of the calling thread, which leaves out the time a busy machine keeps it waiting.
        case threadCPU

        /// The current reading in nanoseconds.
        var now: UInt64 {
            switch self {
            case .wall:
                return DispatchTime.now().uptimeNanoseconds
            case .threadCPU:
                var time = timespec()
                clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
                return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
            }
        }
    }

    /// Runs `body` `iterations` times per sample over `samples` samples and prints (and returns, in
    /// nanoseconds) the median cost of one operation, where one call of `body` performs `operationsPerCall`.
    @discardableResult
    static func measure(
        _ name: String,
        iterations: Int,
        samples: Int = 7,
        operationsPerCall: Int = 1,
        clock: Clock = .wall,
        _ body: () throws -> Void
    ) rethrows -> Double {
        var perOperation: [Double] = []
        for _ in 0..<samples {
            let start = clock.now
            for _ in 0..<iterations { try body() }
            let elapsed = Double(clock.now - start)
            perOperation.append(elapsed / Double(iterations * operationsPerCall))
        }
        return report(name, perOperation)
    }

    /// The async counterpart of ``measure(_:iterations:samples:operationsPerCall:clock:_:)``, on the wall clock.
    static func measureAsync(
        _ name: String,
        iterations: Int,
        samples: Int = 7,
        operationsPerCall: Int = 1,
        _ body: () async throws -> Void
    ) async rethrows {
        var perOperation: [Double] = []
        for _ in 0..<samples {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<iterations { try await body() }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
            perOperation.append(elapsed / Double(iterations * operationsPerCall))
        }
        report(name, perOperation)
    }

    /// Prints Tessera's time beside the reference's, their ratio and, when there is one, the goal.
    static func compare(_ name: String, tessera: Double, reference: Double, referenceName: String, goal: Double? = nil)
    {
        var line = String(
            format: "  %@: Tessera %.1f ns, %@ %.1f ns, ratio %.2f×", name, tessera, referenceName, reference,
            reference > 0 ? tessera / reference : 0)
        if let goal {
            line += String(format: "; goal ≤ %.0f ns: %@", goal, tessera <= goal ? "met" : "NOT met")
        }
        print(line)
    }

    @discardableResult
    private static func report(_ name: String, _ nanoseconds: [Double]) -> Double {
        let sorted = nanoseconds.sorted()
        let median = sorted[sorted.count / 2]
        let perSecond = median > 0 ? 1e9 / median : 0
        let line = String(
            format: "%@: %.0f ns/op (%.2f µs/op, %.0f op/s; min %.0f, max %.0f ns)",
            name, median, median / 1000, perSecond, sorted.first ?? 0, sorted.last ?? 0
        )
        print(line)
        return median
    }
}

/// Prevents the optimiser from discarding a value computed only for a benchmark.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

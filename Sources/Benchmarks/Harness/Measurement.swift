/// Timing with a monotonic clock, medians over interleaved rounds.
@MainActor
enum Measurement {
    /// Nanoseconds one call of `body` takes, per iteration, as the median of `rounds` rounds.
    static func nanoseconds(iterations: Int, rounds: Int, _ body: (Int) -> Void) -> [Double] {
        var samples: [Double] = []
        for _ in 0..<rounds {
            let start = ContinuousClock.now
            body(iterations)
            let elapsed = ContinuousClock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            samples.append(seconds * 1e9 / Double(iterations))
        }
        return samples
    }

    /// The median of some numbers.
    static func median(_ values: [Double]) -> Double {
        precondition(!values.isEmpty, "median of nothing")
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Ours and a baseline measured in alternating rounds, so that a noisy
    /// machine disturbs both alike; returns both medians in ns per iteration.
    static func sideBySide(iterations: Int, rounds: Int, ours: (Int) -> Void, baseline: (Int) -> Void) -> (ours: Double, baseline: Double) {
        var oursSamples: [Double] = []
        var baselineSamples: [Double] = []
        ours(max(1, iterations / 10))
        baseline(max(1, iterations / 10))
        for round in 0..<rounds {
            if round % 2 == 0 {
                oursSamples += nanoseconds(iterations: iterations, rounds: 1, ours)
                baselineSamples += nanoseconds(iterations: iterations, rounds: 1, baseline)
            } else {
                baselineSamples += nanoseconds(iterations: iterations, rounds: 1, baseline)
                oursSamples += nanoseconds(iterations: iterations, rounds: 1, ours)
            }
        }
        return (median(oursSamples), median(baselineSamples))
    }
}

/// Keeps a value alive so the optimizer cannot remove the work that made it.
///
/// The body is not optimized, so the optimizer cannot see that the value goes
/// unused and drop the computation behind it (an empty `@inline(never)`
/// function is not enough: its unused argument is removed).
@_optimize(none)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

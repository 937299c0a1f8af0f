/// A small, fast, seeded random number generator (SplitMix64) for
/// reproducible property tests.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    /// The seed the generator started from; print it when a property fails.
    public let seed: UInt64
    private var state: UInt64

    /// Creates a generator.
    ///
    /// - Parameter seed: Any value; the same seed gives the same sequence.
    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Returns `true` with a probability.
    ///
    /// - Parameter probability: In `0...1`.
    public mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }
}

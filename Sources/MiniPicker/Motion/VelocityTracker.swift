/// Estimates a pointer's velocity from its most recent samples.
///
/// Keeps the last eight samples in fixed storage (no allocation) and
/// reports the average velocity over those that fall inside a time window
/// ending at the newest sample.
public struct VelocityTracker: Hashable, Sendable {
    /// The last samples' coordinates and times, in a ring.
    @usableFromInline var xs = SIMD8<Double>()
    @usableFromInline var times = SIMD8<Double>()
    /// The number of samples stored, at most 8.
    public var sampleCount: Int { writes >= 0 && writes < Self.capacity ? writes : Self.capacity }
    /// How many samples were added since the last reset; the next goes to
    /// `writes & 7`. It wraps past `Int.max` (after 2^63 samples, which at a
    /// sample per microsecond takes 292 000 years) to negative numbers, which
    /// count as full.
    @usableFromInline var writes = 0
    /// Where the next sample goes.
    var head: Int { writes & (Self.capacity - 1) }

    /// The number of samples kept.
    public static var capacity: Int { 8 }

    /// Creates an empty tracker.
    @inlinable
    public init() {}

    /// The newest sample's coordinate; 0 when there is none.
    var newestX: Double { writes == 0 ? 0 : xs[(writes &- 1) & (Self.capacity - 1)] }

    /// Forgets all samples.
    public mutating func reset() {
        writes = 0
    }

    /// Records a pointer position.
    ///
    /// - Parameters:
    ///   - x: The pointer's coordinate.
    ///   - time: The sample's time in milliseconds; samples must not go back in time.
    @inlinable @inline(__always)
    public mutating func add(x: Double, time: Double) {
        let slot = writes & 7
        withUnsafeMutableBytes(of: &xs) { $0.storeBytes(of: x, toByteOffset: slot &* 8, as: Double.self) }
        withUnsafeMutableBytes(of: &times) { $0.storeBytes(of: time, toByteOffset: slot &* 8, as: Double.self) }
        writes &+= 1
    }

    /// The velocity over the samples no older than `window` before the newest one.
    ///
    /// - Parameters:
    ///   - window: How far back to look, in milliseconds.
    /// - Returns: Units per millisecond; 0 with fewer than two samples in the
    ///   window or when they span no time.
    public func velocity(window: Double) -> Double {
        guard sampleCount >= 2 else { return 0 }
        let newest = (head + Self.capacity - 1) & (Self.capacity - 1)
        var oldest = newest
        for back in 2...sampleCount {
            let sample = (head + Self.capacity - back) & (Self.capacity - 1)
            if times[newest] - times[sample] > window { break }
            oldest = sample
        }
        let span = times[newest] - times[oldest]
        guard span > 0 else { return 0 }
        let v = (xs[newest] - xs[oldest]) / span
        return v.isFinite ? v : 0
    }
}

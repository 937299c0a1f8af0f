/// Estimates a pointer's velocity from its most recent samples.
///
/// Keeps the last eight samples in fixed storage (no allocation) and
/// reports the average velocity over those that fall inside a time window
/// ending at the newest sample.
public struct VelocityTracker: Hashable, Sendable {
    /// One pointer sample.
    struct Sample: Hashable, Sendable {
        var x: Double
        var time: Double
    }

    private var s0 = Sample(x: 0, time: 0), s1 = Sample(x: 0, time: 0)
    private var s2 = Sample(x: 0, time: 0), s3 = Sample(x: 0, time: 0)
    private var s4 = Sample(x: 0, time: 0), s5 = Sample(x: 0, time: 0)
    private var s6 = Sample(x: 0, time: 0), s7 = Sample(x: 0, time: 0)
    /// The number of samples stored, at most 8.
    public private(set) var sampleCount = 0
    /// Where the next sample goes.
    private var head = 0

    /// The number of samples kept.
    public static let capacity = 8

    /// Creates an empty tracker.
    public init() {}

    /// Forgets all samples.
    public mutating func reset() {
        sampleCount = 0
        head = 0
    }

    /// Records a pointer position.
    ///
    /// - Parameters:
    ///   - x: The pointer's coordinate.
    ///   - time: The sample's time in milliseconds; samples must not go back in time.
    public mutating func add(x: Double, time: Double) {
        self[head] = Sample(x: x, time: time)
        head = (head + 1) % Self.capacity
        sampleCount = min(sampleCount + 1, Self.capacity)
    }

    /// The velocity over the samples no older than `window` before the newest one.
    ///
    /// - Parameters:
    ///   - window: How far back to look, in milliseconds.
    /// - Returns: Units per millisecond; 0 with fewer than two samples in the
    ///   window or when they span no time.
    public func velocity(window: Double) -> Double {
        guard sampleCount >= 2 else { return 0 }
        let newest = self[(head + Self.capacity - 1) % Self.capacity]
        var oldest = newest
        for back in 2...sampleCount {
            let sample = self[(head + Self.capacity - back) % Self.capacity]
            if newest.time - sample.time > window { break }
            oldest = sample
        }
        let span = newest.time - oldest.time
        guard span > 0 else { return 0 }
        let v = (newest.x - oldest.x) / span
        return v.isFinite ? v : 0
    }

    private subscript(slot: Int) -> Sample {
        get {
            switch slot {
            case 0: s0
            case 1: s1
            case 2: s2
            case 3: s3
            case 4: s4
            case 5: s5
            case 6: s6
            default: s7
            }
        }
        set {
            switch slot {
            case 0: s0 = newValue
            case 1: s1 = newValue
            case 2: s2 = newValue
            case 3: s3 = newValue
            case 4: s4 = newValue
            case 5: s5 = newValue
            case 6: s6 = newValue
            default: s7 = newValue
            }
        }
    }
}

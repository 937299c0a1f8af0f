/// The path from a moving position to a chosen resting point.
///
/// A curve describes the *displacement* from the target over time, starting
/// at `initialDisplacement` with `initialVelocity` and ending at 0, so the
/// motion that follows a release, a tap or a programmatic selection is one
/// smooth movement straight to the target — never a deceleration followed
/// by a separate snap.
///
/// Two shapes are used:
/// - **Momentum**: `s(t) = s0 · e^(−k·t)` with `k = v0 / −s0`. It keeps the
///   release velocity and decays exponentially like a scroll view's
///   deceleration, tuned to come to rest on the target. Chosen when the
///   velocity heads for the target fast enough (`k ≥ minimumMomentumRate`).
/// - **Spring**: a critically damped spring `s(t) = (s0 + B·t) · e^(−ω·t)`,
///   `B = v0 + ω·s0`, which also keeps the velocity and never overshoots
///   more than once. Used for snaps, taps and spring-backs.
///
/// Times are in milliseconds, relative to the start of the curve.
public struct SettleCurve: Hashable, Sendable {
    /// The displacement from the target when the curve starts.
    public let initialDisplacement: Double
    /// The velocity when the curve starts, in units per millisecond.
    public let initialVelocity: Double
    /// The decay rate, per millisecond.
    public let rate: Double
    /// Whether the curve is the exponential momentum shape (`true`) or the spring.
    public let isMomentum: Bool

    /// Creates the curve that brings a motion to rest on its target.
    ///
    /// - Parameters:
    ///   - displacement: The distance from the target now (position − target).
    ///   - velocity: The velocity now, in units per millisecond.
    ///   - springRate: The spring's `ω`, per millisecond, clamped into
    ///     ``RibbonScroller/Configuration/springRates`` (NaN counts as the configuration's default).
    ///   - minimumMomentumRate: The slowest decay accepted for the momentum
    ///     shape; below it the spring is used. One that is not positive (or
    ///     NaN) accepts any momentum that heads for the target.
    public init(displacement: Double, velocity: Double, springRate: Double, minimumMomentumRate: Double) {
        let springRate = springRate.clamped(to: RibbonScroller.Configuration.springRates,
                                              nan: RibbonScroller.Configuration.Defaults.springRate)
        let minimumMomentumRate = minimumMomentumRate > 0 ? minimumMomentumRate : .leastNonzeroMagnitude
        let displacement = displacement.isFinite ? displacement : 0
        let velocity = velocity.isFinite ? velocity : 0
        initialDisplacement = displacement
        initialVelocity = velocity
        // Heading for the target: velocity and displacement have opposite signs.
        let momentumRate = displacement != 0 ? -velocity / displacement : 0
        if momentumRate >= minimumMomentumRate && momentumRate.isFinite {
            rate = momentumRate
            isMomentum = true
        } else {
            rate = springRate
            isMomentum = false
        }
    }

    /// The displacement from the target at a time.
    ///
    /// - Parameter time: Milliseconds since the curve started; negative counts as 0.
    public func displacement(at time: Double) -> Double {
        let t = max(time, 0)
        let decay = exponential(-rate * t)
        if isMomentum { return initialDisplacement * decay }
        let b = initialVelocity + rate * initialDisplacement
        return (initialDisplacement + b * t) * decay
    }

    /// The velocity at a time, in units per millisecond.
    ///
    /// - Parameter time: Milliseconds since the curve started; negative counts as 0.
    public func velocity(at time: Double) -> Double {
        let t = max(time, 0)
        let decay = exponential(-rate * t)
        if isMomentum { return initialVelocity * decay }
        let b = initialVelocity + rate * initialDisplacement
        return (b - rate * (initialDisplacement + b * t)) * decay
    }

    /// The time from which the motion stays close enough to rest to stop on
    /// the target: the first time after which ``isAtRest(at:tolerance:)``
    /// holds at every later time.
    ///
    /// An animation that lands at this time, rather than at the first frame
    /// where the curve happens to be at rest, ends at the same moment at any
    /// frame rate (a spring that crosses its target can be briefly "at rest"
    /// on the way through).
    ///
    /// - Parameter tolerance: The largest distance from the target that
    ///   counts as there, clamped into
    ///   ``RibbonScroller/Configuration/settleTolerances`` (NaN counts as the configuration's default).
    /// - Returns: Milliseconds since the curve started; 0 when it starts at rest.
    /// - Complexity: O(1) for momentum; a few Newton steps for the spring.
    public func restTime(tolerance: Double) -> Double {
        let tolerance = tolerance.clamped(to: RibbonScroller.Configuration.settleTolerances,
                                            nan: RibbonScroller.Configuration.Defaults.settleTolerance)
        if isMomentum {
            // |s| and |v| / k are the same: |s0| · e^(−k·t).
            let distance = abs(initialDisplacement)
            return distance <= tolerance ? 0 : logarithm(distance / tolerance) / rate
        }
        // Both |s| and |v| / ω have the form |p + q·t| · e^(−ω·t).
        let b = initialVelocity + rate * initialDisplacement
        return max(Self.lastExcess(p: initialDisplacement, q: b, rate: rate, tolerance: tolerance),
                   Self.lastExcess(p: initialVelocity / rate, q: -b, rate: rate, tolerance: tolerance))
    }

    /// The last time at which `|p + q·t| · e^(−rate·t)` exceeds `tolerance` (0 if never).
    ///
    /// The function falls to zero at `t = −p/q`, rises to its peak `1/rate`
    /// later, and falls for good after that; only the first and the last of
    /// those stretches can hold the last crossing. On both, the logarithm
    /// `g(t) = ln|p + q·t| − rate·t − ln tolerance` is concave and falling,
    /// so Newton's method converges on its root from the right, a few steps
    /// of one logarithm each (``descend(from:above:tolerance:p:q:rate:)``).
    static func lastExcess(p: Double, q: Double, rate: Double, tolerance: Double) -> Double {
        func value(_ t: Double) -> Double { abs(p + q * t) * exponential(-rate * t) }
        guard p.isFinite, q.isFinite else { return 0 }
        let zero = q == 0 ? -Double.infinity : -p / q
        let peak = max(0, zero + 1 / rate)
        if value(peak) > tolerance {
            // One peak width on, the slope of g is at most −rate/2: a start with a
            // useful tangent. Any root lies beyond the peak.
            return descend(from: peak + 1 / rate, above: peak, tolerance: tolerance, p: p, q: q, rate: rate)
        }
        if zero > 0 && value(0) > tolerance {
            // Falling from the start to zero; after that it never climbs above the tolerance.
            return descend(from: 0, above: 0, below: zero, tolerance: tolerance, p: p, q: q, rate: rate)
        }
        return 0
    }

    /// The root of `g(t) = ln|p + q·t| − rate·t − ln tolerance` between
    /// `low` and `high`, where `g` is concave and falling and `g(low) > 0`.
    ///
    /// Newton's method: from a start left of the root, the first tangent lands
    /// right of it (concavity); from there each step stays right of the root
    /// and closes in on it quadratically. A step that would leave
    /// `low..<high` halves the distance to the bound instead. The result is
    /// the last iterate, at or just past the root, where the curve is within
    /// the tolerance.
    static func descend(from start: Double, above low: Double, below high: Double = .infinity,
                        tolerance: Double, p: Double, q: Double, rate: Double) -> Double {
        let logTolerance = logarithm(tolerance)
        var t = start
        for _ in 0..<100 {
            let linear = p + q * t
            guard linear != 0 && linear.isFinite else { break }
            let g = logarithm(abs(linear)) - rate * t - logTolerance
            let slope = q / linear - rate
            guard slope < 0 else { break }
            var next = t - g / slope
            if !(next > low) { next = (t + low) / 2 }
            if !(next < high) { next = (t + high) / 2 }
            if abs(next - t) <= 1e-12 * max(1, abs(t)) {
                // Keep the iterate on the far side of the root.
                return max(next, t)
            }
            t = next
        }
        return t
    }

    /// Whether the motion has come close enough to rest to stop on the target.
    ///
    /// - Parameters:
    ///   - time: Milliseconds since the curve started.
    ///   - tolerance: The largest distance from the target that counts as there.
    /// - Returns: `true` when the displacement is within `tolerance` and the
    ///   motion left would carry it less than `tolerance` further.
    public func isAtRest(at time: Double, tolerance: Double) -> Bool {
        let s = displacement(at: time)
        let v = velocity(at: time)
        return abs(s) <= tolerance && abs(v) / rate <= tolerance
    }
}

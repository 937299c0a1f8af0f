/// Exponential deceleration, as a scroll view's momentum uses it.
///
/// A velocity `v0` decays as `v(t) = v0 · rate^t` with `t` in milliseconds and
/// `rate` per millisecond (0.998 for UIScrollView's normal rate, 0.99 for its
/// fast rate). The motion comes to rest after `v0 / -ln(rate)`, which with `v0`
/// in units per second is the familiar `x0 − v0 / (1000 · ln rate)`.
///
/// All functions are pure; velocities are in units per millisecond. A rate
/// outside ``RibbonScroller/Configuration/decelerationRates`` is clamped into
/// it (NaN counts as ``normal``).
public enum Deceleration {
    /// UIScrollView's normal deceleration rate, per millisecond.
    public static let normal = 0.998

    /// UIScrollView's fast deceleration rate, per millisecond.
    public static let fast = 0.99

    /// The total distance a motion travels before it comes to rest.
    ///
    /// - Parameters:
    ///   - velocity: The initial velocity, in units per millisecond.
    ///   - rate: The fraction of velocity kept per millisecond, in `0 < rate < 1`.
    /// - Returns: `velocity / -ln(rate)`, with the sign of `velocity`.
    public static func restingDistance(velocity: Double, rate: Double) -> Double {
        velocity / -logarithm(clamped(rate))
    }

    /// A rate clamped into the rates a motion can use.
    static func clamped(_ rate: Double) -> Double {
        rate.clamped(to: RibbonScroller.Configuration.decelerationRates, nan: normal)
    }

    /// The distance travelled after some time.
    ///
    /// - Parameters:
    ///   - time: The time since the motion started, in milliseconds.
    ///   - velocity: The initial velocity, in units per millisecond.
    ///   - rate: The fraction of velocity kept per millisecond.
    /// - Returns: `restingDistance · (1 − rate^time)`.
    public static func distance(after time: Double, velocity: Double, rate: Double) -> Double {
        restingDistance(velocity: velocity, rate: rate) * (1 - power(clamped(rate), time))
    }

    /// The velocity after some time, `velocity · rate^time`.
    ///
    /// - Parameters:
    ///   - time: The time since the motion started, in milliseconds.
    ///   - velocity: The initial velocity, in units per millisecond.
    ///   - rate: The fraction of velocity kept per millisecond.
    public static func velocity(after time: Double, velocity: Double, rate: Double) -> Double {
        velocity * power(clamped(rate), time)
    }
}

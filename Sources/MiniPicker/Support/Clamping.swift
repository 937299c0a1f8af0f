// The clamps of the package's convention for bad values: geometry and physics
// that are not numbers a picker can use become the nearest ones it can.

extension Double {
    /// The value clamped into a range, or `fallback` when it is NaN.
    @inlinable
    func clamped(to range: ClosedRange<Double>, nan fallback: Double) -> Double {
        isNaN ? fallback : Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }

    /// The value when it is positive and finite, else `fallback`.
    @inlinable
    func positiveFinite(or fallback: Double) -> Double {
        self > 0 && isFinite ? self : fallback
    }
}

extension Int {
    /// The value clamped into a range.
    @inlinable
    func clamped(to range: ClosedRange<Int>) -> Int {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}

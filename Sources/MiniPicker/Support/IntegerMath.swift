/// Overflow-free integer helpers shared by the ribbon and the cache.
@usableFromInline
enum IntegerMath {
    /// The remainder of `value` divided by `modulus`, always in `0..<modulus`.
    ///
    /// - Precondition: `modulus > 0`.
    @inlinable @inline(__always)
    static func wrapped(_ value: Int, modulo modulus: Int) -> Int {
        let remainder = value % modulus
        return remainder < 0 ? remainder + modulus : remainder
    }

    /// `(base + step)` wrapped into `0..<modulus`, without overflow.
    ///
    /// - Parameters:
    ///   - base: A value in `0..<modulus`.
    ///   - step: Any value.
    ///   - modulus: A positive count.
    @inlinable @inline(__always)
    static func wrappedSum(_ base: Int, _ step: Int, modulo modulus: Int) -> Int {
        let reduced = step % modulus            // in -(modulus-1)...(modulus-1)
        if reduced >= 0 {
            return base >= modulus - reduced ? base - (modulus - reduced) : base + reduced
        } else {
            return base < -reduced ? base + (modulus + reduced) : base + reduced
        }
    }

    /// `value` clamped into `lower...upper`, converting from `Double` without trapping.
    ///
    /// NaN maps to `lower`.
    @inlinable @inline(__always)
    static func clampedInt(_ value: Double, lower: Int, upper: Int) -> Int {
        guard value > Double(lower) else { return lower }
        guard value < Double(upper) else { return upper }
        return min(max(Int(value), lower), upper)
    }

    /// `a + b` clamped into `lower...upper`, without overflow.
    @inlinable @inline(__always)
    static func clampedSum(_ a: Int, _ b: Int, lower: Int, upper: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        if overflow { return b > 0 ? upper : lower }
        return min(max(sum, lower), upper)
    }

    /// `a - b` as a `Double`, exact while the difference fits in an `Int`.
    @inlinable @inline(__always)
    static func difference(_ a: Int, _ b: Int) -> Double {
        let (diff, overflow) = a.subtractingReportingOverflow(b)
        return overflow ? Double(a) - Double(b) : Double(diff)
    }
}

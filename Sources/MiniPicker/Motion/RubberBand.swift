/// The rubber band a scroll view applies past its ends.
///
/// Dragging a distance `x` beyond an end moves the content only
/// `(1 − 1 / (x·c/d + 1)) · d`, where `d` is the viewport's size and `c` a
/// stiffness (0.55 in UIKit). The result approaches `d` but never reaches it.
///
/// A dimension that is not a positive, finite number (a viewport of no
/// length) bands every drag to 0; a coefficient outside
/// ``RibbonScroller/Configuration/rubberBandCoefficients`` is clamped into it
/// (NaN counts as ``defaultCoefficient``).
public enum RubberBand {
    /// UIKit's rubber-band constant.
    public static var defaultCoefficient: Double { 0.55 }

    /// The distance the content moves for a drag past an end.
    ///
    /// - Parameters:
    ///   - overshoot: How far the drag went past the end; its sign is kept.
    ///   - dimension: The viewport's size along the drag.
    ///   - coefficient: The stiffness `c`.
    /// - Returns: The banded distance, of the same sign and smaller magnitude,
    ///   always less than `dimension` in magnitude.
    @inlinable
    public static func offset(forOvershoot overshoot: Double, dimension: Double,
                              coefficient: Double = defaultCoefficient) -> Double {
        guard dimension > 0 && dimension.isFinite else { return 0 }
        let coefficient = clamped(coefficient)
        guard overshoot.isFinite else { return overshoot.isNaN ? 0 : (overshoot < 0 ? -dimension : dimension) }
        let x = abs(overshoot)
        let banded = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -banded : banded
    }

    /// The drag that produces a banded distance: the inverse of ``offset(forOvershoot:dimension:coefficient:)``.
    ///
    /// - Parameters:
    ///   - offset: A banded distance; its sign is kept. Magnitudes at or
    ///     beyond `dimension` (which the band never produces) give infinity.
    ///   - dimension: The viewport's size along the drag; a dimension that is
    ///     not a positive, finite number gives 0.
    ///   - coefficient: The stiffness `c`.
    /// - Returns: `(d/c) · b / (d − b)` with the sign of `offset`.
    public static func overshoot(forOffset offset: Double, dimension: Double,
                                 coefficient: Double = defaultCoefficient) -> Double {
        guard dimension > 0 && dimension.isFinite, !offset.isNaN else { return 0 }
        let coefficient = clamped(coefficient)
        let b = abs(offset)
        guard b < dimension else { return offset < 0 ? -.infinity : .infinity }
        let x = dimension / coefficient * b / (dimension - b)
        return offset < 0 ? -x : x
    }

    /// A coefficient clamped into the ones a band can use.
    @inlinable
    static func clamped(_ coefficient: Double) -> Double {
        coefficient.clamped(to: RibbonScroller.Configuration.rubberBandCoefficients, nan: defaultCoefficient)
    }
}

extension RibbonScroller {
    /// The tunable physics and thresholds of a scroller.
    ///
    /// Distances are in the ribbon's unit (points, or columns in a terminal)
    /// and times in milliseconds.
    public struct Configuration: Hashable, Sendable {
        /// The fraction of momentum kept per millisecond after a release,
        /// in `0 < rate < 1`. Defaults to ``Deceleration/normal`` (0.998).
        public let decelerationRate: Double

        /// The rubber band's stiffness past the ends. Defaults to 0.55.
        public let rubberBandCoefficient: Double

        /// The rate of the spring that snaps, steps and springs back, per
        /// millisecond. Defaults to 0.02 (a snap of one cell takes about 300 ms).
        public let springRate: Double

        /// How close to the target, in distance, counts as arrived. Defaults to 0.5.
        public let settleTolerance: Double

        /// The largest pointer travel between press and release that still
        /// counts as a tap. Defaults to 4.
        public let tapSlop: Double

        /// The fraction of the viewport's length, at each end, where a tap
        /// steps one cell (the arrows: back at the leading end, left or top;
        /// forward at the trailing end). Defaults to 1/3; the middle does not step.
        public let tapStepZone: Double

        /// How far back the release velocity looks at move samples. Defaults to 100 ms.
        public let velocityWindow: Double

        /// The largest release speed used, per millisecond. Defaults to 8.
        public let maximumVelocity: Double

        /// The longest a settle animation runs before it lands on its target.
        /// Defaults to 10 000 ms.
        public let maximumSettleDuration: Double

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - decelerationRate: Momentum kept per millisecond, in `0 < rate < 1`.
        ///   - rubberBandCoefficient: The band's stiffness; positive.
        ///   - springRate: The snapping spring's rate per millisecond; positive.
        ///   - settleTolerance: Distance from the target that counts as arrived; positive.
        ///   - tapSlop: The largest travel of a tap; not negative.
        ///   - tapStepZone: The length of each arrow zone as a fraction of the viewport's, in `0...0.5`.
        ///   - velocityWindow: Milliseconds of samples used for the release velocity; positive.
        ///   - maximumVelocity: The fastest release used, per millisecond; positive.
        ///   - maximumSettleDuration: The longest settle animation, in milliseconds; positive.
        public init(decelerationRate: Double = Deceleration.normal,
                    rubberBandCoefficient: Double = RubberBand.defaultCoefficient,
                    springRate: Double = 0.02,
                    settleTolerance: Double = 0.5,
                    tapSlop: Double = 4,
                    tapStepZone: Double = 1.0 / 3.0,
                    velocityWindow: Double = 100,
                    maximumVelocity: Double = 8,
                    maximumSettleDuration: Double = 10_000) {
            precondition(decelerationRate > 0 && decelerationRate < 1, "decelerationRate must be between 0 and 1")
            precondition(rubberBandCoefficient > 0 && rubberBandCoefficient.isFinite, "rubberBandCoefficient must be positive")
            precondition(springRate > 0 && springRate.isFinite, "springRate must be positive")
            precondition(settleTolerance > 0 && settleTolerance.isFinite, "settleTolerance must be positive")
            precondition(tapSlop >= 0 && tapSlop.isFinite, "tapSlop must not be negative")
            precondition(tapStepZone >= 0 && tapStepZone <= 0.5, "tapStepZone must be in 0...0.5")
            precondition(velocityWindow > 0 && velocityWindow.isFinite, "velocityWindow must be positive")
            precondition(maximumVelocity > 0 && maximumVelocity.isFinite, "maximumVelocity must be positive")
            precondition(maximumSettleDuration > 0 && maximumSettleDuration.isFinite, "maximumSettleDuration must be positive")
            self.decelerationRate = decelerationRate
            self.rubberBandCoefficient = rubberBandCoefficient
            self.springRate = springRate
            self.settleTolerance = settleTolerance
            self.tapSlop = tapSlop
            self.tapStepZone = tapStepZone
            self.velocityWindow = velocityWindow
            self.maximumVelocity = maximumVelocity
            self.maximumSettleDuration = maximumSettleDuration
        }
    }
}

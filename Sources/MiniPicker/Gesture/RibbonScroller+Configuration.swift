extension RibbonScroller {
    /// What a tap (a press and release within ``Configuration/tapSlop``) does.
    public enum TapAction: Hashable, Sendable {
        /// The arrows: a tap in the leading ``Configuration/tapStepZone``
        /// (left, or top) steps back one cell, in the trailing one (right, or
        /// bottom) forward one, counting from a running animation's target,
        /// so repeated taps add up; a tap in the middle stops the motion on
        /// the nearest cell. The default.
        case stepOneCell
        /// A tap on any visible cell settles on that cell with the settle
        /// spring, whatever the ``Configuration/tapStepZone``: the cell drawn
        /// under the press, also when the press stopped a running animation.
        /// A tap on the centred cell stops the motion there. A tap in the gap
        /// past either end of a non-cyclic ribbon goes to the nearer end
        /// cell, and a press outside the viewport counts as at its nearer
        /// edge. On a cyclic ribbon the ribbon takes the shorter way round to
        /// the tapped cell (when both ways are as long, the way the tapped
        /// cell was drawn: forward for a cell after the centre).
        case glideToCell
    }

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

        /// What a tap does. Defaults to ``TapAction/stepOneCell``, the arrows.
        public let tapAction: TapAction

        /// The default of each value: the one place that states them.
        @usableFromInline
        enum Defaults {
            @usableFromInline static let decelerationRate = Deceleration.normal
            @usableFromInline static let rubberBandCoefficient = RubberBand.defaultCoefficient
            @usableFromInline static let springRate = 0.02
            @usableFromInline static let settleTolerance = 0.5
            @usableFromInline static let tapSlop = 4.0
            @usableFromInline static let tapStepZone = 1.0 / 3.0
            @usableFromInline static let velocityWindow = 100.0
            @usableFromInline static let maximumVelocity = 8.0
            @usableFromInline static let maximumSettleDuration = 10_000.0
            @usableFromInline static let tapAction = TapAction.stepOneCell
        }

        /// The deceleration rates a scroller uses: 0.01 to 0.999 99 per millisecond.
        public static let decelerationRates = 0.01...0.999_99
        /// The rubber-band coefficients a scroller uses: 0.01 to 100.
        public static let rubberBandCoefficients = 0.01...100.0
        /// The spring rates a scroller uses: 0.0001 to 10 per millisecond.
        public static let springRates = 0.000_1...10.0
        /// The settle tolerances a scroller uses: 0.000 001 to 1 000 000.
        public static let settleTolerances = 0.000_001...1_000_000.0
        /// The tap slops a scroller uses: 0 to 1 000 000.
        public static let tapSlops = 0.0...1_000_000.0
        /// The tap step zones a scroller uses: 0 to 0.5 of the viewport at each end.
        public static let tapStepZones = 0.0...0.5
        /// The velocity windows a scroller uses: 1 to 10 000 ms.
        public static let velocityWindows = 1.0...10_000.0
        /// The maximum velocities a scroller uses: 0.001 to 1 000 000 per millisecond.
        public static let maximumVelocities = 0.001...1_000_000.0
        /// The longest settles a scroller allows: 1 ms to an hour.
        public static let maximumSettleDurations = 1.0...3_600_000.0

        /// Creates a configuration.
        ///
        /// Any numbers make a configuration (the package's convention for
        /// physics is a documented clamp, never a trap): each value is
        /// clamped into the range of its `static` property above
        /// (``decelerationRates``, ``springRates`` …), and NaN takes the default.
        ///
        /// - Parameters:
        ///   - decelerationRate: Momentum kept per millisecond, in ``decelerationRates``.
        ///   - rubberBandCoefficient: The band's stiffness, in ``rubberBandCoefficients``.
        ///   - springRate: The snapping spring's rate per millisecond, in ``springRates``.
        ///   - settleTolerance: Distance from the target that counts as arrived, in ``settleTolerances``.
        ///   - tapSlop: The largest travel of a tap, in ``tapSlops``.
        ///   - tapStepZone: The length of each arrow zone as a fraction of the viewport's, in ``tapStepZones``.
        ///   - velocityWindow: Milliseconds of samples used for the release velocity, in ``velocityWindows``.
        ///   - maximumVelocity: The fastest release used, per millisecond, in ``maximumVelocities``.
        ///   - maximumSettleDuration: The longest settle animation, in milliseconds, in ``maximumSettleDurations``.
        ///   - tapAction: What a tap does: step one cell in the arrow zones (the
        ///     default), or glide to the tapped cell.
        public init(decelerationRate: Double = Defaults.decelerationRate,
                    rubberBandCoefficient: Double = Defaults.rubberBandCoefficient,
                    springRate: Double = Defaults.springRate,
                    settleTolerance: Double = Defaults.settleTolerance,
                    tapSlop: Double = Defaults.tapSlop,
                    tapStepZone: Double = Defaults.tapStepZone,
                    velocityWindow: Double = Defaults.velocityWindow,
                    maximumVelocity: Double = Defaults.maximumVelocity,
                    maximumSettleDuration: Double = Defaults.maximumSettleDuration,
                    tapAction: TapAction = Defaults.tapAction) {
            let decelerationRate = decelerationRate.clamped(to: Self.decelerationRates, nan: Defaults.decelerationRate)
            let rubberBandCoefficient = rubberBandCoefficient.clamped(to: Self.rubberBandCoefficients,
                                                                      nan: Defaults.rubberBandCoefficient)
            let springRate = springRate.clamped(to: Self.springRates, nan: Defaults.springRate)
            let settleTolerance = settleTolerance.clamped(to: Self.settleTolerances, nan: Defaults.settleTolerance)
            let tapSlop = tapSlop.clamped(to: Self.tapSlops, nan: Defaults.tapSlop)
            let tapStepZone = tapStepZone.clamped(to: Self.tapStepZones, nan: Defaults.tapStepZone)
            let velocityWindow = velocityWindow.clamped(to: Self.velocityWindows, nan: Defaults.velocityWindow)
            let maximumVelocity = maximumVelocity.clamped(to: Self.maximumVelocities, nan: Defaults.maximumVelocity)
            let maximumSettleDuration = maximumSettleDuration.clamped(to: Self.maximumSettleDurations, nan: Defaults.maximumSettleDuration)
            self.decelerationRate = decelerationRate
            self.rubberBandCoefficient = rubberBandCoefficient
            self.springRate = springRate
            self.settleTolerance = settleTolerance
            self.tapSlop = tapSlop
            self.tapStepZone = tapStepZone
            self.velocityWindow = velocityWindow
            self.maximumVelocity = maximumVelocity
            self.maximumSettleDuration = maximumSettleDuration
            self.tapAction = tapAction
        }
    }
}

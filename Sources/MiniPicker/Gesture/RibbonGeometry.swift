/// The lengths a host draws a ribbon at, in its own units (terminal
/// columns, points): a picker that owns its ribbons takes them with a press,
/// and the ribbon moves in them from then on, so a drag across the whole
/// viewport of a one-row mini picker moves one row whatever the units.
public struct RibbonGeometry: Hashable, Sendable {
    /// The length of one row along the ribbon.
    public var itemLength: Double
    /// The length of the visible part of the ribbon.
    public var viewportLength: Double
    /// How far a pointer may travel and still make a tap, in the same units
    /// (half a terminal cell, a few points); `nil` keeps the scroller's
    /// configured ``RibbonScroller/Configuration/tapSlop``.
    public var tapSlop: Double?

    /// Creates a geometry.
    ///
    /// - Parameters:
    ///   - itemLength: One row's length; a scroller takes 1 for a length that is not a positive, finite number.
    ///   - viewportLength: The visible length; by default one row, as a mini picker shows.
    ///   - tapSlop: The travel a tap may have; the scroller's configuration's when `nil`.
    public init(itemLength: Double, viewportLength: Double? = nil, tapSlop: Double? = nil) {
        self.itemLength = itemLength
        self.viewportLength = viewportLength ?? itemLength
        self.tapSlop = tapSlop
    }
}

extension RibbonScroller {
    /// Takes a host's lengths and tap slop, where they differ from the
    /// scroller's: new lengths end any motion (``resize(itemWidth:viewportWidth:)``).
    ///
    /// - Parameter geometry: The lengths the host draws the ribbon at.
    public mutating func apply(_ geometry: RibbonGeometry) {
        if ribbon.itemWidth != geometry.itemLength || viewportWidth != geometry.viewportLength {
            resize(itemWidth: geometry.itemLength, viewportWidth: geometry.viewportLength)
        }
        if let slop = geometry.tapSlop, slop != configuration.tapSlop {
            let c = configuration
            configuration = Configuration(decelerationRate: c.decelerationRate, rubberBandCoefficient: c.rubberBandCoefficient,
                                          springRate: c.springRate, settleTolerance: c.settleTolerance, tapSlop: slop,
                                          tapStepZone: c.tapStepZone, velocityWindow: c.velocityWindow,
                                          maximumVelocity: c.maximumVelocity, maximumSettleDuration: c.maximumSettleDuration,
                                          tapAction: c.tapAction)
        }
    }
}

import MiniPicker

/// The web page's ribbons, its date pickers, and their shared physics.
///
/// The browser build keeps one page for the JavaScript host; the browser
/// check makes one with a native host to replay the events the browser saw.
/// A tap on any visible cell of a ribbon glides to that cell
/// (``RibbonScroller/TapAction/glideToCell``): on a page a person aims at
/// the cell they want, where a terminal's ribbons keep their arrow zones.
#if !hasFeature(Embedded)
@MainActor
#endif
public final class WebPage<Host: CellHost> {
    /// The host of every ribbon's elements.
    public let host: Host

    /// The ribbons, by number.
    public private(set) var ribbons: [WebRibbon<Host>] = []

    /// The date pickers, by number.
    public private(set) var datePickers: [WebDatePicker<Host>] = []

    /// The physics every ribbon uses.
    public private(set) var configuration = RibbonScroller.Configuration(tapAction: .glideToCell)

    /// Whether keys, the wheel and the date pickers' glides jump instead of
    /// gliding (the person prefers reduced motion).
    public private(set) var reducesMotion = false

    /// How far from the centre each ribbon keeps cells cached.
    public static var cacheRadius: Int { 4 }

    /// Creates a page without ribbons.
    ///
    /// - Parameter host: Makes, places and removes the cells' elements.
    public init(host: Host) {
        self.host = host
    }

    /// Adds a ribbon; its number is the count of ribbons before it.
    ///
    /// - Parameters:
    ///   - rows: The number of rows.
    ///   - row: The row to select.
    ///   - layout: The ribbon's geometry.
    /// - Returns: The ribbon's number.
    @discardableResult
    public func addRibbon(rows: Int, selecting row: Int, layout: ComponentLayout) -> Int {
        let number = ribbons.count
        ribbons.append(WebRibbon(number: number, rows: max(0, rows), selecting: row, layout: layout,
                                 configuration: configuration, cacheRadius: Self.cacheRadius, host: host))
        ribbons[number].animatesSteps = !reducesMotion
        ribbons[number].draw()
        return number
    }

    /// A ribbon by number; the page's ribbon numbers come from ``addRibbon(rows:selecting:layout:)``.
    ///
    /// - Parameter number: A number ``hasRibbon(_:)`` accepts.
    func ribbon(_ number: Int) -> WebRibbon<Host> { ribbons[number] }

    /// Adds a date picker with its month and year ribbons; its number is the
    /// count of date pickers before it.
    ///
    /// - Parameter make: Makes the picker on this page.
    /// - Returns: The picker's number.
    @discardableResult
    public func addDatePicker(_ make: (WebPage<Host>) -> WebDatePicker<Host>) -> Int {
        datePickers.append(make(self))
        return datePickers.count - 1
    }

    /// Whether a number names a date picker of the page.
    ///
    /// - Parameter number: A date picker number from the host.
    public func hasDatePicker(_ number: Int) -> Bool {
        number >= 0 && number < datePickers.count
    }

    /// Makes each date picker follow the rows its ribbons landed on: call
    /// after every event and frame.
    ///
    /// - Complexity: O(date pickers) when no ribbon landed on a new row.
    public func follow() {
        for picker in datePickers { picker.follow() }
    }

    /// Turns gliding off (the value jumps) or back on.
    ///
    /// With reduced motion, keys, the wheel and the date pickers' moves jump,
    /// and the settle spring of a tap, a snap after a drag and a cancel is
    /// ``reducedMotionSpringRate``: it lands within a frame. A drag still
    /// follows the finger and a flick still coasts, as the person moves it.
    ///
    /// - Parameter reduced: Whether the person prefers reduced motion.
    public func setReducesMotion(_ reduced: Bool) {
        reducesMotion = reduced
        for ribbon in ribbons { ribbon.animatesSteps = !reduced }
        apply(physics)
    }

    /// The settle spring's rate with reduced motion, per millisecond: a cell
    /// of any width lands within a millisecond or two.
    public static var reducedMotionSpringRate: Double { 10 }

    /// The physics the panel set (``setPhysics(decelerationRate:rubberBandCoefficient:springRate:)``),
    /// which its curves show.
    public private(set) var physics = RibbonScroller.Configuration(tapAction: .glideToCell)

    /// Gives every ribbon `physics`, with the stiff spring under reduced motion.
    private func apply(_ physics: RibbonScroller.Configuration) {
        self.physics = physics
        configuration = !reducesMotion ? physics : RibbonScroller.Configuration(
            decelerationRate: physics.decelerationRate, rubberBandCoefficient: physics.rubberBandCoefficient,
            springRate: Self.reducedMotionSpringRate, tapAction: physics.tapAction)
        for ribbon in ribbons { ribbon.reconfigure(configuration) }
    }

    /// Whether a number names a ribbon of the page.
    ///
    /// - Parameter number: A ribbon number from the host.
    public func hasRibbon(_ number: Int) -> Bool {
        number >= 0 && number < ribbons.count
    }

    /// Sets the physics of every ribbon; values out of range are clamped.
    ///
    /// - Parameters:
    ///   - decelerationRate: Momentum kept per millisecond, in 0.9...0.9999.
    ///   - rubberBandCoefficient: The rubber band's stiffness, in 0.05...5.
    ///   - springRate: The settle spring's rate per millisecond, in 0.002...0.5.
    public func setPhysics(decelerationRate: Double, rubberBandCoefficient: Double, springRate: Double) {
        apply(RibbonScroller.Configuration(
            decelerationRate: Self.clamp(decelerationRate, 0.9, 0.9999, or: Deceleration.normal),
            rubberBandCoefficient: Self.clamp(rubberBandCoefficient, 0.05, 5, or: RubberBand.defaultCoefficient),
            springRate: Self.clamp(springRate, 0.002, 0.5, or: 0.02), tapAction: .glideToCell))
    }

    /// Steps every animating ribbon to a time and draws it, then lets the
    /// date pickers follow their ribbons.
    ///
    /// - Parameter time: The frame's time in milliseconds.
    /// - Returns: Whether a ribbon still animates.
    /// - Complexity: O(ribbons · visible cells).
    public func advance(to time: Double) -> Bool {
        var animating = false
        for ribbon in ribbons where ribbon.isAnimating {
            ribbon.advance(to: time)
            animating = animating || ribbon.isAnimating
        }
        follow()
        return animating
    }

    private static func clamp(_ value: Double, _ low: Double, _ high: Double, or fallback: Double) -> Double {
        value.isFinite ? min(max(value, low), high) : fallback
    }
}

#if !hasFeature(Embedded)
import Observation
#endif

/// A compact picker of rows on ribbons and wheels: a platform-neutral
/// counterpart of UIPickerView.
///
/// A ribbon picker shows one or more *components* side by side. Each is a
/// viewport on a ribbon of rows that the user drags, flings or taps; on
/// release it settles on a row. A component's ``ComponentLayout/axis`` says
/// which way its ribbon runs: a horizontal component is a ribbon, a vertical
/// one a wheel, as UIPickerView's are. The picker asks its ``dataSource`` for the
/// number of components and rows and its ``delegate`` for the cells, and tells
/// the delegate when the user settles on a new row.
///
/// The picker draws nothing and has no clock. A host feeds it pointer events
/// in picker coordinates with their times in milliseconds, calls
/// ``advance(to:)`` once per frame while ``isAnimating``, and places the cells
/// that ``forEachVisibleCell(inComponent:_:)`` reports.
///
/// The gesture math is one-dimensional: a component only hears the
/// pointer's coordinate along its axis. Horizontal components stand left to
/// right on the picker's x axis, from x = 0 (``origin(ofComponent:)``), and
/// ``press(x:at:)`` finds the one under the pointer. Vertical components
/// (wheels) stand side by side across their axis, like UIPickerView's, at
/// columns the host lays out (the picker knows only their lengths along the
/// axis): each runs down from y = 0, and the host names the wheel a press
/// lands on, with its y, in ``press(along:inComponent:at:)``. Moves and the
/// release take the coordinate along the pressed component's axis
/// (``move(along:at:)``, ``release(along:at:)``). Positions grow to the
/// right or downward; dragging content towards smaller positions (left, or
/// up) brings later rows to the centre, and ``increment(inComponent:animated:)``
/// (the Right or Down key) shows the next row.
///
/// Like UIPickerView, the picker and its protocols are isolated to the main
/// actor, so a `@MainActor` view controller can be its data source and
/// delegate. (Built as Embedded Swift, which has no concurrency library, they
/// are not isolated, and the picker does not retain its data source and
/// delegate: keep them alive as long as the picker.)
///
/// Code that also builds as Embedded Swift connects them with
/// ``setDataSource(_:)`` and ``setDelegate(_:)``: there the picker has no
/// ``dataSource`` and ``delegate`` properties, since Embedded Swift 6.3
/// cannot reliably compile an existential of the protocols with a value
/// `Cell` (it crashes while generating code for the instantiating program).
///
/// Differences from UIPickerView worth knowing:
/// - ``selectedRow(inComponent:)`` is `nil`, not -1, for a component
///   without rows.
/// - ``selectRow(_:inComponent:animated:)`` never calls
///   ``RibbonPickerDelegate/picker(_:didSelectRow:inComponent:)``; only settled
///   user motion does, once, and only when the row changed.
/// - ``selectedRow(inComponent:)`` is the committed row: during a drag it
///   still reports the previous row.
/// - Animated programmatic changes start at ``currentTime``, the latest time
///   the picker has seen.
///
/// Delegate callbacks are made after the picker's state is updated, so a
/// delegate may call back into the picker (to sync another component, say).
///
/// A component index outside `0..<numberOfComponents` (before a data source
/// is set, say) is no error: queries answer as for a component without rows
/// (no rows, no selection, no cells, the default layout) and commands do nothing.
///
/// Built for a host (not as Embedded Swift) the picker is `Observable`: an
/// observer of ``selectedRow(inComponent:)``, ``numberOfRows(inComponent:)``
/// or ``numberOfComponents`` (a SwiftUI view, say) hears when the selection
/// or the rows change, whoever changed them. A drag that has not settled
/// changes no selection, so it wakes no observer.
#if !hasFeature(Embedded)
@MainActor
#endif
public final class RibbonPicker<Cell> {
    #if hasFeature(Embedded)
    /// The data source's and delegate's methods, bound to them without
    /// retaining them (see ``setDataSource(_:)`` and ``setDelegate(_:)``).
    var links = PickerLinks<Cell>()
    #else
    /// Supplies the numbers of components and rows. Setting it reloads all components.
    public weak var dataSource: (any RibbonPickerDataSource<Cell>)? {
        didSet { reloadAllComponents() }
    }

    /// Supplies cells and layouts and hears about selections. Setting it reloads all components.
    public weak var delegate: (any RibbonPickerDelegate<Cell>)? {
        didSet { reloadAllComponents() }
    }
    #endif

    /// The layout of components for which the delegate gives none.
    public let defaultLayout: ComponentLayout

    /// The gap between neighbouring horizontal components (wheels stand where the host puts them).
    public let componentSpacing: Double

    /// The physics and thresholds shared by all components.
    ///
    /// Settable at any time, also in the middle of a motion, as a physics
    /// panel does: every component's scroller takes the new configuration
    /// and keeps its motion. A press in progress goes on (the move after the
    /// change rubber-bands with the new coefficient; the release uses the new
    /// slop, velocity window, tap action and deceleration). A running settle
    /// or fling keeps its target (it is not projected again with the new
    /// deceleration) and goes on from where it is, with the speed it has, on
    /// a curve planned again with the new spring rate and deceleration (which
    /// choose between the momentum and the spring shape), landing by the new
    /// tolerance, within the new longest duration counted from the change.
    /// Nothing moves, and the delegate hears nothing, until the next event or
    /// ``advance(to:)``. Setting an equal configuration changes nothing.
    ///
    /// - Complexity: O(components).
    public var configuration: RibbonScroller.Configuration {
        didSet {
            guard configuration != oldValue else { return }
            for component in components { component.scroller.reconfigure(configuration) }
        }
    }

    /// How far from the centre cells stay cached (widened where a viewport shows more cells).
    public let cacheRadius: Int

    /// The text read for a row's position when the delegate gives none
    /// (see ``accessibilityValue(forComponent:)``).
    ///
    /// It receives the 0-based row and the number of rows. The default is
    /// English, "row 3 of 24"; an app set in another language supplies its own.
    public var accessibilityPositionText: (_ row: Int, _ count: Int) -> String = { row, count in
        "row \(row + 1) of \(count)"
    }

    /// The latest event time seen, in milliseconds (0 before any).
    public var currentTime: Double { _currentTime.isFinite ? _currentTime : 0 }

    /// The time an animated change starts at: the latest time seen, or,
    /// before any, not a number, which makes the animation start at the first
    /// frame's time (``advance(to:)``), whatever the host's clock reads.
    var animationStart: Double { _currentTime.isFinite ? _currentTime : .nan }

    // The state a drag step touches has no dynamic exclusivity checks, which
    // would cost more than the step itself. They are not needed: the picker
    // lives on one actor, and it never calls out (to its delegate, or to a
    // closure it was given) while it accesses them, so no access can overlap
    // another. Every access is a plain read or a short write.
    @exclusivity(unchecked) @usableFromInline var _currentTime: Double = -.infinity
    @exclusivity(unchecked) @usableFromInline var components: ContiguousArray<PickerComponent<Cell>> = []
    /// The component that follows a pressed pointer, if any.
    @exclusivity(unchecked) @usableFromInline var trackedComponent: Int?
    var pendingCallbacks: [Callback] = []
    /// The last generation given to a reloaded component.
    private var lastGeneration = 0
    #if !hasFeature(Embedded)
    /// The observers of the selection and the rows.
    let observationRegistrar = ObservationRegistrar()
    /// The key path observers register, made once per cell type
    /// (``SelectionKeyPaths``).
    let selectionKeyPath = SelectionKeyPaths.keyPath(forCell: Cell.self)
    #endif

    enum Callback {
        case center(row: Int, component: Int)
        case select(row: Int, component: Int)
    }

    /// Creates a picker with no components until a data source is set.
    ///
    /// - Parameters:
    ///   - defaultLayout: The geometry of components the delegate does not lay out.
    ///   - componentSpacing: The gap between components; 0 when it is not a
    ///     finite number of 0 or more.
    ///   - configuration: Physics and thresholds for every component.
    ///   - cacheRadius: How far from the centre cells stay cached (default
    ///     10), clamped into `0...65536`.
    public init(defaultLayout: ComponentLayout = ComponentLayout(width: 100),
                componentSpacing: Double = 0,
                configuration: RibbonScroller.Configuration = RibbonScroller.Configuration(),
                cacheRadius: Int = 10) {
        self.defaultLayout = defaultLayout
        self.componentSpacing = componentSpacing >= 0 && componentSpacing.isFinite ? componentSpacing : 0
        self.configuration = configuration
        self.cacheRadius = cacheRadius.clamped(to: 0...(1 << 16))
    }

    // MARK: - Data

    /// The number of components, as last loaded from the data source.
    public var numberOfComponents: Int {
        observeSelection()
        return components.count
    }

    /// The number of rows in a component, as last loaded.
    ///
    /// - Parameter component: A component index; 0 for one outside `0..<numberOfComponents`.
    public func numberOfRows(inComponent component: Int) -> Int {
        observeSelection()
        return existing(component)?.scroller.ribbon.count ?? 0
    }

    /// The selected row of a component, or `nil` when it has no rows.
    ///
    /// (UIPickerView answers -1 there; an optional makes the empty case
    /// impossible to overlook.)
    ///
    /// - Parameter component: A component index; `nil` for one outside `0..<numberOfComponents`.
    public func selectedRow(inComponent component: Int) -> Int? {
        observeSelection()
        return existing(component)?.scroller.selectedIndex
    }

    /// Whether any component is animating: call ``advance(to:)`` each frame while it is.
    public var isAnimating: Bool {
        components.contains { $0.scroller.isAnimating }
    }

    /// Reloads the number of components, every component's rows and layout, and drops every cached cell.
    ///
    /// Safe during a drag or an animation: see ``reloadComponent(_:)``.
    ///
    /// - Complexity: O(components · cache capacity).
    public func reloadAllComponents() {
        let wanted = max(0, askNumberOfComponents() ?? 0)
        if wanted != components.count { selectionDidChange() }
        if wanted < components.count {
            components.removeSubrange(wanted...)
            if let tracked = trackedComponent, tracked >= wanted { trackedComponent = nil }
        }
        while components.count < wanted {
            let layout = defaultLayout
            components.append(PickerComponent(
                scroller: RibbonScroller(count: 0, itemWidth: layout.itemWidth, viewportWidth: layout.width,
                                         isCyclic: layout.isCyclic, configuration: configuration),
                cache: CellCache(radius: max(cacheRadius, layout.visibleRadius)),
                layout: layout, origin: 0))
        }
        for component in components.indices { reloadRows(of: component) }
        layOutOrigins()
    }

    /// Reloads one component's rows and layout and drops its cached cells.
    ///
    /// Safe in any phase: the selection is clamped into the new rows; a drag
    /// goes on over the new rows; an animation is re-aimed at its target,
    /// clamped. Clamping is not reported to the delegate.
    ///
    /// - Parameter component: A component index; one outside `0..<numberOfComponents` is ignored.
    /// - Complexity: O(cache capacity).
    public func reloadComponent(_ component: Int) {
        guard existing(component) != nil else { return }
        reloadRows(of: component)
        layOutOrigins()
    }

    // MARK: - Selection

    /// Selects a row, at once or with an animation that starts at
    /// ``currentTime`` (or, before the picker has seen any time, at the first
    /// frame's time).
    ///
    /// Does not call the delegate. Ends any drag or animation of the component.
    ///
    /// - Parameters:
    ///   - row: The row, clamped into the component's rows; ignored when it has none.
    ///   - component: A component index; one outside `0..<numberOfComponents` is ignored.
    ///   - animated: Whether to animate to the row.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard existing(component) != nil else { return }
        if trackedComponent == component { trackedComponent = nil }
        let before = components[component].scroller.selectedIndex
        components[component].scroller.select(row, animated: animated, at: animationStart)
        recenterCache(of: component)
        if components[component].scroller.selectedIndex != before { selectionDidChange() }
    }

    /// Moves a component one row forward, as the Right key on a ribbon, the
    /// Down key on a wheel, or an accessibility increment does.
    ///
    /// The delegate hears ``RibbonPickerDelegate/picker(_:didSelectRow:inComponent:)``
    /// when the motion settles (at once when not animated). Repeated steps
    /// add up; the last row stops the step unless the component wraps.
    ///
    /// - Parameters:
    ///   - component: A component index; one outside `0..<numberOfComponents` is ignored.
    ///   - animated: Whether to animate.
    public func increment(inComponent component: Int = 0, animated: Bool = true) {
        step(component, by: 1, animated: animated)
    }

    /// Moves a component one row back, as the Left key on a ribbon, the Up key
    /// on a wheel, or an accessibility decrement does.
    ///
    /// - Parameters:
    ///   - component: A component index; one outside `0..<numberOfComponents` is ignored.
    ///   - animated: Whether to animate.
    public func decrement(inComponent component: Int = 0, animated: Bool = true) {
        step(component, by: -1, animated: animated)
    }

    /// Moves a component by a number of rows, as a Page Down key, a
    /// scroll wheel's notch or an accessibility adjustment does.
    ///
    /// Steps count from the running animation's target, so repeated steps
    /// add up. A component that does not wrap stops at its first or last
    /// row (`step(by: .max)` goes to the last row); one that wraps goes
    /// `rows` modulo its number of rows forward (backward for negative
    /// `rows`), so it lands on the row `rows` after the current one, wrapped.
    /// Any `Int` works, `Int.min` and `Int.max` too; a step too long to
    /// animate (longer than the largest `Double`) lands at once. Ignored
    /// while the component follows a pressed pointer. The delegate hears
    /// ``RibbonPickerDelegate/picker(_:didSelectRow:inComponent:)`` when the
    /// motion settles (at once when not animated), if the row changed.
    ///
    /// - Parameters:
    ///   - rows: How many rows to move; negative moves towards lower rows.
    ///   - component: A component index; one outside `0..<numberOfComponents` is ignored.
    ///   - animated: Whether to animate; without animation the selection changes at once.
    /// - Complexity: O(1) in `rows` and in the number of rows; keeping the
    ///   component's cell cache centred costs O(cache capacity) at most.
    public func step(by rows: Int, inComponent component: Int = 0, animated: Bool = true) {
        step(component, by: rows, animated: animated)
    }

    // MARK: - Internals

    /// A component, or `nil` for an index outside `0..<numberOfComponents`.
    func existing(_ component: Int) -> PickerComponent<Cell>? {
        component >= 0 && component < components.count ? components[component] : nil
    }

    @inlinable @inline(__always)
    func note(_ time: Double) {
        if time.isFinite && time > _currentTime { _currentTime = time }
    }

    /// Tells the delegate that a user's move brought a row to the centre.
    @usableFromInline
    func didCenter(row: Int, inComponent component: Int) {
        pendingCallbacks.append(.center(row: row, component: component))
        deliverCallbacks()
    }

    private func step(_ component: Int, by cells: Int, animated: Bool) {
        guard existing(component) != nil else { return }
        update(component) { $0.step(by: cells, animated: animated, at: animationStart) }
    }

    /// Applies a transition to a component's scroller, keeps its cache
    /// centred, and queues the delegate callbacks it calls for.
    func update(_ component: Int, deliver: Bool = true, _ transition: (inout RibbonScroller) -> Void) {
        let wasUserDriven = components[component].scroller.isUserDriven
        let centeredBefore = components[component].scroller.ribbon.centeredIndex
        let selectedBefore = components[component].scroller.selectedIndex
        transition(&components[component].scroller)
        recenterCache(of: component)
        let scroller = components[component].scroller
        if scroller.isUserDriven || wasUserDriven,
           let row = scroller.ribbon.centeredIndex, row != centeredBefore {
            pendingCallbacks.append(.center(row: row, component: component))
        }
        // Only user transitions come through here, so any change of selection is the user's.
        if let row = scroller.selectedIndex, row != selectedBefore {
            pendingCallbacks.append(.select(row: row, component: component))
            selectionDidChange()
        }
        if deliver { deliverCallbacks() }
    }

    func deliverCallbacks() {
        guard !pendingCallbacks.isEmpty else { return }
        let callbacks = pendingCallbacks
        pendingCallbacks.removeAll()
        for callback in callbacks {
            switch callback {
            case .center(let row, let component):
                tellCentered(row: row, inComponent: component)
            case .select(let row, let component):
                tellSelected(row: row, inComponent: component)
            }
        }
    }

    private func recenterCache(of component: Int) {
        components[component].recenterCache()
    }

    private func reloadRows(of component: Int) {
        let rows = askNumberOfRows(inComponent: component) ?? 0
        let count = min(max(rows, 0), Ribbon.maximumCount)
        let layout = askLayout(ofComponent: component) ?? defaultLayout
        let entry = components[component]
        if layout != entry.layout {
            entry.scroller.resize(itemWidth: layout.itemWidth, viewportWidth: layout.width)
            entry.cache = CellCache(radius: max(cacheRadius, layout.visibleRadius))
            entry.layout = layout
        } else {
            entry.cache.removeAll(keepingReusableCells: true)
        }
        let before = (entry.scroller.ribbon.count, entry.scroller.selectedIndex)
        entry.scroller.reload(count: count, isCyclic: layout.isCyclic)
        if before != (entry.scroller.ribbon.count, entry.scroller.selectedIndex) { selectionDidChange() }
        lastGeneration &+= 1
        entry.generation = lastGeneration
        if trackedComponent == component, entry.scroller.phase != .tracking { trackedComponent = nil }
        recenterCache(of: component)
    }
}

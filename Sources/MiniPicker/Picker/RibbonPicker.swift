/// A compact picker of rows on horizontal ribbons: a platform-neutral
/// counterpart of UIPickerView.
///
/// A ribbon picker shows one or more *components* side by side. Each is a
/// viewport on a ribbon of rows that the user drags, flings or taps; on
/// release it settles on a row. The picker asks its ``dataSource`` for the
/// number of components and rows and its ``delegate`` for the cells, and tells
/// the delegate when the user settles on a new row.
///
/// The picker draws nothing and has no clock. A host feeds it pointer events
/// in picker coordinates (x from the leading edge of the first component) with
/// their times in milliseconds, calls ``advance(to:)`` once per frame while
/// ``isAnimating``, and places the cells that ``forEachVisibleCell(inComponent:_:)``
/// reports.
///
/// Like UIPickerView, the picker and its protocols are isolated to the main
/// actor, so a `@MainActor` view controller can be its data source and
/// delegate. (Built as Embedded Swift, which has no concurrency library, they
/// are not isolated, and the picker does not retain its data source and
/// delegate: keep them alive as long as the picker.)
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
#if !hasFeature(Embedded)
@MainActor
#endif
public final class RibbonPicker<Cell> {
    #if hasFeature(Embedded)
    /// Supplies the numbers of components and rows. Setting it reloads all
    /// components. Not retained: keep it alive as long as the picker.
    public unowned(unsafe) var dataSource: (any RibbonPickerDataSource<Cell>)? {
        didSet { reloadAllComponents() }
    }

    /// Supplies cells and layouts and hears about selections. Setting it
    /// reloads all components. Not retained: keep it alive as long as the picker.
    public unowned(unsafe) var delegate: (any RibbonPickerDelegate<Cell>)? {
        didSet { reloadAllComponents() }
    }
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

    /// The gap between neighbouring components.
    public let componentSpacing: Double

    /// The physics and thresholds shared by all components.
    public let configuration: RibbonScroller.Configuration

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
    public private(set) var currentTime: Double = 0

    private var components: [PickerComponent<Cell>] = []
    private var trackedComponent: Int?
    private var pendingCallbacks: [Callback] = []

    private enum Callback {
        case center(row: Int, component: Int)
        case select(row: Int, component: Int)
    }

    /// Creates a picker with no components until a data source is set.
    ///
    /// - Parameters:
    ///   - defaultLayout: The geometry of components the delegate does not lay out.
    ///   - componentSpacing: The gap between components; not negative.
    ///   - configuration: Physics and thresholds for every component.
    ///   - cacheRadius: How far from the centre cells stay cached; at least 0 (default 10).
    public init(defaultLayout: ComponentLayout = ComponentLayout(width: 100),
                componentSpacing: Double = 0,
                configuration: RibbonScroller.Configuration = RibbonScroller.Configuration(),
                cacheRadius: Int = 10) {
        precondition(componentSpacing >= 0 && componentSpacing.isFinite, "componentSpacing must not be negative")
        precondition(cacheRadius >= 0 && cacheRadius <= 1 << 16, "cacheRadius must be in 0...65536")
        self.defaultLayout = defaultLayout
        self.componentSpacing = componentSpacing
        self.configuration = configuration
        self.cacheRadius = cacheRadius
    }

    // MARK: - Data

    /// The number of components, as last loaded from the data source.
    public var numberOfComponents: Int { components.count }

    /// The number of rows in a component, as last loaded.
    ///
    /// - Parameter component: A component index, in `0..<numberOfComponents`.
    public func numberOfRows(inComponent component: Int) -> Int {
        checked(component).scroller.ribbon.count
    }

    /// The selected row of a component, or `nil` when it has no rows.
    ///
    /// (UIPickerView answers -1 there; an optional makes the empty case
    /// impossible to overlook.)
    ///
    /// - Parameter component: A component index, in `0..<numberOfComponents`.
    public func selectedRow(inComponent component: Int) -> Int? {
        checked(component).scroller.selectedIndex
    }

    /// The layout of a component.
    ///
    /// - Parameter component: A component index, in `0..<numberOfComponents`.
    public func layout(ofComponent component: Int) -> ComponentLayout {
        checked(component).layout
    }

    /// The x coordinate of a component's leading edge in the picker.
    ///
    /// - Parameter component: A component index, in `0..<numberOfComponents`.
    public func origin(ofComponent component: Int) -> Double {
        checked(component).origin
    }

    /// The scroller of a component, for reading its ribbon, phase and target.
    ///
    /// - Parameter component: A component index, in `0..<numberOfComponents`.
    public func scroller(ofComponent component: Int) -> RibbonScroller {
        checked(component).scroller
    }

    /// The total width of the components and the gaps between them.
    public var width: Double {
        guard let last = components.last else { return 0 }
        return last.origin + last.layout.width
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
        let wanted = max(0, dataSource.map { $0.numberOfComponents(in: self) } ?? 0)
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
    /// - Parameter component: A component index, in `0..<numberOfComponents`.
    /// - Complexity: O(cache capacity).
    public func reloadComponent(_ component: Int) {
        _ = checked(component)
        reloadRows(of: component)
        layOutOrigins()
    }

    // MARK: - Selection

    /// Selects a row, at once or with an animation that starts at ``currentTime``.
    ///
    /// Does not call the delegate. Ends any drag or animation of the component.
    ///
    /// - Parameters:
    ///   - row: The row, clamped into the component's rows; ignored when it has none.
    ///   - component: A component index, in `0..<numberOfComponents`.
    ///   - animated: Whether to animate to the row.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        _ = checked(component)
        if trackedComponent == component { trackedComponent = nil }
        components[component].scroller.select(row, animated: animated, at: currentTime)
        recenterCache(of: component)
    }

    /// Moves a component one row forward, as a key press or an accessibility increment.
    ///
    /// The delegate hears ``RibbonPickerDelegate/picker(_:didSelectRow:inComponent:)``
    /// when the motion settles (at once when not animated). Repeated steps
    /// add up; the last row stops the step unless the component wraps.
    ///
    /// - Parameters:
    ///   - component: A component index, in `0..<numberOfComponents`.
    ///   - animated: Whether to animate.
    public func increment(inComponent component: Int = 0, animated: Bool = true) {
        step(component, by: 1, animated: animated)
    }

    /// Moves a component one row back, as a key press or an accessibility decrement.
    ///
    /// - Parameters:
    ///   - component: A component index, in `0..<numberOfComponents`.
    ///   - animated: Whether to animate.
    public func decrement(inComponent component: Int = 0, animated: Bool = true) {
        step(component, by: -1, animated: animated)
    }

    // MARK: - Events

    /// Starts a drag or tap on the component under `x`; ignored outside every component.
    ///
    /// A press while another component still tracks an unreleased pointer
    /// ends that drag first: that component returns to its selected row.
    ///
    /// - Parameters:
    ///   - x: The pointer's x coordinate in the picker.
    ///   - time: The event's time in milliseconds.
    public func press(x: Double, at time: Double) {
        note(time)
        guard x.isFinite, let component = components.firstIndex(where: {
            x >= $0.origin && x < $0.origin + $0.layout.width
        }) else { return }
        // A press without the release of an earlier one ends that drag where it started.
        if let earlier = trackedComponent, earlier != component, components.indices.contains(earlier) {
            update(earlier) { $0.cancel() }
        }
        guard components.indices.contains(component) else { return }
        trackedComponent = component
        let origin = components[component].origin
        update(component) { $0.press(x: x - origin, at: time) }
    }

    /// Moves the pressed pointer; the tracked component follows even outside its bounds.
    ///
    /// - Parameters:
    ///   - x: The pointer's x coordinate in the picker.
    ///   - time: The event's time in milliseconds.
    public func move(x: Double, at time: Double) {
        note(time)
        guard let component = trackedComponent else { return }
        let origin = components[component].origin
        update(component) { $0.move(x: x - origin, at: time) }
    }

    /// Releases the pressed pointer: the tracked component steps, or flings and settles.
    ///
    /// - Parameters:
    ///   - x: The pointer's x coordinate in the picker.
    ///   - time: The event's time in milliseconds.
    public func release(x: Double, at time: Double) {
        note(time)
        guard let component = trackedComponent else { return }
        let origin = components[component].origin
        trackedComponent = nil
        update(component) { $0.release(x: x - origin, at: time) }
    }

    /// Cancels the drag (the system took the touch): the component returns to its selected row.
    public func cancel() {
        guard let component = trackedComponent else { return }
        trackedComponent = nil
        update(component) { $0.cancel() }
    }

    /// Steps every running animation to a time.
    ///
    /// - Parameter time: The time in milliseconds.
    public func advance(to time: Double) {
        note(time)
        for component in components.indices where components[component].scroller.isAnimating {
            update(component, deliver: false) { $0.advance(to: time) }
        }
        deliverCallbacks()
    }

    // MARK: - Cells

    /// Calls `body` with each visible cell of a component, left to right,
    /// making cells through the delegate as needed.
    ///
    /// Does nothing without a delegate. Allocates nothing once the visible
    /// cells are cached.
    ///
    /// - Parameters:
    ///   - component: A component index, in `0..<numberOfComponents`.
    ///   - body: Receives each cell's place and the cell.
    /// - Throws: What `body` throws; the walk stops there.
    /// - Complexity: O(visible cells).
    public func forEachVisibleCell<Failure: Error>(
        inComponent component: Int, _ body: (VisibleCell, Cell) throws(Failure) -> Void
    ) throws(Failure) {
        let entry = checked(component)
        guard let delegate else { return }
        for place in entry.scroller.ribbon.visibleCells(inViewportOfWidth: entry.layout.width) {
            // A delegate that reloaded during the walk made the rest of it stale.
            guard components.indices.contains(component), components[component].generation == entry.generation else { return }
            if let cell = components[component].cache.cachedCell(forSlot: place.slot) {
                try body(place, cell)
                continue
            }
            let reusable = components[component].cache.dequeueReusableCell()
            // No access to the components is held while the delegate runs: it may call back in.
            let cell = delegate.picker(self, cellForRow: place.index, forComponent: component, reusing: reusable)
            if components.indices.contains(component), components[component].generation == entry.generation {
                components[component].cache.insert(cell, forSlot: place.slot)
            }
            try body(place, cell)
        }
    }

    /// The visible cells of a component with their places, left to right.
    ///
    /// - Parameter component: A component index, in `0..<numberOfComponents`.
    /// - Returns: An empty array without a delegate.
    /// - Complexity: O(visible cells).
    public func visibleCells(inComponent component: Int) -> [PlacedCell<Cell>] {
        var cells: [PlacedCell<Cell>] = []
        forEachVisibleCell(inComponent: component) { cells.append(PlacedCell(place: $0, cell: $1)) }
        return cells
    }

    /// The number of cells a component holds in its cache.
    ///
    /// - Parameter component: A component index, in `0..<numberOfComponents`.
    public func cachedCellCount(inComponent component: Int) -> Int {
        checked(component).cache.count
    }

    // MARK: - Internals

    private func checked(_ component: Int) -> PickerComponent<Cell> {
        precondition(component >= 0 && component < components.count, "component out of range")
        return components[component]
    }

    private func note(_ time: Double) {
        if time.isFinite { currentTime = max(currentTime, time) }
    }

    private func step(_ component: Int, by cells: Int, animated: Bool) {
        _ = checked(component)
        update(component) { $0.step(by: cells, animated: animated, at: currentTime) }
    }

    /// Applies a transition to a component's scroller, keeps its cache
    /// centred, and queues the delegate callbacks it calls for.
    private func update(_ component: Int, deliver: Bool = true, _ transition: (inout RibbonScroller) -> Void) {
        let before = components[component].scroller
        transition(&components[component].scroller)
        let after = components[component].scroller
        recenterCache(of: component)
        if after.isUserDriven || before.isUserDriven,
           let row = after.ribbon.centeredIndex, row != before.ribbon.centeredIndex {
            pendingCallbacks.append(.center(row: row, component: component))
        }
        // Only user transitions come through here, so any change of selection is the user's.
        if let row = after.selectedIndex, row != before.selectedIndex {
            pendingCallbacks.append(.select(row: row, component: component))
        }
        if deliver { deliverCallbacks() }
    }

    private func deliverCallbacks() {
        guard !pendingCallbacks.isEmpty else { return }
        let callbacks = pendingCallbacks
        pendingCallbacks.removeAll()
        guard let delegate else { return }
        for callback in callbacks {
            switch callback {
            case .center(let row, let component):
                delegate.picker(self, didCenterRow: row, inComponent: component)
            case .select(let row, let component):
                delegate.picker(self, didSelectRow: row, inComponent: component)
            }
        }
    }

    private func recenterCache(of component: Int) {
        let slot = components[component].scroller.ribbon.centeredSlot
        components[component].cache.recenter(on: slot)
    }

    private func reloadRows(of component: Int) {
        let rows = dataSource.map { $0.picker(self, numberOfRowsInComponent: component) } ?? 0
        let count = min(max(rows, 0), Ribbon.maximumCount)
        let layout = delegate?.picker(self, layoutForComponent: component) ?? defaultLayout
        var entry = components[component]
        if layout != entry.layout {
            entry.scroller.resize(itemWidth: layout.itemWidth, viewportWidth: layout.width)
            entry.cache = CellCache(radius: max(cacheRadius, layout.visibleRadius))
            entry.layout = layout
        } else {
            entry.cache.removeAll(keepingReusableCells: true)
        }
        entry.scroller.reload(count: count, isCyclic: layout.isCyclic)
        entry.generation &+= 1
        components[component] = entry
        if trackedComponent == component, entry.scroller.phase != .tracking { trackedComponent = nil }
        recenterCache(of: component)
    }

    private func layOutOrigins() {
        var origin = 0.0
        for index in components.indices {
            components[index].origin = origin
            origin += components[index].layout.width + componentSpacing
        }
    }
}

import MiniPicker

/// One ribbon of the web page: a one-component ``RibbonPicker`` whose cells
/// are elements of a host (``RibbonCells`` is its data source and delegate).
///
/// The host feeds it pointer events in ribbon coordinates (x from the leading
/// edge, so from the right in a right-to-left page) with their times in
/// milliseconds, and calls ``advance(to:)`` once per animation frame; every
/// event and frame draws the ribbon (``draw()``).
#if !hasFeature(Embedded)
@MainActor
#endif
public final class WebRibbon<Host: CellHost> {
    /// The ribbon's number on the page, as the host knows it.
    public let number: Int

    /// The number of rows.
    public var rows: Int { cells.rows }

    /// The ribbon's geometry.
    public var layout: ComponentLayout { cells.layout }

    /// Whether keys, the wheel and ``glide(to:animated:)`` animate; a page
    /// that prefers reduced motion turns it off, and the value jumps.
    public var animatesSteps = true

    /// How far from the centre cells stay cached.
    public let cacheRadius: Int

    private let host: Host
    /// The picker's rows, geometry and cells (held here: the picker holds it weakly).
    private let cells: RibbonCells<Host>
    /// The picker.
    private let picker: RibbonPicker<WebCell<Host>>

    /// Creates a ribbon at rest on a row.
    ///
    /// - Parameters:
    ///   - number: The ribbon's number on the page.
    ///   - rows: The number of rows; not negative.
    ///   - row: The row to select.
    ///   - layout: The ribbon's geometry.
    ///   - configuration: The physics.
    ///   - cacheRadius: How far from the centre cells stay cached.
    ///   - host: Makes, places and removes the cells' elements.
    public init(number: Int, rows: Int, selecting row: Int, layout: ComponentLayout,
                configuration: RibbonScroller.Configuration, cacheRadius: Int, host: Host) {
        self.number = number
        self.cacheRadius = cacheRadius
        self.host = host
        cells = RibbonCells(ribbon: number, rows: max(0, rows), layout: layout, host: host)
        picker = RibbonPicker(defaultLayout: layout, configuration: configuration, cacheRadius: cacheRadius)
        picker.setDataSource(cells)
        picker.setDelegate(cells)
        picker.selectRow(row, inComponent: 0, animated: false)
    }

    // MARK: - Rows and geometry

    /// Gives the ribbon other rows (the months of another year), at rest on a row.
    ///
    /// - Parameters:
    ///   - rows: The number of rows; not negative.
    ///   - row: The row to select, clamped into the rows.
    /// - Complexity: O(visible cells).
    public func setRows(_ rows: Int, selecting row: Int) {
        cells.rows = max(0, rows)
        picker.reloadAllComponents()
        picker.selectRow(row, inComponent: 0, animated: false)
        draw()
    }

    /// Gives the ribbon another geometry (the page's width changed), at rest on its row.
    ///
    /// - Parameter layout: The new geometry.
    /// - Complexity: O(visible cells).
    public func setLayout(_ layout: ComponentLayout) {
        guard layout != self.layout else { return }
        let row = selectedRow
        cells.layout = layout
        picker.reloadAllComponents()
        picker.selectRow(row, inComponent: 0, animated: false)
        draw()
    }

    // MARK: - Events

    /// Starts a drag or tap.
    ///
    /// - Parameters:
    ///   - x: The pointer's x from the ribbon's leading edge.
    ///   - time: The event's time in milliseconds.
    public func press(x: Double, at time: Double) {
        picker.press(x: x, at: time)
        draw()
    }

    /// Moves the pressed pointer.
    ///
    /// - Parameters:
    ///   - x: The pointer's x from the ribbon's leading edge.
    ///   - time: The event's time in milliseconds.
    public func move(x: Double, at time: Double) {
        picker.move(x: x, at: time)
        draw()
    }

    /// Releases the pointer: the ribbon steps, or flings and settles.
    ///
    /// - Parameters:
    ///   - x: The pointer's x from the ribbon's leading edge.
    ///   - time: The event's time in milliseconds.
    public func release(x: Double, at time: Double) {
        picker.release(x: x, at: time)
        landWithoutMotion()
        draw()
    }

    /// Cancels the drag (the browser took the touch): the ribbon glides back
    /// to the selected row from where it is.
    ///
    /// - Parameter time: The event's time in milliseconds.
    public func cancel(at time: Double) {
        picker.cancel(at: time)
        landWithoutMotion()
        draw()
    }

    /// With reduced motion (``animatesSteps`` off), lands a tap's, a snap's
    /// or a cancel's settle at once: its spring is stiff enough to arrive
    /// within 2 ms (``WebPage/reducedMotionSpringRate``), so stepping 2 ms
    /// lands it, and a flick's coast moves on by 2 ms only.
    private func landWithoutMotion() {
        if !animatesSteps && picker.isAnimating { picker.advance(to: picker.currentTime + 2) }
    }

    /// Steps some rows forward or back, as keys and the wheel do; animated
    /// unless ``animatesSteps`` is off. Any count takes the same time: the
    /// ribbon stops at its ends, and a cyclic one wraps.
    ///
    /// - Parameter rows: Rows to move; negative moves back.
    public func step(by rows: Int) {
        picker.step(by: rows, inComponent: 0, animated: animatesSteps)
        draw()
    }

    /// Glides to a row (Home and End, or the date picker following its grid).
    ///
    /// - Parameters:
    ///   - row: The row, clamped into the rows.
    ///   - animated: Whether to glide; the value jumps without, or when ``animatesSteps`` is off.
    public func glide(to row: Int, animated: Bool = true) {
        picker.selectRow(row, inComponent: 0, animated: animated && animatesSteps)
        draw()
    }

    /// Steps the animation to a time and draws.
    ///
    /// - Parameter time: The frame's time in milliseconds.
    public func advance(to time: Double) {
        picker.advance(to: time)
        draw()
    }

    /// Places the visible cells' elements and hides the others. - Complexity: O(visible cells).
    public func draw() {
        picker.forEachVisibleCell(inComponent: 0) { place, cell in
            host.show(element: cell.element, at: place.offset)
        }
        host.finishFrame(ribbon: number)
    }

    /// The selected row; 0 for an empty ribbon.
    public var selectedRow: Int { picker.selectedRow(inComponent: 0) ?? 0 }

    /// Whether an animation runs: call ``advance(to:)`` each frame while it does.
    public var isAnimating: Bool { picker.isAnimating }

    /// What the ribbon does: 0 at rest, 1 following a pointer, 2 settling.
    public var phase: Int {
        switch picker.scroller(ofComponent: 0).phase {
        case .idle: 0
        case .tracking: 1
        case .settling: 2
        }
    }

    /// The most elements the ribbon's cells hold at once: the most cells
    /// its picker keeps (cached and waiting for reuse).
    public var elementBound: Int { picker.maximumCellCount(inComponent: 0) }

    /// Replaces the physics; a motion under way carries on to its cell.
    ///
    /// - Parameter configuration: The new physics.
    public func reconfigure(_ configuration: RibbonScroller.Configuration) {
        picker.configuration = configuration
        draw()
    }
}

/// A one-component ribbon of text labels, ready to use: a ``RibbonPicker``
/// of strings with its data source and delegate built in.
///
/// Give it a number of rows and a function that names a row; it asks for
/// names only of the rows that show, so a ribbon of a million years costs no
/// more than one of twelve months. The picker inside stays private, so no
/// one can swap its data source: drive the ribbon through the methods here.
///
/// ```swift
/// let sizes = ["S", "M", "L", "XL"]
/// let ribbon = LabelRibbon(count: sizes.count, selecting: 1) { sizes[$0] }
/// ribbon.onSelect = { row in print("size", sizes[row]) }
/// ```
#if !hasFeature(Embedded)
@MainActor
#endif
public final class LabelRibbon {
    @usableFromInline let picker: RibbonPicker<String>
    private let plumbing: Plumbing

    /// Answers the picker's questions from a count and a naming function.
    private final class Plumbing: RibbonPickerDataSource, RibbonPickerDelegate {
        var count: Int
        var label: (Int) -> String
        var onSelect: ((Int) -> Void)?
        var onCenter: ((Int) -> Void)?

        init(count: Int, label: @escaping (Int) -> String) {
            self.count = count
            self.label = label
        }

        func numberOfComponents(in picker: RibbonPicker<String>) -> Int { 1 }

        func picker(_ picker: RibbonPicker<String>, numberOfRowsInComponent component: Int) -> Int { count }

        func picker(_ picker: RibbonPicker<String>, cellForRow row: Int, forComponent component: Int,
                    reusing cell: String?) -> String {
            label(row)
        }

        func picker(_ picker: RibbonPicker<String>, didSelectRow row: Int, inComponent component: Int) {
            onSelect?(row)
        }

        func picker(_ picker: RibbonPicker<String>, didCenterRow row: Int, inComponent component: Int) {
            onCenter?(row)
        }

        func picker(_ picker: RibbonPicker<String>, accessibilityValueForRow row: Int,
                    forComponent component: Int) -> String? {
            label(row)
        }
    }

    /// Creates a ribbon of labels.
    ///
    /// - Parameters:
    ///   - count: The number of rows; negative counts as 0.
    ///   - row: The row to select, clamped into the rows.
    ///   - layout: The ribbon's geometry: its axis (horizontal unless it says
    ///     vertical, for a wheel), lengths and wrapping.
    ///   - configuration: The ribbon's physics.
    ///   - label: Names a row, in `0..<count`; called only for rows that show.
    public init(count: Int, selecting row: Int = 0, layout: ComponentLayout = ComponentLayout(width: 100),
                configuration: RibbonScroller.Configuration = RibbonScroller.Configuration(),
                label: @escaping (Int) -> String) {
        plumbing = Plumbing(count: count, label: label)
        picker = RibbonPicker(defaultLayout: layout, configuration: configuration)
        picker.setDataSource(plumbing)
        picker.setDelegate(plumbing)
        picker.selectRow(row, inComponent: 0, animated: false)
    }

    /// Called when the user brings the ribbon to rest on a different row
    /// (never for ``selectRow(_:animated:)`` or ``reload(count:selecting:label:)``).
    public var onSelect: ((Int) -> Void)? {
        get { plumbing.onSelect }
        set { plumbing.onSelect = newValue }
    }

    /// Called while the user moves the ribbon, each time a different row reaches the centre.
    public var onCenter: ((Int) -> Void)? {
        get { plumbing.onCenter }
        set { plumbing.onCenter = newValue }
    }

    // MARK: - Rows

    /// The number of rows.
    public var count: Int { picker.numberOfRows(inComponent: 0) }

    /// The label of a row, or `nil` for a row outside `0..<count`.
    ///
    /// - Parameter row: A row.
    public func label(ofRow row: Int) -> String? {
        row >= 0 && row < count ? plumbing.label(row) : nil
    }

    /// Replaces the rows and selects one of them, without calling ``onSelect``.
    ///
    /// Any drag or animation ends; cached labels are dropped.
    ///
    /// - Parameters:
    ///   - count: The new number of rows; negative counts as 0.
    ///   - row: The row to select, clamped into the new rows.
    ///   - label: Names a row of the new rows.
    public func reload(count: Int, selecting row: Int, label: @escaping (Int) -> String) {
        plumbing.count = count
        plumbing.label = label
        picker.reloadAllComponents()
        picker.selectRow(row, inComponent: 0, animated: false)
    }

    // MARK: - Selection

    /// The selected row, or `nil` when there are no rows.
    public var selectedRow: Int? { picker.selectedRow(inComponent: 0) }

    /// Selects a row without calling ``onSelect``.
    ///
    /// - Parameters:
    ///   - row: The row, clamped into the rows.
    ///   - animated: Whether the ribbon glides there, starting at ``currentTime``.
    public func selectRow(_ row: Int, animated: Bool) {
        picker.selectRow(row, inComponent: 0, animated: animated)
    }

    /// Moves one row forward, as the Right key on a ribbon or the Down key on
    /// a wheel does; ``onSelect`` hears it when it settles.
    ///
    /// - Parameter animated: Whether to animate.
    public func increment(animated: Bool = true) {
        picker.increment(inComponent: 0, animated: animated)
    }

    /// Moves one row back, as the Left key on a ribbon or the Up key on a
    /// wheel does; ``onSelect`` hears it when it settles.
    ///
    /// - Parameter animated: Whether to animate.
    public func decrement(animated: Bool = true) {
        picker.decrement(inComponent: 0, animated: animated)
    }

    // MARK: - Pointer events and frames

    /// Starts a drag or tap; ignored outside the ribbon.
    ///
    /// A tap near the leading end (left, or top) steps back one row, near the
    /// trailing end forward one; a drag follows the pointer.
    ///
    /// - Parameters:
    ///   - position: The pointer's coordinate along the ribbon's axis, 0 at its
    ///     leading edge: x on a horizontal ribbon, y on a vertical wheel.
    ///   - time: The event's time in milliseconds.
    public func press(along position: Double, at time: Double) {
        picker.press(along: position, inComponent: 0, at: time)
    }

    /// Moves the pressed pointer; the ribbon follows it, also outside its bounds.
    ///
    /// Content dragged towards smaller positions (left, or up) brings later
    /// rows to the centre, as a finger's swipe up does on a wheel.
    ///
    /// - Parameters:
    ///   - position: The pointer's coordinate along the axis, as ``press(along:at:)`` takes it.
    ///   - time: The event's time in milliseconds.
    @inlinable
    public func move(along position: Double, at time: Double) {
        picker.move(along: position, at: time)
    }

    /// Releases the pointer: the ribbon steps, or flings and settles.
    ///
    /// - Parameters:
    ///   - position: The pointer's coordinate along the axis, as ``press(along:at:)`` takes it.
    ///   - time: The event's time in milliseconds.
    public func release(along position: Double, at time: Double) {
        picker.release(along: position, at: time)
    }

    /// Starts a drag or tap on a horizontal ribbon: ``press(along:at:)`` with
    /// the pointer's x coordinate.
    ///
    /// - Parameters:
    ///   - x: The pointer's x coordinate, 0 at the ribbon's leading edge.
    ///   - time: The event's time in milliseconds.
    public func press(x: Double, at time: Double) {
        press(along: x, at: time)
    }

    /// Moves the pressed pointer on a horizontal ribbon: ``move(along:at:)``
    /// with the pointer's x coordinate.
    ///
    /// - Parameters:
    ///   - x: The pointer's x coordinate.
    ///   - time: The event's time in milliseconds.
    @inlinable
    public func move(x: Double, at time: Double) {
        picker.move(along: x, at: time)
    }

    /// Releases the pointer on a horizontal ribbon: ``release(along:at:)``
    /// with the pointer's x coordinate.
    ///
    /// - Parameters:
    ///   - x: The pointer's x coordinate.
    ///   - time: The event's time in milliseconds.
    public func release(x: Double, at time: Double) {
        release(along: x, at: time)
    }

    /// Cancels the drag: the ribbon returns to its selected row.
    public func cancel() {
        picker.cancel()
    }

    /// Whether an animation runs: call ``advance(to:)`` each frame while it does.
    public var isAnimating: Bool { picker.isAnimating }

    /// Steps the running animation to a time.
    ///
    /// - Parameter time: The time in milliseconds.
    public func advance(to time: Double) {
        picker.advance(to: time)
    }

    /// Steps the running animation frame by frame until it rests, from ``currentTime``.
    ///
    /// - Parameter frameInterval: The time between frames in milliseconds, 60 Hz by default; positive.
    /// - Complexity: O(frames), bounded by the longest settle.
    public func advanceToRest(frameInterval: Double = 1000.0 / 60.0) {
        picker.advanceToRest(frameInterval: frameInterval)
    }

    /// The latest event time seen, in milliseconds.
    public var currentTime: Double { picker.currentTime }

    // MARK: - Drawing

    /// The ribbon's geometry.
    public var layout: ComponentLayout { picker.layout(ofComponent: 0) }

    /// The scroller: the ribbon's position, phase and target, for drawing.
    public var scroller: RibbonScroller { picker.scroller(ofComponent: 0) }

    /// Calls `body` with each visible row's place and label, from the leading
    /// (left or top) edge on; each place's ``VisibleCell/offset`` is along the axis.
    ///
    /// - Parameter body: Receives each cell's place and label.
    /// - Throws: What `body` throws; the walk stops there.
    /// - Complexity: O(visible cells).
    @inlinable
    public func forEachVisibleLabel<Failure: Error>(
        _ body: (VisibleCell, String) throws(Failure) -> Void
    ) throws(Failure) {
        try picker.forEachVisibleCell(inComponent: 0, body)
    }

    /// The value an assistive technology reads: the selected row's label.
    public var accessibilityValue: String? { picker.accessibilityValue(forComponent: 0) }
}

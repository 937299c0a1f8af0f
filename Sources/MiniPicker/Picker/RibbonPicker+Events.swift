// Pointer events and display frames.

extension RibbonPicker {
    /// Starts a drag or tap on the horizontal component under `x`; ignored
    /// outside every horizontal component.
    ///
    /// Horizontal components stand left to right on the picker's x axis (see
    /// ``origin(ofComponent:)``). A vertical component has no place on it (its
    /// column is the host's), so this never presses one: a host presses a
    /// wheel with ``press(along:inComponent:at:)``.
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
            $0.layout.axis == .horizontal && x >= $0.origin && x < $0.origin + $0.layout.length
        }) else { return }
        beginTracking(component, at: x, time)
    }

    /// Starts a drag or tap on a given component, at a position along its
    /// axis; ignored when the position lies outside the component.
    ///
    /// This is how a host presses a vertical wheel: wheels stand side by side
    /// across their axis, at columns the host lays out, so the host tells
    /// which one the pointer is on, and its y. It works for a horizontal
    /// component too, with the pointer's x.
    ///
    /// The position is in the picker's coordinates along the component's
    /// axis, as every pointer event of the picker is: a wheel's positions run
    /// from 0 at its top edge (every wheel's top edge is the picker's, so its
    /// ``origin(ofComponent:)`` is 0); a horizontal component's from its
    /// ``origin(ofComponent:)``. Later moves and the release go to this
    /// component with ``move(along:at:)`` and ``release(along:at:)``, in the
    /// same coordinates.
    ///
    /// A press while another component still tracks an unreleased pointer
    /// ends that drag first: that component returns to its selected row.
    ///
    /// - Parameters:
    ///   - position: The pointer's coordinate along the component's axis in
    ///     the picker: y on a vertical wheel, x on a horizontal ribbon.
    ///   - component: The component pressed; one outside `0..<numberOfComponents` is ignored.
    ///   - time: The event's time in milliseconds.
    public func press(along position: Double, inComponent component: Int, at time: Double) {
        note(time)
        guard position.isFinite, let entry = existing(component),
              position >= entry.origin, position < entry.origin + entry.layout.length else { return }
        beginTracking(component, at: position, time)
    }

    /// Makes `component` follow the pointer pressed at `position` (picker coordinates along its axis).
    private func beginTracking(_ component: Int, at position: Double, _ time: Double) {
        // A press without the release of an earlier one ends that drag where it started.
        if let earlier = trackedComponent, earlier != component, components.indices.contains(earlier) {
            update(earlier) { $0.cancel() }
        }
        guard components.indices.contains(component) else { return }
        trackedComponent = component
        let origin = components[component].origin
        update(component) { $0.press(along: position - origin, at: time) }
    }

    /// Moves the pressed pointer; the tracked component follows even outside its bounds.
    ///
    /// Content dragged towards smaller positions (left, or up) brings later
    /// rows to the centre, as a finger's swipe up does on a wheel.
    ///
    /// - Parameters:
    ///   - position: The pointer's coordinate along the tracked component's
    ///     axis in the picker, as the press took it: y on a wheel, x on a ribbon.
    ///   - time: The event's time in milliseconds.
    @inlinable
    public func move(along position: Double, at time: Double) {
        note(time)
        guard let component = trackedComponent else { return }
        // Most moves stay within a cell: no row reaches the centre, no cell
        // enters the cache, and nothing is called, so nothing else is needed.
        if components[component].scroller.moveWithinCell(x: position - components[component].origin, at: time) { return }
        moveAcrossCells(x: position, at: time, inComponent: component)
    }

    /// Moves the pressed pointer on a horizontal component: ``move(along:at:)``
    /// with the pointer's x coordinate.
    ///
    /// - Parameters:
    ///   - x: The pointer's x coordinate in the picker.
    ///   - time: The event's time in milliseconds.
    @inlinable @inline(__always)
    public func move(x: Double, at time: Double) {
        move(along: x, at: time)
    }

    /// The general case of ``move(along:at:)``: the ribbon may change cells or
    /// rubber-band, a row may reach the centre.
    @usableFromInline
    func moveAcrossCells(x: Double, at time: Double, inComponent component: Int) {
        // A move changes no selection; it may bring another row to the centre.
        if let row = components[component].move(x: x, at: time) {
            didCenter(row: row, inComponent: component)
        }
    }

    /// Releases the pressed pointer: the tracked component steps, or flings and settles.
    ///
    /// A tap near the leading end (left, or top) steps back one row, near the
    /// trailing end (right, or bottom) forward one; with the configuration's
    /// ``RibbonScroller/Configuration/tapAction`` set to
    /// ``RibbonScroller/TapAction/glideToCell``, a tap settles on the row it hit.
    ///
    /// - Parameters:
    ///   - position: The pointer's coordinate along the tracked component's
    ///     axis in the picker, as the press took it: y on a wheel, x on a ribbon.
    ///   - time: The event's time in milliseconds.
    public func release(along position: Double, at time: Double) {
        note(time)
        guard let component = trackedComponent else { return }
        let origin = components[component].origin
        trackedComponent = nil
        update(component) { $0.release(along: position - origin, at: time) }
    }

    /// Releases the pressed pointer on a horizontal component:
    /// ``release(along:at:)`` with the pointer's x coordinate.
    ///
    /// - Parameters:
    ///   - x: The pointer's x coordinate in the picker.
    ///   - time: The event's time in milliseconds.
    public func release(x: Double, at time: Double) {
        release(along: x, at: time)
    }

    /// Cancels the drag (the system took the touch): the component returns
    /// at once to its selected row. ``cancel(at:)`` glides back instead.
    public func cancel() {
        guard let component = trackedComponent else { return }
        trackedComponent = nil
        update(component) { $0.cancel() }
    }

    /// Cancels the drag (the system took the touch): the component glides
    /// back to its selected row with the settle spring.
    ///
    /// The glide starts at rest from where the component's ribbon is drawn
    /// (the call itself moves nothing), the selected row does not change, and
    /// the component animates until ``advance(to:)`` lands it on that row
    /// (see ``RibbonScroller/cancel(at:)``). The delegate hears
    /// ``RibbonPickerDelegate/picker(_:didCenterRow:inComponent:)`` as rows
    /// pass the centre on the way back, and no selection. Ignored when no
    /// component follows a pressed pointer.
    ///
    /// - Parameter time: The time in milliseconds the glide starts at; a
    ///   non-finite time counts as the latest time seen (``currentTime``).
    public func cancel(at time: Double) {
        note(time)
        guard let component = trackedComponent else { return }
        trackedComponent = nil
        let start = time.isFinite ? time : animationStart
        update(component) { $0.cancel(at: start) }
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

    /// Steps every running animation frame by frame until all rest, from
    /// ``currentTime``, as a display would show them: for a script, a test,
    /// or a host that draws only the end of each change.
    ///
    /// - Parameter frameInterval: The time between frames in milliseconds, 60
    ///   Hz by default; one that is not a positive, finite number counts as 60 Hz.
    /// - Complexity: O(frames), bounded by the longest settle and by 100 000 frames.
    public func advanceToRest(frameInterval: Double = 1000.0 / 60.0) {
        let frameInterval = frameInterval.positiveFinite(or: 1000.0 / 60.0)
        var time = currentTime
        // A settle lasts at most its configuration's maximum; the bound only guards a clock that never moves.
        var frames = 0
        while isAnimating && frames < 100_000 {
            time += frameInterval
            advance(to: time)
            frames += 1
        }
    }
}

// Pointer events and display frames.

extension RibbonPicker {
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
    @inlinable
    public func move(x: Double, at time: Double) {
        note(time)
        guard let component = trackedComponent else { return }
        // Most moves stay within a cell: no row reaches the centre, no cell
        // enters the cache, and nothing is called, so nothing else is needed.
        if components[component].scroller.moveWithinCell(x: x - components[component].origin, at: time) { return }
        moveAcrossCells(x: x, at: time, inComponent: component)
    }

    /// The general case of ``move(x:at:)``: the ribbon may change cells or
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

    /// Steps every running animation frame by frame until all rest, from
    /// ``currentTime``, as a display would show them: for a script, a test,
    /// or a host that draws only the end of each change.
    ///
    /// - Parameter frameInterval: The time between frames in milliseconds, 60 Hz by default; positive.
    /// - Complexity: O(frames), bounded by the longest settle.
    public func advanceToRest(frameInterval: Double = 1000.0 / 60.0) {
        precondition(frameInterval > 0 && frameInterval.isFinite, "frameInterval must be positive")
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

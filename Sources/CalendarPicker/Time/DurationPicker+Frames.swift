import MiniPicker

// The pointer on the wheels, and the display clock: only the host's frames move time.

extension DurationPicker: WheelPickerModel {
    /// The wheel a pointer holds, from a press to its release.
    public var pressedWheel: Wheel? {
        observers.access(self, Keys.pressedWheel)
        return scrollers.pressed
    }

    /// The pointer went down on a wheel: the wheel gets the keys, and the
    /// pointer catches it where the last frame showed it.
    ///
    /// - Parameters:
    ///   - wheel: The wheel under the pointer.
    ///   - position: The pointer's coordinate along the wheel, from its top, in the geometry's units.
    ///   - geometry: The lengths the host draws the wheel at; `nil` keeps the configuration's.
    ///   - time: The event's time in milliseconds, on the clock of ``advance(to:)``.
    public func press(_ wheel: Wheel, along position: Double, in geometry: RibbonGeometry? = nil, at time: Double) {
        pressWheel(wheel, along: position, in: geometry, at: time)
    }

    /// The pressed pointer moved: the held wheel follows it 1:1.
    ///
    /// - Parameters:
    ///   - position: The pointer's coordinate along the wheel (it may lie outside it).
    ///   - time: The event's time in milliseconds.
    public func drag(along position: Double, at time: Double) {
        dragWheel(along: position, at: time)
    }

    /// The pointer was released: the held wheel flings or steps to a row and
    /// settles there over the next frames; the duration follows when it lands.
    ///
    /// - Parameters:
    ///   - position: The pointer's coordinate along the wheel.
    ///   - time: The event's time in milliseconds.
    public func release(along position: Double, at time: Double) {
        releaseWheel(along: position, at: time)
    }

    /// Drops the drag under way: the held wheel goes back to its selected row.
    public func cancelGesture() {
        cancelWheelGesture()
    }

    /// Turns a wheel by rows, as a mouse wheel's notch does: the wheel gets
    /// the keys and shows the row that many rows on (``handle(_:)``'s steps).
    ///
    /// - Parameters:
    ///   - wheel: The wheel under the mouse wheel.
    ///   - rows: Rows to turn; negative turns back.
    /// - Returns: What happened.
    @discardableResult
    public func scroll(_ wheel: Wheel, by rows: Int) -> Outcome {
        changing {
            _focusedWheel = wheel
            return step(by: rows)
        }
    }

    /// Whether a wheel animates: call ``advance(to:)`` each display frame while one does.
    public var isAnimating: Bool {
        observers.access(self, Keys.isAnimating)
        return scrollers.isAnimating
    }

    /// Steps the wheels' animations to a frame's time: the only call that
    /// moves the picker's time. A wheel that lands here moves the duration.
    ///
    /// - Parameter time: The frame's time in milliseconds, on the clock of the pointer events.
    public func advance(to time: Double) {
        advanceWheels(to: time)
    }

    /// Steps the wheels' animations frame by frame until they rest, as a
    /// display would show them: for a script, a test, or a host that draws
    /// only the end of each change.
    ///
    /// - Parameter frameInterval: The time between frames in milliseconds, 60 Hz by default.
    /// - Complexity: O(frames), bounded by the wheels' longest settle.
    public func advanceToRest(frameInterval: Double = 1000.0 / 60.0) {
        advanceWheelsToRest(frameInterval: frameInterval)
    }

    /// Gives the keys to a wheel.
    func giveFocus(to wheel: Wheel) {
        _focusedWheel = wheel
    }

    /// The user's motion settled a wheel on a row: the duration follows.
    func wheel(_ wheel: Wheel, settledOnRow row: Int) {
        userDidSelect(duration(atRow: row, of: wheel))
    }
}

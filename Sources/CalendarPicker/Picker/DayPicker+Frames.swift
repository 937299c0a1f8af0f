// The display clock: both ribbons' animations, stepped by the host's frames.

extension DayPicker {
    /// Whether a ribbon animates: call ``advance(to:)`` each display frame while it does.
    public var isAnimating: Bool {
        _monthPicker.ribbon.isAnimating || _yearPicker.ribbon.isAnimating
    }

    /// Steps both ribbons' animations to a time.
    ///
    /// - Parameter time: The frame's time in milliseconds, on the clock of the pointer events.
    public func advance(to time: Double) {
        _monthPicker.ribbon.advance(to: time)
        _yearPicker.ribbon.advance(to: time)
    }

    /// Steps both ribbons' animations frame by frame until they rest, as a
    /// display would show them: for a script, a test, or a host that
    /// draws only the end of each change.
    ///
    /// - Parameter frameInterval: The time between frames in milliseconds, 60 Hz by default.
    /// - Complexity: O(frames), bounded by the ribbons' longest settle.
    public func advanceToRest(frameInterval: Double = 1000.0 / 60.0) {
        // A ribbon that settles may set the other one moving (a month in another year); a few rounds end it.
        var rounds = 0
        while isAnimating && rounds < 8 {
            _monthPicker.ribbon.advanceToRest(frameInterval: frameInterval)
            _yearPicker.ribbon.advanceToRest(frameInterval: frameInterval)
            rounds += 1
        }
    }
}

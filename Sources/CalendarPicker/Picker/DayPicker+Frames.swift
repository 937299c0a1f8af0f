// The display clock: only the host's frames move time.

extension DayPicker {
    /// Whether a ribbon animates: call ``advance(to:)`` each display frame while it does.
    public var isAnimating: Bool {
        observers.access(self, Keys.isAnimating)
        return monthScroller.isAnimating || yearScroller.isAnimating
    }

    /// Steps both ribbons' animations to a frame's time: the only call that
    /// moves the picker's time. A ribbon that lands here selects its row, and
    /// the grid and selection follow; animations that events start begin at
    /// the time of the last frame.
    ///
    /// - Parameter time: The frame's time in milliseconds, on the clock of the pointer events.
    public func advance(to time: Double) {
        changing {
            if time.isFinite { frameTime = max(frameTime ?? time, time) }
            moveMonthRibbon { $0.advance(to: time) }
            moveYearRibbon { $0.advance(to: time) }
        }
    }

    /// Steps both ribbons' animations frame by frame until they rest, as a
    /// display would show them: for a script, a test, or a host that
    /// draws only the end of each change.
    ///
    /// - Parameter frameInterval: The time between frames in milliseconds, 60 Hz by default
    ///   (a value that is not positive and finite counts as 60 Hz).
    /// - Complexity: O(frames), bounded by the ribbons' longest settle.
    public func advanceToRest(frameInterval: Double = 1000.0 / 60.0) {
        let interval = frameInterval.isFinite && frameInterval > 0 ? frameInterval : 1000.0 / 60.0
        var time = max(frameTime ?? 0, monthScroller.time ?? 0, yearScroller.time ?? 0)
        var frames = 0
        // A ribbon that settles may set the other one moving (a month in another year): both rest in the end.
        while isAnimating && frames < 100_000 {
            time += interval
            advance(to: time)
            frames += 1
        }
    }
}

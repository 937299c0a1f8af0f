import MiniPicker

// The display clock: the wheels' animations, stepped by the host's frames.

extension TimePicker {
    /// The ribbons of the wheels, in the locale's order.
    var ribbons: [LabelRibbon] {
        style.wheels.compactMap { ribbon(forWheel: $0) }
    }

    /// A wheel's ribbon, without registering observers.
    func ribbon(forWheel wheel: Wheel) -> LabelRibbon? {
        switch wheel {
        case .hour: hourRibbon
        case .minute: minuteRibbon
        case .period: periodRibbon
        }
    }

    /// Whether a wheel animates: call ``advance(to:)`` each display frame while one does.
    public var isAnimating: Bool {
        WheelSet.isAnimating(ribbons)
    }

    /// Steps the wheels' animations to a time.
    ///
    /// - Parameter time: The frame's time in milliseconds, on the clock of the pointer events.
    public func advance(to time: Double) {
        WheelSet.advance(ribbons, to: time)
    }

    /// Steps the wheels' animations frame by frame until they rest, as a
    /// display would show them: for a script, a test, or a host that draws
    /// only the end of each change.
    ///
    /// - Parameter frameInterval: The time between frames in milliseconds, 60 Hz by default.
    /// - Complexity: O(frames), bounded by the wheels' longest settle.
    public func advanceToRest(frameInterval: Double = 1000.0 / 60.0) {
        WheelSet.advanceToRest(ribbons, frameInterval: frameInterval)
    }
}

import MiniPicker

// The keyboard model: the focused wheel turns, the focus moves, Enter chooses.

extension DurationPicker {
    /// What a key did.
    public enum Outcome: Hashable, Sendable {
        /// The selected duration changed.
        case selected(TimeSpan)
        /// The focus moved to a wheel.
        case focused(Wheel)
        /// The selected duration was chosen.
        case chosen(TimeSpan)
        /// Nothing lay that way: the end of the hours wheel, or the first or last wheel.
        case blocked
    }

    /// Applies a key: the focused wheel shows its previous or next row (the
    /// minutes wrap without carrying into the hours; the hours stop at their
    /// ends), the focus moves between the wheels, or Enter chooses.
    ///
    /// - Parameter key: The key.
    /// - Returns: What happened.
    @discardableResult
    public func handle(_ key: WheelKey) -> Outcome {
        switch key {
        case .previousValue, .nextValue:
            let ribbon = _focusedWheel == .hours ? hoursRibbon : minutesRibbon
            let current = _focusedWheel == .hours ? selection.hours : selection.minutes / interval
            guard let row = WheelSet.row(from: current, by: key == .nextValue ? 1 : -1, count: ribbon.count,
                                         isCyclic: ribbon.layout.isCyclic) else { return .blocked }
            userDidSelect(duration(atRow: row, of: _focusedWheel))
            return .selected(selection)
        case .previousWheel, .nextWheel:
            guard let wheel = WheelSet.wheel(after: _focusedWheel, by: key == .nextWheel ? 1 : -1, in: wheels) else {
                return .blocked
            }
            _focusedWheel = wheel
            return .focused(wheel)
        case .choose:
            onChoose?(selection)
            return .chosen(selection)
        }
    }

    /// Whether a wheel animates: call ``advance(to:)`` each display frame while one does.
    public var isAnimating: Bool {
        WheelSet.isAnimating([hoursRibbon, minutesRibbon])
    }

    /// Steps the wheels' animations to a time.
    ///
    /// - Parameter time: The frame's time in milliseconds, on the clock of the pointer events.
    public func advance(to time: Double) {
        WheelSet.advance([hoursRibbon, minutesRibbon], to: time)
    }

    /// Steps the wheels' animations frame by frame until they rest.
    ///
    /// - Parameter frameInterval: The time between frames in milliseconds, 60 Hz by default.
    /// - Complexity: O(frames), bounded by the wheels' longest settle.
    public func advanceToRest(frameInterval: Double = 1000.0 / 60.0) {
        WheelSet.advanceToRest([hoursRibbon, minutesRibbon], frameInterval: frameInterval)
    }
}

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
        changing { apply(key) }
    }

    /// Applies a key, inside a change.
    private func apply(_ key: WheelKey) -> Outcome {
        switch key {
        case .previousValue, .nextValue:
            return step(by: key == .nextValue ? 1 : -1)
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

    /// Turns the focused wheel by some rows, from the selected one.
    func step(by rows: Int) -> Outcome {
        let current = _focusedWheel == .hours ? selection.hours : selection.minutes / interval
        guard let wheel = scrollers[_focusedWheel],
              let row = WheelSet.row(from: current, by: rows, count: wheel.ribbon.count, isCyclic: wheel.ribbon.isCyclic)
        else { return .blocked }
        userDidSelect(duration(atRow: row, of: _focusedWheel))
        return .selected(selection)
    }
}

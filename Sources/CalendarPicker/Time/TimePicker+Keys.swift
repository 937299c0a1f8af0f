// The keyboard model: the focused wheel turns, the focus moves, Enter chooses.

extension TimePicker {
    /// What a key did.
    public enum Outcome: Hashable, Sendable {
        /// The selected time changed (or, on a day with a repeated hour, which occurrence of it).
        case selected(TimeOfDay)
        /// The focus moved to a wheel.
        case focused(Wheel)
        /// The selected time was chosen.
        case chosen(TimeOfDay)
        /// Nothing lay that way: the end of a wheel that does not wrap (the
        /// period wheel), or the first or last wheel.
        case blocked
    }

    /// Applies a key: the focused wheel shows its previous or next row
    /// (the hour and minute wheels wrap; no wheel carries into another),
    /// the focus moves along ``wheels``, or Enter chooses.
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
        case .previousValue: return step(by: -1)
        case .nextValue: return step(by: 1)
        case .previousWheel, .nextWheel:
            guard let wheel = WheelSet.wheel(after: _focusedWheel, by: key == .nextWheel ? 1 : -1, in: style.wheels) else {
                return .blocked
            }
            _focusedWheel = wheel
            return .focused(wheel)
        case .choose:
            onChoose?(selection.time)
            return .chosen(selection.time)
        }
    }

    /// Turns the focused wheel by some rows, from the selected one.
    func step(by rows: Int) -> Outcome {
        guard let wheel = scrollers[_focusedWheel], let current = currentRow(of: _focusedWheel),
              let row = WheelSet.row(from: current, by: rows, count: wheel.ribbon.count, isCyclic: wheel.ribbon.isCyclic) else {
            return .blocked
        }
        userDidSelect(selection(atRow: row, of: _focusedWheel), animated: true)
        return .selected(selection.time)
    }

    /// The row of a wheel that shows the selection.
    func currentRow(of wheel: Wheel) -> Int? {
        switch wheel {
        case .hour: return Self.row(of: selection, in: hourRows)
        case .minute: return selection.time.minute / interval
        case .period: return style.hourCycle == .twelveHour ? selection.time.hour / 12 : nil
        }
    }
}

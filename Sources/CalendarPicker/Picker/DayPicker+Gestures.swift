import MiniPicker

// The user's gestures, handed to the picker by a view that names the part
// they hit: a ribbon or a day of the grid.

extension DayPicker {
    /// A part of the picker that a gesture starts on.
    public enum Part: Hashable, Sendable {
        /// The month ribbon.
        case monthRibbon
        /// The year ribbon.
        case yearRibbon
        /// A day of the grid: the day the view drew where the pointer is
        /// (the host's last frame; the picker may have moved on since).
        case day(Day)
    }

    /// The gesture under way, from a press to its release.
    enum Gesture: Hashable {
        /// A ribbon is being dragged.
        case monthRibbon, yearRibbon
        /// The pointer went down on a day (its number). `anchoredByPress`: in
        /// range mode, the press fixed the range's anchor at that day;
        /// `hasLeft`: the pointer has been over another day since.
        case days(pressed: Int, anchoredByPress: Bool, hasLeft: Bool)
    }

    /// The part the pointer pressed and still holds, if any: a view draws a
    /// dragged ribbon's box as dragged.
    public var pressedPart: Part? {
        observers.access(self, Keys.pressedPart)
        return Self.part(pressedBy: gesture)
    }

    /// The part a gesture pressed.
    static func part(pressedBy gesture: Gesture?) -> Part? {
        switch gesture {
        case .monthRibbon?: .monthRibbon
        case .yearRibbon?: .yearRibbon
        case .days(let pressed, _, _)?: .day(Day(uncheckedDayNumber: pressed))
        case nil: nil
        }
    }

    /// The pointer went down on a part.
    ///
    /// On a ribbon, it catches the ribbon where the last frame showed it
    /// (a motion under way stops there) and starts a drag. On a day, it
    /// selects the day (a day of another month shows that month); in range
    /// mode the first press fixes the anchor and a press while an anchor is
    /// fixed moves the other end. A press while another gesture is under way
    /// ends that one first, as a release where it was would.
    ///
    /// - Parameters:
    ///   - part: The part the view drew under the pointer.
    ///   - position: On a ribbon, the pointer's coordinate along it, in the
    ///     geometry's units from the viewport's leading edge; ignored on a day.
    ///   - geometry: On a ribbon, the lengths the view draws it at; `nil`
    ///     keeps the ribbon's (a new geometry stops a motion under way).
    ///   - time: The event's time in milliseconds, on the clock of ``advance(to:)``.
    /// - Returns: On a day, what happened to it; on a ribbon, the selection
    ///   (``Outcome/selected(_:)``, or ``Outcome/blocked`` with none).
    @discardableResult
    public func press(_ part: Part, along position: Double = 0, in geometry: RibbonGeometry? = nil,
                      at time: Double) -> Outcome {
        changing {
            if gesture != nil { _ = endGesture(along: position, over: nil, at: time) }
            switch part {
            case .monthRibbon:
                gesture = .monthRibbon
                if let geometry { monthScroller.apply(geometry) }
                moveMonthRibbon { $0.press(along: position, at: time, interruptingAt: frameTime ?? time) }
                return selectionOutcome
            case .yearRibbon:
                gesture = .yearRibbon
                if let geometry { yearScroller.apply(geometry) }
                moveYearRibbon { $0.press(along: position, at: time, interruptingAt: frameTime ?? time) }
                return selectionOutcome
            case .day(let day):
                return pressDay(day.dayNumber)
            }
        }
    }

    /// The pressed pointer moved: a dragged ribbon follows it 1:1; over the
    /// days, the selection (in range mode, the pending end) follows it where
    /// the rules let it.
    ///
    /// - Parameters:
    ///   - position: On a ribbon, the pointer's coordinate along it (it may lie outside the viewport).
    ///   - day: Over the grid, the day the view drew under the pointer; `nil` off the grid.
    ///   - time: The event's time in milliseconds.
    /// - Returns: What happened; ``Outcome/blocked`` with no press under way.
    @discardableResult
    public func drag(along position: Double = 0, over day: Day? = nil, at time: Double) -> Outcome {
        changing {
            switch gesture {
            case .monthRibbon?:
                moveMonthRibbon { $0.move(along: position, at: time) }
                return selectionOutcome
            case .yearRibbon?:
                moveYearRibbon { $0.move(along: position, at: time) }
                return selectionOutcome
            case .days(let pressed, let anchoredByPress, let hasLeft)?:
                guard let day else { return selectionOutcome }
                // Still on the pressed day: the press chose it (the grid may show its month only since).
                if day.dayNumber == pressed && !hasLeft { return selectionOutcome }
                gesture = .days(pressed: pressed, anchoredByPress: anchoredByPress, hasLeft: true)
                return moveCursor(to: day.dayNumber)
            case nil:
                return .blocked
            }
        }
    }

    /// The pointer was released. A ribbon flings or steps to a row and
    /// settles there over the next frames (the selection follows when it
    /// lands). Over the days, in single mode the day is chosen, in multiple
    /// mode toggled, and in week mode its week chosen; in range mode, a
    /// release after a drag, or the second click, fixes the other end and
    /// chooses the range, while the release of a first click leaves the
    /// anchor fixed.
    ///
    /// - Parameters:
    ///   - position: On a ribbon, the pointer's coordinate along it.
    ///   - day: Over the grid, the day the view drew under the pointer; `nil` off the grid.
    ///   - time: The event's time in milliseconds.
    /// - Returns: What happened; ``Outcome/blocked`` with no press under way.
    @discardableResult
    public func release(along position: Double = 0, over day: Day? = nil, at time: Double) -> Outcome {
        changing { endGesture(along: position, over: day, at: time) }
    }

    /// Drops the gesture under way, as when the system takes the pointer
    /// away: a dragged ribbon goes back to its selected row; a press on the
    /// days keeps what it selected.
    public func cancelGesture() {
        changing {
            switch gesture {
            case .monthRibbon?: moveMonthRibbon { $0.cancel() }
            case .yearRibbon?: moveYearRibbon { $0.cancel() }
            case .days?, nil: break
            }
            gesture = nil
        }
    }

    /// Steps a ribbon by rows, as a mouse wheel's notch or an accessibility
    /// increment does: it animates from the last frame and the selection
    /// follows when it lands; steps add up. Over the grid, a step shows the
    /// month that many months away.
    ///
    /// - Parameters:
    ///   - part: The part under the wheel.
    ///   - rows: Rows (or months) to move; negative moves back. Ignored while a ribbon is pressed.
    /// - Returns: On the grid, what happened; on a ribbon, the selection.
    @discardableResult
    public func scroll(_ part: Part, by rows: Int) -> Outcome {
        changing {
            switch part {
            case .monthRibbon:
                moveMonthRibbon { $0.step(by: rows, at: frameTime ?? .nan) }
                return selectionOutcome
            case .yearRibbon:
                moveYearRibbon { $0.step(by: rows, at: frameTime ?? .nan) }
                return selectionOutcome
            case .day:
                guard rows != 0 else { return selectionOutcome }
                var outcome = selectionOutcome
                for _ in 0..<min(rows.magnitude, 1200) {
                    outcome = handle(rows < 0 ? .previousMonth : .nextMonth)
                    if outcome == .blocked { break }
                }
                return outcome
            }
        }
    }

    // MARK: - Internals

    /// The selection as an outcome.
    var selectionOutcome: Outcome {
        shown.selectedDay.map { .selected($0) } ?? .blocked
    }

    /// Ends the gesture under way at a release.
    func endGesture(along position: Double, over day: Day?, at time: Double) -> Outcome {
        let ended = gesture
        gesture = nil
        switch ended {
        case .monthRibbon?:
            moveMonthRibbon { $0.release(along: position, at: time) }
            return selectionOutcome
        case .yearRibbon?:
            moveYearRibbon { $0.release(along: position, at: time) }
            return selectionOutcome
        case .days(let pressed, let anchoredByPress, let hasLeft)?:
            return releaseDays(pressed: pressed, anchoredByPress: anchoredByPress, hasLeft: hasLeft, over: day?.dayNumber)
        case nil:
            return .blocked
        }
    }

    /// A press on a day.
    func pressDay(_ dayNumber: Int) -> Outcome {
        guard isAllowed(dayNumber) else { return .blocked }
        guard Self.isRange(_configuration.selectionMode), anchorDayNumber == nil else {
            gesture = .days(pressed: dayNumber, anchoredByPress: false, hasLeft: false)
            return moveCursor(to: dayNumber)
        }
        _ = select(dayNumber: dayNumber, notify: true)
        anchorDayNumber = dayNumber
        gesture = .days(pressed: dayNumber, anchoredByPress: true, hasLeft: false)
        return .anchored(Day(uncheckedDayNumber: dayNumber))
    }

    /// The release of a press on the days, over a day or (with `nil`) off the grid.
    func releaseDays(pressed: Int, anchoredByPress: Bool, hasLeft: Bool, over released: Int?) -> Outcome {
        // Released where it was pressed, without leaving: the press's day stands.
        let onPressedDay = released == pressed && !hasLeft
        if !onPressedDay, let released { _ = moveCursor(to: released) }
        guard let selected = selectedDayNumber else { return .blocked }
        guard Self.isRange(_configuration.selectionMode) else {
            guard isAllowed(selected) else { return .blocked }
            // A drag that ended off the day it selected (off the grid, or on a day not allowed)
            // leaves that day selected, for Enter; it chooses nothing.
            guard onPressedDay || released == selected else { return .selected(Day(uncheckedDayNumber: selected)) }
            let day = Day(uncheckedDayNumber: selected)
            if Self.isMultiple(_configuration.selectionMode) { return toggle(day) }
            if Self.weekRule(of: _configuration.selectionMode) != nil { return chooseWeek(notify: true, choosing: true) }
            onChoose?(day)
            return .chosen(day)
        }
        guard anchorDayNumber != nil else { return .blocked }
        if anchoredByPress && selected == pressed { return .anchored(Day(uncheckedDayNumber: selected)) }
        return fixRangeEnd()
    }
}

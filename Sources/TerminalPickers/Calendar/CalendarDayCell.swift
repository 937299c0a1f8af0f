import CalendarPicker

/// A day of a day picker's grid as a terminal shows it: the facts its
/// marks and its style depend on, read from the picker once.
public struct CalendarDayCell: Hashable, Sendable {
    /// The part a day plays, most telling first: a host gives each its style.
    public enum Role: Hashable, Sendable {
        /// The selected day, which is also today.
        case selectedToday
        /// The selected day.
        case selected
        /// Today.
        case today
        /// A chosen day of several (multiple mode).
        case chosen
        /// An end of the displayed range (in week mode, of the chosen week's days).
        case rangeEnd
        /// A day inside the displayed range (or the chosen week), or the range's pending end.
        case inRange
        /// A day that cannot be selected.
        case disabled
        /// A day of the month before or after.
        case otherMonth
        /// A Saturday or Sunday of the month.
        case weekend
        /// Any other day of the month.
        case weekday
    }

    /// The day.
    public var day: Day
    /// The number the cell shows: the day of its own month.
    public var label: Int
    /// Whether the day belongs to the displayed month.
    public var isInMonth: Bool
    /// Whether the day is the selection.
    public var isSelected: Bool
    /// Whether the day is today.
    public var isToday: Bool
    /// Whether the day is one of several chosen (multiple mode).
    public var isChosen: Bool
    /// Whether the day can be selected.
    public var isAllowed: Bool
    /// Whether the day is a Saturday or Sunday.
    public var isWeekend: Bool
    /// The day's place in the displayed range (in week mode, the chosen week's days), if any.
    public var rangeMark: DayPicker.RangeMark?
    /// Whether the displayed range is one day long (its start is then its end too).
    public var isInSingleDayRange: Bool

    /// The cell of a grid position.
    ///
    /// - Parameters:
    ///   - cell: A cell of the picker's grid.
    ///   - column: The cell's grid column, for its weekday.
    ///   - picker: The picker.
    @MainActor
    public init(_ cell: GridCell, column: Int, in picker: DayPicker) {
        self.init(cell, column: column, in: picker, grid: picker.grid, selected: picker.selectedDay, today: picker.today,
                  isSingleDayRange: picker.displayedRange?.isSingleDay == true)
    }

    /// The cell of a grid position, with what every cell of the grid shares read once.
    @MainActor
    init(_ cell: GridCell, column: Int, in picker: DayPicker, grid: MonthGrid, selected: Day?, today: Day,
         isSingleDayRange: Bool) {
        day = cell.day
        label = cell.label
        isInMonth = cell.isInMonth
        isSelected = cell.day == selected
        isToday = cell.day == today
        isChosen = picker.isChosen(cell.day)
        isAllowed = picker.isAllowed(cell.day)
        let weekday = grid.weekday(ofColumn: column)
        isWeekend = weekday == .sunday || weekday == .saturday
        rangeMark = picker.rangeMark(of: cell.day)
        isInSingleDayRange = rangeMark != nil && isSingleDayRange
    }

    /// The part the day plays, most telling first: selection and today,
    /// then a chosen day, the range, a day that cannot be selected, another
    /// month's day, a weekend.
    public var role: Role {
        if isSelected && isToday { return .selectedToday }
        if isSelected { return .selected }
        if isToday { return .today }
        if isChosen { return .chosen }
        switch rangeMark {
        case .start?, .end?: return .rangeEnd
        case .inside?, .pendingEnd?: return .inRange
        case nil: break
        }
        if !isAllowed { return .disabled }
        if !isInMonth { return .otherMonth }
        return isWeekend ? .weekend : .weekday
    }

    /// The cell's four columns: a mark, the number right-aligned in two, a mark.
    ///
    /// The marks tell days apart without colour: `[25]` selected, `(21)`
    /// today, `{21}` both, `~1` another month's day, `9x` a day that cannot
    /// be selected, `*12*` a chosen day of several (the selection among
    /// them `[12*`), and a range `|18-`, `-19-`, `-20|` (in the style's
    /// vertical and horizontal lines), which is how a chosen week is drawn too.
    ///
    /// - Parameters:
    ///   - number: The day's number as written (in the locale's digits, say).
    ///   - style: The box characters, for the range's marks.
    public func text(number: String, style: RibbonArt.Style) -> String {
        let edge = style.vertical, link = style.horizontal
        var left: Character = isInMonth ? " " : "~"
        var right: Character = isAllowed ? " " : "x"
        if isChosen { (left, right) = ("*", "*") }
        switch rangeMark {
        case .start?: (left, right) = (edge, isInSingleDayRange ? edge : link)
        case .end?: (left, right) = (link, edge)
        case .inside?, .pendingEnd?: (left, right) = (link, link)
        case nil: break
        }
        let close: Character? = isChosen ? "*" : nil
        if isSelected && isToday { (left, right) = ("{", close ?? "}") }
        else if isSelected { (left, right) = ("[", close ?? "]") }
        else if isToday { (left, right) = ("(", close ?? ")") }
        return String(left) + MonthGridText.rightAligned(number, width: 2) + String(right)
    }
}

/// One square of a month grid.
public struct GridCell: Hashable, Sendable {
    /// Which month a cell's day belongs to, relative to the grid's month.
    public enum Placement: Hashable, Sendable {
        /// A day of the month before, filling the first row.
        case previousMonth
        /// A day of the grid's month.
        case currentMonth
        /// A day of the month after, filling the last rows.
        case nextMonth
    }

    /// The day shown.
    public let day: Day
    /// The day number (days since 1970-01-01) of the day.
    public let dayNumber: Int
    /// Whether the day belongs to the grid's month or a neighbour.
    public let placement: Placement

    /// Creates a cell.
    ///
    /// - Parameters:
    ///   - day: The day shown.
    ///   - dayNumber: Its day number.
    ///   - placement: Its month relative to the grid's.
    public init(day: Day, dayNumber: Int, placement: Placement) {
        self.day = day
        self.dayNumber = dayNumber
        self.placement = placement
    }

    /// Whether the cell shows a day of the grid's own month.
    public var isInMonth: Bool { placement == .currentMonth }
}

/// One square of a month grid: a day, and the label its own month gives it.
public struct GridCell: Hashable, Sendable {
    /// Which month a cell's day belongs to, relative to the grid's month.
    public enum Placement: Hashable, Sendable {
        /// A day before the grid's month, filling the first row.
        case previousMonth
        /// A day of the grid's month.
        case currentMonth
        /// A day after the grid's month, filling the last rows.
        case nextMonth
    }

    /// The day shown.
    public let day: Day
    /// The day's label: its day of the month in its own month (8 for Heisei
    /// 1 January 8, 15 for 15 October 1582).
    public let label: Int
    /// Whether the day belongs to the grid's month, or comes before or after it.
    public let placement: Placement

    /// Creates a cell.
    ///
    /// - Parameters:
    ///   - day: The day shown.
    ///   - label: Its day of the month.
    ///   - placement: Its place relative to the grid's month.
    @inlinable
    public init(day: Day, label: Int, placement: Placement) {
        self.day = day
        self.label = label
        self.placement = placement
    }

    /// Whether the cell shows a day of the grid's own month.
    public var isInMonth: Bool { placement == .currentMonth }
}

/// A range of days, both ends included: a stay, a leave, a booking.
///
/// Its days are consecutive days of the day line, the same whatever
/// calendar shows them. ``days`` is a collection of them:
///
/// ```swift
/// let leave = DayRange(between: try Day(iso8601: "2026-11-23"), and: try Day(iso8601: "2026-11-27"))
/// leave.count                                      // 5
/// leave.days.filter { $0.weekday == .wednesday }   // the Wednesday
/// ```
public struct DayRange: Hashable, Sendable, CustomStringConvertible {
    /// The first day.
    public let start: Day
    /// The last day, not before ``start``.
    public let end: Day

    /// Creates a range from its first and last day, or `nil` when the last
    /// comes before the first (``init(between:and:)`` takes either order).
    ///
    /// - Parameters:
    ///   - start: The first day.
    ///   - end: The last day.
    public init?(_ start: Day, _ end: Day) {
        guard start <= end else { return nil }
        self.start = start
        self.end = end
    }

    /// Creates a range from two days in order.
    private init(ordered start: Day, _ end: Day) {
        self.start = start
        self.end = end
    }

    /// Creates the range between two days given in either order.
    ///
    /// - Parameters:
    ///   - first: One end.
    ///   - second: The other end.
    public init(between first: Day, and second: Day) {
        self.init(ordered: min(first, second), max(first, second))
    }

    /// Creates a range from a closed range of days.
    ///
    /// - Parameter days: The days.
    public init(_ days: ClosedRange<Day>) {
        self.init(ordered: days.lowerBound, days.upperBound)
    }

    /// The days, first to last.
    public var days: ClosedRange<Day> { start...end }

    /// The number of days, both ends counted.
    public var count: Int { start.distance(to: end) + 1 }

    /// Whether the range is a single day.
    public var isSingleDay: Bool { start == end }

    /// Whether a day lies in the range.
    ///
    /// - Parameter day: A day.
    /// - Returns: Whether `start <= day <= end`.
    public func contains(_ day: Day) -> Bool { start <= day && day <= end }

    /// `START/END`, both in ISO 8601 (`2026-11-23/2026-11-27`), as ISO 8601 writes an interval.
    public var description: String { "\(start)/\(end)" }
}

/// A range of days, both ends included: the selection of a ``DayPicker`` in range mode.
public struct DayRange: Hashable, Sendable, CustomStringConvertible {
    /// The first day.
    public let start: Day
    /// The last day, not before ``start``.
    public let end: Day

    /// Creates a range.
    ///
    /// - Parameters:
    ///   - start: The first day.
    ///   - end: The last day, not before `start` (a picker refuses a range whose end comes first).
    public init(start: Day, end: Day) {
        self.start = start
        self.end = end
    }

    /// Whether the range is a single day.
    public var isSingleDay: Bool { start == end }

    /// `START END`, each as `YYYY-MM-DD` (with the era when it is not 1).
    public var description: String { "\(start) \(end)" }
}

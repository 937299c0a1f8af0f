/// A range of dates, both ends included: the value of a ``FieldKind/dateRange`` field.
public struct FormDateRange: Hashable, Sendable, CustomStringConvertible {
    /// The first date.
    public var start: FormDate
    /// The last date; a field accepts the range only when it is not before ``start``.
    public var end: FormDate

    /// Creates a range.
    ///
    /// - Parameters:
    ///   - start: The first date.
    ///   - end: The last date, not before `start` for a field to accept it.
    public init(start: FormDate, end: FormDate) {
        self.start = start
        self.end = end
    }

    /// `START – END`, each as `YYYY-MM-DD`, with an en dash between.
    public var description: String { "\(start) – \(end)" }
}

/// The years laid out so far, found by year and by day: two ``LRUCache``s.
///
/// A calendar system keeps here the years it lays out from Foundation or
/// from its tables (see ``CalendarSystem/months(of:)``), so that moving
/// around a year already shown asks Foundation nothing. Every key holds the
/// calendar's ``CalendarSystem/Reckoning``, its identifier and whose
/// arithmetic answers: a Chinese calendar that answers from its tables and
/// one that asks Foundation never read each other's years.
///
/// - `years`: each year by its key, at most `capacity` years (256 in the
///   process's cache). A year of 12 or 13 months takes about 1.5 KB, so
///   they stay under 400 KB.
/// - `spans`: the months of the years that only Foundation can find a day
///   of, by span of ``spanLength`` days, at most `capacity` spans (about
///   20 months, 1.3 KB, each): the day index of those calendars.
///
/// Each evicts on its own, the least recently used first; both hold only
/// what the calendar answers, so a month found in one and not the other is
/// still right. The process shares ``ProcessCaches/yearLayouts``; a test
/// may give a calendar system a cache of its own.
final class YearLayoutCache: Sendable {
    /// A year of a calendar.
    struct YearKey: Hashable, Sendable {
        // The year first: equality compares it first, and it differs most often.
        let year: Year
        let reckoning: CalendarSystem.Reckoning
    }

    /// A span of days of a calendar: the days `span * spanLength ..< (span + 1) * spanLength`.
    struct SpanKey: Hashable, Sendable {
        // The span first: equality compares it first, and it differs most often.
        let span: Int
        let reckoning: CalendarSystem.Reckoning
    }

    /// The days in a span, a power of two: a span holds at most two or
    /// three years, and a year lies in one or two spans.
    static let spanLength = 512

    /// The years by their key.
    let years: LRUCache<YearKey, YearLayout>
    /// The months of the years indexed by day, in order, by span.
    let spans: LRUCache<SpanKey, [MonthDays]>

    /// Creates an empty cache, which is never freed: calendar systems hold
    /// it without counting references (see ``CalendarSystem/yearLayouts``).
    /// The process makes one; a test may make its own, of a few kilobytes.
    ///
    /// - Parameter capacity: The most years, and the most spans, to keep; at least 1.
    /// - Returns: The cache.
    static func makeForProcessLifetime(capacity: Int) -> YearLayoutCache {
        let cache = YearLayoutCache(capacity: capacity)
        // One reference never released.
        _ = Unmanaged.passRetained(cache)
        return cache
    }

    private init(capacity: Int) {
        years = LRUCache(capacity: capacity)
        spans = LRUCache(capacity: capacity)
    }

    /// The span holding a day number.
    static func span(ofDayNumber dayNumber: Int) -> Int {
        dayNumber >> spanLength.trailingZeroBitCount
    }

    /// A kept year.
    ///
    /// - Parameters:
    ///   - year: The year.
    ///   - reckoning: The calendar's reckoning.
    /// - Returns: The year's layout, or `nil` when it is not kept.
    func layout(of year: Year, in reckoning: CalendarSystem.Reckoning) -> YearLayout? {
        years.value(forKey: YearKey(year: year, reckoning: reckoning))
    }

    /// Keeps a year, and when asked indexes its days.
    ///
    /// - Parameters:
    ///   - layout: The year's months.
    ///   - reckoning: The calendar's reckoning.
    ///   - indexingDays: Whether to find the year's days through ``monthDays(containingDayNumber:in:)``
    ///     too: for a year whose days only Foundation could otherwise find.
    /// - Complexity: O(1), and O(months) to index its days.
    func keep(_ layout: YearLayout, in reckoning: CalendarSystem.Reckoning, indexingDays: Bool) {
        years.setValue(layout, forKey: YearKey(year: layout.year, reckoning: reckoning))
        if indexingDays { indexDays(of: layout, in: reckoning) }
    }

    /// Files a year's months under the spans they lie in. Months already
    /// filed are left as they are, so filing a year again changes nothing.
    ///
    /// - Complexity: O(months) per span, one or two spans.
    func indexDays(of layout: YearLayout, in reckoning: CalendarSystem.Reckoning) {
        guard !layout.months.isEmpty else { return }
        for span in Self.span(ofDayNumber: layout.firstDayNumber)...Self.span(ofDayNumber: layout.lastDayNumber) {
            let first = span * Self.spanLength, last = first + Self.spanLength - 1
            spans.updateValue(forKey: SpanKey(span: span, reckoning: reckoning), initial: []) { filed in
                for month in layout.months where month.lastDayNumber >= first && month.firstDayNumber <= last {
                    let place = Self.place(ofFirstDayNumber: month.firstDayNumber, in: filed)
                    if place < filed.count && filed[place].firstDayNumber == month.firstDayNumber { continue }
                    filed.insert(month, at: place)
                }
            }
        }
    }

    /// The days of the month holding a day number, if a year indexed by day holds it.
    ///
    /// - Parameters:
    ///   - dayNumber: A day number.
    ///   - reckoning: The calendar's reckoning.
    /// - Complexity: O(1), and O(log months) in the span.
    func monthDays(containingDayNumber dayNumber: Int, in reckoning: CalendarSystem.Reckoning) -> MonthDays? {
        guard let filed = spans.value(forKey: SpanKey(span: Self.span(ofDayNumber: dayNumber), reckoning: reckoning)) else {
            return nil
        }
        // The last month starting on or before the day.
        let place = Self.place(ofFirstDayNumber: dayNumber + 1, in: filed) - 1
        guard place >= 0, filed[place].lastDayNumber >= dayNumber else { return nil }
        return filed[place]
    }

    /// The day with a day number, if a year indexed by day holds it.
    ///
    /// - Parameters:
    ///   - dayNumber: A day number.
    ///   - reckoning: The calendar's reckoning.
    /// - Complexity: As ``monthDays(containingDayNumber:in:)``.
    func day(atDayNumber dayNumber: Int, in reckoning: CalendarSystem.Reckoning) -> DayFields? {
        monthDays(containingDayNumber: dayNumber, in: reckoning).map {
            DayFields(month: $0.key, day: $0.label(atOffset: dayNumber - $0.firstDayNumber))
        }
    }

    /// Drops every year and span.
    func removeAll() {
        years.removeAll()
        spans.removeAll()
    }

    /// The place of the first month starting on or after a day number, in months in order.
    private static func place(ofFirstDayNumber dayNumber: Int, in months: [MonthDays]) -> Int {
        var low = 0, high = months.count
        while low < high {
            let middle = (low + high) / 2
            if months[middle].firstDayNumber < dayNumber { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

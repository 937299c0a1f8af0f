import Foundation

/// The years laid out so far, shared by every ``CalendarSystem`` of the
/// process: a bounded, least-recently-used cache keyed by calendar and year.
///
/// It holds at most ``capacity`` years (256 by default) across all
/// calendars. A year of 12 or 13 months takes about 1.5 KB, so the cache
/// stays under 400 KB. Lookups take a lock, so pickers on different threads
/// may share it.
final class YearLayoutCache: @unchecked Sendable {
    /// The cache every calendar system uses.
    static let shared = YearLayoutCache(capacity: 256)

    /// The most years kept.
    let capacity: Int

    private struct Key: Hashable {
        let calendar: Calendar.Identifier
        let year: Year
    }

    /// A cached year and when it was last used.
    private final class Entry {
        let key: Key
        let layout: YearLayout
        var lastUse: UInt64

        init(key: Key, layout: YearLayout, lastUse: UInt64) {
            self.key = key
            self.layout = layout
            self.lastUse = lastUse
        }
    }

    /// One calendar's cached years that exist, ordered by their first day,
    /// for finding the year of a day.
    private struct Timeline {
        let calendar: Calendar.Identifier
        var years: [Entry]
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    /// A handful of calendars at most: searched in order.
    private var timelines: [Timeline] = []
    private var clock: UInt64 = 0

    /// Creates an empty cache.
    ///
    /// - Parameter capacity: The most years to keep; at least 1.
    init(capacity: Int) {
        precondition(capacity >= 1, "capacity must be at least 1")
        self.capacity = capacity
    }

    /// The number of years cached now.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// The layout of a year, from the cache or else from `build` (which runs
    /// outside the lock, and whose result is then cached).
    ///
    /// - Complexity: O(1) on a hit; on a miss, `build`, plus O(``capacity``)
    ///   to file the year and, when full, to evict one.
    func layout(of year: Year, in calendar: Calendar.Identifier, build: () -> YearLayout) -> YearLayout {
        let key = Key(calendar: calendar, year: year)
        if let layout = cachedLayout(key) { return layout }
        let layout = build()
        lock.lock()
        defer { lock.unlock() }
        guard entries[key] == nil else { return layout }
        if entries.count >= capacity { evictLeastRecentlyUsed() }
        clock &+= 1
        let entry = Entry(key: key, layout: layout, lastUse: clock)
        entries[key] = entry
        if !layout.months.isEmpty {
            let row = timelines.firstIndex { $0.calendar == calendar } ?? {
                timelines.append(Timeline(calendar: calendar, years: []))
                return timelines.count - 1
            }()
            let index = timelines[row].years.firstIndex { $0.layout.firstDayNumber > layout.firstDayNumber }
                ?? timelines[row].years.count
            timelines[row].years.insert(entry, at: index)
        }
        return layout
    }

    /// A cached layout, marked as just used.
    private func cachedLayout(_ key: Key) -> YearLayout? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[key] else { return nil }
        clock &+= 1
        entry.lastUse = clock
        return entry.layout
    }

    /// The day with a day number, if a cached year of the calendar holds it.
    ///
    /// - Complexity: O(log *n*) in the calendar's cached years.
    func day(atDayNumber dayNumber: Int, in calendar: Calendar.Identifier) -> DayFields? {
        monthDays(containingDayNumber: dayNumber, in: calendar).map {
            DayFields(month: $0.key, day: $0.label(atOffset: dayNumber - $0.firstDayNumber))
        }
    }

    /// The days of the month holding a day number, if a cached year of the calendar holds it.
    ///
    /// - Complexity: O(log *n*) in the calendar's cached years, and O(log months).
    func monthDays(containingDayNumber dayNumber: Int, in calendar: Calendar.Identifier) -> MonthDays? {
        lock.lock()
        defer { lock.unlock() }
        guard let timeline = timelines.first(where: { $0.calendar == calendar }),
              let first = timeline.years.first, first.layout.firstDayNumber <= dayNumber else { return nil }
        // The last year starting at or before the day.
        let years = timeline.years
        var low = 0, high = years.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if years[middle].layout.firstDayNumber <= dayNumber { low = middle } else { high = middle - 1 }
        }
        let entry = years[low]
        guard let days = entry.layout.monthDays(containingDayNumber: dayNumber) else { return nil }
        clock &+= 1
        entry.lastUse = clock
        return days
    }

    /// Drops every cached year.
    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll()
        timelines.removeAll()
    }

    /// Drops the least recently used year. Called with the lock held.
    private func evictLeastRecentlyUsed() {
        guard let oldest = entries.values.min(by: { $0.lastUse < $1.lastUse }) else { return }
        entries[oldest.key] = nil
        if let row = timelines.firstIndex(where: { $0.calendar == oldest.key.calendar }) {
            timelines[row].years.removeAll { $0 === oldest }
        }
    }
}

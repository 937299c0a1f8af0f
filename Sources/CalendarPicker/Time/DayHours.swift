import Foundation

/// The hours of one day on a time zone's clock, as an hour wheel offers them:
/// an hour clocks jumped over is left out, and an hour clocks went back over
/// is offered twice, each row marked with its offset from UTC.
///
/// An hour that clocks jumped over only in part (02:00 to 02:29 at Lord Howe
/// Island, whose daylight saving time is 30 minutes) is offered once: the
/// minutes of the gap move on by the gap (``ZonedMoment``'s rule). An hour
/// repeated only in part (01:30 to 01:59 there) is offered twice; on the
/// second row, the minutes that occur once are that one occurrence.
struct DayHours: Equatable, Sendable {
    /// One row of an hour wheel.
    struct Row: Hashable, Sendable {
        /// The hour of the day, 0 to 23.
        let hour: Int
        /// The offset from UTC the row is marked with, in seconds; `nil` for an hour that occurs once.
        let mark: Int?
        /// Which occurrence of a repeated hour the row stands for; ``ZonedMoment/Occurrence/first`` otherwise.
        let occurrence: ZonedMoment.Occurrence
    }

    /// The day.
    let day: Day
    /// The time zone.
    let timeZone: TimeZone
    /// The zone's offsets from 36 hours before the day to 36 hours after it.
    let timeline: OffsetTimeline
    /// The rows, in the order of the day.
    let rows: [Row]

    /// The 24 hours of a day with no change of offset.
    static let plainRows = (0..<24).map { Row(hour: $0, mark: nil, occurrence: .first) }

    /// The hours of a day in a time zone.
    ///
    /// - Parameters:
    ///   - day: The day.
    ///   - timeZone: The zone.
    /// - Complexity: A question to the zone per change of offset within 36 hours of the day.
    init(day: Day, timeZone: TimeZone) {
        let start = day.dayNumber * 86_400
        let timeline = OffsetTimeline(timeZone: timeZone, from: start - OffsetTimeline.reach,
                                      through: start + 86_400 + OffsetTimeline.reach)
        self.day = day
        self.timeZone = timeZone
        self.timeline = timeline
        rows = Self.rows(startingAt: start, on: timeline)
    }

    /// The rows of the day that starts at a local second: each hour, once
    /// for each stretch of offset whose clock shows some of it.
    ///
    /// - Complexity: O(24 × segments).
    static func rows(startingAt start: Int, on timeline: OffsetTimeline) -> [Row] {
        guard timeline.segments.count > 1 else { return plainRows }
        var rows: [Row] = []
        for hour in 0..<24 {
            let lower = start + hour * 3600, upper = lower + 3600
            let showing = timeline.segments.indices.filter { index in
                let range = timeline.localRange(of: index)
                return range.lower < upper && lower < range.upper
            }
            if showing.count == 1 {
                rows.append(Row(hour: hour, mark: nil, occurrence: .first))
            } else {
                for (place, index) in showing.enumerated() {
                    rows.append(Row(hour: hour, mark: timeline.segments[index].offset,
                                    occurrence: place == 0 ? .first : .second))
                }
            }
        }
        // A day the zone skipped whole (Pacific/Apia, 2011-12-30) has no hour; a picker keeps a clock.
        return rows.isEmpty ? plainRows : rows
    }

    /// The moment a time of this day names, by ``ZonedMoment``'s rules.
    ///
    /// - Parameters:
    ///   - time: The time of day on the zone's clock.
    ///   - occurrence: Which instant of a repeated time.
    func moment(at time: TimeOfDay, occurrence: ZonedMoment.Occurrence) -> ZonedMoment {
        ZonedMoment(local: ZonedMoment.localSeconds(day: day, time: time), timeline: timeline, timeZone: timeZone,
                    occurrence: occurrence)
    }
}

import Foundation

/// A moment as a person in a time zone names it: a day, a time of day on
/// the zone's clock, and the zone's offset from UTC then; with the instant
/// (`Date`) they stand for.
///
/// Most local times name one instant. Around a change of offset (daylight
/// saving time, a zone changing its standard time) some do not, and the
/// package resolves them the same way everywhere (``init(day:time:in:occurrence:)``):
///
/// - **Skipped** (clocks jumped over it): the time moves on by the gap. It
///   is read with the offset in force before the jump, so 02:30 on
///   2026-03-08 in America/New_York, where clocks went from 02:00 to 03:00,
///   is 03:30 −04:00 (07:30 UTC); the ``resolution`` is
///   ``Resolution/skipped(gap:)`` with the gap, 3 600 seconds.
/// - **Repeated** (clocks went back over it): the first occurrence by
///   default, so 01:30 on 2026-11-01 in New York, where clocks went from
///   02:00 back to 01:00, is 01:30 −04:00 (05:30 UTC); asking for
///   ``Occurrence/second`` gives 01:30 −05:00 (06:30 UTC).
///
/// ```swift
/// let newYork = TimeZone(identifier: "America/New_York")!
/// let spring = ZonedMoment(day: try Day(iso8601: "2026-03-08"), time: try TimeOfDay(parsing: "02:30"), in: newYork)
/// print(spring)          // 2026-03-08T03:30:00-04:00
/// let autumn = ZonedMoment(day: try Day(iso8601: "2026-11-01"), time: try TimeOfDay(parsing: "01:30"),
///                          in: newYork, occurrence: .second)
/// print(autumn)          // 2026-11-01T01:30:00-05:00
/// ```
///
/// The days are the `Day`s of every calendar. The text is RFC 3339
/// (``iso8601``), which Foundation's `ISO8601DateFormatter` and
/// `Date.ISO8601FormatStyle` read; moments order by their instants, and
/// they are `Codable` with their zone (see ``encode(to:)``).
///
/// A moment is to the second: ``init(date:in:)`` drops any fraction of a
/// second from the instant, and ``day`` and ``time`` are to the minute.
public struct ZonedMoment: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Which instant of a local time that occurs twice.
    public enum Occurrence: Hashable, Sendable {
        /// The earlier instant, with the offset before clocks went back (the default).
        case first
        /// The later instant, with the offset after clocks went back.
        case second
    }

    /// How the local time asked for was found.
    public enum Resolution: Hashable, Sendable {
        /// The local time occurs once: the moment has it.
        case exact
        /// The local time occurs twice (clocks went back over it): the moment is this occurrence.
        case repeated(Occurrence)
        /// Clocks jumped over the local time: the moment is that time moved on
        /// by the gap, in seconds (3 600 for an hour of daylight saving time).
        case skipped(gap: Int)
    }

    /// The instant, a whole number of seconds since 1970.
    public let date: Date
    /// The day on the zone's clock at the instant.
    public let day: Day
    /// The time of day on the zone's clock at the instant, to the minute.
    public let time: TimeOfDay
    /// The zone's offset from UTC at the instant, in seconds (−14 400 for −04:00).
    public let secondsFromGMT: Int
    /// The time zone.
    public let timeZone: TimeZone
    /// How the local time asked for was found; ``Resolution/exact`` for a moment made from a `Date`.
    public let resolution: Resolution

    /// The moment a day and a time of day name in a time zone, by the rules
    /// above: a skipped time moves on by the gap, a repeated one is the
    /// occurrence asked for (the first by default).
    ///
    /// - Parameters:
    ///   - day: The day on the zone's clock.
    ///   - time: The time of day on the zone's clock.
    ///   - timeZone: The zone.
    ///   - occurrence: Which instant of a repeated time; ignored for other times.
    /// - Complexity: A question to the zone per change of offset within 36 hours of the time.
    public init(day: Day, time: TimeOfDay, in timeZone: TimeZone, occurrence: Occurrence = .first) {
        let local = Self.localSeconds(day: day, time: time)
        self.init(local: local, timeline: OffsetTimeline(around: local, in: timeZone), timeZone: timeZone,
                  occurrence: occurrence)
    }

    /// The moment of an instant in a time zone, to the second (the seconds of
    /// the zone's clock are dropped from ``day`` and ``time``, a fraction of
    /// a second from ``date``).
    ///
    /// - Parameters:
    ///   - date: The instant.
    ///   - timeZone: The zone.
    /// - Returns: `nil` for an instant that is not a finite number of seconds
    ///   (NaN, infinity) or whose day lies outside ``Day/supportedDayNumbers``.
    public init?(date: Date, in timeZone: TimeZone) {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds.isFinite, seconds.magnitude <= Self.supportedSeconds else { return nil }
        let instant = Int(seconds)
        let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds))
        let minutes = DayArithmetic.floorDivide(instant + offset, 60)
        self.date = Date(timeIntervalSince1970: seconds)
        day = Day(clampingDayNumber: DayArithmetic.floorDivide(minutes, TimeOfDay.minutesPerDay))
        time = TimeOfDay(minutesSinceMidnight: DayArithmetic.floorModulo(minutes, TimeOfDay.minutesPerDay))
        secondsFromGMT = offset
        self.timeZone = timeZone
        resolution = .exact
    }

    /// The largest magnitude of an instant, in seconds, whose day is a supported one (with a day to spare).
    static let supportedSeconds = Double(Day.supportedDayNumbers.upperBound - 1) * 86_400

    /// The moment of a local time on a timeline of the zone's offsets.
    init(local: Int, timeline: OffsetTimeline, timeZone: TimeZone, occurrence: Occurrence) {
        let (instant, offset, resolution) = timeline.resolve(local: local, occurrence: occurrence)
        let minutes = DayArithmetic.floorDivide(instant + offset, 60)
        date = Date(timeIntervalSince1970: Double(instant))
        day = Day(clampingDayNumber: DayArithmetic.floorDivide(minutes, TimeOfDay.minutesPerDay))
        time = TimeOfDay(minutesSinceMidnight: DayArithmetic.floorModulo(minutes, TimeOfDay.minutesPerDay))
        secondsFromGMT = offset
        self.timeZone = timeZone
        self.resolution = resolution
    }

    /// The same moment, found another way (a time a gap moved, then moved
    /// again onto a minute interval; a moment read back with its resolution).
    func resolved(as resolution: Resolution) -> ZonedMoment {
        ZonedMoment(date: date, day: day, time: time, secondsFromGMT: secondsFromGMT, timeZone: timeZone,
                    resolution: resolution)
    }

    /// A moment from its parts.
    private init(date: Date, day: Day, time: TimeOfDay, secondsFromGMT: Int, timeZone: TimeZone, resolution: Resolution) {
        self.date = date
        self.day = day
        self.time = time
        self.secondsFromGMT = secondsFromGMT
        self.timeZone = timeZone
        self.resolution = resolution
    }

    /// A day and time on a zone's clock as seconds since 1970, as if the zone were UTC.
    static func localSeconds(day: Day, time: TimeOfDay) -> Int {
        day.dayNumber * 86_400 + time.minutesSinceMidnight * 60
    }

    /// The offset as ISO 8601 writes it: `+01:00`, `-04:00`, `+05:30`, `+00:00`;
    /// seconds are added for the rare offset that has them (`-04:56:02`, New
    /// York before 1883), which ``iso8601`` rounds to the minute.
    public var offsetText: String {
        Self.offsetText(secondsFromGMT)
    }

    /// ``iso8601``.
    public var description: String { iso8601 }

    // MARK: - Equality and order

    /// Whether two moments are the same: the same instant, in the zone of the
    /// same identifier, found the same way.
    ///
    /// - Parameters:
    ///   - lhs: A moment.
    ///   - rhs: Another moment.
    public static func == (lhs: ZonedMoment, rhs: ZonedMoment) -> Bool {
        lhs.date == rhs.date && lhs.timeZone.identifier == rhs.timeZone.identifier && lhs.resolution == rhs.resolution
    }

    /// Hashes what equality compares.
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(date)
        hasher.combine(timeZone.identifier)
        hasher.combine(resolution)
    }

    /// Orders moments by their instants; moments of the same instant by
    /// their zones' identifiers, then by how they were found (an exact time,
    /// the first and the second of a repeated time, a skipped time by its gap).
    ///
    /// - Parameters:
    ///   - lhs: A moment.
    ///   - rhs: Another moment.
    /// - Returns: Whether `lhs` comes first.
    public static func < (lhs: ZonedMoment, rhs: ZonedMoment) -> Bool {
        if lhs.date != rhs.date { return lhs.date < rhs.date }
        if lhs.timeZone.identifier != rhs.timeZone.identifier { return lhs.timeZone.identifier < rhs.timeZone.identifier }
        return lhs.resolution.order < rhs.resolution.order
    }
}

extension ZonedMoment.Resolution {
    /// The place of a resolution in the order of moments of one instant and zone.
    var order: (Int, Int) {
        switch self {
        case .exact: (0, 0)
        case .repeated(.first): (1, 0)
        case .repeated(.second): (2, 0)
        case .skipped(let gap): (3, gap)
        }
    }
}

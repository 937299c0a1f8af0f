import CalendarPicker
import Testing
@testable import TerminalForms

/// A day of Foundation's Gregorian calendar (Julian before 1582-10-15), for the tables.
///
/// - Parameter text: `YYYY-MM-DD`.
/// - Returns: The day; a table's typo fails the test rather than trapping.
private func gregorian(_ text: String) throws -> Day {
    try CalendarSystem(.gregorian).day(parsing: text)
}

/// Typed days read from a fixed today, Saturday 2026-11-28.
///
/// The weekday, day and week rows are GNU date's answers (coreutils 9.1,
/// `TZ=UTC date -d 'next fri' +%F` and so on, run on a day whose clock read
/// 2026-11-28): its manual's "Day of week items" and "Relative items in
/// date strings". Months and years differ from GNU date on purpose where the
/// day of the month is missing (RelativeDay clamps, GNU date carries over:
/// `date -d '2026-01-31 +1 month'` gives 2026-03-03): those rows follow the
/// month lengths of the calendars' published rules (the Gregorian leap year,
/// divisible by 4 except centuries not divisible by 400; the Julian, every
/// fourth year).
@Suite("RelativeDay: days typed as dates or relative to today")
struct RelativeDayTests {
    /// Saturday 28 November 2026.
    static let today = "2026-11-28"

    @Test("forms read from Saturday 2026-11-28", arguments: [
        ("2026-11-30", "2026-11-30"), ("  2026-11-30\n", "2026-11-30"), ("1999-12-31", "1999-12-31"),
        ("today", "2026-11-28"), ("TODAY", "2026-11-28"), (" Tomorrow ", "2026-11-29"), ("yesterday", "2026-11-27"),
        ("+3d", "2026-12-01"), ("+3 d", "2026-12-01"), ("+3 days", "2026-12-01"), ("3d", "2026-12-01"),
        ("+1 day", "2026-11-29"), ("+0d", "2026-11-28"), ("-0d", "2026-11-28"), ("+1000d", "2029-08-24"),
        ("-1w", "2026-11-21"), ("-1 week", "2026-11-21"), ("+2W", "2026-12-12"), ("+2weeks", "2026-12-12"),
        ("+2m", "2027-01-28"), ("-1m", "2026-10-28"), ("-13 months", "2025-10-28"), ("+1 month", "2026-12-28"),
        ("+1y", "2027-11-28"), ("-2 years", "2024-11-28"), ("+1year", "2027-11-28"),
        ("fri", "2026-12-04"), ("friday", "2026-12-04"), ("FRI", "2026-12-04"), ("fri.", "2026-12-04"),
        ("sat", "2026-11-28"), ("saturday", "2026-11-28"), ("sun", "2026-11-29"), ("mon", "2026-11-30"),
        ("tue", "2026-12-01"), ("tues", "2026-12-01"), ("wed", "2026-12-02"), ("wednes", "2026-12-02"),
        ("thu", "2026-12-03"), ("thur", "2026-12-03"), ("thurs", "2026-12-03"), ("Thursday", "2026-12-03"),
        ("this sat", "2026-11-28"), ("this fri", "2026-12-04"),
        ("next sat", "2026-12-05"), ("next fri", "2026-12-04"), ("next sun", "2026-11-29"), ("next mon", "2026-11-30"),
        ("Next  Friday", "2026-12-04"),
        ("last sat", "2026-11-21"), ("last fri", "2026-11-27"), ("last sun", "2026-11-22"), ("last mon", "2026-11-23"),
    ])
    func forms(text: String, expected: String) throws {
        #expect(try RelativeDay.day(parsing: text, today: gregorian(Self.today)) == gregorian(expected))
    }

    @Test("months and years keep the day of the month, clamped to the month's last day", arguments: [
        ("2026-01-31", "+1m", "2026-02-28"),   // 2026 is not divisible by 4
        ("2028-01-31", "+1m", "2028-02-29"),   // 2028 is
        ("2028-02-29", "+1y", "2029-02-28"),
        ("2028-02-29", "+4y", "2032-02-29"),
        ("2000-02-29", "+100y", "2100-02-28"), // 2000 divisible by 400, 2100 a century that is not
        ("1900-01-29", "+1m", "1900-02-28"),   // nor 1900
        ("2026-03-31", "-1m", "2026-02-28"),
        ("2026-05-31", "+1m", "2026-06-30"),
        ("2026-12-31", "+2m", "2027-02-28"),
        ("2026-01-15", "-13m", "2024-12-15"),
        ("2026-11-28", "+2000000m", "168693-07-28"),
        ("1500-01-31", "+1m", "1500-02-29"),   // Julian: 1500 is a leap year
        ("1582-09-10", "+1m", "1582-10-04"),   // 10 October 1582 was skipped: the last day before the gap
        ("1582-10-04", "+1d", "1582-10-15"),
    ])
    func months(today: String, text: String, expected: String) throws {
        #expect(try RelativeDay.day(parsing: text, today: gregorian(today)) == gregorian(expected))
    }

    @Test("a month step crosses from AD into BC")
    func beforeChrist() throws {
        let december1BC = try #require(CalendarSystem(.gregorian).day(from: DayComponents(era: 0, year: 1, month: 12, day: 15)))
        #expect(try RelativeDay.day(parsing: "-1m", today: gregorian("0001-01-15")) == december1BC)
        #expect(try RelativeDay.day(parsing: "+1m", today: december1BC) == gregorian("0001-01-15"))
    }

    @Test("what the text says, before today is known", arguments: [
        ("today", RelativeDay.Form.step(0, .days)), ("-12w", .step(-12, .weeks)), ("7 Months", .step(7, .months)),
        ("next tues", .weekday(.tuesday, .next)), ("last sunday", .weekday(.sunday, .last)), ("wed", .weekday(.wednesday, .this)),
    ])
    func parsedForm(text: String, form: RelativeDay.Form) throws {
        #expect(try RelativeDay(parsing: text).form == form)
    }

    /// The last day of the Gregorian calendar's days is 364 502 552 days
    /// after 2026-11-28 (AD 1 000 000, December 31; counted as 365 a year
    /// plus the leap days of the Gregorian rule); the first, 4000 BC
    /// January 1 proleptic Gregorian, is Julian 4000 BC February 2.
    @Test("bad text and counts beyond the calendar, each with its one-line reason", arguments: [
        ("foo", "'foo' is not a day: type YYYY-MM-DD, today, tomorrow, +3d, -1w or fri"),
        ("  foo  ", "'foo' is not a day: type YYYY-MM-DD, today, tomorrow, +3d, -1w or fri"),
        ("", "'' is not a day: type YYYY-MM-DD, today, tomorrow, +3d, -1w or fri"),
        ("+3", "'+3' is not a day: type YYYY-MM-DD, today, tomorrow, +3d, -1w or fri"),
        ("3", "'3' is not a day: type YYYY-MM-DD, today, tomorrow, +3d, -1w or fri"),
        ("+3x", "'+3x' is not a day: type YYYY-MM-DD, today, tomorrow, +3d, -1w or fri"),
        ("+d", "'+d' is not a day: type YYYY-MM-DD, today, tomorrow, +3d, -1w or fri"),
        ("+3 days later", "'+3 days later' is not a day: type YYYY-MM-DD, today, tomorrow, +3d, -1w or fri"),
        ("+ 3d", "'+ 3d' is not a day: type YYYY-MM-DD, today, tomorrow, +3d, -1w or fri"),
        ("+3\u{301}d", "'+3\u{301}d' is not a day: type YYYY-MM-DD, today, tomorrow, +3d, -1w or fri"),
        ("next", "'next' is not a day: type YYYY-MM-DD, today, tomorrow, +3d, -1w or fri"),
        ("next 3d", "'next 3d' is not a day: type YYYY-MM-DD, today, tomorrow, +3d, -1w or fri"),
        ("nextfri", "'nextfri' is not a day: type YYYY-MM-DD, today, tomorrow, +3d, -1w or fri"),
        ("fr", "'fr' is not a day: type YYYY-MM-DD, today, tomorrow, +3d, -1w or fri"),
        ("2026/11/30", "'2026/11/30' is not a day: type YYYY-MM-DD, today, tomorrow, +3d, -1w or fri"),
        ("a\u{1B}[2Jb", "'a[2Jb' is not a day: type YYYY-MM-DD, today, tomorrow, +3d, -1w or fri"),
        (String(repeating: "x", count: 100),
         "'\(String(repeating: "x", count: 39))…' is not a day: type YYYY-MM-DD, today, tomorrow, +3d, -1w or fri"),
        ("2026-02-30", "'2026-02-30' is not a day of the Gregorian calendar"),
        ("2026-13-01", "'2026-13-01' is not a day of the Gregorian calendar"),
        ("1582-10-10", "'1582-10-10' is not a day of the Gregorian calendar"),
        ("+9223372036854775807d", "'+9223372036854775807d' is too late: the last day is 1000000-12-31"),
        ("-9223372036854775807d", "'-9223372036854775807d' is too early: the first day is 4000-02-02 BC"),
        ("-9223372036854775808d", "'-9223372036854775808d' is too early: the first day is 4000-02-02 BC"),
        ("+99999999999999999999y", "'+99999999999999999999y' is too late: the last day is 1000000-12-31"),
        ("+9223372036854775807w", "'+9223372036854775807w' is too late: the last day is 1000000-12-31"),
        // 7 × 7905747460161236407 and 12 × 4611686018427387905 wrap around 2^64 to 1 and 12:
        // a product that wrapped would answer tomorrow and a year from today.
        ("+7905747460161236407w", "'+7905747460161236407w' is too late: the last day is 1000000-12-31"),
        ("+4611686018427387905y", "'+4611686018427387905y' is too late: the last day is 1000000-12-31"),
        ("-9223372036854775807m", "'-9223372036854775807m' is too early: the first day is 4000-02-02 BC"),
        ("+9223372036854775807y", "'+9223372036854775807y' is too late: the last day is 1000000-12-31"),
        ("+997975y", "'+997975y' is too late: the last day is 1000000-12-31"),
        ("+364502553d", "'+364502553d' is too late: the last day is 1000000-12-31"),
        ("-2200918d", "'-2200918d' is too early: the first day is 4000-02-02 BC"),
    ])
    func problems(text: String, message: String) throws {
        let today = try gregorian(Self.today)
        #expect(throws: RelativeDayError.self) { try RelativeDay.day(parsing: text, today: today) }
        do {
            _ = try RelativeDay.day(parsing: text, today: today)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("the calendar's first and last days themselves can be reached", arguments: [
        ("+997974y", "1000000-11-28"), ("+364502552d", "1000000-12-31"), ("-2200917d", "e0:4000-02-02"),
    ])
    func edges(text: String, expected: String) throws {
        #expect(try RelativeDay.day(parsing: text, today: gregorian(Self.today)) == gregorian(expected))
    }

    @Test("the reasons: a missing form, a missing day, a day too far")
    func reasons() throws {
        let today = try gregorian(Self.today)
        let last = CalendarSystem(.gregorian).supportedDays.upperBound
        #expect(throws: RelativeDayError(text: "foo", reason: .notADay)) { try RelativeDay.day(parsing: "foo", today: today) }
        #expect(throws: RelativeDayError(text: "2026-02-29", reason: .noSuchDay(calendarName: "Gregorian"))) {
            try RelativeDay.day(parsing: "2026-02-29", today: today)
        }
        #expect(throws: RelativeDayError(text: "+1000000y", reason: .tooLate(last: last))) {
            try RelativeDay.day(parsing: "+1000000y", today: today)
        }
        // Today itself beyond the calendar: `today` is too late, not a trap.
        #expect(throws: RelativeDayError(text: "today", reason: .tooLate(last: last))) {
            try RelativeDay.day(parsing: "today", today: last + 1)
        }
    }
}

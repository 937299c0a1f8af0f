import Foundation
import Testing
import TestSupport
import DayModel

@Suite("Days: one ordered identity, ISO 8601 text, weeks")
struct DayTests {
    /// Days written in ISO 8601 and their day numbers from 1970-01-01 = 0, as
    /// another implementation of the proleptic Gregorian calendar gives them
    /// (Python's `datetime.date.toordinal()`), and before year 1 by counting:
    /// year 0 is a leap year of 366 days, so 0000-01-01 is 366 days before
    /// 0001-01-01, and 1 March of 10 BC is 9 × 365 + 3 days (the leap days of
    /// years -8, -4 and 0) before 0000-03-01.
    static let known: [(text: String, dayNumber: Int)] = [
        ("1970-01-01", 0), ("1969-12-31", -1), ("2000-03-01", 11_017), ("2026-11-25", 20_782),
        ("0000-01-01", -719_528), ("0001-01-01", -719_162), ("-0001-12-31", -719_529),
        ("-0009-03-01", -722_756), ("9999-12-31", 2_932_896), ("+10000-01-01", 2_932_897),
    ]

    @Test("ISO 8601 text reads to the day number and writes back the same text", arguments: known)
    func iso8601RoundTrip(text: String, dayNumber: Int) throws {
        let day = try Day(iso8601: text)
        #expect(day.dayNumber == dayNumber)
        #expect(day.iso8601 == text)
        #expect(day.description == text)
    }

    @Test("texts that are not ISO 8601 days are refused with the reason")
    func refusedTexts() {
        let cases: [(String, DayParsingError.Reason)] = [
            ("", .malformed), ("2026-11", .malformed), ("26-11-25", .malformed), ("2026-1-25", .malformed),
            ("2026/11/25", .malformed), (" 2026-11-25", .malformed), ("2026-11-25 ", .malformed),
            ("02026-11-25", .malformed), ("+-2026-11-25", .malformed), ("--0009-03-01", .malformed),
            ("2026-02-29", .noSuchDay), ("2026-13-01", .noSuchDay), ("2026-00-10", .noSuchDay),
            ("2026-11-00", .noSuchDay), ("+99999999999-01-01", .outOfRange),
            ("-99999999999999999999999-01-01", .outOfRange), ("2026-1a-01", .malformed), ("٢٠٢٦-11-25", .malformed),
        ]
        for (text, reason) in cases {
            #expect(throws: DayParsingError(text: text, reason: reason, calendarName: reason == .noSuchDay ? "proleptic Gregorian" : nil),
                    "\(text)") { try Day(iso8601: text) }
        }
    }

    @Test("a sign may come before a four-digit year too: +2026-11-25 is 2026-11-25")
    func signedFourDigits() throws {
        #expect(try Day(iso8601: "+2026-11-25") == Day(iso8601: "2026-11-25"))
        #expect(try Day(iso8601: "-0000-01-01") == Day(iso8601: "0000-01-01"))
    }

    @Test("an error is one line naming the text")
    func errorText() {
        #expect(DayParsingError(text: "x", reason: .malformed).description == "'x' is not a date of the form YYYY-MM-DD")
        #expect(DayParsingError(text: "2026-02-30", reason: .noSuchDay, calendarName: "Gregorian").description
                == "'2026-02-30' is not a day of the Gregorian calendar")
    }

    @Test("days before year 1 order as they happened: 10 BC before 5 BC before AD 1")
    func orderBeforeYearOne() throws {
        let tenBC = try #require(Day(prolepticGregorianYear: -9, month: 6, day: 1))
        let fiveBC = try #require(Day(prolepticGregorianYear: -4, month: 1, day: 1))
        let adOne = try #require(Day(prolepticGregorianYear: 1, month: 1, day: 1))
        #expect(tenBC < fiveBC && fiveBC < adOne)
        #expect([adOne, tenBC, fiveBC].sorted() == [tenBC, fiveBC, adOne])
    }

    @Test("days stride: + and - move by days, distance counts them, a closed range is a collection")
    func striding() throws {
        let day = try Day(iso8601: "2026-02-27")
        #expect((day + 2).iso8601 == "2026-03-01")
        #expect((day - 58).iso8601 == "2025-12-31")
        #expect(day.distance(to: try Day(iso8601: "2027-02-27")) == 365)
        #expect((day...(day + 6)).map(\.weekday) == [.friday, .saturday, .sunday, .monday, .tuesday, .wednesday, .thursday])
    }

    @Test("every day number round-trips through its proleptic Gregorian date (seeded)")
    func gregorianRoundTrip() {
        var random = SeededGenerator(seed: 0xDA7E)
        for _ in 0..<20_000 {
            let number = Int.random(in: -1_000_000_000...1_000_000_000, using: &random)
            let date = Day(dayNumber: number)!.prolepticGregorianDate
            let back = Day(prolepticGregorianYear: date.year, month: date.month, day: date.day)
            #expect(back?.dayNumber == number, "seed \(random.seed): \(number) → \(date)")
            if back?.dayNumber != number { return }
        }
    }

    @Test("weekdays: 1970-01-01 a Thursday, 2000-01-01 a Saturday, 1 BC's 1 January a Saturday")
    func weekdays() throws {
        #expect(try Day(iso8601: "1970-01-01").weekday == .thursday)
        #expect(try Day(iso8601: "2000-01-01").weekday == .saturday)
        #expect(try Day(iso8601: "2026-11-25").weekday == .wednesday)
        #expect(try Day(iso8601: "0000-01-01").weekday == .saturday)
    }

    /// ISO 8601 week dates published as examples of the standard's rule.
    static let weeks: [(day: String, week: String)] = [
        ("2005-01-01", "2004-W53"), ("2005-01-02", "2004-W53"), ("2005-12-31", "2005-W52"), ("2007-01-01", "2007-W01"),
        ("2007-12-30", "2007-W52"), ("2007-12-31", "2008-W01"), ("2008-12-28", "2008-W52"), ("2008-12-29", "2009-W01"),
        ("2009-12-31", "2009-W53"), ("2010-01-03", "2009-W53"), ("2021-01-01", "2020-W53"), ("2024-12-30", "2025-W01"),
        ("2026-11-25", "2026-W48"),
    ]

    @Test("ISO weeks as the standard's examples give them", arguments: weeks)
    func isoWeeks(day: String, week: String) throws {
        let day = try Day(iso8601: day)
        #expect(day.isoWeek.description == week)
        // The week's Monday is a Monday at most six days before, in the same week.
        let monday = day.isoWeek.monday
        #expect(monday.weekday == .monday && monday <= day && monday.distance(to: day) < 7 && monday.isoWeek == day.isoWeek)
    }

    @Test("a week's Monday and the week of each of its days agree over 40 000 days (seeded)")
    func weekProperty() {
        var random = SeededGenerator(seed: 0x1504)
        for _ in 0..<40_000 {
            let day = Day(dayNumber: Int.random(in: -800_000...3_000_000, using: &random))!
            let week = day.isoWeek
            let monday = week.monday
            let ok = monday.weekday == .monday && (0..<7).contains(monday.distance(to: day))
                && (1...53).contains(week.week) && (week.week == 1 || (monday - 7).isoWeek.week == week.week - 1)
            #expect(ok, "seed \(random.seed): \(day) in \(week)")
            if !ok { return }
        }
    }
}

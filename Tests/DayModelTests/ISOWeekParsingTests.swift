import Testing
@testable import DayModel

/// ISO 8601 weeks read from `YYYY-Www`, made from a year and a week, and the
/// years of 53 weeks, against the standard's published list.
@Suite("ISOWeek: reading YYYY-Www, weeks of a year")
struct ISOWeekParsingTests {
    @Test("the years of 53 weeks from 2000 to 2040 are those ISO 8601's rule gives: 2004, 2009, 2015, 2020, 2026, 2032, 2037")
    func longYears() {
        // A year has 53 weeks when it starts on a Thursday, or is a leap year starting on a Wednesday.
        let long = (2000...2040).filter { ISOWeek.weeks(inYear: $0) == 53 }
        #expect(long == [2004, 2009, 2015, 2020, 2026, 2032, 2037])
        #expect((2000...2040).allSatisfy { [52, 53].contains(ISOWeek.weeks(inYear: $0) ?? 0) })
    }

    @Test("text as description writes it reads back; a week the year lacks is named", arguments: [
        ("2026-W48", ISOWeek(year: 2026, week: 48)), ("2020-W53", ISOWeek(year: 2020, week: 53)),
        ("2026-w01", ISOWeek(year: 2026, week: 1)), ("-0001-W10", ISOWeek(year: -1, week: 10)),
    ] as [(String, ISOWeek?)])
    func reads(text: String, week: ISOWeek?) throws {
        let parsed = try ISOWeek(iso8601: text)
        #expect(parsed == week)
        #expect(try ISOWeek(iso8601: parsed.description) == parsed)
    }

    @Test("other text is refused: not a week, or no such week in its year", arguments: [
        ("2027-W53", ISOWeek.ParsingError.noSuchWeek(year: 2027, weeks: 52)),
        ("2026-W00", .noSuchWeek(year: 2026, weeks: 53)), ("2026-W54", .noSuchWeek(year: 2026, weeks: 53)),
        ("2026-W1", .notAWeek), ("26-W01", .notAWeek), ("2026-W+1", .notAWeek), ("2026W48", .notAWeek),
        ("", .notAWeek), ("2026-X48", .notAWeek), ("２０２６-W48", .notAWeek), ("99999999999999999999-W01", .notAWeek),
        ("2026-W48 ", .notAWeek),
    ])
    func refuses(text: String, error: ISOWeek.ParsingError) {
        #expect(throws: error) { try ISOWeek(iso8601: text) }
    }

    @Test("a week made from its year and number starts on the Monday the days give", arguments: [
        (2026, 48, 2026, 11, 23), (2020, 53, 2020, 12, 28), (2025, 1, 2024, 12, 30), (2026, 1, 2025, 12, 29),
    ])
    func monday(year: Int, week: Int, mondayYear: Int, month: Int, day: Int) throws {
        let made = try #require(ISOWeek(year: year, week: week))
        #expect(made.monday == Day(prolepticGregorianYear: mondayYear, month: month, day: day))
        #expect(ISOWeek(containing: made.monday) == made)
        #expect(ISOWeek(year: year, week: 0) == nil && ISOWeek(year: year, week: Int.max) == nil && ISOWeek(year: Int.min, week: 1) == nil)
    }
}

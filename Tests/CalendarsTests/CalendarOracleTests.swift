import Calendars
import DayModel
import Testing
import TestSupport

/// Every calendar of the picker against tables of at least 2,000 days that
/// independent converters produced once (`OracleTable`; how to regenerate
/// them: `Tests/CalendarsTests/Oracles/README.md` and `generate.py`): each
/// day's components, and the day the components name.
@Suite("Calendars against independent converters")
struct CalendarOracleTests {
    /// The calendars, their tables, and the years of a table to check (all when `nil`). The Persian
    /// calendar follows the astronomical rule in AP 1178–3000 (persiantools' table, the 33-year
    /// cycle with its corrections) and the 33-year cycle alone outside them (jdatetime's table).
    /// The lunisolar tables: sxtwl's Chinese days of 1645–2400, the Korean institute's days as
    /// korean-lunar-calendar carries them, and the days of 1801–2199 on which the Vietnamese tables of
    /// vnlunar and a PyEphem computation of the rules agree.
    static let tables: [(identifier: CalendarIdentifier, table: String, years: ClosedRange<Int>?)] = [
        (.gregorian, "gregorian_1582", nil), (.hebrew, "hebrew", nil), (.coptic, "coptic", nil),
        (.ethiopicAmeteMihret, "ethiopic", nil), (.ethiopicAmeteAlem, "ethiopic_amete_alem", nil),
        (.islamicCivil, "islamic_civil", nil), (.islamicTabular, "islamic_tbla", nil),
        (.persian, "persian_33year_corrected", 1178...3000), (.persian, "persian", 3001...9999), (.persian, "persian", 1...1177),
        (.indian, "indian", nil), (.buddhist, "buddhist_1582", nil),
        (.republicOfChina, "roc_1582", nil), (.japanese, "japanese", nil),
        (.chinese, "chinese", nil), (.dangi, "dangi", nil), (.vietnamese, "vietnamese", nil),
    ]

    @Test("each day's components, and the day they name", arguments: tables.indices)
    func table(index: Int) throws {
        let entry = Self.tables[index], name = entry.table
        let calendar = CalendarSystem(entry.identifier)
        let rows = try OracleTable(name).rows.filter { row in
            calendar.supportedDays.contains(row.day) && entry.years.map { $0.contains(row.year) } != false
        }
        // Every calendar has 2,000 days or more; the Persian ones over its three tables.
        let total = try Self.tables.filter { $0.identifier == entry.identifier }.map { other in
            try OracleTable(other.table).rows.filter { row in other.years.map { $0.contains(row.year) } ?? true }.count
        }.reduce(0, +)
        #expect(total >= 2_000, "\(entry.identifier): \(total) rows")
        #expect(!rows.isEmpty, "\(name): no rows in the supported days")
        var failures = 0
        for row in rows {
            let expected = DayComponents(era: row.era, year: row.year, month: row.month, day: row.dayOfMonth,
                                         isLeapMonth: row.isLeapMonth)
            let named = calendar.components(of: row.day)
            let found = calendar.day(from: expected)
            if named != expected || found != row.day {
                failures += 1
                if failures <= 5 {
                    Issue.record("\(name) \(row): named \(String(describing: named)), found \(String(describing: found))")
                }
            }
        }
        #expect(failures == 0, "\(name): \(failures) of \(rows.count) days differ")
    }
}

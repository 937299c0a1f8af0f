@testable import Calendars
import Testing
import TestSupport

/// The package's arithmetic against tables of days another implementation
/// produced (`OracleTable`): each day's date both ways.
@Suite("Calendar arithmetic against independent converters")
struct ArithmeticOracleTests {
    /// Checks a table: the arithmetic names each day as the table does, and finds it from that name.
    func check(_ name: String, rows filter: (OracleTable.Row) -> Bool = { _ in true }, minimum: Int = 2_000,
               date: (Int) -> (year: Int, month: Int, day: Int), dayNumber: (Int, Int, Int) -> Int) throws {
        let rows = try OracleTable(name).rows.filter(filter)
        #expect(rows.count >= minimum, "\(name): \(rows.count) rows")
        var failures = 0
        for row in rows {
            let named = date(row.day.dayNumber)
            let found = dayNumber(row.year, row.month, row.dayOfMonth)
            if named != (row.year, row.month, row.dayOfMonth) || found != row.day.dayNumber {
                failures += 1
                if failures <= 5 { Issue.record("\(name) \(row): the package names it \(named), finds \(found)") }
            }
        }
        #expect(failures == 0, "\(name): \(failures) of \(rows.count) days differ")
    }

    @Test("Islamic civil and tabular: calendrical's tabular calendar with each epoch, AD 1–9999")
    func islamic() throws {
        try check("islamic_civil", date: { IslamicArithmetic.date(ofDayNumber: $0, epoch: .civil) },
                  dayNumber: { IslamicArithmetic.dayNumber(year: $0, month: $1, day: $2, epoch: .civil) })
        try check("islamic_tbla", date: { IslamicArithmetic.date(ofDayNumber: $0, epoch: .astronomical) },
                  dayNumber: { IslamicArithmetic.dayNumber(year: $0, month: $1, day: $2, epoch: .astronomical) })
    }

    @Test("Persian: the astronomical rule of AP 1178–1800 as PyEphem computes it, and persiantools' years to AP 3000")
    func persian() throws {
        let date = { PersianArithmetic.date(ofDayNumber: $0) }
        let dayNumber = { (year: Int, month: Int, day: Int) in PersianArithmetic.firstDayNumber(ofMonth: month, year: year) + day - 1 }
        try check("persian_astronomical", rows: { $0.year >= 1178 }, minimum: 500, date: date, dayNumber: dayNumber)
        try check("persian_33year_corrected", rows: { $0.year <= 3000 }, minimum: 500, date: date, dayNumber: dayNumber)
        // Outside the astronomical years, the 33-year cycle alone (jdatetime's).
        try check("persian", rows: { !PersianArithmetic.astronomicalYears.contains($0.year) }, minimum: 1_000,
                  date: date, dayNumber: dayNumber)
    }

    @Test("Indian national: calendrical's Saka calendar, AD 1–9999")
    func indian() throws {
        try check("indian", date: { IndianArithmetic.date(ofDayNumber: $0) },
                  dayNumber: { IndianArithmetic.firstDayNumber(ofMonth: $1, year: $0) + $2 - 1 })
    }

    @Test("the astronomical Persian rule departs from the 33-year cycle only in the corrected years (AP 1178–3000)")
    func persianCorrections() {
        #expect(PersianArithmetic.correctedYears.first == 1502 && PersianArithmetic.correctedYears.count == 78)
        // 1503 AP: the equinox of 2124 comes 3 minutes before true noon at 52.5° E, so Nowruz is 20 March.
        #expect(PersianArithmetic.newYearDayNumber(1503) == DayArithmetic.dayNumber(gregorianYear: 2124, month: 3, day: 20))
        #expect(PersianArithmetic.cycleNewYearDayNumber(1503) == DayArithmetic.dayNumber(gregorianYear: 2124, month: 3, day: 21))
        #expect(!PersianArithmetic.isLeapYear(1502) && PersianArithmetic.isLeapYear(1503))
    }
}

@testable import Calendars
import DayModel
import Testing
import TestSupport

/// Every month of the Chinese, Korean and Vietnamese tables against month
/// starts that other implementations produced (`Oracles/*_month_starts.csv`,
/// made by `generate.py`): the first day, the number, the leap flag and the
/// length of each month.
@Suite("The lunisolar tables against published and independently computed months")
struct LunisolarOracleTests {
    /// A month: its year (the Gregorian year the year starts in), number, leap flag, first day and length.
    struct MonthStart: Hashable, CustomStringConvertible {
        let gregorianYear: Int, number: Int, isLeapMonth: Bool, firstDay: Int, length: Int
        var description: String {
            let date = DayArithmetic.gregorianDate(ofDayNumber: firstDay)
            return "\(gregorianYear) \(isLeapMonth ? "leap " : "")\(number) from \(date.year)-\(date.month)-\(date.day) (\(length) days)"
        }
    }

    /// Reads `Oracles/NAME.csv`: `first_day_iso,gregorian_year,month,is_leap,length`.
    static func oracle(_ name: String) throws -> [MonthStart] {
        guard let text = PublicAPIScan.readFile(OracleTable.folder + "/" + name + ".csv") else {
            throw OracleError("cannot read \(name).csv")
        }
        let lines: [Substring] = Array(text.split(separator: "\n").dropFirst())
        return try lines.map { line -> MonthStart in
            let fields = line.split(separator: ",").map(String.init)
            guard fields.count == 5, let day = try? Day(iso8601: fields[0]), let year = Int(fields[1]), let month = Int(fields[2]), let length = Int(fields[4]) else {
                throw OracleError("\(name).csv: cannot read '\(line)'")
            }
            return MonthStart(gregorianYear: year, number: month, isLeapMonth: fields[3] == "1", firstDay: day.dayNumber, length: length)
        }
    }

    /// Every month of a calendar's table.
    static func table(_ identifier: CalendarIdentifier) throws -> [MonthStart] {
        let years = try #require(LunisolarTable.packedYears(of: identifier))
        return try years.indices.flatMap { index in
            let gregorianYear = LunisolarTable.firstGregorianYear + index
            let entry = try #require(LunisolarTable.entry(startingInGregorianYear: gregorianYear, in: years))
            return entry.layout.months.map {
                MonthStart(gregorianYear: gregorianYear, number: $0.key.month, isLeapMonth: $0.key.isLeapMonth,
                           firstDay: $0.firstDayNumber, length: $0.count)
            }
        }
    }

    /// The months where a table and an oracle differ, over the oracle's months in the table's years.
    static func differences(_ identifier: CalendarIdentifier, _ name: String, years: ClosedRange<Int>? = nil) throws
        -> (compared: Int, differing: [(table: MonthStart?, oracle: MonthStart)]) {
        let table = try Self.table(identifier)
        let byFirstDay = Dictionary(table.map { ($0.firstDay, $0) }, uniquingKeysWith: { first, _ in first })
        let tableYears = table.first!.gregorianYear...table.last!.gregorianYear
        let oracle = try Self.oracle(name).filter { tableYears.contains($0.gregorianYear) && years?.contains($0.gregorianYear) != false }
        return (oracle.count, oracle.compactMap { month in byFirstDay[month.firstDay] == month ? nil : (byFirstDay[month.firstDay], month) })
    }

    static func day(_ year: Int, _ month: Int, _ day: Int) -> Int {
        DayArithmetic.dayNumber(gregorianYear: year, month: month, day: day)
    }

    @Test("Chinese 1645–2400: every month as sxtwl records the Qing almanac and computes the rules after it, but September 2057")
    func chinese() throws {
        let (compared, differing) = try Self.differences(.chinese, "chinese_month_starts")
        #expect(compared == 9_351)
        // The new moon of 2057-09-28 is seconds from midnight; sxtwl takes the 28th, the package the 29th
        // (LunisolarMonthRules.documented), so the months on either side differ in start or length.
        let september2057 = Self.day(2057, 8, 1)...Self.day(2057, 10, 31)
        #expect(differing.map(\.oracle.firstDay).allSatisfy(september2057.contains), "\(differing)")
        #expect(differing.count == 2, "\(differing)")
    }

    @Test("Chinese 1929–2400: every month as PyEphem computes the rules at UTC+8, but September 2057")
    func chineseRules() throws {
        let (compared, differing) = try Self.differences(.chinese, "chinese_rules_utc8_month_starts", years: 1929...2400)
        #expect(compared > 5_800)
        #expect(differing.count == 2 && differing.allSatisfy { $0.oracle.gregorianYear == 2057 }, "\(differing)")
    }

    @Test("Korean 1500–2050: every month as the Korea Astronomy and Space Science Institute tabulates it")
    func korean() throws {
        let (compared, differing) = try Self.differences(.dangi, "dangi_month_starts")
        #expect(compared > 6_800)
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }

    @Test("Vietnamese 1801–2199: every month as PyEphem computes the rules (UTC+8 before 1968, UTC+7 since)")
    func vietnamese() throws {
        let (compared, differing) = try Self.differences(.vietnamese, "vietnamese_rules_month_starts")
        #expect(compared > 4_900)
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }

    @Test("Vietnamese 1801–2199 against vnlunar's tables: a month differs only where the notes name a month start the rules place otherwise")
    func vietnameseTables() throws {
        let (compared, differing) = try Self.differences(.vietnamese, "vietnamese_month_starts")
        #expect(compared > 4_900)
        // notes_vietnamese_month_diffs.csv: where vnlunar's tables and PyEphem's rules start months differently.
        let notes = try #require(PublicAPIScan.readFile(OracleTable.folder + "/notes_vietnamese_month_diffs.csv"))
        let noted = Set(notes.split(separator: "\n").compactMap { line -> Int? in
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            guard fields.count > 1, fields[0].hasPrefix("ephem") else { return nil }
            return try? Day(iso8601: String(fields[1])).dayNumber
        })
        #expect(noted.count == 41)
        let unexplained = differing.filter { !noted.contains($0.oracle.firstDay) && !noted.contains($0.oracle.firstDay + $0.oracle.length) }
        #expect(unexplained.isEmpty, "\(unexplained.prefix(5))")
        #expect(differing.count == 41, "\(differing.count) months differ from vnlunar")
    }
}

import CalendarAstronomy
import Foundation
import Testing
import TestSupport
@testable import CalendarPicker

/// The packed Chinese and Korean years against Foundation, and a few dates
/// known from published calendars.
///
/// With `RECORD_SNAPSHOTS=1`, ``tablesEqualFoundation(identifier:)`` writes
/// `Sources/CalendarPicker/Calendar/LunisolarTable+Data.swift` anew (and
/// fails, as every recording does); run it again without. The Chinese years
/// that start in `LunisolarTable.chineseRulesYears` come from the calendar's
/// rules (`ChineseMonthRules.documented`), every other year from Foundation.
@Suite("Chinese and Korean years from the packed tables", .serialized)   // recording rewrites one file
struct LunisolarTableTests {
    /// A month the table starts on another day than Foundation, and why.
    struct Exception: CustomStringConvertible {
        let identifier: CalendarIdentifier
        /// The month's first day in the table, and in Foundation (Gregorian year, month, day).
        let table: (year: Int, month: Int, day: Int), foundation: (year: Int, month: Int, day: Int)
        let reason: String

        var tableFirstDayNumber: Int { DayArithmetic.dayNumber(gregorianYear: table.year, month: table.month, day: table.day) }
        var foundationFirstDayNumber: Int {
            DayArithmetic.dayNumber(gregorianYear: foundation.year, month: foundation.month, day: foundation.day)
        }
        var description: String { "\(identifier) month from \(table) (Foundation \(foundation)): \(reason)" }
    }

    /// The months in which the tables may differ from Foundation: the Chinese
    /// months whose new moon falls just before midnight in the calendar's time,
    /// where Foundation's (ICU's) astronomy puts it after. Checked against the
    /// JPL ephemeris DE405 (with the same ΔT) and the 寿星 calendar (sxtwl).
    static let exceptions: [Exception] = [
        Exception(identifier: .chinese, table: (1914, 11, 17), foundation: (1914, 11, 18),
                  reason: "month 10: new moon 23:47 Beijing mean time (00:01 at UTC+8)"),
        Exception(identifier: .chinese, table: (1916, 2, 3), foundation: (1916, 2, 4),
                  reason: "New Year's Day: new moon 23:51 Beijing mean time"),
        Exception(identifier: .chinese, table: (1920, 11, 10), foundation: (1920, 11, 11),
                  reason: "month 10: new moon 23:50 Beijing mean time"),
        Exception(identifier: .chinese, table: (2097, 8, 7), foundation: (2097, 8, 8),
                  reason: "month 7: new moon 23:59:40 at UTC+8 (ΔT 197 s)"),
    ]

    /// Whether Foundation labels a day differently from the table: a day of a named exception's month.
    static func isException(dayNumber: Int, in identifier: CalendarIdentifier) -> Bool {
        let calendar = CalendarSystem(identifier)
        return exceptions.contains { exception in
            guard exception.identifier == identifier else { return false }
            let days = calendar.monthDays(containingDayNumber: exception.tableFirstDayNumber)
            return (min(exception.tableFirstDayNumber, exception.foundationFirstDayNumber)...days.lastDayNumber).contains(dayNumber)
        }
    }

    /// What Foundation says of every year of a calendar's table, packed.
    static func foundationTable(of identifier: CalendarIdentifier) -> [UInt32?] {
        let calendar = CalendarSystem(identifier)
        let first = LunisolarTable.firstGregorianYear
        return (first..<first + LunisolarTable.yearCount).map { gregorianYear in
            let year = LunisolarTable.year(startingInGregorianYear: gregorianYear)
            return LunisolarTable.pack(calendar.foundationLayout(of: year), gregorianYear: gregorianYear)
        }
    }

    /// The year that starts in a Gregorian year as the Chinese calendar's rules lay it out.
    static func rulesLayout(ofYearStartingIn gregorianYear: Int, rules: ChineseMonthRules = .documented) -> YearLayout {
        let year = LunisolarTable.year(startingInGregorianYear: gregorianYear)
        let (starts, end) = rules.months(ofYearStartingIn: gregorianYear)
        let ends = starts.dropFirst().map(\.firstDayNumber) + [end]
        let months = zip(starts, ends).map { start, end in
            MonthDays(key: MonthKey(era: year.era, year: year.year, month: start.number, isLeapMonth: start.isLeapMonth),
                      firstDayNumber: start.firstDayNumber, length: end - start.firstDayNumber)
        }
        return YearLayout(year: year, months: months)
    }

    /// The table as recorded: Foundation's years, and the Chinese years of
    /// `LunisolarTable.chineseRulesYears` from the rules.
    static func recordedTable(of identifier: CalendarIdentifier) -> [UInt32?] {
        var table = foundationTable(of: identifier)
        guard identifier == .chinese else { return table }
        for gregorianYear in LunisolarTable.chineseRulesYears {
            table[gregorianYear - LunisolarTable.firstGregorianYear] = LunisolarTable.pack(
                rulesLayout(ofYearStartingIn: gregorianYear), gregorianYear: gregorianYear)
        }
        return table
    }

    @Test("every year of the tables is laid out as Foundation lays it out, except the named months",
          arguments: [CalendarIdentifier.chinese, .dangi])
    func tablesEqualFoundation(identifier: CalendarIdentifier) throws {
        if Snapshot.isRecording {
            let recorded = Self.recordedTable(of: identifier)
            let unpacked = recorded.enumerated().filter { $0.element == nil }.map { LunisolarTable.firstGregorianYear + $0.offset }
            #expect(unpacked.isEmpty, "\(identifier): the years starting in \(unpacked) do not fit the packed shape")
            try Self.record(recorded.map { $0 ?? 0 }, of: identifier)
            Issue.record(Comment(rawValue: Snapshot.recordedMessage))
            return
        }
        let foundation = CalendarSystem(identifier)
        let expected = Self.foundationTable(of: identifier)
        let table = try #require(LunisolarTable.packedYears(of: identifier))
        #expect(table.count == LunisolarTable.yearCount)
        // Month by month where a year differs: each differing month must be a named exception.
        var found: [(table: Int, foundation: Int)] = []
        for (index, bits) in table.enumerated() where bits != expected[index] {
            let gregorianYear = LunisolarTable.firstGregorianYear + index
            let ours = try #require(LunisolarTable.entry(startingInGregorianYear: gregorianYear, in: table)).layout
            let theirs = foundation.foundationLayout(of: ours.year)
            guard ours.months.map(\.key) == theirs.months.map(\.key) else {
                Issue.record("\(identifier) \(gregorianYear): the table's months are \(ours.months.map(\.key)), Foundation's \(theirs.months.map(\.key))")
                continue
            }
            for (mine, other) in zip(ours.months, theirs.months) where mine.firstDayNumber != other.firstDayNumber {
                found.append((mine.firstDayNumber, other.firstDayNumber))
            }
        }
        let named = Self.exceptions.filter { $0.identifier == identifier }.map { ($0.tableFirstDayNumber, $0.foundationFirstDayNumber) }
        for start in found where !named.contains(where: { $0 == start }) {
            Issue.record("\(identifier): a month starts on \(DayArithmetic.gregorianDate(ofDayNumber: start.table)) in the table, on \(DayArithmetic.gregorianDate(ofDayNumber: start.foundation)) in Foundation, and is not a named exception")
        }
        for exception in Self.exceptions where exception.identifier == identifier
            && !found.contains(where: { $0 == (exception.tableFirstDayNumber, exception.foundationFirstDayNumber) }) {
            Issue.record("the named exception no longer differs from Foundation: \(exception)")
        }
    }

    @Test("consecutive years of the tables meet: each year ends the day before the next begins",
          arguments: [CalendarIdentifier.chinese, .dangi])
    func yearsMeet(identifier: CalendarIdentifier) throws {
        let table = try #require(LunisolarTable.packedYears(of: identifier))
        let first = LunisolarTable.firstGregorianYear
        for gregorianYear in first..<first + table.count - 1 {
            let layout = try #require(LunisolarTable.entry(startingInGregorianYear: gregorianYear, in: table)).layout
            let next = try #require(LunisolarTable.entry(startingInGregorianYear: gregorianYear + 1, in: table))
            #expect(layout.lastDayNumber + 1 == next.firstDayNumber, "\(identifier) \(gregorianYear)")
        }
    }

    /// New years and leap months of the Chinese calendar as published (Hong Kong Observatory).
    static let knownChineseYears: [(gregorianYear: Int, newYear: (month: Int, day: Int), leapMonth: Int)] = [
        (1900, (1, 31), 8), (1984, (2, 2), 10), (2000, (2, 5), 0), (2017, (1, 28), 6), (2020, (1, 25), 4),
        (2023, (1, 22), 2), (2024, (2, 10), 0), (2025, (1, 29), 6), (2026, (2, 17), 0), (2028, (1, 26), 5),
        (2033, (1, 31), 11),
    ]

    @Test("known Chinese new years and leap months", arguments: knownChineseYears)
    func knownChinese(gregorianYear: Int, newYear: (month: Int, day: Int), leapMonth: Int) throws {
        let table = try #require(LunisolarTable.packedYears(of: .chinese))
        let entry = try #require(LunisolarTable.entry(startingInGregorianYear: gregorianYear, in: table))
        #expect(entry.firstDayNumber == DayArithmetic.dayNumber(gregorianYear: gregorianYear, month: newYear.month, day: newYear.day))
        #expect(entry.leapMonth == leapMonth)
    }

    @Test("the year 2026 starts on 17 February: cycle 78, year 43; a day before is the last of year 42")
    func yearNumbers() throws {
        let calendar = CalendarSystem(.chinese)
        let newYear = DayArithmetic.dayNumber(gregorianYear: 2026, month: 2, day: 17)
        #expect(calendar.components(of: Day(dayNumber: newYear)!)! == DayComponents(era: 78, year: 43, month: 1, day: 1))
        #expect(calendar.components(of: Day(dayNumber: newYear - 1)!)! == DayComponents(era: 78, year: 42, month: 12, day: 29))
        #expect(LunisolarTable.gregorianYear(of: Year(era: 78, year: 43)) == 2026)
        #expect(LunisolarTable.year(startingInGregorianYear: 1984) == Year(era: 78, year: 1))
        #expect(LunisolarTable.year(startingInGregorianYear: 1983) == Year(era: 77, year: 60))
        // Eras far out of the tables, down to Int.min, go to Foundation and never trap here.
        let table = try #require(LunisolarTable.packedYears(of: .chinese))
        for era in [Int.min, Int.min + 1, -1_000_000, 1_000_000, Int.max] {
            #expect(LunisolarTable.entry(of: Year(era: era, year: 1), in: table) == nil)
        }
    }

    @Test("the tables' ends: the first and last years come from the table, and the calendar names no day beyond them",
          arguments: [CalendarIdentifier.chinese, .dangi])
    func ends(identifier: CalendarIdentifier) throws {
        let table = try #require(LunisolarTable.packedYears(of: identifier))
        let first = try #require(LunisolarTable.entry(startingInGregorianYear: LunisolarTable.firstGregorianYear, in: table))
        let lastYear = LunisolarTable.firstGregorianYear + LunisolarTable.yearCount - 1
        let last = try #require(LunisolarTable.entry(startingInGregorianYear: lastYear, in: table)).layout
        #expect(LunisolarTable.entry(startingInGregorianYear: lastYear + 1, in: table) == nil)
        #expect(LunisolarTable.entry(startingInGregorianYear: LunisolarTable.firstGregorianYear - 1, in: table) == nil)
        #expect(LunisolarTable.entry(containingDayNumber: first.firstDayNumber - 1, in: table) == nil)
        #expect(LunisolarTable.entry(containingDayNumber: first.firstDayNumber, in: table) == first)
        #expect(LunisolarTable.entry(containingDayNumber: last.lastDayNumber, in: table)?.year == last.year)
        #expect(LunisolarTable.entry(containingDayNumber: last.lastDayNumber + 1, in: table) == nil)
        // At both ends the calendar system's answers are Foundation's; past them it has none.
        let calendar = CalendarSystem(identifier)
        #expect(calendar.supportedDayNumbers == first.firstDayNumber...last.lastDayNumber)
        for dayNumber in [first.firstDayNumber, last.lastDayNumber] {
            let expected = calendar.foundationDay(atDayNumber: dayNumber).components
            #expect(calendar.components(of: Day(dayNumber: dayNumber)!) == expected, "\(identifier) \(dayNumber)")
            #expect(calendar.day(from: expected)?.dayNumber == dayNumber, "\(identifier) \(expected)")
        }
        for dayNumber in [first.firstDayNumber - 1, last.lastDayNumber + 1] {
            let day = try #require(Day(dayNumber: dayNumber))
            #expect(calendar.components(of: day) == nil && calendar.month(containing: day) == nil, "\(identifier) \(dayNumber)")
            let outside = calendar.foundationDay(atDayNumber: dayNumber).components
            #expect(calendar.day(from: outside) == nil, "\(identifier) \(outside)")
        }
    }

    @Test("random days of the tables' years convert both ways as Foundation converts them (but in the named months)",
          arguments: [CalendarIdentifier.chinese, .dangi])
    func randomDays(identifier: CalendarIdentifier) {
        var rng = SeededGenerator(seed: 0x1A_B1E5)
        let calendar = CalendarSystem(identifier)
        let foundation = CalendarSystem(identifier)
        let low = DayArithmetic.dayNumber(gregorianYear: LunisolarTable.firstGregorianYear, month: 1, day: 1)
        let high = DayArithmetic.dayNumber(gregorianYear: LunisolarTable.firstGregorianYear + LunisolarTable.yearCount, month: 3, day: 1)
        for _ in 0..<300 {
            let dayNumber = Int.random(in: low...high, using: &rng)
            if Self.isException(dayNumber: dayNumber, in: identifier) { continue }
            let expected = foundation.foundationDay(atDayNumber: dayNumber).components
            #expect(calendar.components(of: Day(dayNumber: dayNumber)!)! == expected, "seed \(rng.seed) \(identifier) \(dayNumber)")
            #expect(calendar.day(from: expected)?.dayNumber == dayNumber, "seed \(rng.seed) \(identifier) \(expected)")
        }
    }

    @Test("a layout that does not fit the packed shape is not packed")
    func unpackable() {
        let year = LunisolarTable.year(startingInGregorianYear: 2026)
        let first = DayArithmetic.dayNumber(gregorianYear: 2026, month: 2, day: 17)
        func months(_ lengths: [Int], leapAfter leap: Int = 0, start: Int = first) -> YearLayout {
            var days: [MonthDays] = []
            var next = start
            for (index, length) in lengths.enumerated() {
                let month = leap == 0 || index < leap ? index + 1 : index == leap ? leap : index
                days.append(MonthDays(key: MonthKey(era: year.era, year: year.year, month: month, isLeapMonth: leap != 0 && index == leap),
                                      firstDayNumber: next, labelRuns: [1...length]))
                next += length
            }
            return YearLayout(year: year, months: days)
        }
        let plain = [30, 29, 30, 29, 30, 29, 30, 29, 30, 29, 30, 29]
        #expect(LunisolarTable.pack(months(plain), gregorianYear: 2026) != nil)
        #expect(LunisolarTable.pack(months(plain + [30], leapAfter: 4), gregorianYear: 2026) != nil)
        #expect(LunisolarTable.pack(months(plain), gregorianYear: 2025) == nil)                     // another year
        #expect(LunisolarTable.pack(months(plain + [30]), gregorianYear: 2026) == nil)              // 13 months, no leap
        #expect(LunisolarTable.pack(months([31] + plain.dropFirst()), gregorianYear: 2026) == nil)  // 31 days
        #expect(LunisolarTable.pack(months(plain, start: first + 60), gregorianYear: 2026) == nil)  // too late
        #expect(LunisolarTable.pack(months(plain, start: first - 50), gregorianYear: 2026) == nil)  // before January
        let january = DayArithmetic.dayNumber(gregorianYear: 2026, month: 1, day: 1)
        #expect(LunisolarTable.pack(months(plain, start: january + 63), gregorianYear: 2026) != nil)   // the last offset that fits
        #expect(LunisolarTable.pack(months(plain, start: january + 64), gregorianYear: 2026) == nil)
        var twoLeaps = months(plain + [30], leapAfter: 4).months
        twoLeaps[2] = MonthDays(key: MonthKey(era: year.era, year: year.year, month: 2, isLeapMonth: true),
                                firstDayNumber: twoLeaps[2].firstDayNumber, length: twoLeaps[2].count)
        #expect(LunisolarTable.pack(YearLayout(year: year, months: twoLeaps), gregorianYear: 2026) == nil)
    }

    /// Writes a calendar's table into the generated source file.
    static func record(_ years: [UInt32], of identifier: CalendarIdentifier) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/CalendarPicker/Calendar/LunisolarTable+Data.swift").path
        let name = identifier == .chinese ? "chineseYears" : "dangiYears"
        var source = try String(contentsOfFile: path, encoding: .utf8)
        var lines = "    static let \(name): [UInt32] = [\n"
        for start in stride(from: 0, to: years.count, by: 8) {
            let row = years[start..<min(start + 8, years.count)].map { "0x" + String($0, radix: 16, uppercase: true) }
            lines += "        " + row.joined(separator: ", ") + ",\n"
        }
        lines += "    ]\n"
        // Replace the array of that name, from its declaration to its closing bracket.
        let head = try #require(source.range(of: "    static let \(name): [UInt32] = ["), "no \(name) in \(path)")
        let tail = try #require(source.range(of: "]\n", range: head.upperBound..<source.endIndex), "no end of \(name)")
        source.replaceSubrange(head.lowerBound..<tail.upperBound, with: lines)
        try source.write(toFile: path, atomically: true, encoding: .utf8)
    }
}

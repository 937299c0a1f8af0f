import Calendars
import Testing
import TestSupport

/// Every public initializer and method of Calendars that takes a number,
/// text or a day, walked with hostile values in child processes, so that a
/// trap fails the test instead of the test run.
@Suite("Calendars: no trap on any value an app can pass")
struct CalendarsHostileValueTests {
    @Test("calendars: components, months, years, days and text of any value, in every calendar")
    func calendars() async {
        await #expect(processExitsWith: .success) { HostileCalendars.calendars() }
    }

    @Test("grids, names, identifiers and the Hebrew arithmetic")
    func gridsAndNames() async {
        await #expect(processExitsWith: .success) { HostileCalendars.gridsAndNames() }
    }

    @Test("the walk calls every public function and initializer that takes a number, text or a day")
    func coverage() {
        let coverage = PublicAPIScan.coverage(ofModule: "Calendars")
        #expect(coverage.declarations > 25, "the scan found \(coverage.declarations) declarations")
        #expect(coverage.unwalked.isEmpty, "not walked: \(coverage.unwalked)")
    }
}

/// The walks, run in child processes by the tests above.
enum HostileCalendars {
    static let ints = [0, 1, -1, 13, 60, 1500, 2499, 5807, 1_000_001, Int.max, Int.min, 1 << 40]

    /// Days at the ends of the supported day numbers and of a calendar's supported days, and around today.
    static func days(of calendar: CalendarSystem) -> [Day] {
        let supported = calendar.supportedDays
        let ends = [Day.supportedDayNumbers.lowerBound, Day.supportedDayNumbers.upperBound, 0, 20_000, -719_162]
            .compactMap(Day.init(dayNumber:))
        return ends + [supported.lowerBound, supported.upperBound, supported.lowerBound - 1, supported.upperBound + 1,
                       supported.lowerBound + 70, supported.upperBound - 70]
    }

    static func calendars() {
        for identifier in CalendarIdentifier.allCases {
            let calendar = CalendarSystem(identifier)
            _ = (calendar.name, calendar.eras, calendar.currentEra, identifier.key, identifier.isLunisolar)
            for day in days(of: calendar) {
                _ = calendar.components(of: day)
                _ = calendar.year(containing: day)
                _ = calendar.text(of: day)
                if let month = calendar.month(containing: day) {
                    _ = calendar.days(of: month).map { ($0.label(of: day), $0.day(labelled: 0), $0.clampedLabel(Int.min)) }
                    _ = calendar.month(after: month)
                    _ = calendar.month(before: month)
                }
            }
            for era in [nil, 0, 1, 78, 236, Int.max, Int.min] as [Int?] {
                for year in ints {
                    _ = calendar.months(of: Year(era: era ?? 1, year: year))
                    _ = calendar.gregorianYear(startingLunisolarYear: Year(era: era ?? 1, year: year))
                    for number in [1, 13, 0, -1, Int.max] {
                        _ = calendar.month(era: era, year: year, number: number, isLeapMonth: number == 13)
                        _ = calendar.day(from: DayComponents(era: era, year: year, month: number, day: number))
                    }
                }
            }
            for year in ints { _ = calendar.lunisolarYear(startingIn: year) }
            for text in HostileValues.texts {
                _ = try? calendar.day(parsing: text)
                _ = try? calendar.dayRange(parsing: text + ".." + text)
                _ = try? calendar.dayRange(parsing: text)
            }
        }
    }

    static func gridsAndNames() {
        for identifier in CalendarIdentifier.allCases {
            let calendar = CalendarSystem(identifier)
            for day in days(of: calendar) {
                guard let month = calendar.month(containing: day) else { continue }
                for weekday in Weekday.allCases {
                    for rows in [MonthGrid.RowCount.fitted, .six] {
                        guard let grid = MonthGrid(month: month, calendar: calendar, firstWeekday: weekday, rows: rows) else { continue }
                        for value in ints {
                            _ = grid.cell(row: value, column: value)
                            _ = grid.isoWeek(ofRow: value)
                            _ = grid.weekday(ofColumn: value)
                        }
                        _ = grid.position(of: day)
                        _ = grid.rows
                    }
                }
                for language in CalendarNames.Language.allCases {
                    let names = CalendarNames(calendar: calendar, language: language)
                    _ = names.name(of: month)
                    for value in ints {
                        _ = names.name(of: Year(era: value, year: value))
                        _ = names.eraName(value)
                        _ = names.name(of: Month(era: value, year: value, number: value, isLeapMonth: true, firstDay: day, lastDay: day))
                    }
                }
            }
        }
        for text in HostileValues.texts {
            _ = CalendarIdentifier(rawValue: text)
            _ = CalendarIdentifier(key: text)
            _ = Weekday.firstOfWeek(inRegion: text)
        }
        for a in ints {
            for b in ints {
                _ = MonthGrid.fittedRowCount(leading: a, days: b)
                _ = GridCell(day: Day(dayNumber: 0)!, label: a, placement: .currentMonth)
            }
            _ = HebrewArithmetic.isLeapYear(a)
            _ = HebrewArithmetic.newYearDayNumber(a)
            _ = HebrewArithmetic.length(ofYear: a)
            _ = HebrewArithmetic.months(ofYear: a)
            _ = HebrewArithmetic.length(ofMonth: a, year: a)
            _ = HebrewArithmetic.firstDayNumber(ofMonth: 7, year: a)
            _ = HebrewArithmetic.date(ofDayNumber: a)
        }
        for weekday in Weekday.allCases {
            _ = MonthGrid.leadingCount(firstWeekdayOfMonth: weekday, gridFirstWeekday: .thursday)
        }
    }
}

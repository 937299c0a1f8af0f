import Foundation
import Observation
import Testing
@testable import CalendarPicker

/// A day written in ISO 8601, for tables.
private func d(_ text: String) -> Day {
    guard let day = try? Day(iso8601: text) else { preconditionFailure("not a day: \(text)") }
    return day
}

/// The range of two days written in ISO 8601.
private func days(_ start: String, _ end: String) -> DayRange {
    DayRange(between: d(start), and: d(end))
}

/// A Gregorian week picker in UTC with a fixed today.
@MainActor
private func makeWeekPicker(_ rule: DayPicker.WeekRule, locale: String = "en_US", firstWeekday: Weekday? = nil,
                            selecting start: String = "2026-11-25", minimum: String? = nil, maximum: String? = nil,
                            isDisabled: (@MainActor (Day) -> Bool)? = nil) -> DayPicker {
    let configuration = DayPicker.Configuration(
        calendar: CalendarSystem(.gregorian), locale: Locale(identifier: locale), timeZone: TimeZone(identifier: "UTC")!,
        firstWeekday: firstWeekday, minimum: minimum.map(d), maximum: maximum.map(d), isDisabled: isDisabled,
        selectionMode: .week(rule))
    return DayPicker(configuration: configuration, selecting: d(start), today: d("2026-11-21"))
}

/// Saturdays and Sundays.
@MainActor private let weekend: @MainActor (Day) -> Bool = { $0.weekday == .saturday || $0.weekday == .sunday }

@MainActor
@Suite("Day picker: weeks")
struct DayPickerWeekTests {
    @Test("an ISO 8601 week: the day's Monday-to-Sunday week and its number (year edges from the standard)", arguments: [
        ("2026-11-28", "2026-W48", "2026-11-23", "2026-11-29"),
        ("2026-11-23", "2026-W48", "2026-11-23", "2026-11-29"),
        ("2021-01-01", "2020-W53", "2020-12-28", "2021-01-03"),
        ("2024-12-30", "2025-W01", "2024-12-30", "2025-01-05"),
        ("2026-12-31", "2026-W53", "2026-12-28", "2027-01-03"),
        ("2027-01-03", "2026-W53", "2026-12-28", "2027-01-03"),
        ("2027-01-04", "2027-W01", "2027-01-04", "2027-01-10"),
        ("2026-01-01", "2026-W01", "2025-12-29", "2026-01-04"),
        ("2020-02-29", "2020-W09", "2020-02-24", "2020-03-01"),
    ])
    func isoWeeks(day: String, week: String, start: String, end: String) {
        let picker = makeWeekPicker(.iso)
        #expect(picker.weekRule == .iso)
        let chosen = picker.select(d(day))
        guard case .chosenWeek(let selected) = chosen else {
            Issue.record("select chose \(chosen)")
            return
        }
        #expect(selected.isoWeek?.description == week)
        #expect(selected.wholeWeek == days(start, end) && selected.days == days(start, end))
        #expect(picker.selectedWeek == selected && picker.selectedDay == d(day))
        #expect(selected.description == "\(week) \(start)/\(end)")
    }

    @Test("a week of the grid's rows: from the first weekday, the locale's or the configuration's; no ISO number", arguments: [
        ("en_US", nil, "2026-11-28", "2026-11-22", "2026-11-28"),
        ("en_US", nil, "2026-11-22", "2026-11-22", "2026-11-28"),
        ("en_GB", nil, "2026-11-28", "2026-11-23", "2026-11-29"),
        ("en_US", Weekday.saturday, "2026-11-28", "2026-11-28", "2026-12-04"),
        ("en_US", Weekday.saturday, "2026-11-27", "2026-11-21", "2026-11-27"),
        ("en_US", nil, "2026-12-31", "2026-12-27", "2027-01-02"),
    ] as [(String, Weekday?, String, String, String)])
    func localeWeeks(locale: String, first: Weekday?, day: String, start: String, end: String) throws {
        let picker = makeWeekPicker(.locale, locale: locale, firstWeekday: first, selecting: day)
        let outcome = picker.handle(.choose)
        #expect(outcome == .chosenWeek(try #require(picker.selectedWeek)))
        #expect(picker.selectedWeek?.days == days(start, end))
        #expect(picker.selectedWeek?.wholeWeek == days(start, end))
        #expect(picker.selectedWeek?.isoWeek == nil && picker.selectedWeek?.rule == .locale)
        #expect(picker.selectedWeek?.description == "\(start)/\(end)")
        // The grid's row holds the same seven days.
        let row = picker.grid.rows.first { $0.contains { $0.day == d(day) } }
        #expect(row?.first?.day == d(start) && row?.last?.day == d(end))
    }

    @Test("every ISO week of 2015-2032 agrees with the standard's rule, worked out from Zeller's congruence")
    func isoWeeksAgreeWithTheRule() {
        let picker = makeWeekPicker(.iso)
        var wrong: [String] = []
        for year in 2015...2032 {
            for month in 1...12 {
                for dayOfMonth in 1...ReferenceISOWeek.monthLength(year, month) {
                    let day = Day(prolepticGregorianYear: year, month: month, day: dayOfMonth)!
                    let expected = ReferenceISOWeek(year: year, month: month, day: dayOfMonth)
                    let week = picker.week(containing: day)
                    let monday = day - (expected.weekday - 1)
                    if week?.isoWeek?.year != expected.weekYear || week?.isoWeek?.week != expected.week
                        || week?.wholeWeek != DayRange(monday...(monday + 6)) {
                        wrong.append("\(day): \(week.map(String.init(describing:)) ?? "none"), "
                                     + "expected \(expected.weekYear)-W\(expected.week) from \(monday)")
                    }
                }
            }
            // Week 1 is the week with the year's first Thursday; 53 weeks when 1 January is a Thursday,
            // or a Wednesday in a leap year.
            let thursday = (1...7).first { ReferenceISOWeek.isoWeekday(year, 1, $0) == 4 }!
            let first = picker.week(containing: Day(prolepticGregorianYear: year, month: 1, day: thursday)!)?.isoWeek
            #expect(first?.year == year && first?.week == 1, "\(year)")
            let lastWeek = picker.week(containing: Day(prolepticGregorianYear: year, month: 12, day: 28)!)?.isoWeek?.week
            let januaryFirst = ReferenceISOWeek.isoWeekday(year, 1, 1)
            let long = januaryFirst == 4 || (januaryFirst == 3 && ReferenceISOWeek.isLeap(year))
            #expect(lastWeek == (long ? 53 : 52), "\(year)")
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
        #expect(picker.week(containing: d("2026-12-28"))?.isoWeek?.week == 53, "2026 has 53 ISO weeks")
    }

    @Test("Enter, a tap, a click, a typed day and select(_:) all choose the whole week; arrows move only the day")
    func everyWayChoosesTheWeek() throws {
        let week = days("2026-11-23", "2026-11-29")
        // Enter.
        let picker = makeWeekPicker(.iso, selecting: "2026-11-25")
        var ranges: [DayRange?] = [], chosen: [Day] = []
        picker.onRangeChange = { ranges.append($0) }
        picker.onChoose = { chosen.append($0) }
        #expect(picker.selectedWeek == nil, "nothing is chosen before the user or the host chooses")
        #expect(picker.handle(.choose) == .chosenWeek(try #require(picker.week(containing: d("2026-11-25")))))
        #expect(picker.selectedWeek?.days == week && ranges == [week] && chosen == [d("2026-11-25")])
        // Arrows move the day; the chosen week stays, and so does its highlight.
        #expect(picker.handle(.down) == .selected(d("2026-12-02")))
        #expect(picker.handle(.right) == .selected(d("2026-12-03")))
        #expect(picker.selectedWeek?.days == week && picker.displayedRange == week)
        #expect(picker.handle(.choose) == .chosenWeek(try #require(picker.week(containing: d("2026-12-03")))))
        #expect(picker.selectedWeek?.days == days("2026-11-30", "2026-12-06"))
        // Enter again on the same week: chosen again, no change to report.
        _ = picker.handle(.left)
        _ = picker.handle(.choose)
        #expect(ranges == [week, days("2026-11-30", "2026-12-06")])
        #expect(chosen == [d("2026-11-25"), d("2026-12-03"), d("2026-12-02")])

        // A tap: 2026-11-10 is a Tuesday in the grid's second row (Sunday first).
        let tapped = makeWeekPicker(.iso)
        guard case .chosenWeek(let byTap) = tapped.tap(row: 1, column: 2) else { Issue.record("no week"); return }
        #expect(byTap.days == days("2026-11-09", "2026-11-15") && tapped.selectedDay == d("2026-11-10"))
        // A click: press and release on a day.
        let clicked = makeWeekPicker(.locale)
        _ = clicked.press(.day(d("2026-11-18")), at: 0)
        #expect(clicked.selectedWeek == nil, "the press selects the day; the release chooses")
        #expect(clicked.release(over: d("2026-11-18"), at: 50) == .chosenWeek(try #require(clicked.week(containing: d("2026-11-18")))))
        #expect(clicked.selectedWeek?.days == days("2026-11-15", "2026-11-21"))
        // A typed or programmatic day: select(_:) chooses its week (notifying only when asked).
        let typed = makeWeekPicker(.iso)
        var heard: [DayRange?] = []
        typed.onRangeChange = { heard.append($0) }
        _ = typed.select(d("2027-01-01"))
        #expect(typed.selectedWeek?.days == days("2026-12-28", "2027-01-03") && heard.isEmpty)
        _ = typed.select(d("2027-01-05"), notify: true)
        #expect(heard == [days("2027-01-04", "2027-01-10")])
        #expect(typed.displayedMonth == month(2027, 1))
    }

    @Test("the chosen week's days carry range marks, for a view to draw it as a range")
    func marks() {
        let picker = makeWeekPicker(.iso, selecting: "2026-11-28")
        #expect((21...30).map { picker.rangeMark(of: d("2026-11-\($0)")) }.allSatisfy { $0 == nil })
        _ = picker.handle(.choose)
        let marks = (21...30).map { picker.rangeMark(of: d("2026-11-\($0)")) }
        #expect(marks == [nil, nil, .start, .inside, .inside, .inside, .inside, .inside, .end, nil])
    }

    @Test("a week partly outside the bounds is chosen from an allowed day, cut from its first allowed day to its last",
          arguments: [
        // maximum on a Wednesday: the week runs Monday to the maximum.
        (DayPicker.WeekRule.iso, "2026-11-24", nil, "2026-11-25", false, "2026-11-23", "2026-11-25"),
        // minimum on a Thursday.
        (.iso, "2026-11-28", "2026-11-26", nil, false, "2026-11-26", "2026-11-29"),
        // both inside one week: a week of one day.
        (.locale, "2026-11-25", "2026-11-25", "2026-11-25", false, "2026-11-25", "2026-11-25"),
        // weekends disabled: Monday to Friday, whichever rule counts the week.
        (.iso, "2026-11-25", nil, nil, true, "2026-11-23", "2026-11-27"),
        (.locale, "2026-11-25", nil, nil, true, "2026-11-23", "2026-11-27"),
        // the maximum on a Saturday with weekends disabled: Monday to Friday.
        (.locale, "2026-11-24", nil, "2026-11-28", true, "2026-11-23", "2026-11-27"),
    ] as [(DayPicker.WeekRule, String, String?, String?, Bool, String, String)])
    func partlyOutside(rule: DayPicker.WeekRule, day: String, minimum: String?, maximum: String?, disablesWeekends: Bool,
                       start: String, end: String) {
        let picker = makeWeekPicker(rule, selecting: day, minimum: minimum, maximum: maximum,
                                    isDisabled: disablesWeekends ? weekend : nil)
        #expect(picker.selectedDay == d(day))
        _ = picker.handle(.choose)
        #expect(picker.selectedWeek?.days == days(start, end))
        #expect(picker.selectedWeek?.wholeWeek.count == 7)
        #expect(picker.displayedRange == days(start, end))
        if rule == .iso { #expect(picker.selectedWeek?.isoWeek?.description == "2026-W48") }
    }

    @Test("a disabled day inside the week stays inside it; a disabled day itself chooses nothing")
    func holidayInside() {
        let holiday = d("2026-11-26")
        let picker = makeWeekPicker(.iso, selecting: "2026-11-25", isDisabled: { $0 == holiday })
        _ = picker.handle(.choose)
        #expect(picker.selectedWeek?.days == days("2026-11-23", "2026-11-29"))
        #expect(picker.rangeMark(of: holiday) == .inside)
        #expect(picker.select(holiday) == .blocked)
        #expect(picker.week(containing: holiday) == nil)
        #expect(picker.configuration.problem(with: holiday) == .disabled(holiday))
        #expect(picker.tap(row: 3, column: 4) == .blocked, "the grid's 2026-11-26")
        #expect(picker.selectedWeek?.days == days("2026-11-23", "2026-11-29"))
    }

    @Test("a new configuration cuts the chosen week to its bounds, or drops it, and says so")
    func newConfiguration() {
        let picker = makeWeekPicker(.iso, selecting: "2026-11-24")
        var heard: [DayRange?] = []
        picker.onRangeChange = { heard.append($0) }
        _ = picker.handle(.choose)
        picker.configuration.maximum = d("2026-11-25")
        #expect(picker.selectedWeek?.days == days("2026-11-23", "2026-11-25"))
        #expect(picker.selectedWeek?.wholeWeek == days("2026-11-23", "2026-11-29"))
        picker.configuration.maximum = nil
        #expect(picker.selectedWeek?.days == days("2026-11-23", "2026-11-29"), "the week is counted again: it grows back")
        picker.configuration.firstWeekday = .wednesday
        #expect(picker.selectedWeek?.days == days("2026-11-23", "2026-11-29"), "ISO weeks do not follow the grid")
        picker.configuration.maximum = d("2026-11-20")
        #expect(picker.selectedWeek == nil, "no day of the week is left")
        #expect(heard == [days("2026-11-23", "2026-11-29"), days("2026-11-23", "2026-11-25"),
                          days("2026-11-23", "2026-11-29"), nil])

        let rows = makeWeekPicker(.locale, selecting: "2026-11-25")
        _ = rows.handle(.choose)
        rows.configuration.firstWeekday = .monday
        #expect(rows.selectedWeek == nil, "the grid's rows are other weeks now")
        _ = rows.handle(.choose)
        #expect(rows.selectedWeek?.days == days("2026-11-23", "2026-11-29"))
        rows.configuration.selectionMode = .week(.iso)
        #expect(rows.selectedWeek == nil && rows.weekRule == .iso, "a new mode starts afresh")
        _ = rows.handle(.choose)
        rows.configuration.selectionMode = .single
        #expect(rows.selectedWeek == nil && rows.weekRule == nil && rows.displayedRange == nil)
        #expect(rows.handle(.choose) == .chosen(d("2026-11-25")))
    }

    @Test("Home and End go to the ends of the rule's week, not of the grid's row")
    func homeAndEnd() {
        let picker = makeWeekPicker(.iso, selecting: "2026-11-25")
        #expect(picker.firstWeekday == .sunday)
        #expect(picker.handle(.startOfWeek) == .selected(d("2026-11-23")))
        #expect(picker.handle(.endOfWeek) == .selected(d("2026-11-29")))
        let rows = makeWeekPicker(.locale, selecting: "2026-11-25")
        #expect(rows.handle(.startOfWeek) == .selected(d("2026-11-22")))
        #expect(rows.handle(.endOfWeek) == .selected(d("2026-11-28")))
        let workdays = makeWeekPicker(.iso, selecting: "2026-11-25", isDisabled: weekend)
        #expect(workdays.handle(.endOfWeek) == .selected(d("2026-11-27")))
    }

    @Test("week mode validates; Shift-arrows and Esc do what they do outside range mode")
    func validationAndOtherKeys() throws {
        try DayPicker.Configuration(selectionMode: .week(.iso)).validate()
        try DayPicker.Configuration(selectionMode: .week(.locale)).validate()
        let picker = makeWeekPicker(.iso)
        #expect(picker.handle(.extendRight) == .selected(d("2026-11-26")))
        #expect(picker.handle(.cancel) == .blocked)
        #expect(picker.anchor == nil && picker.selectedRange == nil && !picker.isRangeMode && !picker.isMultipleMode)
    }

    @Test("observers of the week's properties wake once per change, and never without one")
    func observation() {
        let properties: [(String, @MainActor (DayPicker) -> AnyHashable)] = [
            ("selectedWeek", { $0.selectedWeek }), ("weekRule", { $0.weekRule }), ("displayedRange", { $0.displayedRange }),
            ("selectedDay", { $0.selectedDay }), ("selectedRange", { $0.selectedRange }),
        ]
        let operations: [(String, @MainActor (DayPicker) -> Void)] = [
            ("right", { _ = $0.handle(.right) }), ("choose", { _ = $0.handle(.choose) }),
            ("choose again", { _ = $0.handle(.choose) }), ("down", { _ = $0.handle(.down) }),
            ("choose the next week", { _ = $0.handle(.choose) }), ("same mode", { $0.configuration.selectionMode = .week(.iso) }),
            ("cut by a maximum", { $0.configuration.maximum = d("2026-12-02") }),
            ("tap", { _ = $0.tap(row: 1, column: 1) }), ("select", { _ = $0.select(d("2026-11-12")) }),
            ("rows", { $0.configuration.selectionMode = .week(.locale) }), ("choose by rows", { _ = $0.handle(.choose) }),
            ("single", { $0.configuration.selectionMode = .single }),
        ]
        for (name, read) in properties {
            let picker = makeWeekPicker(.iso)
            var wrong: [String] = []
            for (operation, run) in operations {
                let wakes = WeekWakes()
                let before = read(picker)
                withObservationTracking { _ = read(picker) } onChange: { wakes.count += 1 }
                run(picker)
                let changed = read(picker) != before
                if wakes.count != (changed ? 1 : 0) { wrong.append("\(operation): changed \(changed), woke \(wakes.count)×") }
            }
            #expect(wrong.isEmpty, "\(name): \(wrong)")
        }
    }
}

/// A count of wake-ups.
private final class WeekWakes: @unchecked Sendable {
    var count = 0
}

/// ISO 8601's week of a Gregorian date, by the standard's own arithmetic (as
/// Wikipedia's "ISO week date" gives it), with the weekday from Zeller's
/// congruence: nothing of the package's day numbers.
private struct ReferenceISOWeek {
    let weekYear: Int
    let week: Int
    /// 1 = Monday … 7 = Sunday.
    let weekday: Int

    init(year: Int, month: Int, day: Int) {
        weekday = Self.isoWeekday(year, month, day)
        let ordinal = (1..<month).reduce(0) { $0 + Self.monthLength(year, $1) } + day
        let week = (ordinal - weekday + 10) / 7
        if week < 1 {
            (weekYear, self.week) = (year - 1, Self.weeks(in: year - 1))
        } else if week > Self.weeks(in: year) {
            (weekYear, self.week) = (year + 1, 1)
        } else {
            (weekYear, self.week) = (year, week)
        }
    }

    static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    static func monthLength(_ year: Int, _ month: Int) -> Int {
        [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    /// Zeller's congruence (h: 0 = Saturday … 6 = Friday) as ISO's 1 = Monday … 7 = Sunday.
    static func isoWeekday(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let (y, m) = month < 3 ? (year - 1, month + 12) : (year, month)
        let h = (day + 13 * (m + 1) / 5 + y % 100 + (y % 100) / 4 + (y / 100) / 4 + 5 * (y / 100)) % 7
        return (h + 5) % 7 + 1
    }

    /// 53 when 1 January is a Thursday, or a Wednesday in a leap year; else 52.
    static func weeks(in year: Int) -> Int {
        let first = isoWeekday(year, 1, 1)
        return first == 4 || (first == 3 && isLeap(year)) ? 53 : 52
    }
}

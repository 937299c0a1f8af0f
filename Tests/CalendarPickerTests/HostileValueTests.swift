import CalendarPicker
import Foundation
import Testing
import TestSupport

/// Every public initializer and method of CalendarPicker that takes a
/// number, a date, text or a day, walked with hostile values in child
/// processes, so that a trap fails the test instead of the test run.
@Suite("CalendarPicker: no trap on any value an app can pass")
struct CalendarPickerHostileValueTests {
    @Test("calendars: dates of any instant in time zones, in every calendar")
    func calendars() async {
        await #expect(processExitsWith: .success) { HostileCalendarPicker.calendars() }
    }

    @Test("year ranges, labels and weekday headers")
    func gridsAndRanges() async {
        await #expect(processExitsWith: .success) { HostileCalendarPicker.gridsAndRanges() }
    }

    @Test("day pickers: any configuration, selection, today, cell and key")
    func dayPickers() async {
        await #expect(processExitsWith: .success) { await HostileCalendarPicker.dayPickers() }
    }

    @Test("time, duration and date-time pickers, and moments of any instant or text")
    func timePickers() async {
        await #expect(processExitsWith: .success) { await HostileCalendarPicker.timePickers() }
    }

    @Test("the walk calls every public function and initializer that takes a number, a date, text or a day")
    func coverage() {
        let coverage = PublicAPIScan.coverage(ofModule: "CalendarPicker")
        #expect(coverage.declarations > 50, "the scan found \(coverage.declarations) declarations")
        #expect(coverage.unwalked.isEmpty, "not walked: \(coverage.unwalked)")
    }

    @Test("a day outside a calendar's supported days has no components, month or year there")
    func unsupportedDays() throws {
        let hebrew = CalendarSystem(.hebrew)
        let far = try #require(Day(dayNumber: 1_000_000_000_000))
        #expect(hebrew.components(of: far) == nil && hebrew.month(containing: far) == nil && hebrew.year(containing: far) == nil)
        let first = hebrew.supportedDays.lowerBound
        #expect(hebrew.components(of: first) == DayComponents(era: 0, year: 1, month: 1, day: 1))
        #expect(hebrew.components(of: first - 1) == nil)
        // The calendars of arithmetic go on to AD 1 000 000, and stop there.
        let japanese = CalendarSystem(.japanese), gregorian = CalendarSystem(.gregorian)
        let year200000 = try #require(Day(prolepticGregorianYear: 200_000, month: 6, day: 1))
        #expect(japanese.components(of: year200000) == DayComponents(era: 236, year: 200_000 - 2018, month: 6, day: 1))
        #expect(gregorian.components(of: year200000) == DayComponents(era: 1, year: 200_000, month: 6, day: 1))
        let past = try #require(Day(prolepticGregorianYear: 1_000_001, month: 1, day: 1))
        #expect(gregorian.components(of: past) == nil && japanese.components(of: past) == nil)
        #expect(japanese.months(of: Year(era: 236, year: 1_000_000)).isEmpty)
    }

    @Test("an instant that is not a finite number of seconds, or far beyond the days, is no moment and no day")
    @MainActor
    func badInstants() throws {
        let zone = try #require(TimeZone(identifier: "Europe/Amsterdam"))
        let picker = DateTimePicker(dayConfiguration: DayPicker.Configuration(timeZone: zone))
        let kept = try #require(picker.select(Date(timeIntervalSince1970: 1_795_419_900)))
        for seconds in [Double.nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(ZonedMoment(date: date, in: zone) == nil, "\(seconds)")
            #expect(CalendarSystem(.gregorian).day(of: date, in: zone) == nil, "\(seconds)")
            #expect(picker.select(date) == nil, "\(seconds)")
            #expect(picker.selectedMoment == kept, "\(seconds): the selection is kept")
        }
    }

    @Test("cells, years and labels outside a grid, a range or a ribbon are nil")
    @MainActor
    func partsThatAreNotThere() throws {
        let gregorian = CalendarSystem(.gregorian)
        let month = try #require(gregorian.month(era: 1, year: 2026, number: 11))
        let grid = try #require(MonthGrid(month: month, calendar: gregorian, firstWeekday: .monday))
        #expect(grid.cell(row: 6, column: 0) == nil && grid.cell(row: 0, column: 7) == nil && grid.cell(row: -1, column: 0) == nil)
        #expect(grid.isoWeek(ofRow: grid.rowCount) == nil && grid.weekday(ofColumn: 7) == nil)
        let firstCell = try Day(iso8601: "2026-10-26")
        #expect(grid.weekday(ofColumn: 6) == .sunday && grid.cell(row: 0, column: 0)?.day == firstCell)
        let years = YearRange.standard(for: gregorian)
        #expect(years.year(at: -1) == nil && years.year(at: years.count) == nil && years.year(at: 0) == Year(era: 1, year: 1))
        let picker = DayPicker(configuration: DayPicker.Configuration(calendar: gregorian, locale: Locale(identifier: "en_US")),
                               selecting: try Day(iso8601: "2026-11-25"), today: try Day(iso8601: "2026-11-25"))
        #expect(picker.monthNames(atRow: -1).isEmpty && picker.monthNames(atRow: Int.max).isEmpty)
        #expect(picker.yearNames(atRow: Int.min).isEmpty && picker.yearNames(atRow: Int.max).isEmpty)
        #expect(HebrewArithmetic.newYearDayNumber(0) == nil && HebrewArithmetic.length(ofYear: Int.max) == nil)
        #expect(HebrewArithmetic.date(ofDayNumber: Int.min) == nil && HebrewArithmetic.newYearDayNumber(5807) == 28_032)   // Monday 2046-10-01
    }

    @Test("a year range of days outside the calendar keeps to the days it can show")
    func clampedYearRange() throws {
        let hebrew = CalendarSystem(.hebrew)
        let far = try #require(Day(dayNumber: -1_000_000_000))
        let range = YearRange(calendar: hebrew, days: far...far)
        #expect(range.count == 1 && range.days.lowerBound >= hebrew.supportedDays.lowerBound)
        #expect(range.year(at: 0) == Year(era: 0, year: 1))
    }
}

/// The walks, run in child processes by the tests above.
enum HostileCalendarPicker {
    static let identifiers = CalendarIdentifier.allCases

    /// Days at the ends of the supported day numbers and of every calendar's supported days, and around today.
    static func days(of calendar: CalendarSystem) -> [Day] {
        let supported = calendar.supportedDays
        let ends = [Day.supportedDayNumbers.lowerBound, Day.supportedDayNumbers.upperBound, 0, 20_000, -719_162]
            .compactMap(Day.init(dayNumber:))
        return ends + [supported.lowerBound, supported.upperBound, supported.lowerBound - 1, supported.upperBound + 1,
                       supported.lowerBound + 70, supported.upperBound - 70]
    }

    static let ints = [0, 1, -1, 13, 60, 5807, 1_000_001, Int.max, Int.min, 1 << 40]

    /// CalendarPicker's own calendar API, Foundation's edge: dates in time zones. Calendars' walk
    /// (`CalendarsHostileValueTests`) covers the calendars themselves.
    static func calendars() {
        for identifier in identifiers {
            let calendar = CalendarSystem(identifier)
            for day in days(of: calendar) {
                _ = calendar.timeZone(TimeZone(secondsFromGMT: 0)!, has: day)
                _ = calendar.startDate(of: day, in: TimeZone(identifier: "Pacific/Apia")!)
            }
            for seconds in HostileValues.doubles {
                _ = calendar.day(of: Date(timeIntervalSince1970: seconds), in: TimeZone(identifier: "Asia/Kolkata")!)
            }
        }
    }

    static func gridsAndRanges() {
        for identifier in identifiers {
            let calendar = CalendarSystem(identifier)
            let supported = calendar.supportedDays
            for days in [supported, supported.lowerBound...supported.lowerBound, supported.upperBound...supported.upperBound,
                         Day.supportedDayNumbers.lowerBound == 0 ? supported : supported] {
                let range = YearRange(calendar: calendar, days: days)
                for row in ints { _ = range.year(at: row) }
                _ = range.row(of: Year(era: Int.min, year: Int.max))
                if let year = range.year(at: 0) {
                    _ = range.months(of: year, in: calendar)
                    _ = range.months(of: Year(era: year.era, year: Int.max), in: calendar)
                }
            }
            let labels = CalendarLabels(calendar: calendar, locale: Locale(identifier: "ar_EG"), monthStyle: .long)
            for value in ints {
                _ = labels.number(value)
                _ = labels.names(of: Year(era: value, year: value), withEra: true)
                _ = labels.name(of: Year(era: value, year: 0 &- value), withEra: false)
            }
            _ = labels.monthNames(style: .short)
            if let month = calendar.month(containing: Day(dayNumber: 20_000)!) {
                _ = labels.name(of: month)
                _ = labels.name(of: month, style: .short)
            }
        }
        for weekday in Weekday.allCases {
            _ = WeekdayHeader.symbols(locale: Locale(identifier: "fa_IR"), firstWeekday: weekday, width: .veryShort)
        }
        _ = WeekdayHeader.firstWeekday(of: Locale(identifier: "xx_INVALID"))
    }

    @MainActor
    static func dayPickers() {
        for identifier in [CalendarIdentifier.gregorian, .hebrew, .chinese, .japanese, .islamicUmmAlQura] {
            let calendar = CalendarSystem(identifier)
            let supported = calendar.supportedDays
            let far = [Day.supportedDayNumbers.lowerBound, Day.supportedDayNumbers.upperBound].compactMap(Day.init(dayNumber:))
            for (minimum, maximum) in [(nil, nil), (far[1], far[0]), (supported.upperBound, nil), (nil, supported.lowerBound)]
                    as [(Day?, Day?)] {
                for mode in [DayPicker.SelectionMode.single, .range(DayPicker.RangeOptions(maximumLength: Int.min)),
                             .range(DayPicker.RangeOptions(maximumLength: Int.max)), .multiple(maximumCount: Int.min),
                             .week(.iso), .week(.locale)] {
                    let configuration = DayPicker.Configuration(
                        calendar: calendar, locale: Locale(identifier: "he_IL"), timeZone: TimeZone(identifier: "Pacific/Apia")!,
                        firstWeekday: nil, minimum: minimum, maximum: maximum, selectionMode: mode)
                    _ = try? configuration.validate()
                    for day in far + [supported.lowerBound, supported.upperBound] {
                        _ = configuration.problem(with: day)
                        _ = configuration.problem(with: DayRange(between: day, and: far[1]))
                        let picker = DayPicker(configuration: configuration, selecting: day, today: far[0])
                        walk(picker, far: far)
                    }
                }
            }
        }
    }

    @MainActor
    static func walk(_ picker: DayPicker, far: [Day]) {
        for value in ints {
            _ = picker.tap(row: value, column: value)
            _ = picker.pressCell(row: value, column: 0 &- value)
            _ = picker.dragCell(row: 0 &- value, column: value)
            _ = picker.releaseCell(row: value, column: nil)
            _ = picker.releaseCell(row: nil, column: nil)
        }
        for key in DayPicker.Key.allCases { _ = picker.handle(key) }
        for day in far {
            _ = picker.select(day)
            _ = picker.select(range: DayRange(between: day, and: far[0]), notify: true)
            _ = picker.isAllowed(day)
            _ = picker.isAllowed(DayRange(between: day, and: day))
            _ = picker.isChosen(day)
            _ = picker.rangeMark(of: day)
            _ = picker.week(containing: day)
            picker.setToday(day)
            _ = picker.showYear(Year(era: Int.max, year: Int.min))
            if let month = picker.calendar.month(containing: day) { _ = picker.showMonth(month, notify: true) }
        }
        for time in HostileValues.doubles {
            picker.advance(to: time)
            picker.advanceToRest(frameInterval: time)
        }
        _ = picker.showYear(Year(era: 0, year: Int.max))
        _ = picker.showYear(Year(era: Int.min, year: 0))
        for part in [DayPicker.Part.monthRibbon, .yearRibbon, .day(picker.displayedMonth.firstDay)] {
            for value in HostileValues.doubles {
                picker.press(part, along: value, in: RibbonGeometry(itemLength: value, viewportLength: -value, tapSlop: value),
                             at: value)
                picker.drag(along: value, over: Day(uncheckedDayNumber: 0), at: value)
                picker.release(along: -value, at: value)
                picker.scroll(part, by: Int(clamping: Int64(exactly: value.rounded(.towardZero)) ?? 0))
            }
            for rows in [Int.min, -1, 0, 1, Int.max] { picker.scroll(part, by: rows) }
        }
        picker.cancelGesture()
        picker.advanceToRest()
    }

    @MainActor
    static func timePickers() {
        for interval in ints {
            let time = TimePicker(configuration: TimePicker.Configuration(locale: Locale(identifier: "ko_KR"), minuteInterval: interval),
                                  selecting: TimeOfDay(minutesSinceMidnight: interval))
            let duration = DurationPicker(configuration: DurationPicker.Configuration(maximumHours: interval, minuteInterval: interval),
                                          selecting: TimeSpan(totalMinutes: abs(interval % 100_000)) ?? .zero)
            for value in ints {
                for wheel in time.wheels { _ = time.names(atRow: value, of: wheel) }
                for wheel in DurationPicker.Wheel.allCases { _ = duration.names(atRow: value, of: wheel) }
                time.select(TimeOfDay(minutesSinceMidnight: value), animated: value % 2 == 0)
                _ = time.configuration.minutesAround(value)
                duration.select(TimeSpan(totalMinutes: value) ?? TimeSpan(hours: Int.max / 60, minutes: 0) ?? .zero, animated: true)
            }
            for key in WheelKey.allCases { _ = time.handle(key); _ = duration.handle(key) }
            for seconds in HostileValues.doubles {
                time.advance(to: seconds)
                time.advanceToRest(frameInterval: seconds)
                duration.advance(to: seconds)
                duration.advanceToRest(frameInterval: seconds)
            }
        }
        let zone = TimeZone(identifier: "America/New_York")!
        let moments = DateTimePicker(dayConfiguration: DayPicker.Configuration(timeZone: zone))
        for seconds in HostileValues.doubles {
            let date = Date(timeIntervalSince1970: seconds)
            _ = moments.select(date)
            _ = ZonedMoment(date: date, in: zone).map { ($0.iso8601, $0.offsetText) }
            moments.advance(to: seconds)
            moments.advanceToRest(frameInterval: seconds)
        }
        for dayNumber in [Day.supportedDayNumbers.lowerBound, Day.supportedDayNumbers.upperBound, 0] {
            let day = Day(dayNumber: dayNumber)!
            for minutes in ints {
                _ = moments.select(day: day, time: TimeOfDay(minutesSinceMidnight: minutes), occurrence: .second)
                let moment = ZonedMoment(day: day, time: TimeOfDay(minutesSinceMidnight: minutes), in: zone)
                _ = (moment.iso8601, try? JSONEncoder().encode(moment))
            }
        }
        for text in HostileValues.texts {
            _ = try? ZonedMoment(iso8601: text, in: zone)
            _ = MomentParsingError(text: text, reason: .malformed).description
            for json in [#"{"moment": \#(quoted(text)), "timeZone": "Europe/Amsterdam"}"#,
                         #"{"moment": "2026-11-23T08:45:00+01:00", "timeZone": \#(quoted(text)), "resolution": \#(quoted(text)), "gap": 1}"#] {
                _ = try? JSONDecoder().decode(ZonedMoment.self, from: Data(json.utf8))
            }
        }
    }

    /// A text as a JSON string.
    static func quoted(_ text: String) -> String {
        String(decoding: (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8), as: UTF8.self)
    }
}

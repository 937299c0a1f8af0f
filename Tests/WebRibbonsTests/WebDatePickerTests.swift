import Calendars
import DayModel
import MiniPicker
import Testing
@testable import WebRibbons

/// The page's date picker, natively on a counting host: the grid keys of the
/// WAI-ARIA date picker, the ribbons following the grid and the grid
/// following the ribbons, in the Gregorian and the Chinese calendars.
///
/// The expected days are worked out by hand from the calendar, and for the
/// Chinese calendar from published dates: the Spring Festival of the year
/// of the horse was on 17 February 2026, and 2025 has a leap sixth month
/// (25 July to 22 August 2025).
@Suite("The page's date picker") @MainActor
struct WebDatePickerTests {
    static func day(_ text: String) -> Day { try! Day(iso8601: text) }

    static func picker(_ calendar: CalendarIdentifier = .gregorian, today: String = "2026-11-28",
                       mode: ChoiceMode = .range) -> (WebPage<CountingHost>, WebDatePicker<CountingHost>) {
        let page = WebPage(host: CountingHost())
        let layout = ComponentLayout(width: 600, itemWidth: 120)
        let number = page.addDatePicker { page in
            WebDatePicker(page: page, calendar: CalendarSystem(calendar), mode: mode, today: day(today),
                          firstWeekday: .sunday, language: .english, monthLayout: layout, yearLayout: layout)
        }
        return (page, page.datePickers[number])
    }

    /// Steps every animation to rest in 16 ms frames.
    static func settle(_ page: WebPage<CountingHost>, from time: Double = 0) {
        var now = time
        while page.advance(to: now), now < 100_000 { now += 16 }
    }

    @Test("The grid keys move the focus as the WAI-ARIA date picker's do", arguments: [
        (GridKey.previousDay, "2026-11-27"), (.nextDay, "2026-11-29"), (.previousWeek, "2026-11-21"),
        (.nextWeek, "2026-12-05"), (.startOfWeek, "2026-11-22"), (.endOfWeek, "2026-11-28"),
        (.previousMonth, "2026-10-28"), (.nextMonth, "2026-12-28"), (.previousYear, "2025-11-28"),
        (.nextYear, "2027-11-28"),
    ])
    func keys(key: GridKey, expected: String) {
        let (_, picker) = Self.picker()
        picker.press(key, animated: false)
        #expect(picker.focusedDay == Self.day(expected))
        #expect(picker.grid.month.contains(Self.day(expected)))
    }

    @Test("A month or year key keeps the day of the month, or takes the month's last day", arguments: [
        ("2026-01-31", GridKey.nextMonth, "2026-02-28"), ("2028-01-31", .nextMonth, "2028-02-29"),
        ("2026-03-31", .previousMonth, "2026-02-28"), ("2028-02-29", .nextYear, "2029-02-28"),
        ("2026-12-31", .nextMonth, "2027-01-31"),
    ])
    func monthEnds(from start: String, key: GridKey, expected: String) {
        let (_, picker) = Self.picker(today: start)
        picker.press(key, animated: false)
        #expect(picker.focusedDay == Self.day(expected))
    }

    @Test("The keys stop at the bounds: 1900-01-01 and 2100-12-31 in the Gregorian calendar")
    func bounds() {
        let (_, first) = Self.picker(today: "1900-01-01")
        #expect(first.press(.previousDay, animated: false) == false)
        #expect(first.focusedDay == Self.day("1900-01-01"))
        let (_, last) = Self.picker(today: "2100-12-31")
        #expect(last.press(.nextMonth, animated: false) == false)
        #expect(last.press(.nextDay, animated: false) == false)
    }

    @Test("A range by taps: the value and the marks", arguments: [ChoiceMode.range])
    func range(mode: ChoiceMode) {
        let (_, picker) = Self.picker(mode: mode)
        let revision = picker.valueRevision
        picker.choose(Self.day("2026-11-20"), animated: false)
        #expect(picker.valueText == "" && picker.valueRevision == revision)
        picker.choose(Self.day("2026-11-25"), animated: false)
        #expect(picker.valueText == "2026-11-20/2026-11-25")
        #expect(picker.valueRevision == revision + 1)
        let cells = (0..<42).map { picker.cell(at: $0) }
        #expect(cells.filter { $0.mark != .none }.map(\.day.prolepticGregorianDate.day) == [20, 21, 22, 23, 24, 25])
        #expect(cells.filter(\.isToday).map(\.day) == [Self.day("2026-11-28")])
        #expect(cells.filter(\.isFocused).map(\.day) == [Self.day("2026-11-25")])
    }

    @Test("Choosing a day of the next month shows that month and glides the month ribbon to it")
    func chooseAcrossMonths() {
        let (page, picker) = Self.picker(mode: .single)
        picker.choose(Self.day("2026-12-03"), animated: true)
        #expect(picker.grid.month.number == 12)
        #expect(picker.monthRibbon.isAnimating)
        Self.settle(page)
        #expect(picker.monthRibbon.selectedRow == 11)
        #expect(picker.grid.month.number == 12 && picker.focusedDay == Self.day("2026-12-03"))
    }

    @Test("The grid follows the year ribbon, keeping the month and the day")
    func yearRibbon() {
        let (page, picker) = Self.picker(today: "2026-11-28")
        let row = picker.yearRibbon.selectedRow
        picker.yearRibbon.step(by: -2)
        Self.settle(page)
        #expect(picker.yearRibbon.selectedRow == row - 2)
        #expect(picker.focusedDay == Self.day("2024-11-28"))
        #expect(picker.grid.month.number == 11 && picker.grid.month.year == 2024)
    }

    @Test("In the Chinese calendar the next day after 16 February 2026 starts the First Month of 2026")
    func springFestival() {
        let (_, picker) = Self.picker(.chinese, today: "2026-02-16")
        #expect(picker.grid.month.number == 12)
        picker.press(.nextDay, animated: false)
        #expect(picker.focusedDay == Self.day("2026-02-17"))
        #expect(picker.grid.month.number == 1 && !picker.grid.month.isLeapMonth)
        #expect(picker.grid.days.label(of: picker.focusedDay) == 1)
        #expect(picker.monthRibbon.selectedRow == 0)
    }

    @Test("The month ribbon holds 13 months in 2025, a Chinese leap year, with the leap sixth month seventh")
    func leapYear() {
        let (_, picker) = Self.picker(.chinese, today: "2025-08-01")
        #expect(picker.months.count == 13)
        #expect(picker.grid.month.isLeapMonth && picker.grid.month.number == 6)
        #expect(picker.monthRibbon.selectedRow == 6)
        #expect(picker.months[6].firstDay == Self.day("2025-07-25") && picker.months[6].lastDay == Self.day("2025-08-22"))
        picker.press(.nextYear, animated: false)
        #expect(picker.months.count == 12)
        #expect(picker.grid.month.number == 6 && !picker.grid.month.isLeapMonth)
    }

    @Test("A year's value counts up: the year's number in one era, else the Gregorian year it starts in", arguments: [
        (CalendarIdentifier.gregorian, "2026-11-28", 2026), (.hebrew, "2026-11-28", 5787), (.japanese, "2026-11-28", 2026),
        (.chinese, "2026-11-28", 2026), (.chinese, "2026-02-16", 2025), (.islamicUmmAlQura, "2026-11-28", 1448),
    ])
    func yearValues(calendar: CalendarIdentifier, today: String, expected: Int) {
        let (_, picker) = Self.picker(calendar, today: today)
        #expect(picker.span.value(ofRow: picker.yearRibbon.selectedRow) == expected)
        // Never down; equal only where an era starts within a Gregorian year (Heisei 31 and
        // Reiwa 1 both start in 2019, the era changing on 1 May 2019).
        let values = picker.span.years.indices.map { picker.span.value(ofRow: $0) }
        let steps = zip(values, values.dropFirst()).map { $1 - $0 }
        #expect(steps.allSatisfy { $0 >= 0 })
        #expect(steps.filter { $0 == 0 }.count == (calendar == .japanese ? 4 : 0))   // 1912, 1926, 1989, 2019
    }

    @Test("Reduced motion: keys and the wheel jump, with no glide")
    func reducedMotion() {
        let (page, picker) = Self.picker()
        page.setReducesMotion(true)
        picker.yearRibbon.step(by: 3)
        #expect(!picker.yearRibbon.isAnimating)
        page.follow()
        #expect(picker.grid.month.year == 2029)
    }

    @Test("Reduced motion: a tap lands on its cell at once, where it glides for about 300 ms otherwise")
    func reducedMotionTap() {
        for reduced in [false, true] {
            let (page, picker) = Self.picker()
            page.setReducesMotion(reduced)
            let ribbon = picker.yearRibbon
            let row = ribbon.selectedRow
            ribbon.press(x: 540, at: 0)
            ribbon.release(x: 540, at: 80)
            #expect(ribbon.isAnimating == !reduced)
            #expect(ribbon.selectedRow == (reduced ? row + 2 : row))
        }
    }

    @Test("A tap two cells right of the centre glides to that cell, on the page's physics")
    func tapGlides() {
        let (page, picker) = Self.picker()
        let ribbon = picker.yearRibbon
        let row = ribbon.selectedRow
        ribbon.press(x: 540, at: 0)
        ribbon.release(x: 540, at: 80)
        Self.settle(page, from: 96)
        #expect(ribbon.selectedRow == row + 2)
    }

    @Test("Any wheel step lands at once at an end: Int.max and Int.min")
    func hugeSteps() {
        let (page, picker) = Self.picker()
        picker.yearRibbon.step(by: .max)
        Self.settle(page)
        #expect(picker.yearRibbon.selectedRow == picker.span.years.count - 1)
        #expect(picker.grid.month.year == 2100)
        picker.yearRibbon.step(by: .min)
        Self.settle(page)
        #expect(picker.yearRibbon.selectedRow == 0 && picker.grid.month.year == 1900)
    }

    @Test("A cancelled drag glides back to the row it left")
    func cancelGlides() {
        let (page, picker) = Self.picker()
        let ribbon = picker.yearRibbon
        let row = ribbon.selectedRow
        ribbon.press(x: 300, at: 0)
        ribbon.move(x: 200, at: 16)
        ribbon.cancel(at: 32)
        #expect(ribbon.isAnimating)
        Self.settle(page, from: 48)
        #expect(ribbon.selectedRow == row)
    }
}

import Calendars
import DayModel
import MiniPicker

/// The page's date picker: a month ribbon and a year ribbon of a ``WebPage``
/// above a grid of the shown month's days, in any calendar of the package.
///
/// Each part moves the others in the picker's own code and nowhere else:
/// a ribbon that lands on a new row shows that month (or that year, whose
/// months the month ribbon then holds) in the grid, and a key or a choice
/// that leaves the shown month moves the ribbons there. The host hands in
/// the user's events and draws what the picker's read-only state says: the
/// grid's 42 days (``cell(at:)``) and the ribbons' rows, named by
/// ``monthName(ofRow:)`` and ``yearName(ofRow:)``; ``gridRevision`` and
/// ``valueRevision`` tell it when to draw the grid again and when the value
/// (``valueText``) changed.
///
/// The days that can be shown and chosen are the calendar's supported days
/// within 1900 to 2100 (Gregorian), less two months at each end, so that the
/// weeks around every month stay within the calendar's tables.
#if !hasFeature(Embedded)
@MainActor
#endif
public final class WebDatePicker<Host: CellHost> {
    /// The calendar of the ribbons and the grid.
    public let calendar: CalendarSystem
    /// How a choice works: one day, a range, or several days.
    public let mode: ChoiceMode
    /// The weekday of the grid's first column.
    public let firstWeekday: Weekday
    /// Today, which the grid marks.
    public let today: Day
    /// The days that can be shown and chosen.
    public let bounds: ClosedRange<Day>
    /// The ribbon of the shown year's months.
    public let monthRibbon: WebRibbon<Host>
    /// The ribbon of the years.
    public let yearRibbon: WebRibbon<Host>
    /// The names of months and years the package writes itself.
    public let names: CalendarNames

    /// The years of the year ribbon, one per row.
    public private(set) var years: [Year]
    /// The months of the shown year, one per row of the month ribbon.
    public private(set) var months: [Month]
    /// The shown month's grid, always six weeks.
    public private(set) var grid: MonthGrid
    /// The day that has the keyboard focus (the grid's roving tab stop).
    public private(set) var focusedDay: Day
    /// The choice so far.
    public private(set) var choice: DayChoice
    /// A number that moves whenever the grid's days or marks change.
    public private(set) var gridRevision = 0
    /// A number that moves whenever ``valueText`` changes.
    public private(set) var valueRevision = 0

    /// The ribbons' rows as last seen, so that a row a ribbon lands on is
    /// followed once, and a row the picker itself moved it to not at all.
    private var seenMonthRow: Int, seenYearRow: Int

    /// Creates a picker and its two ribbons on a page.
    ///
    /// - Parameters:
    ///   - page: The page that gets the month and year ribbons.
    ///   - calendar: The calendar.
    ///   - mode: How a choice works.
    ///   - today: Today; moved into the bounds when outside them.
    ///   - firstWeekday: The grid's first column.
    ///   - language: The language of the names the package writes.
    ///   - monthLayout: The month ribbon's geometry.
    ///   - yearLayout: The year ribbon's geometry.
    /// - Complexity: O(years), about 200: the year ribbon's rows.
    public init(page: WebPage<Host>, calendar: CalendarSystem, mode: ChoiceMode, today: Day, firstWeekday: Weekday,
                language: CalendarNames.Language, monthLayout: ComponentLayout, yearLayout: ComponentLayout) {
        let bounds = Self.bounds(of: calendar)
        let today = min(max(today, bounds.lowerBound), bounds.upperBound)
        let years = Self.years(of: calendar, within: bounds)
        let month = calendar.month(containing: today)!
        let months = calendar.months(of: month.yearValue)
        let monthRow = months.firstIndex(of: month) ?? 0
        let yearRow = years.firstIndex(of: month.yearValue) ?? 0
        self.calendar = calendar
        self.mode = mode
        self.firstWeekday = firstWeekday
        self.today = today
        self.bounds = bounds
        self.years = years
        self.months = months
        names = CalendarNames(calendar: calendar, language: language)
        grid = MonthGrid(month: month, calendar: calendar, firstWeekday: firstWeekday, rows: .six)!
        focusedDay = today
        choice = DayChoice(mode: mode)
        seenMonthRow = monthRow
        seenYearRow = yearRow
        monthRibbon = page.ribbon(page.addRibbon(rows: months.count, selecting: monthRow, layout: monthLayout))
        yearRibbon = page.ribbon(page.addRibbon(rows: years.count, selecting: yearRow, layout: yearLayout))
    }

    // MARK: - The ribbons

    /// Shows the month or year a ribbon landed on since the last call: the
    /// page calls it after every event and frame.
    ///
    /// A year keeps the month number (the same leap month, or the month of
    /// that number, or the last month) and the day of the month (clamped).
    public func follow() {
        let yearRow = yearRibbon.selectedRow
        if yearRow != seenYearRow {
            seenYearRow = yearRow
            if years.indices.contains(yearRow), years[yearRow] != grid.month.yearValue {
                let month = Self.month(like: grid.month, in: calendar.months(of: years[yearRow]))
                if let month { move(to: keepingLabel(of: focusedDay, in: month), animated: false) }
            }
        }
        let monthRow = monthRibbon.selectedRow
        if monthRow != seenMonthRow {
            seenMonthRow = monthRow
            if months.indices.contains(monthRow), months[monthRow] != grid.month {
                move(to: keepingLabel(of: focusedDay, in: months[monthRow]), animated: false)
            }
        }
    }

    /// The month of a month ribbon row; `nil` outside the rows.
    ///
    /// - Parameter row: A row of the month ribbon.
    public func month(ofRow row: Int) -> Month? { months.indices.contains(row) ? months[row] : nil }

    /// The year of a year ribbon row; `nil` outside the rows.
    ///
    /// - Parameter row: A row of the year ribbon.
    public func year(ofRow row: Int) -> Year? { years.indices.contains(row) ? years[row] : nil }

    /// The number a year ribbon row stands for as a spinbutton's value: the
    /// year's number when all the ribbon's years are of one era and count
    /// up (Gregorian 2026, Hebrew 5787), else the Gregorian year the year
    /// begins in (the Japanese eras start again at 1, and the Chinese
    /// calendar's cycle repeats every 60 years); 0 outside the rows.
    ///
    /// - Parameter row: A row of the year ribbon.
    public func yearValue(ofRow row: Int) -> Int {
        guard let year = year(ofRow: row) else { return 0 }
        if yearsCountUp { return year.year }
        return calendar.months(of: year).first?.firstDay.prolepticGregorianDate.year ?? 0
    }

    /// Whether the year ribbon's years are of one era, each one more than the last.
    private var yearsCountUp: Bool {
        guard let first = years.first, let last = years.last else { return true }
        return first.era == last.era && last.year - first.year == years.count - 1
    }

    /// The package's name of a month ribbon row ("Tenth Month", "十月"); empty outside the rows.
    ///
    /// - Parameter row: A row of the month ribbon.
    public func monthName(ofRow row: Int) -> String { month(ofRow: row).map { names.name(of: $0) } ?? "" }

    /// The package's name of a year ribbon row ("2026 bing-wu", "令和8"); empty outside the rows.
    ///
    /// - Parameter row: A row of the year ribbon.
    public func yearName(ofRow row: Int) -> String { year(ofRow: row).map { names.name(of: $0) } ?? "" }

    // MARK: - The grid

    /// One of the grid's 42 days, in reading order, with its marks.
    ///
    /// - Parameter index: 0 to 41; another index gives the grid's first day.
    public func cell(at index: Int) -> DayCell {
        let index = (0..<42).contains(index) ? index : 0
        let gridCell = grid.cell(row: index / 7, column: index % 7)!
        let day = gridCell.day
        return DayCell(day: day, label: gridCell.label, isInMonth: gridCell.isInMonth,
                       isEnabled: bounds.contains(day), isToday: day == today, isFocused: day == focusedDay,
                       mark: choice.mark(of: day))
    }

    /// Moves the focus as a key of the grid does (see ``GridKey``).
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - animated: Whether the month ribbon glides when the month changes.
    /// - Returns: Whether the key moved the focus (false at a bound).
    @discardableResult
    public func press(_ key: GridKey, animated: Bool) -> Bool {
        guard let target = key.target(from: focusedDay, in: self) else { return false }
        let clamped = min(max(target, bounds.lowerBound), bounds.upperBound)
        guard clamped != focusedDay else { return false }
        move(to: clamped, animated: animated)
        return true
    }

    /// Chooses a day, as a tap on it or Enter on the focused day does: the
    /// day becomes the focus, and the choice takes it (``DayChoice``).
    /// A day outside the bounds is ignored.
    ///
    /// - Parameters:
    ///   - day: The day.
    ///   - animated: Whether the ribbons glide when the month changes.
    public func choose(_ day: Day, animated: Bool) {
        guard bounds.contains(day) else { return }
        move(to: day, animated: animated)
        let before = choice.valueText
        choice.choose(day)
        gridRevision &+= 1
        noteValue(before)
    }

    /// Takes a value as the input writes it (``valueText``'s forms), as a
    /// person typing it or a form's preset does, and shows its first day.
    ///
    /// - Parameter text: The value.
    /// - Returns: Whether the text was a value of the picker's mode within the bounds.
    @discardableResult
    public func setValue(_ text: String) -> Bool {
        guard let parsed = DayChoice(mode: mode, parsing: text), parsed.days.allSatisfy({ bounds.contains($0) })
        else { return false }
        let before = choice.valueText
        choice = parsed
        if let first = parsed.days.first { move(to: first, animated: false) }
        gridRevision &+= 1
        noteValue(before)
        return true
    }

    /// The value as ISO 8601 (Gregorian whatever the calendar): `2026-11-20`,
    /// `2026-11-20/2026-11-25`, or `2026-11-20,2026-11-22`; empty before a choice.
    public var valueText: String { choice.valueText }

    /// Moves ``valueRevision`` when the value is no longer `before`.
    /// (Compared as UTF-8: String's == would link the Unicode normalization tables.)
    private func noteValue(_ before: String) {
        if !choice.valueText.utf8.elementsEqual(before.utf8) { valueRevision &+= 1 }
    }

    // MARK: - Moving

    /// Focuses a day, showing its month in the grid and on the ribbons.
    private func move(to day: Day, animated: Bool) {
        focusedDay = day
        gridRevision &+= 1
        guard !grid.month.contains(day), let month = calendar.month(containing: day),
              let grid = MonthGrid(month: month, calendar: calendar, firstWeekday: firstWeekday, rows: .six)
        else { return }
        self.grid = grid
        if month.yearValue != months.first?.yearValue {
            months = calendar.months(of: month.yearValue)
            seenMonthRow = months.firstIndex(of: month) ?? 0
            monthRibbon.setRows(months.count, selecting: seenMonthRow)
            seenYearRow = years.firstIndex(of: month.yearValue) ?? seenYearRow
            yearRibbon.glide(to: seenYearRow, animated: animated)
        } else {
            seenMonthRow = months.firstIndex(of: month) ?? seenMonthRow
            monthRibbon.glide(to: seenMonthRow, animated: animated)
        }
    }

    /// The day of `month` with `day`'s label (its day of the month), or the
    /// month's last when it is shorter; kept within the bounds.
    func keepingLabel(of day: Day, in month: Month) -> Day {
        guard let days = calendar.days(of: month) else { return month.firstDay }
        let label = calendar.month(containing: day).flatMap { calendar.days(of: $0) }?.label(of: day) ?? 1
        let kept = days.day(labelled: days.clampedLabel(label)) ?? month.firstDay
        return min(max(kept, bounds.lowerBound), bounds.upperBound)
    }

    /// The month of `months` most like `month`: the same number and leap flag,
    /// else the same number, else the last.
    static func month(like month: Month, in months: [Month]) -> Month? {
        months.first { $0.number == month.number && $0.isLeapMonth == month.isLeapMonth }
            ?? months.first { $0.number == month.number } ?? months.last
    }

    /// A year `offset` rows from `year` on the year ribbon, or `nil` past its ends.
    func year(_ offset: Int, from year: Year) -> Year? {
        guard let row = years.firstIndex(of: year), years.indices.contains(row + offset) else { return nil }
        return years[row + offset]
    }

    // MARK: - Bounds and years

    /// The calendar's supported days within 1900 to 2100, less 62 days at each end.
    static func bounds(of calendar: CalendarSystem) -> ClosedRange<Day> {
        let supported = calendar.supportedDays
        let low = max(supported.lowerBound + 62, Day(prolepticGregorianYear: 1900, month: 1, day: 1)!)
        let high = min(supported.upperBound - 62, Day(prolepticGregorianYear: 2100, month: 12, day: 31)!)
        return low...max(low, high)
    }

    /// The years that hold a day of `bounds`, in order.
    static func years(of calendar: CalendarSystem, within bounds: ClosedRange<Day>) -> [Year] {
        var years: [Year] = []
        var day = bounds.lowerBound
        while day <= bounds.upperBound, let year = calendar.year(containing: day) {
            years.append(year)
            guard let last = calendar.months(of: year).last else { break }
            day = last.lastDay + 1
        }
        return years
    }
}

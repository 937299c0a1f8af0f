import Calendars
import DayModel
import MiniPicker

/// The page's date picker: a month ribbon and a year ribbon of a ``WebPage``
/// above a grid of the shown month's days, in any calendar of the package.
///
/// The parts move each other in the picker's own code: a ribbon that lands
/// on a new row shows that month (or year) in the grid (``follow()``), and a
/// key or a choice that leaves the shown month moves the ribbons there. The
/// host hands in events and draws the read-only state: the grid's 42 days
/// (``cell(at:)``) when ``gridRevision`` moves, and ``valueText`` when
/// ``valueRevision`` does. Its days and years are the calendar's ``DaySpan``.
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
    /// The days that can be shown and chosen, and the year ribbon's years.
    public let span: DaySpan
    /// The ribbon of the shown year's months.
    public let monthRibbon: WebRibbon<Host>
    /// The ribbon of the years.
    public let yearRibbon: WebRibbon<Host>
    /// The names of months and years the package writes itself.
    public let names: CalendarNames

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
        let span = DaySpan(calendar: calendar)
        let today = span.clamped(today)
        let month = calendar.month(containing: today)!
        let months = calendar.months(of: month.yearValue)
        let monthRow = months.firstIndex(of: month) ?? 0
        let yearRow = span.row(of: month.yearValue) ?? 0
        self.calendar = calendar
        self.mode = mode
        self.firstWeekday = firstWeekday
        self.today = today
        self.span = span
        self.months = months
        names = CalendarNames(calendar: calendar, language: language)
        grid = MonthGrid(month: month, calendar: calendar, firstWeekday: firstWeekday, rows: .six)!
        focusedDay = today
        choice = DayChoice(mode: mode)
        seenMonthRow = monthRow
        seenYearRow = yearRow
        monthRibbon = page.ribbon(page.addRibbon(rows: months.count, selecting: monthRow, layout: monthLayout))
        yearRibbon = page.ribbon(page.addRibbon(rows: span.years.count, selecting: yearRow, layout: yearLayout))
    }

    /// Shows the month or year a ribbon landed on since the last call: the
    /// page calls it after every event and frame.
    ///
    /// A year keeps the month number (the same leap month, or the month of
    /// that number, or the last month) and the day of the month (clamped).
    public func follow() {
        let yearRow = yearRibbon.selectedRow
        if yearRow != seenYearRow {
            seenYearRow = yearRow
            if let year = span.year(ofRow: yearRow), year != grid.month.yearValue {
                let month = DaySpan.month(like: grid.month, in: calendar.months(of: year))
                if let month { move(to: span.day(like: focusedDay, in: month), animated: false) }
            }
        }
        let monthRow = monthRibbon.selectedRow
        if monthRow != seenMonthRow {
            seenMonthRow = monthRow
            if months.indices.contains(monthRow), months[monthRow] != grid.month {
                move(to: span.day(like: focusedDay, in: months[monthRow]), animated: false)
            }
        }
    }

    /// The month of a month ribbon row; `nil` outside the rows. - Parameter row: A row of the month ribbon.
    public func month(ofRow row: Int) -> Month? { months.indices.contains(row) ? months[row] : nil }

    /// One of the grid's 42 days, in reading order, with its marks.
    ///
    /// - Parameter index: 0 to 41; another index gives the grid's first day.
    public func cell(at index: Int) -> DayCell {
        let index = (0..<42).contains(index) ? index : 0
        let gridCell = grid.cell(row: index / 7, column: index % 7)!
        let day = gridCell.day
        return DayCell(day: day, label: gridCell.label, isInMonth: gridCell.isInMonth,
                       isEnabled: span.bounds.contains(day), isToday: day == today, isFocused: day == focusedDay,
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
        let clamped = span.clamped(target)
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
        guard span.bounds.contains(day) else { return }
        move(to: day, animated: animated)
        changeChoice { $0.choose(day) }
    }

    /// Takes a value as the input writes it (``valueText``'s forms), as a
    /// person typing it or a form's preset does, and shows its first day.
    ///
    /// - Parameter text: The value.
    /// - Returns: Whether the text was a value of the picker's mode within the bounds.
    @discardableResult
    public func setValue(_ text: String) -> Bool {
        guard let parsed = DayChoice(mode: mode, parsing: text), parsed.days.allSatisfy({ span.bounds.contains($0) })
        else { return false }
        if let first = parsed.days.first { move(to: first, animated: false) }
        changeChoice { $0 = parsed }
        return true
    }

    /// The value as ISO 8601 (Gregorian whatever the calendar): `2026-11-20`,
    /// `2026-11-20/2026-11-25`, or `2026-11-20,2026-11-22`; empty before a choice.
    public var valueText: String { choice.valueText }

    /// Changes the choice: the grid is drawn again, and ``valueRevision`` moves when the value
    /// changed (compared as UTF-8: String's == would link the Unicode normalization tables).
    private func changeChoice(_ change: (inout DayChoice) -> Void) {
        let before = choice.valueText
        change(&choice)
        gridRevision &+= 1
        if !choice.valueText.utf8.elementsEqual(before.utf8) { valueRevision &+= 1 }
    }

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
            seenYearRow = span.row(of: month.yearValue) ?? seenYearRow
            yearRibbon.glide(to: seenYearRow, animated: animated)
        } else {
            seenMonthRow = months.firstIndex(of: month) ?? seenMonthRow
            monthRibbon.glide(to: seenMonthRow, animated: animated)
        }
    }
}

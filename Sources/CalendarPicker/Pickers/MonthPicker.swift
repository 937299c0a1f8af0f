import MiniPicker

/// A mini picker of months, labelled with the locale's stand-alone month names.
///
/// By default its rows are the months the calendar has in the displayed
/// year: 12, or 13 in a Hebrew leap year (Adar I, Adar II); a common Hebrew
/// year shows one Adar. A *continuous* month picker runs on across years:
/// its rows are the months of the year before, the displayed year and the
/// year after (within its year range), so a drag, a tap or a fling goes on
/// from December to January; when the selection settles in another year,
/// the rows move to be centred on it again, without a visible jump.
///
/// A month picker limited to a ``YearRange`` leaves out the months that
/// hold none of the range's days: in the first and last years of a range
/// that starts or ends mid-year, the ribbon stops where the range does.
///
/// Names are asked of ``CalendarLabels`` only for the months that show.
@MainActor
public final class MonthPicker {
    /// The ribbon: drive it with pointer events and frames, and draw its visible labels.
    public let ribbon: LabelRibbon
    /// The names used for the rows.
    public let labels: CalendarLabels
    /// The year of the selected month, the year the rows are centred on.
    public private(set) var year: Year
    /// The months shown, one per row.
    public private(set) var months: [Month]
    /// The years a continuous picker runs through, or `nil` for one year at a time.
    public let continuousRange: YearRange?
    /// The range whose days the rows keep to (months with none of them are
    /// left out), or `nil` for every month of the years shown.
    public let limit: YearRange?

    /// Called when the user settles the ribbon on a different month (not for programmatic changes).
    public var onSelect: ((Month) -> Void)?
    /// The owning day picker's hook, called before ``onSelect``; no public callback replaces it.
    var ownerOnSelect: ((Month) -> Void)?
    /// The owning day picker's hook for a month reaching the centre while the ribbon moves.
    var ownerOnCenter: ((Month) -> Void)?

    /// Creates a month picker showing a year.
    ///
    /// - Parameters:
    ///   - labels: The calendar, locale and month style.
    ///   - year: The year to show.
    ///   - month: The month to select; the year's first month when `nil` or absent.
    ///   - layout: The ribbon's geometry.
    ///   - configuration: The ribbon's physics.
    ///   - limit: The range whose days the rows keep to: months that hold
    ///     none of them are left out. `nil` (the default) keeps every month,
    ///     or, for a continuous picker, keeps to `range`.
    ///   - range: For a continuous picker, the years it runs through (it must
    ///     hold `year`); `nil` for the months of one year at a time.
    public init(labels: CalendarLabels, year: Year, selecting month: Month? = nil,
                layout: ComponentLayout = ComponentLayout(width: 120),
                configuration: RibbonScroller.Configuration = RibbonScroller.Configuration(),
                limitedTo limit: YearRange? = nil, continuousWithin range: YearRange? = nil) {
        self.labels = labels
        self.year = year
        continuousRange = range
        self.limit = limit ?? range
        let months = MonthPicker.rows(around: year, calendar: labels.calendar, range: range, limit: limit ?? range)
        self.months = months
        let row = month.flatMap { months.firstIndex(of: $0) } ?? months.firstIndex { $0.yearValue == year } ?? 0
        // Names are asked for only when drawn.
        ribbon = LabelRibbon(count: months.count, selecting: row, layout: layout, configuration: configuration) {
            labels.name(of: months[$0])
        }
        ribbon.ownerOnSelect = { [unowned self] row in
            guard self.months.indices.contains(row) else { return }
            self.ownerOnSelect?(self.months[row])
            self.onSelect?(self.months[row])
        }
        ribbon.ownerOnCenter = { [unowned self] row in
            if self.months.indices.contains(row) { self.ownerOnCenter?(self.months[row]) }
        }
    }

    /// The selected month, or `nil` when there are no rows.
    public var selectedMonth: Month? {
        ribbon.selectedRow.map { months[$0] }
    }

    /// The name shown for a row.
    ///
    /// - Parameter row: A row, in `0..<months.count`.
    /// - Returns: The name; `nil` for a row outside the months.
    public func name(atRow row: Int) -> String? {
        months.indices.contains(row) ? labels.name(of: months[row]) : nil
    }

    /// The names a row may show, longest first: the month's name, then its
    /// abbreviated name when that differs. A host too narrow for the first
    /// shows the next.
    ///
    /// - Parameter row: A row, in `0..<months.count`.
    /// - Returns: The names; none for a row outside the months.
    public func names(atRow row: Int) -> [String] {
        guard months.indices.contains(row) else { return [] }
        let month = months[row]
        let name = labels.name(of: month)
        let short = labels.name(of: month, style: .short)
        return short == name ? [name] : [name, short]
    }

    /// Shows a month and selects it, without calling ``onSelect``.
    ///
    /// Within the rows shown the ribbon moves to the month (animated when
    /// asked); a month of another year brings that year's rows, centred on it.
    ///
    /// - Parameters:
    ///   - year: The month's year.
    ///   - month: The month to select; must belong to `year`.
    ///   - animated: Whether the ribbon animates to it.
    public func show(year: Year, selecting month: Month, animated: Bool) {
        if year != self.year {
            self.year = year
            let months = MonthPicker.rows(around: year, calendar: labels.calendar, range: continuousRange, limit: limit)
            self.months = months
            ribbon.reload(count: months.count, selecting: months.firstIndex(of: month) ?? 0) { [labels] in
                labels.name(of: months[$0])
            }
        } else if let row = months.firstIndex(of: month) {
            ribbon.selectRow(row, animated: animated)
        }
    }

    /// The rows around a year: its months, and in a continuous picker those
    /// of the years before and after it that the range holds; within the
    /// limit's days, if any.
    static func rows(around year: Year, calendar: CalendarSystem, range: YearRange?, limit: YearRange?) -> [Month] {
        func months(of year: Year) -> [Month] {
            limit.map { $0.months(of: year, in: calendar) } ?? calendar.months(of: year)
        }
        guard let range, let row = range.row(of: year) else { return months(of: year) }
        return (max(0, row - 1)...min(range.count - 1, row + 1)).flatMap { months(of: range.year(atRow: $0)) }
    }
}

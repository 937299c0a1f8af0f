import MiniPicker

/// A mini picker of the months of one year, labelled with the locale's stand-alone month names.
///
/// Its rows are the months the calendar has in the displayed year: 12, or 13
/// in a Hebrew leap year (Adar I, Adar II); a common Hebrew year shows one
/// Adar. Names are asked of ``CalendarLabels`` only for the months that show.
@MainActor
public final class MonthPicker {
    /// The ribbon: drive it with pointer events and frames, and draw its visible labels.
    public let ribbon: LabelRibbon
    /// The names used for the rows.
    public let labels: CalendarLabels
    /// The year whose months are shown.
    public private(set) var year: Year
    /// The months shown, one per row.
    public private(set) var months: [Month]

    /// Called when the user settles the ribbon on a different month (not for programmatic changes).
    public var onSelect: ((Month) -> Void)?

    /// Creates a month picker showing a year.
    ///
    /// - Parameters:
    ///   - labels: The calendar, locale and month style.
    ///   - year: The year to show.
    ///   - month: The month to select; the year's first month when `nil` or absent.
    ///   - layout: The ribbon's geometry.
    ///   - configuration: The ribbon's physics.
    public init(labels: CalendarLabels, year: Year, selecting month: Month? = nil,
                layout: ComponentLayout = ComponentLayout(width: 120),
                configuration: RibbonScroller.Configuration = RibbonScroller.Configuration()) {
        self.labels = labels
        self.year = year
        let months = labels.calendar.months(of: year)
        self.months = months
        let row = month.flatMap { months.firstIndex(of: $0) } ?? 0
        // Names are asked for only when drawn.
        ribbon = LabelRibbon(count: months.count, selecting: row, layout: layout, configuration: configuration) {
            labels.name(of: months[$0])
        }
        ribbon.onSelect = { [unowned self] row in
            if self.months.indices.contains(row) { self.onSelect?(self.months[row]) }
        }
    }

    /// The selected month, or `nil` when the year has none.
    public var selectedMonth: Month? {
        ribbon.selectedRow.map { months[$0] }
    }

    /// The name shown for a row.
    ///
    /// - Parameter row: In `0..<months.count`.
    public func name(atRow row: Int) -> String { labels.name(of: months[row]) }

    /// Shows another year's months and selects one of them, without calling ``onSelect``.
    ///
    /// - Parameters:
    ///   - year: The year.
    ///   - month: The month to select; must belong to `year`.
    ///   - animated: Whether the ribbon animates to it.
    public func show(year: Year, selecting month: Month, animated: Bool) {
        if year != self.year {
            self.year = year
            let months = labels.calendar.months(of: year)
            self.months = months
            ribbon.reload(count: months.count, selecting: months.firstIndex(of: month) ?? 0) { [labels] in
                labels.name(of: months[$0])
            }
        } else if let row = months.firstIndex(of: month) {
            ribbon.selectRow(row, animated: animated)
        }
    }
}

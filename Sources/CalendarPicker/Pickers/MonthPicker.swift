import MiniPicker

/// A mini picker of the months of one year, labelled with the locale's stand-alone month names.
///
/// Its rows are the months the calendar has in the displayed year: 12, or 13
/// in a Hebrew leap year (Adar I, Adar II); a common Hebrew year shows one
/// Adar. Names come from one formatter made once (see ``CalendarLabels``).
public final class MonthPicker: RibbonPickerDataSource, RibbonPickerDelegate {
    /// The ribbon control.
    public let picker: RibbonPicker<String>
    /// The names used for the rows.
    public let labels: CalendarLabels
    /// The year whose months are shown.
    public private(set) var year: Year
    /// The months shown, one per row.
    public private(set) var months: [Month]
    private var names: [String]

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
        months = labels.calendar.months(of: year)
        names = months.map(labels.name(of:))
        picker = RibbonPicker(defaultLayout: layout, configuration: configuration)
        picker.dataSource = self
        picker.delegate = self
        if let month, let row = months.firstIndex(of: month) { picker.selectRow(row, inComponent: 0, animated: false) }
    }

    /// The selected month, or `nil` when the year has none.
    public var selectedMonth: Month? {
        let row = picker.selectedRow(inComponent: 0)
        return months.indices.contains(row) ? months[row] : nil
    }

    /// The name shown for a row.
    ///
    /// - Parameter row: In `0..<months.count`.
    public func name(atRow row: Int) -> String { names[row] }

    /// Shows another year's months and selects one of them, without calling ``onSelect``.
    ///
    /// - Parameters:
    ///   - year: The year.
    ///   - month: The month to select; must belong to `year`.
    ///   - animated: Whether the ribbon animates to it.
    public func show(year: Year, selecting month: Month, animated: Bool) {
        if year != self.year {
            self.year = year
            months = labels.calendar.months(of: year)
            names = months.map(labels.name(of:))
            picker.reloadAllComponents()
            picker.selectRow(months.firstIndex(of: month) ?? 0, inComponent: 0, animated: false)
        } else if let row = months.firstIndex(of: month) {
            picker.selectRow(row, inComponent: 0, animated: animated)
        }
    }

    /// Returns 1: a month picker has one component.
    ///
    /// - Parameter picker: The ribbon.
    public func numberOfComponents(in picker: RibbonPicker<String>) -> Int { 1 }

    /// Returns the number of months in the shown year.
    ///
    /// - Parameters:
    ///   - picker: The ribbon.
    ///   - component: 0.
    public func picker(_ picker: RibbonPicker<String>, numberOfRowsInComponent component: Int) -> Int { months.count }

    /// Returns the month's name.
    ///
    /// - Parameters:
    ///   - picker: The ribbon.
    ///   - row: The row.
    ///   - component: 0.
    ///   - cell: Unused: names are strings.
    public func picker(_ picker: RibbonPicker<String>, cellForRow row: Int, forComponent component: Int, reusing cell: String?) -> String {
        names[row]
    }

    /// Forwards the user's choice to ``onSelect``.
    ///
    /// - Parameters:
    ///   - picker: The ribbon.
    ///   - row: The row.
    ///   - component: 0.
    public func picker(_ picker: RibbonPicker<String>, didSelectRow row: Int, inComponent component: Int) {
        if months.indices.contains(row) { onSelect?(months[row]) }
    }

    /// Returns the month's name, for assistive technologies.
    ///
    /// - Parameters:
    ///   - picker: The ribbon.
    ///   - row: The row.
    ///   - component: 0.
    public func picker(_ picker: RibbonPicker<String>, accessibilityValueForRow row: Int, forComponent component: Int) -> String? {
        names.indices.contains(row) ? names[row] : nil
    }
}

import MiniPicker

/// A mini picker of years over a ``YearRange``, era-aware where the calendar needs it.
public final class YearPicker: RibbonPickerDataSource, RibbonPickerDelegate {
    /// The ribbon control.
    public let picker: RibbonPicker<String>
    /// The names used for the rows.
    public let labels: CalendarLabels
    /// The years offered.
    public let range: YearRange

    /// Called when the user settles the ribbon on a different year (not for programmatic changes).
    public var onSelect: ((Year) -> Void)?

    /// Creates a year picker.
    ///
    /// - Parameters:
    ///   - labels: The calendar and locale.
    ///   - range: The years offered; the calendar's ``YearRange/standard(for:)`` by default.
    ///   - year: The year to select; clamped to the range's first year when absent.
    ///   - layout: The ribbon's geometry.
    ///   - configuration: The ribbon's physics.
    public init(labels: CalendarLabels, range: YearRange? = nil, selecting year: Year,
                layout: ComponentLayout = ComponentLayout(width: 100),
                configuration: RibbonScroller.Configuration = RibbonScroller.Configuration()) {
        self.labels = labels
        self.range = range ?? YearRange.standard(for: labels.calendar)
        picker = RibbonPicker(defaultLayout: layout, configuration: configuration)
        picker.dataSource = self
        picker.delegate = self
        picker.selectRow(self.range.row(of: year) ?? 0, inComponent: 0, animated: false)
    }

    /// The selected year.
    public var selectedYear: Year? {
        let row = picker.selectedRow(inComponent: 0)
        return row >= 0 ? range.year(at: row) : nil
    }

    /// The name shown for a year ("2026", or "31 Heisei" where eras matter).
    ///
    /// - Parameter year: A year of the range.
    public func name(of year: Year) -> String {
        labels.name(of: year, withEra: range.isEraAware)
    }

    /// Selects a year without calling ``onSelect``; years outside the range are ignored.
    ///
    /// - Parameters:
    ///   - year: The year.
    ///   - animated: Whether the ribbon animates to it.
    public func select(_ year: Year, animated: Bool) {
        if let row = range.row(of: year) { picker.selectRow(row, inComponent: 0, animated: animated) }
    }

    /// Returns 1: a year picker has one component.
    ///
    /// - Parameter picker: The ribbon.
    public func numberOfComponents(in picker: RibbonPicker<String>) -> Int { 1 }

    /// Returns the number of years in the range.
    ///
    /// - Parameters:
    ///   - picker: The ribbon.
    ///   - component: 0.
    public func picker(_ picker: RibbonPicker<String>, numberOfRowsInComponent component: Int) -> Int { range.count }

    /// Returns the year's name.
    ///
    /// - Parameters:
    ///   - picker: The ribbon.
    ///   - row: The row.
    ///   - component: 0.
    ///   - cell: Unused: names are strings.
    public func picker(_ picker: RibbonPicker<String>, cellForRow row: Int, forComponent component: Int, reusing cell: String?) -> String {
        name(of: range.year(at: row))
    }

    /// Forwards the user's choice to ``onSelect``.
    ///
    /// - Parameters:
    ///   - picker: The ribbon.
    ///   - row: The row.
    ///   - component: 0.
    public func picker(_ picker: RibbonPicker<String>, didSelectRow row: Int, inComponent component: Int) {
        if row >= 0 && row < range.count { onSelect?(range.year(at: row)) }
    }
}

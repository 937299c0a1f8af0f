import MiniPicker

/// A mini picker of years over a ``YearRange``, era-aware where the calendar needs it.
@MainActor
public final class YearPicker {
    /// The ribbon: drive it with pointer events and frames, and draw its visible labels.
    public let ribbon: LabelRibbon
    /// The names used for the rows.
    public let labels: CalendarLabels
    /// The years offered.
    public let range: YearRange

    /// Called when the user settles the ribbon on a different year (not for programmatic changes).
    public var onSelect: ((Year) -> Void)?
    /// The owning day picker's hook, called before ``onSelect``; no public callback replaces it.
    var ownerOnSelect: ((Year) -> Void)?

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
        let range = range ?? YearRange.standard(for: labels.calendar)
        self.labels = labels
        self.range = range
        ribbon = LabelRibbon(count: range.count, selecting: range.row(of: year) ?? 0, layout: layout,
                             configuration: configuration) {
            labels.name(of: range.year(atRow: $0), withEra: range.isEraAware)
        }
        ribbon.ownerOnSelect = { [unowned self] row in
            guard row >= 0 && row < self.range.count else { return }
            self.ownerOnSelect?(self.range.year(atRow: row))
            self.onSelect?(self.range.year(atRow: row))
        }
    }

    /// The selected year.
    public var selectedYear: Year? {
        ribbon.selectedRow.flatMap { range.year(at: $0) }
    }

    /// The name shown for a year ("2026", or "31 Heisei" where eras matter).
    ///
    /// - Parameter year: A year of the range.
    public func name(of year: Year) -> String {
        labels.name(of: year, withEra: range.isEraAware)
    }

    /// The names a row may show, longest first; each keeps the year's number
    /// (``CalendarLabels/names(of:withEra:)``). A host too narrow for the
    /// first shows the next.
    ///
    /// - Parameter row: A row of the range.
    /// - Returns: The names; none for a row outside the range.
    public func names(atRow row: Int) -> [String] {
        guard let year = range.year(at: row) else { return [] }
        return labels.names(of: year, withEra: range.isEraAware)
    }

    /// Selects a year without calling ``onSelect``; years outside the range are ignored.
    ///
    /// - Parameters:
    ///   - year: The year.
    ///   - animated: Whether the ribbon animates to it.
    public func select(_ year: Year, animated: Bool) {
        if let row = range.row(of: year) { ribbon.selectRow(row, animated: animated) }
    }
}

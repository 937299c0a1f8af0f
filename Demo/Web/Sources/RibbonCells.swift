import MiniPicker

/// The data source and delegate of a page ribbon's picker: its rows, its
/// geometry, and cells that are elements of a host (a cell that goes out of
/// use is relabelled for its next row).
#if !hasFeature(Embedded)
@MainActor
#endif
public final class RibbonCells<Host: CellHost>: RibbonPickerDataSource, RibbonPickerDelegate {
    /// The ribbon's number on the page, which the host's elements belong to.
    public let ribbon: Int
    /// The number of rows; the ribbon reloads its picker after a change.
    public var rows: Int
    /// The ribbon's geometry; the ribbon reloads its picker after a change.
    public var layout: ComponentLayout
    private let host: Host

    /// The rows, geometry and cells of a ribbon.
    ///
    /// - Parameters:
    ///   - ribbon: The ribbon's number on the page.
    ///   - rows: The number of rows.
    ///   - layout: The ribbon's geometry.
    ///   - host: Makes, relabels and removes the cells' elements.
    public init(ribbon: Int, rows: Int, layout: ComponentLayout, host: Host) {
        self.ribbon = ribbon
        self.rows = rows
        self.layout = layout
        self.host = host
    }

    /// One component.
    ///
    /// - Parameter picker: The picker asking.
    public func numberOfComponents(in picker: RibbonPicker<WebCell<Host>>) -> Int { 1 }

    /// The ribbon's rows.
    ///
    /// - Parameters:
    ///   - picker: The picker asking.
    ///   - component: 0.
    public func picker(_ picker: RibbonPicker<WebCell<Host>>, numberOfRowsInComponent component: Int) -> Int {
        rows
    }

    /// A cell for a row: the reusable one relabelled, or a new element.
    ///
    /// - Parameters:
    ///   - picker: The picker asking.
    ///   - row: The row.
    ///   - component: 0.
    ///   - cell: A cell that went out of use, or `nil`.
    /// - Returns: The cell showing the row.
    public func picker(_ picker: RibbonPicker<WebCell<Host>>, cellForRow row: Int, forComponent component: Int,
                       reusing cell: WebCell<Host>?) -> WebCell<Host> {
        guard let cell else { return WebCell(host: host, ribbon: ribbon, row: row) }
        cell.relabel(row)
        return cell
    }

    /// The ribbon's geometry, which the host may change (a new width).
    ///
    /// - Parameters:
    ///   - picker: The picker asking.
    ///   - component: 0.
    public func picker(_ picker: RibbonPicker<WebCell<Host>>, layoutForComponent component: Int) -> ComponentLayout? {
        layout
    }
}

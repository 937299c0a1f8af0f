/// A cell of a page ribbon: an element of its host, removed when the cell is dropped.
///
/// The ribbon's cell cache keeps the cells near the centre and a few for
/// reuse; a cell it lets go is deinitialized, and its element leaves the
/// page. So the page holds at most as many elements as the cache holds cells.
#if !hasFeature(Embedded)
@MainActor
#endif
public final class WebCell<Host: CellHost> {
    /// The element's handle.
    public let element: Int

    /// The row the element shows.
    public private(set) var row: Int

    private let host: Host

    /// Makes a cell with a new element.
    ///
    /// - Parameters:
    ///   - host: Makes and removes the element.
    ///   - ribbon: The ribbon's number on the page.
    ///   - row: The row it shows.
    init(host: Host, ribbon: Int, row: Int) {
        self.host = host
        self.row = row
        element = host.makeElement(ribbon: ribbon, row: row)
    }

    /// Makes the cell show another row.
    ///
    /// - Parameter row: The row.
    func relabel(_ row: Int) {
        if row != self.row { host.relabel(element: element, row: row) }
        self.row = row
    }

    #if hasFeature(Embedded)
    deinit {
        host.removeElement(element)
    }
    #else
    isolated deinit {
        host.removeElement(element)
    }
    #endif
}

/// What the page's ribbons need from their host: elements for cells.
///
/// In the browser the host is JavaScript, which makes DOM elements; a native
/// host (the browser check's replay) keeps a count of them.
#if !hasFeature(Embedded)
@MainActor
#endif
public protocol CellHost: AnyObject {
    /// Makes an element for a row of a ribbon and returns its handle.
    ///
    /// - Parameters:
    ///   - ribbon: The ribbon's number on the page.
    ///   - row: The row the element shows.
    /// - Returns: A handle for the element, not in use by another cell.
    func makeElement(ribbon: Int, row: Int) -> Int

    /// Makes an element that went out of use show another row of its ribbon.
    ///
    /// - Parameters:
    ///   - element: The element's handle.
    ///   - row: The row it shows now.
    func relabel(element: Int, row: Int)

    /// Removes an element: its cell was dropped.
    ///
    /// - Parameter element: The element's handle.
    func removeElement(_ element: Int)

    /// Shows an element at a place in its ribbon for the frame being drawn.
    ///
    /// - Parameters:
    ///   - element: The element's handle.
    ///   - offset: Its leading edge from the ribbon's leading edge.
    func show(element: Int, at offset: Double)

    /// Ends the frame of a ribbon: elements not shown since its last end are hidden.
    ///
    /// - Parameter ribbon: The ribbon's number on the page.
    func finishFrame(ribbon: Int)
}

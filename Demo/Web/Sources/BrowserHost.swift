#if arch(wasm32)
// The page's JavaScript, as the wasm module imports it (module "dom").
@_extern(wasm, module: "dom", name: "makeElement") func domMakeElement(_ ribbon: Int32, _ row: Int32) -> Int32
@_extern(wasm, module: "dom", name: "relabel") func domRelabel(_ element: Int32, _ row: Int32)
@_extern(wasm, module: "dom", name: "removeElement") func domRemoveElement(_ element: Int32)
@_extern(wasm, module: "dom", name: "show") func domShow(_ element: Int32, _ offset: Double)
@_extern(wasm, module: "dom", name: "finishFrame") func domFinishFrame(_ ribbon: Int32)

/// The cells' host in the browser: the page's JavaScript, through the module's imports.
public final class BrowserHost: CellHost {
    /// Creates the host.
    public init() {}

    /// Asks the page for an element showing a row.
    ///
    /// - Parameters:
    ///   - ribbon: The ribbon's number.
    ///   - row: The row.
    /// - Returns: The element's handle.
    public func makeElement(ribbon: Int, row: Int) -> Int {
        Int(domMakeElement(Int32(truncatingIfNeeded: ribbon), Int32(truncatingIfNeeded: row)))
    }

    /// Relabels an element.
    ///
    /// - Parameters:
    ///   - element: The element's handle.
    ///   - row: Its new row.
    public func relabel(element: Int, row: Int) {
        domRelabel(Int32(truncatingIfNeeded: element), Int32(truncatingIfNeeded: row))
    }

    /// Removes an element from the page.
    ///
    /// - Parameter element: The element's handle.
    public func removeElement(_ element: Int) {
        domRemoveElement(Int32(truncatingIfNeeded: element))
    }

    /// Places an element.
    ///
    /// - Parameters:
    ///   - element: The element's handle.
    ///   - offset: Its leading edge in the ribbon.
    public func show(element: Int, at offset: Double) {
        domShow(Int32(truncatingIfNeeded: element), offset)
    }

    /// Hides a ribbon's elements not shown in this frame.
    ///
    /// - Parameter ribbon: The ribbon's number.
    public func finishFrame(ribbon: Int) {
        domFinishFrame(Int32(truncatingIfNeeded: ribbon))
    }
}
#endif

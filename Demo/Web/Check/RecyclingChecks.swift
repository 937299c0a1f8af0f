import Foundation

/// Twenty flicks on the year and the hour ribbons: the page reuses its cell
/// elements, so their number stays bounded while many rows go by, and the
/// wasm heap does not grow.
@MainActor
enum RecyclingChecks {
    /// Flicks the year ribbon ten cells forward and ten back and the hour
    /// ribbon twenty round its wrap, then counts elements, labelled cells
    /// and heap bytes.
    static func twentyFlicks(_ session: CheckSession) throws {
        let tools = session.tools, driver = session.driver
        try session.use(.desktop)
        try session.open()
        let heapBefore = try tools.evaluate("miniPicker.heapBytes()") as? Int ?? -1
        var labelled = 0
        for (name, flicks) in [("year", 20), ("hour", 20)] {
            let ribbon = try driver.ribbon(name)
            let labelledBefore = try tools.evaluate("miniPicker.labelled(\"\(name)\")") as? Int ?? 0
            for index in 0..<flicks {
                // The year ribbon goes ten flicks forward and ten back; the hour ribbon wraps.
                let direction: Double = name == "year" && index >= flicks / 2 ? 1 : -1
                try driver.drag(ribbon, by: direction * ribbon.layout.itemWidth, steps: 3, interval: 0.016, hold: 0,
                                with: .mouse)
                Thread.sleep(forTimeInterval: 0.4)
            }
            let final = try driver.selectedAtRest(name)
            labelled += (try tools.evaluate("miniPicker.labelled(\"\(name)\")") as? Int ?? 0) - labelledBefore
            let count = try driver.elementCount(name), bound = try driver.elementBound(name)
            session.report(count <= bound && count > 0, "the \(name) ribbon's elements stay bounded after twenty flicks",
                           "\(count) cell elements, bound \(bound), rests on row \(final)")
        }
        let heapAfter = try tools.evaluate("miniPicker.heapBytes()") as? Int ?? -1
        session.report(labelled > 100 && heapAfter >= 0 && heapAfter <= heapBefore + 4096,
                       "the flicks showed many rows in few elements, and the wasm heap did not grow",
                       "\(labelled) cells labelled in 40 flicks; heap in use \(heapBefore) -> \(heapAfter) bytes")
    }
}

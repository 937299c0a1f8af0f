import Foundation

/// The page in Arabic: it runs right to left, so a drag to the left goes
/// back, in the page and natively.
@MainActor
enum RightToLeftCheck {
    /// Loads the page in Arabic, drags the year ribbon three cells to the
    /// left, and writes a screenshot to `screenshotPath` if one is asked for.
    static func run(_ session: CheckSession, screenshotPath: String?) throws {
        let driver = session.driver
        try session.open(locale: "ar-EG")
        let direction = try session.tools.evaluate("document.documentElement.dir") as? String
        let rtlYear = try driver.ribbon("year")
        let rtl = try session.gesture(rtlYear, number: 1) {
            try driver.drag(rtlYear, by: -3 * rtlYear.layout.itemWidth, steps: 45, interval: 0.016, hold: 0.25,
                            with: .mouse)
        }
        let (_, rtlText, _) = try driver.accessibility("month")
        session.report(direction == "rtl" && rtl.page == rtl.start - 3 && rtl.native == rtl.page,
                       "in Arabic the page runs right to left: a drag to the left goes back three cells",
                       "dir \(direction ?? "?"), month \"\(rtlText)\", year row \(rtl.start) -> \(rtl.page) (native \(rtl.native))")
        if let screenshotPath {
            try session.screenshot(to: screenshotPath)
        }
    }
}

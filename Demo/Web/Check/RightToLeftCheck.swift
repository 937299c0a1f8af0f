import Foundation

/// The page in Arabic (ar-EG): it runs right to left, so a drag to the left
/// goes back, in the page and natively, and the grid's arrows are mirrored.
@MainActor
enum RightToLeftCheck {
    static func run(_ session: CheckSession) throws {
        let driver = session.driver
        try session.use(.desktop)
        try session.open("ar-EG")
        let direction = try session.text("document.documentElement.dir + ' ' + document.documentElement.lang")
        let rtlYear = try driver.ribbon("year")
        let rtl = try session.gesture(rtlYear) {
            try driver.drag(rtlYear, by: -3 * rtlYear.layout.itemWidth, steps: 45, interval: 0.016, hold: 0.25,
                            with: .mouse)
        }
        let (_, rtlText, _) = try driver.accessibility("month")
        session.report(direction.hasPrefix("rtl") && rtl.page == rtl.start - 3 && rtl.native == rtl.page,
                       "in Arabic the page runs right to left: a drag to the left goes back three cells",
                       "dir lang \(direction), month \"\(rtlText)\", year row \(rtl.start) -> \(rtl.page) (native \(rtl.native))")

        try driver.focusGrid()
        let start = try driver.focusedDay()
        try session.tools.key(.left)
        let left = try driver.focusedDay()
        try session.tools.key(.right)
        try session.tools.key(.right)
        let right = try driver.focusedDay()
        let day = ISODay(start)
        let want = [day.map { ($0 + 1).description }, day.map { ($0 - 1).description }]
        session.report([left, right] == want.map { $0 ?? "?" }, "in Arabic the grid's arrows are mirrored: ← is the next day",
                       "from \(start): ← \(left), → → \(right) (expected \(want.map { $0 ?? "?" }.joined(separator: ", ")))")
    }
}

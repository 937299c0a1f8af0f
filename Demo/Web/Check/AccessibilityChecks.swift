import Foundation

/// The ribbons without a drag: the arrow keys step the focused ribbon, a
/// wheel notch steps the ribbon under the pointer, and each ribbon is a
/// focusable spinbutton that speaks its selected cell.
@MainActor
enum AccessibilityChecks {
    /// Taps the year ribbon to focus it and presses right, right, down;
    /// turns the wheel one notch over the hour ribbon; reads each ribbon's
    /// role, aria-valuetext and tab index.
    static func keysWheelAndRoles(_ session: CheckSession, year: PageDriver.Ribbon) throws {
        let tools = session.tools, driver = session.driver
        let keyStart = try driver.selectedAtRest("year")
        try driver.drag(year, by: 0, steps: 1, interval: 0.01, hold: 0, with: .mouse)   // a tap in the middle: focus
        for (key, code) in [("ArrowRight", 39), ("ArrowRight", 39), ("ArrowDown", 40)] {
            try tools.key(key, code: code)
        }
        let keyEnd = try driver.selectedAtRest("year")
        session.report(keyEnd == keyStart + 1, "the arrow keys step the focused ribbon",
                       "right, right, down: year row \(keyStart) -> \(keyEnd)")

        let hour = try driver.ribbon("hour")
        let wheelStart = try driver.selectedAtRest("hour")
        try tools.wheel(x: hour.centreX, y: hour.centreY, deltaY: 100)
        let wheelEnd = try driver.selectedAtRest("hour")
        session.report(wheelEnd == (wheelStart + 1) % hour.layout.rows, "a wheel notch steps the ribbon under the pointer",
                       "hour row \(wheelStart) -> \(wheelEnd)")

        var spoken: [String] = []
        var accessible = true
        for name in ["month", "year", "hour"] {
            let (role, text, cellText) = try driver.accessibility(name)
            accessible = accessible && role == "spinbutton" && !text.isEmpty && text == cellText
            spoken.append("\(name) \"\(text)\"")
        }
        let focusable = try tools.evaluate("[...document.querySelectorAll('[data-ribbon]')].every(e => e.tabIndex === 0)") as? Bool
        session.report(accessible && focusable == true,
                       "each ribbon is a focusable spinbutton whose aria-valuetext is its selected cell",
                       spoken.joined(separator: ", "))
    }
}

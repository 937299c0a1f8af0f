import Foundation

/// The grid's keys after the WAI-ARIA Authoring Practices' date picker, from
/// today (Saturday 2026-11-28, en-US weeks from Sunday): each key must move
/// the roving tab stop and the focus to the exact day; and the popover:
/// Escape closes it and gives the focus back to its button, and a day typed
/// into #date moves its picker there.
@MainActor
enum GridKeyChecks {
    typealias Key = DevTools.Key

    static func run(_ session: CheckSession) throws {
        let driver = session.driver, tools = session.tools
        try session.use(.desktop)
        try session.open()
        try driver.focusGrid()
        let first = try driver.focusedDay()
        let active = try driver.activeDay()
        session.report(first == CheckSession.today && active == first,
                       "the grid's tab stop is today and takes the focus", "tab stop \"\(first)\", focus on \"\(active)\"")

        /// Presses each key and compares the focused day (and the shown month) with the expected one.
        func steps(_ name: String, _ presses: [(Key, Bool, String)]) throws {
            var seen: [String] = [], ok = true
            for (key, shift, want) in presses {
                try tools.key(key, shift: shift)
                let focused = try driver.focusedDay(), active = try driver.activeDay()
                let shown = try driver.shownMonth()
                let month = String(want.dropFirst(5).prefix(2)), shownMonth = String(format: "%02d", shown.month)
                let good = focused == want && active == want && shownMonth == month
                ok = ok && good
                seen.append("\(shift ? "Shift+" : "")\(key == .space ? "Space" : key.rawValue) \(focused)"
                            + (good ? "" : " (want \(want); focus on \"\(active)\", month shown \(shown.month))"))
            }
            session.report(ok, name, seen.joined(separator: ", "))
        }
        try steps("arrows move the focus a day and a week", [
            (.left, false, "2026-11-27"), (.up, false, "2026-11-20"), (.right, false, "2026-11-21"),
            (.down, false, "2026-11-28"), (.down, false, "2026-12-05"), (.up, false, "2026-11-28")])
        try steps("Home and End move to the first and last day of the week", [
            (.left, false, "2026-11-27"), (.left, false, "2026-11-26"), (.left, false, "2026-11-25"),
            (.home, false, "2026-11-22"), (.end, false, "2026-11-28")])
        try steps("PageUp and PageDown move a month", [
            (.pageUp, false, "2026-10-28"), (.pageDown, false, "2026-11-28"), (.pageDown, false, "2026-12-28"),
            (.pageUp, false, "2026-11-28")])
        try steps("Shift+PageUp and Shift+PageDown move a year", [
            (.pageUp, true, "2025-11-28"), (.pageDown, true, "2026-11-28")])

        let before = try session.changes().count
        let stayBefore = try driver.formValues().stay
        try tools.key(.enter)
        let afterEnter = try driver.formValues().stay
        try tools.key(.right)
        try tools.key(.right)
        try tools.key(.space)
        Thread.sleep(forTimeInterval: 0.1)
        let stay = try driver.formValues().stay
        let fired = try session.changes().dropFirst(before).contains { $0 == ["stay", stay] }
        let want = "2026-11-28/2026-11-30"
        session.report(stay == want && afterEnter == stayBefore && fired, "Enter and Space choose the focused day",
                       "Enter on 2026-11-28, → →, Space: #stay \"\(stay)\" (expected \"\(want)\", "
                           + "\"\(afterEnter)\" after the first end), change fired \(fired)")
    }

    /// Escape closes the popover and focuses its button; a day typed into
    /// #date (Enter, or leaving the field) moves the popover's picker there.
    static func popover(_ session: CheckSession) throws {
        let driver = session.driver, tools = session.tools
        try session.use(.desktop)
        try session.open()
        try driver.press("document.getElementById('date-button')", with: .mouse)
        Thread.sleep(forTimeInterval: 0.15)
        let opened = try driver.popoverOpen()
        let inside = try session.js("document.getElementById('date-popover').contains(document.activeElement)") as? Bool ?? false
        try tools.key(.escape)
        Thread.sleep(forTimeInterval: 0.1)
        let closed = !(try driver.popoverOpen())
        let focus = try session.text("document.activeElement.id || document.activeElement.tagName")
        session.report(opened && closed && focus == "date-button", "Escape closes the popover and the focus returns to #date-button",
                       "opened \(opened) (focus inside it \(inside)), closed \(closed), focus on \"\(focus)\"")

        for (typed, leave) in [("2027-02-14", Key.enter), ("2026-12-24", Key.tab)] {
            _ = try session.js("(() => { const e = document.getElementById('date'); e.focus(); e.select(); })()")
            try tools.type(typed)
            try tools.key(leave)
            Thread.sleep(forTimeInterval: 0.1)
            _ = try session.js("document.activeElement.blur()")
            try driver.press("document.getElementById('date-button')", with: .mouse)
            Thread.sleep(forTimeInterval: 0.15)
            let shown = try driver.shownMonth("popover")
            let focused = try driver.focusedDay("popover")
            let date = try driver.formValues().date
            let wantMonth = Int(typed.dropFirst(5).prefix(2)) ?? 0, wantYear = Int(typed.prefix(4)) ?? 0
            session.report(shown.year == wantYear && shown.month == wantMonth && focused == typed && date == typed,
                           "a day typed into #date and \(leave == .enter ? "Enter" : "leaving the field") moves the popover's picker there",
                           "typed \(typed): #date \"\(date)\", the popover shows \(shown.label) (\(shown.year)-\(shown.month)), focused \"\(focused)\"")
            try tools.key(.escape)
            Thread.sleep(forTimeInterval: 0.1)
        }
    }
}

import Foundation

/// Choosing as a visitor does, in a viewport (1280×800, or a 390×844 phone
/// with touch): a day, a range of days, a time and the popover's day, each by
/// mouse, by touch and by keyboard. Each choice must write the exact ISO
/// value of the days tapped (today is 2026-11-28) into the form's input and
/// fire a bubbling `change` on it.
@MainActor
enum ChoosingChecks {
    static func run(_ session: CheckSession, _ viewport: DevTools.Viewport) throws {
        try session.use(viewport)
        let driver = session.driver, tools = session.tools
        let at = "at \(viewport.width)×\(viewport.height)"

        /// Checks `#input` reads `want` and a change event with that value bubbled since `before`.
        func verify(_ what: String, _ input: String, _ want: String, since before: Int) throws {
            Thread.sleep(forTimeInterval: 0.1)
            let values = try driver.formValues()
            let got = input == "stay" ? values.stay : input == "start" ? values.start : values.date
            let new = try session.changes().dropFirst(before)
            let fired = new.contains { $0 == [input, want] }
            session.report(got == want && fired, "\(at), \(what) writes #\(input) and fires change",
                           "#\(input) \"\(got)\" (expected \"\(want)\"); change events since: "
                               + (new.isEmpty ? "none" : new.map { "\($0[0])=\($0[1])" }.joined(separator: " ")))
        }

        // One day (mode=single).
        try session.open("en-US", "mode=single")
        for (pointer, day) in [(PageDriver.Pointer.mouse, "2026-11-20"), (.touch, "2026-11-12")] {
            let before = try session.changes().count
            try driver.choose(day, with: pointer)
            try verify("a day by \(pointer)", "stay", day, since: before)
        }
        var before = try session.changes().count
        try driver.focusGrid()
        var focused = try driver.focusedDay()
        for key in [DevTools.Key.right, .right, .right, .enter] { try tools.key(key) }
        try verify("a day by keyboard (→ → → Enter from \(focused))", "stay",
                   ISODay(focused).map { ($0 + 3).description } ?? "?", since: before)

        // A range (the default mode): the value is written when its second end is chosen.
        try session.open()
        for (pointer, first, last) in [(PageDriver.Pointer.mouse, "2026-11-20", "2026-11-25"),
                                       (.touch, "2026-11-03", "2026-11-09")] {
            before = try session.changes().count
            try driver.choose(first, with: pointer)
            let early = try session.changes().count - before
            try driver.choose(last, with: pointer)
            try verify("a range by \(pointer)\(early > 0 ? " (\(early) change event(s) after its first end)" : "")",
                       "stay", "\(first)/\(last)", since: before)
        }
        before = try session.changes().count
        try driver.focusGrid()
        focused = try driver.focusedDay()
        for key in [DevTools.Key.enter, .down, .space] { try tools.key(key) }
        try verify("a range by keyboard (Enter ↓ Space from \(focused))", "stay",
                   ISODay(focused).map { "\($0)/\($0 + 7)" } ?? "?", since: before)

        // A time, on the 24-hour wheels: a tap two rows on glides there; keys step.
        try session.open("en-US", "clock=24")
        for (pointer, wheel) in [(PageDriver.Pointer.mouse, "hour"), (.touch, "minute")] {
            before = try session.changes().count
            let start = try driver.selectedAtRest(wheel)
            let rows = try driver.ribbon(wheel).layout.rows
            guard let tapped = try driver.tapCell(of: wheel, offset: 2, with: pointer) else {
                session.report(false, "\(at), a time by \(pointer) on the \(wheel) wheel", "no visible cell two rows on")
                continue
            }
            let end = try driver.selectedAtRest(wheel)
            let (_, text, _) = try driver.accessibility(wheel)
            let want = try driver.wheelsTime()
            try verify("a time by \(pointer) (a tap on \"\(tapped)\", \(wheel) row \(start) -> \(end), "
                       + "aria-valuetext \"\(text)\")", "start", end == (start + 2) % rows && text == tapped ? want : "(the tapped cell)",
                       since: before)
        }
        before = try session.changes().count
        let hourStart = try driver.selectedAtRest("hour")
        _ = try session.js("webCheck.focus('[data-picker=\"inline\"] [data-ribbon=\"hour\"]')")
        for _ in 0..<3 { try tools.key(.up) }
        let hourEnd = try driver.selectedAtRest("hour")
        let rows = try driver.ribbon("hour").layout.rows
        try verify("a time by keyboard (↑ ↑ ↑ on the hour wheel, row \(hourStart) -> \(hourEnd))", "start",
                   hourEnd == (hourStart + 3) % rows ? try driver.wheelsTime() : "(three rows on)", since: before)

        // The popover's day, written into #date; the popover closes.
        for (pointer, day) in [(PageDriver.Pointer.mouse, "2026-11-12"), (.touch, "2026-11-05")] {
            before = try session.changes().count
            try driver.press("document.getElementById('date-button')", with: pointer)
            Thread.sleep(forTimeInterval: 0.15)
            let opened = try driver.popoverOpen()
            try driver.choose(day, in: "popover", with: pointer)
            try verify("the popover's day by \(pointer) (opened \(opened), closed after: \(!(try driver.popoverOpen())))",
                       "date", opened && !(try driver.popoverOpen()) ? day : "(open, then closed on the choice)",
                       since: before)
        }
        before = try session.changes().count
        _ = try session.js("webCheck.focus('#date-button')")
        try tools.key(.enter)
        Thread.sleep(forTimeInterval: 0.15)
        let opened = try driver.popoverOpen()
        focused = try driver.focusedDay("popover")
        let active = try driver.activeDay()
        for key in [DevTools.Key.right, .enter] { try tools.key(key) }
        let closed = !(try driver.popoverOpen())
        try verify("the popover's day by keyboard (Enter on the button: opened \(opened), focus on \"\(active)\"; → Enter; closed \(closed))",
                   "date", opened && closed && active == focused ? ISODay(focused).map { ($0 + 1).description } ?? "?"
                       : "(opened with the focus on its day, then closed)", since: before)
    }
}

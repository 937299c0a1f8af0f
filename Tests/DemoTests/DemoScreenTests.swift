import CalendarPicker
import Testing
import TestSupport
import TerminalUI
@testable import DemoKit

@MainActor
@Suite("Interactive demo screens")
struct DemoScreenTests {
    func makeApp(ascii: Bool = true) -> (DemoApp, CalendarScreen) {
        makeTestDemo(ascii: ascii)
    }

    func frame(_ app: DemoApp) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: 72, height: 24)
        app.draw(into: &buffer)
        return buffer
    }

    @Test("the Calendar and Ribbons screens match their snapshots, in ASCII and Unicode", arguments: [true, false])
    func screens(ascii: Bool) {
        let (app, _) = makeApp(ascii: ascii)
        let calendar = frame(app).lines(trimmingTrailingSpaces: true).joined(separator: "\n")
        #expect(app.handle(.key(.tab), at: 0) == .keepRunning)
        let ribbons = frame(app).lines(trimmingTrailingSpaces: true).joined(separator: "\n")
        #expect(app.handle(.key(.tab), at: 0) == .keepRunning)
        #expect(app.handle(.key(.down), at: 0) == .keepRunning)
        #expect(app.handle(.key(.down), at: 0) == .keepRunning)
        #expect(app.handle(.key(.enter), at: 0) == .keepRunning)
        let form = frame(app).lines(trimmingTrailingSpaces: true).joined(separator: "\n")
        let suffix = ascii ? "ascii" : "unicode"
        for (text, name) in [(calendar, "screen-calendar-\(suffix)"), (ribbons, "screen-ribbons-\(suffix)"),
                             (form, "screen-form-\(suffix)")] {
            Snapshot.expectMatch(text + "\n", named: name, testFile: #filePath)
        }
    }

    @Test("the Time screen: an hours form whose time and duration rows open wheels inline, matching their snapshots")
    func timeScreen() throws {
        let (app, _) = makeApp()
        for key: InputEvent.Key in [.character("4"), .down, .enter, .down, .right] {
            #expect(app.handle(.key(key), at: 0) == .keepRunning)
        }
        app.advanceToRest(from: 5_000)   // the frames after the keys
        let start = frame(app).lines(trimmingTrailingSpaces: true).joined(separator: "\n")
        // Enter keeps the value and closes the wheels; the next row's open on the hours worked.
        for key: InputEvent.Key in [.enter, .down, .enter, .up] {
            #expect(app.handle(.key(key), at: 6_000) == .keepRunning)
        }
        app.advanceToRest(from: 10_000)
        let worked = frame(app).lines(trimmingTrailingSpaces: true).joined(separator: "\n")
        let screen = try #require(app.screens.last as? FormScreen)
        #expect(screen.form.value(for: HoursForm.started) == .time(TimeOfDay(hour: 10, minute: 0)!))
        #expect(screen.form.value(for: HoursForm.worked) == .duration(TimeSpan(hours: 6, minutes: 45)!))
        // Esc closes the wheels with the value they show; Ctrl-X discards the draft.
        #expect(app.handle(.key(.escape), at: 11_000) == .keepRunning)
        #expect(screen.picker == nil && app.current == 3)
        #expect(app.handle(.key(.character("x"), .control), at: 11_000) == .keepRunning)
        #expect(screen.form.value(for: HoursForm.worked) == .duration(TimeSpan(hours: 7, minutes: 45)!))
        for (text, name) in [(start, "screen-time-start"), (worked, "screen-time-worked")] {
            Snapshot.expectMatch(text + "\n", named: name, testFile: #filePath)
        }
    }

    @Test("a one-column drag of the month ribbon writes a small fraction of a full repaint")
    func dragWritesLittle() {
        let (app, _) = makeApp()
        var renderer = ScreenRenderer()
        let full = renderer.render(frame(app)).count
        // Press on the month ribbon (box at columns 14–29, rows 2–4) and move one column.
        #expect(app.handle(.mouse(.init(.press(.left), column: 20, row: 3)), at: 0) == .keepRunning)
        _ = renderer.render(frame(app))   // the press highlights the ribbon's box
        #expect(app.handle(.mouse(.init(.drag(.left), column: 19, row: 3)), at: 16) == .keepRunning)
        let step = renderer.render(frame(app)).count
        #expect(step > 0)
        #expect(step * 10 <= full, "one-column drag wrote \(step) bytes, a full repaint \(full)")
    }

    @Test("keys and clicks reach the calendar; q, Esc and Ctrl-C quit")
    func keys() {
        let (app, screen) = makeApp()
        #expect(app.handle(.key(.right), at: 0) == .keepRunning)
        #expect(screen.picker.selectedDay == gregorianDay(2026, 11, 26))
        #expect(app.handle(.key(.pageDown, .shift), at: 0) == .keepRunning)
        #expect(screen.picker.selectedDay == gregorianDay(2027, 11, 26))
        #expect(app.handle(.key(.character("t")), at: 0) == .keepRunning)
        #expect(screen.picker.selectedDay == gregorianDay(2026, 11, 21))
        _ = frame(app)
        // The grid starts at column 2, row 6: the first cell of November 2026 (six rows from Sunday) is the 1st.
        #expect(app.handle(.mouse(.init(.press(.left), column: 3, row: 6)), at: 0) == .keepRunning)
        #expect(screen.picker.selectedDay == gregorianDay(2026, 11, 1))
        #expect(app.handle(.key(.character("q")), at: 0) == .quit)
        #expect(app.handle(.key(.escape), at: 0) == .quit)
        #expect(app.handle(.key(.character("c"), .control), at: 0) == .quit)
    }
}

import CalendarPicker
import InlineForm
import Testing
import TerminalUI
@testable import DemoKit

/// The Time screen's time and duration rows take typed times, as date rows take typed dates.
@MainActor
@Suite("Interactive demo: digits type a time on the Time screen's time and duration rows")
struct TypedTimeTests {
    func makeApp() -> DemoApp {
        makeTestDemo().app
    }

    func hours(_ app: DemoApp) -> FormScreen { app.screens[3] as! FormScreen }

    func lines(_ app: DemoApp) -> [String] {
        var buffer = ScreenBuffer(width: 80, height: 24)
        app.draw(into: &buffer)
        return buffer.lines(trimmingTrailingSpaces: true)
    }

    /// The form's row of a field (Day 0, Started 1, Worked 2, Note 3), as drawn.
    func row(_ app: DemoApp, _ index: Int) -> String { lines(app)[3 + index] }

    func send(_ app: DemoApp, _ events: [InputEvent]) {
        for (index, event) in events.enumerated() { _ = app.handle(event, at: Double(index + 1) * 50) }
    }

    func keys(_ text: String) -> [InputEvent] { text.unicodeScalars.map { .key(.character($0)) } }

    @Test("on Started digits type a time, on Worked a duration, checked on Enter or on leaving the row; no digit switches screens")
    func typedTimes() {
        let app = makeApp()
        send(app, keys("4") + [.key(.down)] + keys("14:30"))
        #expect(app.current == 3)
        #expect(row(app, 1) == " > Started          14:30_")
        #expect(app.plainText == "Time: Started: 14:30, typing a time")
        #expect(lines(app).last?.hasPrefix("type HH:MM  Enter check  Esc drop") == true)
        send(app, [.key(.enter)])
        #expect(hours(app).form.value(for: HoursForm.started) == .time(TimeOfDay(hour: 14, minute: 30)!))
        #expect(row(app, 1) == " > Started          14:30")
        send(app, [.key(.down)] + keys("8:15") + [.key(.up)])
        #expect(hours(app).form.value(for: HoursForm.worked) == .duration(TimeSpan(hours: 8, minutes: 15)!))
        #expect(hours(app).cursor == HoursForm.started)
        // A time typed as H:MM reads as the library reads it; a paste keeps its time characters.
        send(app, keys("9:05") + [.key(.enter)])
        #expect(hours(app).form.value(for: HoursForm.started) == .time(TimeOfDay(hour: 9, minute: 5)!))
        _ = app.handle(.paste("at 7:45 h"), at: 10_000)
        #expect(row(app, 1) == " > Started          7:45_")
        #expect(app.current == 3)
    }

    @Test("a typed time that is none shows its error at the row and a line under the form, and keeps the cursor there",
          arguments: [
              (1, "25:00", "no such time", "Started: 25:00 is no such time"),
              (1, "1430", "type a time as HH:MM", "Started: type a time as HH:MM"),
              (1, "14:3", "type a time as HH:MM", "Started: type a time as HH:MM"),
              (2, "7:60", "no such duration", "Worked: 7:60 is no such duration"),
              (2, "120:00", "more than 99 hours", "Worked: 120:00 is more than 99 hours"),
              (2, "8", "type a duration as H:MM", "Worked: type a duration as H:MM"),
          ])
    func badTimes(index: Int, typed: String, error: String, message: String) {
        let app = makeApp()
        let title = index == 1 ? "Started" : "Worked "
        let before = hours(app).form.draft
        send(app, keys("4") + Array(repeating: .key(.down), count: index) + keys(typed) + [.key(.enter), .key(.down)])
        #expect(hours(app).form.fields.firstIndex { $0.id == hours(app).cursor } == index)
        #expect(row(app, index) == " > \(title)          \(typed)_  ! \(error)")
        #expect(lines(app).contains(" \(message)"))
        #expect(hours(app).form.draft == before)
        // Esc drops what was typed; the row shows its value again.
        send(app, [.key(.escape)])
        #expect(row(app, index) == " > \(title)          \(index == 1 ? "09:00" : "7:45")")
    }

    @Test("Backspace on a required time row says it is required and keeps the time")
    func requiredTime() {
        let app = makeApp()
        send(app, keys("4") + [.key(.down), .key(.backspace)])
        #expect(hours(app).form.value(for: HoursForm.started) == .time(TimeOfDay(hour: 9, minute: 0)!))
        #expect(row(app, 1) == " > Started          09:00  ! is required")
    }
}

@MainActor
@Suite("The Time screen's typed times in a pseudo-terminal", .serialized,
       .enabled(if: PseudoTerminal.isSupported, PseudoTerminal.unsupportedReason))
struct TypedTimeTerminalTests {
    @Test("4, Down, 14:30 and Enter: Started holds 14:30 on the Time screen; 7:75 on Worked says why and stays")
    func typedTime() throws {
        let terminal = try PseudoTerminal()
        try terminal.start(["--ascii", "--no-color"])
        #expect(terminal.read(until: { $0.selectedLine != nil }), "\(terminal.text)")
        terminal.send("4")
        #expect(terminal.read(until: { $0.text.contains("> Day") }), "\(terminal.text)")
        terminal.send("\u{1B}[B14:30\r")
        #expect(terminal.read(until: { $0.text.contains("> Started          14:30\n") }), "\(terminal.text)")
        #expect(terminal.text.contains("unsaved changes") && terminal.text.contains("Worked"))
        terminal.send("\u{1B}[B7:75\r")
        #expect(terminal.read(until: { $0.text.contains("> Worked           7:75_  ! no such duration") }), "\(terminal.text)")
        #expect(terminal.text.contains(" Worked: 7:75 is no such duration"))
        terminal.send("\u{03}")
        try #require(terminal.waitForExit())
        #expect(terminal.process.shellStatus == 130)
    }
}

import CalendarPicker
import Foundation
import InlineForm
import Testing
import TerminalPickers
import TerminalUI
@testable import TerminalForms

/// A form view driven as a host other than the demo drives it: events in,
/// the rows and the drawing out.
@MainActor
@Suite("FormView: a form's terminal view without the demo")
struct FormViewTests {
    /// A name, a required date and a start time.
    func makeView() throws -> FormView {
        let fields = [
            Field("name", title: "Name", kind: .text, rules: [.required]),
            Field("day", title: "Day", kind: .date, rules: [.required]),
            Field("start", title: "Start", kind: .time),
        ]
        let values: FormValues = ["name": .text("Ann"), "day": .date(Day(prolepticGregorianYear: 2026, month: 3, day: 1)!)]
        let form = try EditableForm(sections: [FormSection("Test", fields: fields)], values: values, policy: .single)
        return FormView(form: form, locale: Locale(identifier: "en_US_POSIX"), today: nil,
                        calendar: CalendarSystem(.gregorian), style: .ascii, top: 0)
    }

    /// Sends events at time 0.
    func send(_ view: FormView, _ events: [InputEvent]) {
        for event in events { _ = view.handle(event, at: 0) }
    }

    /// The events of typing text.
    func type(_ text: String) -> [InputEvent] {
        text.unicodeScalars.map { .key(.character($0)) }
    }

    @Test("typing edits a text row's draft; Ctrl-X discards it")
    func textRow() throws {
        let view = try makeView()
        send(view, type("e"))
        #expect(view.edit.editor?.text == "Anne" && view.state.form.value(for: "name") == .text("Anne"))
        send(view, [.key(.character("x"), .control)])
        #expect(view.edit.editor == nil && view.state.form.value(for: "name") == .text("Ann"))
        #expect(view.state.feedback.message == "changes discarded")
    }

    @Test("a typed date that is none shows its error and keeps the cursor; Ctrl-S saves a good one")
    func typedDate() throws {
        let view = try makeView()
        send(view, [.key(.down)] + type("2026-02-30") + [.key(.enter), .key(.down)])
        #expect(view.state.cursor == "day" && view.state.feedback.fieldErrors["day"] == "no such day")
        #expect(view.plainText == "Day: 2026-02-30, typing a date; error: no such day; Day: 2026-02-30 is no such day")
        send(view, [.key(.escape)] + type("2026-02-28") + [.key(.character("s"), .control)])
        #expect(view.state.form.committedText(for: "day") == "2026-02-28")
        #expect(view.state.feedback.fieldErrors.isEmpty && view.state.feedback.kind == .success)
    }

    @Test("a time row's wheels open inline, and the draft follows them")
    func wheels() throws {
        let view = try makeView()
        send(view, [.key(.down), .key(.down), .key(.enter)])
        guard case .wheels(let wheels)? = view.picker else {
            Issue.record("Enter on a time row opens wheels")
            return
        }
        #expect(view.layout.pickerRow == 4 && wheels.layout(column: 0, row: 0).height > 1)
        send(view, [.key(.down)])
        #expect(view.state.form.value(for: "start") == view.picker?.wheelValue)
        #expect(view.state.form.value(for: "start") != .empty)
        send(view, [.key(.enter)])
        #expect(view.picker == nil && view.layout.pickerRow == nil)
    }

    @Test("the view draws in the host's styles")
    func drawing() throws {
        let view = try makeView()
        let style = FormStyle(plain: .plain, title: Style(bold: true), selected: Style(reversed: true),
                              cursor: Style(underlined: true), focusedBox: .plain, error: .plain, success: .plain,
                              calendar: { _ in .plain })
        var buffer = ScreenBuffer(width: 60, height: 8)
        view.draw(into: &buffer, style: style)
        let lines = buffer.lines(trimmingTrailingSpaces: true)
        #expect(Array(lines.prefix(4)) == [" Test", " > Name             Ann", "   Day              2026-03-01",
                                            "   Start            -"])
        #expect(buffer[column: 3, row: 1].style == Style(reversed: true))
    }
}

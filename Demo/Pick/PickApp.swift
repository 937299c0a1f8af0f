import CalendarPicker
import TerminalPickers
import TerminalUI

/// `demo pick`'s program: the calendar inline, a prompt above it and a key
/// line below, until a day is chosen or the pick is cancelled.
@MainActor
final class PickApp: PlainTextApplication {
    /// How the pick ended.
    enum Ending: Equatable {
        /// Days were chosen: one, a range's two ends, or several.
        case chosen([Day])
        /// Esc or q.
        case cancelled
        /// Ctrl-C.
        case interrupted
    }

    let view: CalendarView
    let prompt: String?
    let theme: DemoTheme
    private let words: DayDescription
    /// How it ended; `nil` while running.
    private(set) var ending: Ending?
    /// Whether the help overlay is shown.
    private(set) var showsHelp = false
    /// A short note shown in place of the key line until the next key.
    private(set) var message: String?

    var picker: DayPicker { view.picker }

    init(picker: DayPicker, symbols: [String], prompt: String?, theme: DemoTheme, weekNumbers: Bool) {
        view = CalendarView(picker: picker, symbols: symbols)
        view.showsWeekNumbers = weekNumbers
        self.prompt = prompt.map { TerminalText.visible($0) }
        self.theme = theme
        words = DayDescription(calendar: picker.calendar, locale: picker.locale)
    }

    /// The lines the pick takes: the prompt, the calendar and the key line.
    var rows: Int { (prompt == nil ? 0 : 1) + CalendarView.maximumHeight + 1 }

    var minimumSize: (columns: Int, rows: Int) {
        let years = picker.yearPicker
        return (max(CalendarArt.width, CalendarArt.ribbonsWidth(for: years.range, labels: years.labels))
                + CalendarView.weekColumnWidth, rows)
    }

    /// The key line's hints: choosing, cancelling and help always; the rest as the width allows.
    static let hints = [
        KeyHint("arrows day/week", priority: 1),
        KeyHint("PgUp/PgDn month", priority: 2),
        KeyHint("t today", priority: 3),
        KeyHint("w weeks", priority: 5),
        KeyHint("Enter choose", priority: KeyHint.essential),
        KeyHint("Esc cancel", priority: KeyHint.essential),
        KeyHint("? help", priority: KeyHint.essential),
    ]

    /// The key line's hints with several days: Enter adds or takes out, `d` finishes.
    static let multipleHints = hints.map { $0.text == "Enter choose" ? KeyHint("Enter add/remove", priority: $0.priority) : $0 }
        .flatMap { $0.text == "Esc cancel" ? [KeyHint("d done", priority: KeyHint.essential), $0] : [$0] }

    /// The hints of this pick's mode.
    var hints: [KeyHint] { isMultiple ? PickApp.multipleHints : PickApp.hints }

    /// Every key and mouse action, for the help.
    static let helpEntries: [HelpOverlay.Entry] = CalendarView.helpEntries + [
        ("d, Ctrl-D", "with --multiple: done, print the chosen days"),
        ("Esc, q", "cancel (exit 1)"),
        ("Ctrl-C", "interrupt (130)"),
        ("Ctrl-Z", "suspend"),
        ("Ctrl-L", "redraw"),
        ("?, F1", "this help"),
    ]

    var isAnimating: Bool { view.isAnimating }

    func advance(to time: Double) {
        view.advance(to: time)
    }

    func handle(_ event: InputEvent, at time: Double) -> RunDecision {
        if event == .key(.character("c"), .control) {
            ending = .interrupted
            return .quit
        }
        if isMultiple, event == .key(.character("d"), []) || event == .key(.character("d"), .control) {
            ending = .chosen(picker.chosenDaysInOrder)
            return .quit
        }
        if showsHelp {
            if case .mouse(let mouse) = event, mouse.action != .press(.left) { return .keepRunning }
            showsHelp = false
            return .keepRunning
        }
        message = nil
        let outcome: DayPicker.Outcome?
        switch event {
        case .key(.escape, []) where picker.anchor != nil:
            // Esc drops a pending range first; a second Esc cancels.
            outcome = picker.handle(.cancel)
        case .key(.escape, []), .key(.character("q"), []):
            ending = .cancelled
            return .quit
        case .key(.character("?"), _), .key(.function(1), _):
            showsHelp = true
            return .keepRunning
        case .key(.character("w"), []):
            view.showsWeekNumbers.toggle()
            return .keepRunning
        case .key(let key, let modifiers):
            outcome = view.handle(key, modifiers: modifiers, at: time)
        case .mouse(let mouse):
            outcome = view.handle(mouse, at: time)
        case .paste(let text):
            outcome = select(pasted: text)
        }
        switch outcome {
        case .chosen(let day):
            ending = .chosen([day])
            return .quit
        case .chosenRange(let range):
            ending = .chosen([range.start, range.end])
            return .quit
        case .anchored:
            message = "now the other end"
        case .toggled(_, let isChosen):
            let count = picker.selectedDays.count
            message = "\(isChosen ? "added" : "taken out"); \(count) chosen, d when done"
        case .blocked:
            message = "no allowed day that way"
        default:
            // A selection, nothing, or a range outcome (range mode, which pick does not use yet).
            break
        }
        return .keepRunning
    }

    /// Whether the pick chooses several days.
    private var isMultiple: Bool {
        if case .multiple = picker.configuration.selectionMode { return true }
        return false
    }

    /// A pasted `YYYY-MM-DD` selects that day when it is allowed.
    private func select(pasted text: String) -> DayPicker.Outcome? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let day = try? CalendarSystem(.gregorian).day(parsing: trimmed) else {
            message = "paste a date as YYYY-MM-DD"
            return nil
        }
        return picker.select(day, notify: true)
    }

    /// The row the calendar starts on, below the prompt.
    private var calendarTop: Int { prompt == nil ? 0 : 1 }

    func draw(into buffer: inout ScreenBuffer) {
        if let prompt { buffer.put(prompt, atColumn: 0, row: 0, style: theme.title) }
        view.draw(into: &buffer, column: 0, row: calendarTop, theme: theme)
        let last = buffer.height - 1
        if showsHelp {
            HelpOverlay.draw(PickApp.helpEntries, into: &buffer, rows: 0..<last, theme: theme)
            buffer.put(TextWidth.prefix(of: "any key closes the help", columns: buffer.width), atColumn: 0, row: last,
                       style: theme.help)
        } else if let message {
            buffer.put(TextWidth.prefix(of: message, columns: buffer.width), atColumn: 0, row: last, style: theme.error)
        } else {
            buffer.put(HintLine.fitting(hints, columns: buffer.width), atColumn: 0, row: last, style: theme.help)
        }
    }

    /// The selected day in words, or the help; with the note of a blocked move.
    var plainText: String {
        if showsHelp { return HelpOverlay.plainText(PickApp.helpEntries) }
        return words.text(of: picker) + (message.map { "; \($0)" } ?? "")
    }
}

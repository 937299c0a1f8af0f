import CalendarPicker
import TerminalForms
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

    /// What pick's keys do.
    enum Action: Equatable {
        case picker(DayPicker.Key), toggleWeekNumbers, finish, cancel, interrupt, showHelp
    }

    /// Pick's keys: the day picker's, with Enter essential, and its own.
    ///
    /// - Parameter multiple: Whether the pick chooses several days (Enter adds, `d` finishes).
    static func keys(multiple: Bool) -> KeyBindingTable<Action> {
        let enter = KeyHint(multiple ? "Enter add/remove" : "Enter choose", priority: KeyHint.essential)
        let finish: [KeyBinding<Action>] = multiple ? [
            KeyBinding("d, Ctrl-D", "done: print the chosen days", hint: KeyHint("d done", priority: KeyHint.essential),
                       [.init(.key(.character("d")), .finish), .init(.key(.character("d"), .control), .finish)]),
        ] : []
        return DayPickerView.keys.map(Action.picker).changingEntry(binding: .key(.enter)) { $0.hint = enter } + KeyBindingTable(finish + [
            .gesture("digits and -", "type a day as \(DateEntry.format); Enter picks it"),
            DayPickerView.weekNumbersKey(.toggleWeekNumbers),
        ] + PromptChrome.endingKeys(cancel: .cancel, interrupt: .interrupt, showHelp: .showHelp))
    }

    let view: DayPickerView
    /// The prompt, the key line and the help.
    private(set) var chrome: PromptChrome
    var prompt: String? { chrome.prompt }
    /// The styles.
    let theme: DemoTheme
    let keys: KeyBindingTable<Action>
    private let words: DayDescription
    /// How it ended; `nil` while running.
    private(set) var ending: Ending?
    /// Whether the help overlay is shown.
    var showsHelp: Bool { chrome.showsHelp }
    /// A short note shown in place of the key line until the next key.
    private(set) var message: String?
    /// A day being typed, shown in place of the key line.
    private(set) var typed: LineEditor?

    var picker: DayPicker { view.picker }

    init(picker: DayPicker, prompt: String?, theme: DemoTheme, weekNumbers: Bool) {
        view = DayPickerView(picker: picker, style: theme.box)
        view.showsWeekNumbers = weekNumbers
        self.theme = theme
        chrome = PromptChrome(prompt: prompt, titleStyle: theme.title, hintStyle: theme.help,
                              contentRows: CalendarLayout.maximumHeight + 1)
        words = DayDescription(calendar: picker.calendar, locale: picker.locale)
        keys = PickApp.keys(multiple: picker.isMultipleMode)
    }

    /// The lines the pick asks for: the prompt, the calendar and the key line.
    var rows: Int { chrome.rows }

    /// The calendar's width (with room for week numbers), and its rows with
    /// the key line and the prompt's last line (``PromptChrome/minimumRows``).
    var minimumSize: (columns: Int, rows: Int) {
        (view.layout(column: 0, row: 0).width + (view.showsWeekNumbers ? 0 : CalendarLayout.weekColumnWidth), chrome.minimumRows)
    }

    /// The calendar's layout, below the prompt's lines that the band shows.
    var layout: CalendarLayout { view.layout(column: 0, row: chrome.promptRows) }
    /// The canvas drawn last: mouse events are hit-tested against what the user saw.
    private var drawn: CalendarCanvas?

    func sizeDidChange(to size: (columns: Int, rows: Int)) {
        chrome.sizeDidChange(to: size)
    }

    /// While the help shows, the rows that list all of it (``PromptChrome/preferredBandRows(help:)``).
    var preferredBandRows: Int? { chrome.preferredBandRows(help: keys.help) }

    /// While the terminal is too small: Esc and q cancel (nothing is lost),
    /// Ctrl-C interrupts, and every other key does nothing.
    func handleWhileTooSmall(_ event: InputEvent, at time: Double) -> RunDecision {
        switch keys.action(for: event) {
        case .interrupt?: ending = .interrupted
        case .cancel?, .picker(.cancel)?: ending = .cancelled
        default: return .keepRunning
        }
        return .quit
    }

    var tooSmallExitWordings: [String] { PromptChrome.tooSmallExitWordings }

    var isAnimating: Bool { view.isAnimating }

    func advance(to time: Double) {
        view.advance(to: time)
    }

    func handle(_ event: InputEvent, at time: Double) -> RunDecision {
        let action = keys.action(for: event)
        if action == .interrupt {
            ending = .interrupted
            return .quit
        }
        if chrome.overlayTakes(event) { return .keepRunning }
        message = nil
        if typed != nil || startsTypedDay(event) { return handleTyping(event, at: time) }
        switch event {
        case .mouse(let mouse):
            return note(view.handle(mouse, on: drawn ?? view.canvas(in: layout), at: time))
        case .paste(let text):
            return note(select(typed: text, choosing: false))
        case .key:
            switch action {
            case .picker(.cancel)? where picker.anchor == nil, .cancel?:
                ending = .cancelled
                return .quit
            case .picker(let key)?:
                return note(picker.handle(key))
            case .toggleWeekNumbers?: view.showsWeekNumbers.toggle()
            case .finish?:
                ending = .chosen(picker.chosenDaysInOrder)
                return .quit
            case .showHelp?: chrome.showHelp()
            case .interrupt?, nil: break
            }
            return .keepRunning
        }
    }

    /// Whether an event starts typing a day: a digit or `-`.
    private func startsTypedDay(_ event: InputEvent) -> Bool {
        guard case .key(.character(let scalar), []) = event else { return false }
        return DateEntry.isDateCharacter(scalar)
    }

    /// A key while a day is typed: date characters, Backspace, Enter (picks
    /// it), Esc (drops it); anything else drops it and does what it does.
    private func handleTyping(_ event: InputEvent, at time: Double) -> RunDecision {
        var editor = typed ?? LineEditor(text: "")
        switch event {
        case .key(.character(let scalar), []) where DateEntry.isDateCharacter(scalar):
            editor.insert(String(scalar))
        case .key(.backspace, _):
            editor.deleteBackward()
        case .key(.enter, _):
            typed = nil
            return note(select(typed: editor.text, choosing: true))
        case .key(.escape, _):
            typed = nil
            return .keepRunning
        default:
            typed = nil
            return handle(event, at: time)
        }
        typed = editor.text.isEmpty ? nil : editor
        return .keepRunning
    }

    /// Selects a typed or pasted `YYYY-MM-DD` (Gregorian, as the options
    /// are) when it is allowed, and chooses it after Enter.
    private func select(typed text: String, choosing: Bool) -> DayPicker.Outcome? {
        let day: Day
        switch DateEntry(text, in: CalendarSystem(.gregorian)) {
        case .day(let typedDay): day = typedDay
        case .empty: return nil
        case let entry:
            message = entry.problem
            return nil
        }
        if let problem = picker.configuration.problem(with: day) {
            message = String(describing: problem)
            return nil
        }
        let outcome = picker.select(day, notify: true)
        return choosing ? picker.handle(.choose) : outcome
    }

    /// Ends the pick or notes what a picker outcome means.
    ///
    /// - Returns: ``RunDecision/quit`` when the pick ends.
    private func note(_ outcome: DayPicker.Outcome?) -> RunDecision {
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
            break
        }
        return .keepRunning
    }

    func draw(into buffer: inout ScreenBuffer) {
        let canvas = view.canvas(in: layout)
        canvas.draw(into: &buffer, style: theme.style(for:))
        drawn = canvas
        var note: (text: String, style: Style)?
        if let typed {
            note = ("day: \(typed.text)_  Enter picks it, Esc drops it", theme.title)
        } else if let message {
            note = (message, theme.error)
        }
        chrome.draw(into: &buffer, hints: keys.hints, help: keys.help, note: note)
    }

    /// The selected day in words, or the help, or the day being typed; with the note of a blocked move.
    var plainText: String {
        if showsHelp { return HelpOverlay.plainText(keys.help) }
        if let typed { return "typing a day: \(typed.text)" }
        return words.text(of: picker) + (message.map { "; \($0)" } ?? "")
    }
}

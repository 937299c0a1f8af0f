import CalendarPicker
import TerminalForms
import TerminalPickers
import TerminalUI

/// What `demo pick`'s keys do, and its key table: one source for what a
/// key does, the key line and the help.
enum PickAction: Equatable {
    case picker(DayPicker.Key), toggleWeekNumbers, finish, cancel, interrupt, showHelp

    /// Pick's keys: the day picker's, with Enter essential, and its own.
    ///
    /// - Parameter multiple: Whether the pick chooses several days (Enter adds, `d` finishes).
    @MainActor
    static func table(multiple: Bool) -> KeyBindingTable<PickAction> {
        let enter = KeyHint(multiple ? "Enter add/remove" : "Enter choose", priority: KeyHint.essential)
        let finish: [KeyBinding<PickAction>] = multiple ? [
            KeyBinding("d, Ctrl-D", "done: print the chosen days", hint: KeyHint("d done", priority: KeyHint.essential),
                       [.init(.key(.character("d")), .finish), .init(.key(.character("d"), .control), .finish)]),
        ] : []
        return DayPickerView.keys.map(PickAction.picker).changingEntry(binding: .key(.enter)) { $0.hint = enter } + KeyBindingTable(finish + [
            .gesture("digits and -", "type a day as \(DateEntry.format); Enter picks it"),
            DayPickerView.weekNumbersKey(.toggleWeekNumbers),
        ] + PromptChrome.endingKeys(cancel: .cancel, interrupt: .interrupt, showHelp: .showHelp))
    }
}

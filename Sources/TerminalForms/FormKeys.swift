import CalendarPicker
import InlineForm
import TerminalPickers
import TerminalUI

/// What a form view's keys do.
package enum FormAction: Equatable {
    // On a row.
    case previousRow, nextRow, activate, save, discard
    // Editing text, or typing a date, a time or a duration.
    case moveLeft, moveRight, moveToStart, moveToEnd, deleteBackward, deleteForward, finishEntry, stopEntry
    // In an open picker.
    case picker(DayPicker.Key), closePicker, previousOption, nextOption, chooseOption, wheel(WheelKey)
}

/// A form view's keys: one table per state (on a row, editing text, typing
/// a date, a time or a duration, each open picker). What a key does, the
/// key line's hints, the help and the plain mode's announcement all read
/// the table of the current state (``table(picker:editing:state:)``).
@MainActor
enum FormKeys {
    typealias Action = FormAction

    /// The table of a state: the open picker's, else the edit's or the typed entry's, else the row's.
    ///
    /// - Parameters:
    ///   - picker: The picker open below the cursor's row.
    ///   - editing: Whether the cursor's row is being edited or typed.
    ///   - state: The rows.
    static func table(picker: FormPicker?, editing: Bool, state: FormState) -> KeyBindingTable<Action> {
        switch picker {
        case .calendar?: return calendarKeys
        case .choice?: return choiceKeys
        case .wheels?: return wheelKeys
        case nil: break
        }
        guard editing else { return rowKeys(for: state.kind) }
        return state.entry.map(entryKeys(_:)) ?? textKeys
    }

    /// Whether a key types into the form now: every printable key on a
    /// text row (typing starts editing); on a date row only digits and
    /// `-`, on a time or a duration row digits and `:`, so q and ? stay the host's there.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - modifiers: Its modifiers; Shift alone still types.
    ///   - picker: The picker open below the cursor's row: while one is open, nothing types.
    ///   - state: The rows.
    static func takesText(_ key: InputEvent.Key, modifiers: InputEvent.Modifiers, picker: FormPicker?,
                          state: FormState) -> Bool {
        guard modifiers.subtracting(.shift).isEmpty, case .character(let scalar) = key, scalar.value >= 0x20,
              scalar.value != 0x7F, picker == nil else { return false }
        return state.kind == .text || state.entry?.takes(scalar) == true
    }

    /// Save and Cancel, in every state.
    static let saveKeys: [KeyBinding<Action>] = [
        KeyBinding("Ctrl-S", "save", hint: KeyHint("Ctrl-S save", priority: 1), .key(.character("s"), .control), .save),
        KeyBinding("Ctrl-X", "discard the changes", hint: KeyHint("Ctrl-X discard", priority: 4),
                   .key(.character("x"), .control), .discard),
    ]

    /// The keys on a row: moving, opening, and what the row takes typed:
    /// every printable key on a text row, a date's or a time's characters
    /// on a date, time or duration row (``FormEntry``), nothing on others.
    ///
    /// - Parameter kind: The row's kind of field.
    static func rowKeys(for kind: FieldKind.Category) -> KeyBindingTable<Action> {
        let delete: [KeyBinding<Action>.Trigger] = [.init(.key(.backspace), .deleteBackward), .init(.key(.delete), .deleteForward)]
        var typing: [KeyBinding<Action>] = []
        if kind == .text {
            typing = [
                .gesture("typing", "edits the text (q, ? and digits too)", hint: KeyHint("type to edit", priority: 3)),
                KeyBinding("Left/Right, Home/End", "edit the text there", [
                    .init(.key(.left), .moveLeft), .init(.key(.right), .moveRight),
                    .init(.key(.home), .moveToStart), .init(.key(.end), .moveToEnd),
                ]),
                KeyBinding("Backspace, Delete", "edit the text", delete),
            ]
        } else if let entry = FormEntry(kind) {
            typing = [
                .gesture(entry.characters, "type a \(entry.name) as \(entry.format)", hint: KeyHint("type to edit", priority: 3)),
                KeyBinding("Backspace, Delete", "clear the \(entry.name) if it may be empty", delete),
            ]
        }
        return KeyBindingTable<Action>([
            KeyBinding("Up/Down", "another field", hint: KeyHint("up/down rows", priority: 1),
                       [.init(.key(.up), .previousRow), .init(.key(.down), .nextRow)]),
            KeyBinding("Enter", "open a picker, edit text", hint: KeyHint("Enter open/edit", priority: 2), .key(.enter), .activate),
        ] + typing + [
            .gesture("click a row", "open or edit it"),
        ] + saveKeys)
    }

    /// The keys while text is edited: they type, and move in the text.
    static let textKeys = KeyBindingTable<Action>([
        .gesture("typing", "types into the field (q, ? and digits too)", hint: KeyHint("typing edits", priority: 1)),
        KeyBinding("Left/Right, Home/End", "move in the text", hint: KeyHint("arrows move", priority: 3), [
            .init(.key(.left), .moveLeft), .init(.key(.right), .moveRight),
            .init(.key(.home), .moveToStart), .init(.key(.end), .moveToEnd),
        ]),
        KeyBinding("Backspace, Delete", "delete a character",
                   [.init(.key(.backspace), .deleteBackward), .init(.key(.delete), .deleteForward)]),
        KeyBinding("Enter, Esc", "done editing", hint: KeyHint("Enter/Esc done", priority: KeyHint.essential),
                   [.init(.key(.enter), .finishEntry), .init(.key(.escape), .stopEntry)]),
        KeyBinding("Up/Down", "done, another field", [.init(.key(.up), .previousRow), .init(.key(.down), .nextRow)]),
    ] + saveKeys)

    /// The keys while a date, a time or a duration is typed.
    ///
    /// - Parameter entry: What is typed.
    static func entryKeys(_ entry: FormEntry) -> KeyBindingTable<Action> {
        KeyBindingTable<Action>([
            .gesture(entry.characters, "type a \(entry.name) as \(entry.format)", hint: KeyHint("type \(entry.format)", priority: 1)),
            KeyBinding("Enter", "check the typed \(entry.name)", hint: KeyHint("Enter check", priority: KeyHint.essential),
                       .key(.enter), .finishEntry),
            KeyBinding("Backspace, Delete", "delete a character",
                       [.init(.key(.backspace), .deleteBackward), .init(.key(.delete), .deleteForward)]),
            KeyBinding("Esc", "drop the typed \(entry.name)", hint: KeyHint("Esc drop", priority: 2), .key(.escape), .stopEntry),
            KeyBinding("Up/Down", "check it, another field", [.init(.key(.up), .previousRow), .init(.key(.down), .nextRow)]),
        ] + saveKeys)
    }

    /// The keys of an open calendar: the calendar's, then Esc, which closes
    /// it once no pending range is left to drop.
    static let calendarKeys = DayPickerView.keys.map(Action.picker) + KeyBindingTable<Action>([
        KeyBinding("Esc", "close the picker", hint: KeyHint("Esc close", priority: 2), .key(.escape), .closePicker),
    ] + saveKeys)

    /// The keys of an open choice ribbon.
    static let choiceKeys = KeyBindingTable<Action>([
        KeyBinding("Left/Right", "another option", hint: KeyHint("left/right option", priority: 1),
                   [.init(.key(.left), .previousOption), .init(.key(.right), .nextOption)]),
        KeyBinding("Enter", "choose", hint: KeyHint("Enter choose", priority: 1), .key(.enter), .chooseOption),
        KeyBinding("Esc", "close the picker", hint: KeyHint("Esc close", priority: 2), .key(.escape), .closePicker),
        .gesture("drag the ribbon", "scroll, flick"),
    ] + saveKeys)

    /// The keys of open wheels: the wheels', Enter keeps the value and
    /// closes them, and Esc closes them too (the value follows the wheels).
    static let wheelKeys = WheelPickerView.keys.map(Action.wheel)
        .replacingHint(ofEntry: "Enter", with: KeyHint("Enter done", priority: 2)) + KeyBindingTable<Action>([
        KeyBinding("Esc", "close the picker", hint: KeyHint("Esc close", priority: 2), .key(.escape), .closePicker),
    ] + saveKeys)
}

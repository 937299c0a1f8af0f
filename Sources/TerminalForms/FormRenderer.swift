import InlineForm
import TerminalPickers
import TerminalUI

/// Draws a form view from its layout: section titles, rows with the
/// cursor's marker and value (or the text being edited, with its cursor),
/// errors beside their fields, the open picker, the buttons and the message.
///
/// Drawing an open calendar keeps its canvas in the picker row
/// (``FormPickerRow/drawnCalendar``): clicks are hit-tested against what was drawn.
@MainActor
struct FormRenderer {
    /// The view drawn.
    let view: FormView
    /// The host's styles.
    let style: FormStyle

    /// Draws the whole form.
    ///
    /// - Parameter buffer: The screen.
    func draw(into buffer: inout ScreenBuffer) {
        let layout = view.layout
        let form = view.state.form
        for line in layout.lines {
            switch line.content {
            case .section(let section):
                buffer.put(form.sections[section].title, atColumn: FormLayout.titleColumn - 2, row: line.row, style: style.title)
            case .field(let id):
                drawField(id, row: line.row, into: &buffer)
            case .picker:
                drawPicker(row: line.row, into: &buffer)
            }
        }
        let changes = form.hasChanges ? "unsaved changes" : "no changes"
        buffer.put("[Ctrl-S Save] [Ctrl-X Cancel]  \(changes)", atColumn: FormLayout.markerColumn, row: layout.buttonsRow,
                   style: style.plain)
        let feedback = view.state.feedback
        if !feedback.message.isEmpty {
            let messageStyle = switch feedback.kind {
            case .error: style.error
            case .success: style.success
            case .info: style.title
            }
            buffer.put(feedback.message, atColumn: FormLayout.markerColumn, row: layout.messageRow, style: messageStyle)
        }
    }

    /// Draws a field's row: the marker, the title, the value or the text being edited, and its error.
    private func drawField(_ id: FieldID, row: Int, into buffer: inout ScreenBuffer) {
        let focused = id == view.state.cursor
        let rowStyle = focused ? style.selected : style.plain
        let title = TextWidth.prefix(of: view.state.form.field(id)?.title ?? "", columns: FormLayout.titleWidth)
        let padding = String(repeating: " ", count: FormLayout.titleWidth - TextWidth.columns(of: title))
        buffer.put(focused ? ">" : " ", atColumn: FormLayout.markerColumn, row: row, style: style.plain)
        buffer.put(title + padding + " ", atColumn: FormLayout.titleColumn, row: row, style: rowStyle)
        let column = FormLayout.valueColumn, width = FormLayout.valueWidth
        var end: Int
        if focused, let editor = view.edit.editor {
            let (text, cursorColumn) = editor.visible(width: width)
            end = buffer.put(text, atColumn: column, row: row, style: rowStyle)
            // The cursor: the cell under it drawn the other way round, or `_` past the end.
            if editor.cursor == editor.characters.count {
                end = max(end, buffer.put("_", atColumn: column + cursorColumn, row: row, style: style.cursor))
            } else {
                buffer.put(String(editor.characters[editor.cursor]), atColumn: column + cursorColumn, row: row, style: style.cursor)
            }
        } else {
            let text = view.state.form.text(for: id)
            let shown = text.isEmpty ? "-" : TextWidth.columns(of: text) > width
                ? TextWidth.prefix(of: text, columns: width - 1) + "…" : text
            end = buffer.put(shown, atColumn: column, row: row, style: rowStyle)
        }
        if let error = view.state.feedback.fieldErrors[id] {
            buffer.put("! " + error, atColumn: end + FormLayout.errorGap, row: row, style: style.error)
        }
    }

    /// Draws the open picker at its row.
    private func drawPicker(row: Int, into buffer: inout ScreenBuffer) {
        switch view.picker {
        case .calendar(let calendar)?:
            let canvas = calendar.canvas(in: calendar.layout(column: FormLayout.pickerColumn, row: row))
            canvas.draw(into: &buffer, style: style.calendar)
            view.pickers.drawnCalendar = canvas
        case .choice(let box)?:
            let lines = box.lines()
            for (offset, line) in lines.enumerated() {
                buffer.put(line, atColumn: FormLayout.pickerColumn, row: row + offset, style: style.focusedBox)
            }
            buffer.put(String(lines[1].dropFirst().dropLast()), atColumn: FormLayout.pickerColumn + 1, row: row + 1,
                       style: style.plain)
        case .wheels(let wheels)?:
            wheels.draw(into: &buffer, in: wheels.layout(column: FormLayout.pickerColumn, row: row), style: style)
        case nil:
            break
        }
    }
}

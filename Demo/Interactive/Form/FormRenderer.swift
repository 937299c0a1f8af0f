import InlineForm
import TerminalPickers
import TerminalUI

/// Draws the form screen from its layout: section titles, rows with the
/// cursor's marker and value (or the text being edited, with its cursor),
/// errors beside their fields, the open picker, the buttons and the message.
@MainActor
struct FormRenderer {
    let screen: FormScreen
    let theme: DemoTheme

    func draw(into buffer: inout ScreenBuffer) {
        let layout = screen.layout
        let form = screen.form
        for line in layout.lines {
            switch line.content {
            case .section(let section):
                buffer.put(form.sections[section].title, atColumn: FormLayout.titleColumn - 2, row: line.row, style: theme.title)
            case .field(let id):
                drawField(id, row: line.row, into: &buffer)
            case .picker:
                drawPicker(row: line.row, into: &buffer)
            }
        }
        let changes = form.hasChanges ? "unsaved changes" : "no changes"
        buffer.put("[Ctrl-S Save] [Ctrl-X Cancel]  \(changes)", atColumn: FormLayout.markerColumn, row: layout.buttonsRow,
                   style: theme.plain)
        if !screen.message.isEmpty {
            let style = switch screen.messageKind {
            case .error: theme.error
            case .success: theme.success
            case .info: theme.title
            }
            buffer.put(screen.message, atColumn: FormLayout.markerColumn, row: layout.messageRow, style: style)
        }
    }

    private func drawField(_ id: FieldID, row: Int, into buffer: inout ScreenBuffer) {
        let focused = id == screen.cursor
        let rowStyle = focused ? theme.selected : theme.plain
        let title = TextWidth.prefix(of: screen.form.field(id)?.title ?? "", columns: FormLayout.titleWidth)
        let padding = String(repeating: " ", count: FormLayout.titleWidth - TextWidth.columns(of: title))
        buffer.put(focused ? ">" : " ", atColumn: FormLayout.markerColumn, row: row, style: theme.plain)
        buffer.put(title + padding + " ", atColumn: FormLayout.titleColumn, row: row, style: rowStyle)
        let column = FormLayout.valueColumn, width = FormLayout.valueWidth
        var end: Int
        if focused, let editor = screen.editor {
            let (text, cursorColumn) = editor.visible(width: width)
            end = buffer.put(text, atColumn: column, row: row, style: rowStyle)
            // The cursor: the cell under it drawn the other way round, or `_` past the end.
            if editor.cursor == editor.characters.count {
                end = max(end, buffer.put("_", atColumn: column + cursorColumn, row: row, style: theme.cursor))
            } else {
                buffer.put(String(editor.characters[editor.cursor]), atColumn: column + cursorColumn, row: row, style: theme.cursor)
            }
        } else {
            let text = screen.form.text(for: id)
            let shown = text.isEmpty ? "-" : TextWidth.columns(of: text) > width
                ? TextWidth.prefix(of: text, columns: width - 1) + "…" : text
            end = buffer.put(shown, atColumn: column, row: row, style: rowStyle)
        }
        if let error = screen.fieldErrors[id] {
            buffer.put("! " + error, atColumn: end + FormLayout.errorGap, row: row, style: theme.error)
        }
    }

    private func drawPicker(row: Int, into buffer: inout ScreenBuffer) {
        switch screen.picker {
        case .calendar(let view)?:
            let canvas = view.canvas(in: view.layout(column: FormLayout.pickerColumn, row: row))
            canvas.draw(into: &buffer, style: theme.style(for:))
            screen.drawnCalendar = canvas
        case .choice(let box)?:
            let lines = box.lines()
            for (offset, line) in lines.enumerated() {
                buffer.put(line, atColumn: FormLayout.pickerColumn, row: row + offset, style: theme.focusedBox)
            }
            buffer.put(String(lines[1].dropFirst().dropLast()), atColumn: FormLayout.pickerColumn + 1, row: row + 1,
                       style: theme.plain)
        case .wheels(let board)?:
            board.draw(into: &buffer, in: board.layout(column: FormLayout.pickerColumn, row: row), style: theme.style(for:))
        case nil:
            break
        }
    }
}

extension FormScreen {
    func draw(into buffer: inout ScreenBuffer, theme: DemoTheme) {
        FormRenderer(screen: self, theme: theme).draw(into: &buffer)
    }
}

import InlineForm

/// Where the form's rows lie on the screen: a value computed from the
/// form's rows and the open picker's height. Drawing (``FormRenderer``) and
/// hit-testing (``target(atRow:)``) both read it.
///
/// ```
///  Employee                          section title (titleColumn - 2)
/// > Name             Jane Doe        marker, field title, value
///       ╭────────╮  ╭──────────╮     an open picker, at pickerColumn
///  ...
///  [Ctrl-S Save] [Ctrl-X Cancel]     buttons, then the message
/// ```
package struct FormLayout: Equatable {
    /// The column of the `>` marking the cursor's row.
    package static let markerColumn = 1
    /// The column of a field's title, and of a section's title minus two.
    package static let titleColumn = 3
    /// The columns a field's title takes, padding included.
    package static let titleWidth = 16
    /// The column of a field's value.
    package static let valueColumn = titleColumn + titleWidth + 1
    /// The widest value a row shows; longer text scrolls, or ends in "…".
    package static let valueWidth = 27
    /// The column of an open picker's left edge.
    package static let pickerColumn = 5
    /// The columns after a value where its error starts.
    package static let errorGap = 2

    /// One line or block of the form.
    package struct Line: Equatable {
        /// The first screen row.
        package var row: Int
        /// The rows it takes.
        package var height: Int
        /// What it shows.
        package var content: Content
    }

    /// What a line shows.
    package enum Content: Equatable {
        /// A section's title.
        case section(Int)
        /// A field's row.
        case field(FieldID)
        /// The picker open below a field.
        case picker(FieldID)
    }

    /// The lines from the top.
    package var lines: [Line]
    /// The row of the Save and Cancel buttons.
    package var buttonsRow: Int
    /// The row of the message under them.
    package var messageRow: Int { buttonsRow + 1 }

    /// Lays out a form.
    ///
    /// - Parameters:
    ///   - rows: The form's rows by section (`EditableForm.rows`).
    ///   - top: The first row.
    ///   - pickerHeight: The rows the open picker takes.
    package init(rows: [[FormRow]], top: Int, pickerHeight: Int) {
        var row = top
        lines = []
        for (section, sectionRows) in rows.enumerated() {
            lines.append(Line(row: row, height: 1, content: .section(section)))
            row += 1
            for formRow in sectionRows {
                switch formRow {
                case .field(let id):
                    lines.append(Line(row: row, height: 1, content: .field(id)))
                    row += 1
                case .picker(let id):
                    lines.append(Line(row: row, height: pickerHeight, content: .picker(id)))
                    row += pickerHeight
                }
            }
            row += 1
        }
        buttonsRow = row
    }

    /// What lies on a screen row, if anything.
    ///
    /// - Parameter row: A screen row.
    package func target(atRow row: Int) -> Content? {
        lines.first { row >= $0.row && row < $0.row + $0.height }?.content
    }

    /// The first row of the open picker, if one is open.
    package var pickerRow: Int? {
        lines.first { if case .picker = $0.content { true } else { false } }?.row
    }
}

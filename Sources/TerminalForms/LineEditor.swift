import TerminalUI

/// One line of text being edited: the text, a cursor between characters,
/// and a horizontal scroll that keeps the cursor visible in a field of some
/// width. A value type with no I/O.
///
/// The text holds at most ``maximumLength`` characters (a form field, not a
/// document): what would go past it is left out, so a flood of input costs
/// bounded work per key.
package struct LineEditor: Equatable {
    /// The most characters the text holds.
    package static let maximumLength = 1024

    /// The characters of the text.
    package private(set) var characters: [Character]
    /// The cursor: the index of the character it is before, `0...count`.
    package private(set) var cursor: Int
    /// The index of the first character shown.
    package private(set) var scroll = 0

    /// An editor with the cursor at the end of a text.
    ///
    /// - Parameter text: The text; control characters are left out.
    package init(text: String) {
        characters = Array(text.filter { !$0.unicodeScalars.contains(where: TerminalText.isControl) }
            .prefix(LineEditor.maximumLength))
        cursor = characters.count
    }

    /// The text.
    package var text: String { String(characters) }

    /// Inserts text at the cursor and moves the cursor past it; control
    /// characters (line breaks, escapes) are left out.
    package mutating func insert(_ text: String) {
        let room = LineEditor.maximumLength - characters.count
        let clean = text.filter { !$0.unicodeScalars.contains(where: TerminalText.isControl) }.prefix(max(room, 0))
        characters.insert(contentsOf: clean, at: cursor)
        cursor += clean.count
    }

    /// Deletes the character before the cursor (Backspace).
    ///
    /// - Returns: Whether a character was deleted.
    @discardableResult
    package mutating func deleteBackward() -> Bool {
        guard cursor > 0 else { return false }
        characters.remove(at: cursor - 1)
        cursor -= 1
        scroll = min(scroll, cursor)
        return true
    }

    /// Deletes the character after the cursor (Delete).
    ///
    /// - Returns: Whether a character was deleted.
    @discardableResult
    package mutating func deleteForward() -> Bool {
        guard cursor < characters.count else { return false }
        characters.remove(at: cursor)
        return true
    }

    /// Moves the cursor one character left (Left), if it can.
    package mutating func moveLeft() { cursor = max(cursor - 1, 0) }
    /// Moves the cursor one character right (Right), if it can.
    package mutating func moveRight() { cursor = min(cursor + 1, characters.count) }
    /// Moves the cursor before the first character (Home).
    package mutating func moveToStart() { cursor = 0 }
    /// Moves the cursor past the last character (End).
    package mutating func moveToEnd() { cursor = characters.count }

    /// Scrolls so that the cursor, and the cell it takes at the end of the
    /// text, fit in a field of a width, showing as much text as fits.
    ///
    /// - Parameter width: The field's columns, at least 1.
    /// - Complexity: O(k + width), k the characters the scroll moves over.
    package mutating func scrollToShowCursor(width: Int) {
        let width = max(width, 1)
        if cursor < scroll { scroll = cursor }
        // The cursor's own cell: the character under it, or one blank column at the end.
        let cursorColumns = cursor < characters.count ? TextWidth.columns(of: characters[cursor]) : 1
        var before = columns(scroll..<cursor)
        while scroll < cursor && before + cursorColumns > width {
            before -= TextWidth.columns(of: characters[scroll])
            scroll += 1
        }
        // Room to the right: scroll back to show more of the text before.
        var shown = min(columns(scroll..<characters.count, upTo: width + 1) + (cursor == characters.count ? 1 : 0), width + 1)
        while scroll > 0 && shown + TextWidth.columns(of: characters[scroll - 1]) <= width {
            scroll -= 1
            shown += TextWidth.columns(of: characters[scroll])
        }
    }

    /// What a field of a width shows: the text from the scroll on, cut to
    /// whole characters that fit, and the cursor's column in it.
    ///
    /// - Parameter width: The field's columns.
    /// - Returns: The visible text and the cursor's column from the field's left edge.
    /// - Complexity: O(n) in the text's length.
    package func visible(width: Int) -> (text: String, cursorColumn: Int) {
        var text = ""
        var used = 0
        for character in characters[scroll...] {
            let columns = TextWidth.columns(of: character)
            if used + columns > width { break }
            text.append(character)
            used += columns
        }
        return (text, columns(scroll..<cursor))
    }

    /// The columns of a range of the characters.
    private func columns(_ range: Range<Int>) -> Int {
        characters[range].reduce(0) { $0 + TextWidth.columns(of: $1) }
    }

    /// The columns of a range, counted only until they pass a limit.
    private func columns(_ range: Range<Int>, upTo limit: Int) -> Int {
        var total = 0
        for character in characters[range] {
            total += TextWidth.columns(of: character)
            if total > limit { break }
        }
        return total
    }
}

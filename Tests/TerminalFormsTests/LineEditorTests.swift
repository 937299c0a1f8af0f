import Testing
@testable import TerminalForms

@Suite("LineEditor: a text line with a cursor that stays visible")
struct LineEditorTests {
    @Test("editing at the cursor", arguments: [
        ("", [LineOp.insert("abc")], "abc", 3),
        ("abc", [.left, .left, .insert("X")], "aXbc", 2),
        ("abc", [.home, .insert(">")], ">abc", 1),
        ("abc", [.home, .right, .backspace], "bc", 0),
        ("abc", [.home, .delete], "bc", 0),
        ("abc", [.delete], "abc", 3),
        ("abc", [.home, .backspace], "abc", 0),
        ("abc", [.home, .end, .backspace], "ab", 2),
        ("abc", [.left, .left, .left, .left, .right], "abc", 1),
        ("a\u{1B}b\nc", [.insert("\u{7}d\r")], "abcd", 4),
        ("一月", [.left, .insert("x")], "一x月", 2),
    ])
    func edits(start: String, operations: [LineOp], text: String, cursor: Int) {
        var editor = LineEditor(text: start)
        for operation in operations { operation.apply(to: &editor) }
        #expect(editor.text == text)
        #expect(editor.cursor == cursor)
    }

    @Test("a long text scrolls so the cursor stays in the field, and back when there is room")
    func scrolling() {
        var editor = LineEditor(text: String(repeating: "0123456789", count: 10))
        editor.scrollToShowCursor(width: 10)
        // The cursor at the end takes a column of its own: nine characters and the cursor.
        #expect(editor.visible(width: 10) == ("123456789", 9))
        editor.moveToStart()
        editor.scrollToShowCursor(width: 10)
        #expect(editor.visible(width: 10) == ("0123456789", 0))
        for _ in 0..<15 { editor.moveRight() }
        editor.scrollToShowCursor(width: 10)
        #expect(editor.visible(width: 10) == ("6789012345", 9))
        editor.moveToEnd()
        for _ in 0..<95 { editor.deleteBackward() }
        editor.scrollToShowCursor(width: 10)
        #expect(editor.visible(width: 10) == ("01234", 5))
    }

    @Test("wide characters scroll by their columns")
    func wide() {
        var editor = LineEditor(text: "一二三四五")
        editor.scrollToShowCursor(width: 6)
        #expect(editor.visible(width: 6) == ("四五", 4))
        editor.moveLeft()
        editor.moveLeft()
        editor.moveLeft()
        editor.scrollToShowCursor(width: 6)
        #expect(editor.visible(width: 6) == ("三四五", 0))
    }

    @Test("at most maximumLength characters, however they come")
    func bounded() {
        var editor = LineEditor(text: String(repeating: "x", count: 5000))
        #expect(editor.text.count == LineEditor.maximumLength)
        editor.insert("more")
        #expect(editor.text.count == LineEditor.maximumLength)
        editor.deleteBackward()
        editor.insert("yz")
        #expect(editor.text.count == LineEditor.maximumLength && editor.text.hasSuffix("xy"))
    }
}

/// An edit, for the tables.
enum LineOp: Sendable, CustomTestStringConvertible {
    case insert(String), left, right, home, end, backspace, delete

    func apply(to editor: inout LineEditor) {
        switch self {
        case .insert(let text): editor.insert(text)
        case .left: editor.moveLeft()
        case .right: editor.moveRight()
        case .home: editor.moveToStart()
        case .end: editor.moveToEnd()
        case .backspace: editor.deleteBackward()
        case .delete: editor.deleteForward()
        }
    }

    var testDescription: String { "\(self)" }
}

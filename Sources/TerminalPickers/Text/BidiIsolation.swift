import Foundation
import TerminalUI

/// Keeps the columns of lines that hold right-to-left text where they are,
/// in terminals that reorder such text by the Unicode bidirectional algorithm.
///
/// A line of Arabic or Hebrew month and weekday names over columns of days
/// would otherwise be turned around as a whole. A line that holds
/// right-to-left letters or bidirectional controls (``needsIsolation(_:)``)
/// starts with a left-to-right mark (U+200E), and every word of it that
/// holds them is wrapped in a first-strong isolate (U+2068 … U+2069), so it
/// reads the right way round in its place without moving its neighbours,
/// and an override in it (U+202E) ends where the word does. Text without
/// either, such as plain ASCII, needs none of this and is left as it is: a
/// terminal that shows the marks as characters shows nothing extra there.
/// The marks take no columns. Terminals that do not reorder show the same.
public enum BidiIsolation {
    /// The left-to-right mark.
    public static let leftToRightMark: Character = "\u{200E}"
    /// The first-strong isolate, opening an isolated run.
    public static let firstStrongIsolate: Character = "\u{2068}"
    /// The pop-directional isolate, closing it.
    public static let popDirectionalIsolate: Character = "\u{2069}"

    /// Whether text needs isolating: it holds a right-to-left letter
    /// (``isRightToLeft(_:)``) or a bidirectional control (the marks,
    /// embeddings, overrides and isolates that TerminalUI's
    /// `ScreenCell.isDirectionMark(_:)` names),
    /// either of which a terminal that reorders would let move its neighbours.
    ///
    /// - Parameter text: Any text.
    /// - Complexity: O(n) in the text's length.
    public static func needsIsolation(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains { isRightToLeft($0) || isDirectionControl($0) }
    }

    /// Whether a scalar is a bidirectional control: U+061C, U+200E, U+200F,
    /// U+202A–U+202E or U+2066–U+2069, the marks TerminalUI's
    /// `ScreenCell.isDirectionMark(_:)` keeps in a cell (one list, TerminalUI's).
    ///
    /// - Parameter scalar: A Unicode scalar.
    public static func isDirectionControl(_ scalar: Unicode.Scalar) -> Bool {
        ScreenCell.isDirectionMark(Character(scalar))
    }

    /// Text as one isolated run (U+2068 … U+2069) when it needs it
    /// (``needsIsolation(_:)``), otherwise unchanged: for a piece that must
    /// not reorder what follows it, such as a line a script passed in.
    ///
    /// - Parameter text: Text on one line.
    /// - Returns: The text, unchanged in what it shows.
    /// - Complexity: O(n) in the text's length.
    public static func isolated(_ text: String) -> String {
        guard needsIsolation(text) else { return text }
        return String(firstStrongIsolate) + text + String(popDirectionalIsolate)
    }

    /// A line with its right-to-left words isolated, after a left-to-right
    /// mark; a line that needs no isolation (``needsIsolation(_:)``) unchanged.
    ///
    /// - Parameter line: A line of text.
    /// - Returns: The line, unchanged in what it shows.
    /// - Complexity: O(n) in the line's length.
    public static func isolating(_ line: String) -> String {
        guard needsIsolation(line) else { return line }
        return String(leftToRightMark) + isolatingWords(line)
    }

    /// A piece of a screen row with its right-to-left words isolated: after
    /// a left-to-right mark when it starts the row and needs isolation
    /// (``isolating(_:)``), without one otherwise (``isolatingWords(_:)``).
    /// A row whose first piece needs no mark but a later one does gets its
    /// mark from whoever knows the whole row (``CalendarCanvas`` does).
    ///
    /// - Parameters:
    ///   - text: A piece of a row.
    ///   - startsRow: Whether the piece is drawn at the start of its row.
    /// - Returns: The piece, unchanged in what it shows.
    /// - Complexity: O(n) in the text's length.
    public static func isolating(_ text: String, startsRow: Bool) -> String {
        startsRow ? isolating(text) : isolatingWords(text)
    }

    /// Text with its words that need it isolated (those with a
    /// right-to-left letter or a bidirectional control), without a mark
    /// before it: for a piece of a line whose start has its mark already (a
    /// label drawn into a screen row after others).
    ///
    /// - Parameter text: Text on one line.
    /// - Returns: The text, unchanged in what it shows.
    /// - Complexity: O(n) in the text's length.
    public static func isolatingWords(_ text: String) -> String {
        guard needsIsolation(text) else { return text }
        var result = ""
        var word = ""
        func flush() {
            if needsIsolation(word) {
                result.append(firstStrongIsolate)
                result += word
                result.append(popDirectionalIsolate)
            } else {
                result += word
            }
            word = ""
        }
        for character in text {
            if character == " " {
                flush()
                result.append(character)
            } else {
                word.append(character)
            }
        }
        flush()
        return result
    }

    /// Whether a scalar is a letter of a right-to-left script (Hebrew,
    /// Arabic, Syriac, Thaana, N'Ko and their presentation forms). Arabic-Indic
    /// digits are not: they keep their order among other numbers.
    ///
    /// - Parameter scalar: A Unicode scalar.
    public static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0660...0x0669, 0x06F0...0x06F9: false
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }
}

extension BidiIsolation {
    /// Whether a locale writes right to left (Arabic, Persian, Hebrew…):
    /// lines of its names are then worth isolating.
    ///
    /// - Parameter locale: A locale.
    public static func writesRightToLeft(_ locale: Locale) -> Bool {
        Locale.Language(identifier: locale.identifier).characterDirection == .rightToLeft
    }
}

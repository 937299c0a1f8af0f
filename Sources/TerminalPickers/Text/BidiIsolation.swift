import Foundation

/// Keeps the columns of lines that hold right-to-left text where they are,
/// in terminals that reorder such text by the Unicode bidirectional algorithm.
///
/// A line of Arabic or Hebrew month and weekday names over columns of days
/// would otherwise be turned around as a whole. Each line starts with a
/// left-to-right mark (U+200E), and every word of right-to-left letters is
/// wrapped in a first-strong isolate (U+2068 … U+2069), so it reads the
/// right way round in its place without moving its neighbours. The marks
/// take no columns. Terminals that do not reorder show the same.
public enum BidiIsolation {
    /// The left-to-right mark.
    public static let leftToRightMark: Character = "\u{200E}"
    /// The first-strong isolate, opening an isolated run.
    public static let firstStrongIsolate: Character = "\u{2068}"
    /// The pop-directional isolate, closing it.
    public static let popDirectionalIsolate: Character = "\u{2069}"

    /// A line with its right-to-left words isolated, after a left-to-right mark.
    ///
    /// - Parameter line: A line of text.
    /// - Returns: The line, unchanged in what it shows.
    /// - Complexity: O(n) in the line's length.
    public static func isolating(_ line: String) -> String {
        String(leftToRightMark) + isolatingWords(line)
    }

    /// A piece of a screen row with its right-to-left words isolated: after
    /// a left-to-right mark when it starts the row (``isolating(_:)``),
    /// without one otherwise (``isolatingWords(_:)``).
    ///
    /// - Parameters:
    ///   - text: A piece of a row.
    ///   - startsRow: Whether the piece is drawn at the start of its row.
    /// - Returns: The piece, unchanged in what it shows.
    /// - Complexity: O(n) in the text's length.
    public static func isolating(_ text: String, startsRow: Bool) -> String {
        startsRow ? isolating(text) : isolatingWords(text)
    }

    /// Text with its right-to-left words isolated, without a mark before
    /// it: for a piece of a line whose start has its mark already (a label
    /// drawn into a screen row after others).
    ///
    /// - Parameter text: Text on one line.
    /// - Returns: The text, unchanged in what it shows.
    /// - Complexity: O(n) in the text's length.
    public static func isolatingWords(_ text: String) -> String {
        var result = ""
        var word = ""
        func flush() {
            if word.unicodeScalars.contains(where: isRightToLeft) {
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

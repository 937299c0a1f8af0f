/// How many terminal columns text takes.
///
/// Wide East Asian characters and most emoji take two columns, combining
/// marks and zero-width characters none, everything else one.
public enum TextWidth {
    /// The columns one character takes: 0, 1 or 2.
    ///
    /// - Parameter character: A character (grapheme cluster).
    public static func columns(of character: Character) -> Int {
        // Printable ASCII, most of what a terminal shows, without asking Unicode's tables.
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.utf8.count == UTF8.width(first), let known = knownColumns(of: first.value) { return known }
        if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
        return columns(of: first)
    }

    /// The columns of a lone scalar in ranges a terminal draws a lot of,
    /// known without Unicode's tables: Latin-1 letters, box drawing and
    /// blocks, dashes and the ellipsis; `nil` for any other.
    @inline(__always)
    static func knownColumns(of value: UInt32) -> Int? {
        switch value {
        case 0xA0...0x2FF: value == 0xAD ? 0 : 1
        case 0x2010...0x2027, 0x2500...0x259F: 1
        default: nil
        }
    }

    /// The columns a string takes.
    ///
    /// - Parameter text: Any text.
    /// - Complexity: O(n) in the length of `text`.
    public static func columns(of text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            // Printable ASCII takes a column a byte.
            bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) ? bytes.count : nil
        } ?? text.reduce(0) { $0 + columns(of: $1) }
    }

    /// The columns a string takes.
    ///
    /// - Parameter text: Any text.
    /// - Complexity: O(n) in the length of `text`.
    public static func columns(of text: some StringProtocol) -> Int {
        // Printable ASCII takes a column a byte.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return text.reduce(0) { $0 + columns(of: $1) }
    }

    /// The columns one scalar takes on its own.
    ///
    /// - Parameter scalar: A Unicode scalar.
    public static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0 || value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if value == 0x200B { return 0 }
        return isWide(value) ? 2 : 1
    }

    private static func isWide(_ v: UInt32) -> Bool {
        (v >= 0x1100 && v <= 0x115F) || (v >= 0x2E80 && v <= 0x303E) || (v >= 0x3041 && v <= 0x33FF)
            || (v >= 0x3400 && v <= 0x4DBF) || (v >= 0x4E00 && v <= 0x9FFF) || (v >= 0xA000 && v <= 0xA4CF)
            || (v >= 0xAC00 && v <= 0xD7A3) || (v >= 0xF900 && v <= 0xFAFF) || (v >= 0xFE30 && v <= 0xFE4F)
            || (v >= 0xFF00 && v <= 0xFF60) || (v >= 0xFFE0 && v <= 0xFFE6)
            || (v >= 0x1F300 && v <= 0x1F64F) || (v >= 0x1F900 && v <= 0x1F9FF)
            || (v >= 0x20000 && v <= 0x2FFFD) || (v >= 0x30000 && v <= 0x3FFFD)
    }

    /// Splits text into one entry per column: each character in its first
    /// column, and `nil` in the second column of a wide character.
    ///
    /// Zero-width characters join the character before them.
    ///
    /// - Parameter text: Any text.
    /// - Returns: The columns, left to right.
    /// - Complexity: O(n) in the length of `text`.
    public static func columnCells(of text: some StringProtocol) -> [Character?] {
        var cells: [Character?] = []
        for character in text {
            switch columns(of: character) {
            case 0: continue
            case 1: cells.append(character)
            default: cells.append(character); cells.append(nil)
            }
        }
        return cells
    }

    /// Text cut to at most a number of columns, never splitting a wide character.
    ///
    /// - Parameters:
    ///   - text: Any text.
    ///   - limit: The most columns; a negative limit is 0.
    /// - Complexity: O(n) in the length of `text`.
    public static func prefix(of text: String, columns limit: Int) -> String {
        let limit = max(limit, 0)
        var used = 0
        var result = ""
        for character in text {
            let width = columns(of: character)
            if used + width > limit { break }
            used += width
            result.append(character)
        }
        return result
    }
}

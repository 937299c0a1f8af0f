/// Chooses which key hints a one-line hint bar shows in a given width.
///
/// Hints are whole or absent: the chooser drops whole hints, highest
/// ``KeyHint/priority`` number first (the later one of equal priority
/// first), until the rest fit; it never cuts a word. ``KeyHint/essential``
/// hints go last of all, only when they alone do not fit, so a bar wide
/// enough for them always says how to quit and how to get help. The hints
/// kept stay in their given order.
public enum HintLine {
    /// The hints that fit, joined.
    ///
    /// - Parameters:
    ///   - hints: The hints in display order.
    ///   - columns: The width of the bar; a negative width is 0.
    ///   - separator: What goes between two hints (two spaces by default).
    /// - Returns: The line, at most `columns` wide (by ``TextWidth``); empty when not even one hint fits.
    /// - Complexity: O(n²) in the number of hints.
    public static func fitting(_ hints: [KeyHint], columns: Int, separator: String = "  ") -> String {
        kept(hints, columns: columns, separator: separator).map(\.text).joined(separator: separator)
    }

    /// The hints that fit, in display order.
    ///
    /// - Parameters:
    ///   - hints: The hints in display order.
    ///   - columns: The width of the bar; a negative width is 0.
    ///   - separator: What goes between two hints.
    /// - Returns: The hints kept.
    /// - Complexity: O(n²) in the number of hints.
    public static func kept(_ hints: [KeyHint], columns: Int, separator: String = "  ") -> [KeyHint] {
        let columns = max(columns, 0)
        let gap = TextWidth.columns(of: separator)
        // Each hint measured once; dropping one takes its width and a gap off the line.
        var kept = hints.map { (hint: $0, width: TextWidth.columns(of: $0.text)) }
        var width = kept.reduce(0) { $0 + $1.width } + gap * max(kept.count - 1, 0)
        while !kept.isEmpty && width > columns {
            // The least important hint: the highest number, the later one on a tie.
            var drop = kept.count - 1
            for index in kept.indices.reversed() where kept[index].hint.priority > kept[drop].hint.priority {
                drop = index
            }
            width -= kept[drop].width + (kept.count > 1 ? gap : 0)
            kept.remove(at: drop)
        }
        return kept.map(\.hint)
    }
}

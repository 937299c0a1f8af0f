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
    ///   - columns: The width of the bar; not negative.
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
    ///   - columns: The width of the bar; not negative.
    ///   - separator: What goes between two hints.
    /// - Returns: The hints kept.
    /// - Complexity: O(n²) in the number of hints.
    public static func kept(_ hints: [KeyHint], columns: Int, separator: String = "  ") -> [KeyHint] {
        var kept = hints
        let gap = TextWidth.columns(of: separator)
        func width(_ hints: [KeyHint]) -> Int {
            hints.reduce(0) { $0 + TextWidth.columns(of: $1.text) } + gap * max(hints.count - 1, 0)
        }
        while !kept.isEmpty && width(kept) > columns {
            // The least important hint: the highest number, the later one on a tie.
            var drop = kept.count - 1
            for index in kept.indices.reversed() where kept[index].priority > kept[drop].priority {
                drop = index
            }
            kept.remove(at: drop)
        }
        return kept
    }
}

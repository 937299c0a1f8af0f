/// Text from outside (labels, prompts, values, command-line tokens) made
/// safe to print on a terminal.
///
/// A terminal obeys control characters in what it prints: ESC starts
/// sequences that set the window title (OSC 0), write the clipboard
/// (OSC 52), move the cursor or redefine keys; C1 controls (U+0080–U+009F,
/// such as U+009B, a one-character CSI) do the same on terminals that take
/// them; a carriage return lets text overwrite what came before it. Text
/// that did not come from the program must not reach the terminal raw.
public enum TerminalText {
    /// Text with every C0 control, DEL and C1 control made visible.
    ///
    /// C0 controls and DEL take caret notation, as `cat -v` and shells show
    /// them: U+001B is `^[`, U+0007 `^G`, U+0000 `^@`, U+007F `^?`. C1
    /// controls become U+FFFD (�). Everything else, including line feeds
    /// unless kept, is left as it is.
    ///
    /// - Parameters:
    ///   - text: Any text.
    ///   - keeping: Controls to leave as they are, such as `"\n"` for text
    ///     that is several lines on purpose.
    /// - Returns: The text without control characters (but those kept).
    /// - Complexity: O(n) in the length of `text`.
    public static func visible(_ text: some StringProtocol, keeping: Set<Unicode.Scalar> = []) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) && !keeping.contains($0) }) else { return String(text) }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isControl(scalar), !keeping.contains(scalar) else {
                result.append(scalar)
                continue
            }
            switch scalar.value {
            case 0x7F:
                result.append("^")
                result.append("?")
            case 0x00..<0x20:
                result.append("^")
                result.append(Unicode.Scalar(UInt8(scalar.value + 0x40)))
            default:
                result.append("\u{FFFD}")
            }
        }
        return String(result)
    }

    /// Whether a scalar is a C0 control, DEL or a C1 control.
    ///
    /// - Parameter scalar: A Unicode scalar.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
    }
}

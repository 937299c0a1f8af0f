/// Splits a `--keys` list at its commas; a backslash makes the next
/// character literal, so `type:a\,b` types `a,b` and `\\` is a backslash.
enum KeyList {
    /// The tokens of a comma-separated list.
    ///
    /// - Parameter text: The list as typed.
    /// - Returns: The tokens, escapes resolved; empty tokens kept (as `""`).
    /// - Throws: ``DemoError`` when the list ends with a lone backslash.
    static func tokens(_ text: String) throws -> [String] {
        var tokens: [String] = []
        var current = ""
        var escaped = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "," {
                tokens.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        guard !escaped else { throw DemoError("--keys '\(text)' ends with a lone backslash (write \\\\ for one)") }
        tokens.append(current)
        return tokens
    }
}

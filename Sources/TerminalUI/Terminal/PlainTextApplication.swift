/// A terminal program that can also run as plain lines of text, for screen
/// readers, braille displays and logs, where a redrawn screen cannot be
/// followed.
///
/// ``TerminalRunLoop/runPlain(_:in:until:)`` feeds it the same keys as the
/// full-screen loop and prints ``plainText`` each time it changes: no
/// cursor movement, no colour, nothing but lines.
@MainActor
public protocol PlainTextApplication: TerminalApplication {
    /// What the program shows now, as one or more lines of text (separated
    /// by line feeds) that a screen reader can read out, such as
    /// `Sunday 22 November 2026, week 47, today`.
    var plainText: String { get }
}

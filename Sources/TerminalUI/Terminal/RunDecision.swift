/// What a run loop does after an application handled an event: keep
/// running, or quit.
///
/// ``TerminalApplication/handle(_:at:)`` returns it, so an application
/// reads as what it means: `return .keepRunning` after a key that moved the
/// selection, `return .quit` after the one that chose it.
public enum RunDecision: Hashable, Sendable {
    /// The loop goes on: draws the next frame and waits for more input.
    case keepRunning
    /// The loop ends with ``TerminalRunLoop/Ending/quit``.
    case quit
}

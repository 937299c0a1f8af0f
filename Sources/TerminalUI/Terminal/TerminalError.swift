/// Why a ``TerminalSession`` could not start.
///
/// Switch on it to react to one cause; its ``description`` is a short
/// human message.
///
/// New cases may come in a minor release: match it with `@unknown default:` (see
/// "Bad values" in the MiniPicker documentation).
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input descriptor is not a terminal (`isatty` said no).
    case notATerminal
    /// Another ``TerminalSession`` is active in this process; only one may be at a time.
    case sessionAlreadyActive
    /// The terminal's modes could not be read (`tcgetattr` failed).
    case cannotReadModes
    /// The terminal could not be switched to raw mode (`tcsetattr` failed).
    case cannotEnterRawMode

    /// What went wrong, as a short human message.
    public var description: String {
        switch self {
        case .notATerminal: "the input is not a terminal"
        case .sessionAlreadyActive: "a terminal session is already active"
        case .cannotReadModes: "cannot read the terminal's modes"
        case .cannotEnterRawMode: "cannot switch the terminal to raw mode"
        }
    }
}

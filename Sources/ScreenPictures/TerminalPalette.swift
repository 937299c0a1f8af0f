import TerminalUI

/// The colours of the pictures' terminal: a dark palette's default colours,
/// its window, and the 16 ANSI colours.
package enum TerminalPalette {
    package static let background = "#1d1f21"
    package static let foreground = "#c5c8c6"
    package static let window = "#2a2c2f"

    /// The colour a cell's colour stands for, `nil` for the default.
    package static func hex(of color: Style.Color) -> String? {
        switch color {
        case .default: nil
        case .black: "#282a2e"
        case .red: "#cc6666"
        case .green: "#b5bd68"
        case .yellow: "#f0c674"
        case .blue: "#81a2be"
        case .magenta: "#b294bb"
        case .cyan: "#8abeb7"
        case .white: "#c5c8c6"
        case .brightBlack: "#7c7f83"
        case .brightRed: "#d54e53"
        case .brightGreen: "#b9ca4a"
        case .brightYellow: "#e7c547"
        case .brightBlue: "#7aa6da"
        case .brightMagenta: "#c397d8"
        case .brightCyan: "#70c0b1"
        case .brightWhite: "#eaeaea"
        }
    }
}

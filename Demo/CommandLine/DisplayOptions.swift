import TerminalUI

/// How a terminal command draws: boxes, colours, or plain lines. The
/// interactive demo and `demo pick` take these options.
struct DisplayOptions: Equatable {
    var ascii = false
    var color = true
    var plain = false

    /// The options, declared once.
    @MainActor
    static var options: [CommandOption<DisplayOptions>] {
        [SharedOptions.plain.lifted(into: \.plain), SharedOptions.ascii.lifted(into: \.ascii),
         SharedOptions.noColor.lifted(into: \.color)]
    }

    /// The options as the environment leaves them: no colour with
    /// `NO_COLOR`, ASCII boxes when the locale is not UTF-8, plain lines
    /// when the terminal cannot move its cursor (`TERM=dumb`).
    ///
    /// - Parameter environment: The process environment.
    func adjusted(for environment: [String: String]) -> DisplayOptions {
        var options = self
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { options.color = false }
        if !DemoTheme.supportsUnicode(environment: environment) { options.ascii = true }
        if !TerminalModes.supportsCursorMovement(environment: environment) { options.plain = true }
        return options
    }

    /// The theme these options draw with.
    var theme: DemoTheme { DemoTheme(ascii: ascii) }

    /// How the renderer writes frames for these options: colour unless
    /// turned off, and no direction marks for a terminal that takes ASCII only.
    var rendering: ScreenRenderer.Options {
        var rendering = ScreenRenderer.Options(usesColor: color)
        rendering.writesDirectionMarks = !ascii
        return rendering
    }
}

import CalendarPicker
import Foundation
import InlineForm
import TerminalUI

/// `demo form`: the Form screen driven by a list of keys, drawn after each key,
/// ending with the committed value of every field.
@MainActor
enum FormCommand {
    /// The parsed options.
    struct Options {
        var events: [(events: [InputEvent], token: String)] = []
        var today: Day?
        var locale = Locale(identifier: "en_US")
        var ascii = true
    }

    /// Script names of the form's own actions, beside the key names: `save` is Ctrl-S, `cancel` Ctrl-X.
    static let actionNames: [String: InputEvent] = [
        "save": .key(.character("s"), .control), "cancel": .key(.character("x"), .control),
    ]

    /// The command line: options, parser and help in one place.
    static var syntax: CommandSyntax<Options> {
        CommandSyntax(command: "demo form", operands: "", summary: """
            Draws the employee form before and after each key, then prints one line per
            field, `FIELD: VALUE`, with the committed values (what Save stored). Each frame
            starts with `# KEY` (`# start` first); a frame like the one before is just
            `# KEY (unchanged)`.
            """, options: [
                .value("--keys", "LIST", help: """
                    comma-separated: key names (up, down, left, right, home, end,
                    pageup, pagedown, enter, esc, tab, backspace, delete, space,
                    f1-f12, with shift+, alt+ or ctrl+ before them: ctrl+s),
                    save, cancel, type:TEXT (types TEXT), or one character
                    (that key: in a text row it types, in an open calendar t is
                    today). A backslash makes the next character literal:
                    type:a\\,b types a,b.
                    """) { $0.events = try parseKeys($1) },
                .value("--today", "YYYY-MM-DD", help: "the day the inline calendars mark as today (default: the clock's)") {
                    $0.today = try DateOptions.gregorianDay($1, option: "--today")
                },
                SharedOptions.locale.lifted(into: \.locale),
                SharedOptions.ascii.withHelp("ASCII boxes (the default here, for scripts)").lifted(into: \.ascii),
            ], notes: """
            Enter on a date or choice row opens its picker below it; Enter in the picker
            chooses and closes it; Enter on a text row starts editing, and typing edits.
            """)
    }

    static func run(arguments: [String]) throws -> String {
        try syntax.output(of: arguments, defaults: Options(), version: DemoMain.version) { options, _ in try run(options) }
    }

    /// Draws the form before and after each key of a parsed command line, then the committed values.
    static func run(_ options: Options) throws -> String {
        let theme = DemoTheme(ascii: options.ascii)
        let screen = FormScreen(locale: options.locale, today: options.today, style: theme.box, top: 0)
        var frames = FrameLog()
        var time = 0.0
        func draw(after event: String) {
            time = screen.advanceToRest(from: time)
            var buffer = ScreenBuffer(width: 64, height: 26)
            screen.draw(into: &buffer, theme: theme)
            var lines = buffer.lines(trimmingTrailingSpaces: true)
            while lines.last?.isEmpty == true { lines.removeLast() }
            frames.append(lines.joined(separator: "\n"), after: event)
        }
        draw(after: "start")
        for (group, token) in options.events {
            for event in group {
                time += 100
                _ = screen.handle(event, at: time)
            }
            draw(after: token)
        }
        let values = screen.form.fields.map { "\($0.title): \(screen.form.committedText(for: $0.id))" }
        return frames.text + "\n\n" + values.joined(separator: "\n") + "\n"
    }

    /// Each token becomes the events of one key (several for `type:`), with the token for the frame's label.
    static func parseKeys(_ text: String) throws -> [(events: [InputEvent], token: String)] {
        try ArgumentReader.list(text, named: "--keys").map { token in
            if token.hasPrefix("type:") {
                return (token.dropFirst(5).unicodeScalars.map { InputEvent.key(.character($0)) }, token)
            }
            if let event = actionNames[token.lowercased()] ?? InputEvent(keyName: token) { return ([event], token) }
            throw DemoError("--keys: unknown key '\(token)' (key names such as up, shift+pageup or ctrl+s; save, cancel, type:TEXT or one character)")
        }
    }
}

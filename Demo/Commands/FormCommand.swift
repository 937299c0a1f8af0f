import CalendarPicker
import Foundation
import InlineForm
import TerminalUI

/// `demo form`: the Form screen driven by a list of keys, drawn after each key,
/// ending with the committed value of every field.
@MainActor
enum FormCommand {
    static let help = """
        usage: demo form [--keys LIST] [--today YYYY-MM-DD] [--locale ID] [--ascii]

        Draws the employee form before and after each key, then prints one line per
        field, `FIELD: VALUE`, with the committed values (what Save stored). Each frame
        starts with `# KEY` (`# start` first); a frame like the one before is just
        `# KEY (unchanged)`.

          --keys   comma-separated: up, down, left, right, pageup, pagedown,
                   shift+pageup, shift+pagedown, home, end, enter, esc, backspace,
                   save, cancel, delete, type:TEXT (types TEXT), or one character (that
                   key: in a text row it types, in an open calendar t is today). A
                   backslash makes the next character literal: type:a\\,b types a,b.
          --today  the day the inline calendars mark as today (default: the clock's)

        Enter on a date or choice row opens its picker below it; Enter in the picker
        chooses and closes it; Enter on a text row starts editing, and typing edits.

        """

    static let namedKeys: [String: InputEvent] = [
        "up": .key(.up), "down": .key(.down), "left": .key(.left), "right": .key(.right),
        "pageup": .key(.pageUp), "pagedown": .key(.pageDown),
        "shift+pageup": .key(.pageUp, .shift), "shift+pagedown": .key(.pageDown, .shift),
        "home": .key(.home), "end": .key(.end), "enter": .key(.enter), "esc": .key(.escape),
        "backspace": .key(.backspace), "delete": .key(.delete), "save": .key(.character("s"), .control), "cancel": .key(.character("x"), .control),
    ]

    static func run(arguments: [String]) throws -> String {
        if arguments.contains("--help") || arguments.contains("-h") { return help }
        var reader = ArgumentReader(arguments)
        var events: [(events: [InputEvent], token: String)] = []
        var today: Day?
        var locale = try CalendarOptions.locale("en_US")
        var ascii = true
        while let option = try reader.nextOption() {
            switch option {
            case "--keys": events = try parseKeys(try reader.value(for: option))
            case "--today":
                let text = try reader.value(for: option)
                do { today = try CalendarSystem(.gregorian).day(parsing: text) } catch { throw DemoError("\(option) \(error)") }
            case "--locale": locale = try CalendarOptions.locale(try reader.value(for: option))
            case "--ascii": ascii = true
            default: throw DemoError("unknown option '\(reader.lastToken)' (try: demo form --help)")
            }
        }
        let screen = FormScreen(locale: locale, today: today)
        let theme = DemoTheme(ascii: ascii)
        var frames = FrameLog()
        var time = 0.0
        func draw(after event: String) {
            settle(screen, time: &time)
            var buffer = ScreenBuffer(width: 64, height: 26)
            screen.draw(into: &buffer, top: 0, theme: theme)
            var lines = buffer.lines(trimmingTrailingSpaces: true)
            while lines.last?.isEmpty == true { lines.removeLast() }
            frames.append(lines.joined(separator: "\n"), after: event)
        }
        draw(after: "start")
        for (group, token) in events {
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
        try KeyList.tokens(text).map { token in
            if token.hasPrefix("type:") {
                return (token.dropFirst(5).unicodeScalars.map { InputEvent.key(.character($0)) }, token)
            }
            if let event = namedKeys[token.lowercased()] { return ([event], token) }
            if token.unicodeScalars.count == 1, let scalar = token.unicodeScalars.first, scalar.value >= 0x21 {
                return ([.key(.character(scalar))], token)
            }
            throw DemoError("--keys: unknown key '\(token)' (keys: \(namedKeys.keys.sorted().joined(separator: ", ")), type:TEXT or one character)")
        }
    }

    /// Runs any picker animation to its end.
    static func settle(_ screen: FormScreen, time: inout Double) {
        while screen.isAnimating {
            time += 1000.0 / 60.0
            screen.advance(to: time)
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CalendarPicker
import Foundation
import TerminalForms
import TerminalUI

/// `demo pick`'s options, and its command line: the options, the parser and the help in one place.
@MainActor
struct PickOptions {
    var dates = DateOptions()
    var times = TimeOptions()
    var display = DisplayOptions()
    var format = DateFormat.iso
    /// Whether `--format` was given.
    var formatGiven = false
    var prompt: String?
    var weekNumbers = false

    var locale: Locale { dates.locale }

    /// The command line: options, parser and help in one place.
    static var syntax: CommandSyntax<PickOptions> {
        CommandSyntax(command: "demo pick", operands: "", summary: """
            Lets you pick a day on the terminal and prints it. The calendar is drawn
            from the cursor, after any prompt the script printed on that line, not on
            a full screen, and erased when you are done. It reads and draws on the
            terminal (/dev/tty) even when stdin and stdout are not one, so
            d=$(demo pick) works.

              Enter (or a click on a day)  print the day on stdout, exit 0; with
                                           --range, on the range shown print it, else
                                           fix one end, then print START END; with
                                           --multiple, add the day or take it out
              digits and -                 type a day (YYYY-MM-DD), Enter picks it
              d or Ctrl-D                  with --multiple: print the chosen days
              Esc or q                     print nothing, exit 1 (Esc first drops a
                                           pending range); also while the terminal
                                           is too small, where Enter does nothing
              Ctrl-C                       print nothing, exit 130
              ? or F1                      every key and mouse action (the band
                                           grows for the list while it shows)
            """, options: DateOptions.options.map { $0.lifted(into: \.dates) } + [
                .value("--format", "iso|PATTERN", help: """
                    iso (default, 2026-11-21) or a pattern: %Y %y %m %d %e
                    %j %B %b %A %a %u %w %V %G %F %% (names in --locale)
                    """) { options, text in
                    options.format = try DateFormat.parsed(text)
                    options.formatGiven = true
                },
                SharedOptions.weekNumbers.withHelp("ISO week numbers beside the weeks (w toggles them)")
                    .lifted(into: \.weekNumbers),
                .value("--prompt", "TEXT", help: """
                    lines above the calendar: a line feed in TEXT starts a
                    new one (in bash, --prompt $'First\\nSecond'); a long
                    line ends with …, and a prompt taller than the terminal
                    keeps its last lines after a … line
                    """) { $0.prompt = $1 },
            ] + TimeOptions.options(timeSelectsMode: true).map { $0.lifted(into: \.times) }
              + DisplayOptions.options.map { $0.lifted(into: \.display) }, notes: """
            Dates are YYYY-MM-DD in the Gregorian calendar. Options take their value
            as --option VALUE or --option=VALUE. Bad options, and no terminal at all,
            print one error line and exit 2. --range prints START END; --multiple
            prints the chosen days in order, separated by spaces. --time prints HH:MM,
            --duration H:MM, --datetime YYYY-MM-DDTHH:MM±HH:MM (see demo time --help
            for daylight saving); on the wheels Up/Down change the value, Left/Right
            move between wheels, and Enter prints it.
            """)
    }

    /// The options of a command line, or `nil` after `--help` or `--version`.
    static func parse(_ arguments: [String], environment: [String: String]) throws -> PickOptions {
        guard case .run(var options, _) = try syntax.parse(arguments, defaults: PickOptions()) else { return PickOptions() }
        options.display = options.display.adjusted(for: environment)
        return options
    }
}

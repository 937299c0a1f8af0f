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
    /// `--accessible` (or `--plain`, `ACCESSIBLE`, a terminal that cannot move its cursor): line prompts.
    var accessible = false
    /// `--timeout`: the seconds before the pick gives up with status 124; `nil` for none.
    var timeout: Double?
    /// `--week`: which weeks a pick chooses (the picker's week mode); `nil` for days.
    var week: DayPicker.WeekRule? { dates.weekRule }

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
                                           --multiple, add the day or take it out;
                                           with --week, print the day's week
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
            ] + CommandOption.exclusive([
                .value("--header", "TEXT", help: """
                    lines above the calendar: a line feed in TEXT starts a
                    new one (in bash, --header $'First\\nSecond'); a long
                    line ends with …, and a header taller than the terminal
                    keeps its last lines after a … line
                    """) { $0.prompt = $1 },
                .value("--prompt", "TEXT", help: "the same as --header") { $0.prompt = $1 },
            ]) + [
                .optionalValue("--week", "iso|locale", help: """
                    pick a week: iso (default) prints 2026-W48 (Monday to
                    Sunday); locale picks the grid's rows (--first-weekday)
                    and prints FIRST LAST; --format prints both ends
                    """) { options, text in
                    switch text {
                    case "", "iso": options.dates.weekRule = .iso
                    case "locale": options.dates.weekRule = .locale
                    default: throw DemoError("--week '\(text)' is not iso or locale")
                    }
                },
                .flag("--accessible", help: """
                    no drawing: questions on lines, answered with a day
                    (2026-11-30, today, tomorrow, +3d, -1w, fri) or a time,
                    asked again with the reason after a bad answer; Ctrl-D
                    cancels (with --multiple, prints the days chosen); for
                    screen readers (also ACCESSIBLE=1, --plain, TERM=dumb)
                    """) { $0.accessible = true },
                .value("--timeout", "SECONDS", help: """
                    give up after SECONDS (or 30s, 2m, 1h, 1d; at most 10^9
                    seconds): print nothing, exit 124, as timeout(1) does; 0
                    for no limit
                    """) { options, text in
                    options.timeout = try ArgumentReader.durationSeconds(text, named: "--timeout")
                },
            ] + TimeOptions.options(timeSelectsMode: true).map { $0.lifted(into: \.times) }
              + DisplayOptions.options.map { $0.name == "--plain" ? $0.withHelp("the same as --accessible") : $0 }
                .map { $0.lifted(into: \.display) }, notes: """
            Dates are YYYY-MM-DD in the Gregorian calendar. Options take their value
            as --option VALUE or --option=VALUE. Bad options, and no terminal at all,
            print one error line and exit 2; a --timeout that passes exits 124.
            --range prints START END; --multiple prints the chosen days in order,
            separated by spaces. --time prints HH:MM, --duration H:MM, --datetime
            YYYY-MM-DDTHH:MM:SS±HH:MM (see demo time --help for daylight saving); on the
            wheels Up/Down change the value, Left/Right move between wheels, and
            Enter prints it. ACCESSIBLE set to anything but empty, 0, false or no
            is --accessible.
            """, readsEnvironment: true)
    }

    /// The options of a command line, or `nil` after `--help` or `--version`.
    static func parse(_ arguments: [String], environment: [String: String]) throws -> PickOptions {
        guard case .run(var options, _) = try syntax.parse(arguments, defaults: PickOptions(), environment: environment) else {
            return PickOptions()
        }
        options.display = options.display.adjusted(for: environment)
        // As huh reads it: set and not empty, unless it is a word that leaves a flag (0, false, no).
        let accessibleVariable = environment["ACCESSIBLE"] ?? ""
        options.accessible = options.accessible || options.display.plain
            || (!accessibleVariable.isEmpty && CommandSyntax<PickOptions>.flagWord(accessibleVariable) != false)
        if options.week != nil && options.dates.mode != .single {
            throw DemoError("--week picks one week: it does not go with --range or --multiple")
        }
        if options.week != nil && options.times.mode != nil {
            throw DemoError("--week picks a week: it does not go with --time, --duration or --datetime")
        }
        // The wheels' options on a command line that picks no wheel would be ignored (from the
        // environment they are preferences, and wait for a pick that has wheels).
        let typed = syntax.optionNames(in: arguments)
        if options.times.mode == nil, let name = ["--minute-interval", "--clock", "--max-hours"].first(where: typed.contains) {
            throw DemoError("\(name) sets the wheels: it goes with --time, --duration or --datetime")
        }
        if options.times.mode != .duration && typed.contains("--max-hours") {
            throw DemoError("--max-hours sets a duration's hours: it goes with --duration")
        }
        // ISO weeks are the grid's rows unless --first-weekday says otherwise.
        if options.week == .iso && options.dates.firstWeekday == nil { options.dates.firstWeekday = .monday }
        return options
    }
}

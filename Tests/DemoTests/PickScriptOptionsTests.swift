import CommandLineKit
import Foundation
import Testing
import TestSupport
@testable import DemoKit

/// `demo pick`'s conventions for scripts: every option from an environment
/// variable (the command line winning), `ACCESSIBLE`, `--timeout`'s
/// durations, `--header`, and the options `--week` does not go with.
@MainActor
@Suite("demo pick for scripts: options from the environment, --timeout, --header, --week's conflicts")
struct PickScriptOptionsTests {
    /// The options of a command line in an environment, on a terminal that moves its cursor unless `TERM` says otherwise.
    func options(_ arguments: [String], _ environment: [String: String] = [:]) throws -> PickOptions {
        try PickOptions.parse(arguments, environment: ["TERM": "xterm-256color"].merging(environment) { $1 })
    }

    /// A run that must be refused: one error line, exit 2, nothing on stdout.
    func expectRefused(_ arguments: [String], environment: [String: String] = [:], message: String,
                       sourceLocation: SourceLocation = #_sourceLocation) async {
        let result = await DemoMain.run(arguments: ["pick"] + arguments, environment: environment)
        #expect(result == DemoMain.Result(status: 2, output: "", errorOutput: "demo: error: \(message)\n"),
                "\(arguments) \(environment)", sourceLocation: sourceLocation)
    }

    @Test("each option's variable is the command and the option in capitals: DEMO_PICK_MIN, DEMO_PICK_MINUTE_INTERVAL")
    func variableNames() {
        let syntax = PickOptions.syntax
        let names = Dictionary(uniqueKeysWithValues: syntax.options.map { ($0.name, syntax.environmentVariable(for: $0)) })
        #expect(names["--min"] == "DEMO_PICK_MIN")
        #expect(names["--minute-interval"] == "DEMO_PICK_MINUTE_INTERVAL")
        #expect(names["--no-color"] == "DEMO_PICK_NO_COLOR")
        #expect(names["--timeout"] == "DEMO_PICK_TIMEOUT")
        // The help names every one of them (words may break lines, names never do).
        let help = syntax.help.replacingOccurrences(of: "\n", with: " ")
        for variable in names.values { #expect(help.contains(variable + ",") || help.contains(variable + "."), "\(variable)") }
    }

    @Test("a variable sets its option; the command line wins over it, and over a variable of an option it excludes")
    func commandLineWins() throws {
        let day = try options([], ["DEMO_PICK_DATE": "2026-01-02"]).dates.date
        #expect(day == gregorianDay(2026, 1, 2))
        #expect(try options(["--date", "2026-02-03"], ["DEMO_PICK_DATE": "2026-01-02"]).dates.date == gregorianDay(2026, 2, 3))
        #expect(try options(["--date=2026-02-03"], ["DEMO_PICK_DATE": "2026-01-02"]).dates.date == gregorianDay(2026, 2, 3))
        #expect(try options(["--multiple"], ["DEMO_PICK_RANGE": "1"]).dates.mode == .multiple)
        #expect(try options([], ["DEMO_PICK_RANGE": "yes"]).dates.mode == .range)
        #expect(try options([], ["DEMO_PICK_RANGE": "0"]).dates.mode == .single)
        #expect(try options([], ["DEMO_PICK_RANGE": ""]).dates.mode == .single)
        #expect(try options([], ["DEMO_PICK_TIMEOUT": "2m"]).timeout == 120)
        #expect(try options(["--timeout", "0"], ["DEMO_PICK_TIMEOUT": "2m"]).timeout == nil)
    }

    @Test("a bad variable is one error line naming it, exit 2", arguments: [
        (["DEMO_PICK_MIN": "soon"], "DEMO_PICK_MIN: --min 'soon' is not a day: write it YYYY-MM-DD"),
        (["DEMO_PICK_RANGE": "on"], "DEMO_PICK_RANGE='on' is not a flag's value: 1, true or yes sets --range; 0, false or no leaves it"),
        (["DEMO_PICK_RANGE": "1", "DEMO_PICK_MULTIPLE": "1"], "DEMO_PICK_RANGE and DEMO_PICK_MULTIPLE cannot be used together"),
        (["DEMO_PICK_TIMEOUT": "soon"], "DEMO_PICK_TIMEOUT: --timeout 'soon' is not a duration: write seconds (30, 1.5) or 30s, 2m, 1h, 1d"),
    ])
    func badVariables(environment: [String: String], message: String) async throws {
        // The day error's wording is the library's: compare its start, which names the variable.
        let result = await DemoMain.run(arguments: ["pick"], environment: environment)
        #expect(result.status == 2 && result.output.isEmpty)
        let prefix = message.split(separator: ":").first.map(String.init) ?? message
        #expect(result.errorOutput.hasPrefix("demo: error: \(prefix)"), "\(result.errorOutput)")
        if !message.contains("is not a day") { #expect(result.errorOutput == "demo: error: \(message)\n") }
    }

    @Test("ACCESSIBLE set to anything but empty, 0, false or no asks on lines, as do --plain and TERM=dumb")
    func accessibleVariable() throws {
        #expect(try options([], ["ACCESSIBLE": "1"]).accessible)
        #expect(try options([], ["ACCESSIBLE": "true"]).accessible)
        #expect(try !options([], ["ACCESSIBLE": "0"]).accessible)
        #expect(try !options([], ["ACCESSIBLE": ""]).accessible)
        #expect(try !options([], ["ACCESSIBLE": "no"]).accessible)
        #expect(try !options([], ["ACCESSIBLE": "False"]).accessible)
        #expect(try options(["--plain"]).accessible)
        #expect(try options([], ["TERM": "dumb"]).accessible)
        #expect(try options([], ["DEMO_PICK_ACCESSIBLE": "1"]).accessible)
    }

    @Test("--timeout takes seconds as timeout(1) does; 0 is no limit", arguments: [
        ("30", 30.0), ("1.5", 1.5), ("0.25", 0.25), ("30s", 30), ("2m", 120), ("1h", 3600), ("1d", 86_400), ("0", nil),
        ("0s", nil), ("5.", 5), (".5", 0.5), ("0.0001", 0.0001), ("1000000000", 1e9), ("0.5m", 30),
    ] as [(String, Double?)])
    func timeouts(text: String, seconds: Double?) throws {
        #expect(try options(["--timeout", text]).timeout == seconds)
    }

    @Test("a --timeout that is no duration is refused by name", arguments: [
        ("-1", "--timeout '-1' is not a duration: write seconds (30, 1.5) or 30s, 2m, 1h, 1d"),
        ("1e3", "--timeout '1e3' is not a duration: write seconds (30, 1.5) or 30s, 2m, 1h, 1d"),
        ("5x", "--timeout '5x' is not a duration: write seconds (30, 1.5) or 30s, 2m, 1h, 1d"),
        ("inf", "--timeout 'inf' is not a duration: write seconds (30, 1.5) or 30s, 2m, 1h, 1d"),
        ("1..2", "--timeout '1..2' is not a duration: write seconds (30, 1.5) or 30s, 2m, 1h, 1d"),
        ("s", "--timeout 's' is not a duration: write seconds (30, 1.5) or 30s, 2m, 1h, 1d"),
        ("20000d", "--timeout '20000d' is too long: at most 1000000000 seconds"),
        ("1000000001", "--timeout '1000000001' is too long: at most 1000000000 seconds"),
        (".", "--timeout '.' is not a duration: write seconds (30, 1.5) or 30s, 2m, 1h, 1d"),
        ("", "--timeout '' is not a duration: write seconds (30, 1.5) or 30s, 2m, 1h, 1d"),
        ("\u{663}", "--timeout '\u{663}' is not a duration: write seconds (30, 1.5) or 30s, 2m, 1h, 1d"),
        ("nan", "--timeout 'nan' is not a duration: write seconds (30, 1.5) or 30s, 2m, 1h, 1d"),
    ])
    func badTimeouts(text: String, message: String) async {
        await expectRefused(["--timeout", text], message: message)
    }

    @Test("--header and --prompt are one option under two names: either sets the lines, both are refused")
    func header() async throws {
        #expect(try options(["--header", "Start date"]).prompt == "Start date")
        #expect(try options(["--prompt", "Start date"]).prompt == "Start date")
        await expectRefused(["--header", "A", "--prompt", "B"], message: "--header and --prompt cannot be used together")
    }

    @Test("--week picks one week of days: refused by name with --range, --multiple and the wheels", arguments: [
        (["--week", "--range"], "--week picks one week: it does not go with --range or --multiple"),
        (["--multiple", "--week=locale"], "--week picks one week: it does not go with --range or --multiple"),
        (["--week", "--time", "09:30"], "--week picks a week: it does not go with --time, --duration or --datetime"),
        (["--week", "monday"], "--week 'monday' is not iso or locale"),
    ])
    func weekConflicts(arguments: [String], message: String) async {
        await expectRefused(arguments, message: message)
    }

    @Test("--multiple: d with no day chosen says so and goes on; with one chosen it prints it")
    func finishWithNothingChosen() throws {
        let app = try PickCommand.makeApp(options(["--multiple", "--date", "2026-11-20"]))
        #expect(app.handle(.key(.character("d")), at: 0) == .keepRunning)
        #expect(app.ending == nil && app.message == "no day chosen yet: Enter adds one, Esc cancels")
        #expect(app.handle(.key(.enter), at: 1) == .keepRunning)
        #expect(app.handle(.key(.character("d")), at: 2) == .quit)
        #expect(app.ending == .chosen([gregorianDay(2026, 11, 20)]))
    }

    /// The options as `demo pick` checks them before it opens the terminal.
    func checked(_ arguments: [String], _ environment: [String: String] = [:]) throws -> PickOptions {
        try PickCommand.checkedOptions(arguments, environment: ["TERM": "xterm-256color"].merging(environment) { $1 })
    }

    @Test("a variable that the command line contradicts gives way to it; variables alone in conflict are named")
    func variablesGiveWay() throws {
        #expect(try checked(["--week"], ["DEMO_PICK_RANGE": "1"]).week == .iso)
        #expect(try checked(["--range"], ["DEMO_PICK_WEEK": "iso"]).dates.mode == .range)
        #expect(try checked(["--time"], ["DEMO_PICK_FORMAT": "%d.%m.%Y"]).times.mode == .time)
        #expect(try checked(["--time", "9:07"], ["DEMO_PICK_MINUTE_INTERVAL": "15"]).times.minuteInterval == 1)
        #expect(try checked(["--date", "2026-11-15"], ["DEMO_PICK_MIN": "2026-12-01"]).dates.minimum == nil)
        // A preference for wheels waits for a pick with wheels.
        #expect(try checked([], ["DEMO_PICK_CLOCK": "12", "DEMO_PICK_MINUTE_INTERVAL": "15"]).times.hourCycle == .twelveHour)
        #expect(throws: DemoError("--week picks one week: it does not go with --range or --multiple "
                                  + "(with DEMO_PICK_RANGE, DEMO_PICK_WEEK set in the environment)")) {
            try checked([], ["DEMO_PICK_RANGE": "1", "DEMO_PICK_WEEK": "iso"])
        }
        // The command line's own error stands, naming no variable.
        #expect(throws: DemoError("--week picks one week: it does not go with --range or --multiple")) {
            try checked(["--week", "--range"], ["DEMO_PICK_LOCALE": "de_DE"])
        }
        // Variables in conflict among themselves are an error whatever the command line, naming those in it.
        #expect(throws: DemoError("--max '2026-01-01' is before --min '2026-12-01' "
                                  + "(with DEMO_PICK_MIN, DEMO_PICK_MAX set in the environment)")) {
            try checked(["--ascii"], ["DEMO_PICK_MIN": "2026-12-01", "DEMO_PICK_MAX": "2026-01-01", "DEMO_PICK_HEADER": "x"])
        }
        #expect(throws: DemoError("--week picks one week: it does not go with --range or --multiple "
                                  + "(with DEMO_PICK_RANGE, DEMO_PICK_WEEK set in the environment)")) {
            try checked(["--ascii"], ["DEMO_PICK_RANGE": "1", "DEMO_PICK_WEEK": "1"])
        }
        // A flag's variable that leaves it is no conflict, in either order of declaration.
        #expect(try checked([], ["DEMO_PICK_RANGE": "1", "DEMO_PICK_MULTIPLE": "0"]).dates.mode == .range)
        #expect(try checked([], ["DEMO_PICK_RANGE": "no", "DEMO_PICK_MULTIPLE": "yes"]).dates.mode == .multiple)
    }

    @Test("an option whose value may be left out takes 1, true or yes from its variable as given without one")
    func optionalValuesAsFlags() throws {
        #expect(try options([], ["DEMO_PICK_WEEK": "1"]).week == .iso)
        #expect(try options([], ["DEMO_PICK_WEEK": "locale"]).week == .locale)
        let time = try options([], ["DEMO_PICK_TIME": "yes"]).times
        #expect(time.mode == .time && time.time.isEmpty)
        #expect(try options([], ["DEMO_PICK_WEEK": "0"]).week == nil)
        #expect(try options([], ["DEMO_PICK_TIME": "no"]).times.mode == nil)
    }

    @Test("the wheels' options on a command line without wheels are refused by name", arguments: [
        (["--minute-interval", "15"], "--minute-interval sets the wheels: it goes with --time, --duration or --datetime"),
        (["--clock", "12"], "--clock sets the wheels: it goes with --time, --duration or --datetime"),
        (["--max-hours", "5"], "--max-hours sets the wheels: it goes with --time, --duration or --datetime"),
        (["--time", "--max-hours", "5"], "--max-hours sets a duration's hours: it goes with --duration"),
    ])
    func wheelOptionsWithoutWheels(arguments: [String], message: String) async {
        await expectRefused(arguments, environment: ["TERM": "xterm"], message: message)
    }

    @Test("the dialogue: a week a year lacks is named, Ctrl-D keeps the days chosen, ? at the time's question")
    func dialogueAnswers() throws {
        let week = try PickDialogue(options: checked(["--accessible", "--week", "--today", "2026-11-28"]))
        var days = week
        #expect(days.answerDay("2027-W53") == .again("2027 has 52 weeks: there is no week 53."))
        #expect(days.answerDay("2026-w53") == .done(.day(gregorianDay(2026, 12, 28))))
        #expect(week.replay(["2020-W53"])?.output == "2020-W53\n")
        var several = try PickDialogue(options: checked(["--accessible", "--multiple", "--today", "2026-11-28"]))
        _ = several.answerDay("fri")
        #expect(several.days.flatMap(PickDialogue.chosenSoFar) == .days([gregorianDay(2026, 12, 4)]))
        let time = try PickDialogue(options: checked(["--accessible", "--duration", "--minute-interval", "15"]))
        guard case .again(let help?) = time.time.answer("?", day: nil) else { Issue.record("no help"); return }
        #expect(help.hasPrefix("Type a duration as H:MM (1:30, 0:45), at most 99 hours, on the 15-minute interval."), "\(help)")
        #expect(time.time.question == "Duration (H:MM; Enter for 0:00):")
        #expect(time.replay(["1:07", "1:15"])?.output == "1:15\n")
    }
}

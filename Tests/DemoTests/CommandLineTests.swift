import Foundation
import Testing
import TestSupport
@testable import DemoKit

/// What every command's line shares: options that exclude each other,
/// values that are missing or empty, and defaults the help states.
@MainActor
@Suite("The command line: conflicting options, missing and empty values, stated defaults")
struct CommandLineTests {
    /// A run that must be refused: one error line, exit 2, nothing on stdout.
    func expectRefused(_ arguments: [String], message: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        let result = await DemoMain.run(arguments: arguments)
        #expect(result == DemoMain.Result(status: 2, output: "", errorOutput: "demo: error: \(message)\n"),
                "\(arguments)", sourceLocation: sourceLocation)
    }

    @Test("options that exclude each other are one error line naming both, exit 2, wherever they are shared", arguments: [
        (["calendar", "--range", "--multiple"], "--range and --multiple cannot be used together"),
        (["calendar", "--multiple", "--date", "2026-11-02", "--range"], "--multiple and --range cannot be used together"),
        (["time", "--duration", "--datetime"], "--duration and --datetime cannot be used together"),
        (["time", "--datetime", "--time", "09:30", "--duration"], "--datetime and --duration cannot be used together"),
        (["pick", "--range", "--multiple"], "--range and --multiple cannot be used together"),
        (["pick", "--duration", "--datetime"], "--duration and --datetime cannot be used together"),
    ])
    func exclusiveOptions(arguments: [String], message: String) async {
        await expectRefused(arguments, message: message)
    }

    @Test("an option given twice is no conflict; the usage shows excluding options as one choice")
    func exclusiveUsage() async {
        let result = await DemoMain.run(arguments: ["calendar", "--range", "--range", "--date", "2026-11-02..2026-11-04"])
        #expect(result.status == 0 && result.output.hasSuffix("selected: 2026-11-02 2026-11-04\n"))
        #expect(CalendarCommand.syntax.usage.contains("[--range | --multiple]"))
        #expect(TimeCommand.syntax.usage.contains("[--duration | --datetime]"))
        #expect(PickOptions.syntax.usage.contains("[--range | --multiple]") && PickOptions.syntax.usage.contains("[--duration | --datetime]"))
    }

    @Test("a value left out because another option follows is missing, not the next word", arguments: [
        (["time", "--time", "--clock", "24"], "--time needs a value"),
        (["time", "--time", "--clock=24"], "--time needs a value"),
        (["calendar", "--today", "--locale", "de_DE"], "--today needs a value"),
        (["pick", "--prompt", "--range"], "--prompt needs a value"),
        (["grid", "2026", "11", "--locale", "--first-weekday", "2"], "--locale needs a value"),
    ])
    func missingValues(arguments: [String], message: String) async {
        await expectRefused(arguments, message: message)
    }

    @Test("a value that starts with dashes but is no option of the command is still a value")
    func dashedValues() throws {
        #expect(try PickOptions.parse(["--prompt", "--- Start ---"], environment: [:]).prompt == "--- Start ---")
        #expect(try PickOptions.parse(["--prompt", "-x"], environment: [:]).prompt == "-x")
    }

    /// Every command with the options that take a value, the operands it needs, and arguments that keep a run harmless.
    static var commandsWithValues: [(command: [String], names: [String])] {
        func names<Options>(_ syntax: CommandSyntax<Options>) -> [String] {
            syntax.options.filter { $0.valueName != nil }.map(\.name)
        }
        return [
            (["pick"], names(PickOptions.syntax)), (["calendar"], names(CalendarCommand.syntax)),
            (["time"], names(TimeCommand.syntax)), (["grid", "2026", "11"], names(GridCommand.syntax)),
            (["ribbon"], names(RibbonCommand.syntax)), (["form"], names(FormCommand.syntax)),
            (["pictures", "--check"], names(PicturesCommand.syntax)), ([], names(InteractiveCommand.syntax)),
        ]
    }

    @Test("an empty value is one error line naming its option, exit 2, for every option of every command that takes one")
    func emptyValues() async {
        for (command, names) in CommandLineTests.commandsWithValues {
            #expect(!names.isEmpty)
            for name in names {
                for spelling in [[name + "="], [name, ""]] {
                    let result = await DemoMain.run(arguments: command + spelling)
                    #expect(result.status == 2 && result.output == "", "\(command) \(spelling): \(result)")
                    #expect(["demo: error: \(name) ", "demo: error: \(name):"].contains { result.errorOutput.hasPrefix($0) },
                            "\(command) \(spelling): \(result.errorOutput)")
                    #expect(result.errorOutput.split(separator: "\n").count == 1, "\(command) \(spelling)")
                }
            }
        }
        await expectRefused(["time", "--time="], message: "--time '' is empty: it needs a value")
        await expectRefused(["pick", "--time="], message: "--time '' is empty: it needs a value")
    }

    @Test("calendar and time reckon in UTC without --time-zone, and their help says so, once")
    func utcDefaults() async {
        let utc = TimeZone(secondsFromGMT: 0)!
        #expect(CalendarCommand.Options().dates.timeZone == utc && TimeCommand.Options().dates.timeZone == utc)
        for help in [CalendarCommand.syntax.help, TimeCommand.syntax.help] {
            #expect(help.contains("  --time-zone     the zone of today and of the days' starts (default: UTC)"))
            #expect(!help.contains("the system's") && !help.contains("Without --time-zone"))
        }
        let moment = await DemoMain.run(arguments: ["time", "--datetime", "--date", "2026-11-26", "--time", "10:00"])
        #expect(moment.output.hasSuffix("selected: 2026-11-26T10:00:00+00:00\n"))
    }

    @Test("pick reckons in the system's time zone without --time-zone, and its help says so")
    func systemDefault() {
        #expect(PickOptions().dates.timeZone == TimeZone.current)
        #expect(PickOptions.syntax.help.contains("--time-zone     the zone of today and of the days' starts (default: the system's)"))
    }
}

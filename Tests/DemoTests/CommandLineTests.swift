import Foundation
import Testing
import TestSupport
@testable import DemoKit

/// What every command's line shares: options that exclude each other.
@MainActor
@Suite("The command line: conflicting options")
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
        #expect(PickCommand.syntax.usage.contains("[--range | --multiple]") && PickCommand.syntax.usage.contains("[--duration | --datetime]"))
    }
}

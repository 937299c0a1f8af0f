import Foundation
import Testing
import TerminalUI
import TestSupport
@testable import DemoKit

@MainActor
@Suite("demo pick --time, --duration and --datetime in a pseudo-terminal", .serialized,
       .enabled(if: PseudoTerminal.isSupported, PseudoTerminal.unsupportedReason))
struct PickTimeTerminalTests {
    @Test("the hour wheel dragged up two rows and held, then Enter, prints 11:30 and exits 0")
    func dragHourWheel() async throws {
        let run = try PickRun(["--time", "09:30", "--locale", "de_DE"])
        #expect(run.waitForBand(), "\(run.terminal.text)")
        #expect(Array(run.linesBelow.prefix(5)) == [" 07   28", " 08   29", "[09]:(30)", " 10   31", " 11   32"],
                "\(run.terminal.text)")
        // The band starts on screen row 1, so the middle row is row 3 (1-based 4); the hour's digits are in columns 2–3.
        run.terminal.send("\u{1B}[<0;2;4M")
        run.terminal.send("\u{1B}[<32;2;3M")
        run.terminal.send("\u{1B}[<32;2;2M")
        // Held still before the release (a mouse that stops sends nothing): no fling, the wheel rests where it was let go.
        usleep(250_000)
        run.terminal.send("\u{1B}[<0;2;2m")
        #expect(run.terminal.read(until: { $0.text.contains("[11]:(30)") }), "\(run.terminal.text)")
        run.terminal.send("\r")
        let result = try run.finish()
        #expect(result.status == 0)
        #expect(result.output == "11:30\n")
        #expect(result.error == "")
        run.expectCleanTerminal()
    }

    @Test("keys: Down, Right, Down, Enter; a duration; Esc prints nothing and exits 1", arguments: [
        (["--time", "09:30", "--minute-interval", "15"], "\u{1B}[B\u{1B}[C\u{1B}[B\r", Int32(0), "10:45\n"),
        (["--duration", "--time", "7:45", "--minute-interval", "15"], "\u{1B}[B\u{1B}[C\u{1B}[B\r", 0, "8:00\n"),
        (["--time", "09:30"], "\u{1B}[B\u{1B}", 1, ""),
        (["--datetime", "--date", "2026-03-08", "--time", "02:30", "--time-zone", "America/New_York"], "\r", 0,
         "2026-03-08T03:30:00-04:00\n"),
        // Esc cancels a day and a time too, whichever part has the keys, and after the help.
        (["--datetime", "--date", "2026-11-20", "--time", "09:30"], "\u{1B}", 1, ""),
        (["--datetime", "--date", "2026-11-20", "--time", "09:30"], "\t\u{1B}", 1, ""),
        (["--datetime", "--date", "2026-11-20", "--time", "09:30"], "?x\u{1B}", 1, ""),
        (["--datetime", "--date", "2026-11-20", "--time", "09:30"], "\tq", 1, ""),
    ])
    func keys(arguments: [String], keys: String, status: Int32, output: String) async throws {
        let run = try PickRun(arguments)
        #expect(run.waitForBand(), "\(run.terminal.text)")
        run.terminal.send(keys)
        let result = try run.finish()
        #expect(result.status == status)
        #expect(result.output == output)
        run.expectCleanTerminal()
    }

    @Test("--datetime --plain asks on lines: Ctrl-D at the day or at the time cancels, exit 1 and nothing on stdout",
          arguments: [false, true])
    func plainDateTimeCancel(atTime: Bool) throws {
        let run = try PickRun(["--datetime", "--date", "2026-11-20", "--time", "09:30", "--plain"])
        #expect(run.terminal.read(until: { $0.text.contains("Day (") }), "\(run.terminal.text)")
        if atTime {
            run.terminal.send("\r")
            #expect(run.terminal.read(until: { $0.text.contains("Time (") }), "\(run.terminal.text)")
        }
        run.terminal.send("\u{4}")
        let result = try run.finish()
        #expect(result.status == 1)
        #expect(result.output == "" && result.error == "")
    }

    @Test("--datetime's key line names each key once, with what it does in the part that has the keys")
    func dateTimeKeyLine() throws {
        let run = try PickRun(["--datetime", "--date", "2026-11-20", "--time", "09:30"], columns: 120)
        #expect(run.waitForBand(), "\(run.terminal.text)")
        func keyLine() -> String { run.linesBelow.last { !$0.isEmpty } ?? "" }
        #expect(keyLine() == "Tab day/time  Up/Down value  Left/Right wheel  Enter choose  Esc cancel  ? help")
        run.terminal.send("\t")
        #expect(run.terminal.read(until: { _ in keyLine().contains("arrows day/week") }), "\(run.terminal.text)")
        #expect(keyLine() == "Tab day/time  arrows day/week  PgUp/PgDn month  Home/End week  t today  Enter to time  Esc cancel  ? help")
        // Enter on a day gives the wheels the keys, and the key line follows.
        run.terminal.send("\u{1B}[C\r")
        #expect(run.terminal.read(until: { _ in keyLine().contains("Up/Down value") }), "\(run.terminal.text)")
        run.terminal.send("\r")
        let result = try run.finish()
        #expect(result.status == 0)
        #expect(result.output == "2026-11-21T09:30:00+00:00\n")
        run.expectCleanTerminal()
    }
}

@MainActor
@Suite("demo pick's options for wheels")
struct PickTimeOptionTests {
    @Test("options that do not go with wheels are one line and exit 2", arguments: [
        (["--time", "09:30", "--range"], "--range and --multiple pick days"),
        (["--time", "--format", "%d"], "--format writes days"),
        (["--time", "9:61"], "--time"),
        (["--duration", "--minute-interval", "9"], "--minute-interval '9' does not divide an hour"),
    ])
    func refused(arguments: [String], message: String) async {
        let result = await DemoMain.run(arguments: ["pick"] + arguments, environment: [:])
        #expect(result.status == 2)
        #expect(result.errorOutput.contains(message), "\(result.errorOutput)")
    }

    @Test("--time takes its value or none, and asks for a time; --duration and --datetime win over it")
    func modes() async throws {
        let environment: [String: String] = [:]
        #expect(try PickOptions.parse(["--time"], environment: environment).times.mode == .time)
        #expect(try PickOptions.parse(["--time", "--locale", "de_DE"], environment: environment).times.time == "")
        #expect(try PickOptions.parse(["--time=08:15"], environment: environment).times.time == "08:15")
        #expect(try PickOptions.parse(["--time", "7:45", "--duration"], environment: environment).times.mode == .duration)
        #expect(try PickOptions.parse(["--duration", "--time", "7:45"], environment: environment).times.mode == .duration)
        #expect(try PickOptions.parse(["--date", "2026-11-20"], environment: environment).times.mode == nil)
    }
}

import Foundation
import Testing
import TestSupport
@testable import DemoKit

/// A range given with `--date A..B` is shown chosen; Enter prints it as it
/// is shown. Moved off it, Enter starts a new range as before.
@MainActor
@Suite("demo pick --range with a preset range", .serialized,
       .enabled(if: PseudoTerminal.isSupported, PseudoTerminal.unsupportedReason))
struct PickPresetTests {
    @Test("Enter prints the preset range: 2026-11-20 2026-11-25, exit 0")
    func enterAcceptsPreset() throws {
        let run = try PickRun(["--range", "--date", "2026-11-20..2026-11-25"])
        #expect(run.waitForBand(), "\(run.terminal.text)")
        run.terminal.send("\r")
        let result = try run.finish()
        #expect(result.status == 0)
        #expect(result.output == "2026-11-20 2026-11-25\n")
        run.expectCleanTerminal()
    }

    @Test("Off the preset range, Enter starts a new one: Right, Enter, Right, Enter prints 2026-11-26 2026-11-27")
    func newRangeOffPreset() throws {
        let run = try PickRun(["--range", "--date", "2026-11-20..2026-11-25"])
        #expect(run.waitForBand(), "\(run.terminal.text)")
        run.terminal.send("\u{1B}[C")
        #expect(run.terminal.read(until: { $0.text.contains("[26]") }), "\(run.terminal.text)")
        run.terminal.send("\r")
        #expect(run.terminal.read(until: { $0.text.contains("now the other end") }), "\(run.terminal.text)")
        run.terminal.send("\u{1B}[C")
        #expect(run.terminal.read(until: { $0.text.contains("[27]") }), "\(run.terminal.text)")
        run.terminal.send("\r")
        let result = try run.finish()
        #expect(result.status == 0)
        #expect(result.output == "2026-11-26 2026-11-27\n")
    }
}

import Testing
import TestSupport
@testable import TerminalUI

/// Each test runs a walk in a child process, so a trap fails the test instead of ending the test run
/// (to see a trap's message, call the walk in a test of its own). A walk calls every public
/// initializer and method of TerminalUI that takes a number or text with ``Hostile`` values, and
/// checks some of the documented answers on the way; issues it records reach the parent.
@Suite("TerminalUI: no trap on any value an app can pass")
struct TerminalUIHostileValueTests {
    @Test("screen: buffers, cells, the renderer and the virtual terminal take any size, position and text")
    func screen() async {
        await #expect(processExitsWith: .success) {
            HostileTerminalUI.screen()
        }
    }

    @Test("text: widths, visible text, styles, key names, hints and bindings take any number and text")
    func text() async {
        await #expect(processExitsWith: .success) {
            HostileTerminalUI.text()
        }
    }

    @Test("input: the decoder takes any timeouts, paste lengths, times and bytes")
    func input() async {
        await #expect(processExitsWith: .success) {
            HostileTerminalUI.input()
        }
    }

    @Test("terminal: modes, sessions, the run loop and animation take any rows, columns, intervals and times",
          .enabled(if: PseudoTerminalPair.isSupported, "needs a pseudo-terminal (Linux or Darwin)"))
    func terminal() async {
        await #expect(processExitsWith: .success) {
            await HostileTerminalUI.terminal()
        }
    }

    @Test("the walk calls every public function and initializer that takes a number or text")
    func coverage() {
        let folder = String(#filePath.dropLast("HostileValueTests.swift".count))
        let walks = ["HostileValueTests", "HostileTerminalUI+Screen", "HostileTerminalUI+Text", "HostileTerminalUI+Input",
                     "HostileTerminalUI+Terminal"].map { folder + $0 + ".swift" }
        #expect(walks.allSatisfy { PublicAPIScan.readFile($0) != nil }, "a walk's file is missing: \(walks)")
        let coverage = PublicAPIScan.coverage(ofModule: "TerminalUI", testFiles: walks)
        #expect(coverage.declarations > 30, "the scan found \(coverage.declarations) declarations")
        #expect(coverage.unwalked.isEmpty, "not walked: \(coverage.unwalked)")
    }
}

/// The walks, run in child processes, one file each: `HostileTerminalUI+Screen.swift`,
/// `+Text`, `+Input` and `+Terminal`.
enum HostileTerminalUI {}

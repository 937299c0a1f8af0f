import Foundation
import Testing
import TestSupport
@testable import DemoKit

/// Nothing lost on the way out: a command whose output cannot be written
/// (a full device, a pipe nobody reads any more) says so in one line on
/// stderr and exits 1, as `date > /dev/full` does, instead of exiting 0.
@MainActor
@Suite("Output that cannot be written", .serialized,
       .enabled(if: PseudoTerminal.isSupported, PseudoTerminal.unsupportedReason))
struct LostOutputTests {
    /// Where a command's stdout goes: /dev/full, or a pipe whose read end is closed.
    enum Sink: String, CaseIterable {
        case full = "No space left on device"
        case closedPipe = "Broken pipe"

        /// A descriptor for the child's stdout; the caller closes it after the start.
        func open() throws -> Int32 {
            switch self {
            case .full:
                let descriptor = Glibc.open("/dev/full", O_WRONLY | O_CLOEXEC)
                try #require(descriptor >= 0, "no /dev/full")
                return descriptor
            case .closedPipe:
                var ends: [Int32] = [-1, -1]
                try #require(pipe(&ends) == 0)
                close(ends[0])
                _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
                return ends[1]
            }
        }
    }

    @Test("A command's output to /dev/full or a closed pipe: one error line naming why, exit 1",
          arguments: Sink.allCases, [["grid", "2026", "11"], ["--version"], ["time", "--time", "09:30"]])
    func commands(sink: Sink, arguments: [String]) throws {
        let terminal = try PseudoTerminal()
        let output = try sink.open()
        let error = try TestPipe()
        try terminal.start(arguments, output: output, error: error.write)
        close(output)
        error.closeWriteEnd()
        try #require(terminal.waitForExit(), "\(arguments) did not end")
        #expect(terminal.process.shellStatus == 1)
        #expect(error.readAll() == "demo: error: cannot write the output: \(sink.rawValue)\n")
    }

    @Test("The same output to a pipe that is read: exit 0, nothing on stderr (the check above can fail)")
    func readPipe() throws {
        let terminal = try PseudoTerminal()
        let output = try TestPipe(), error = try TestPipe()
        try terminal.start(["grid", "2026", "11"], output: output.write, error: error.write)
        output.closeWriteEnd()
        error.closeWriteEnd()
        let text = output.readAll()
        try #require(terminal.waitForExit())
        #expect(terminal.process.shellStatus == 0)
        #expect(text.contains("November 2026") && error.readAll() == "")
    }

    @Test("demo pick whose day cannot be written: the band is erased, one error line, exit 1", arguments: Sink.allCases)
    func pick(sink: Sink) throws {
        let output = try sink.open()
        let run = try PickRun(["--date", "2026-11-20"], output: output)
        close(output)
        #expect(run.waitForBand(), "\(run.terminal.text)")
        run.terminal.send("\r")
        let result = try run.finish()
        #expect(result.status == 1)
        #expect(result.error == "demo: error: cannot write the output: \(sink.rawValue)\n")
        run.expectCleanTerminal()
    }
}

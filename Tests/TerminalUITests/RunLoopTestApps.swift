import Observation
@testable import TerminalUI

/// Shows a status line that work outside the loop changes; counts its frames.
@MainActor @Observable
final class StatusApp: TerminalApplication {
    var status = "waiting"
    @ObservationIgnored private(set) var frames = 0
    @ObservationIgnored var minimumSize: (columns: Int, rows: Int) = (columns: 10, rows: 2)

    var isAnimating: Bool { false }

    func handle(_ event: InputEvent, at time: Double) -> RunDecision {
        event == .key(.character("q")) ? .quit : .keepRunning
    }

    func advance(to time: Double) {}

    func draw(into buffer: inout ScreenBuffer) {
        frames += 1
        buffer.put(status, atColumn: 0, row: 0)
    }
}

/// The same without Observation: the loop cannot see its changes.
@MainActor
final class PlainStatusApp: TerminalApplication {
    var status = "waiting"
    var minimumSize: (columns: Int, rows: Int) { (columns: 10, rows: 2) }
    var isAnimating: Bool { false }

    func handle(_ event: InputEvent, at time: Double) -> RunDecision {
        event == .key(.character("q")) ? .quit : .keepRunning
    }

    func advance(to time: Double) {}

    func draw(into buffer: inout ScreenBuffer) {
        buffer.put(status, atColumn: 0, row: 0)
    }
}

/// Records every event it gets; quits on Ctrl-C.
@MainActor
final class RecordingApp: TerminalApplication {
    private(set) var events: [InputEvent] = []
    var minimumSize: (columns: Int, rows: Int) { (columns: 30, rows: 10) }
    var isAnimating: Bool { false }

    func handle(_ event: InputEvent, at time: Double) -> RunDecision {
        events.append(event)
        return event == TerminalRunLoop.quitKey ? .quit : .keepRunning
    }

    func advance(to time: Double) {}

    func draw(into buffer: inout ScreenBuffer) {
        buffer.put("the application", atColumn: 0, row: 0)
    }
}

/// An inline program whose help needs more rows than it: `?` shows the help (one line per
/// row, the band asks for all of them), any key closes it; Esc cancels, even while too small.
@MainActor
final class GrowingApp: TerminalApplication {
    private(set) var showsHelp = false
    private(set) var sizes: [(columns: Int, rows: Int)] = []
    private(set) var events: [InputEvent] = []
    var minimumSize: (columns: Int, rows: Int) { (columns: 12, rows: 2) }
    var isAnimating: Bool { false }
    nonisolated static let helpRows = 6

    var preferredBandRows: Int? { showsHelp ? GrowingApp.helpRows : nil }

    func sizeDidChange(to size: (columns: Int, rows: Int)) {
        sizes.append(size)
    }

    func handle(_ event: InputEvent, at time: Double) -> RunDecision {
        events.append(event)
        if showsHelp {
            showsHelp = false
        } else if event == .key(.character("?")) {
            showsHelp = true
        } else if event == .key(.escape) || event == TerminalRunLoop.quitKey {
            return .quit
        }
        return .keepRunning
    }

    func handleWhileTooSmall(_ event: InputEvent, at time: Double) -> RunDecision {
        events.append(event)
        return event == .key(.escape) || event == TerminalRunLoop.quitKey ? .quit : .keepRunning
    }

    var tooSmallExitWordings: [String] { ["Esc cancels", "Esc"] }

    func advance(to time: Double) {}

    func draw(into buffer: inout ScreenBuffer) {
        guard showsHelp else {
            buffer.put("app", atColumn: 0, row: 0)
            buffer.put("? help", atColumn: 0, row: buffer.height - 1)
            return
        }
        for row in 0..<buffer.height { buffer.put("help \(row + 1)", atColumn: 0, row: row) }
    }
}

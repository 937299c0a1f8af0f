#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `demo pick`'s first frame beside `dialog --calendar`'s, each a whole
/// process started in a pseudo-terminal of its own (``PseudoTerminalRun``):
/// the time from just before the process starts until the first byte of
/// its first frame reaches the terminal, which answers `demo pick`'s cursor
/// position request at once, as a terminal does.
///
/// The demo is the one built beside the bench (the same build directory):
/// the bench builds nothing. The two programs run in alternating runs, so
/// that a noisy machine disturbs both alike, after one run of each that is
/// not counted; the figures are medians. Without `dialog` on the `PATH`,
/// the demo is measured alone and a `NOTE` line says how to install it.
@MainActor
struct FirstFrameBench {
    /// The counted runs of each program.
    let runs: Int
    /// Where the demo is; `nil` when it was not built beside the bench.
    let demo: String?
    /// Where `dialog` is; `nil` when it is not installed.
    let dialog: String?

    /// The arguments of the two programs (the path first).
    static let pickArguments = ["pick"]
    static let dialogArguments = ["--calendar", "", "0", "0"]

    init(runs: Int, demo: String? = FirstFrameBench.demoBesideBench(), dialog: String? = FirstFrameBench.onPath("dialog")) {
        self.runs = runs
        self.demo = demo
        self.dialog = dialog
    }

    /// Runs both programs and reports the medians and their ratio.
    ///
    /// - Throws: ``BenchFailure`` when the demo starts but draws nothing.
    func run(_ report: inout Report) throws {
        guard let demo else {
            report.note("first-frame: no demo beside the bench; build it first: swift build -c release --product demo")
            return
        }
        let environment = Self.terminalEnvironment()
        let pick = PseudoTerminalRun(arguments: [demo] + Self.pickArguments, environment: environment)
        let calendar = dialog.map { PseudoTerminalRun(arguments: [$0] + Self.dialogArguments, environment: environment) }
        if calendar == nil {
            report.note("first-frame-dialog: dialog is not installed, so pick is measured alone (Debian: apt-get install dialog)")
        }
        var pickTimings: [PseudoTerminalRun.Timing] = []
        var dialogFrames: [Double] = []
        var dialogProblem: String?
        do {
            for run in 0...runs {   // run 0 of each is not counted: it warms the caches
                let first = try pick.run()
                var other: Double?
                if let calendar, dialogProblem == nil {
                    do { other = try calendar.run().frame } catch { dialogProblem = "\(error)" }
                }
                guard run > 0 else { continue }
                pickTimings.append(first)
                if let other { dialogFrames.append(other) }
            }
        } catch let failure as PseudoTerminalRun.Failure where failure.description.hasPrefix("no pseudo-terminal") {
            report.note("first-frame: not measured: \(failure)")
            return
        } catch {
            throw BenchFailure("first-frame: demo pick: \(error)")
        }
        let frame = Measurement.median(pickTimings.map(\.frame))
        report.bench("first-frame-pick", frame, "ms")
        let requests = pickTimings.compactMap(\.firstRequest)
        if !requests.isEmpty { report.bench("first-frame-pick-question", Measurement.median(requests), "ms") }
        if let dialogProblem { report.note("first-frame-dialog: not measured: \(dialogProblem)") }
        guard !dialogFrames.isEmpty else { return }
        let dialogFrame = Measurement.median(dialogFrames)
        report.bench("first-frame-dialog", dialogFrame, "ms")
        report.ratio("first-frame-vs-dialog", baseline: dialogFrame, ours: frame)
    }

    /// The environment both programs get: this process's, with a `TERM`
    /// that both know (xterm's) and no `COLUMNS` or `LINES` to override the
    /// terminal's size.
    static func terminalEnvironment() -> [String] {
        var names: [String] = []
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if !["TERM=", "COLUMNS=", "LINES="].contains(where: text.hasPrefix) { names.append(text) }
            pointer += 1
        }
        return names + ["TERM=xterm-256color"]
    }

    /// The demo in the bench's own directory, if it was built there.
    static func demoBesideBench() -> String? {
        guard let own = executablePath() else { return nil }
        let directory = own.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let demo = directory + "/demo"
        return access(demo, X_OK) == 0 ? demo : nil
    }

    /// This process's executable, with symbolic links resolved.
    private static func executablePath() -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if count > 0 { return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        #endif
        guard let first = CommandLine.arguments.first, let resolved = realpath(first, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A program on the `PATH`, as a shell finds it.
    static func onPath(_ name: String) -> String? {
        guard let path = getenv("PATH").map({ String(cString: $0) }) else { return nil }
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}

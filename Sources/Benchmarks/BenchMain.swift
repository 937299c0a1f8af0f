/// `bench`: the benchmarks, or one workload on its own.
@MainActor
enum BenchMain {
    static let usage = """
        usage: bench                               every workload, ours and baselines side by side
               bench --list                        the workloads
               bench --only NAME --iterations N    one workload N times, nothing else
               bench --quick                       every workload with tiny counts (a smoke test)
               bench --first-frame                 demo pick's first frame beside dialog --calendar's, alone

        Build with -c release for meaningful numbers: swift run -c release bench

        """

    /// Runs the command line; returns the output and the exit status (2 for bad arguments, 1 for a failed check).
    static func run(arguments: [String]) -> (output: String, error: String, status: Int32) {
        var only: String?
        var iterations: Int?
        var quick = false
        var firstFrameOnly = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--list":
                return (Catalog.solo.map { "\($0.name)  \($0.summary)" }.joined(separator: "\n") + "\n", "", 0)
            case "--help", "-h":
                return (usage, "", 0)
            case "--quick":
                quick = true
            case "--first-frame":
                firstFrameOnly = true
            case "--only", "--iterations":
                guard index + 1 < arguments.count else { return ("", "bench: error: \(argument) needs a value\n", 2) }
                let value = arguments[index + 1]
                if argument == "--only" {
                    guard Catalog.solo.contains(where: { $0.name == value }) else {
                        return ("", "bench: error: unknown workload '\(value)' (see bench --list)\n", 2)
                    }
                    only = value
                } else {
                    guard let number = Int(value), number > 0 else {
                        return ("", "bench: error: --iterations '\(value)' is not a positive whole number\n", 2)
                    }
                    iterations = number
                }
                index += 1
            default:
                return ("", "bench: error: unknown argument '\(argument)' (try: bench --help)\n", 2)
            }
            index += 1
        }
        if let only {
            Catalog.solo.first { $0.name == only }!.run(iterations ?? 1)
            return ("", "", 0)
        }
        guard iterations == nil else { return ("", "bench: error: --iterations needs --only\n", 2) }
        do {
            let bench = BenchRun(scale: quick ? 0.001 : 1, rounds: quick ? 1 : 7)
            var report = Report()
            if firstFrameOnly { try bench.firstFrame(&report) } else { report = try bench.run() }
            return (report.lines.joined(separator: "\n") + "\n", "", 0)
        } catch {
            return ("", "bench: error: \(error)\n", 1)
        }
    }
}

import Foundation

/// Prints a line at once, also into a pipe.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// The checks' results: each printed as "ok" or "FAIL" as it comes, and counted.
@MainActor
final class Tally {
    private(set) var passed = 0
    private(set) var failed = 0

    /// Prints one check's result, its name and its figures, and counts it.
    func report(_ ok: Bool, _ name: String, _ detail: String) {
        say("\(ok ? "ok  " : "FAIL") \(name): \(detail)")
        if ok { passed += 1 } else { failed += 1 }
    }

    /// The last line of the output: how many checks passed and failed.
    var summary: String {
        "\(passed) passed, \(failed) failed"
    }
}

import FuzzSupport

/// The package's fuzz targets, as functions: bytes in, the invariants they
/// broke out (empty when all held).
///
/// Each `fuzz-NAME` executable hands a target to libFuzzer
/// (`.ci/fuzz` builds them with `-DFUZZING`), and `swift test` replays
/// every file of `Tests/FuzzCorpus/NAME` through the target of that name,
/// so an input that once crashed stays fixed without libFuzzer.
public enum FuzzTargets {
    /// A fuzz target with the name of its executable (`fuzz-NAME`) and corpus folder.
    public struct Target: Sendable {
        /// The name: `decoder` for `fuzz-decoder` and `Tests/FuzzCorpus/decoder`.
        public let name: String
        /// Runs the target on one input; returns the invariants that did not hold.
        public let run: @MainActor @Sendable ([UInt8]) -> [String]
    }

    /// Every target, one line each: a new target is one more line here.
    public static let all: [Target] = [
        Target(name: "gestures", run: { gestures($0) }),
        Target(name: "decoder", run: { decoder($0) }),
        Target(name: "calendar", run: { calendar($0) }),
        Target(name: "form", run: { form($0) }),
        Target(name: "pick-arguments", run: { pickArguments($0) }),
        Target(name: "date-entry", run: { dateEntry($0) }),
        Target(name: "values", run: { values($0) }),
    ]
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(Testing)
import Testing
#endif

/// Text snapshots stored beside the tests.
///
/// A snapshot named `NAME` lives in `__Snapshots__/NAME.txt` next to the
/// test file that checks it. Run the tests with `RECORD_SNAPSHOTS=1` to
/// write (or rewrite) the files from the current output: every test that
/// records then fails with "recorded; run again without RECORD_SNAPSHOTS",
/// as swift-snapshot-testing does, so a variable left set never passes a
/// test silently. Run them again without it to check.
///
/// The variable is read once, the first time ``isRecording`` is asked, and
/// never written: tests run in parallel in one process, and a test that set
/// it would change what the others see. Tests of the recording itself pass
/// `recording:` to ``check(_:named:testFile:recording:fileID:line:column:)``.
///
/// Some snapshots hold text from the platform's locale data (month and
/// weekday names, era names, digits of other scripts); they were recorded
/// where ``hasReferenceLocaleData`` holds. Mark their tests with
/// `.requiresReferenceLocaleData` (a trait) so that elsewhere they are
/// skipped with ``localeDataNote`` instead of failing.
public enum Snapshot {
    /// The outcome of comparing text with its snapshot.
    public enum Outcome: Equatable, Sendable {
        /// The text equals the stored snapshot.
        case matched
        /// The snapshot was written (recording was on); the test has failed with ``recordedMessage``.
        case recorded
        /// No snapshot is stored, and recording is off.
        case missing(path: String)
        /// The text differs; the first differing line is reported.
        case mismatched(path: String, line: Int, expected: String, actual: String)
    }

    /// The environment variable that turns recording on (any value but empty or `0`).
    public static let recordingVariable = "RECORD_SNAPSHOTS"

    /// The failure every recording reports, so that a recording run never passes.
    public static let recordedMessage = "recorded; run again without RECORD_SNAPSHOTS"

    /// Whether `RECORD_SNAPSHOTS` asks for re-recording, as the process
    /// started: read once, at the first use (see ``isRecording(value:)``).
    public static let isRecording: Bool = isRecording(value: getenv(recordingVariable).map { String(cString: $0) })

    /// Whether a value of `RECORD_SNAPSHOTS` asks for re-recording: any
    /// value but none, the empty string and `0`.
    ///
    /// - Parameter value: The variable's value, or `nil` when it is not set.
    /// - Returns: `true` to record.
    public static func isRecording(value: String?) -> Bool {
        guard let value else { return false }
        return !value.isEmpty && value != "0"
    }

    /// Compares text with the snapshot of that name, or records it.
    ///
    /// When recording, the file is written and an issue with
    /// ``recordedMessage`` is recorded against the caller, so the test fails.
    /// Other outcomes are only returned; ``expectMatch(_:named:testFile:recording:fileID:line:column:)``
    /// also fails the test for them.
    ///
    /// - Parameters:
    ///   - text: The output to check.
    ///   - name: The snapshot's name, used as a file name.
    ///   - testFile: The test's file path; pass `#filePath`.
    ///   - recording: Whether to record instead of comparing: ``isRecording``
    ///     unless a test of the recording itself says otherwise.
    ///   - fileID: The caller's `#fileID`, for the issue's location.
    ///   - line: The caller's `#line`, for the issue's location.
    ///   - column: The caller's `#column`, for the issue's location.
    /// - Returns: What the comparison found, or ``Outcome/recorded``.
    public static func check(_ text: String, named name: String, testFile: String, recording: Bool = isRecording,
                             fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Outcome {
        let folder = directory(of: testFile) + "/__Snapshots__"
        let path = folder + "/" + name + ".txt"
        if recording {
            mkdir(folder, 0o755)
            write(text, to: path)
            report(recordedMessage + " (" + path + ")", testFile: testFile, fileID: fileID, line: line, column: column)
            return .recorded
        }
        guard let stored = read(path) else { return .missing(path: path) }
        if stored == text { return .matched }
        let expectedLines = stored.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for line in 0..<max(expectedLines.count, actualLines.count) {
            let expected = line < expectedLines.count ? String(expectedLines[line]) : "<end>"
            let actual = line < actualLines.count ? String(actualLines[line]) : "<end>"
            if expected != actual { return .mismatched(path: path, line: line + 1, expected: expected, actual: actual) }
        }
        return .mismatched(path: path, line: 0, expected: "", actual: "")
    }

    /// Compares text with its snapshot and fails the test unless it matches:
    /// a missing snapshot, a difference and a recording are all issues.
    ///
    /// - Parameters:
    ///   - text: The output to check.
    ///   - name: The snapshot's name, used as a file name.
    ///   - testFile: The test's file path; pass `#filePath`.
    ///   - recording: Whether to record instead of comparing: ``isRecording``
    ///     unless a test of the recording itself says otherwise.
    ///   - fileID: The caller's `#fileID`, for the issue's location.
    ///   - line: The caller's `#line`, for the issue's location.
    ///   - column: The caller's `#column`, for the issue's location.
    /// - Returns: The outcome; anything but ``Outcome/matched`` has been reported.
    @discardableResult
    public static func expectMatch(_ text: String, named name: String, testFile: String, recording: Bool = isRecording,
                                   fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Outcome {
        let outcome = check(text, named: name, testFile: testFile, recording: recording,
                            fileID: fileID, line: line, column: column)
        switch outcome {
        case .matched, .recorded:
            break
        case .missing(let path):
            report("no snapshot at \(path); record it with RECORD_SNAPSHOTS=1", testFile: testFile,
                   fileID: fileID, line: line, column: column)
        case .mismatched(let path, let number, let expected, let actual):
            report("\(path):\(number) differs\n  expected: \(expected)\n  actual:   \(actual)", testFile: testFile,
                   fileID: fileID, line: line, column: column)
        }
        return outcome
    }

    /// Whether this platform's locale data is the data the locale-dependent
    /// snapshots were recorded with: Linux, with the toolchain's Foundation
    /// and its bundled ICU. Apple platforms use the system's ICU and CLDR,
    /// whose month, weekday and era names and spacing differ in places.
    public static var hasReferenceLocaleData: Bool {
        #if os(Linux)
        true
        #else
        false
        #endif
    }

    /// Why a test of locale-dependent text is skipped where ``hasReferenceLocaleData`` is false.
    public static let localeDataNote = "the expected text holds locale data (month, weekday and era names, digits) "
        + "recorded with the Swift toolchain's Foundation on Linux; this platform's ICU/CLDR data differs"

    // MARK: - Internals

    /// Reports a failure to the running test (Swift Testing), at the caller's location.
    private static func report(_ message: String, testFile: String, fileID: String, line: Int, column: Int) {
        #if canImport(Testing)
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: fileID, filePath: testFile, line: line, column: column))
        #else
        fputs("Snapshot: \(message)\n", stderr)
        #endif
    }

    static func directory(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return String(file[..<slash])
    }

    static func read(_ path: String) -> String? {
        guard let handle = fopen(path, "rb") else { return nil }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, handle)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func write(_ text: String, to path: String) {
        guard let handle = fopen(path, "wb") else { return }
        defer { fclose(handle) }
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, handle) }
    }
}

#if canImport(Testing)
extension Trait where Self == ConditionTrait {
    /// Skips a test, with ``Snapshot/localeDataNote``, where the platform's
    /// locale data is not the data its expected text was recorded with
    /// (see ``Snapshot/hasReferenceLocaleData``).
    public static var requiresReferenceLocaleData: Self {
        .enabled(if: Snapshot.hasReferenceLocaleData, Comment(rawValue: Snapshot.localeDataNote))
    }
}
#endif

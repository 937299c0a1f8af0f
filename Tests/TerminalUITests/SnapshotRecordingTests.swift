#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TestSupport

/// A folder under the system's temporary folder, removed with its snapshots afterwards,
/// so that these tests never touch a real `__Snapshots__` folder.
private final class TemporaryFolder {
    let path: String

    init() throws {
        let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array(((base.hasSuffix("/") ? base : base + "/") + "snapshot-test-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw FolderError() }
        path = String(cString: made)
    }

    /// A test file path inside the folder: its snapshots go to `path/__Snapshots__`.
    var testFile: String { path + "/ProbeTests.swift" }

    func snapshotPath(_ name: String) -> String { path + "/__Snapshots__/" + name + ".txt" }

    deinit {
        if let folder = opendir(path + "/__Snapshots__") {
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { unlink(path + "/__Snapshots__/" + name) }
            }
            closedir(folder)
            rmdir(path + "/__Snapshots__")
        }
        rmdir(path)
    }
}

private struct FolderError: Error {}

private func contents(of path: String) -> String? {
    guard let handle = fopen(path, "rb") else { return nil }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while case let count = fread(&buffer, 1, buffer.count, handle), count > 0 { bytes += buffer[0..<count] }
    return String(decoding: bytes, as: UTF8.self)
}

/// Whether an issue is the one a recording reports.
private func isRecordedIssue(_ issue: Issue) -> Bool {
    issue.comments.contains { $0.rawValue.hasPrefix(Snapshot.recordedMessage) }
        && issue.sourceLocation?.fileID == #fileID
}

@Suite("Snapshots: recording fails the test, so a stray RECORD_SNAPSHOTS never passes silently")
struct SnapshotRecordingTests {
    @Test("recording writes the file, reports the failure and returns .recorded; then it matches")
    func recordingFails() throws {
        let folder = try TemporaryFolder()
        let text = "first line\nsecond line\n"
        var outcome: Snapshot.Outcome?
        withKnownIssue("recording must fail the test") {
            outcome = Snapshot.check(text, named: "probe", testFile: folder.testFile, recording: true)
        } matching: { isRecordedIssue($0) }
        #expect(outcome == .recorded)
        #expect(contents(of: folder.snapshotPath("probe")) == text)

        // Without recording the recorded file is the reference.
        #expect(Snapshot.check(text, named: "probe", testFile: folder.testFile, recording: false) == .matched)
        let changed = Snapshot.check("first line\nSECOND line\n", named: "probe", testFile: folder.testFile, recording: false)
        #expect(changed == .mismatched(path: folder.snapshotPath("probe"), line: 2,
                                       expected: "second line", actual: "SECOND line"))
        #expect(Snapshot.check(text, named: "absent", testFile: folder.testFile, recording: false)
                == .missing(path: folder.snapshotPath("absent")))
        #expect(contents(of: folder.snapshotPath("probe")) == text)   // checking never writes
    }

    @Test("expectMatch fails the test for a recording, a missing snapshot and a difference")
    func expectMatchFails() throws {
        let folder = try TemporaryFolder()
        withKnownIssue {
            #expect(Snapshot.expectMatch("a\n", named: "probe", testFile: folder.testFile, recording: true) == .recorded)
        } matching: { isRecordedIssue($0) }
        #expect(Snapshot.expectMatch("a\n", named: "probe", testFile: folder.testFile, recording: false) == .matched)
        withKnownIssue {
            _ = Snapshot.expectMatch("b\n", named: "probe", testFile: folder.testFile, recording: false)
        } matching: { $0.comments.contains { $0.rawValue.contains("probe.txt:1 differs") } }
        withKnownIssue {
            _ = Snapshot.expectMatch("a\n", named: "absent", testFile: folder.testFile, recording: false)
        } matching: { $0.comments.contains { $0.rawValue.hasPrefix("no snapshot at ") } }
    }

    @Test("RECORD_SNAPSHOTS records with any value but none, the empty string and 0", arguments: [
        (String?.none, false), ("", false), ("0", false), ("1", true), ("yes", true), ("00", true),
    ])
    func recordingValues(value: String?, records: Bool) {
        #expect(Snapshot.isRecording(value: value) == records)
    }
}

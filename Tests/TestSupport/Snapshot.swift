#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Text snapshots stored beside the tests.
///
/// A snapshot named `NAME` lives in `__Snapshots__/NAME.txt` next to the
/// test file that checks it. Run the tests with `RECORD_SNAPSHOTS=1` to
/// write (or rewrite) the files from the current output.
public enum Snapshot {
    /// The outcome of comparing text with its snapshot.
    public enum Outcome: Equatable, Sendable {
        /// The text equals the stored snapshot.
        case matched
        /// The snapshot was written (recording was on).
        case recorded
        /// No snapshot is stored, and recording is off.
        case missing(path: String)
        /// The text differs; the first differing line is reported.
        case mismatched(path: String, line: Int, expected: String, actual: String)
    }

    /// Whether `RECORD_SNAPSHOTS` asks for re-recording.
    public static var isRecording: Bool {
        guard let value = getenv("RECORD_SNAPSHOTS") else { return false }
        let text = String(cString: value)
        return !text.isEmpty && text != "0"
    }

    /// Compares text with the snapshot of that name (or records it).
    ///
    /// - Parameters:
    ///   - text: The output to check.
    ///   - name: The snapshot's name, used as a file name.
    ///   - testFile: The test's file path; pass `#filePath`.
    public static func check(_ text: String, named name: String, testFile: String) -> Outcome {
        let folder = directory(of: testFile) + "/__Snapshots__"
        let path = folder + "/" + name + ".txt"
        if isRecording {
            mkdir(folder, 0o755)
            write(text, to: path)
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

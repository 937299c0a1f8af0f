#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FuzzTargets
import Testing

/// The corpora beside this file's folder: `Tests/FuzzCorpus/NAME/*`, one folder per target.
private let corpusFolder: String = {
    var path = #filePath   // …/Tests/FuzzReplayTests/FuzzCorpusReplayTests.swift
    for _ in 0..<2 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path + "/FuzzCorpus"
}()

/// The names in a folder, sorted, without `.` and `..`; empty when it cannot be read.
private func entries(of folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name != "." && name != ".." && !name.hasPrefix(".") { names.append(name) }
    }
    return names.sorted()
}

/// A file's bytes, or `nil` when it cannot be read.
private func contents(of path: String) -> [UInt8]? {
    guard let handle = fopen(path, "rb") else { return nil }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while case let count = fread(&buffer, 1, buffer.count, handle), count > 0 { bytes += buffer[0..<count] }
    return bytes
}

@Suite("Fuzz corpora replayed: every input that libFuzzer kept, and every crash it found, runs again")
struct FuzzCorpusReplayTests {
    @Test("every file of a target's corpus runs with all its invariants holding",
          arguments: FuzzTargets.all.map(\.name))
    @MainActor
    func replay(name: String) throws {
        let target = try #require(FuzzTargets.all.first { $0.name == name })
        let files = entries(of: corpusFolder + "/" + name)
        #expect(!files.isEmpty, "no corpus at \(corpusFolder)/\(name)")
        for file in files {
            let bytes = try #require(contents(of: corpusFolder + "/" + name + "/" + file), "cannot read \(file)")
            let violations = target.run(bytes)
            #expect(violations.isEmpty, "\(name)/\(file): \(violations.joined(separator: "; "))")
        }
    }

    @Test("every corpus folder has a target of its name, and every target a corpus")
    func foldersMatchTargets() {
        #expect(entries(of: corpusFolder) == FuzzTargets.all.map(\.name).sorted())
    }
}

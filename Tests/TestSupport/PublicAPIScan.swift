#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The public functions and initializers of a module that take a number, a
/// date or text, read from its sources: what a hostile-values test must
/// call, so that a new API is not left out of it.
///
/// The scan reads declarations, not types: a declaration is public when it
/// starts with `public` (after attributes), and it takes such a value when
/// its signature, up to its body, names `Int`, `Double`, `String`,
/// `Date`, `TimeInterval`, `Substring` or `Character`. A function is
/// covered when a test's text calls its name (`name(`); an initializer,
/// when the test's text has its first argument label (`label:`), or for an
/// unlabelled one, the type's name followed by `(` (the type is the main type
/// of its file, `Type.swift` or `Type+Feature.swift`). Protocol
/// requirements and delegate callbacks (`picker(_:...)`) are the host's to
/// implement, not the module's to be called, and are left out.
public enum PublicAPIScan {
    /// A declaration the scan found.
    public struct Entry: Hashable, Sendable, CustomStringConvertible {
        /// The file, relative to the module's folder.
        public let file: String
        /// The text a test must contain to cover it: `name(` or `label:`.
        public let probe: String
        /// The declaration's first line.
        public let declaration: String

        /// `file: declaration`.
        public var description: String { "\(file): \(declaration)" }
    }

    /// The public functions and initializers of a module that take a number, a date or text.
    ///
    /// - Parameters:
    ///   - module: The module's folder under `Sources`.
    ///   - testFile: A test file's `#filePath`, from which the package's root is found.
    /// - Returns: The declarations, in the order of their files and lines.
    public static func entries(ofModule module: String, testFile: String = #filePath) -> [Entry] {
        guard let root = packageRoot(from: testFile) else { return [] }
        let folder = root + "/Sources/" + module
        return swiftFiles(in: folder).sorted().flatMap { path -> [Entry] in
            guard let text = readFile(path) else { return [] }
            let relative = String(path.dropFirst(folder.count + 1))
            return declarations(in: text, file: relative)
        }
    }

    /// How far a hostile-values walk covers a module: its public declarations
    /// that take a value, and those the walk's test file never calls. An
    /// unreadable test file covers nothing.
    ///
    /// - Parameters:
    ///   - module: The module's folder name under `Sources`.
    ///   - testFile: The walk's test file (the caller's, by default).
    /// - Returns: The number of declarations found and the ones not walked.
    public static func coverage(ofModule module: String, testFile: String = #filePath)
        -> (declarations: Int, unwalked: [Entry]) {
        coverage(ofModule: module, testFiles: [testFile])
    }

    /// How far a hostile-values walk kept in several files covers a module,
    /// as ``coverage(ofModule:testFile:)`` with the text of all of them. A
    /// file that cannot be read covers nothing.
    ///
    /// - Parameters:
    ///   - module: The module's folder name under `Sources`.
    ///   - testFiles: The walk's test files; the first finds the package's root.
    /// - Returns: The number of declarations found and the ones not walked.
    public static func coverage(ofModule module: String, testFiles: [String])
        -> (declarations: Int, unwalked: [Entry]) {
        guard let first = testFiles.first else { return (0, []) }
        let entries = entries(ofModule: module, testFile: first)
        return (entries.count, uncovered(entries, in: testFiles.compactMap(readFile).joined(separator: "\n")))
    }

    /// The entries a text does not cover.
    ///
    /// - Parameters:
    ///   - entries: The declarations.
    ///   - text: The tests' text.
    /// - Returns: The entries whose probe the text lacks.
    public static func uncovered(_ entries: [Entry], in text: String) -> [Entry] {
        entries.filter { !text.contains($0.probe) }
    }

    /// The text of a file, or `nil` when it cannot be read.
    ///
    /// - Parameter path: The file's path.
    public static func readFile(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The package's root: the folder above `Tests`.
    static func packageRoot(from testFile: String) -> String? {
        guard let range = testFile.range(of: "/Tests/", options: .backwards) else { return nil }
        return String(testFile[..<range.lowerBound])
    }

    /// The `.swift` files under a folder, at any depth.
    static func swiftFiles(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var files: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else { continue }
            let path = folder + "/" + name
            if name.hasSuffix(".swift") {
                files.append(path)
            } else if isDirectory(path) {
                files += swiftFiles(in: path)
            }
        }
        return files
    }

    /// Whether a path names a folder that can be read.
    static func isDirectory(_ path: String) -> Bool {
        guard let directory = opendir(path) else { return false }
        closedir(directory)
        return true
    }

    /// The types whose values a hostile test feeds.
    static let hostileTypes = ["Int", "Double", "String", "Date", "TimeInterval", "Substring", "Character", "UInt8",
                               "Day", "Month", "Year", "DayComponents", "DayRange", "TimeOfDay", "TimeSpan", "FieldValue",
                               "FormValues", "FieldID"]

    /// The public declarations of one file that take such a value.
    static func declarations(in text: String, file: String) -> [Entry] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let mainType = String(file.split(separator: "/").last?.split(separator: ".").first?.split(separator: "+").first ?? "")
        var entries: [Entry] = []
        var insideProtocol = false
        var protocolDepth = 0
        var depth = 0
        for (index, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters()
            if line.hasPrefix("public protocol ") { insideProtocol = true; protocolDepth = depth }
            defer {
                depth += raw.filter { $0 == "{" }.count - raw.filter { $0 == "}" }.count
                if insideProtocol && depth <= protocolDepth && raw.contains("}") { insideProtocol = false }
            }
            guard !insideProtocol, !line.hasPrefix("//") else { continue }
            var words = line
            while words.hasPrefix("@") { words = String(words.drop { $0 != " " }.dropFirst()) }
            guard words.hasPrefix("public ") else { continue }
            let modifiers = ["public ", "static ", "mutating ", "nonisolated ", "override ", "final ", "convenience "]
            var rest = words
            var changed = true
            while changed {
                changed = false
                for modifier in modifiers where rest.hasPrefix(modifier) {
                    rest = String(rest.dropFirst(modifier.count))
                    changed = true
                }
            }
            // The whole signature, up to the body (or the end of the declaration).
            var signature = rest
            var next = index + 1
            while !signature.contains("{") && !signature.contains("->") && next < lines.count
                    && signature.filter({ $0 == "(" }).count > signature.filter({ $0 == ")" }).count {
                signature += " " + lines[next].trimmingCharacters()
                next += 1
            }
            let parameters = signature.split(separator: "{").first.map(String.init) ?? signature
            guard hostileTypes.contains(where: { parameters.contains(": \($0)") || parameters.contains(": [\($0)")
                || parameters.contains(": \($0)?") }) else { continue }
            let probe: String
            if rest.hasPrefix("func ") {
                let name = rest.dropFirst(5).prefix { $0 != "(" && $0 != "<" && $0 != " " }
                guard !name.isEmpty, name != "picker" else { continue }
                // An operator is covered by its use between spaces (`day + 1`).
                let isOperator = name.unicodeScalars.allSatisfy { !($0.properties.isAlphabetic || $0 == "_") }
                probe = isOperator ? " " + name + " " : name + "("
            } else if rest.hasPrefix("init") {
                guard let open = rest.firstIndex(of: "(") else { continue }
                let first = rest[rest.index(after: open)...].prefix { $0 != ":" && $0 != ")" }
                let label = first.split(separator: " ").first.map(String.init) ?? ""
                probe = label.isEmpty || label == "_" ? mainType + "(" : label + ":"
            } else if rest.hasPrefix("subscript") {
                probe = "]"
            } else {
                continue
            }
            entries.append(Entry(file: file, probe: probe, declaration: line))
        }
        return entries
    }
}

extension String {
    /// The text without spaces at either end.
    fileprivate func trimmingCharacters() -> String {
        var text = Substring(self)
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return String(text)
    }

    /// The range of the last occurrence of a text.
    fileprivate func range(of text: String, options: BackwardsOption) -> Range<Index>? {
        var index = endIndex
        while index > startIndex {
            index = self.index(before: index)
            if self[index...].hasPrefix(text) { return index..<self.index(index, offsetBy: text.count) }
        }
        return nil
    }

    fileprivate enum BackwardsOption { case backwards }
}

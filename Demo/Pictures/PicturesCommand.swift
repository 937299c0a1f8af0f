import Foundation
import ScreenPictures

/// `demo pictures`: writes the documentation's pictures (``DemoPictures``),
/// or checks that the committed ones are current.
@MainActor
enum PicturesCommand {
    /// The parsed options.
    struct Options {
        var check = false
        var root = FileManager.default.currentDirectoryPath
    }

    /// The command line: options, parser and help in one place.
    static var syntax: CommandSyntax<Options> {
        CommandSyntax(command: "demo pictures", operands: "", summary: """
            Renders the pictures of the README and the documentation from the demo's own
            frames (month ribbon dragged, settled and flung; a calendar range; the form's
            inline calendar; the Time screen's hour wheel, open below the Started row,
            dragged) and writes them as SVG into the catalogs' Resources folders.
            It writes only into the MiniPicker package: any other folder is an error.
            """, options: [
                .flag("--check", help: """
                    write nothing; exit 1 and list the pictures that differ from
                    what would be written
                    """) { $0.check = true },
                .value("--root", "DIR", help: "the package's root (default: the current directory)") { $0.root = $1 },
            ], notes: "")
    }

    /// A file every checkout of the package has at its root, and the package name its manifest declares.
    static let manifest = "Package.swift", packageName = #"name: "MiniPicker""#
    /// A catalog every checkout of the package has, where pictures go.
    static let catalog = "Sources/MiniPicker/MiniPicker.docc"

    /// Checks that a folder is the root of this package, not just any package.
    ///
    /// - Throws: ``DemoError``, one line, for any other folder.
    static func checkRoot(_ root: URL, as typed: String) throws {
        let manifestURL = root.appendingPathComponent(manifest)
        guard let text = try? String(contentsOf: manifestURL, encoding: .utf8) else {
            throw DemoError("'\(typed)' is not the MiniPicker package's root (no Package.swift); run from it or pass --root")
        }
        guard text.contains(packageName),
              FileManager.default.fileExists(atPath: root.appendingPathComponent(catalog).path) else {
            throw DemoError("'\(typed)' is not the MiniPicker package's root (its Package.swift is another package's)")
        }
    }

    static func run(arguments: [String]) throws -> DemoMain.Result {
        let options: Options
        switch try syntax.parse(arguments, defaults: Options()) {
        case .help: return DemoMain.Result(status: 0, output: syntax.help, errorOutput: "")
        case .version: return DemoMain.Result(status: 0, output: DemoMain.version + "\n", errorOutput: "")
        case .run(let parsed, _): options = parsed
        }
        let check = options.check
        let rootURL = URL(fileURLWithPath: options.root, isDirectory: true)
        try checkRoot(rootURL, as: options.root)
        let report: PictureFiles.Report
        do {
            report = try PictureFiles.write(DemoPictures.all().map { ($0.path, $0.svg) }, under: rootURL, check: check)
        } catch {
            throw DemoError("cannot write '\(error.path)': \(error.reason)")
        }
        let stale = report.stale
        let output = report.outcomes.map { "\($0.outcome == .written ? "wrote" : "unchanged") \($0.path)\n" }.joined()
        guard check else { return DemoMain.Result(status: 0, output: output, errorOutput: "") }
        guard stale.isEmpty else {
            let list = stale.map { "  \($0)\n" }.joined()
            return DemoMain.Result(status: 1, output: "",
                                   errorOutput: "demo: pictures out of date (regenerate with: swift run demo pictures):\n\(list)")
        }
        return DemoMain.Result(status: 0, output: "pictures up to date\n", errorOutput: "")
    }
}

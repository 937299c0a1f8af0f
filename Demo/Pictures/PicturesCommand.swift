import Foundation

/// `demo pictures`: writes the documentation's pictures (``DemoPictures``),
/// or checks that the committed ones are current.
@MainActor
enum PicturesCommand {
    static let help = """
        usage: demo pictures [--check] [--root DIR]

        Renders the pictures of the README and the documentation from the demo's own
        frames (month ribbon dragged, settled and flung; a calendar range; the form's
        inline calendar) and writes them as SVG into the catalogs' Resources folders.

          --check   write nothing; exit 1 and list the pictures that differ from
                    what would be written
          --root    the package's root (default: the current directory)

        """

    static func run(arguments: [String]) throws -> DemoMain.Result {
        if arguments.contains("--help") || arguments.contains("-h") { return DemoMain.Result(status: 0, output: help, errorOutput: "") }
        var reader = ArgumentReader(arguments)
        var check = false
        var root = FileManager.default.currentDirectoryPath
        while let option = try reader.nextOption() {
            switch option {
            case "--check": check = true
            case "--root": root = try reader.value(for: option)
            default: throw DemoError("unknown option '\(reader.lastToken)' (try: demo pictures --help)")
            }
        }
        try reader.rejectUnusedValue()
        let rootURL = URL(fileURLWithPath: root, isDirectory: true)
        guard FileManager.default.fileExists(atPath: rootURL.appendingPathComponent("Package.swift").path) else {
            throw DemoError("'\(root)' is not the package's root (no Package.swift); run from it or pass --root")
        }
        var output = ""
        var stale: [String] = []
        for picture in DemoPictures.all() {
            let url = rootURL.appendingPathComponent(picture.path)
            let current = try? String(contentsOf: url, encoding: .utf8)
            if check {
                if current != picture.svg { stale.append(picture.path) }
                continue
            }
            guard current != picture.svg else { output += "unchanged \(picture.path)\n"; continue }
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try picture.svg.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                throw DemoError("cannot write '\(picture.path)': \(error.localizedDescription)")
            }
            output += "wrote \(picture.path)\n"
        }
        guard check else { return DemoMain.Result(status: 0, output: output, errorOutput: "") }
        guard stale.isEmpty else {
            let list = stale.map { "  \($0)\n" }.joined()
            return DemoMain.Result(status: 1, output: "",
                                   errorOutput: "demo: pictures out of date (regenerate with: swift run demo pictures):\n\(list)")
        }
        return DemoMain.Result(status: 0, output: "pictures up to date\n", errorOutput: "")
    }
}

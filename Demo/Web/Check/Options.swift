import Foundation

/// What web-check was asked to do: the page, axe-core's script, where to
/// write the screenshots, Firefox's picture to compare, whether to time the
/// frames, and which groups of checks to run.
struct Options {
    /// The line printed on standard error when the arguments are not understood.
    static let usage = """
        usage: web-check PAGE.html [--measure] [--axe AXE.JS] [--screenshots DIR] [--firefox PNG] [--only GROUP,...]
               [--screenshot PNG] [--rtl-screenshot PNG]
        groups: \(CheckList.groups.joined(separator: " "))
        """

    /// The page's file path, as given.
    var pagePath: String
    /// Whether to time a drag frame and a flick in the page (and a drag natively) against the budgets.
    var measure = false
    /// axe-core's script (axe.min.js), to run on the page; without it the axe checks fail.
    var axePath: String?
    /// Where to write desktop.png, phone.png, dark.png and rtl.png, if anywhere.
    var screenshotDirectory: String?
    /// The old options' files: --screenshot (the desktop picture) and --rtl-screenshot.
    var screenshotFiles: [String: String] = [:]
    /// Firefox's screenshot of the page at 1280×900, to compare with Chromium's.
    var firefoxPath: String?
    /// The groups to run (each a prefix of a group's name); all when empty.
    var only: [String] = []

    /// Reads the arguments after the program's name.
    ///
    /// Nil when there is no page, the page is not a file that exists, a
    /// second page is given, an option lacks its value or is unknown.
    init?(arguments: ArraySlice<String>) {
        var given: String?
        var arguments = arguments
        var understood = true
        func value() -> String? {
            guard let next = arguments.popFirst(), !next.hasPrefix("--") else { understood = false; return nil }
            return next
        }
        while let argument = arguments.popFirst() {
            switch argument {
            case "--measure": measure = true
            case "--axe": axePath = value()
            case "--screenshots": screenshotDirectory = value()
            case "--screenshot": screenshotFiles["desktop"] = value()
            case "--rtl-screenshot": screenshotFiles["rtl"] = value()
            case "--firefox": firefoxPath = value()
            case "--only": only = value()?.split(separator: ",").map(String.init) ?? []
            default:
                if given == nil && !argument.hasPrefix("-") { given = argument } else { understood = false }
            }
        }
        guard understood, let page = given, FileManager.default.fileExists(atPath: page) else { return nil }
        pagePath = page
    }

    /// Each screenshot to write ("desktop", "phone", "dark", "rtl") and its file.
    var screenshots: [String: String] {
        var files: [String: String] = [:]
        if let directory = screenshotDirectory {
            for name in ["desktop", "phone", "dark", "rtl"] {
                files[name] = (directory as NSString).appendingPathComponent("\(name).png")
            }
        }
        return files.merging(screenshotFiles) { _, old in old }
    }

    /// Whether the group named `name` runs.
    func runs(_ name: String) -> Bool {
        only.isEmpty || only.contains { name.hasPrefix($0) }
    }
}

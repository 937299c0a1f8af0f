import Foundation

/// What web-check was asked to do: the page, where to write its screenshots,
/// and whether to time a drag frame.
struct Options {
    /// The line printed on standard error when the arguments are not understood.
    static let usage = "usage: web-check PAGE.html [--screenshot PNG] [--rtl-screenshot PNG] [--measure]"

    /// The page's file path, as given.
    var pagePath: String
    /// Where to write a screenshot of the page in English, if anywhere.
    var screenshotPath: String?
    /// Where to write a screenshot of the page in Arabic, if anywhere.
    var rtlScreenshotPath: String?
    /// Whether to time a drag frame in the page and natively.
    var measure = false

    /// Reads the arguments after the program's name.
    ///
    /// Nil when there is no page, the page is not a file that exists, a
    /// second page is given or an option is unknown.
    init?(arguments: ArraySlice<String>) {
        var given: String?
        var arguments = arguments
        while let argument = arguments.popFirst() {
            switch argument {
            case "--screenshot": screenshotPath = arguments.popFirst()
            case "--rtl-screenshot": rtlScreenshotPath = arguments.popFirst()
            case "--measure": measure = true
            default:
                if given == nil && !argument.hasPrefix("-") { given = argument } else { given = nil; arguments = [] }
            }
        }
        guard let page = given, FileManager.default.fileExists(atPath: page) else { return nil }
        pagePath = page
    }
}

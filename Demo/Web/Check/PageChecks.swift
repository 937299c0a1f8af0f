import Foundation

/// The page as a whole: it opens from its file alone and shows the three
/// ribbons, and after everything else no script error was logged.
@MainActor
enum PageChecks {
    /// Says which browser runs, loads the page in English and checks that it
    /// loaded nothing but itself, within 400 KB, and shows the month, year
    /// and hour ribbons.
    static func opening(_ session: CheckSession) throws {
        let tools = session.tools, pageURL = session.pageURL, pagePath = session.pagePath
        let version = (try? tools.command("Browser.getVersion"))?["product"] as? String ?? "?"
        say("--   \(version), page \(pagePath)")

        try session.open(locale: "en-US")
        let size = (try? FileManager.default.attributesOfItem(atPath: pagePath)[.size] as? Int) ?? 0
        let elsewhere = tools.requests.filter { $0 != pageURL + "?locale=en-US" }
        session.report(elsewhere.isEmpty && size <= 400 * 1024, "the page opens from file:// and loads nothing else",
                       "\(size) bytes, \(tools.requests.count) request(s)" + (elsewhere.isEmpty ? "" : ": \(elsewhere)"))
        let ribbonNames = try tools.evaluate("[...document.querySelectorAll('[data-ribbon]')].map(e => e.dataset.ribbon).join(' ')")
        session.report(ribbonNames as? String == "month year hour", "the page shows the month, year and hour ribbons",
                       "data-ribbon: \(ribbonNames ?? "none")")
    }

    /// Lets the last events come in, then checks that no exception or
    /// console error was logged in any of the page loads.
    static func noScriptErrors(_ session: CheckSession) {
        let tools = session.tools
        tools.drainEvents(for: 0.3)
        session.report(tools.scriptErrors.isEmpty, "no script error was logged",
                       tools.scriptErrors.isEmpty ? "none in \(tools.requests.count) page loads" : tools.scriptErrors.joined(separator: " | "))
    }
}

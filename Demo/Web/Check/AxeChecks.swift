import Foundation

/// axe-core (its script from a PyPI wheel, given with --axe; never part of
/// the page) run on the page in light mode, in dark mode and in Arabic:
/// no violation of any rule. The script is evaluated into the page by the
/// DevTools protocol, which the page's Content-Security-Policy does not
/// restrict.
@MainActor
enum AxeChecks {
    static func run(_ session: CheckSession) throws {
        guard let path = session.options.axePath else {
            session.report(false, "axe-core finds no violation", "no axe-core script: give --axe PATH/axe.min.js")
            return
        }
        let source: String
        do {
            source = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            session.report(false, "axe-core finds no violation", "cannot read \(path): \(error)")
            return
        }
        let version = source.prefix(200).range(of: #"axe v[0-9.]+"#, options: .regularExpression).map { String(source[$0]) }
            ?? "axe-core"
        for (name, locale, scheme, viewport) in [("light", "en-US", nil, DevTools.Viewport.desktop),
                                                 ("dark", "en-US", "dark", .desktop),
                                                 ("ar-EG", "ar-EG", nil, .desktop),
                                                 ("a phone", "en-US", nil, .phone)] as [(String, String, String?, DevTools.Viewport)] {
            try session.use(viewport, colorScheme: scheme)
            try session.open(locale)
            try? session.driver.choose("2026-11-20", with: viewport.phone ? .touch : .mouse)
            try? session.driver.choose("2026-11-25", with: viewport.phone ? .touch : .mouse)
            _ = try session.js(source + "\n;0")
            let started = Date()
            let violations = try session.js("""
                axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) =>
                  `${v.id} (${v.impact}, ${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')})`))
                """) as? [String] ?? ["(axe.run gave no answer)"]
            let rules = try session.js("axe.getRules().length") as? Int ?? 0
            session.report(violations.isEmpty, "axe-core finds no violation, \(name) (\(viewport))",
                           violations.isEmpty
                               ? String(format: "0 violations of %d rules (%@, %.1f s)", rules, version, Date().timeIntervalSince(started))
                               : "\(violations.count) violation(s): " + violations.joined(separator: "; "))
        }
        try session.use(.desktop)
    }
}

import Foundation

/// The page as a whole: it opens from its file alone, has what the contract
/// (notes/web-contract.md) names, and after everything else no script error
/// was logged.
@MainActor
enum PageChecks {
    /// Says which browser runs, loads the page in English at 1280×800 and
    /// checks that it loaded nothing but itself, within 400 KB, and has the
    /// contract's form, pickers, ribbons and panel.
    static func opening(_ session: CheckSession) throws {
        let tools = session.tools, pagePath = session.pagePath
        let version = (try? tools.command("Browser.getVersion"))?["product"] as? String ?? "?"
        say("--   \(version), page \(pagePath)")

        try session.open()
        let size = (try? FileManager.default.attributesOfItem(atPath: pagePath)[.size] as? Int) ?? 0
        let elsewhere = tools.requests.filter { !$0.hasPrefix(session.pageURL + "?") }
        session.report(elsewhere.isEmpty && size <= 400 * 1024, "the page opens from file:// and loads nothing else",
                       "\(size) bytes, \(tools.requests.count) request(s)" + (elsewhere.isEmpty ? "" : ": \(elsewhere)"))

        // The popover's picker may be made when it first opens: open it, as a person would.
        let opened = try session.driver.press("document.getElementById('date-button')", with: .mouse)
        Thread.sleep(forTimeInterval: 0.15)
        let missing = try session.js(contractScript) as? [String] ?? ["(the script found nothing)"]
        if opened { try tools.key(.escape) }
        let ribbons = try session.text("miniPicker.ribbons.join(' ')")
        session.report(missing.isEmpty, "the page has the contract's form, inputs, pickers, grids, live region and panel (the popover open)",
                       missing.isEmpty ? "ribbons: \(ribbons)" : "missing: " + missing.joined(separator: "; "))
        let clock = try session.text("String(miniPicker.clock)")
        let expected = "month year hour minute" + (clock == "12" ? " period" : "")
        session.report(ribbons == expected, "the inline picker has month and year ribbons and the time wheels",
                       "miniPicker.ribbons: \(ribbons) (clock \(clock), expected \(expected))")
    }

    /// What the contract names, each as [what, present]: the script returns what is missing.
    static let contractScript = """
        (() => {
          const q = (s) => document.querySelector(s);
          const form = q('form#booking'), inline = q('[data-picker="inline"]'), popover = q('#date-popover');
          const wants = [
            ['html[lang][dir]', q('html[lang][dir]')],
            ['form#booking', form],
            ['[data-picker="inline"] inside form#booking', form && inline && form.contains(inline)],
            ['input#stay[name=stay][readonly] inside the form', form && form.contains(q('input#stay[name="stay"][readonly]'))],
            ['input#start[name=start][readonly] inside the form', form && form.contains(q('input#start[name="start"][readonly]'))],
            ['input#date[name=date] inside the form', form && form.contains(q('input#date[name="date"]'))],
            ['button#date-button[popovertarget=date-popover]', q('button#date-button[popovertarget="date-popover"]')],
            ['#date-popover[popover] holding [data-picker="popover"]', popover && popover.hasAttribute('popover') && popover.querySelector('[data-picker="popover"]')],
            ['select#calendar', q('select#calendar')],
            ['#announce[aria-live=polite]', q('#announce[aria-live="polite"]')],
            ['the inline grid [role=grid]', inline && inline.querySelector('[role="grid"]')],
            ['the popover grid [role=grid]', q('[data-picker="popover"] [role="grid"]')],
            ['the popover month and year ribbons', q('[data-picker="popover"] [data-ribbon="month"]') && q('[data-picker="popover"] [data-ribbon="year"]')],
            ['the inline hour and minute wheels', inline && inline.querySelector('[data-ribbon="hour"]') && inline.querySelector('[data-ribbon="minute"]')],
            ['sliders #deceleration #stiffness #spring, each named by a label', ['deceleration', 'stiffness', 'spring'].every((id) => q(`input[type=range]#${id}`)?.labels?.[0]?.textContent.trim())],
            ['canvas#curves', q('canvas#curves')],
            ['body[data-ready=true]', document.body.dataset.ready === 'true'],
            ['miniPicker.value/shownMonth/gridDays/focusedDay/measureFlick/domNodes', ['value', 'shownMonth', 'gridDays', 'focusedDay', 'measureFlick', 'domNodes', 'phase', 'selectedRow'].every((f) => typeof miniPicker[f] === 'function')],
          ];
          return wants.filter(([, present]) => !present).map(([what]) => what);
        })()
        """

    /// Lets the last events come in, then checks that no exception or
    /// console error was logged in any of the page loads.
    static func noScriptErrors(_ session: CheckSession) {
        let tools = session.tools
        tools.drainEvents(for: 0.3)
        session.report(tools.scriptErrors.isEmpty, "no script error was logged",
                       tools.scriptErrors.isEmpty ? "none in \(tools.requests.count) page loads"
                           : tools.scriptErrors.prefix(8).joined(separator: " | "))
    }
}

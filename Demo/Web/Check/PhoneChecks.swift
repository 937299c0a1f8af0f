import Foundation

/// The page on a phone (390×844, touch) and at 200 % zoom: no horizontal
/// overflow, the chosen values on screen, ribbons that leave the page's
/// scrolling to the browser across their axis.
@MainActor
enum PhoneChecks {
    static func run(_ session: CheckSession) throws {
        let driver = session.driver
        try session.use(.phone)
        try session.open()
        let width = try session.js("document.documentElement.scrollWidth") as? Int ?? -1
        let viewportWidth = try session.js("innerWidth") as? Int ?? -1
        session.report(width <= 390 && viewportWidth == 390, "at 390×844 the page is no wider than the phone",
                       "document scrollWidth \(width) px, innerWidth \(viewportWidth) px (at most 390)")

        try driver.choose("2026-11-20", with: .touch)
        try driver.choose("2026-11-25", with: .touch)
        _ = try driver.tapCell(of: "hour", offset: 1, with: .touch)
        _ = try driver.selectedAtRest("hour")
        let hidden = try session.js(offScreenScript) as? [String] ?? ["(the script found nothing)"]
        let values = try driver.formValues()
        session.report(hidden.isEmpty, "at 390×844 the chosen days, the ribbons' selected cells and the inputs lie within the screen's width",
                       hidden.isEmpty ? "#stay \(values.stay), #start \(values.start)" : "off screen: " + hidden.joined(separator: "; "))

        let actions = try session.js("""
            [...document.querySelectorAll('[data-picker] [data-ribbon]')].map(e => {
              const vertical = miniPicker.layout(e.closest('[data-picker="popover"]') ? 'popover-' + e.dataset.ribbon : e.dataset.ribbon).vertical;
              const want = vertical ? 'pan-x' : 'pan-y', got = getComputedStyle(e).touchAction;
              return got === want ? '' : `${e.closest('[data-picker]').dataset.picker} ${e.dataset.ribbon}: ${got} (want ${want})`; })
              .filter(Boolean)
            """) as? [String] ?? ["(none found)"]
        session.report(actions.isEmpty, "horizontal ribbons have touch-action pan-y, vertical wheels pan-x",
                       actions.isEmpty ? "every ribbon of both pickers" : actions.joined(separator: "; "))

        // A vertical swipe that starts on the month ribbon scrolls the page and leaves the month.
        _ = try session.js("window.scrollTo(0, 0)")
        let month = try driver.ribbon("month")
        let monthBefore = try driver.selectedAtRest("month")
        let scrollBefore = try session.js("scrollY") as? Double ?? 0
        var swipe = month
        swipe.vertical = true
        try driver.drag(swipe, by: -240, steps: 12, interval: 0.016, hold: 0, with: .touch)
        Thread.sleep(forTimeInterval: 0.6)
        let scrollAfter = try session.js("scrollY") as? Double ?? 0
        let monthAfter = try driver.selectedAtRest("month")
        session.report(scrollAfter > scrollBefore + 50 && monthAfter == monthBefore,
                       "a vertical swipe that starts on the month ribbon scrolls the page, not the ribbon",
                       "scrollY \(Int(scrollBefore)) -> \(Int(scrollAfter)) px; month row \(monthBefore) -> \(monthAfter)")

        // 200 % zoom on a 1280×800 window: a CSS viewport of 640×400.
        try session.use(DevTools.Viewport(width: 640, height: 400, phone: false))
        try session.open()
        let zoomed = try session.js("document.documentElement.scrollWidth") as? Int ?? -1
        let root = try session.text("getComputedStyle(document.documentElement).fontSize")
        session.report(zoomed <= 640, "at 200 % zoom (a 640×400 CSS viewport) the page is no wider than the window",
                       "document scrollWidth \(zoomed) px (at most 640); root font size \(root)")
    }

    /// The chosen days, each ribbon's selected cell and the inputs that are
    /// not within the viewport's width (or not rendered at all).
    static let offScreenScript = """
        (() => {
          const out = [];
          const grid = webCheck.grid('inline');
          const chosen = grid ? [...grid.querySelectorAll('[role=gridcell][aria-selected="true"]')] : [];
          if (!chosen.length) out.push('no gridcell aria-selected=true');
          chosen.forEach((e) => { e.scrollIntoView({ block: 'nearest' }); if (!webCheck.inView(e, true)) out.push('day ' + e.dataset.day); });
          for (const name of miniPicker.ribbons) {
            const r = webCheck.ribbon(name);
            r.scrollIntoView({ block: 'nearest' });
            if (!webCheck.inView(r, true)) { out.push('the ' + name + ' ribbon'); continue; }
            const cell = [...r.querySelectorAll(`.cell[data-row="${r.dataset.selected}"]`)].find((c) => !c.hidden);
            if (!cell || !webCheck.inView(cell, true)) out.push('the ' + name + " ribbon's selected cell");
          }
          for (const id of ['stay', 'start', 'date', 'date-button']) {
            const e = document.getElementById(id);
            if (!e) { out.push('#' + id + ' (missing)'); continue; }
            e.scrollIntoView({ block: 'nearest' });
            if (!webCheck.inView(e, true)) out.push('#' + id);
          }
          return out;
        })()
        """
}

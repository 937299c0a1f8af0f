import Foundation

/// What assistive technology reads: the grid's roles, its one tab stop,
/// aria-selected and aria-current; the ribbons as spinbuttons whose
/// aria-valuenow is the value and aria-valuetext its label, their cells
/// hidden; a name on every control (the accessibility tree Chromium builds);
/// one live region, one message per change.
@MainActor
enum AriaChecks {
    static func run(_ session: CheckSession) throws {
        let driver = session.driver
        try session.use(.desktop)
        try session.open()
        try driver.choose("2026-11-20", with: .mouse)
        try driver.choose("2026-11-25", with: .mouse)
        try driver.press("document.getElementById('date-button')", with: .mouse)   // the popover open: both pickers
        Thread.sleep(forTimeInterval: 0.15)
        for picker in ["inline", "popover"] {
            let problems = try session.js("(\(gridScript))('\(picker)')") as? [String] ?? ["(no answer)"]
            session.report(problems.isEmpty, "the \(picker) grid: grid, 7 rows, 7 named columnheaders, 42 gridcells, one tab stop",
                           problems.isEmpty ? "as the contract says" : problems.joined(separator: "; "))
        }
        // The ends are selected, the days between are in range; each mark may include the ends, never a day outside.
        let marks = try session.js(selectionScript) as? [String] ?? []
        let ends = "2026-11-20 2026-11-25", between = "2026-11-21 2026-11-22 2026-11-23 2026-11-24"
        let all = "2026-11-20 \(between) 2026-11-25"
        let good = marks.count == 3 && [ends, all].contains(String(marks[0].dropFirst(9))) && [between, all].contains(String(marks[1].dropFirst(9)))
            && marks[2] == "current 2026-11-28"
        session.report(good, "aria-selected, data-in-range and aria-current mark the range 2026-11-20/2026-11-25 and today",
                       marks.joined(separator: "; "))

        let time = try driver.formValues().start.split(separator: ":").compactMap { Int($0) }
        let hour = time.first ?? -1, minute = time.count > 1 ? time[1] : -1
        let spin = try session.js("(\(spinScript))(\(hour), \(minute))") as? [String] ?? ["(no answer)"]
        let problems = spin.filter { $0.hasPrefix("!") }
        session.report(problems.isEmpty, "every ribbon is a spinbutton: aria-valuenow the value, aria-valuetext the label shown, cells aria-hidden",
                       (problems.isEmpty ? spin : problems).joined(separator: "; "))

        let tree = try session.tools.accessibilityTree()
        try session.tools.key(.escape)
        let controls: Set<String> = ["button", "spinbutton", "slider", "textbox", "combobox", "gridcell", "checkbox", "link",
                                     "grid", "columnheader", "radio", "switch", "menuitem", "tab", "searchbox", "listbox",
                                     "region", "dialog"]
        let shown = tree.filter { !$0.ignored && controls.contains($0.role) }
        let unnamed = shown.filter { $0.name.trimmingCharacters(in: .whitespaces).isEmpty }
        let counts = Dictionary(grouping: shown, by: \.role).map { "\($0.value.count) \($0.key)" }.sorted()
        session.report(!shown.isEmpty && unnamed.isEmpty, "every control has an accessible name (the accessibility tree, popover open)",
                       unnamed.isEmpty ? counts.joined(separator: ", ")
                           : "unnamed: " + Dictionary(grouping: unnamed, by: \.role).map { "\($0.value.count) \($0.key)" }.sorted().joined(separator: ", "))
        let spinNames = shown.filter { $0.role == "spinbutton" }.map(\.name)
        session.report(spinNames.count >= 6, "the spinbuttons' names", spinNames.map { "\"\($0)\"" }.joined(separator: ", "))

        let regions = try session.js("""
            [...document.querySelectorAll('[aria-live]:not([aria-live="off"]), [role=status], [role=alert], [role=log], [role=marquee], [role=timer]')]
              .map(e => e.id || e.tagName)
            """) as? [String] ?? []
        session.report(regions == ["announce"], "one live region, #announce", "live regions: \(regions)")

        // One message per change: a completed range, then one key step of the year ribbon.
        try session.open()
        let start = try session.js("webCheck.announcements.length") as? Int ?? 0
        try driver.choose("2026-11-10", with: .mouse)
        Thread.sleep(forTimeInterval: 0.3)
        let afterFirst = try session.js("webCheck.announcements.length") as? Int ?? 0
        try driver.choose("2026-11-12", with: .mouse)
        Thread.sleep(forTimeInterval: 0.3)
        let afterRange = try session.js("webCheck.announcements.length") as? Int ?? 0
        _ = try session.js("webCheck.focus('[data-picker=\"inline\"] [data-ribbon=\"year\"]')")
        try session.tools.key(.up)
        _ = try driver.selectedAtRest("year")
        Thread.sleep(forTimeInterval: 0.3)
        let messages = try session.js("webCheck.announcements") as? [String] ?? []
        let afterStep = messages.count
        session.report(afterFirst - start <= 1 && afterRange - afterFirst == 1 && afterStep - afterRange <= 1,
                       "the live region says one message per change",
                       "first end \(afterFirst - start), second end \(afterRange - afterFirst), a year step \(afterStep - afterRange) message(s): "
                           + messages.dropFirst(start).map { "\"\($0)\"" }.joined(separator: ", "))
    }

    /// A picker's grid as the contract has it; returns what is wrong.
    static let gridScript = """
        (picker) => {
          const out = [], grid = webCheck.grid(picker);
          if (!grid) return ['no [role=grid]'];
          const label = (grid.getAttribute('aria-labelledby') || '').split(' ').map(id => document.getElementById(id)?.textContent.trim() ?? '').join(' ').trim();
          if (!label) out.push('aria-labelledby names nothing');
          const rows = [...grid.querySelectorAll('[role=row]')];
          if (rows.length !== 7) out.push(rows.length + ' rows');
          const heads = rows[0] ? [...rows[0].querySelectorAll('[role=columnheader]')] : [];
          if (heads.length !== 7) out.push(heads.length + ' columnheaders in the first row');
          heads.forEach((h) => { if (!(h.getAttribute('abbr') || h.getAttribute('aria-label') || '').trim()) out.push('a columnheader without abbr or aria-label'); });
          const cells = [...grid.querySelectorAll('[role=gridcell]')];
          if (cells.length !== 42 || rows.slice(1).some((r) => r.querySelectorAll('[role=gridcell]').length !== 7)) out.push(cells.length + ' gridcells (6 rows of 7 wanted)');
          if (cells.some((c) => !/^\\d{4}-\\d{2}-\\d{2}$/.test(c.dataset.day || ''))) out.push('a gridcell without an ISO data-day');
          const stops = cells.filter((c) => c.getAttribute('tabindex') === '0');
          if (stops.length !== 1) out.push(stops.length + ' gridcells with tabindex=0');
          if (cells.some((c) => c.getAttribute('tabindex') !== '0' && c.getAttribute('tabindex') !== '-1')) out.push('a gridcell with a tabindex not 0 or -1');
          if (cells.some((c) => !['true', 'false'].includes(c.getAttribute('aria-selected')))) out.push('a gridcell without aria-selected true|false');
          const days = miniPicker.gridDays(picker);
          if (JSON.stringify(days) !== JSON.stringify(cells.map((c) => c.dataset.day))) out.push('miniPicker.gridDays differs from the DOM');
          if (stops[0] && miniPicker.focusedDay(picker) !== stops[0].dataset.day) out.push('miniPicker.focusedDay is not the tab stop');
          return out;
        }
        """

    static let selectionScript = """
        (() => { const cells = [...webCheck.grid('inline').querySelectorAll('[role=gridcell]')];
          const days = (test) => cells.filter(test).map((c) => c.dataset.day).join(' ');
          return ['selected ' + days((c) => c.getAttribute('aria-selected') === 'true'),
                  'inrange  ' + days((c) => c.dataset.inRange === 'true'),
                  'current ' + days((c) => c.getAttribute('aria-current') === 'date')]; })()
        """

    /// Every ribbon of both pickers; "!" before what is wrong.
    static let spinScript = """
        (hour, minute) => {
          const want = { month: 11, year: 2026, hour, minute, 'popover-month': 11, 'popover-year': 2026 };
          const names = [...miniPicker.ribbons, 'popover-month', 'popover-year'];
          return names.map((name) => {
            const r = webCheck.ribbon(name);
            if (!r) return '!' + name + ': missing';
            const now = Number(r.getAttribute('aria-valuenow')), min = Number(r.getAttribute('aria-valuemin')), max = Number(r.getAttribute('aria-valuemax'));
            const text = r.getAttribute('aria-valuetext') || '';
            const cell = [...r.querySelectorAll(`.cell[data-row="${r.dataset.selected}"]`)].find((c) => !c.hidden);
            const wrong = [];
            if (r.getAttribute('role') !== 'spinbutton') wrong.push('role ' + r.getAttribute('role'));
            if (r.tabIndex !== 0) wrong.push('tabindex ' + r.tabIndex);
            if (!(min <= now && now <= max)) wrong.push(`valuenow ${now} outside ${min}...${max}`);
            if (name in want && want[name] !== now) wrong.push(`valuenow ${now}, the value is ${want[name]}`);
            if (!text || !cell || cell.textContent.trim() !== text) wrong.push(`valuetext "${text}", cell "${cell?.textContent.trim()}"`);
            if ([...r.querySelectorAll('.cell')].some((c) => !c.closest('[aria-hidden="true"]'))) wrong.push('a cell not aria-hidden');
            if (!r.getAttribute('aria-labelledby') && !r.getAttribute('aria-label')) wrong.push('no aria-labelledby');
            return (wrong.length ? '!' : '') + `${name} ${now} "${text}"` + (wrong.length ? ': ' + wrong.join(', ') : '');
          });
        }
        """
}

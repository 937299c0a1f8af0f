/// The helpers web-check puts into every page before the page's own script
/// runs (`window.webCheck`): finding a ribbon or a day by the contract's
/// attributes, where an element's centre is (scrolled into view as a person
/// scrolls to it), and recorders of `change` events, of the live region's
/// messages and of a ribbon's phase frame by frame. They read the page; they
/// never act on it (the checks act through trusted input events).
enum PageScripts {
    static let helpers = #"""
    (() => {
      const wc = window.webCheck = {
        changes: [], announcements: [], frames: null,
        // A ribbon by the name miniPicker.ribbons uses ("month", "popover-month").
        ribbon(name) {
          // The contract's [data-ribbon="month"] inside the picker; failing that, the full name there.
          const popover = name.startsWith("popover-"), short = popover ? name.slice(8) : name;
          const root = `[data-picker="${popover ? "popover" : "inline"}"]`;
          return document.querySelector(`${root} [data-ribbon="${short}"]`) || document.querySelector(`${root} [data-ribbon="${name}"]`)
            || (popover ? null : document.querySelector(`[data-ribbon="${short}"]`));
        },
        picker(name) { return document.querySelector(`[data-picker="${name}"]`); },
        grid(picker) { const p = wc.picker(picker); return p && p.querySelector('[role="grid"]'); },
        cell(picker, day) { const g = wc.grid(picker); return g && g.querySelector(`[role="gridcell"][data-day="${day}"]`); },
        // [x, y, width, height] of an element's centre in the viewport, scrolled into view first.
        centre(element, scroll = true) {
          if (!element) return null;
          if (scroll) element.scrollIntoView({ block: "nearest", inline: "nearest" });
          const r = element.getBoundingClientRect();
          return [r.left + r.width / 2, r.top + r.height / 2, r.width, r.height];
        },
        // The cell of a ribbon showing `row` inside the ribbon's box: [x, y, text], or null.
        ribbonCell(name, row) {
          const ribbon = wc.ribbon(name);
          ribbon.scrollIntoView({ block: "nearest", inline: "nearest" });
          const box = ribbon.getBoundingClientRect();
          for (const cell of ribbon.querySelectorAll(`.cell[data-row="${row}"]`)) {
            if (cell.hidden || !cell.getClientRects().length) continue;
            const r = cell.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
            if (x > box.left + 2 && x < box.right - 2 && y > box.top + 2 && y < box.bottom - 2) return [x, y, cell.textContent.trim()];
          }
          return null;
        },
        // Whether an element lies inside the viewport's width (and height, when `whole`).
        inView(element, whole) {
          if (!element) return false;
          const r = element.getBoundingClientRect();
          const across = r.width > 0 && r.left >= -0.5 && r.right <= innerWidth + 0.5;
          return across && (!whole || (r.top >= -0.5 && r.bottom <= innerHeight + 0.5));
        },
        focus(selector) { const e = document.querySelector(selector); e.focus(); return document.activeElement === e; },
        // Records the ribbon's [phase, selected row, time] each frame until stop().
        record(name) {
          const ribbon = wc.ribbon(name), frames = wc.frames = [];
          const tick = () => {
            if (wc.frames !== frames) return;
            frames.push([ribbon.dataset.phase, Number(ribbon.dataset.selected), performance.now()]);
            requestAnimationFrame(tick);
          };
          tick();
        },
        stop() { const frames = wc.frames || []; wc.frames = null; return frames; },
        background() {
          const colour = (e) => getComputedStyle(e).backgroundColor;
          return colour(document.body) + " on " + colour(document.documentElement);
        },
      };
      // Bubbling change events only: one dispatched without bubbles is not seen here.
      document.addEventListener("change", (event) => {
        const target = event.target;
        wc.changes.push([target.id || target.name || target.tagName, target.value]);
      });
      document.addEventListener("DOMContentLoaded", () => {
        const region = document.getElementById("announce");
        if (!region) return;
        new MutationObserver(() => {
          const text = region.textContent.trim();
          if (text) wc.announcements.push(text);
        }).observe(region, { childList: true, characterData: true, subtree: true });
      });
    })();
    """#
}

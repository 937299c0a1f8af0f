// MARK: Ribbons: the DOM cells the core makes, relabels, places and drops,
// and the pointer, wheel and key events it is given with their times.

const specs = [];                     // by ribbon number, as the core numbers them
const elements = [null];              // handle -> element; 0 is never a handle
const freeHandles = [];
const log = [];                       // [ribbon, kind, x, time]: the events the core was given
const record = (entry) => { if (log.length >= 20000) log.splice(0, 10000); log.push(entry); };
const rem = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
let core = null;                      // the module's exports, once instantiated

const dom = {
  makeElement(ribbon, row) {
    const spec = specs[ribbon];
    const element = document.createElement("div");
    element.className = "cell";
    element.dataset.row = row;
    element.textContent = spec.label(row);
    element.hidden = true;
    element.isHidden = true;          // hidden, as the page last set it (no DOM read per frame)
    element.ribbon = ribbon;
    spec.labelled += 1;
    spec.cellBox.append(element);
    const handle = freeHandles.length ? freeHandles.pop() : elements.length;
    elements[handle] = element;
    return handle;
  },
  relabel(handle, row) {
    const element = elements[handle];
    element.dataset.row = row;
    element.textContent = specs[element.ribbon].label(row);
    specs[element.ribbon].labelled += 1;
  },
  removeElement(handle) {
    elements[handle].remove();
    elements[handle] = null;
    freeHandles.push(handle);
  },
  show(handle, offset) {
    const element = elements[handle];
    const spec = specs[element.ribbon];
    if (spec.vertical) {
      element.style.transform = `translateY(${offset}px)`;
    } else {
      element.style.transform = `translateX(${rtl ? spec.width - offset - spec.itemWidth : offset}px)`;
    }
    if (element.isHidden) { element.hidden = false; element.isHidden = false; }
    element.frame = spec.frame;
    spec.shown.push(handle);
  },
  finishFrame(ribbon) {
    const spec = specs[ribbon];
    for (const handle of spec.wasShown) {
      const element = elements[handle];
      if (element && element.frame !== spec.frame) { element.hidden = true; element.isHidden = true; }
    }
    spec.wasShown = spec.shown;
    spec.shown = [];
    spec.frame += 1;
  },
};

// The width of a text in a cell's font.
const measure = document.createElement("canvas").getContext("2d");
function widestLabel(spec, rows) {
  // The font from its parts: the shorthand can be empty (forced colours set font-variant-emoji).
  const style = getComputedStyle(spec.cellBox);
  measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  let widest = 0;
  for (const row of rows) widest = Math.max(widest, measure.measureText(spec.label(row)).width);
  return widest;
}

// A ribbon's element: a spinbutton holding the cells (hidden from assistive
// technology) and the selection window. `spec` names it and says how it labels rows.
function makeRibbonElement(spec, parent) {
  Object.assign(spec, { frame: 0, labelled: 0, shown: [], wasShown: [], pointer: null, wheel: 0 });
  const field = document.createElement("div");
  field.className = `ribbon-field ${spec.vertical ? "vertical" : "horizontal"}`;
  const name = document.createElement("span");
  name.className = "name";
  name.id = `${spec.id}-name`;
  name.textContent = spec.title;
  const ribbon = document.createElement("div");
  ribbon.className = "ribbon";
  ribbon.dataset.ribbon = spec.kind || spec.name;
  ribbon.tabIndex = 0;
  ribbon.setAttribute("role", "spinbutton");
  ribbon.setAttribute("aria-labelledby", name.id);
  spec.cellBox = document.createElement("div");
  spec.cellBox.className = "cells";
  spec.cellBox.setAttribute("aria-hidden", "true");
  spec.window = document.createElement("div");
  spec.window.className = "window";
  spec.window.setAttribute("aria-hidden", "true");
  ribbon.append(spec.cellBox, spec.window);
  field.append(name, ribbon);
  parent.append(field);
  spec.element = ribbon;
  return ribbon;
}

// The ribbon's geometry from its box and its labels: cells as wide as the
// widest label (or, on a wheel, rows of a fixed height), as many as fit.
function measureRibbon(spec, rows) {
  const unit = rem();
  if (spec.vertical) {
    spec.itemWidth = Math.round(2.25 * unit);
    spec.width = spec.itemWidth * 5;
    spec.element.style.width = Math.ceil(widestLabel(spec, rows) + 1.5 * unit) + "px";
    spec.element.style.height = spec.width + "px";
  } else {
    const box = Math.max(spec.element.clientWidth, 3 * unit);
    spec.itemWidth = Math.min(box, Math.ceil(Math.max(widestLabel(spec, rows) + 1.5 * unit, 3 * unit)));
    spec.width = Math.max(box, spec.itemWidth);
    if (spec.width / spec.itemWidth > 64) spec.itemWidth = spec.width / 64;
  }
  const along = spec.vertical ? "height" : "width";
  spec.window.style[along] = spec.itemWidth + "px";
  spec.window.style[spec.vertical ? "top" : "left"] = (spec.width - spec.itemWidth) / 2 + "px";
  for (const cell of spec.cellBox.children) cell.style[along] = spec.itemWidth + "px";
  spec.cellBox.style.setProperty("--item", spec.itemWidth + "px");
}

// Measures a ribbon the core has, and gives the core its new geometry.
function relayoutRibbon(spec) {
  const rows = [];
  for (let row = 0; row < core.rowCount(spec.number); row++) rows.push(row);
  measureRibbon(spec, spec.sampleRows ? spec.sampleRows() : rows);
  core.setRibbonLayout(spec.number, spec.width, spec.itemWidth);
  update(spec.number, true);
}

// x (or y) from the ribbon's leading edge: the right one in a right-to-left page.
function along(spec, event) {
  const box = spec.box;
  if (spec.vertical) return event.clientY - box.top;
  return rtl ? box.right - event.clientX : event.clientX - box.left;
}

function press(index, x, time) { record([index, "press", x, time]); core.press(index, x, time); afterCore(index); }
function move(index, x, time) { record([index, "move", x, time]); core.move(index, x, time); update(index); }
function release(index, x, time) { record([index, "release", x, time]); core.release(index, x, time); afterCore(index); }
function cancel(index, time) { record([index, "cancel", 0, time]); core.cancel(index, time); afterCore(index); }

function listen(spec) {
  const ribbon = spec.element, index = spec.number;
  ribbon.addEventListener("pointerdown", (event) => {
    if (spec.pointer !== null || (event.pointerType === "mouse" && event.button !== 0)) return;
    spec.pointer = event.pointerId;
    window.miniPicker.lastPointerType = event.pointerType;
    ribbon.setPointerCapture(event.pointerId);
    ribbon.focus({ preventScroll: true });
    spec.box = ribbon.getBoundingClientRect();
    press(index, along(spec, event), event.timeStamp);
  });
  ribbon.addEventListener("pointermove", (event) => {
    if (event.pointerId !== spec.pointer) return;
    const events = typeof event.getCoalescedEvents === "function" ? event.getCoalescedEvents() : [];
    for (const each of events.length ? events : [event]) move(index, along(spec, each), each.timeStamp);
  });
  ribbon.addEventListener("pointerup", (event) => {
    if (event.pointerId !== spec.pointer) return;
    spec.pointer = null;
    release(index, along(spec, event), event.timeStamp);
  });
  const lost = (event) => {
    if (event.pointerId !== spec.pointer) return;
    spec.pointer = null;
    cancel(index, event.timeStamp);
  };
  ribbon.addEventListener("pointercancel", lost);
  ribbon.addEventListener("lostpointercapture", lost);

  // The wheel steps a ribbon that has the focus (a click, a tap or Tab put
  // it there), as a number input's does; over any other, it scrolls the page.
  ribbon.addEventListener("wheel", (event) => {
    if (document.activeElement !== ribbon) return;
    event.preventDefault();
    const unit = event.deltaMode === 1 ? 40 : event.deltaMode === 2 ? spec.width : 1;
    const horizontal = Math.abs(event.deltaX) > Math.abs(event.deltaY);
    spec.wheel += (horizontal ? (rtl ? -event.deltaX : event.deltaX) : event.deltaY) * unit;
    if (!Number.isFinite(spec.wheel)) spec.wheel = 0;
    const rows = Math.trunc(spec.wheel / 100);      // a notch of a mouse wheel: one row
    if (rows !== 0) {
      spec.wheel -= rows * 100;
      if (Math.abs(spec.wheel) >= 100) spec.wheel = 0;   // beyond a double's precision
      core.step(index, rows);                         // any count, in one step
      afterCore(index);
    }
  }, { passive: false });

  // A spinbutton's keys (WAI-ARIA): Up and Page Up increase the value, Down
  // and Page Down decrease it; on a horizontal ribbon, the arrow toward the
  // later cells too (Right, or Left in a right-to-left page).
  ribbon.addEventListener("keydown", (event) => {
    const steps = { ArrowUp: 1, ArrowDown: -1, PageUp: 5, PageDown: -5 };
    if (!spec.vertical) Object.assign(steps, { [rtl ? "ArrowLeft" : "ArrowRight"]: 1, [rtl ? "ArrowRight" : "ArrowLeft"]: -1 });
    if (event.key in steps) core.step(index, steps[event.key]);
    else if (event.key === "Home") core.glide(index, 0);
    else if (event.key === "End") core.glide(index, core.rowCount(index) - 1);
    else return;
    event.preventDefault();
    afterCore(index);
  });
}

// MARK: A ribbon's state on the page, and frames

const phases = ["idle", "tracking", "settling"];
let frameRequested = false;

// The ribbon's state on the page: written to the DOM only when it changed
// (this runs on every pointer move). `rows` is asked again with `force`,
// after a call that may have given the ribbon other rows.
function update(index, force = false) {
  const spec = specs[index];
  const row = core.selectedRow(index);
  const phase = phases[core.phase(index)] || "idle";
  const ribbon = spec.element;
  if (spec.shownPhase !== phase) { spec.shownPhase = phase; ribbon.dataset.phase = phase; }
  const rows = force || spec.shownRows === undefined ? core.rowCount(index) : spec.shownRows;
  if (spec.shownRow !== row || spec.shownRows !== rows) {
    spec.shownRow = row;
    spec.shownRows = rows;
    ribbon.dataset.selected = row;
    const [low, high] = spec.range();
    ribbon.setAttribute("aria-valuemin", String(low));
    ribbon.setAttribute("aria-valuemax", String(high));
    ribbon.setAttribute("aria-valuenow", String(spec.value(row)));
    ribbon.setAttribute("aria-valuetext", spec.label(row));
    if (spec.onSelect) spec.onSelect(row);
  }
  if (phase !== "idle") requestFrame();
}

function requestFrame() {
  if (frameRequested) return;
  frameRequested = true;
  requestAnimationFrame(frame);
}

function frame(time) {
  frameRequested = false;
  core.frame(time);
  specs.forEach((_, index) => update(index));
  refreshPickers();
}

// After a call that may have moved a picker: the ribbon, then the pickers.
function afterCore(index) {
  update(index, true);
  refreshPickers();
}

// MARK: The pickers: the inline date picker with its time wheels, the
// popover's, and the form's inputs they write.

const pickers = [];                   // by the core's picker number
const timeSpecs = [];                 // the inline picker's wheels: hour, minute and, on a 12-hour clock, period

// The module's text buffers (PageText): the address first, since asking for
// it may grow the memory and detach an older view of it.
function text(length) {
  const address = core.textOutput();
  return new TextDecoder().decode(new Uint8Array(core.memory.buffer, address, length));
}
function writeText(string) {
  const bytes = new TextEncoder().encode(string).slice(0, 1024);
  const address = core.textInput();
  new Uint8Array(core.memory.buffer, address, bytes.length).set(bytes);
  return bytes.length;
}
const announce = (message) => { document.getElementById("announce").textContent = message; };

// Names come from the locale's data, as Foundation's do natively: the
// browser names the month or year that holds a day the package computed (the
// middle of the month, so that no boundary is in question). A calendar the
// browser lacks (the Vietnamese) is named by the package (CalendarNames).
const dateOf = (dayNumber) => new Date((dayNumber - epochDayNumber()) * 864e5);
const epochDayNumber = () => epochDayNumber.value ?? (epochDayNumber.value = core.unixEpochDayNumber());
const labelCache = new Map();
function cached(key, make) {
  if (!labelCache.has(key)) labelCache.set(key, make());
  return labelCache.get(key);
}
function monthLabel(picker, row) {
  const first = core.datePickerMonthFirstDay(picker, row);
  return cached(`m${picker}:${first}`, () => {
    if (!calendarFormat) return text(core.datePickerMonthName(picker, row));
    // The month as it stands beside a year: the nominative where a language has cases
    // (Greek, Russian), unless that is a bare number (Japanese 11 of 11月): then the month alone.
    const date = dateOf(first + 14);
    const part = calendarFormat({ year: "numeric", month: "long" }).formatToParts(date).find((each) => each.type === "month");
    return part && !/^\p{Nd}+$/u.test(part.value) ? part.value : calendarFormat({ month: "long" }).format(date);
  });
}
function yearLabel(picker, row) {
  const first = core.datePickerYearFirstDay(picker, row);
  return cached(`y${picker}:${first}`, () => (calendarFormat
    ? calendarFormat({ year: "numeric" }).format(dateOf(first + 14)) : text(core.datePickerYearName(picker, row))));
}

// A day as the page announces it.
function dayName(picker, iso) {
  const [year, month, day] = iso.split("-").map(Number);
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  if (calendarFormat) return calendarFormat({ dateStyle: "full" }).format(date);
  return text(core.datePickerDayName(picker.number, Math.round(date.getTime() / 864e5) + epochDayNumber()));
}

function makeDatePicker(root, name, pickerMode) {
  const number = pickers.length;
  const picker = { number, name, root, mode: pickerMode, gridRevision: -1, valueRevision: 0 };
  const box = document.createElement("div");
  box.className = "ribbons";
  root.append(box);
  const prefix = name === "inline" ? "" : `${name}-`;
  picker.monthSpec = { id: `${name}-month`, name: `${prefix}month`, title: fieldName("month"), vertical: false,
    label: (row) => monthLabel(number, row), value: (row) => core.datePickerMonthNumber(number, row) % 100,
    range: () => [1, core.datePickerMonthNumber(number, core.rowCount(picker.monthSpec.number) - 1) % 100] };
  picker.yearSpec = { id: `${name}-year`, name: `${prefix}year`, title: fieldName("year"), vertical: false,
    label: (row) => yearLabel(number, row), value: (row) => core.datePickerYearNumber(number, row),
    range: () => [core.datePickerYearNumber(number, 0),
      core.datePickerYearNumber(number, core.rowCount(picker.yearSpec.number) - 1)],
    sampleRows: () => { const rows = []; for (let row = 0; row < core.rowCount(picker.yearSpec.number); row += 7) rows.push(row); return rows; } };
  const specList = [picker.monthSpec, picker.yearSpec];
  specList.forEach((spec) => {
    makeRibbonElement(spec, box);
    spec.number = specs.length;
    specs.push(spec);
    spec.itemWidth = 7 * rem();
    spec.width = Math.max(spec.element.clientWidth, spec.itemWidth);
  });
  const today = todayParts();
  const made = core.addDatePicker(writeText(calendarKey), ["single", "range", "multiple"].indexOf(pickerMode),
    firstWeekday, today.year, today.month, today.day, namesLanguage,
    picker.monthSpec.width, picker.monthSpec.itemWidth, picker.yearSpec.width, picker.yearSpec.itemWidth);
  if (made !== number || core.datePickerRibbon(number, 0) !== picker.monthSpec.number
      || core.datePickerRibbon(number, 1) !== picker.yearSpec.number) {
    throw new Error(`the core refused the ${name} date picker`);
  }
  pickers.push(picker);
  specList.forEach((spec) => { listen(spec); relayoutRibbon(spec); });
  root.append(...makeGrid(picker));
  new ResizeObserver(() => specList.forEach(relayoutRibbon)).observe(box);
  drawGrid(picker);
  return picker;
}

// The hour and minute wheels (and AM/PM on a 12-hour clock), in the order the locale writes them.
function makeTimeWheels(root, hour, minute) {
  const box = document.createElement("div");
  box.className = "wheels";
  box.setAttribute("role", "group");
  box.setAttribute("aria-labelledby", "start-label");
  root.append(box);
  const twelve = clock === 12;
  const wheels = [
    { id: "hour", name: "hour", title: fieldName("hour"), vertical: true, cyclic: true, rows: twelve ? 12 : 24,
      row: twelve ? hour % 12 : hour, label: (row) => hourName(row), value: (row) => (twelve ? row || 12 : row),
      range: () => (twelve ? [1, 12] : [0, 23]) },
    { id: "minute", name: "minute", title: fieldName("minute"), vertical: true, cyclic: true, rows: 60, row: minute,
      label: (row) => twoDigits.format(row), value: (row) => row, range: () => [0, 59] },
  ];
  if (twelve) {
    const period = { id: "period", name: "period", title: fieldName("dayPeriod"), vertical: true, cyclic: false, rows: 2,
      row: hour >= 12 ? 1 : 0, label: (row) => periodNames[row], value: (row) => row, range: () => [0, 1] };
    const parts = formats.hour.formatToParts(Date.UTC(2001, 0, 1, 15)).map((part) => part.type);
    if (parts.indexOf("dayPeriod") < parts.indexOf("hour")) wheels.unshift(period); else wheels.push(period);
  }
  for (const spec of wheels) {
    makeRibbonElement(spec, box);
    spec.number = specs.length;
    specs.push(spec);
    const rows = Array.from({ length: spec.rows }, (_, row) => row);
    measureRibbon(spec, rows);
    if (core.addRibbon(spec.rows, spec.row, spec.width, spec.itemWidth, spec.cyclic ? 1 : 0) !== spec.number) {
      throw new Error(`the core refused the ${spec.name} wheel`);
    }
    spec.onSelect = () => timeChanged();
    timeSpecs.push(spec);
    listen(spec);
    update(spec.number);
  }
}

// HH:MM (24-hour) from the wheels' rows.
function timeValue() {
  const row = (name) => { const spec = timeSpecs.find((each) => each.name === name); return spec ? core.selectedRow(spec.number) : 0; };
  const hour = clock === 12 ? row("hour") % 12 + 12 * row("period") : row("hour");
  return `${String(hour).padStart(2, "0")}:${String(row("minute")).padStart(2, "0")}`;
}

function timeChanged() {
  if (timeSpecs.length === 0 || timeSpecs.some((spec) => spec.number === undefined || spec.element.dataset.selected === undefined)) return;
  const input = document.getElementById("start");
  const value = timeValue();
  if (input.value === value) return;
  input.value = value;
  input.dispatchEvent(new Event("change", { bubbles: true }));
  announce(`${word("start")}: ${format({ hour: "numeric", minute: "2-digit", hourCycle: clock === 12 ? "h12" : "h23" }).format(Date.UTC(2001, 0, 1, ...value.split(":").map(Number)))}`);
}

// Draws each picker's grid, and writes a new value into its input.
function refreshPickers(options = {}) {
  for (const picker of pickers) {
    const drawn = drawGrid(picker);
    if (drawn) { update(picker.monthSpec.number); update(picker.yearSpec.number); }
    if (options.focusGrid === picker) {
      const focused = picker.cells.find((cell) => cell.tabIndex === 0);
      if (focused && document.activeElement !== focused) focused.focus();
      const shown = picker.caption.textContent;
      if (drawn && shown !== picker.announcedMonth) announce(shown);   // the keys left the month
      picker.announcedMonth = shown;
    }
    const revision = core.datePickerValueRevision(picker.number);
    if (revision === picker.valueRevision) continue;
    picker.valueRevision = revision;
    const value = text(core.datePickerValue(picker.number));
    const input = document.getElementById(picker.name === "inline" ? "stay" : "date");
    input.value = value;
    input.removeAttribute("aria-invalid");
    input.dispatchEvent(new Event("change", { bubbles: true }));
    const days = value ? value.split(/[/,]/).map((iso) => dayName(picker, iso)) : [];
    announce(picker.mode === "range" && days.length === 2 ? `${word("stay")}: ${word("from")} ${days[0]} ${word("to")} ${days[1]}`
      : days.length ? `${days.join(", ")} ${word("chosen")}` : "");
    if (picker.name === "popover" && options.fromUser !== false) {
      document.getElementById("date-popover").hidePopover();
      document.getElementById("date-button").focus();
    }
  }
}

// The popover's picker, made the first time it opens (it needs its width).
function popoverPicker() {
  const popover = document.getElementById("date-popover"), input = document.getElementById("date");
  let picker = null;
  popover.addEventListener("toggle", (event) => {
    if (event.newState !== "open") {
      // Closed by Escape or a tap outside: the focus goes back to the button that opened it.
      if (popover.contains(document.activeElement) || document.activeElement === document.body) {
        document.getElementById("date-button").focus();
      }
      return;
    }
    if (!picker) picker = makeDatePicker(popover.querySelector("[data-picker=popover]"), "popover", "single");
    else [picker.monthSpec, picker.yearSpec].forEach(relayoutRibbon);
    if (input.value) { core.datePickerSetValue(picker.number, writeText(input.value)); picker.valueRevision = core.datePickerValueRevision(picker.number); }
    refreshPickers({ fromUser: false });
    picker.cells.find((cell) => cell.tabIndex === 0)?.focus();
  });
  const typed = () => {
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(input.value) && !Number.isNaN(Date.parse(input.value));
    if (input.value && !valid) input.setAttribute("aria-invalid", "true"); else input.removeAttribute("aria-invalid");
    if (valid && picker) {
      core.datePickerSetValue(picker.number, writeText(input.value));
      picker.valueRevision = core.datePickerValueRevision(picker.number);
      refreshPickers({ fromUser: false });
    }
  };
  input.addEventListener("change", (event) => { if (event.isTrusted) typed(); });
  input.addEventListener("keydown", (event) => { if (event.key === "Enter") { event.preventDefault(); typed(); } });
}

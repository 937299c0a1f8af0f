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

// The shown month with its year, in the locale's order ("November 2026", "令和8年11月").
function monthAndYear(picker) {
  const first = core.datePickerMonthFirstDay(picker.number, picker.shownMonthRow);
  return cached(`c${picker.number}:${first}`, () => (calendarFormat
    ? calendarFormat({ year: "numeric", month: "long" }).format(dateOf(first + 14))
    : `${picker.monthSpec.label(picker.shownMonthRow)} ${picker.yearSpec.label(picker.shownYearRow)}`));
}

// A day as the page names it (a grid cell's name, an announcement). The
// fields are asked for one by one: some engines' "full" style is wrong in
// some calendars (Hebrew in Chromium).
const dayOptions = { weekday: "long", day: "numeric", month: "long", year: "numeric" };
const isoDate = (iso) => {
  const [year, month, day] = iso.split("-").map(Number);
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date;
};
function dayName(picker, iso) {
  const date = isoDate(iso);
  if (calendarFormat) return calendarFormat(dayOptions).format(date);
  return text(core.datePickerDayName(picker.number, Math.round(date.getTime() / 864e5) + epochDayNumber()));
}
// A range as the locale writes one ("20–25 November 2026").
function rangeName(picker, from, to) {
  if (calendarFormat && from !== to) return calendarFormat(dayOptions).formatRange(isoDate(from), isoDate(to));
  return from === to ? dayName(picker, from) : `${dayName(picker, from)} – ${dayName(picker, to)}`;
}

function makeDatePicker(root, name, pickerMode) {
  const number = pickers.length;
  const picker = { number, name, root, mode: pickerMode, gridRevision: -1, valueRevision: 0 };
  const box = document.createElement("div");
  box.className = "ribbons";
  root.append(box);
  const prefix = name === "inline" ? "" : `${name}-`;
  picker.monthSpec = { id: `${name}-month`, name: `${prefix}month`, kind: "month", title: fieldName("month"), vertical: false,
    label: (row) => monthLabel(number, row), value: (row) => row + 1,     // the month's place in its year
    range: () => [1, core.rowCount(picker.monthSpec.number)] };
  picker.yearSpec = { id: `${name}-year`, name: `${prefix}year`, kind: "year", title: fieldName("year"), vertical: false,
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
  // On a 12-hour clock the rows are 1 to 12 (Home is 1, End is 12), else 0 to 23.
  const wheels = [
    { id: "hour", name: "hour", title: fieldName("hour"), vertical: true, cyclic: true, rows: twelve ? 12 : 24,
      row: twelve ? (hour + 11) % 12 : hour, label: (row) => hourName(twelve ? (row + 1) % 12 : row),
      value: (row) => (twelve ? row + 1 : row), range: () => (twelve ? [1, 12] : [0, 23]) },
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
  const hour = clock === 12 ? (row("hour") + 1) % 12 + 12 * row("period") : row("hour");
  return `${String(hour).padStart(2, "0")}:${String(row("minute")).padStart(2, "0")}`;
}

function timeChanged() {
  if (!timeChanged.ready) return;          // the wheels' first drawing is no change
  const input = document.getElementById("start");
  const value = timeValue();
  if (input.value === value) return;
  input.value = value;
  input.dispatchEvent(new Event("change", { bubbles: true }));
  announce(`${word("start")}: ${format({ hour: "numeric", minute: "2-digit", hourCycle: clock === 12 ? "h12" : "h23" }).format(Date.UTC(2001, 0, 1, ...value.split(":").map(Number)))}`);
}

// Sets the wheels to a time (HH:MM), at rest: the form's preset.
function setTime(value) {
  const [hour, minute] = value.split(":").map(Number);
  const rows = { hour: clock === 12 ? (hour + 11) % 12 : hour, minute, period: hour >= 12 ? 1 : 0 };
  for (const spec of timeSpecs) { core.glide(spec.number, rows[spec.name]); update(spec.number, true); }
}

// Draws each picker's grid, and writes a new value into its input.
function refreshPickers(options = {}) {
  for (const picker of pickers) {
    const drawn = drawGrid(picker);
    if (drawn) { update(picker.monthSpec.number, true); update(picker.yearSpec.number, true); }
    // The month is announced when the grid's keys leave it (a ribbon, a
    // spinbutton, speaks its own value).
    const shown = picker.caption.textContent, leftMonth = shown !== picker.announcedMonth;
    picker.announcedMonth = shown;
    if (options.focusGrid === picker) {
      const focused = picker.cells.find((cell) => cell.tabIndex === 0);
      if (focused && document.activeElement !== focused) focused.focus();
      if (drawn && leftMonth) announce(shown);
    }
    const revision = core.datePickerValueRevision(picker.number);
    if (revision === picker.valueRevision) continue;
    picker.valueRevision = revision;
    const value = text(core.datePickerValue(picker.number));
    const input = document.getElementById(picker.name === "inline" ? "stay" : "date");
    input.value = value;
    input.removeAttribute("aria-invalid");
    input.dispatchEvent(new Event("change", { bubbles: true }));
    const days = value ? value.split(/[/,]/) : [];
    announce(picker.mode === "range" && days.length === 2 ? `${word("stay")}: ${rangeName(picker, days[0], days[1])}`
      : days.length ? `${days.map((iso) => dayName(picker, iso)).join(", ")}: ${word("chosen")}` : "");
    if (picker.name === "popover" && options.fromUser !== false) {
      document.getElementById("date-popover").hidePopover();
      document.getElementById("date-button").focus();
    }
  }
}

// The popover's picker: made with the page (so that a typed day is checked
// against its calendar's bounds), measured again each time it opens.
function popoverPicker() {
  const popover = document.getElementById("date-popover"), input = document.getElementById("date");
  const picker = makeDatePicker(popover.querySelector("[data-picker=popover]"), "popover", "single");
  popover.addEventListener("toggle", (event) => {
    if (event.newState !== "open") {
      // Closed by Escape, the close button or a tap outside: the focus goes back to the button that opened it.
      if (popover.contains(document.activeElement) || document.activeElement === document.body) {
        document.getElementById("date-button").focus();
      }
      return;
    }
    [picker.monthSpec, picker.yearSpec].forEach(relayoutRibbon);
    if (input.value && core.datePickerSetValue(picker.number, writeText(input.value))) {
      picker.valueRevision = core.datePickerValueRevision(picker.number);
    }
    refreshPickers({ fromUser: false });
    picker.cells.find((cell) => cell.tabIndex === 0)?.focus();
  });
  // A typed day is the picker's when the core takes it (an ISO day within the
  // calendar's bounds); anything else is marked invalid and left for the person to fix.
  const typed = () => {
    const valid = input.value === "" || core.datePickerSetValue(picker.number, writeText(input.value)) === 1;
    if (valid) input.removeAttribute("aria-invalid"); else input.setAttribute("aria-invalid", "true");
    picker.valueRevision = core.datePickerValueRevision(picker.number);
    refreshPickers({ fromUser: false });
  };
  input.addEventListener("change", (event) => { if (event.isTrusted) typed(); });
  input.addEventListener("keydown", (event) => { if (event.key === "Enter") { event.preventDefault(); typed(); } });
  document.getElementById("date-close").addEventListener("click", () => popover.hidePopover());
}

// MARK: The grid: a WAI-ARIA grid of the shown month's 42 days, drawn from
// the core's cells, with a roving tab stop and the date picker's keys.

const weekdayDate = (weekday) => Date.UTC(2001, 0, 6 + weekday);   // 2001-01-07 was a Sunday (weekday 1)
const flag = { outside: 1, disabled: 2, today: 4, focused: 8 };

function makeGrid(picker) {
  const caption = document.createElement("p");
  caption.className = "grid-caption";
  caption.id = `${picker.name}-caption`;
  caption.setAttribute("aria-hidden", "true");
  const grid = document.createElement("div");
  grid.className = "grid";
  grid.setAttribute("role", "grid");
  grid.setAttribute("aria-labelledby", caption.id);
  if (picker.mode === "multiple") grid.setAttribute("aria-multiselectable", "true");
  const header = document.createElement("div");
  header.setAttribute("role", "row");
  header.className = "week header";
  for (let column = 0; column < 7; column++) {
    const weekday = core.datePickerColumnWeekday(picker.number, column);
    const cell = document.createElement("div");
    cell.setAttribute("role", "columnheader");
    cell.className = "weekday";
    cell.setAttribute("aria-label", formats.weekdayLong.format(weekdayDate(weekday)));
    const short = document.createElement("abbr");
    short.title = cell.getAttribute("aria-label");
    short.textContent = formats.weekdayShort.format(weekdayDate(weekday));
    cell.append(short);
    header.append(cell);
  }
  grid.append(header);
  picker.cells = [];
  for (let row = 0; row < 6; row++) {
    const week = document.createElement("div");
    week.setAttribute("role", "row");
    week.className = "week";
    for (let column = 0; column < 7; column++) {
      const cell = document.createElement("div");
      cell.setAttribute("role", "gridcell");
      cell.className = "day";
      cell.index = row * 7 + column;
      week.append(cell);
      picker.cells.push(cell);
    }
    grid.append(week);
  }
  grid.addEventListener("click", (event) => {
    const cell = event.target.closest("[role=gridcell]");
    if (!cell || cell.getAttribute("aria-disabled") === "true") return;
    core.datePickerChoose(picker.number, cell.index);
    refreshPickers({ focusGrid: picker });
  });
  grid.addEventListener("keydown", (event) => gridKey(picker, event));
  picker.caption = caption;
  picker.grid = grid;
  return [caption, grid];
}

// The grid keys, as GridKey numbers them.
function gridKey(picker, event) {
  const next = rtl ? "ArrowLeft" : "ArrowRight", previous = rtl ? "ArrowRight" : "ArrowLeft";
  const keys = { [previous]: 0, [next]: 1, ArrowUp: 2, ArrowDown: 3, Home: 4, End: 5,
    PageUp: event.shiftKey ? 8 : 6, PageDown: event.shiftKey ? 9 : 7 };
  if (event.key === "Enter" || event.key === " ") {
    core.datePickerChoose(picker.number, -1);
  } else if (event.key in keys) {
    core.datePickerKey(picker.number, keys[event.key]);
  } else {
    return;
  }
  event.preventDefault();
  refreshPickers({ focusGrid: picker });
}

// Draws the grid when the core says it changed.
function drawGrid(picker) {
  const revision = core.datePickerGridRevision(picker.number);
  if (revision === picker.gridRevision) return false;
  picker.gridRevision = revision;
  const rows = core.datePickerShownRows(picker.number);
  picker.shownMonthRow = rows & 0xffff;
  picker.shownYearRow = rows >> 16;
  picker.caption.textContent = monthAndYear(picker);
  if (picker.announcedMonth === undefined) picker.announcedMonth = picker.caption.textContent;
  for (const cell of picker.cells) {
    const day = core.datePickerCellDay(picker.number, cell.index);
    const flags = core.datePickerCellFlags(picker.number, cell.index);
    const mark = flags >> 4;
    if (cell.dayNumber !== day) {
      cell.dayNumber = day;
      cell.dataset.day = text(core.isoDay(day));
      cell.textContent = numberFormat.format(core.datePickerCellLabel(picker.number, cell.index));
      cell.setAttribute("aria-label", dayName(picker, cell.dataset.day));
    }
    cell.tabIndex = flags & flag.focused ? 0 : -1;
    cell.setAttribute("aria-selected", mark ? "true" : "false");
    setFlag(cell, "data-outside", flags & flag.outside);
    setFlag(cell, "aria-disabled", flags & flag.disabled);
    setFlag(cell, "data-in-range", mark >= 2);
    cell.dataset.mark = ["", "chosen", "start", "inside", "end"][mark] || "";
    if (flags & flag.today) cell.setAttribute("aria-current", "date"); else cell.removeAttribute("aria-current");
  }
  return true;
}

function setFlag(element, name, on) {
  if (on) element.setAttribute(name, "true"); else element.removeAttribute(name);
}

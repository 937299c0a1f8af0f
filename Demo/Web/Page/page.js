"use strict";
// The page's host side: DOM elements for the cells the Swift core asks for,
// pointer, wheel and key events fed to it with their times, and a
// requestAnimationFrame loop that advances it. No library, no network.
(async () => {
  // MARK: Locale, labels and direction

  const query = new URLSearchParams(location.search);
  let locale = query.get("locale") || navigator.language || "en-US";
  try { locale = new Intl.DateTimeFormat(locale).resolvedOptions().locale; } catch { locale = "en-US"; }
  const language = new Intl.Locale(locale);
  const textInfo = typeof language.getTextInfo === "function" ? language.getTextInfo() : language.textInfo;
  const rtl = textInfo ? textInfo.direction === "rtl"
    : /^(ar|he|iw|fa|ur|ps|sd|ug|yi|dv|ckb)$/.test(language.language);
  document.documentElement.lang = locale;
  document.documentElement.dir = rtl ? "rtl" : "ltr";

  // Gregorian months and years in the locale's language and digits.
  const format = (options) => new Intl.DateTimeFormat(locale, { calendar: "gregory", timeZone: "UTC", ...options });
  const monthName = format({ month: "long" });
  const yearName = format({ year: "numeric" });
  const hourName = format({ hour: "numeric" });
  const summaryName = format({ year: "numeric", month: "long", hour: "numeric" });
  let fieldName = (field) => field;
  try {
    const names = new Intl.DisplayNames(locale, { type: "dateTimeField" });
    fieldName = (field) => {
      const name = names.of(field) || field;
      return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
    };
  } catch { /* an older engine: English field names */ }

  const firstYear = 1900;
  const today = new Date();
  const ribbons = [
    { name: "month", rows: 12, row: today.getMonth(), itemWidth: 120, cells: 5, cyclic: false,
      label: (row) => monthName.format(Date.UTC(2001, row, 15)) },
    { name: "year", rows: 201, row: Math.min(200, Math.max(0, today.getFullYear() - firstYear)), itemWidth: 120,
      cells: 5, cyclic: false, label: (row) => yearName.format(Date.UTC(firstYear + row, 6, 1)) },
    { name: "hour", rows: 24, row: today.getHours(), itemWidth: 75, cells: 8, cyclic: true,
      label: (row) => hourName.format(Date.UTC(2001, 0, 1, row)) },
  ];

  // MARK: The DOM cells the core makes, relabels, places and drops

  const elements = [null];            // handle -> element; 0 is never a handle
  const freeHandles = [];
  const shown = ribbons.map(() => []);   // handles shown in the frame being drawn
  const wasShown = ribbons.map(() => []);

  const dom = {
    makeElement(ribbon, row) {
      const spec = ribbons[ribbon];
      const element = document.createElement("div");
      element.className = "cell";
      element.style.width = spec.itemWidth + "px";
      element.dataset.row = row;
      element.textContent = spec.label(row);
      element.hidden = true;
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
      element.textContent = ribbons[element.ribbon].label(row);
      ribbons[element.ribbon].labelled += 1;
    },
    removeElement(handle) {
      elements[handle].remove();
      elements[handle] = null;
      freeHandles.push(handle);
    },
    show(handle, offset) {
      const element = elements[handle];
      const spec = ribbons[element.ribbon];
      const x = rtl ? spec.width - offset - spec.itemWidth : offset;
      element.style.transform = `translateX(${x}px)`;
      if (element.hidden) element.hidden = false;
      element.frame = spec.frame;
      shown[element.ribbon].push(handle);
    },
    finishFrame(ribbon) {
      const spec = ribbons[ribbon];
      for (const handle of wasShown[ribbon]) {
        const element = elements[handle];
        if (element && element.frame !== spec.frame) element.hidden = true;
      }
      wasShown[ribbon] = shown[ribbon];
      shown[ribbon] = [];
      spec.frame += 1;
    },
  };

  // What Embedded Swift prints (a fatal error's message) goes to the console.
  let printed = "";
  const wasi = {
    fd_write(fd, iovs, count, written) {
      const memory = new DataView(core.memory.buffer);
      let bytes = 0;
      for (let i = 0; i < count; i++) {
        const start = memory.getUint32(iovs + 8 * i, true), length = memory.getUint32(iovs + 8 * i + 4, true);
        printed += new TextDecoder().decode(new Uint8Array(core.memory.buffer, start, length));
        bytes += length;
      }
      for (let end; (end = printed.indexOf("\n")) >= 0; printed = printed.slice(end + 1)) {
        (fd === 2 ? console.error : console.log)(printed.slice(0, end));
      }
      memory.setUint32(written, bytes, true);
      return 0;
    },
  };

  const base64 = document.getElementById("ribbons-wasm").textContent.trim();
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const { instance } = await WebAssembly.instantiate(bytes, { dom, wasi_snapshot_preview1: wasi });
  const core = instance.exports;

  // MARK: The ribbons

  const log = [];                     // [ribbon, kind, x, time]: the events the core was given
  const record = (entry) => { if (log.length >= 20000) log.splice(0, 10000); log.push(entry); };
  const pointers = ribbons.map(() => null);
  const container = document.getElementById("ribbons");

  ribbons.forEach((spec, index) => {
    spec.width = spec.itemWidth * spec.cells;
    spec.frame = 0;
    spec.labelled = 0;                // cells made or relabelled: rows the ribbon has shown
    const field = document.createElement("div");
    field.className = "field";
    const name = document.createElement("span");
    name.className = "name";
    name.id = `${spec.name}-name`;
    name.textContent = fieldName(spec.name);
    const ribbon = document.createElement("div");
    ribbon.className = "ribbon";
    ribbon.dataset.ribbon = spec.name;
    ribbon.tabIndex = 0;
    ribbon.setAttribute("role", "spinbutton");
    ribbon.setAttribute("aria-labelledby", name.id);
    ribbon.setAttribute("aria-valuemin", "0");
    ribbon.setAttribute("aria-valuemax", String(spec.rows - 1));
    ribbon.style.width = spec.width + "px";
    spec.cellBox = document.createElement("div");
    const frame = document.createElement("div");
    frame.className = "window";
    frame.setAttribute("aria-hidden", "true");
    frame.style.width = spec.itemWidth + "px";
    frame.style.left = (spec.width - spec.itemWidth) / 2 + "px";
    ribbon.append(spec.cellBox, frame);
    field.append(name, ribbon);
    container.append(field);
    spec.element = ribbon;
    spec.number = core.addRibbon(spec.rows, spec.row, spec.width, spec.itemWidth, spec.cyclic ? 1 : 0);
    if (spec.number !== index) throw new Error(`the core refused the ${spec.name} ribbon`);
    listen(spec, index);
  });

  // x from the ribbon's leading edge: the right one in a right-to-left page.
  function leadingX(spec, event) {
    const box = spec.box;
    return rtl ? box.right - event.clientX : event.clientX - box.left;
  }

  function press(index, x, time) { record([index, "press", x, time]); core.press(index, x, time); update(index); }
  function move(index, x, time) { record([index, "move", x, time]); core.move(index, x, time); update(index); }
  function release(index, x, time) { record([index, "release", x, time]); core.release(index, x, time); update(index); }
  function cancel(index) { record([index, "cancel", 0, 0]); core.cancel(index); update(index); }

  function listen(spec, index) {
    const ribbon = spec.element;
    ribbon.addEventListener("pointerdown", (event) => {
      if (pointers[index] !== null || (event.pointerType === "mouse" && event.button !== 0)) return;
      pointers[index] = event.pointerId;
      window.miniPicker.lastPointerType = event.pointerType;
      ribbon.setPointerCapture(event.pointerId);
      ribbon.focus({ preventScroll: true });
      spec.box = ribbon.getBoundingClientRect();
      press(index, leadingX(spec, event), event.timeStamp);
      event.preventDefault();
    });
    ribbon.addEventListener("pointermove", (event) => {
      if (event.pointerId !== pointers[index]) return;
      const events = typeof event.getCoalescedEvents === "function" ? event.getCoalescedEvents() : [];
      for (const each of events.length ? events : [event]) move(index, leadingX(spec, each), each.timeStamp);
    });
    ribbon.addEventListener("pointerup", (event) => {
      if (event.pointerId !== pointers[index]) return;
      pointers[index] = null;
      release(index, leadingX(spec, event), event.timeStamp);
    });
    const lost = (event) => {
      if (event.pointerId !== pointers[index]) return;
      pointers[index] = null;
      cancel(index);
    };
    ribbon.addEventListener("pointercancel", lost);
    ribbon.addEventListener("lostpointercapture", lost);

    let wheel = 0;
    ribbon.addEventListener("wheel", (event) => {
      event.preventDefault();
      const unit = event.deltaMode === 1 ? 40 : event.deltaMode === 2 ? spec.width : 1;
      const horizontal = Math.abs(event.deltaX) > Math.abs(event.deltaY);
      wheel += (horizontal ? (rtl ? -event.deltaX : event.deltaX) : event.deltaY) * unit;
      const rows = Math.trunc(wheel / 100);     // a notch of a mouse wheel: one row
      if (rows !== 0) {
        wheel -= rows * 100;
        core.step(index, rows);
        update(index);
      }
    }, { passive: false });

    ribbon.addEventListener("keydown", (event) => {
      const forward = rtl ? "ArrowLeft" : "ArrowRight", back = rtl ? "ArrowRight" : "ArrowLeft";
      const steps = { [forward]: 1, ArrowUp: 1, [back]: -1, ArrowDown: -1, PageUp: 5, PageDown: -5 };
      if (event.key in steps) core.step(index, steps[event.key]);
      else if (event.key === "Home") core.glide(index, 0);
      else if (event.key === "End") core.glide(index, spec.rows - 1);
      else return;
      event.preventDefault();
      update(index);
    });
  }

  // MARK: State on the page, and frames

  const phases = ["idle", "tracking", "settling"];
  let frameRequested = false;

  function update(index) {
    const spec = ribbons[index];
    const row = core.selectedRow(index);
    const phase = phases[core.phase(index)] || "idle";
    const ribbon = spec.element;
    if (ribbon.dataset.phase !== phase) ribbon.dataset.phase = phase;
    if (ribbon.dataset.selected !== String(row)) {
      ribbon.dataset.selected = row;
      ribbon.setAttribute("aria-valuenow", String(row));
      ribbon.setAttribute("aria-valuetext", spec.label(row));
      showSummary();
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
    ribbons.forEach((_, index) => update(index));
  }

  function showSummary() {
    const [month, year, hour] = ribbons.map((spec) => core.selectedRow(spec.number));
    document.getElementById("summary").textContent =
      summaryName.format(Date.UTC(firstYear + year, month, 1, hour));
  }

  ribbons.forEach((_, index) => update(index));
  showSummary();

  // MARK: The physics panel

  const sliders = ["deceleration", "stiffness", "spring"].map((id) => document.getElementById(id));
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });

  function applyPhysics() {
    const [deceleration, stiffness, spring] = sliders.map((slider) => Number(slider.value));
    core.setPhysics(deceleration, stiffness, spring);
    sliders.forEach((slider) => { document.getElementById(`${slider.id}-value`).textContent = number.format(Number(slider.value)); });
    ribbons.forEach((_, index) => update(index));
    drawCurves();
  }
  sliders.forEach((slider) => slider.addEventListener("input", applyPhysics));

  function drawCurves() {
    const canvas = document.getElementById("curves");
    const scale = window.devicePixelRatio || 1;
    const width = canvas.clientWidth || 960, height = width / 4;
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const g = canvas.getContext("2d");
    g.setTransform(scale, 0, 0, scale, 0, 0);
    g.clearRect(0, 0, width, height);
    const panel = (column, title, xs, ys, points, guides, yLabel) => {
      const left = column * width / 3 + 36, top = 24, w = width / 3 - 56, h = height - 52;
      const px = (x) => left + (x - xs[0]) / (xs[1] - xs[0]) * w;
      const py = (y) => top + h - (y - ys[0]) / (ys[1] - ys[0]) * h;
      g.strokeStyle = "#dfe3ea"; g.lineWidth = 1;
      g.strokeRect(left, top, w, h);
      g.fillStyle = "#5d6677"; g.font = "12px system-ui, sans-serif"; g.textAlign = "left";
      g.fillText(title, left, top - 8);
      for (const guide of guides) {
        g.strokeStyle = guide.color; g.setLineDash([4, 4]); g.beginPath();
        guide.points.forEach(([x, y], i) => (i ? g.lineTo(px(x), py(y)) : g.moveTo(px(x), py(y))));
        g.stroke(); g.setLineDash([]);
      }
      g.strokeStyle = "#2f6fde"; g.lineWidth = 2; g.beginPath();
      points.forEach(([x, y], i) => (i ? g.lineTo(px(x), py(y)) : g.moveTo(px(x), py(y))));
      g.stroke();
      g.fillStyle = "#5d6677"; g.textAlign = "right";
      g.fillText(String(xs[1]), left + w, top + h + 16);
      g.fillText(yLabel, left - 6, top + 10);
      g.fillText("0", left - 6, top + h);
    };
    // A flick at 1.5 points per ms on cells 120 wide: the core's settle, and the free deceleration's rest.
    const velocity = 1.5, itemWidth = 120;
    const count = core.simulateFlick(velocity, itemWidth);
    const flick = [];
    for (let i = 0; i < count; i++) flick.push([i * 16, core.flickPosition(i)]);
    const rest = flick[0][1] + core.restingDistance(velocity) / itemWidth;
    const duration = Math.max(1000, Math.ceil(count * 16 / 500) * 500);
    const top = Math.max(1, Math.ceil(Math.max(rest, ...flick.map(([, y]) => y)) + 1));
    panel(0, `Flick: cells over ms, settles on ${Math.round(flick[flick.length - 1][1])}`, [0, duration], [0, top], flick,
      [{ color: "#c9a227", points: [[0, rest], [duration, rest]] }], String(top));
    // The rubber band past an end of a 520-point viewport.
    const band = [];
    for (let x = 0; x <= 1040; x += 20) band.push([x, core.rubberBand(x, 520)]);
    panel(1, "Rubber band: shown over dragged past the end", [0, 1040], [0, 520], band,
      [{ color: "#c9c9c9", points: [[0, 0], [520, 520]] }], "520");
    // The settle spring after a step of one cell.
    const spring = [];
    for (let t = 0; t <= 800; t += 10) spring.push([t, core.springDisplacement(itemWidth, t) / itemWidth]);
    panel(2, "Settle spring: cells to go over ms", [0, 800], [0, 1], spring, [], "1");
  }

  applyPhysics();
  window.addEventListener("resize", drawCurves);

  // MARK: What a test or a curious person can ask the page

  function measureDragFrames(frames = 10000, batch = 1000) {
    const index = 1, spec = ribbons[index];
    const centre = spec.width / 2;
    let time = performance.now(), x = centre, direction = -1;
    const perFrame = [];
    press(index, x, time);
    for (let done = 0; done < frames; done += batch) {
      const start = performance.now();
      for (let k = 0; k < batch; k++) {
        x += direction * 7;
        if (Math.abs(x - centre) > 2.5 * spec.itemWidth) direction = -direction;
        time += 16;
        move(index, x, time);       // what a pointermove does: the core's step, then the DOM's
      }
      perFrame.push((performance.now() - start) / batch);
    }
    cancel(index);
    const median = (values) => { const sorted = [...values].sort((a, b) => a - b); return sorted[sorted.length >> 1]; };
    // The clock's step: the smallest difference between two readings that differ.
    let resolution = Infinity;
    for (let i = 0; i < 2000; i++) {
      const a = performance.now();
      let b = performance.now();
      while (b === a) b = performance.now();
      resolution = Math.min(resolution, b - a);
    }
    return { frames, batch, batchMedianMicroseconds: median(perFrame) * 1000,
      batchMinimumMicroseconds: Math.min(...perFrame) * 1000, resolutionMicroseconds: resolution * 1000,
      batchesMicroseconds: perFrame.map((value) => value * 1000),
      elements: spec.cellBox.childElementCount };
  }

  window.miniPicker = {
    locale, rtl, log, lastPointerType: "",
    ribbons: ribbons.map((spec) => spec.name),
    labelled: (name) => ribbons.find((spec) => spec.name === name).labelled,
    elementCount: (name) => ribbons.find((spec) => spec.name === name).cellBox.childElementCount,
    elementBound: (name) => core.elementBound(ribbons.find((spec) => spec.name === name).number),
    layout: (name) => {
      const spec = ribbons.find((each) => each.name === name);
      return { rows: spec.rows, width: spec.width, itemWidth: spec.itemWidth, cyclic: spec.cyclic };
    },
    heapBytes: () => core.wasm_heap_bytes_in_use(),
    measureDragFrames,
  };
  const footer = document.getElementById("footer");
  const bounds = ribbons.map((spec) => core.elementBound(spec.number)).join(", ");
  footer.textContent = `Locale ${locale}${rtl ? ", right to left" : ""}. A WebAssembly module of ${bytes.length.toLocaleString(locale)} bytes; the ribbons keep at most ${bounds} cell elements.`;
  document.body.dataset.ready = "true";
})().catch((error) => {
  console.error(error);
  document.body.dataset.ready = "failed";
});

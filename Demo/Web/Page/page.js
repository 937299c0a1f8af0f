// MARK: The page: the module instantiated, the pickers made, and what a
// test or a curious person can ask.

function boot() {
  document.querySelectorAll("[data-word]").forEach((element) => { element.textContent = word(element.dataset.word); });
  document.querySelectorAll("[data-word-label]").forEach((element) => element.setAttribute("aria-label", word(element.dataset.wordLabel)));
  document.title = `MiniPicker: ${word("title")}`;
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
  // The module, a string of its bytes (Support/embed.c), compiled at once:
  // the page is ready by its load event.
  const bytes = Uint8Array.from(pageModule, (c) => (c.charCodeAt(0) + 208) & 255);   // minus 48, mod 256
  const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), { dom, wasi_snapshot_preview1: wasi });
  core = instance.exports;
  useCalendars(Array.from({ length: core.calendarCount() }, (_, index) => text(core.calendarKey(index))));
  const select = document.getElementById("calendar");
  for (const key of calendarKeys) select.append(new Option(calendarName(key), key, false, key === calendarKey));
  // Another calendar reloads the page with the form's values, which are ISO days whatever the calendar.
  select.addEventListener("change", () => {
    query.set("calendar", select.value);
    for (const id of ["stay", "start", "date"]) {
      const value = document.getElementById(id).value;
      if (value) query.set(id, value); else query.delete(id);
    }
    location.search = query.toString();
  });


  const reduced = matchMedia("(prefers-reduced-motion: reduce)");
  core.setReducedMotion(reduced.matches ? 1 : 0);
  reduced.addEventListener("change", () => core.setReducedMotion(reduced.matches ? 1 : 0));

  const inline = makeDatePicker(document.querySelector("[data-picker=inline]"), "inline", mode);
  makeTimeWheels(inline.root, 9, 0);
  popoverPicker();
  // The form's presets (?stay=…&start=…&date=…), as the inputs write them; no change event.
  const preset = (id) => query.get(id) || "";
  if (preset("stay") && core.datePickerSetValue(inline.number, writeText(preset("stay")))) {
    inline.valueRevision = core.datePickerValueRevision(inline.number);
    document.getElementById("stay").value = text(core.datePickerValue(inline.number));
  }
  if (/^([01]\d|2[0-3]):[0-5]\d$/.test(preset("start"))) setTime(preset("start"));
  document.getElementById("date").value = preset("date");
  document.getElementById("start").value = timeValue();
  timeChanged.ready = true;
  refreshPickers({ fromUser: false });
  sliders.forEach((slider) => slider.addEventListener("input", applyPhysics));
  applyPhysics();
  window.addEventListener("resize", drawCurves);
  document.querySelector(".physics").addEventListener("toggle", drawCurves);

  const byName = (name) => specs.find((spec) => spec.name === name);
  const median = (values) => { const sorted = [...values].sort((a, b) => a - b); return sorted[sorted.length >> 1]; };

  // The cost of a drag frame, event to DOM: the year ribbon's moves in batches.
  function measureDragFrames(frames = 10000, batch = 1000) {
    const spec = byName("year"), index = spec.number;
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
    cancel(index, time);
    core.glide(index, core.selectedRow(index));
    let resolution = Infinity;
    for (let i = 0; i < 2000; i++) {
      const a = performance.now();
      let b = performance.now();
      while (b === a) b = performance.now();
      resolution = Math.min(resolution, b - a);
    }
    return { frames, batch, batchMedianMicroseconds: median(perFrame) * 1000,
      batchMinimumMicroseconds: Math.min(...perFrame) * 1000, resolutionMicroseconds: resolution * 1000,
      batchesMicroseconds: perFrame.map((value) => value * 1000), elements: spec.cellBox.childElementCount };
  }

  // A two-second flick of the year ribbon with the grid on screen: the frames' intervals.
  function measureFlick() {
    return new Promise((resolve) => {
      const spec = byName("year"), index = spec.number;
      let time = performance.now(), x = spec.width * 0.8;
      press(index, x, time);
      for (let step = 0; step < 4; step++) { time += 8; x -= spec.itemWidth * 0.4; move(index, x, time); }
      release(index, x, time);
      const intervals = [];
      let last = null;
      const started = performance.now();
      const tick = (now) => {
        if (last !== null) intervals.push(now - last);
        last = now;
        if (now - started < 2000) requestAnimationFrame(tick);
        else {
          const sorted = [...intervals].sort((a, b) => a - b);
          resolve({ frames: intervals.length, droppedFrames: intervals.filter((each) => each > 25).length,
            p50: sorted[sorted.length >> 1], p95: sorted[Math.floor(sorted.length * 0.95)] });
        }
      };
      requestAnimationFrame(tick);
    });
  }

  const pickerByName = (name) => pickers.find((picker) => picker.name === name);
  window.miniPicker = {
    locale, rtl, calendar: calendarKey, mode, clock, log, lastPointerType: "",
    ribbons: specs.filter((spec) => !spec.name.startsWith("popover-")).map((spec) => spec.name),
    layout: (name) => {
      const spec = byName(name);
      return { rows: core.rowCount(spec.number), width: spec.width, itemWidth: spec.itemWidth,
        cyclic: !!spec.cyclic, vertical: !!spec.vertical, number: spec.number };
    },
    selectedRow: (name) => core.selectedRow(byName(name).number),
    phase: (name) => phases[core.phase(byName(name).number)] || "idle",
    labelled: (name) => byName(name).labelled,
    elementCount: (name) => byName(name).cellBox.childElementCount,
    elementBound: (name) => core.elementBound(byName(name).number),
    value: () => ({ stay: document.getElementById("stay").value, start: document.getElementById("start").value,
      date: document.getElementById("date").value }),
    shownMonth: (name) => {
      const picker = pickerByName(name);
      return { year: core.datePickerYearNumber(picker.number, picker.shownYearRow),
        month: core.datePickerMonthNumber(picker.number, picker.shownMonthRow) % 100, label: picker.caption.textContent };
    },
    gridDays: (name) => pickerByName(name).cells.map((cell) => cell.dataset.day),
    focusedDay: (name) => text(core.isoDay(core.datePickerFocusedDay(pickerByName(name).number))),
    heapBytes: () => core.wasm_heap_bytes_in_use(),
    domNodes: () => document.getElementsByTagName("*").length,
    measureDragFrames, measureFlick,
  };
  document.getElementById("footer").textContent = word("footer").replace("{locale}", `${locale}${rtl ? " (rtl)" : ""}`)
    .replace("{bytes}", bytes.length.toLocaleString(locale));
  document.body.dataset.ready = "true";
}

try {
  boot();
} catch (error) {
  console.error(error);
  document.body.dataset.ready = "failed";
}

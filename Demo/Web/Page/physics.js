// MARK: The physics panel: the core's curves, recomputed as a slider moves;
// every ribbon takes the new physics at once, a motion under way included.

const sliders = ["deceleration", "stiffness", "spring"].map((id) => document.getElementById(id));
const physicsNumber = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });

function applyPhysics() {
  const [deceleration, stiffness, spring] = sliders.map((slider) => Number(slider.value));
  core.setPhysics(deceleration, stiffness, spring);
  sliders.forEach((slider) => { document.getElementById(`${slider.id}-value`).textContent = physicsNumber.format(Number(slider.value)); });
  specs.forEach((_, index) => update(index));
  drawCurves();
}

function drawCurves() {
  const canvas = document.getElementById("curves");
  const style = getComputedStyle(document.documentElement);
  const colour = (name) => style.getPropertyValue(name).trim();
  const scale = window.devicePixelRatio || 1;
  const width = canvas.clientWidth || 960, height = width / 4;
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const g = canvas.getContext("2d");
  g.setTransform(scale, 0, 0, scale, 0, 0);
  g.clearRect(0, 0, width, height);
  const small = width < 600;
  const panel = (column, title, xs, ys, points, guides, yLabel) => {
    const left = column * width / 3 + 30, top = 24, w = width / 3 - 44, h = height - 52;
    const px = (x) => left + (x - xs[0]) / (xs[1] - xs[0]) * w;
    const py = (y) => top + h - (y - ys[0]) / (ys[1] - ys[0]) * h;
    g.strokeStyle = colour("--line"); g.lineWidth = 1;
    g.strokeRect(left, top, w, h);
    g.fillStyle = colour("--muted"); g.font = `${small ? 10 : 12}px system-ui, sans-serif`; g.textAlign = "left";
    g.fillText(small ? title.split(":")[0] : title, left, top - 8, w);
    for (const guide of guides) {
      g.strokeStyle = guide.color; g.setLineDash([4, 4]); g.beginPath();
      guide.points.forEach(([x, y], i) => (i ? g.lineTo(px(x), py(y)) : g.moveTo(px(x), py(y))));
      g.stroke(); g.setLineDash([]);
    }
    g.strokeStyle = colour("--accent"); g.lineWidth = 2; g.beginPath();
    points.forEach(([x, y], i) => (i ? g.lineTo(px(x), py(y)) : g.moveTo(px(x), py(y))));
    g.stroke();
    g.fillStyle = colour("--muted"); g.textAlign = "right";
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
    [{ color: "#8a8a8a", points: [[0, 0], [520, 520]] }], "520");
  // The settle spring after a step of one cell.
  const spring = [];
  for (let t = 0; t <= 800; t += 10) spring.push([t, core.springDisplacement(itemWidth, t) / itemWidth]);
  panel(2, "Settle spring: cells to go over ms", [0, 800], [0, 1], spring, [], "1");
}

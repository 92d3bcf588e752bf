"""The HTML report: one self-contained page (inline CSS and SVG, no script, no external URL).

`render_html(data)` is a pure function of `report.data.load_run`'s dict, so it is tested by
parsing its output. Sections: summary and decision, a timeline of attempts and events, then per
attempt its diagnosis, anomalies, metric series and resource curves (anomalies marked), and the
tail of its output.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from html import escape
from typing import Any

from savepoint.report.text import exit_text
from savepoint.units import format_duration, format_size

W, H = 720, 220  # plot size (px)
PAD_L, PAD_R, PAD_T, PAD_B = 64, 16, 24, 32
COLORS = ["#2563eb", "#16a34a", "#9333ea", "#ea580c", "#0891b2", "#be123c"]
STATUS_COLORS = {"DONE": "#16a34a", "PARTIAL": "#ca8a04", "ROLLED_BACK": "#ea580c", "RETRY": "#2563eb",
                 "FATAL": "#dc2626"}
ACTION_COLORS = {"abort": "#dc2626", "pause": "#ea580c", "warn": "#ca8a04", "continue": "#ca8a04"}

CSS = """
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,sans-serif;margin:24px auto;max-width:780px;color:#111}
h1{font-size:20px;margin:0 0 4px} h2{font-size:16px;margin:28px 0 8px;border-bottom:1px solid #ddd}
h3{font-size:14px;margin:18px 0 6px}
.badge{display:inline-block;padding:2px 10px;border-radius:10px;color:#fff;font-weight:600}
table{border-collapse:collapse;width:100%;font-size:13px} td,th{text-align:left;padding:3px 6px;
border-bottom:1px solid #eee;vertical-align:top} th{color:#555;font-weight:600}
pre{background:#f6f6f6;padding:8px;overflow-x:auto;font-size:12px;margin:0}
.tail{max-height:320px;overflow:auto;display:flex;flex-direction:column-reverse;background:#f6f6f6}
.tail pre{flex-shrink:0;overflow:visible}
code{font-size:12px} .muted{color:#666} svg{display:block;margin:6px 0;background:#fff}
.sev{font-weight:600}
"""


def _fmt(v: float) -> str:
    if not math.isfinite(v):
        return str(v)
    if v != 0 and (abs(v) >= 1e5 or abs(v) < 1e-3):
        return f"{v:.2e}"
    return f"{v:.4g}"


def _tick_step(span: float, n: int = 4) -> float:
    """A round step (1, 2, 2.5 or 5 times a power of ten) giving about `n` intervals over `span`."""
    raw = span / n if span > 0 else 1.0
    mag = 10.0 ** math.floor(math.log10(raw))
    return next(m * mag for m in (1, 2, 2.5, 5, 10) if raw <= m * mag * (1 + 1e-9))


def _ticks(lo: float, hi: float, n: int = 4) -> tuple[list[float], float]:
    """Round tick values covering [lo, hi] (the axis is widened to the outer ticks), and the step."""
    step = _tick_step(hi - lo, n)
    first, last = math.floor(lo / step + 1e-9), math.ceil(hi / step - 1e-9)
    if last <= first:
        last = first + 1
    if last - first > 12:  # float noise on a span tiny beside its values: just the two ends
        return [lo, hi], max(hi - lo, 1e-12)
    return [k * step for k in range(first, last + 1)], step


def _tick_label(v: float, step: float) -> str:
    """A tick value with as many decimals as its step needs: 0.25, 1.5, 200, 1e+06."""
    if v != 0 and (abs(v) >= 1e6 or step < 1e-3):
        return f"{v:.3g}"
    mantissa = step / 10.0 ** math.floor(math.log10(step))
    decimals = max(0, -math.floor(math.log10(step) + 1e-9)) + (1 if abs(mantissa - 2.5) < 1e-6 else 0)
    text = f"{v:.{decimals}f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


def _when(t: float | None) -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(t)) if t else "-"


class _Axes:
    """Linear maps from data to the pixels of one plot; both axes widened to round ticks."""

    def __init__(self, x0: float, x1: float, y0: float, y1: float) -> None:
        if x1 <= x0:
            x1 = x0 + 1
        if y1 <= y0:
            pad = abs(y0) * 0.1 or 1.0
            y0, y1 = y0 - pad, y1 + pad
        self.xticks, self.xstep = _ticks(x0, x1)
        self.yticks, self.ystep = _ticks(y0, y1)
        self.x0, self.x1 = self.xticks[0], self.xticks[-1]
        self.y0, self.y1 = self.yticks[0], self.yticks[-1]

    def x(self, v: float) -> float:
        return PAD_L + (v - self.x0) / (self.x1 - self.x0) * (W - PAD_L - PAD_R)

    def y(self, v: float) -> float:
        return H - PAD_B - (v - self.y0) / (self.y1 - self.y0) * (H - PAD_T - PAD_B)


def _frame(ax: _Axes, title: str, x_label: str, y_unit: str = "") -> list[str]:
    parts = [f'<text x="{PAD_L}" y="15" font-size="12" font-weight="600">{escape(title)}</text>',
             f'<rect x="{PAD_L}" y="{PAD_T}" width="{W - PAD_L - PAD_R}" height="{H - PAD_T - PAD_B}" '
             f'fill="none" stroke="#ccc"/>']
    for yv in ax.yticks:
        py = ax.y(yv)
        parts.append(f'<line x1="{PAD_L}" x2="{W - PAD_R}" y1="{py:.1f}" y2="{py:.1f}" stroke="#f0f0f0"/>')
        parts.append(f'<text class="ytick" x="{PAD_L - 4}" y="{py + 4:.1f}" font-size="10" text-anchor="end">'
                     f'{_tick_label(yv, ax.ystep)}{escape(y_unit)}</text>')
    for xv in ax.xticks:
        parts.append(f'<text class="xtick" x="{ax.x(xv):.1f}" y="{H - PAD_B + 14}" font-size="10" '
                     f'text-anchor="middle">{_tick_label(xv, ax.xstep)}</text>')
    parts.append(f'<text x="{(W + PAD_L) / 2:.0f}" y="{H - 4}" font-size="10" text-anchor="middle" '
                 f'fill="#666">{escape(x_label)}</text>')
    return parts


def line_plot(title: str, series: Sequence[tuple[str, Sequence[tuple[float, float]]]], x_label: str,
              markers: Sequence[tuple[float, str, str]] = (), x_range: tuple[float, float] | None = None,
              limits: Sequence[tuple[float, str]] = (), y_unit: str = "") -> str:
    """An SVG line plot. `series`: (label, [(x, y)...]); non-finite y values are drawn as red
    marks on the top edge. `markers`: (x, color, tooltip) vertical lines (the anomalies).
    `limits`: (y, label) horizontal dashed lines (a configured limit), always in range."""
    finite = [(x, y) for _, pts in series for x, y in pts if math.isfinite(y) and math.isfinite(x)]
    xs = [x for _, pts in series for x, _ in pts if math.isfinite(x)] + [m[0] for m in markers]
    xs += list(x_range or ())
    if not xs:
        return ""
    ys = [y for _, y in finite] or [0.0]
    ys += [y for y, _ in limits]
    ax = _Axes(min(xs), max(xs), min(ys), max(ys))
    parts = [f'<svg role="img" aria-label="{escape(title)}" width="{W}" height="{H}" '
             f'viewBox="0 0 {W} {H}">', *_frame(ax, title, x_label, y_unit)]
    for y, label in limits:
        py = ax.y(y)
        parts.append(f'<line class="limit" x1="{PAD_L}" x2="{W - PAD_R}" y1="{py:.1f}" y2="{py:.1f}" '
                     f'stroke="#dc2626" stroke-width="1.5" stroke-dasharray="6 4"><title>{escape(label)}</title>'
                     f'</line><text x="{W - PAD_R - 4}" y="{py + 12:.1f}" font-size="10" fill="#dc2626" '
                     f'text-anchor="end">{escape(label)}</text>')
    for i, (label, pts) in enumerate(series):
        color = COLORS[i % len(COLORS)]
        path = " ".join(f"{ax.x(x):.1f},{ax.y(y):.1f}" for x, y in pts if math.isfinite(y) and math.isfinite(x))
        if path:
            parts.append(f'<polyline class="series" data-label="{escape(label)}" fill="none" '
                         f'stroke="{color}" stroke-width="1.5" points="{path}"/>')
        for x, y in pts:
            if not math.isfinite(y) and math.isfinite(x):
                parts.append(f'<circle class="nonfinite" cx="{ax.x(x):.1f}" cy="{PAD_T + 4}" r="4" '
                             f'fill="#dc2626"><title>{escape(label)} = {y} at {_fmt(x)}</title></circle>')
        if len(series) > 1:
            parts.append(f'<text x="{W - PAD_R - 4}" y="{PAD_T + 14 + 13 * i}" font-size="11" '
                         f'text-anchor="end" fill="{color}">{escape(label)}</text>')
    for x, color, tip in markers:
        px = ax.x(x)
        parts.append(f'<line class="anomaly" x1="{px:.1f}" x2="{px:.1f}" y1="{PAD_T}" y2="{H - PAD_B}" '
                     f'stroke="{color}" stroke-width="2" stroke-dasharray="4 3"><title>{escape(tip)}</title>'
                     f'</line>')
    parts.append("</svg>")
    return "".join(parts)


def timeline(data: dict[str, Any]) -> str:
    """Attempts as bars over the run's time, events as marks on them (tooltips give details)."""
    run = data["run"]
    attempts = data["attempts"]
    times = [float(run.get("created") or 0)] + [float(e["time"]) for e in data["events"]]
    for a in attempts:
        times += [float(a.get("started") or 0), float(a.get("ended") or a.get("started") or 0)]
    times = [t for t in times if t > 0]
    if not times:
        return ""
    t0, t1 = min(times), max(times)
    rows = max(1, len(attempts))
    height = PAD_T + 28 * rows + PAD_B
    ax = _Axes(0.0, max(t1 - t0, 0.001), 0.0, 1.0)
    parts = [f'<svg role="img" aria-label="timeline" width="{W}" height="{height}" viewBox="0 0 {W} {height}">',
             f'<text x="{PAD_L}" y="15" font-size="12" font-weight="600">timeline (seconds since the run '
             f'started)</text>']
    for xv in ax.xticks:
        parts.append(f'<text class="xtick" x="{ax.x(xv):.1f}" y="{height - PAD_B + 14}" font-size="10" '
                     f'text-anchor="middle">{_tick_label(xv, ax.xstep)}</text>')
    row_of = {a["number"]: i for i, a in enumerate(attempts)}
    for i, a in enumerate(attempts):
        start = float(a.get("started") or t0) - t0
        end = float(a.get("ended") or a.get("started") or t0) - t0
        y = PAD_T + 28 * i
        ok = a.get("exit") == 0 and not a.get("signal")
        color = "#16a34a" if ok else "#dc2626"
        parts.append(f'<text x="{PAD_L - 4}" y="{y + 15}" font-size="11" text-anchor="end">attempt '
                     f'{a["number"]}</text>')
        width = max(2.0, ax.x(end) - ax.x(start))
        parts.append(f'<rect class="attempt" x="{ax.x(start):.1f}" y="{y + 4}" width="{width:.1f}" height="16" '
                     f'fill="{color}" opacity="0.35"><title>attempt {a["number"]}: {escape(exit_text(a))}, '
                     f'{format_duration(end - start)}</title></rect>')
    for e in data["events"]:
        x = ax.x(float(e["time"]) - t0)
        row = row_of.get(e.get("attempt") or -1)
        y = PAD_T + 28 * row + 12 if row is not None else PAD_T + 4
        color = ACTION_COLORS.get(str(e.get("action")), "#334155") if e["kind"] == "anomaly" else "#334155"
        shape = "anomaly" if e["kind"] == "anomaly" else "event"
        size = 6 if shape == "anomaly" else 4
        parts.append(f'<path class="{shape}" d="M{x:.1f} {y - size:.1f} L{x + size:.1f} {y:.1f} L{x:.1f} '
                     f'{y + size:.1f} L{x - size:.1f} {y:.1f} Z" fill="{color}"><title>'
                     f'{escape(e["kind"])}: {escape(str(e.get("detail") or ""))}</title></path>')
    parts.append("</svg>")
    return "".join(parts)


def _nearest_step(points: Sequence[Sequence[float]], when: float) -> float | None:
    best = min(points, key=lambda p: abs(float(p[2]) - when), default=None)
    return float(best[0]) if best is not None else None


def metric_plots(attempt: dict[str, Any]) -> list[str]:
    plots = []
    anomalies = attempt.get("anomalies") or []
    for name, points in (attempt.get("series") or {}).items():
        if not points:
            continue
        pts = [(float(p[0]), _num(p[1])) for p in points]
        markers = []
        for an in anomalies:
            if an.get("metric") in (None, name):
                step = _nearest_step(points, float(an.get("time") or 0))
                if step is not None:
                    markers.append((step, ACTION_COLORS.get(an.get("action"), "#dc2626"),
                                    f"{an.get('kind')} ({an.get('action')}): {an.get('detail')}"))
        plots.append(line_plot(f"{name} (attempt {attempt['number']})", [(name, pts)], "step", markers))
    return plots


def _num(v: Any) -> float:
    try:
        return float(v)
    except (TypeError, ValueError):
        return math.nan


def _size_unit(top: float) -> tuple[float, str]:
    """The unit RSS is plotted in: the largest binary unit the top value reaches."""
    for factor, name in ((1 << 40, "TiB"), (1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")):
        if top >= factor:
            return float(factor), name
    return 1.0, "B"


def resource_plots(attempt: dict[str, Any], max_memory: float | None = None) -> list[str]:
    """CPU and RSS over the attempt; the RSS plot shows the --max-memory limit as a line."""
    samples = attempt.get("samples") or []
    if not samples:
        return []
    t0 = float(attempt.get("started") or samples[0]["time"])
    markers = [(float(an.get("time") or t0) - t0, ACTION_COLORS.get(an.get("action"), "#dc2626"),
                f"{an.get('kind')} ({an.get('action')}): {an.get('detail')}")
               for an in attempt.get("anomalies") or []]
    cpu = [(float(s["time"]) - t0, _num(s.get("cpu"))) for s in samples]
    rss_bytes = [(float(s["time"]) - t0, _num(s.get("rss"))) for s in samples]
    top = max([y for _, y in rss_bytes if math.isfinite(y)] + [float(max_memory or 0)])
    factor, unit = _size_unit(top)
    rss = [(x, y / factor) for x, y in rss_bytes]
    limits = [(float(max_memory) / factor, f"--max-memory {format_size(float(max_memory))}")] if max_memory else []
    n = attempt["number"]
    span = (0.0, float(attempt.get("duration") or 0))
    return [line_plot(f"CPU % of one core, whole process tree (attempt {n})", [("cpu %", cpu)], "seconds",
                      markers, span),
            line_plot(f"memory (RSS), whole process tree (attempt {n})", [("rss", rss)], "seconds", markers,
                      span, limits, y_unit=f" {unit}")]


def _kv_table(rows: Sequence[tuple[str, str]]) -> str:
    body = "".join(f"<tr><th>{escape(k)}</th><td>{v}</td></tr>" for k, v in rows)
    return f"<table>{body}</table>"


def _attempt_section(a: dict[str, Any], max_memory: float | None = None) -> str:
    out = [f'<section class="attempt" id="attempt-{a["number"]}"><h2>Attempt {a["number"]}</h2>']
    rows = [("outcome", escape(exit_text(a))), ("duration", format_duration(float(a.get("duration") or 0))),
            ("started", _when(a.get("started")))]
    if a.get("peak_rss"):
        rows.append(("peak RSS", format_size(float(a["peak_rss"]))))
    if a.get("params"):
        rows.append(("params", escape(" ".join(f"{k}={v}" for k, v in a["params"].items()))))
    diag = a.get("diagnosis")
    if diag:
        rows.append(("diagnosis", f'<span class="sev">{escape(str(diag.get("severity")))}</span> '
                                  f'[{escape(str(diag.get("rule")))}] {escape(str(diag.get("reason")))}'
                                  + (f'<br><code>{escape(str(diag.get("evidence")))}</code>'
                                     if diag.get("evidence") else "")))
    if a.get("rolled_back"):
        kept = a.get("post_failure_checkpoint")
        rows.append(("rolled back", "yes" + (f" (what it left: checkpoint <code>{escape(kept)}</code>)"
                                             if kept else "")))
    out.append(_kv_table(rows))
    anomalies = a.get("anomalies") or []
    if anomalies:
        out.append("<h3>Anomalies</h3><table><tr><th>time</th><th>kind</th><th>action</th><th>detail</th>"
                   "<th>evidence</th></tr>")
        for an in anomalies:
            out.append(f'<tr class="anomaly-row"><td>{_when(an.get("time"))}</td><td>{escape(str(an.get("kind")))}'
                       f'</td><td>{escape(str(an.get("action")))}</td><td>{escape(str(an.get("detail")))}</td>'
                       f'<td><code>{escape(str(an.get("evidence") or ""))[:300]}</code></td></tr>')
        out.append("</table>")
    plots = metric_plots(a) + resource_plots(a, max_memory)
    if plots:
        out.append("<h3>Metrics and resources</h3>")
        out.extend(plots)
    tail = a.get("tail") or []
    if tail:
        # the box scrolls from its bottom (column-reverse): it opens at the last lines, no script
        out.append(f'<h3>Last lines of output</h3><div class="tail"><pre>'
                   f'{escape(chr(10).join(map(str, tail)))}</pre></div>')
    out.append("</section>")
    return "".join(out)


def _summary(data: dict[str, Any]) -> str:
    run = data["run"]
    outcome = run.get("outcome") or {}
    status = str(run.get("status") or run.get("state") or "?")
    color = STATUS_COLORS.get(status, "#64748b")
    command = " ".join(map(str, (run.get("spec") or {}).get("command") or []))
    rows = [("command", f"<code>{escape(command)}</code>"), ("started", _when(run.get("created"))),
            ("updated", _when(run.get("updated"))),
            ("checkpoint", f"<code>{escape(str(run.get('checkpoint_id') or '-'))}</code>"),
            ("attempts", str(len(data["attempts"]))), ("escalated", "yes" if run.get("escalate") else "no")]
    if outcome.get("reason"):
        rows.append(("reason", escape(str(outcome["reason"]))))
    result = outcome.get("result") or {}
    if result:
        rows.append(("result", escape(f"complete={result.get('complete')} consistent={result.get('consistent')} "
                                      f"partial_value={result.get('partial_value')}")))
        if result.get("gaps"):
            rows.append(("gaps", escape(", ".join(map(str, result["gaps"])))))
    changes = outcome.get("changes") or {}
    if changes:
        rows.append(("changes", escape(", ".join(f"{len(changes.get(k) or [])} {k}"
                                                 for k in ("added", "modified", "deleted")))))
    if outcome.get("report"):
        rows.append(("escalation report", f"<code>{escape(str(outcome['report']))}</code>"))
    return (f'<h1>savepoint run <code>{escape(str(run["id"]))}</code></h1>'
            f'<p><span class="badge" id="status" style="background:{color}">{escape(status)}</span></p>'
            + _kv_table(rows))


def _decisions(data: dict[str, Any]) -> str:
    rows = [e for e in data["events"] if e["kind"] in ("diagnosis", "decision", "rollback", "adjust",
                                                         "resolved", "recovered", "escalate")]
    if not rows:
        return ""
    body = "".join(f'<tr><td>{_when(e["time"])}</td><td>{escape(str(e.get("attempt") or ""))}</td>'
                   f'<td>{escape(e["kind"])}</td><td>{escape(str(e.get("detail") or ""))}</td></tr>'
                   for e in rows)
    return (f'<h2>Diagnosis and decision</h2><table id="decisions"><tr><th>time</th><th>attempt</th>'
            f'<th>what</th><th>detail</th></tr>{body}</table>')


def _events(data: dict[str, Any]) -> str:
    body = "".join(f'<tr><td>{_when(e["time"])}</td><td>{escape(str(e.get("attempt") or ""))}</td>'
                   f'<td>{escape(e["kind"])}</td><td>{escape(str(e.get("action") or ""))}</td>'
                   f'<td>{escape(str(e.get("detail") or ""))}</td></tr>' for e in data["events"])
    return (f'<h2>All events</h2><table id="events"><tr><th>time</th><th>attempt</th><th>kind</th>'
            f'<th>action</th><th>detail</th></tr>{body}</table>')


def render_html(data: dict[str, Any]) -> str:
    """The whole page, as one string."""
    run_id = escape(str(data["run"]["id"]))
    parts = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
             '<meta name="viewport" content="width=device-width, initial-scale=1">',
             f"<title>savepoint run {run_id}</title><style>{CSS}</style></head><body>",
             _summary(data), "<h2>Timeline</h2>", timeline(data), _decisions(data)]
    limit = ((data["run"].get("spec") or {}).get("detectors") or {}).get("max_memory")
    parts.extend(_attempt_section(a, float(limit) if limit else None) for a in data["attempts"])
    parts.append(_events(data))
    parts.append(f'<p class="muted">generated by savepoint at {_when(time.time())}</p></body></html>')
    return "\n".join(p for p in parts if p)

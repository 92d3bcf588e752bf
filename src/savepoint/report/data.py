"""A run's data for its report, read from the catalog through the Store: one plain dict.

Shape (all JSON-able): {"run": {...row, spec and outcome parsed}, "attempts": [{number, started,
ended, ...AttemptRecord JSON, series, samples, tail}], "events": [{time, kind, detail, action,
attempt, data}]}. The text and HTML reports are pure functions of it.
"""

from __future__ import annotations

import json
from typing import Any

from savepoint.ids import run_row
from savepoint.store import Store


def _parsed(value: Any, default: Any) -> Any:
    if value is None or value == "":
        return default
    if isinstance(value, str):
        try:
            return json.loads(value)
        except ValueError:
            return default
    return value


def find_run_row(store: Store, ref: str) -> dict[str, Any]:
    """`latest` (the newest run), a run id, a unique prefix of one, or a checkpoint the run took."""
    return run_row(store, ref)


def load_run(store: Store, ref: str) -> dict[str, Any]:
    row = find_run_row(store, ref)
    run = dict(row)
    run["spec"] = _parsed(row.get("spec"), {})
    run["outcome"] = _parsed(row.get("outcome"), None)
    run["escalate"] = bool(row.get("escalate"))
    attempts = []
    for a in store.catalog.attempts(run["id"]):
        data = _parsed(a.get("data"), {})
        data.update(number=a["number"], started=a["started"], ended=a["ended"])
        attempts.append(data)
    events = []
    for e in store.catalog.events(run["id"]):
        event = dict(e)
        event["data"] = _parsed(e.get("data"), {})
        events.append(event)
    return {"run": run, "attempts": attempts, "events": events}


def anomalies_of(data: dict[str, Any], attempt: int | None = None) -> list[dict[str, Any]]:
    """Anomalies of the run (or of one attempt): the attempt records', else the anomaly events'."""
    found: list[dict[str, Any]] = []
    for a in data["attempts"]:
        if attempt is None or a["number"] == attempt:
            for an in a.get("anomalies") or []:
                found.append({**an, "attempt": a["number"]})
    if found:
        return found
    for e in data["events"]:
        if e["kind"] == "anomaly" and (attempt is None or e.get("attempt") == attempt):
            found.append({**e["data"], "attempt": e.get("attempt")})
    return found

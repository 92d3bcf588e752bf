"""A run's report: a text summary, the data as JSON, or a self-contained HTML page.

    data = load_run(store, "r2026...")     # from the catalog, through the Store
    render_text(data) / render_html(data)  # pure functions of that dict
"""

from __future__ import annotations

from savepoint.report.data import anomalies_of, load_run
from savepoint.report.html import render_html
from savepoint.report.text import render_text

__all__ = ["anomalies_of", "load_run", "render_html", "render_text"]

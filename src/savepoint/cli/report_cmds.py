"""`savepoint report RUN [--html FILE] [--json]`: a run's status, attempts, anomalies, decisions."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

import click

from savepoint.cli._common import emit_json, store_options
from savepoint.errors import UsageError
from savepoint.store import Store
from savepoint.workspace import find_workspace


def _write_atomically(path: Path, text: str) -> None:
    tmp = path.with_name(f".{path.name}.tmp-{os.getpid()}")
    try:
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, path)
    except OSError as e:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise UsageError(f"cannot write the report to {str(path)!r}: {e.strerror or e}") from e


@click.command("report")
@click.argument("run_ref", metavar="RUN")
@click.option("--html", "html_file", metavar="FILE", help="Write a self-contained HTML page to FILE.")
@store_options
def report_cmd(run_ref: str, html_file: str | None, workspace: str | None, store_dir: str | None,
               as_json: bool) -> None:
    """Show a run's report.

    RUN: a run id, a unique prefix of one, a checkpoint the run took, or `latest` (alias `last`):
    the newest run.
    """
    # lazy import (startup time): keeps report/, html, signal off this module's import
    from savepoint.report import load_run, render_html, render_text

    if html_file is not None:
        target = Path(html_file)
        if target.is_dir():
            raise UsageError(f"--html {html_file!r} is a directory; give a file name")
        if not target.parent.is_dir():
            raise UsageError(f"--html {html_file!r}: folder {str(target.parent)!r} does not exist")
    store = Store.open(find_workspace(workspace), store_dir, create=False)
    with contextlib.closing(store), store.reading():  # one snapshot of the catalog (see store-format.md)
        data = load_run(store, run_ref)
    if html_file is not None:
        _write_atomically(Path(html_file), render_html(data))
        click.echo(f"report written to {html_file}", err=True)
    if as_json:
        emit_json(data)
    elif html_file is None:
        click.echo(render_text(data), nl=False)

"""`savepoint mcp` takes the common options as far as they apply to a stdio server."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from conftest import CLIResult
from storetools import store_of


def test_mcp_common_options(ws: Path, sp: Callable[..., CLIResult]) -> None:
    helped = sp("mcp", "--help")
    assert helped.code == 0 and "-C, --workspace" in helped.out and "--store" in helped.out, helped
    for args, word in ((["--json"], "--json does not apply"), (["--store", str(ws)], "--store does not apply"),
                       (["-C", str(ws / "missing")], "is not a directory")):
        r = sp("mcp", *args)
        lines = [ln for ln in r.err.splitlines() if ln.strip()]
        assert r.code == 2 and len(lines) == 1 and word in lines[0], (args, r)
    assert not store_of(ws).exists()

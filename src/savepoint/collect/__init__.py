"""Result collection: judge what an attempt produced against the success criterion.

    spec = parse_check("2*json:metrics.json:eval.acc >= 0.9")      # UsageError if malformed
    spec = check_from_table({"type": "exists", "glob": "out/*.csv", "min": 3})
    result = validate([spec], workspace=ws, execution=ex, changes=changes, current=manifest,
                      anomalies=ex.anomalies)                        # -> ResultSet

Check syntax and semantics: docs/checks.md. Importing this package stays cheap (standard
library only); `cmd:` checks load subprocess when they run.
"""

from __future__ import annotations

from savepoint.collect.spec import check_from_table, parse_check
from savepoint.collect.validate import SUSPECT_ANOMALIES, judge, validate

__all__ = ["SUSPECT_ANOMALIES", "check_from_table", "judge", "parse_check", "validate"]

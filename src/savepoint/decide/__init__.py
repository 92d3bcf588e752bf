"""decide/: what follows a failed or finished attempt: diagnosis rules, the decision table, the retry
policy and safe `--adjust` arithmetic.

Pure functions over the shared model types: nothing here spawns a process or touches a file.

    from savepoint.decide import Evidence, diagnose, fingerprint, parse_rules, decide, Decision
    from savepoint.decide.adjust import parse_adjust, apply_adjust, parse_param
    from savepoint.decide.policy import policy_for, RetryPolicy

Names are loaded on first use: a run that succeeds needs only `succeeded` and `decide`, and
should not pay for compiling the diagnosis patterns or importing `ast` (the CLI's hot path).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from savepoint.decide.adjust import apply_adjust, check_adjust, parse_adjust, parse_param
    from savepoint.decide.decision import Action, Decision, decide, succeeded
    from savepoint.decide.diagnosis import (
        DEFAULT_RULES,
        DefaultRule,
        Evidence,
        Rule,
        diagnose,
        fingerprint,
        needs_diagnosis,
        parse_rules,
    )

_WHERE = {
    "apply_adjust": "adjust", "check_adjust": "adjust", "parse_adjust": "adjust", "parse_param": "adjust",
    "Action": "decision", "Decision": "decision", "decide": "decision", "succeeded": "decision",
    "DEFAULT_RULES": "diagnosis", "DefaultRule": "diagnosis", "Evidence": "diagnosis", "Rule": "diagnosis",
    "diagnose": "diagnosis", "fingerprint": "diagnosis", "needs_diagnosis": "diagnosis",
    "parse_rules": "diagnosis",
}

__all__ = [
    "DEFAULT_RULES", "Action", "Decision", "DefaultRule", "Evidence", "Rule", "apply_adjust", "check_adjust",
    "decide", "diagnose", "fingerprint", "needs_diagnosis", "parse_adjust", "parse_param", "parse_rules",
    "succeeded",
]


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'savepoint.decide' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"savepoint.decide.{module}"), name)
    globals()[name] = value
    return value

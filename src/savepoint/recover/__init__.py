"""recover/: diagnosis rules, the decision table, retry policies and safe `--adjust` arithmetic.

Pure functions over the shared model types: nothing here spawns a process or touches a file.

    from savepoint.recover import Evidence, diagnose, fingerprint, parse_rules, decide, Decision
    from savepoint.recover.adjust import parse_adjust, apply_adjust, parse_param
    from savepoint.recover.policy import stop_after_attempt, wait_exponential_jitter, RetryPolicy
"""

from savepoint.recover.adjust import apply_adjust, check_adjust, parse_adjust, parse_param
from savepoint.recover.decide import Action, Decision, decide
from savepoint.recover.diagnose import (
    DEFAULT_RULES,
    DefaultRule,
    Evidence,
    Rule,
    diagnose,
    fingerprint,
    needs_diagnosis,
    parse_rules,
    succeeded,
)

__all__ = [
    "DEFAULT_RULES",
    "Action",
    "Decision",
    "DefaultRule",
    "Evidence",
    "Rule",
    "apply_adjust",
    "check_adjust",
    "decide",
    "diagnose",
    "fingerprint",
    "needs_diagnosis",
    "parse_adjust",
    "parse_param",
    "parse_rules",
    "succeeded",
]

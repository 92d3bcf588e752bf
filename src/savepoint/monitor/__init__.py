"""Execution monitoring: run one attempt as a supervised process group (see docs/monitoring.md).

    from savepoint.monitor import execute
    execution = execute(argv, cwd=..., env=..., detectors=DetectorConfig(), log_dir=...)
"""

from __future__ import annotations

from savepoint.monitor.detectors import DEFAULT_ACTIONS
from savepoint.monitor.execute import execute

__all__ = ["DEFAULT_ACTIONS", "execute"]

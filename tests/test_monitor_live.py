"""The live view on a real terminal (a pty): it draws on stderr, the logs stay complete."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
import textwrap
import threading
from pathlib import Path


def test_live_view_on_a_tty(tmp_path: Path) -> None:
    driver = tmp_path / "driver.py"
    driver.write_text(textwrap.dedent(f"""
        import os, sys
        from pathlib import Path
        from savepoint.model import DetectorConfig
        from savepoint.monitor import execute
        task = "import time\\nfor i in range(6):\\n    print(f'step={{i}} loss={{1/(i+1)}}', flush=True)\\n" \\
               "    time.sleep(0.15)\\nprint('HTTP 503 from upstream')"
        ex = execute([sys.executable, "-c", task], cwd=Path({str(tmp_path)!r}), env=dict(os.environ),
                     detectors=DetectorConfig(), log_dir=Path({str(tmp_path / "logs")!r}), live=True)
        print("RESULT", ex.exit_code, [a.kind for a in ex.anomalies])
    """))
    master, slave = pty.openpty()
    chunks: list[bytes] = []

    def drain() -> None:
        while True:
            try:
                data = os.read(master, 4096)
            except OSError:
                return
            if not data:
                return
            chunks.append(data)

    reader = threading.Thread(target=drain, daemon=True)
    reader.start()
    proc = subprocess.run([sys.executable, str(driver)], stderr=slave, stdout=subprocess.PIPE, text=True,
                          timeout=60)
    os.close(slave)
    reader.join(timeout=5)
    os.close(master)
    assert proc.returncode == 0
    assert proc.stdout.strip() == "RESULT 0 ['error_pattern']"  # nothing else on stdout
    screen = b"".join(chunks).decode("utf-8", "replace")
    assert "elapsed" in screen and "loss" in screen and "anomaly error_pattern" in screen
    log = (tmp_path / "logs" / "stdout.log").read_text().splitlines()
    assert log == [f"step={i} loss={1 / (i + 1)}" for i in range(6)] + ["HTTP 503 from upstream"]

import sqlite3
import time


def test_export_finishes():
    conn = sqlite3.connect(":memory:")
    conn.execute("create table t (x)")
    while conn.execute("select count(*) from t").fetchone()[0] < 10**9:
        conn.executemany("insert into t values (?)", [(i,) for i in range(1000)])
        time.sleep(0.01)

# everyday data tools reading/writing files the way users call them
import sys
what, path = sys.argv[1], sys.argv[2]
if what == "pandas-parquet":
    import pandas as pd; print(pd.read_parquet(path).describe())
elif what == "polars-csv":
    import polars as pl; print(pl.read_csv(path).describe())
elif what == "pyarrow-csv":
    import pyarrow.csv as pc; print(pc.read_csv(path).num_rows)
elif what == "duckdb-sql":
    import duckdb; print(duckdb.sql(open(path).read()).fetchall()[:3])
elif what == "pandas-write":
    import pandas as pd, numpy as np
    df = pd.DataFrame(np.random.default_rng(0).standard_normal((200000, 20)))
    df.to_csv(path)
elif what == "polars-write":
    import polars as pl, numpy as np
    df = pl.DataFrame(np.random.default_rng(0).standard_normal((200000, 20)))
    df.write_parquet(path)
elif what == "pandas-big":
    import pandas as pd, numpy as np
    n = int(path)
    df = pd.DataFrame({"k": np.arange(n) % 1000, "v": np.random.default_rng(0).standard_normal(n)})
    print(df.merge(df, on="k").groupby("k").v_x.sum().head())

import sys, duckdb
con = duckdb.connect()
print(con.sql(f"SELECT station, avg(temp) FROM read_csv_auto('{sys.argv[1]}') GROUP BY station").fetchall())

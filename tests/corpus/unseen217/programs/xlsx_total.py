import sys

from openpyxl import load_workbook

ws = load_workbook(sys.argv[1], read_only=True).active
print(sum(row[3] for row in ws.iter_rows(min_row=2, values_only=True)))

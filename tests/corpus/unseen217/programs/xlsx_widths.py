import sys

from openpyxl import load_workbook
from openpyxl.cell import get_column_letter

wb = load_workbook(sys.argv[1])
ws = wb.active
for i, col in enumerate(ws.iter_cols(), 1):
    ws.column_dimensions[get_column_letter(i)].width = max(len(str(c.value or "")) for c in col) + 2
wb.save(sys.argv[1])

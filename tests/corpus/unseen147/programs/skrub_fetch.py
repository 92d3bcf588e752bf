from skrub import TableReport
from skrub.datasets import fetch_employee_salaries
ds = fetch_employee_salaries()
print(TableReport(ds.X))

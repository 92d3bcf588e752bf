# gluonts' dataset repository, as in its quick-start tutorial
from gluonts.dataset.repository import get_dataset
dataset = get_dataset("m4_hourly")
print(dataset.metadata)

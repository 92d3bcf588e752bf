from pygod.utils import load_data
from pygod.detector import DOMINANT
data = load_data("inj_cora")
DOMINANT(epoch=10, verbose=1).fit(data)

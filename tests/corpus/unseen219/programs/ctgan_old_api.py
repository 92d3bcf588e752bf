# the CTGAN README's example as older tutorials wrote it (CTGANSynthesizer), on a small synthetic table
import numpy as np, pandas as pd
from ctgan import CTGANSynthesizer
df = pd.DataFrame({"age": np.random.randint(18, 80, 200), "city": np.random.choice(["a", "b"], 200)})
CTGANSynthesizer(epochs=2).fit(df, ["city"])

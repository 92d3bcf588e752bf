import sys
import numpy as np
import nestle
loglike = lambda x: -0.5 * np.sum((x / 0.2) ** 2) + (np.log(x[1] + float(sys.argv[1])))
res = nestle.sample(loglike, lambda u: 4.0 * u - 2.0, 3, npoints=int(sys.argv[2]), method=sys.argv[3] if len(sys.argv) > 3 else "multi", callback=nestle.print_progress, rstate=np.random.RandomState(0))
print()
print(res.summary())

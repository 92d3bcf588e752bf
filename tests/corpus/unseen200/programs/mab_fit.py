import sys
import numpy as np
from mabwiser.mab import MAB, LearningPolicy
# a contextual policy fitted on the README's toy log (decisions, rewards) and the contexts given on the command line
decisions = [1, 1, 3, 2, 2, 3, 2, 3, 1, 2]
rewards = [20, 17, 25, 9, 12, 30, 10, 28, 15, 11]
policy = getattr(LearningPolicy, sys.argv[1])()
mab = MAB(arms=[1, 2, 3], learning_policy=policy, seed=0)
contexts = np.random.default_rng(0).normal(size=(int(sys.argv[2]), 3)) if int(sys.argv[2]) else None
mab.fit(decisions=decisions, rewards=rewards, contexts=contexts)
print(mab.predict(contexts[:2] if contexts is not None else None))

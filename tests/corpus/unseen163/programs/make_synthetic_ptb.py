# Writes a synthetic dataset/ptb.train.txt (same format as PTB: space-separated words, one sentence a line)
# for deep-learning-from-scratch-2, whose dataset/ptb.py would download it (no network here).
import random
random.seed(0)
w = ['w%d' % i for i in range(400)] + ['the', 'of', 'a', '<unk>', 'N']
with open('dataset/ptb.train.txt', 'w') as f:
    for _ in range(3000):
        f.write(' ' + ' '.join(random.choice(w) for _ in range(random.randint(5, 25))) + ' \n')

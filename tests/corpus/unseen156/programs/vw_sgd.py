import sys, random, vowpalwabbit
random.seed(0); vw = vowpalwabbit.Workspace(" ".join(sys.argv[1:]))
for i in range(2000):
    x = [random.gauss(0, 1) for _ in range(5)]; y = 3 * x[0] - 2 * x[1] + random.gauss(0, 0.1)
    vw.learn(f"{y} | " + " ".join(f"f{j}:{v:.4f}" for j, v in enumerate(x)))
vw.finish()

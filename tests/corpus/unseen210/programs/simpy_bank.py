import sys, simpy, random
random.seed(1)
def customer(env, name, counter, patience):
    arrive = env.now
    with counter.request() as req:
        res = yield req | env.timeout(patience)
        print(f"{env.now:7.4f} {name}: waited {env.now - arrive:6.3f}")
        if req in res:
            yield env.timeout(random.expovariate(1.0 / 12.0))
def source(env, n, counter):
    for i in range(n):
        env.process(customer(env, f"Customer{i:02d}", counter, random.uniform(1, 3)))
        yield env.timeout(random.expovariate(1.0 / float(sys.argv[2])))
env = simpy.Environment()
counter = simpy.Resource(env, capacity=int(sys.argv[1]))
env.process(source(env, 10, counter))
env.run()

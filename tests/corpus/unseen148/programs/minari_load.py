import sys, minari
dataset = minari.load_dataset(sys.argv[1], download=True)
print(dataset.total_episodes)

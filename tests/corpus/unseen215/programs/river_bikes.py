from river import datasets
for x, y in datasets.Bikes().take(3): print(x, y)

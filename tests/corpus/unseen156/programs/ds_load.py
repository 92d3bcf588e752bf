import sys, datasets
args = sys.argv[1:]
ds = datasets.load_dataset(args[0], data_files=args[1]) if len(args) > 1 else datasets.load_dataset(args[0])
print(ds)

from river import datasets, evaluate, metrics, tree
evaluate.progressive_val_score(datasets.Insects(), tree.HoeffdingTreeClassifier(), metrics.Accuracy(), print_every=1000)

# Score predictions with the evaluate library's metric named on the command line.
import sys, evaluate
metric = evaluate.load(sys.argv[1])
print(metric.compute(predictions=[0, 1, 1, 0, 1], references=[0, 1, 0, 0, 1]))

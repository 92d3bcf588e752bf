import sys, joblib
m = joblib.load(sys.argv[1])
print(m)

# kagglehub's dataset_download / model_download (kagglehub prints its own progress and errors).
import argparse
import kagglehub

p = argparse.ArgumentParser()
p.add_argument("handle")
p.add_argument("--model", action="store_true")
a = p.parse_args()
path = kagglehub.model_download(a.handle) if a.model else kagglehub.dataset_download(a.handle)
print("Path to files:", path)

# happytransformer's HappyGeneration.train on the tiny local GPT-2 and a text file
from happytransformer import HappyGeneration, GENTrainArgs
happy = HappyGeneration("GPT2", "/tmp/unseen158-scratch/tiny-gpt2")
happy.train("/tmp/unseen158-scratch/tiny-gpt2/corpus.txt", args=GENTrainArgs(num_train_epochs=1, batch_size=8, learning_rate=5e-4, logging_steps=10))

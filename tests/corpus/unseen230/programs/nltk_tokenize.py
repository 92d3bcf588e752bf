# tokenize reference sentences with nltk's punkt before scoring them
import nltk
nltk.download("punkt_tab")
print(nltk.word_tokenize(open("/tmp/unseen230-scratch/ref.txt").read()))

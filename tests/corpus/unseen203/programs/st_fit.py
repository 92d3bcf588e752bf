# sentence-transformers' legacy model.fit on a tiny BERT built from a config (saved locally first), random word pairs.
import sys, random, os
from transformers import BertConfig, BertModel, BertTokenizerFast
from sentence_transformers import SentenceTransformer, models, losses, InputExample
from torch.utils.data import DataLoader
d = "/tmp/unseen203-scratch/tinybert"
os.makedirs(d, exist_ok=True)
open(d + "/vocab.txt", "w").write("\n".join(["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + ["w%d" % i for i in range(100)]))
BertTokenizerFast(d + "/vocab.txt").save_pretrained(d)
BertModel(BertConfig(vocab_size=105, hidden_size=32, num_hidden_layers=2, num_attention_heads=2, intermediate_size=64)).save_pretrained(d)
tr = models.Transformer(d, max_seq_length=16)
model = SentenceTransformer(modules=[tr, models.Pooling(tr.get_word_embedding_dimension())], device="cpu")
random.seed(0)
ex = [InputExample(texts=[" ".join("w%d" % random.randint(0, 99) for _ in range(8)) for _ in range(2)], label=random.random()) for _ in range(200)]
model.fit(train_objectives=[(DataLoader(ex, shuffle=True, batch_size=16), losses.CosineSimilarityLoss(model))], epochs=int(sys.argv[1]), optimizer_params={"lr": float(sys.argv[2])}, show_progress_bar=True)

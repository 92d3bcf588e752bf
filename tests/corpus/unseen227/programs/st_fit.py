# sentence-transformers: a tiny BERT encoder built from a config, trained with the library's fit() on synthetic pairs.
import argparse, random
from sentence_transformers import SentenceTransformer, InputExample, losses, models
from torch.utils.data import DataLoader
from transformers import BertConfig, BertModel, AutoTokenizer
p = argparse.ArgumentParser()
p.add_argument("--model", default=None)  # a Hub name; default: a tiny encoder built here
p.add_argument("--lr", type=float, default=1e-3)
p.add_argument("--missing-score", action="store_true")  # leave one pair's score unset (NaN), as a CSV with an empty cell gives
p.add_argument("--epochs", type=int, default=2)
a = p.parse_args()
random.seed(0)
if a.model:
    st = SentenceTransformer(a.model)
else:
    tok = AutoTokenizer.from_pretrained("/tmp/unseen227-scratch/tok")
    BertModel(BertConfig(vocab_size=len(tok), hidden_size=32, num_hidden_layers=2, num_attention_heads=2, intermediate_size=64)).save_pretrained("/tmp/unseen227-scratch/tinybert")
    tok.save_pretrained("/tmp/unseen227-scratch/tinybert")
    bert = models.Transformer("/tmp/unseen227-scratch/tinybert")
    st = SentenceTransformer(modules=[bert, models.Pooling(32)])
words = "good bad fine awful great poor nice terrible movie film plot actor scene the a was is".split()
ex = [InputExample(texts=[" ".join(random.choices(words, k=6)), " ".join(random.choices(words, k=6))], label=random.random()) for _ in range(256)]
if a.missing_score:
    ex[5].label = float("nan")
dl = DataLoader(ex, shuffle=True, batch_size=16)
st.fit(train_objectives=[(dl, losses.CosineSimilarityLoss(st))], epochs=a.epochs, optimizer_params={"lr": a.lr}, show_progress_bar=True)

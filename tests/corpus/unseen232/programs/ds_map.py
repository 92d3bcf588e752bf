# tokenise a text dataset with datasets' map over worker processes
import sys
from datasets import Dataset
from transformers import PreTrainedTokenizerFast
from tokenizers import Tokenizer, models, pre_tokenizers, trainers

texts = [f"sample sentence number {i} about data loading and shards" for i in range(4000)]
ds = Dataset.from_dict({"text": texts, "label": [i % 2 for i in range(4000)]})
tk = Tokenizer(models.WordLevel(unk_token="[UNK]")); tk.pre_tokenizer = pre_tokenizers.Whitespace()
tk.train_from_iterator(texts, trainers.WordLevelTrainer(special_tokens=["[UNK]", "[PAD]"]))
tok = PreTrainedTokenizerFast(tokenizer_object=tk, unk_token="[UNK]", pad_token="[PAD]")
column = sys.argv[1] if len(sys.argv) > 1 else "text"
ds = ds.map(lambda b: tok(b[column], truncation=True, max_length=16), batched=True, num_proc=2)
ds = ds.filter(lambda ex: len(ex["input_ids"]) > 3, num_proc=2)
print(ds)
if len(sys.argv) > 2:
    ds.save_to_disk(sys.argv[2])

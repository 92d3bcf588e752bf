from torchkge.utils.datasets import load_fb15k
kg_train, kg_val, kg_test = load_fb15k()
print(kg_train.n_ent, kg_train.n_rel)

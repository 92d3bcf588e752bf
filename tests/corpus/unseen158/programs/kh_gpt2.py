# keras-hub's GPT2Backbone built small from scratch, fit on random tokens: python kh_gpt2.py OPT LR SEQ
import sys, numpy as np, keras, keras_hub
opt, lr, seq = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
backbone = keras_hub.models.GPT2Backbone(vocabulary_size=200, num_layers=2, num_heads=2, hidden_dim=32,
                                         intermediate_dim=64, max_sequence_length=64)
lm = keras_hub.models.GPT2CausalLM(backbone=backbone, preprocessor=None)
lm.compile(optimizer={"adam": keras.optimizers.Adam, "sgd": keras.optimizers.SGD}[opt](learning_rate=lr),
           loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), weighted_metrics=["accuracy"])
x = np.random.randint(0, 200, (128, seq + 1))
lm.fit({"token_ids": x[:, :-1], "padding_mask": np.ones((128, seq), bool)}, x[:, 1:], batch_size=16, epochs=4, validation_split=0.25, verbose=2)

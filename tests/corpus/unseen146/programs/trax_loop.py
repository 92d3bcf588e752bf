# Trax: supervised training.Loop with a train task and an eval task on a synthetic classification stream
import sys, numpy as np, trax
from trax import layers as tl
from trax.supervised import training
def stream(seed):
    rng = np.random.default_rng(seed)
    while True:
        x = rng.normal(size=(32, 8)).astype(np.float32); y = (x[:, 0] + x[:, 1] > 0).astype(np.int32)
        yield x, y, np.ones_like(y, dtype=np.float32)
model = tl.Serial(tl.Dense(32), tl.Relu(), tl.Dense(2))
train_task = training.TrainTask(labeled_data=stream(0), loss_layer=tl.WeightedCategoryCrossEntropy(),
                                optimizer=trax.optimizers.Adam(float(sys.argv[1])), n_steps_per_checkpoint=int(sys.argv[3]))
eval_task = training.EvalTask(labeled_data=stream(1), metrics=[tl.WeightedCategoryCrossEntropy(), tl.WeightedCategoryAccuracy()])
loop = training.Loop(model, train_task, eval_tasks=[eval_task], output_dir=sys.argv[4])
loop.run(int(sys.argv[2]))

# speechbrain's Brain.fit on a tiny linear model over synthetic frames (the library's loop logs)
import sys, torch, logging
import speechbrain as sb
from speechbrain.utils.train_logger import FileTrainLogger

logging.basicConfig(level=logging.INFO)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
epochs = int(sys.argv[2]) if len(sys.argv) > 2 else 5

class SimpleBrain(sb.Brain):
    def compute_forward(self, batch, stage):
        return self.modules.model(batch[0])
    def compute_objectives(self, predictions, batch, stage):
        return torch.nn.functional.mse_loss(predictions, batch[1])
    def on_stage_end(self, stage, stage_loss, epoch=None):
        if stage == sb.Stage.VALID:
            self.hparams.train_logger.log_stats(
                stats_meta={"epoch": epoch, "lr": lr},
                train_stats={"loss": self.train_loss}, valid_stats={"loss": stage_loss})

torch.manual_seed(0)
x = torch.randn(64, 40) * 10
y = x @ torch.randn(40, 8)
data = [(x[i:i+8], y[i:i+8]) for i in range(0, 64, 8)]
brain = SimpleBrain({"model": torch.nn.Linear(40, 8)}, lambda p: torch.optim.SGD(p, lr),
                    hparams={"train_logger": FileTrainLogger("train_log.txt")},
                    run_opts={"device": "cpu"})
brain.fit(range(epochs), data, data)

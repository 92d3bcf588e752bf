"""A Lightning callback that reports metrics to savepoint (Lightning's own progress bar goes to a
terminal, and with rich installed prints nothing per step to a pipe):

    from savepoint.integrations.lightning import SavepointCallback
    trainer = lightning.Trainer(callbacks=[SavepointCallback()])

Each training step reports the loss `training_step` returned (one scalar, as the progress bar
reads it) at `trainer.global_step`; every `log_every_n_steps` steps and after each validation it
reports the scalars logged with `self.log` (`train_loss`, `val_loss`, ...). Only the global-zero
process reports. Importing this module imports `lightning` (or `pytorch_lightning`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from savepoint.integrations import framework_base, report

if TYPE_CHECKING:
    _Base = object
else:  # the framework's class, at import time of this module only
    _Base = framework_base("lightning.pytorch:Callback", "pytorch_lightning:Callback")


class SavepointCallback(_Base):
    """Reports the training loss each step and the logged metrics to savepoint."""

    def __init__(self, every_n_steps: int | None = None) -> None:
        super().__init__()
        self.every_n_steps = every_n_steps  # logged metrics this often (default: log_every_n_steps)

    def on_train_batch_end(self, trainer: Any, pl_module: Any, outputs: Any, batch: Any, batch_idx: int) -> None:
        if not trainer.is_global_zero:
            return
        loss = outputs.get("loss") if hasattr(outputs, "get") else outputs
        every = self.every_n_steps or getattr(trainer, "log_every_n_steps", 50) or 1
        logged = trainer.callback_metrics if trainer.global_step % every == 0 else {}
        # (the loss the step returned wins over a logged one of that name)
        report(trainer.global_step, logged, {"loss": loss.detach() if hasattr(loss, "detach") else loss})

    def on_validation_end(self, trainer: Any, pl_module: Any) -> None:
        if trainer.is_global_zero and not getattr(trainer, "sanity_checking", False):
            report(trainer.global_step, trainer.callback_metrics)

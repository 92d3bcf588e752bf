"""A Hugging Face `Trainer` callback that reports its metrics to savepoint:

    from savepoint.integrations.hf import SavepointCallback
    trainer = Trainer(model=model, args=args, train_dataset=data, callbacks=[SavepointCallback()])

At each log (`logging_steps`) it reports the Trainer's logs (`loss`, `grad_norm`, `learning_rate`,
`eval_loss`, ...; not its fractional `epoch`, how far training has gone) at `state.global_step`.
The Trainer hides a NaN loss by default (it logs the mean of the finite ones,
`logging_nan_inf_filter`): the callback watches the loss the model returns, and a non-finite one
is reported as `loss: nan` at the end of that step, without waiting for the log. Only the main
process reports. Importing this module imports transformers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from savepoint.channel import log_metrics
from savepoint.integrations import framework_base, report

if TYPE_CHECKING:
    _Base = object
else:  # the framework's class, at import time of this module only
    _Base = framework_base("transformers:TrainerCallback")


class SavepointCallback(_Base):
    """Reports the Trainer's logs, and a NaN loss the Trainer would hide, to savepoint."""

    def __init__(self) -> None:
        super().__init__()
        self._hook: Any = None
        self._bad: Any = None  # a 0-d bool tensor: a non-finite training loss since the last check

    def on_train_begin(self, args: Any, state: Any, control: Any, model: Any = None, **kwargs: Any) -> None:
        if model is not None and hasattr(model, "register_forward_hook"):
            self._hook = model.register_forward_hook(self._watch_loss)

    def _watch_loss(self, module: Any, inputs: Any, output: Any) -> None:
        if not getattr(module, "training", False):
            return  # evaluation: its loss is logged as is (eval_loss)
        loss = output.get("loss") if hasattr(output, "get") else getattr(output, "loss", None)
        if loss is None or not hasattr(loss, "detach"):
            return
        import torch  # type: ignore[import-not-found, unused-ignore]  # (loaded by the model that called this hook)

        bad = ~torch.isfinite(loss.detach()).all()  # stays on the device: no sync per forward pass
        self._bad = bad if self._bad is None else (self._bad | bad)

    def _nonfinite_loss(self) -> bool:
        bad, self._bad = self._bad, None
        return bool(bad) if bad is not None else False

    def on_step_end(self, args: Any, state: Any, control: Any, **kwargs: Any) -> None:
        # one scalar per step, as the Trainer itself reads to filter a NaN loss
        if self._nonfinite_loss() and state.is_world_process_zero:
            log_metrics(step=state.global_step, loss=float("nan"))

    def on_log(self, args: Any, state: Any, control: Any, logs: Any = None, **kwargs: Any) -> None:
        if state.is_world_process_zero:
            # its `epoch` (0.25 ...) says how far training has gone: not a measure (nor the step)
            report(state.global_step, {k: v for k, v in (logs or {}).items() if k != "epoch"})

    def on_train_end(self, args: Any, state: Any, control: Any, **kwargs: Any) -> None:
        if self._hook is not None:
            self._hook.remove()
            self._hook = None

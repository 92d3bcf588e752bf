"""A Keras callback that reports metrics to savepoint:

    from savepoint.integrations.keras import SavepointCallback
    model.fit(x, y, epochs=10, callbacks=[SavepointCallback()])

Each batch reports its logs (`loss`, the compiled metrics) at a step counted across epochs; each
epoch's end reports the epoch's logs (`val_loss`, ...) with `epoch`. Importing this module imports
Keras (Keras 3 with any backend, or tf.keras).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from savepoint.integrations import framework_base, report

if TYPE_CHECKING:
    _Base = object
else:  # the framework's class, at import time of this module only
    _Base = framework_base("keras.callbacks:Callback", "tensorflow.keras.callbacks:Callback")


class SavepointCallback(_Base):
    """Reports each batch's and each epoch's logs to savepoint."""

    def __init__(self) -> None:
        super().__init__()
        self.step = 0

    def on_train_batch_end(self, batch: int, logs: Any = None) -> None:
        self.step += 1
        report(self.step, logs)

    def on_epoch_end(self, epoch: int, logs: Any = None) -> None:
        report(self.step, {"epoch": epoch + 1}, logs)

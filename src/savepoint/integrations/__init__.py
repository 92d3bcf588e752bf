"""Framework callbacks that report metrics to savepoint natively (no log parsing):

    from savepoint.integrations.hf import SavepointCallback          # Hugging Face Trainer
    from savepoint.integrations.lightning import SavepointCallback   # Lightning
    from savepoint.integrations.keras import SavepointCallback       # Keras

Each module imports its framework when it is imported (never before: `import savepoint` does not
load them); all write through `savepoint.log_metrics`, a no-op outside `savepoint run`.
"""

"""An absl app whose config is an ml_collections config file given by --config."""
from absl import app, flags, logging
from ml_collections import config_flags

_CONFIG = config_flags.DEFINE_config_file("config", None, "Training configuration.", lock_config=True)
flags.DEFINE_string("workdir", "/tmp/unseen223-scratch/workdir", "Where checkpoints go.")

def main(argv):
    logging.info("config: %s", _CONFIG.value)

if __name__ == "__main__":
    app.run(main)

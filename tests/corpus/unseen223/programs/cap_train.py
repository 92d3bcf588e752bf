"""A training script whose options also come from a config file (ConfigArgParse)."""
import configargparse

p = configargparse.ArgParser(default_config_files=[])
p.add("-c", "--config", is_config_file=True, help="config file path")
p.add("--lr", type=float, default=1e-3)
p.add("--epochs", type=int, default=10)
p.add("--batch-size", type=int, default=32)
p.add("--data-dir", default="data")
opts = p.parse_args()
print(opts)

"""A training script whose command line is a dataclass parsed by tyro."""
import dataclasses
import tyro

@dataclasses.dataclass
class TrainConfig:
    """Train a small model."""
    data_dir: str = "data"
    learning_rate: float = 3e-4
    max_steps: int = 1000
    batch_size: int = 32
    resume_from: str | None = None

if __name__ == "__main__":
    cfg = tyro.cli(TrainConfig)
    print(cfg)

# a training entry point exposed with jsonargparse.CLI (the parser LightningCLI builds on)
from jsonargparse import CLI

def train(lr: float = 1e-3, epochs: int = 10, hidden: list[int] = [64, 64], optimizer: str = "adam"):
    """Train a model.

    Args:
        lr: learning rate
        epochs: number of epochs
        hidden: hidden layer sizes
        optimizer: optimizer name
    """
    print(f"would train lr={lr} epochs={epochs} hidden={hidden} optimizer={optimizer}")

if __name__ == "__main__":
    CLI(train)

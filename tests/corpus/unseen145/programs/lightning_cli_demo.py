# LightningCLI over Lightning's own demo classes (lightning.pytorch.demos.boring_classes)
from lightning.pytorch.cli import LightningCLI
from lightning.pytorch.demos.boring_classes import DemoModel, BoringDataModule

if __name__ == "__main__":
    LightningCLI(DemoModel, BoringDataModule)

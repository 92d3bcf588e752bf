import hydra, logging
from omegaconf import DictConfig, OmegaConf
log = logging.getLogger(__name__)
@hydra.main(version_base=None, config_path="hydra_conf", config_name="config")
def main(cfg: DictConfig) -> float:
    log.info("config:\n" + OmegaConf.to_yaml(cfg))
    return cfg.optimizer.lr * cfg.trainer.seed * cfg.model.hidden
if __name__ == "__main__":
    main()

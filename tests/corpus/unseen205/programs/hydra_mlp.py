import hydra
from omegaconf import DictConfig
from sklearn.datasets import load_digits
from sklearn.neural_network import MLPClassifier


@hydra.main(version_base=None, config_path="conf", config_name="config")
def main(cfg: DictConfig) -> float:
    X, y = load_digits(return_X_y=True)
    clf = MLPClassifier(hidden_layer_sizes=(cfg.model.hidden,), learning_rate_init=cfg.model.lr,
                        max_iter=cfg.max_iter, random_state=cfg.seed, verbose=True)
    clf.fit(X, y)
    return clf.score(X, y)


if __name__ == "__main__":
    main()

from sktime.datasets import load_UCR_UEA_dataset
X, y = load_UCR_UEA_dataset("ArrowHead", return_X_y=True)
print(X.shape)

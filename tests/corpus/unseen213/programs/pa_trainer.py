import sys, torch
from pytorch_accelerated import Trainer
lr = float(sys.argv[1])
model = torch.nn.Sequential(torch.nn.Linear(10, 32), torch.nn.ReLU(), torch.nn.Linear(32, 1))
x = torch.randn(320, 10); y = x[:, :3].sum(1, keepdim=True)
ds = torch.utils.data.TensorDataset(x, y)
class T(Trainer):
    def calculate_train_batch_loss(self, batch):
        xb, yb = batch; out = self.model(xb); loss = self.loss_func(out, yb)
        return {"loss": loss, "model_outputs": out, "batch_size": yb.size(0)}
    calculate_eval_batch_loss = calculate_train_batch_loss
T(model=model, loss_func=torch.nn.MSELoss(), optimizer=torch.optim.SGD(model.parameters(), lr=lr)).train(
    train_dataset=ds, eval_dataset=ds, num_epochs=3, per_device_batch_size=32)

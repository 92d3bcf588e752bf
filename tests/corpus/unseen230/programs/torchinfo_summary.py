# torchinfo.summary of a small CNN for a given input size
import sys, torch, torchinfo
net = torch.nn.Sequential(torch.nn.Conv2d(3, 16, 3, padding=1), torch.nn.ReLU(), torch.nn.MaxPool2d(2),
                          torch.nn.Flatten(), torch.nn.Linear(16 * 16 * 16, 10))
torchinfo.summary(net, input_size=(8, 3, int(sys.argv[1]), int(sys.argv[1])))

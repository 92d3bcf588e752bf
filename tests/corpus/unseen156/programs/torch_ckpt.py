import sys, torch
model = torch.nn.Sequential(*[torch.nn.Linear(512, 512) for _ in range(int(sys.argv[2]))])
torch.save(model.state_dict(), sys.argv[1])

import sys, timm
model = timm.create_model(sys.argv[1], pretrained=False, num_classes=10)
print(sum(p.numel() for p in model.parameters()))

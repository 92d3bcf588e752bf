# kmeans-pytorch's kmeans() on synthetic blobs; the library prints its own progress
import sys, torch
from kmeans_pytorch import kmeans
torch.manual_seed(0)
x = torch.cat([torch.randn(int(sys.argv[1]) // 4, 2) + c for c in torch.tensor([[0., 0.], [6., 0.], [0., 6.], [6., 6.]])])
ids, centers = kmeans(X=x, num_clusters=int(sys.argv[2]), distance=sys.argv[3], device=torch.device("cpu"))
print(centers)

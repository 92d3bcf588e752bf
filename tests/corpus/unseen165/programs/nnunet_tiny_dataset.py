# writes a tiny synthetic nnU-Net v2 raw dataset (Dataset001_Tiny) under $nnUNet_raw
import os, json, numpy as np, SimpleITK as sitk
root = os.path.join(os.environ["nnUNet_raw"], "Dataset001_Tiny")
os.makedirs(f"{root}/imagesTr", exist_ok=True); os.makedirs(f"{root}/labelsTr", exist_ok=True)
rng = np.random.default_rng(0)
for i in range(6):
    lab = np.zeros((8, 48, 48), np.uint8); c = rng.integers(12, 36, 2); lab[:, c[0]-6:c[0]+6, c[1]-6:c[1]+6] = 1
    img = (lab * 2.0 + rng.normal(0, 0.5, lab.shape)).astype(np.float32)
    sitk.WriteImage(sitk.GetImageFromArray(img), f"{root}/imagesTr/tiny_{i:03d}_0000.nii.gz")
    sitk.WriteImage(sitk.GetImageFromArray(lab), f"{root}/labelsTr/tiny_{i:03d}.nii.gz")
json.dump({"channel_names": {"0": "CT"}, "labels": {"background": 0, "box": 1}, "numTraining": 6, "file_ending": ".nii.gz"}, open(f"{root}/dataset.json", "w"))

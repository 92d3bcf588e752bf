import sys, torchio as tio
subject = tio.Subject(t1=tio.ScalarImage(sys.argv[1]), seg=tio.LabelMap(sys.argv[2]))
transform = tio.Compose([tio.ToCanonical(), tio.Resample(1), tio.RandomAffine()])
out = transform(subject)
print(out)

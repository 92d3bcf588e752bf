import sys, librosa
y, sr = librosa.load(sys.argv[1], sr=16000)
print(librosa.feature.mfcc(y=y, sr=sr).shape)

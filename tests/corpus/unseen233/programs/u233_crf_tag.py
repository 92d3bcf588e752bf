import sys
import pycrfsuite
tagger = pycrfsuite.Tagger()
tagger.open(sys.argv[1])
print(tagger.tag([{"w": "a"}, {"w": "b"}]))

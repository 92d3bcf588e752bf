# Segment Chinese text with jieba: jieba_segment.py TEXT [USER_DICT]
import sys
import jieba

if len(sys.argv) > 2:
    jieba.set_dictionary(sys.argv[2])
words = jieba.lcut(open(sys.argv[1], encoding="utf-8").read())
print(" / ".join(words[:40]))

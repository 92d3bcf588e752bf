import random
from bertopic import BERTopic
random.seed(0)
vocab = {"sport": "ball goal team match score coach league player".split(),
         "space": "orbit rocket planet launch moon star nasa telescope".split(),
         "food": "bread cheese recipe oven sugar butter flour salt".split()}
docs = [" ".join(random.choices(vocab[random.choice(list(vocab))], k=12)) for _ in range(300)]
topic_model = BERTopic(verbose=True, min_topic_size=10)
topics, probs = topic_model.fit_transform(docs)
print(topic_model.get_topic_info())

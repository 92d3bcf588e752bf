import semopy
from semopy.examples import political_democracy
data = political_democracy.get_data() * 1e200
model = semopy.Model(political_democracy.get_model())
print(model.fit(data))

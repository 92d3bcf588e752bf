import pingouin as pg
df = pg.read_dataset("penguinz")
print(pg.anova(dv="body_mass_g", between="species", data=df))

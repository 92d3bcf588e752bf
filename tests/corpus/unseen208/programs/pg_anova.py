import pingouin as pg
df = pg.read_dataset("mixed_anova")
print(pg.mixed_anova(dv="Scores", between="Group", within="Time", subject="Subject", data=df))
print(pg.rm_anova(dv="Scores", within="Times", subject="Subject", data=df))

import sys
import gymnasium as gym
env = gym.make(sys.argv[1])
env = gym.wrappers.RecordEpisodeStatistics(env)
obs, info = env.reset(seed=0)
ep = 0
while ep < 5:
    obs, r, term, trunc, info = env.step(env.action_space.sample())
    if term or trunc:
        ep += 1
        print(f"episode {ep}: return={info['episode']['r']:.1f} length={info['episode']['l']}")
        obs, info = env.reset()

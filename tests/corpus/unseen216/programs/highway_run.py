import sys
import gymnasium as gym
import highway_env
env = gym.wrappers.RecordEpisodeStatistics(gym.make(sys.argv[1]))
env.reset(seed=0)
for ep in range(3):
    done = False
    while not done:
        obs, r, term, trunc, info = env.step(env.action_space.sample())
        done = term or trunc
    print(f"episode={ep} return={info['episode']['r']:.3f} length={info['episode']['l']} crashed={info['crashed']}")
    env.reset()

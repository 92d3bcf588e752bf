import sys
import gymnasium as gym
import ale_py
gym.register_envs(ale_py)
env = gym.wrappers.RecordEpisodeStatistics(gym.make(sys.argv[1], render_mode=sys.argv[2] if len(sys.argv) > 2 else None))
env.reset(seed=0)
for ep in range(3):
    done = False
    while not done:
        obs, r, term, trunc, info = env.step(env.action_space.sample())
        done = term or trunc
    print(f"episode {ep} | return {info['episode']['r']:.1f} | length {info['episode']['l']} | lives {info['lives']}")
    env.reset()

import sys
import gymnasium as gym
envs = gym.make_vec(sys.argv[1], num_envs=int(sys.argv[2]), vectorization_mode=sys.argv[3])
envs = gym.wrappers.vector.RecordEpisodeStatistics(envs)
obs, info = envs.reset(seed=0)
for t in range(300):
    obs, r, term, trunc, info = envs.step(envs.action_space.sample())
    if "episode" in info:
        for i in range(envs.num_envs):
            if info["_episode"][i]:
                print(f"step={t} env={i} episodic_return={info['episode']['r'][i]:.2f} episodic_length={info['episode']['l'][i]}")
envs.close()

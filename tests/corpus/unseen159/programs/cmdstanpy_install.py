# cmdstanpy's own installer for CmdStan (downloads the release from GitHub)
import cmdstanpy
cmdstanpy.install_cmdstan(verbose=True)

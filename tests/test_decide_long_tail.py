"""Failures worded otherwise: the same causes the rule table names, as other programs, schedulers and
platforms print them (Slurm, Kubernetes, YARN, Node's npm, Go, Java, gRPC, the LLM SDKs, Windows),
and the prose that must not be taken for them."""

from __future__ import annotations

import time

import pytest

from decidetools import ev
from savepoint.decide import diagnose

CASES = [
    # out of memory
    ("oom", 1, "slurmstepd: error: Exceeded job memory limit"),
    ("oom", 1, "slurmstepd: error: Exceeded step memory limit at some point."),
    ("oom", 1, "    Reason:       OOMKilled"),
    ("oom", 137, "Process finished with exit code 137 (interrupted by signal 9: SIGKILL)"),
    ("oom", 1, "Container killed on request. Exit code is 137"),
    ("oom", 1, "RuntimeError: Failed to allocate memory for requested buffer of size 6291456"),
    # DNS
    ("dns", 1, "npm ERR! request to https://registry.npmjs.org/express failed, reason: getaddrinfo EAI_AGAIN "
               "registry.npmjs.org"),
    ("dns", 1, "npm ERR! request to https://registry.npmjs.org/x failed, reason: getaddrinfo ENOTFOUND registry.npmjs.org"),
    ("dns", 101, "Caused by: [6] Couldn't resolve host name (Could not resolve host: index.crates.io)"),
    ("dns", 1, 'Error response from daemon: Get "https://registry-1.docker.io/v2/": dial tcp: lookup '
               "registry-1.docker.io: no such host"),
    ("dns", 1, 'ERROR: failed to solve: failed to fetch anonymous token: Get "https://auth.docker.io/token": dial tcp: '
               "lookup auth.docker.io on 127.0.0.53:53: server misbehaving"),
    ("dns", 1, "java.net.UnknownHostException: repo.maven.apache.org"),
    # a service that asks to come back later
    ("http-retryable", 1, "anthropic.InternalServerError: Error code: 529 - {'type': 'error', 'error': "
                          "{'type': 'overloaded_error', 'message': 'Overloaded'}}"),
    ("http-retryable", 1, "google.api_core.exceptions.DeadlineExceeded: 504 Deadline Exceeded"),
    ("http-retryable", 1, 'grpc._channel._InactiveRpcError: <_InactiveRpcError of RPC that terminated with: '
                          'status = StatusCode.UNAVAILABLE details = "Socket closed"'),
    ("http-retryable", 1, "google.api_core.exceptions.ResourceExhausted: 429 Quota exceeded for "
                          "aiplatform.googleapis.com/generate_content_requests_per_minute_per_project_per_base_model"),
    # the network
    ("network", 1, "openai.APIConnectionError: Connection error."),
    ("network", 1, "aiohttp.client_exceptions.ClientConnectorError: Cannot connect to host api.openai.com:443 "
                   "ssl:default [Connect call failed ('1.2.3.4', 443)]"),
    ("network", 1, "ncclRemoteError: A call failed possibly due to a network error or a remote process exiting "
                   "prematurely."),
    # what cannot run
    ("not-executable", 1, "'python3' is not recognized as an internal or external command,"),
    ("not-executable", 1, "error: command 'gcc' failed: No such file or directory"),
    ("missing-module", 1, "Error: Cannot find module 'express'"),
    ("syntax-error", 1, "IndentationError: unexpected indent"),
    ("syntax-error", 1, "TabError: inconsistent use of tabs and spaces in indentation"),
    ("usage-error", 1, "hydra.errors.ConfigCompositionException: Could not override 'trainer.gpu'."),
]


NOT_THESE = [
    ("a text about lookups", 1, "KeyError: lookup of 'x' failed: no such key"),
    ("a command that failed for its own reasons", 1, "error: command 'gcc' failed with exit code 1"),
    ("an account out of credit stays no retryable 429", 1,
     "openai.RateLimitError: Error code: 429 - {'error': {'code': 'insufficient_quota', 'message': "
     "'You exceeded your current quota'}}"),
    ("a memory limit set, not hit", 1, "ValueError: memory limit must be positive"),
    ("a distribution's parameter out of its support, no NaN", 1, "ValueError: Expected parameter scale (Tensor of "
     "shape (64, 2)) of distribution Normal(loc: torch.Size([64, 2]), scale: torch.Size([64, 2])) to satisfy the "
     "constraint GreaterThan(lower_bound=0.0), but found invalid values:"),
    ("a module named in a log's prose is no missing module", 1, "INFO: No module named 'apex' found, using native AMP"),
]


@pytest.mark.parametrize(("name", "code", "line"), NOT_THESE, ids=[c[0] for c in NOT_THESE])
def test_prose_is_not_taken_for_them(name: str, code: int, line: str) -> None:
    found = diagnose(ev(code, [line]))
    assert found.rule == "default:unclassified", found


# Seventh round (tests/corpus/unseen7/), after its one measurement: the same causes, in more words.
AFTER_ROUND7 = [
    ("network", 1, "huggingface_hub.utils._errors.LocalEntryNotFoundError: An error happened while trying to locate "
                   "the files on the Hub and we cannot find the appropriate snapshot folder for the specified "
                   "revision on the local disk. Please check your internet connection and try again."),
    ("network", 128, "fetch-pack: unexpected disconnect while reading sideband packet"),
    ("network", 128, "fatal: early EOF"),
    ("oom", 1, "TerminatedWorkerError: A worker process managed by the executor was unexpectedly terminated. "
               "The exit codes of the workers are {SIGKILL(-9)}"),
]


# Eighth round (tests/corpus/unseen8/), after its one measurement.
AFTER_ROUND8 = [
    ("oom", 1, "E external/org_tensorflow/tensorflow/compiler/xla/python/local_client.cc:672] Execution of replica 0 "
               "failed: Resource exhausted: Out"),
    ("oom", 1, "ValueError: Free memory on device (3.22/4.0 GiB) on startup is less than desired GPU memory "
               "utilization (0.9, 3.6 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes."),
]


# Ninth round (tests/corpus/unseen9/), after its one measurement.
AFTER_ROUND9 = [
    ("not-executable", 101, "error: linker `cc` not found"),
    ("network", 1, "Error response from daemon: Get https://registry-1.docker.io/v2/: net/http: request canceled"),
]


def test_a_list_of_causes_a_worker_may_have_died_of_is_no_diagnosis() -> None:
    """Ray names OOM among the possible causes of any dead worker: no proof of one."""
    found = diagnose(ev(1, ["The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR "
                            "Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of "
                            "file. There are some potential root causes. (1) The process is killed by SIGKILL by "
                            "OOM killer due to high memory usage. (2) ray stop --force is called."]))
    assert found.rule == "default:unclassified", found
    found = diagnose(ev(1, ["TerminatedWorkerError: ... This could be caused by a segmentation fault while calling the "
                            "function or by an excessive memory usage. The exit codes of the workers are {SIGKILL(-9)}"]))
    assert found.rule == "default:oom", found  # a listed cause next to the proof itself


# Tenth round (tests/corpus/unseen10/), after its one measurement.
AFTER_ROUND10 = [
    ("network", 1, "[Function: _call] - INFO - Error calling OpenAI API: Connection error."),
    ("not-executable", 1, "  Could not find CUDA.  Before continuing, please download and install CUDA"),
    ("shared-memory", 1, "[ batch loss: 0.000208 ] :  27%|███▋   | 36/132 [00:28<01:17,  1.24it/sBus error (core dumped)"),
]

# Eleventh round (tests/corpus/unseen11/), after its one measurement.
AFTER_ROUND11 = [
    ("worker-killed", 1, "RuntimeError: DataLoader worker (pid 25902) is killed by signal: Segmentation fault"),
    ("shared-memory", 1, "RuntimeError: DataLoader worker (pid 25902) is killed by signal: Bus error."),
]

# Twelfth round (tests/corpus/unseen12/), after its one measurement.
AFTER_ROUND12 = [
    ("rate-limit", 1, "botocore.exceptions.ClientError: An error occurred (Throttling) when calling the ListPolicyTags "
                      "operation (reached max retries: 5): Rate exceeded"),
    ("dns", 101, "warning: spurious network error (1 tries remaining): [6] Could not resolve hostname (Could not "
                 "resolve host: index.crates.io)"),
    ("dns", 100, "W: Failed to fetch http://archive.ubuntu.com/ubuntu/dists/trusty/Release.gpg  Could not resolve "
                 "'archive.ubuntu.com'"),
    ("distributed-timeout", 1, "[rank4]:[E602 11:18:52.531176265 ProcessGroupNCCL.cpp:684] [Rank 4] Some NCCL "
                               "operations have failed or timed out."),
]

# Thirteenth and fourteenth rounds (tests/corpus/unseen13/, unseen14/), after their one measurement, and
# other wordings of the same causes (Slurm's cgroup, Hugging Face datasets, npm, generation with NaN logits).
AFTER_ROUND14 = [
    ("not-executable", 1, "CMake Error: Generator: execution of make failed. Make command was: nmake /NOLOG"),
    ("network", 1, "scancel: error: Kill job error on job id 6441204: Unable to contact slurm controller (connect failure)"),
    ("nan", 1, "[W 2023-02-26 07:33:10,218] Trial 0 failed with parameters: {'lr': 0.0098} because of the following "
               "error: ValueError('Expected parameter loc (Tensor of shape (1, 1)) of distribution Normal(loc: "
               "tensor([[nan]]), scale: tensor([[nan]"),
    ("nan", 1, "RuntimeError: probability tensor contains either `inf`, `nan` or element < 0"),
    ("oom", 1, "slurmstepd: error: Detected 1 oom_kill event in StepId=1.batch. Some of your processes may have been "
               "killed by the cgroup out-of-memory handler."),
    ("oom", 1, "Some of your processes may have been killed by the cgroup out-of-memory handler."),
    ("disk-full", 1, "OSError: Not enough disk space. Needed: 10.00 GiB (download: 1.00 GiB, generated: 9.00 GiB)"),
    ("network", 1, "npm ERR! network request to https://registry.npmjs.org/x failed, reason: socket hang up"),
    ("network", 1, "urllib3.exceptions.ReadTimeoutError: HTTPSConnectionPool(host='x.org', port=443): Read timed out."),
    # fifteenth and sixteenth rounds
    ("network", 1, "huggingface_hub.errors.LocalEntryNotFoundError: An error happened while trying to locate the file on "
                   "the Hub and we cannot find the requested files in the local cache. Please check your connection and "
                   "try again or make sure your Internet connection is on."),
    ("network", 128, "error: RPC failed; result=18, HTTP code = 200MiB | 276.00 KiB/s"),
    ("network", 128, "fatal: The remote end hung up unexpectedly"),
]

AFTER_ROUND18 = [  # seventeenth and eighteenth rounds
    ("shared-memory", 1, "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -7) local_rank: 1 "
                         "(pid: 5621) of binary: /usr/bin/python3.10"),
    ("not-executable", 1, "error: Microsoft Visual C++ 14.0 or greater is required. Get it with \"Microsoft C++ Build "
                          "Tools\": https://visualstudio.microsoft.com/visual-cpp-build-tools/"),
    ("network", 1, "wandb.errors.errors.CommError: Run initialization has timed out after 90.0 sec. Please try "
                   "increasing the timeout with the `init_timeout` setting"),
    ("rate-limit", 1, "botocore.errorfactory.ThrottlingException: An error occurred (ThrottlingException) when calling "
                      "the InvokeModel operation (reached max retries: 4): Too many requests, please wait before trying again."),
    ("timeout", 271, "=>> PBS: job killed: walltime 259217 exceeded limit 259200"),
    ("disk-full", 2, "HINT:  Check free disk space."),
]

AFTER_ROUND20 = [  # nineteenth and twentieth rounds
    ("missing-module", 1, "bentoml.exceptions.MissingDependencyException: None (reason: No module named 'tensorflow')"),
    ("missing-module", 1, "/home/a/miniconda3/bin/python3: No module named mo.__main__; 'mo' is a package and cannot be "
                          "directly executed"),
    ("missing-module", 1, "ImportError: DLL load failed while importing _pywrap_tensorflow_internal: The specified module "
                          "could not be found."),
    ("missing-module", 1, "onnxruntime.capi.onnxruntime_pybind11_state.Fail: [ONNXRuntimeError] : 1 : FAIL : LoadLibrary "
                          "failed with error 126 \"\" when trying to load \"onnxruntime_providers_cuda.dll\""),
    ("not-executable", 2, "slurmstepd: error: execve(): /tmp/slurmd/job2997814/slurm_script: No such file or directory"),
    ("disk-full", 1, "  Message: The node was low on resource: ephemeral-storage. Container main was using 10Gi, which "
                     "exceeds its request of 0."),
    ("network", 1, "kafka.errors.NoBrokersAvailable: NoBrokersAvailable"),
]

AFTER_ROUND22 = [  # twenty-first and twenty-second rounds
    ("missing-module", 1, "{ Error: Cannot find module 'webpack'"),
    ("missing-module", 1, "    at Function.Module._load (internal/modules/cjs/loader.js:562:3) code: 'MODULE_NOT_FOUND' }"),
    ("missing-module", 1, "OSError: [E050] Can't find model 'en_core_web_sm'. It doesn't seem to be a Python package or a "
                          "valid path to a data directory."),
    ("not-executable", 127, "/bin/sh: 1: :/usr/local/cuda/bin/nvcc: not found"),
    ("timeout", 2, "panic: test timed out after 10m0s"),
    ("worker-killed", 1, "RuntimeError: One or more background workers are no longer alive. Exiting. Please check the "
                         "print statements above for the actual error message"),
    ("oom", 1, "13:26:10 ERROR    Uncaught exception: gpu_memory.h:531 cuMemSetAccess(m_base_address + m_size, "
               "n_bytes_to_allocate, &access_desc, 1) failed with error CUDA_ERROR_OUT_OF_MEMORY"),
    ("network", 1, "error An unexpected error occurred: \"https://registry.yarnpkg.com/x/-/x-3.0.1.tgz: ESOCKETTIMEDOUT\"."),
    ("network", 1, "info There appears to be trouble with your network connection. Retrying..."),
    ("network", 1, "Can't reach database server at \"10.0.0.5\":\"3306\""),
]

AFTER_ROUND24 = [  # twenty-third and twenty-fourth rounds
    ("disk-full", 143, "  Warning  Evicted  109s  kubelet  Pod ephemeral local storage usage exceeds the total limit of "
                       "containers 5Gi."),
    ("oom", 143, "TERM_MEMLIMIT: job killed after reaching LSF memory usage limit."),
    ("oom", 137, "=>> PBS: job killed: mem 38427376kb exceeded limit 33554432kb"),
    ("oom", 1, "Error: cannot allocate vector of size 401.6 MB."),
    ("oom", 137, "Your session crashed after using all available RAM."),
    ("missing-module", 1, "Error in library(reshape) : there is no package called ‘reshape’"),
    ("missing-module", 1, "ERROR: ArgumentError: Package HelloWorld not found in current path:"),
    ("not-executable", 1, "  error: command '/usr/local/cuda-10.1:/bin/nvcc' failed with exit status 127"),
]

AFTER_ROUND26 = [  # twenty-fifth and twenty-sixth rounds
    ("network", 1, "TimeoutError: timed out"),
    ("network", 1, "/src/backend.csproj : error NU1301: Unable to load the service index for source "
                   "https://api.nuget.org/v3/index.json."),
    ("network", 1, "    too many connection resets (http://cachefly.mirrors.rubygems.org/gems/bundler-1.1.3.gem)"),
    ("oom", 255, "PHP Fatal error:  Allowed memory size of 262144 bytes exhausted (tried to allocate 8192 bytes)"),
    ("timeout", 1, "The job running on runner GitHub Actions 3 has exceeded the maximum execution time of 360 minutes."),
    ("missing-module", 1, "[Error] [carb] [Plugin: libcarb.gym.plugin.so] Could not load the dynamic library from "
                          "/x/libcarb.gym.plugin.so. Error: libmem_filesys.so: cannot open shared object file: "
                          "No such file or directory"),
]

AFTER_ROUND28 = [  # twenty-seventh and twenty-eighth rounds
    ("not-executable", 1, "  No CMAKE_CUDA_COMPILER could be found."),
    ("not-executable", 1, "CMake Error: CMAKE_CXX_COMPILER not set, after EnableLanguage"),
    ("oom", 1, "  Process `identify_fasta_MSF:samtools (1)` terminated with an error exit status (137)"),
    ("nan", 1, "Exception: Particle coordinate is nan"),
    ("nan", 1, "INFO:tensorflow:Error reported to Coordinator: <class 'tensorflow.python.framework.errors_impl."
               "InvalidArgumentError'>, LossTensor is inf or nan. : Tensor had NaN values"),
    ("timeout", 143, "MOAB_INFO:  job exceeded wallclock limit"),
]

AFTER_ROUND30 = [  # twenty-ninth and thirtieth rounds
    ("worker-killed", 1, "RuntimeError: DataLoader worker (pid 34569) is killed by signal"),
    ("missing-module", 1, "OSError: [WinError 126] The specified module could not be found. Error loading "
                          "\"C:\\Python312\\Lib\\site-packages\\torch\\lib\\fbgemm.dll\" or one of its dependencies."),
    ("missing-module", 1, "ImportError: Could not import sentence_transformers python package. Please install it with "
                          "`pip install sentence-transformers`."),
    ("network", 255, "ERROR: unexpected error - [Errno 111] Connect call failed ('10.0.0.2', 443)"),
    ("oom", 1, "This step is in Failed state with this message: The node was low on resource: memory. Container main "
               "was using 1783932Ki, which exceeds its request of 0."),
    ("rate-limit", 1, "com.amazonaws.services.s3.model.AmazonS3Exception: Please reduce your request rate. (Service: "
                      "Amazon S3; Status Code: 503; Error Code: SlowDown; Request ID: 03D8D00FA3AD0455)"),
    ("nan", 1, "ValueError: Loss is not finite and patience is exhausted. To debug, wrap `fit()` with autograd's "
               "`detect_anomaly()`, e.g."),
]

AFTER_ROUND32 = [  # thirty-first and thirty-second rounds
    ("usage-error", 1, "train.py: error: unrecognized arguments: --local-rank=0"),
    ("usage-error", 1, "ERROR: file not found: \\"),
    ("usage-error", 4, "ERROR: file or directory not found: tests/test_x.py"),
    ("oom", 1, "failed to solve: rpc error: code = Unknown desc = executor failed running [/bin/bash -o pipefail -c "
               "pip install -r requirements.txt]: exit code: 137"),
    ("oom", 1, "ERROR: process \"/bin/sh -c pip install -r requirements.txt\" did not complete successfully: exit code: 137"),
    ("not-executable", 1, "subprocess.CalledProcessError: Command 'cd build && cmake .. && make -j4' returned non-zero "
                          "exit status 127."),
    ("not-executable", 1, "ERROR: process \"/bin/sh -c nvcc --version\" did not complete successfully: exit code: 127"),
    ("not-executable", 12, "rsync: Failed to exec usr/bin/ssh: No such file or directory (2)"),
    ("nan", 1, "SamplingError: Initial evaluation of model at starting point failed!"),
    ("nan", 1, "_catboost.CatBoostError: library/cpp/json/writer/json.cpp:259: JSON writer: invalid float value: nan"),
]

AFTER_ROUND34 = [  # thirty-third and thirty-fourth rounds
    ("http-retryable", 1, "google.api_core.exceptions.ServiceUnavailable: 503 GET https://www.googleapis.com/storage/"
                          "v1/b/bucket-id/o/x.jpg/acl: Backend Error"),
    ("rate-limit", 1, "[INFO] [PocoHTTPClient.cpp:388] [\"Response status: 503, Slow Down\"]"),
    ("rate-limit", 1, "[WARN] [S3Common.cpp:156] [\"tag=AWSErrorMarshaller message=Encountered AWSError 'SlowDown': "
                      "Please reduce your request rate.\"]"),
    ("oom", 1, "CRITICAL - Process terminated by signal. For more information, see https://airflow.apache.org/x: "
               "signal=-9: signal_name=\"SIGKILL\": source=\"task\""),
    ("oom", 1, "INFO - Task exited with return code Negsignal.SIGKILL"),
    ("missing-module", 1, "d: nullptr != *dso_handle Failed to find dynamic library: libc"),
    ("oom", 1, "OSError: [WinError 1455] The paging file is too small for this operation to complete. Error loading "
               "\"D:\\env\\Lib\\site-packages\\torch\\lib\\torch_python.dll\" or one of its dependencies."),
    ("oom", 1, "mogrify-im6.q16: cache resources exhausted `BES4j.jpg' @ error/cache.c/OpenPixelCache/4083."),
    ("oom", 2, "gcc: 致命错误：已杀死 signal terminated program cc1"),
    ("preempted", 1, "Diagnostics: Container preempted by scheduler"),  # (YARN's own word; not its exit 143)
    ("timeout", 1, "[NbConvertApp] ERROR | Timeout waiting for execute reply (30s)."),
    ("timeout", 1, "nbclient.exceptions.CellTimeoutError: A cell timed out while it was being executed, after 600 seconds."),
    ("shared-memory", 1, "RuntimeError: unable to allocate shared memory(shm) for file </torch_287_129298167_2>: "
                         "Success (0)"),
    ("missing-module", 1, "F0531 03:56:01.989326  2382 DynamicLoader.cpp:104] Check failed: nullptr != *dso_handle "
                          "Failed to find dynamic library: libcudnn.so (libcudnn.so: cannot open shared object file"),
    ("oom", 1, "Container exited with a non-zero exit code 137. Killed by external signal"),
    # rounds 35 and 36
    ("distributed-timeout", 6, "frame #1: c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout(std::optional<std::chrono::"
                               "duration<long, std::ratio<1l, 1000l> > >) + 0x1d2 (0x1554e9e0f8f2 in /x/libtorch_cuda.so)"),
    ("not-executable", 1, "Could not execute because the specified command or file was not found."),
    ("nan", 1, "ValueError: Expected parameter loc (Tensor of shape (4, 8)) of distribution Normal(loc: torch.Size([4, 8]), "
               "scale: torch.Size([4, 8])) to satisfy the constraint Real(), but found invalid values:"),
    ("nan", 1, "mujoco_py.builder.MujocoException: Got MuJoCo Warning: Nan, Inf or huge value in QACC at DOF 0. "
               "The simulation is unstable. Time = 0.4000."),
    ("nan", 1, "ValueError: Expected parameter logits (Tensor of shape (64, 4)) of distribution Categorical(logits: "
               "torch.Size([64, 4])) to satisfy the constraint IndependentConstraint(Real(), 1), but found invalid values:"),
    ("missing-module", 1, 'Error: [vite]: Rollup failed to resolve import "@datasert/cronjs-parser" from "/x/src/a.ts".'),
    ("unclassified", 1, "SSLError (MaxRetryError('HTTPSConnectionPool(host='conda.anaconda.org', port 443): Max retries "
                        "exceeded (Caused by SSLError (''Can't connect to HTTPS URL because the SSL module is not "
                        "available. '',))',),)"),
]

AFTER_ROUND36 = [  # rounds 35 and 36, after the next pair was collected, before it was measured
    ("not-executable", 1, "  error [nextflow.exception.ProcessFailedException]: Process `DB:DOWNLOAD (dl.py)` terminated "
                          "with an error exit status (127)"),
    ("not-executable", 1, "Error: Process completed with exit code 127."),
    ("network", 1, "2022-12-08T13:52:56 prefetch.3.0.1 int: connection unexpected while executing query within virtual "
                   "file system module - cannot get remote location for 'AE013599.4'"),
    ("nan", 1, "RuntimeError: normal expects all elements of std >= 0.0"),
    # rounds 37 and 38, after their one measurement
    ("worker-killed", 1, "ERROR: Unexpected segmentation fault encountered in worker."),
    ("distributed-timeout", 1, "RuntimeError: connect() timed out."),
    ("distributed-timeout", 1, "torch.distributed.DistNetworkError: The client socket has timed out after 1800s while "
                               "trying to connect to (10.0.0.1, 29500)."),
    ("import-name", 1, "Returning result: Exception training model: cannot import name 'LOADABLE_CLASSES' from "
                       "'diffusers.pipeline_utils' (Z:\\sd\\venv\\lib\\site-packages\\diffusers\\pipeline_utils.py)"),
    ("nan", 1, "gluonts.core.exception.GluonTSUserError: Got NaN in first epoch. Try reducing initial learning rate."),
    ("missing-module", 1, "    Cannot find module 'tape' from 'test.js'"),
    # rounds 39 and 40, after their one measurement
    ("oom", 1, "[11/10/2023-06:30:40] [TRT] [E] 2: [virtualMemoryBuffer.cpp::resizePhysical::140] Error Code 2: "
               "OutOfMemory (no further information)"),
    ("oom", 1, "[TRT] [W] Requested amount of GPU memory (24793579520 bytes) could not be allocated. There may not "
               "be enough free memory for allocation to succeed."),
    ("oom", 1, "OSError: [WinError 1455] 页面文件太小，无法完成操作。 Error loading \"D:\\x\\cudnn_cnn_infer64_8.dll\""),
    ("missing-module", 1, "RuntimeError: Cannot find a working triton installation. Either the package is not installed "
                          "or it is too old."),
    ("missing-module", 1, "        CUDA Setup failed despite GPU being available. Inspect the CUDA SETUP outputs above "
                          "to fix your environment!"),
    ("missing-module", 101, 'Unable to find cuda lib under the names ["cuda", "nvcuda"]. Please open GitHub issue.'),
    ("not-executable", 1, "      RuntimeError: flash_attn was requested, but nvcc was not found.  Are you sure your "
                          "environment has nvcc available?"),
    ("nan", 1, "2024-01-14 01:03:00,826 WARNING [train.py:1057] (2/4) Grad scale is small: 1.2924697071141057e-26"),
    # rounds 41 and 42, after their one measurement
    ("oom", 139, "[ERROR] PRE_ACT(54175,fffdbcff91e0,python):2024-10-22-11:24:55.301.443 [mindspore/ccsrc/backend/common/"
                 "mem_reuse/mem_dynamic_allocator.cc:392] AddMemBlockAndMemBufByEagerFree] TotalUsedMemStatistics : "
                 "29356337664 plus TotalUsedByEventMemStatistics : 0 and plus alloc size : 301990400 is more than total "
                 "mem size : 29464985600."),
    # rounds 43 and 44, after their one measurement
    ("usage-error", 1, "ValueError: Some specified arguments are not used by the HfArgumentParser: "
                       "['--adapter_name_or_path', '/x/checkpoint-1250/']"),
    ("not-executable", 1, "mpirun was unable to find the specified executable file, and therefore"),
    ("nan", 1, "RuntimeError: Rank 0, node f0f511ad6b95, device 0, iteration -1: Unexpected result nan "
               "(message='found NaN in local grad norm for bucket #0 in backward pass before data-parallel "
               "communication collective')"),
    ("nan", 1, "tensorflow.python.framework.errors_impl.InvalidArgumentError: Nan in summary histogram for: "
               "Loss_Optimization/variables/ForwardPass/w2l_encoder/conv71/bn/gamma_0"),
    ("oom", 1, "[2023-07-17 16:04:30,364: ERROR/MainProcess] Process 'ForkPoolWorker-148' pid:338 exited with "
               "'signal 9 (SIGKILL)'"),
    ("network", 1, "Error: Download of CmdStan failed. Please try again."),
    ("network", 1, "  ('08001', '[08001] [Microsoft][ODBC Driver 17 for SQL Server]TCP Provider: Ventehandlingen "
                   "blev midlertidigt afbrudt.\r\n (258) (SQLDriverConnect); [08001] [Microsoft][ODBC Driver 17 "
                   "for SQL Server]Login timeout expired (0)"),
    # rounds 45 and 46, after their one measurement
    ("nan", 1, "NansException: A tensor with all NaN's was produced in Unet. This could be either because there "
               "is not enough precision to represent the picture"),
    ("oom", 1, "Epoch 1/134 - steps:   0%|   | 0/1600 [00:00<?, ?it/s]2025-07-08 10:39:40 ERROR    !!! Exception "
               "during processing !!! Allocation on device                   execution.py:430"),
    ("distributed-timeout", 1, "ERROR:root:coroutine task failed: RPCErr:1:RPC ran for more than set timeout "
                               "(180000 ms) and will now be marked with an error"),
    ("nan", 1, "RuntimeError: non-finite values in state `y`: tensor([0.8549, 1.3363, 8.3787,  ...,    nan,    nan, 0.0000])"),
    # rounds 49 and 50, after their one measurement
    ("missing-module", 1, "gym.error.DependencyNotInstalled: No module named 'mujoco_py.mjlib'. (HINT: you need to "
                          "install mujoco_py, and also perform the setup instructions here: https://github.com/x/.)"),
    ("oom", 1, "2025-03-15T15:07:10Z [job] PxgCudaDeviceMemoryAllocator fail to allocate memory 100663296 bytes!! "
               "Result = 2"),
    # later (a leftover of round 36)
    ("nan", 1, "AssertionError: {'action': array([nan, nan, nan, nan, nan, nan, nan, nan, nan, nan, nan, nan, nan,"),
    # rounds 53 and 54, after their one measurement
    ("nan", 1, "RuntimeError: NaN detected in latents: D:\\data\\10_x\\beigeshirt_512_00000.png"),
    ("network", 1, "[Service thread] Error encountered progressing operation=Connect, res=3, closing connection"),
    ("oom", 1, "Hint: If you want to see a list of allocated tensors when OOM happens, add "
               "report_tensor_allocations_upon_oom to RunOptions for current allocation info."),
    # round 56, after its one measurement (the paste cut the message of Python's failed lookup)
    ("dns", 1, "socket.gaierror: [Errno -2] Name or service"),
    # round 55, after its one measurement
    ("network", 1, 'connection to server at "example.redshift.amazonaws.com" (10.0.0.2), port 5439 failed: timeout expired'),
    ("network", 1, "2022-07-28 17:38:09,183 ERROR: failed to transfer 'md5: 1c90d4b78d043e2a58e0746231c9024f' - : "
                   "Timeout on reading data from socket"),
    ("network", 1, "ERROR 2002 (HY000): Can't connect to local MySQL server through socket '/var/run/mysqld/mysqld.sock' (2)"),
    ("oom", 1, "17:19:17.759 | INFO    | prefect.flow_runs.runner - Process for flow run 'uncovered-serval' exited with "
               "status code: -9; This indicates that the process exited due to a SIGKILL signal."),
    ("rate-limit", 1, " urllib.error.HTTPError: HTTP Error 503: Slow Down"),
    # rounds 57 and 58, after their one measurement
    ("oom", 1, "RuntimeError: CPU memory allocation failed"),
    ("oom", 1, "/home/ai02/torch/install/bin/luajit: /home/ai02/torch/install/share/lua/5.1/threads/threads.lua:184: "
               "[thread 1 callback] not enough memory"),
    ("oom", 1, "RedisHelper - Redis command ListRightPush failed: OOM command not allowed when used memory > 'maxmemory'."),
    ("nan", 1, "NaN detected"),
    ("timeout", 1, "[2021-05-08 19:48:35,385] {timeout.py:36} ERROR - Process timed out, PID: 10082"),
    ("network", 1, "      server closed the connection unexpectedly"),
    ("network", 1, "mysqldump: Error 2013: Lost connection to MySQL server during query when dumping table `log` at row: 1636212"),
    ("network", 2, "psql: error: could not connect to server: could not connect to server: No such file or directory"),
    ("not-executable", 1, "  JAVA_HOME is not set"),
    # rounds 59 and 60, after their one measurement
    ("missing-module", 1, "ValueError: PEFT backend is required for this method."),
    ("nan", 1, "        If you see this error, it means that the gradient scale is too small."),
]

# every case above, each round's after its one measurement with them
ALL_CASES = (CASES + AFTER_ROUND7 + AFTER_ROUND8 + AFTER_ROUND9 + AFTER_ROUND10 + AFTER_ROUND11 + AFTER_ROUND12
             + AFTER_ROUND14 + AFTER_ROUND18 + AFTER_ROUND20 + AFTER_ROUND22 + AFTER_ROUND24 + AFTER_ROUND26
             + AFTER_ROUND28 + AFTER_ROUND30 + AFTER_ROUND32 + AFTER_ROUND34 + AFTER_ROUND36)


def test_a_killed_docker_run_and_a_pytest_file_error_far_above_the_end() -> None:
    """Exit 137 of another program than a build step's is no proof of memory (docker compose's
    `exited with code 137` may be its own stop timeout); pytest's refusal far above the end is
    not the failure."""
    assert diagnose(ev(1, ["app-1 exited with code 137"])).rule == "default:unclassified"
    far = ["ERROR: file not found: x"] + [f"line {i}" for i in range(8)]
    assert diagnose(ev(1, far)).rule == "default:unclassified"


def test_a_scripts_usage_under_make_is_still_a_usage_error() -> None:
    """make's exit 2 excuses only its tools' `x: error:` lines, not a script's own refusal."""
    found = diagnose(ev(2, ["usage: train.py [-h] [--epochs EPOCHS]",
                            "train.py: error: unrecognized arguments: --epohcs 3",
                            "make: *** [Makefile:5: train] Error 2"]))
    assert found.rule == "default:usage-error", found


def test_a_nuget_warning_about_its_index_is_no_network_failure() -> None:
    found = diagnose(ev(1, ["/src/app.csproj : warning NU1801: Unable to load the service index for source "
                            "https://api.nuget.org/v3/index.json.",
                            "Program.cs(3,5): error CS1002: ; expected", "Build FAILED."]))
    assert found.rule == "default:unclassified", found


def test_a_library_a_loader_tried_and_went_on_without_is_no_missing_module() -> None:
    """DGL warns `dlopen failed: ...libtensoradapter_pytorch_1.9.1.so: cannot open shared object file`
    and goes on; the run failed of something else."""
    found = diagnose(ev(1, ["/opt/dgl/src/runtime/tensordispatch.cc:43: TensorDispatcher: dlopen failed: /x/dgl/"
                            "tensoradapter/pytorch/libtensoradapter_pytorch_1.9.1.so: cannot open shared object "
                            "file: No such file or directory",
                            "KeyError: 'feat'"]))
    assert found.rule == "default:unclassified", found


def test_a_build_that_make_stopped_is_no_usage_error() -> None:
    """make exits 2 when a recipe fails; the linker's `collect2: error:` above it is no program
    refusing its arguments (a truncated object file: a plain failure)."""
    lines = ["src/graph/datum/types/eval_datum.o: file not recognized: File truncated",
             "collect2: error: ld returned 1 exit status",
             "Makefile:550: recipe for target 'Antimony' failed",
             "make[1]: *** [Antimony] Error 1",
             "make: *** [sub-app-make_first-ordered] Error 2"]
    assert diagnose(ev(2, lines)).rule == "default:unclassified"
    # the linker's report alone (a Makefile's output cut to its last line) is no usage error either
    assert diagnose(ev(2, lines[1:2])).rule == "default:unclassified"
    assert diagnose(ev(2, ["gcc: error: unrecognized command-line option '-fbogus'"])).rule == "default:usage-error"


def test_langchains_wrapper_of_an_import_that_failed_otherwise_is_not_a_missing_package() -> None:
    """`Could not import sentence_transformers python package` after `cannot import name` (a version
    without the name): the package is there, the name is not."""
    lines = ["ImportError: cannot import name 'cached_download' from 'huggingface_hub' (/x/__init__.py)",
             "ImportError: Could not import sentence_transformers python package. Please install it with "
             "`pip install sentence-transformers`."]
    assert diagnose(ev(1, lines)).rule == "default:import-name"
    assert diagnose(ev(1, lines[1:])).rule == "default:missing-module"


def test_a_worker_killed_by_a_bus_error_is_still_shared_memory() -> None:
    found = diagnose(ev(1, ["RuntimeError: DataLoader worker (pid 2791) is killed by signal: Bus error. It is possible "
                            "that dataloader's workers are out of shared memory."]))
    assert found.rule == "default:shared-memory", found


def test_a_step_nextflow_retries_is_not_why_the_pipeline_failed() -> None:
    found = diagnose(ev(1, ["[3f/1a2b3c] NOTE: Process `ALIGN (s1)` terminated with an error exit status (137) -- "
                            "Execution is retried (1)",
                            "Error executing process > 'SORT (s1)'",
                            "  Process `SORT (s1)` terminated with an error exit status (1)"]))
    assert found.rule == "default:unclassified", found


def test_a_bare_import_name_message_needs_the_exception_that_wrapped_it() -> None:
    """A program that prints `cannot import name` and falls back (flash-attn missing) then dies of
    something else died of that; under transformers' `Failed to import ...` it is the cause."""
    fallback = ["cannot import name 'flash_attn_func' from 'flash_attn' (/x/flash_attn/__init__.py)",
                "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB"]
    assert diagnose(ev(1, fallback)).rule == "default:oom"
    wrapped = ["RuntimeError: Failed to import swift.tuners.base because of the following error (look up to see "
               "its traceback):", fallback[0]]
    assert diagnose(ev(1, wrapped)).rule == "default:import-name"


def test_a_certificate_that_does_not_verify_is_no_transient_network_failure() -> None:
    """conda says `CONNECTION FAILED` and that a retry will do; the cause below it, a certificate that
    does not verify, fails the same way again."""
    lines = ["CondaHTTPError: HTTP 000 CONNECTION FAILED for url <https://conda.binstar.org/x/noarch/repodata.json>",
             "An HTTP error occurred when trying to retrieve this URL.",
             "SSLError(MaxRetryError('HTTPSConnectionPool(host=\\'conda.binstar.org\\', port=443): Max retries "
             "exceeded (Caused by SSLError(\"bad handshake: Error([(\\'SSL routines\\', "
             "\\'ssl3_get_server_certificate\\', \\'certificate verify failed\\')],)\",),))',),)"]
    assert diagnose(ev(1, lines)).rule == "default:unclassified"
    assert diagnose(ev(1, lines[:2])).rule == "default:network"  # without it: a connection that failed
    # a certificate retried earlier does not hide a later connection reset
    later = ["WARNING: Retrying after connection broken by 'SSLError(SSLCertVerificationError(1, "
             "'[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed'))'",
             "ConnectionResetError: [Errno 104] Connection reset by peer"]
    assert diagnose(ev(1, later)).rule == "default:network"


def test_a_nan_named_in_a_warning_that_is_no_error_is_not_why_a_task_failed() -> None:
    """The exception-text rule needs an error's words on the line: a warning that a value is NaN,
    then a plain bug, is the bug."""
    found = diagnose(ev(1, ["UserWarning: the input is nan for 3 samples, they are dropped",
                            "KeyError: 'feat'"]))
    assert found.rule == "default:unclassified", found
    # a log's level is no exception's name: `ERROR:root:grad norm is nan ..., skipping`
    found = diagnose(ev(1, ["ERROR:root:grad norm is nan at step 3, skipping the update", "KeyError: 'feat'"]))
    assert found.rule == "default:unclassified", found
    # data that holds NaN is the data's fault, not a run that diverged (scikit-learn's input check)
    found = diagnose(ev(1, ["ValueError: Input contains NaN, infinity or a value too large for dtype('float64')."]))
    assert found.rule == "default:unclassified", found


def test_a_name_lookup_that_failed_anywhere_is_dns_not_network() -> None:
    """conda prints "CONNECTION FAILED" on one line and the cause, a failed name lookup, on another."""
    found = diagnose(ev(1, [
        "CondaHTTPError: HTTP 000 CONNECTION FAILED for url <https://repo.anaconda.com/pkgs/r/linux-64/repodata.json.bz2>",
        "ConnectionError(MaxRetryError(\"HTTPSConnectionPool(host='repo.anaconda.com', port=443): Max retries exceeded "
        "(Caused by NewConnectionError('<VerifiedHTTPSConnection object at 0x7f>: Failed to establish a new connection: "
        "[Errno -3] Temporary failure in name resolution',))\",),)",
        "A reportable application error has occurred. Conda has prepared the above report.",
    ]))
    assert found.rule == "default:dns", found


def test_a_name_lookup_retried_earlier_is_not_why_a_later_connection_failed() -> None:
    """A lookup that failed and was retried, then a connection reset that ended the task: network,
    quoting the line that ended it."""
    found = diagnose(ev(1, [
        "WARNING: Retrying (Retry(total=4)) after connection broken by 'NewConnectionError(': "
        "Temporary failure in name resolution')': /simple/torch/",
        "Collecting torch",
        "ConnectionResetError: [Errno 104] Connection reset by peer",
    ]))
    assert found.rule == "default:network", found
    assert "Connection reset by peer" in found.evidence


def test_a_wait_that_timed_out_is_no_network_failure() -> None:
    """ML-Agents' simulator that did not shut down in time is no connection that failed."""
    found = diagnose(ev(1, ["[WARNING] Environment timed out shutting down. Killing..."]))
    assert found.rule == "default:unclassified", found


def test_a_cuda_toolkit_found_without_some_parts_is_no_missing_executable() -> None:
    found = diagnose(ev(1, ["  Could NOT find CUDA (missing: CUDA_INCLUDE_DIRS CUDA_CUDART_LIBRARY) (found", '  version "11.2")']))
    assert found.rule == "default:unclassified", found


def test_a_death_by_sigbus_is_shared_memory() -> None:
    """A training process killed by SIGBUS (a full /dev/shm), whatever it printed before."""
    found = diagnose(ev(None, ["wandb: ERROR Error uploading \"batch.tgz\": CommError, None"], signal=7))
    assert found.rule == "default:shared-memory", found


@pytest.mark.parametrize(("rule", "code", "line"), ALL_CASES, ids=[c[2][:60] for c in ALL_CASES])
def test_causes_in_other_words(rule: str, code: int, line: str) -> None:
    found = diagnose(ev(code, [line]))
    assert found.rule == f"default:{rule}", found


def test_the_shells_killed_glued_to_a_progress_bar_is_oom() -> None:
    """Keras' bar had no newline when the kernel's OOM killer struck: `- loss: 2.1371Killed`."""
    found = diagnose(ev(None, ["165376/296960 [===============>..............] - ETA: 365s - loss: 2.1371Killed"],
                        signal=9))
    assert found.rule == "default:oom", found


def test_yarns_killed_by_external_signal_is_no_shells_killed() -> None:
    """YARN's `Killed by external signal` under a container's exit 143 is a SIGTERM taken back, not the
    shell's word for the OOM killer's SIGKILL; a compiler's localized kill under make still is one."""
    found = diagnose(ev(1, ["Container exited with a non-zero exit code 143", "Killed by external signal"]))
    assert found.rule == "default:unclassified", found
    assert diagnose(ev(2, ["gcc: fatal error: Killed signal terminated program cc1"])).rule == "default:oom"
    assert diagnose(ev(2, ["a note: 已杀死 by hand"])).rule == "default:unclassified"


def test_s3s_503_alone_is_still_retryable_http() -> None:
    """A 503 with no word of throttling stays `http-retryable`; S3's SlowDown on a newer line makes it rate-limit."""
    assert diagnose(ev(1, ["[\"Response status: 503, Service Unavailable\"]"])).rule == "default:http-retryable"
    assert diagnose(ev(1, ["GET https://x 404 GET https://x"])).rule == "default:unclassified"


def test_the_review_of_round_34s_rules() -> None:
    """Counter-cases: Paddle's warning that it did not find a library (it goes on) is no missing
    module; YARN's kill of a container on request (any its master asked for) is no preemption, its
    `Killed by external signal` with 137 is the OOM killer; Airflow killing its own task after a
    SIGTERM is no OOM; Google's 429 that names its rate limit stays rate-limit."""
    paddle = ["W0531 03:56:01.989326 2382 dynamic_loader.cc:120] Failed to find dynamic library: "
              "/usr/local/cuda/lib64/libcupti.so (libcupti.so: cannot open shared object file: No such file or directory)",
              "RuntimeError: (ResourceExhausted) Out of memory error on GPU 0."]
    assert diagnose(ev(1, paddle)).rule == "default:oom"
    yarn = ["Container killed by the ApplicationMaster.", "Container killed on request. Exit code is 143",
            "Container exited with a non-zero exit code 143",
            'Exception in thread "main" java.net.ConnectException: Connection refused']
    assert diagnose(ev(1, yarn)).rule == "default:network"
    assert diagnose(ev(1, ["Container exited with a non-zero exit code 137. Killed by external signal"])).rule \
        == "default:oom"
    airflow = ["State of this instance has been externally set to failed. Terminating instance.",
               "Process psutil.Process(pid=1234) did not respond to SIGTERM. Trying SIGKILL",
               "Process psutil.Process(pid=1234) (pid 1234) terminated with exit code Negsignal.SIGKILL"]
    assert diagnose(ev(1, airflow)).rule == "default:unclassified"
    google = ["google.api_core.exceptions.TooManyRequests: 429 POST https://storage.googleapis.com/upload/x: "
              "The rate of change requests to the object bkt/x exceeds the rate limit."]
    assert diagnose(ev(1, google)).rule == "default:rate-limit"


def test_mujocos_warning_that_it_goes_on_after_is_not_the_failure() -> None:
    """MuJoCo logs `Nan, Inf or huge value in QACC` and keeps simulating: a later crash is the cause."""
    found = diagnose(ev(1, ["W0914 core.py:64] Nan, Inf or huge value in QACC at DOF 0. The simulation is unstable.",
                            "Traceback (most recent call last):", "KeyError: 'obs'"]))
    assert found.rule == "default:unclassified", found


def test_a_throttle_named_on_the_line_before_its_503_is_a_rate_limit() -> None:
    """AWS's Go SDK (docker's registry) writes the error's code, then `status code: 503` on the next
    line: the throttle, not a retryable HTTP status; a 503 alone is still one."""
    lines = ['time="2026-03-17T14:43:16Z" level=error msg="error resolving upload: s3aws: SlowDown:',
             '\tstatus code: 503, request id: tx00000f641, host id: " go.version=go1.24.11']
    assert diagnose(ev(1, lines)).rule == "default:rate-limit"
    assert diagnose(ev(1, lines[1:])).rule == "default:http-retryable"


def test_sigkill_after_tcmallocs_large_alloc_is_oom() -> None:
    """Colab's kernel killed after tcmalloc warned of one huge allocation; the warning alone, the task
    exiting on its own, is no failure of memory."""
    line = "tcmalloc: large alloc 5872025600 bytes == 0xfe3e8000 @ 0x7fc77217c001 0x7fc76686fb85"
    assert diagnose(ev(None, [line], signal=9)).rule == "default:oom"
    assert diagnose(ev(1, [line])).rule == "default:unclassified"


def test_the_review_of_round_38_to_42s_rules() -> None:
    """Counter-cases: a benchmark's `Slowdown:` is no S3 throttle; icefall's warning of a small grad
    scale (it goes on) is no NaN, its scale below 1e-5 is; an import a library caught and warned of is
    not why the task failed; flash-attn's warning that nvcc is missing (it takes a prebuilt wheel) is
    no missing executable; tcmalloc's large alloc under savepoint's own SIGKILL is no OOM."""
    assert diagnose(ev(1, ["  Slowdown: 1.8x", "FloatingPointError: Minimum loss scale reached (0.0001)."])).rule \
        == "default:nan"
    assert diagnose(ev(1, ["WARNING [train.py:1000] Grad scale is small: 0.0078125", "ValueError: bad shape"])).rule \
        == "default:unclassified"
    caught = ("A matching Triton is not available, some optimizations will not be enabled. Error caught was: cannot "
              "import name 'libdevice' from 'triton.language' (/x.py)")
    assert diagnose(ev(1, [caught, "torch.cuda.OutOfMemoryError: CUDA out of memory."])).rule == "default:oom"
    assert diagnose(ev(1, ["WARNING: Error while importing optional module: cannot import name 'f' from 'flash_attn'",
                           "ValueError: x"])).rule == "default:unclassified"
    assert diagnose(ev(1, ["Warning: nvcc was not found; falling back to the precompiled wheel", "ValueError: x"])).rule \
        == "default:unclassified"
    aborted = ev(None, ["tcmalloc: large alloc 1073741824 bytes == 0x5581 @ 0x7f", "loss: nan"], signal=9)
    aborted.execution.aborted_by = "nan"
    assert diagnose(aborted).rule != "default:oom"


def test_an_assertion_over_values_that_are_not_nan_is_no_nan() -> None:
    """An assertion that failed over an array of NaN says the values went NaN; one over a name, a
    single NaN among numbers, or a message that only mentions nan is not."""
    assert diagnose(ev(1, ["AssertionError: array([0.5, nan, 0.2])"])).rule == "default:unclassified"
    assert diagnose(ev(1, ["AssertionError: expected no nan, nan values found in config"])).rule == "default:unclassified"
    assert diagnose(ev(1, ["ValueError: [nan, nan] is not a valid shape"])).rule == "default:unclassified"


def test_the_rules_of_rounds_43_and_44_hold_to_their_words() -> None:
    """Celery's worker ended by another signal is no OOM; a summary of a NaN name in lower case, or a
    download that was skipped, is no NaN nor network failure."""
    assert diagnose(ev(1, ["Process 'ForkPoolWorker-3' pid:33 exited with 'signal 15 (SIGTERM)'"])).rule \
        == "default:unclassified"
    assert diagnose(ev(1, ["INFO: nan in summary histogram for: x was clipped", "ValueError: bad"])).rule \
        == "default:unclassified"
    assert diagnose(ev(1, ["Download of the cache skipped", "ValueError: bad"])).rule == "default:unclassified"


def test_a_program_subprocess_could_not_start_is_not_executable() -> None:
    """FileNotFoundError raised in subprocess's `_execute_child` (AlphaFold's missing `hhblits`, ffmpeg
    missing under Windows) is a program that could not be run; the same error opening a data file, or
    a warning that names non-finite values, is not."""
    spawn = ['  File "/usr/lib/python3.8/subprocess.py", line 1704, in _execute_child',
             "    raise child_exception_type(errno_num, err_msg, err_filename)",
             "FileNotFoundError: [Errno 2] No such file or directory: 'hhblits'"]
    assert diagnose(ev(1, spawn)).rule == "default:not-executable"
    windows = ['  File "C:\\Python310\\lib\\subprocess.py", line 1438, in _execute_child',
               "    hp, ht, pid, tid = _winapi.CreateProcess(executable, args,",
               "FileNotFoundError: [WinError 2] The system cannot find the file specified"]
    assert diagnose(ev(1, windows)).rule == "default:not-executable"
    data = ['  File "/x/train.py", line 12, in <module>', "    open('data/train.csv')",
            "FileNotFoundError: [Errno 2] No such file or directory: 'data/train.csv'"]
    assert diagnose(ev(1, data)).rule != "default:not-executable"
    assert diagnose(ev(1, ["UserWarning: non-finite values in the histogram were skipped", "ValueError: bad"])).rule \
        == "default:unclassified"


def test_the_review_of_round_43_to_48s_rules() -> None:
    """Counter-cases: pandas' cast of missing values and a test comparing NaN are the data's and the
    test's, no NaN run; Celery's hard time limit SIGKILLs its worker (a timeout, no OOM); cmdstanr's
    wrong version and a warning that a download failed are no network failure, nor a TLS mismatch
    SQL Server's driver reports; Windows' resolver is DNS; Python 3.13's multi-line marks of a call
    still show subprocess's frame."""
    assert diagnose(ev(1, ["pandas.errors.IntCastingNaNError: Cannot convert non-finite values (NA or inf) to integer"])
                    ).rule == "default:unclassified"
    assert diagnose(ev(1, ["E       AssertionError: assert [nan, nan] == [1.0, 2.0]"])).rule == "default:unclassified"
    assert diagnose(ev(1, ["AssertionError: assert array([nan, nan]) == array([1., 2.])"])).rule \
        == "default:unclassified"
    celery = ["[   ERROR/MainThread] Hard time limit (60s) exceeded for lava-test[2f4b]",
              "[   ERROR/MainThread] Process 'Worker-1' pid:51721 exited with 'signal 9 (SIGKILL)'"]
    assert diagnose(ev(1, celery)).rule == "default:timeout"
    assert diagnose(ev(1, ["Error: Download of CmdStan failed. Please check if the supplied version number is valid."])
                    ).rule == "default:unclassified"
    assert diagnose(ev(1, ["WARNING: Download of pretrained weights failed, falling back to random init",
                           "ValueError: shapes (3,) and (4,) not aligned"])).rule == "default:unclassified"
    assert diagnose(ev(1, ["Sqlcmd: Error: Microsoft ODBC Driver 17 for SQL Server : TCP Provider: Error code 0x2746."])
                    ).rule == "default:unclassified"
    assert diagnose(ev(1, ["[Microsoft][ODBC Driver 17 for SQL Server]TCP Provider: No such host is known."])).rule \
        == "default:dns"
    frames = ['  File "C:\\\\Python313\\\\Lib\\\\subprocess.py", line 1554, in _execute_child',
              "    hp, ht, pid, tid = _winapi.CreateProcess(executable, args,",
              "                       ~~~~~~~~~~~~~~~~~~~~~^^^^^^^^^^^^^^^^^^",
              "                             # no special security", "                             ^^^^^^^^^^^^",
              "    ...<4 lines>...", "                             cwd,", "                             ^^^^",
              "                             startupinfo)", "                             ^^^^^^^^^^^^",
              "FileNotFoundError: [WinError 2] The system cannot find the file specified"]
    assert diagnose(ev(1, frames)).rule == "default:not-executable"
    assert diagnose(ev(1, ["InvalidArgumentError: Infinity in summary histogram for: loss/grad"])).rule == "default:nan"


def test_rounds_53_and_54s_rules_and_their_counter_cases() -> None:
    """transformers' lazy import wraps `No module named 'torch._six'` on a line of its own (missing-module;
    alone, such a line is no proof); a bare AssertionError under an assert that checks for NaN (AutoAWQ)
    is a NaN run, one under another assert is not; onnxruntime's log line when it tries the CUDA
    provider (`TryGetProviderInfo_CUDA ... LoadLibrary failed with error 126`) is no missing module: it
    goes on on the CPU, the failure is elsewhere."""
    wrapped = ["RuntimeError: Failed to import transformers.trainer because of the following error (look up to see "
               "its traceback):", "No module named 'torch._six'"]
    assert diagnose(ev(1, wrapped)).rule == "default:missing-module"
    # alone, among the last lines, it is what the program died with (mmcv's `No module named 'mmcv._ext'`:
    # rounds 82 and 90's collectors); further up, a fallback the program took before failing otherwise
    assert diagnose(ev(1, ["No module named 'mmcv._ext'"])).rule == "default:missing-module"
    assert diagnose(ev(1, ["No module named 'torch._six'", "epoch 1", "KeyError: 'x'"])).rule == "default:unclassified"
    awq = ['  File "/x/awq/quantize/quantizer.py", line 79, in pseudo_quantize_tensor',
           "    assert torch.isnan(w).sum() == 0", "AssertionError"]
    found = diagnose(ev(1, awq))
    assert found.rule == "default:nan" and "isnan" in found.evidence, found
    other = ['  File "/x/train.py", line 9, in main', "    assert len(batch) == 4", "AssertionError"]
    assert diagnose(ev(1, other)).rule == "default:unclassified"
    ort = ["onnxruntime.capi.onnxruntime_pybind11_state.InvalidProtobuf: [ONNXRuntimeError] : 7 : INVALID_PROTOBUF : "
           "Load model from x.onnx failed:Protobuf parsing failed.",
           "2024-11-20 13:08:12.0354816 [E:onnxruntime:Default, provider_bridge_ort.cc:1862 onnxruntime::"
           "TryGetProviderInfo_CUDA] D:\\a\\_work\\1\\s\\onnxruntime\\core\\session\\provider_bridge_ort.cc:1539 "
           "onnxruntime::ProviderLibrary::Get [ONNXRuntimeError] : 1 : FAIL : LoadLibrary failed with error 126 \"\" "
           "when trying to load \"x\\onnxruntime_providers_cuda.dll\""]
    assert diagnose(ev(1, ort)).rule == "default:unclassified"
    assert diagnose(ev(1, ["Checkpoint at step 500: NaN detected, skipping"])).rule == "default:unclassified"


def test_the_review_of_rounds_53_to_58s_rules() -> None:
    """Counter-cases a second reader found: a script setting TensorFlow's OOM option is no OOM; a check
    of the data (pandas' `isnull()`, a ValueError's `NaN values detected in column`) or a compound
    assert is no NaN run, while Python 3.11's carets under the assert do not hide it; a lookup error of
    another kind than a failed lookup (`[Errno -8] Servname not supported`) is no DNS failure; psql's
    exit 2 for a server out of reach is no usage error, another tool's `x: error:` at exit 2 still is."""
    tf = ['  File "train.py", line 40, in <module>',
          "    run_opts = tf.RunOptions(report_tensor_allocations_upon_oom=True)",
          "AttributeError: module 'tensorflow' has no attribute 'RunOptions'"]
    assert diagnose(ev(1, tf)).rule == "default:unclassified"
    assert diagnose(ev(1, ['    assert df["label"].isnull().sum() == 0', "AssertionError"])).rule == "default:unclassified"
    compound = ["    assert not math.isnan(cfg.lr) and cfg.lr > 0 and os.path.exists(cfg.data)", "AssertionError"]
    assert diagnose(ev(1, compound)).rule == "default:unclassified"
    assert diagnose(ev(1, ["ValueError: NaN values detected in column age"])).rule == "default:unclassified"
    carets = ["    assert torch.isnan(w).sum() == 0", "           ^^^^^^^^^^^^^^^^^^^^^^^^^", "AssertionError"]
    assert diagnose(ev(1, carets)).rule == "default:nan"
    assert diagnose(ev(1, ["socket.gaierror: [Errno -8] Servname not supported for ai_socktype"])).rule \
        == "default:unclassified"
    assert diagnose(ev(1, ["socket.gaierror: [Errno 11001] getaddrinfo failed"])).rule == "default:dns"
    assert diagnose(ev(2, ["gcc: error: unrecognized command-line option '-fbogus'"])).rule == "default:usage-error"
    assert diagnose(ev(1, ["Epoch 3: NaN detected, skipping batch", "KeyError: 'x'"])).rule == "default:unclassified"


def test_a_refused_connection_between_local_processes_is_no_network_failure() -> None:
    """multiprocessing's resource sharer (a DataLoader's workers passing file descriptors) refused:
    too many open files or the sharing strategy, no network (mmdetection)."""
    lines = ['  File "/x/lib/python3.6/multiprocessing/resource_sharer.py", line 87, in get_connection',
             "    c = Client(address, authkey=process.current_process().authkey)",
             '  File "/x/lib/python3.6/multiprocessing/connection.py", line 614, in SocketClient',
             "    s.connect(address)", "ConnectionRefusedError: [Errno 111] Connection refused"]
    assert diagnose(ev(1, lines)).rule == "default:unclassified"
    assert diagnose(ev(1, lines[-1:])).rule == "default:network"


def test_a_port_another_process_holds_is_no_timeout_and_a_worker_killed_line_cut_short() -> None:
    """torchrun's store that cannot bind its port (`errno: 98 - Address already in use`: another job
    holds it) is no distributed timeout (retrying the same port fails the same way); a DataLoader
    worker's death whose line was cut right after `killed by` is still a killed worker."""
    bind = ("torch.distributed.DistNetworkError: The server socket has failed to listen on any local network address. "
            "The server socket has failed to bind to [::]:29500 (errno: 98 - Address already in use).")
    assert diagnose(ev(1, [bind])).rule == "default:unclassified"
    timeout = "torch.distributed.DistNetworkError: Timed out after 901 seconds waiting for clients. 1/2 clients joined."
    assert diagnose(ev(1, [timeout])).rule == "default:distributed-timeout"
    assert diagnose(ev(1, ["RuntimeError: DataLoader worker (pid 2978) is killed by"])).rule == "default:worker-killed"
    assert diagnose(ev(1, ["RuntimeError: DataLoader worker (pid 2978) is killed by mistake, said nobody"])).rule \
        == "default:unclassified"


def test_round_63_and_64s_failures() -> None:
    """CMake's CUDA language without the toolkit (`Failed to find nvcc.`: not-executable); llama.cpp's
    quantizer finding a NaN in a tensor (nan); H2O's client that could not reach its server (network);
    DGL's own check for its compiled graphbolt library (missing-module)."""
    cmake = ["CMake Error at /usr/share/cmake/Modules/CMakeDetermineCUDACompiler.cmake:180 (message):",
             "  Failed to find nvcc.", "", "  Compiler requires the CUDA toolkit.  Please set the CUDAToolkit_ROOT"]
    assert diagnose(ev(1, cmake)).rule == "default:not-executable"
    assert diagnose(ev(1, ["ggml_validate_row_data: found nan value at block 16"])).rule == "default:nan"
    h2o = ["H2OConnectionError: Could not establish link to the H2O cloud http://localhost:54321 after 5 retries"]
    assert diagnose(ev(1, h2o)).rule == "default:network"
    mismatch = "H2OConnectionError: Version mismatch. H2O is version 3.46.0.1, but the h2o-python package is version 3.44.0.3."
    assert diagnose(ev(1, [mismatch])).rule == "default:unclassified"  # (the same class for other troubles)
    dgl = ["FileNotFoundError: Cannot find DGL C++ graphbolt library at /x/dgl/graphbolt/libgraphbolt_pytorch_2.3.0.so"]
    assert diagnose(ev(1, dgl)).rule == "default:missing-module"
    assert diagnose(ev(1, ["FileNotFoundError: Cannot find config at /x/config.yml"])).rule == "default:unclassified"


def test_round_65_and_66s_failures() -> None:
    """DeepSpeed's fp16 loss scale halved down to zero (every step overflows: nan); huggingface_hub's
    `LocalEntryNotFoundError` heading a notebook's traceback and W&B's run that could not reach its
    server in time (network)."""
    overflow = ("[2023-08-07 18:35:18,432] [INFO] [loss_scaler.py:183:update_scale] [deepspeed] OVERFLOW! Rank 0 "
                "Skipping step. Attempted loss scale: 0, reducing to 0")
    assert diagnose(ev(1, [overflow, "Traceback (most recent call last):", "    main()"])).rule == "default:nan"
    halved = overflow.replace("loss scale: 0, reducing to 0", "loss scale: 65536, reducing to 32768")
    assert diagnose(ev(1, [halved, "KeyError: 'x'"])).rule == "default:unclassified"
    hub = ["LocalEntryNotFoundError                   Traceback (most recent call last)", "    412 except GatedRepoError as e:"]
    assert diagnose(ev(1, hub)).rule == "default:network"
    offline = ("huggingface_hub.utils._errors.LocalEntryNotFoundError: Cannot find the requested files in the disk cache "
               "and outgoing traffic has been disabled. To enable hf.co look-ups and downloads online, set "
               "'local_files_only' to False.")
    assert diagnose(ev(1, [offline])).rule == "default:unclassified"  # (the network was turned off on purpose)
    wandb = ("wandb: ERROR Run initialization has timed out after 90.0 sec. Please try increasing the timeout with "
             "the `init_timeout` setting")
    assert diagnose(ev(1, [wandb])).rule == "default:network"


def test_rounds_67_to_70s_failures() -> None:
    """A trainer's or a solver's own stop on NaN (DeepRacer's JSON message, SU2's divergence, PyMC's ADVI,
    an exception glued to its message; not OpenFOAM's floating-point trap by its stack alone); TensorFlow's ResourceExhaustedError
    on a full disk; subprocess' child SIGKILLed and kubectl's exit 137 (oom); a wrapped bus error (shared
    memory); `python.exe -m pkg` without `__main__` (missing-module); Kaldi's script not found
    (not-executable); `can't open file` under a launcher; H2O's unknown argument (usage); WinHTTP's failed
    lookup (dns); JDBC's refused connection and a notebook's ConnectionError heading (network)."""
    deepracer = ('{"simapp_exception": {"version": "1.0", "function": "training_worker", "message": "NaN detected in '
                 'loss function, aborting training. Job failed!", "exceptionType": "training_worker.exceptions"}}')
    assert diagnose(ev(1, [deepracer])).rule == "default:nan"
    assert diagnose(ev(1, ["SU2 has diverged (NaN detected).", "----- Error Exit -----"])).rule == "default:nan"
    pymc = "The current approximation of RV `Δ_log_lambd`.ravel()[6] is NaN."
    assert diagnose(ev(1, [pymc, "FloatingPointError: NaN occurred in optimization."])).rule == "default:nan"
    assert diagnose(ev(1, [pymc.replace("is NaN", "is 0.5")])).rule == "default:unclassified"
    foam = "#1  Foam::sigFpe::sigHandler(int) in /usr/lib/openfoam/openfoam2312/platforms/linux64GccDPInt32Opt/lib/libOpenFOAM.so"
    assert diagnose(ev(None, ["[stack trace]", foam], signal=8)).rule == "default:unclassified"  # (by its stack alone)
    assert diagnose(ev(1, ["ValueError:Network outputs is NAN! Stop Training"])).rule == "default:nan"
    disk = ("tensorflow.python.framework.errors_impl.ResourceExhaustedError: models/x/variables/variables_temp/"
            "part-00000-of-00002.data-00000-of-00001.tempstate849; No space left on device")
    assert diagnose(ev(1, [disk])).rule == "default:disk-full"
    assert diagnose(ev(1, [disk.split(";")[0] + "; OOM when allocating tensor"])).rule == "default:oom"
    killed = ("subprocess.CalledProcessError: Command '['/usr/bin/python3', 'train_network.py']' "
              "returned non-zero exit status -9.")
    assert diagnose(ev(1, [killed])).rule == "default:oom"
    assert diagnose(ev(137, ["command terminated with exit code 137"])).rule == "default:oom"
    assert diagnose(ev(1, ["Error: the job's command terminated with exit code 137 on its first try"])).rule \
        == "default:unclassified"  # (kubectl's own line, alone, not a sentence quoting it)
    bus = ["RuntimeError: DataLoader worker (pid 47) is killed by signal: Bus",
           "error. It is possible that dataloader's workers are out of shared", "memory."]
    assert diagnose(ev(1, bus)).rule == "default:shared-memory"
    assert diagnose(ev(1, ["RuntimeError: DataLoader worker (pid 47) is killed by signal: Killed."])).rule \
        == "default:worker-killed"
    windows = ("D:\\anaconda3\\envs\\x\\python.exe: No module named deepspeed.__main__; 'deepspeed' is a package "
               "and cannot be directly executed")
    assert diagnose(ev(1, [windows])).rule == "default:missing-module"
    kaldi = ["steps/make_mfcc.sh --nj 1 --cmd utils/run.pl data/train exp/make_mfcc/train mfcc",
             "utils/run.pl: line 1: parallel/run.pl: No such file or directory"]
    assert diagnose(ev(1, kaldi)).rule == "default:not-executable"
    redirect = ["run.sh: line 12: exp/logs/train.log: No such file or directory"]  # (a redirect's missing folder)
    assert diagnose(ev(1, redirect)).rule == "default:unclassified"
    launched = ["C:\\Python310\\python.exe: can't open file 'C:\\\\x\\\\train_network.py': [Errno 2] No such file or directory",
                "Traceback (most recent call last):",
                "    raise subprocess.CalledProcessError(returncode=process.returncode, cmd=cmd)"]
    assert diagnose(ev(1, launched)).rule == "default:cannot-open-file"
    assert diagnose(ev(1, launched[:1])).rule == "default:unclassified"  # (exit 1 with no launcher: not python's own)
    h2o = ["............................................................", "ERROR: Unknown argument (Chowdhury_xkj246)",
           "", "Usage:  java [-Xmx<size>] -jar h2o.jar [options]"]
    assert diagnose(ev(1, h2o)).rule == "default:usage-error"
    assert diagnose(ev(1, ["OSError: [Errno 22] Invalid argument: 'C:\\\\x:y.txt'", "Error: Invalid argument"])).rule \
        == "default:unclassified"  # (EINVAL's words are no refusal of a command-line argument)
    cargo = ["warning: spurious network error (1 tries remaining): failed to send request: The",
             " server name or address could not be resolved", "Caused by:",
             "  failed to send request: The server name or address could not be resolved"]
    assert diagnose(ev(101, cargo)).rule == "default:dns"
    jdbc = (" SQL SCRIPT START - Connection to 127.0.0.1:5433 refused. Check that the hostname and port are correct "
            "and that the postmaster is accepting TCP/IP connections")
    assert diagnose(ev(1, [jdbc])).rule == "default:network"
    notebook = ["ConnectionError                           Traceback (most recent call last)",
                "<ipython-input-17-bbdadb9a0c78> in <module>"]
    assert diagnose(ev(1, notebook)).rule == "default:network"
    lookup = ["MaxRetryError: HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded (Caused by "
              "NewConnectionError('Failed to establish a new connection: [Errno -3] Temporary failure in name resolution'))",
              "During handling of the above exception, another exception occurred:", *notebook]
    assert diagnose(ev(1, lookup)).rule == "default:dns"


def test_rounds_71_to_74s_failures() -> None:
    """wav2letter's `Loss has NaN values` and PyMC's `Bad initial energy` (nan); Rust's `(os error 10054)` in
    any language and NeMo's download that failed every attempt (network); Ray's object store full (oom)."""
    assert diagnose(ev(None, ["F0723 11:44:54.493821  2870 Train.cpp:616] Loss has NaN values. Samples - x",
                              "*** Check failure stack trace: ***"], signal=6)).rule == "default:nan"
    assert diagnose(ev(1, ["pymc3.exceptions.SamplingError: Bad initial energy"])).rule == "default:nan"
    uv = "  ╰─▶ Une connexion existante a dû être fermée par l’hôte distant. (os error 10054)"
    assert diagnose(ev(2, ["  ├─▶ client error (Connect)", uv])).rule == "default:network"
    nemo = [f"[NeMo I 2023-03-16 11:50:19 cloud:81] Download from cloud failed. Attempt {n} of 3" for n in (1, 2, 3)]
    assert diagnose(ev(1, nemo)).rule == "default:network"
    assert diagnose(ev(1, [*nemo[:1], "KeyError: 'model'"])).rule == "default:unclassified"  # (it was retried)
    assert diagnose(ev(1, ["ray.exceptions.ObjectStoreFullError: Failed to put object ffff in object store because it "
                           "is full."])).rule == "default:oom"


def test_the_review_of_rounds_67_to_74s_rules() -> None:
    """A missing file a script sources, an old git's unknown option or a helper's `can't open file` early in
    the output do not hide the failure after them; TensorFlow's `RESOURCE_EXHAUSTED: ...; No space left on
    device` is a full disk; a NaN loss a trainer skips is no NaN stop."""
    sourced = ["/var/spool/slurmd/job4242/slurm_script: line 9: /home/me/miniconda3/etc/profile.d/conda.sh: No such "
               "file or directory", "epoch 1 loss 2.3", "epoch 2 loss 2.1", "Traceback (most recent call last):",
               "    raise ChunkedEncodingError(e)", "requests.exceptions.ConnectionError: Connection broken: "
               "IncompleteRead(0 bytes read)", "during download of the dataset's second shard"]
    assert diagnose(ev(1, sourced)).rule == "default:network"
    git = ["error: unknown option `show-current'", "usage: git branch [<options>]", "    -v, --verbose    show hash",
           "epoch 1 loss 2.3", "epoch 2 loss 2.1", "epoch 3 loss 2.0", "Traceback (most recent call last):",
           "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB"]
    assert diagnose(ev(1, git)).rule == "default:oom"
    helper = ["python3: can't open file '/work/hooks/post_epoch.py': [Errno 2] No such file or directory",
              "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:", "  exitcode  : -9 (pid: 1234)",
              "Signal 9 (SIGKILL) received by PID 1234"]
    assert diagnose(ev(1, helper)).rule == "default:oom"
    op = ("W tensorflow/core/framework/op_kernel.cc:1828] OP_REQUIRES failed at save_restore_v2_ops.cc:162 : "
          "RESOURCE_EXHAUSTED: /ckpt/variables_temp/part-00000-of-00001.data-00000-of-00001.tempstate123; No space "
          "left on device")
    assert diagnose(ev(1, [op, "KeyboardInterrupt"])).rule == "default:disk-full"
    skipped = ["WARNING: NaN detected in loss at step 512, skipping batch", "AssertionError: shapes differ"]
    assert diagnose(ev(1, skipped)).rule == "default:unclassified"


def test_the_second_review_of_rounds_67_to_74s_rules() -> None:
    """A launcher's CalledProcessError reporting an unknown option is that refusal (usage), not a later
    failure; a loss with inf a trainer skips is no NaN stop; a notebook's heading indented is still one."""
    node = ["error: unknown option '--fp16'", "Traceback (most recent call last):",
            "subprocess.CalledProcessError: Command '['node', 'build.js', '--fp16']' returned non-zero exit status 1."]
    assert diagnose(ev(1, node)).rule == "default:usage-error"
    assert diagnose(ev(1, ["WARNING: loss has inf, skip batch", "ValueError: x"])).rule == "default:unclassified"
    heading = ["    ConnectionError                           Traceback (most recent call last)", "<ipython-input-3> in <module>"]
    assert diagnose(ev(1, heading)).rule == "default:network"


def test_rounds_75_to_82s_failures() -> None:
    """A launcher known by its own frames or its warning when its traceback is cut, click's hint and
    IPython's UsageError (usage); a child SIGKILLed under torch.multiprocessing or Docker's old builder,
    pynisher's memory-out (oom); pandarallel's /dev/shm check (shared-memory); the JVM's missing class
    (missing-module); rabit's poll timeout (distributed-timeout); distutils' missing compiler
    (not-executable); a trainer's or a solver's own NaN stop and an exception printing a NaN tensor (nan)."""
    frames = [line for n in range(6) for line in (f'  File "/opt/app/step{n}.py", line {n + 10}, in run', "    run()")]
    refused = ["train_gen.py: error: unrecognized arguments: --local_rank=1", "Traceback (most recent call last):",
               '  File "/opt/conda/lib/python3.8/site-packages/torch/distributed/launch.py", line 260, in <module>',
               "    main()", *frames]
    assert diagnose(ev(1, refused)).rule == "default:usage-error"
    # (the same refusal far up the output of a script that is no launcher: some tool's, not the task's)
    assert diagnose(ev(1, [*refused[:2], *frames, "KeyError: 'x'"])).rule == "default:unclassified"
    spaced = ["my training scripts: error: unrecognized arguments: --local-rank=0"]
    assert diagnose(ev(2, spaced)).rule == "default:usage-error"
    missing = ["The following values were not passed to `accelerate launch` and had defaults used instead:",
               r"C:\Python310\python.exe: can't open file 'C:\\kohya\\train_network.py': [Errno 2] No such file or directory",
               "Traceback (most recent call last):", '  File "C:\\Python310\\lib\\runpy.py", line 196, in _run_module_as_main']
    assert diagnose(ev(1, missing)).rule == "default:cannot-open-file"
    assert diagnose(ev(2, ["Try 'dask-worker --help' for help.", "", "Error: No such option: --nprocs"])).rule \
        == "default:usage-error"
    assert diagnose(ev(1, ["Try 'dask-worker --help' for help.", "KeyError: 'x'"])).rule == "default:unclassified"
    assert diagnose(ev(1, ['UsageError: option --algo not recognized ( allowed: "nidtN:b:pD:l:rs:T:em:G" )'])).rule \
        == "default:usage-error"
    assert diagnose(ev(1, ["sacred.utils.ConfigAddedError: Added new config entry that is not used anywhere"])).rule \
        == "default:usage-error"
    spawn = ["torch.multiprocessing.spawn.ProcessExitedException: process 0 terminated with signal SIGKILL"]
    assert diagnose(ev(1, spawn)).rule == "default:oom"
    assert diagnose(ev(1, ["The command '/bin/sh -c pip3 install -r /tmp/req.txt' returned a non-zero code: 137"])).rule \
        == "default:oom"
    memout = ["[ERROR] [2022-05-05 02:47:20,752:Client-AutoML(1):ada1] Dummy prediction failed with run state "
              "StatusType.MEMOUT and additional output: {'error': 'Memout (used more than 2048 MB).'}"]
    assert diagnose(ev(1, memout)).rule == "default:oom"
    shm = ["OSError: It seems you use Memory File System and you don't have enough available space in `dev/shm`."]
    assert diagnose(ev(1, shm)).rule == "default:shared-memory"
    spark = ['Exception in thread "main" java.lang.ClassNotFoundException: Failed to find data source: '
             "com.databricks.spark.csv.", "\tat org.apache.spark.sql.DataFrameReader.load(DataFrameReader.scala:119)"]
    assert diagnose(ev(1, spark)).rule == "default:missing-module"
    logged = ["WARN ClassLoader: java.lang.ClassNotFoundException: org.foo.Plugin (optional, skipped)",
              "Exception in thread \"main\" java.lang.IllegalStateException: bad state"]
    assert diagnose(ev(1, logged)).rule == "default:unclassified"
    rabit = ["xgboost.core.XGBoostError: [23:55:55] /work/rabit/include/rabit/internal/socket.h:170: Poll timeout"]
    assert diagnose(ev(1, rabit)).rule == "default:distributed-timeout"
    nvcc = ["  unable to execute '/usr/local/cuda/bin/nvcc': No such file or directory",
            "  error: command '/usr/local/cuda/bin/nvcc' failed with exit status 1"]
    assert diagnose(ev(1, nvcc)).rule == "default:not-executable"
    neox = ["Exception: Skipped 50 iterations in a row due to Overflow - Exiting training."]
    assert diagnose(ev(1, neox)).rule == "default:nan"
    boxes = ["AssertionError: incorrect boxes, boxes1 tensor([[nan, nan, nan, nan],", "        [nan, nan, nan, nan]])"]
    assert diagnose(ev(1, boxes)).rule == "default:nan"
    assert diagnose(ev(1, ["AssertionError: incorrect boxes, boxes1 tensor([[0.5, 0.2, 0.1, 0.9]])"])).rule \
        == "default:unclassified"
    assert diagnose(ev(1, ["Fatal error 'NaN residual encountered. Exiting' at ../src/output.cpp:1417"])).rule \
        == "default:nan"
    assert diagnose(ev(1, ["Error: [BlackoilModel.hpp:802] NaN residual found!"])).rule == "default:nan"
    cut = ["  File \"/x/torch/utils/data/dataloader.py\", line 274, in handler", "RuntimeError: DataLoader worker (pid 2064) is killed by sig"]
    assert diagnose(ev(1, cut)).rule == "default:worker-killed"


def test_the_review_of_rounds_75_to_82s_rules() -> None:
    """Another thread's missing class, or a class whose set-up failed, is no missing module (an OOM before it
    is the cause); a package that built without its C extension after distutils found no compiler is no
    missing program; IPython's unknown magic is no usage error; accelerate's start-up warning does not make an
    argparse error anywhere in a long run the task's refusal; auto-sklearn's per-trial memory limit, an OPM
    NaN residual it retried, and rabit's words on a long line are not taken for more than they are."""
    spark = ['Exception in thread "main" java.lang.OutOfMemoryError: Java heap space',
             'Exception in thread "Thread-3" java.lang.NoClassDefFoundError: Could not initialize class '
             "org.apache.spark.util.Utils$"]
    assert diagnose(ev(1, spark)).rule == "default:oom"
    snappy = ['Exception in thread "main" java.lang.NoClassDefFoundError: Could not initialize class org.xerial.snappy.Snappy']
    assert diagnose(ev(1, snappy)).rule == "default:unclassified"
    pip = ["    unable to execute 'gcc': No such file or directory",
           "    WARNING: The C extension could not be compiled, speedups are not enabled.",
           "    Retrying the build without the C extension now.",
           "  WARNING: Retrying (Retry(total=4)) after connection broken by 'NewConnectionError(': Failed to establish "
           "a new connection: [Errno 111] Connection refused')'",
           "ERROR: Could not find a version that satisfies the requirement torch==1.4.0"]
    assert diagnose(ev(1, pip)).rule == "default:network"
    assert diagnose(ev(1, ["UsageError: Line magic function `%tensorflow_version` not found."])).rule \
        == "default:unclassified"
    run = ["The following values were not passed to `accelerate launch` and had defaults used instead:",
           "wandb: error: argument --project: invalid choice", *[f"step {n} loss 0.{n}" for n in range(1, 9)],
           "ValueError: something else"]
    assert diagnose(ev(1, run)).rule == "default:unclassified"
    trial = ["[WARNING] Trial 12 failed with run state StatusType.MEMOUT", "Memout (used more than 3072 MB).",
             "requests.exceptions.ConnectionError: ('Connection aborted.', RemoteDisconnected('Remote end closed "
             "connection without response'))"]
    assert diagnose(ev(1, trial)).rule == "default:network"
    opm = ["Problem: NaN residual found!", "Time step chopped to 0.5 days", "Solver convergence failure - Iteration limit reached"]
    assert diagnose(ev(1, opm)).rule == "default:unclassified"
    yarn = ['error An unexpected error occurred: "ENOSPC: no space left on device, mkdir \'/app/node_modules/x\'".',
            "ERROR: Service 'web' failed to build: The command '/bin/sh -c yarn --pure-lockfile' returned a non-zero "
            "code: 137"]
    assert diagnose(ev(1, yarn)).rule == "default:disk-full"  # (the step's own words name its death)
    started = time.monotonic()  # (a guard far from both: a linear scan of these 44,000 words takes ~2 s, the
    assert diagnose(ev(1, ["rabit " * 44000])).rule == "default:unclassified"  # quadratic one took 6 s on 11,000)
    assert time.monotonic() - started < 30


def test_rounds_83_to_86s_failures() -> None:
    """transformers' lazy import with the missing name on its own line (import-name); CalledProcessError's
    message without its class (accelerate's, on Windows) over a script Python could not open; PyTorch
    2.2+'s `Timeout at NCCL work` (distributed-timeout); docopt's usage block ending the output with exit
    1 (usage); zsh's and GNU time's words for SIGKILL (oom, with exit 137 only); wget's TLS failure (network)."""
    lazy = ["RuntimeError: Failed to import transformers.training_args because of the following error (look up "
            "to see its traceback): cannot import name 'PartialState' from 'accelerate' (/opt/conda/lib/accelerate/__init__.py)"]
    assert diagnose(ev(1, lazy)).rule == "default:import-name"
    module = ["RuntimeError: Failed to import transformers.trainer because of the following error (look up to see "
              "its traceback): No module named 'torch._six'"]
    assert diagnose(ev(1, module)).rule == "default:missing-module"
    opened = [r"can't open file 'D:\\Work\\train_dream_booth.py': [Errno 2] No such file or directory",
              r"Command '['C:\\python.exe', 'train_dream_booth.py']' returned non-zero exit status 2."]
    assert diagnose(ev(1, opened)).rule == "default:cannot-open-file"
    assert diagnose(ev(1, opened[:1])).rule == "default:unclassified"  # (no launcher: some helper's file)
    nccl = ["[rank2]:[E ProcessGroupNCCL.cpp:1537] [PG 0 Rank 2] Timeout at NCCL work: 1474236, last enqueued "
            "NCCL work: 1474236, last completed NCCL work: 1474235."]
    assert diagnose(ev(None, nccl, signal=6)).rule == "default:distributed-timeout"
    docopt = ["Usage:", "  pyannote-change-detection train [options] <experiment_dir> <protocol>",
              "  pyannote-change-detection apply [options] <validate_dir> <protocol>", "  pyannote-change-detection -h | --help",
              "  pyannote-change-detection --version", "  pyannote-change-detection validate [options] <train_dir>"]
    assert diagnose(ev(1, docopt)).rule == "default:usage-error"
    # (a usage banner printed at the start, the run's own lines after it: no refusal)
    assert diagnose(ev(1, [*docopt, "epoch 1", "KeyError: 'x'"])).rule == "default:unclassified"
    for line in ("[1]    31330 killed     python train.py", "zsh: killed     python train.py",
                 "Command terminated by signal 9"):
        assert diagnose(ev(None, [line], signal=9)).rule == "default:oom", line
        assert diagnose(ev(1, [line])).rule != "default:oom", line
    wget = ["Connecting to storage.googleapis.com (storage.googleapis.com)|172.217.27.144|:443... connected.",
            "GnuTLS: Error in the pull function.", "Unable to establish SSL connection."]
    assert diagnose(ev(4, wget)).rule == "default:network"


def test_rounds_87_to_90s_failures_and_the_reviews_counter_cases() -> None:
    """PyMC's SamplingError and openmmtools' replica gone NaN (nan); an assert whose every check is for
    NaN or inf (nan); Ray's object store larger than /dev/shm (shared-memory); a trainer's exception
    quoting `'cannot import name ...` (import-name). The review's counter-cases: wget's refused
    certificate or protocol is no network failure; an indented `usage:` inside a report is no refusal."""
    assert diagnose(ev(1, ["SamplingError                             Traceback (most recent call last)",
                           "You can call `model.debug()` for more details."])).rule == "default:nan"
    replica = ["ERROR:openmmtools.mcmc:Potential energy is NaN after 20 attempts of integration with move LangevinDynamicsMove",
               "CRITICAL:openmmtools.multistate.multistatesampler:Propagating replica 0 at state 0 resulted in a NaN!"]
    assert diagnose(ev(1, replica)).rule == "default:nan"
    raft = ['  File "train_stereo.py", line 50, in sequence_loss',
            "    assert not torch.isnan(flow_preds[i]).any() and not torch.isinf(flow_preds[i]).any()", "AssertionError"]
    assert diagnose(ev(1, raft)).rule == "default:nan"
    mixed = ['  File "train.py", line 50, in step', "    assert not torch.isnan(lr) and lr > 0", "AssertionError"]
    assert diagnose(ev(1, mixed)).rule == "default:unclassified"
    ray = ["ValueError: The configured object store size (11.81114368 GB) exceeds /dev/shm size (11.8111232 GB). "
           "This will harm performance."]
    assert diagnose(ev(1, ray)).rule == "default:shared-memory"
    quoted = [r"Exception training model: 'cannot import name 'text_encoder_lora_state_dict' from 'diffusers.loaders' "
              r"(E:\venv\lib\site-packages\diffusers\loaders\__init__.py)'."]
    assert diagnose(ev(1, quoted)).rule == "default:import-name"
    certificate = ["ERROR: cannot verify github.com's certificate, issued by 'CN=R3,O=Let's Encrypt,C=US':",
                   "  Unable to locally verify the issuer's authority.",
                   "To connect to github.com insecurely, use `--no-check-certificate'.", "Unable to establish SSL connection."]
    assert diagnose(ev(5, certificate)).rule == "default:unclassified"
    protocol = ["GnuTLS: received alert [70]: Protocol version", "Unable to establish SSL connection."]
    assert diagnose(ev(4, protocol)).rule == "default:unclassified"
    report = ["RuntimeError: boom", "final stats:", "  usage: 0.93", "  a: 1", "  b: 2", "  c: 3", "  d: 4", "  e: 5"]
    assert diagnose(ev(1, report)).rule == "default:unclassified"
    assert diagnose(ev(None, ["[1]  + 31330 killed     python train.py"], signal=9)).rule == "default:oom"


def test_the_second_review_of_rounds_87_to_90s_rules() -> None:
    """A bare `No module named` counts as the last line only (an optional import's note above an OOM is
    not why the run died); another library's SamplingError is no NaN; OpenSSL's words for a cut
    connection under wget's TLS failure are network; a report's `usage: 0.93` is no usage line, a real
    usage block, indented, is."""
    oom = ["No module named 'triton'", "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB"]
    assert diagnose(ev(1, oom)).rule == "default:oom"
    assert diagnose(ev(None, ["No module named 'apex'", "Killed"], signal=9)).rule == "default:oom"
    assert diagnose(ev(1, ["SamplingError: population contains no benign rows"])).rule == "default:unclassified"
    assert diagnose(ev(1, ["pymc.exceptions.SamplingError: Initial evaluation of model at starting point failed!"])).rule \
        == "default:nan"
    cut = ["OpenSSL: error:0A000126:SSL routines::unexpected eof while reading", "Unable to establish SSL connection."]
    assert diagnose(ev(4, cut)).rule == "default:network"
    assert diagnose(ev(1, ["GPU report:", "  usage: 0.93", "  temp: 71", "  power: 250"])).rule == "default:unclassified"
    block = ["Error: missing input file", "  Usage: ./convert.sh [options] <input>", "  Options:",
             "    -a  x", "    -b  y", "    -c  z", "    -d  w"]
    assert diagnose(ev(1, block)).rule == "default:usage-error"


def test_julias_parser_loading_a_file_is_a_syntax_error() -> None:
    """Julia's `ERROR: LoadError: syntax: unexpected "end"` while a package precompiles (round 91); not
    the word `syntax` in another error."""
    julia = ["[ Info: Precompiling RHEOS [728860ae-c896-11e8-0b91-0f38ecad5046]",
             'ERROR: LoadError: LoadError: syntax: unexpected "end"', " [11] eval at .\\boot.jl:330 [inlined]",
             "in expression starting at C:\\Users\\me\\.julia\\packages\\RHEOS\\src\\RHEOS.jl:80"]
    assert diagnose(ev(1, julia)).rule == "default:syntax-error"
    assert diagnose(ev(1, ["ERROR: LoadError: UndefVarError: syntax_tree not defined"])).rule == "default:unclassified"


def test_the_third_review_of_rounds_83_to_91s_rules() -> None:
    """Julia 1.10's parser (`ERROR: LoadError: ParseError:`) and `julia -e`'s `ERROR: syntax:` are syntax
    errors; a report's `usage: 0.93 GB` is no usage line."""
    assert diagnose(ev(1, ["ERROR: LoadError: ParseError:", "# Error @ /x.jl:3:1"])).rule == "default:syntax-error"
    assert diagnose(ev(1, ["ERROR: syntax: incomplete: premature end of input"])).rule == "default:syntax-error"
    assert diagnose(ev(1, ["memory:", "  usage: 12.3GiB", "  peak: 14GiB"])).rule == "default:unclassified"
    assert diagnose(ev(1, ["GPU report:", "  usage: 0.93 GB"])).rule == "default:unclassified"


def test_rounds_92_to_99s_failures() -> None:
    """Gymnasium's environments of a package not installed and LAMMPS built without a style's package are
    missing modules; a launcher's `failed with exit code -9` and TGI's KV cache out of blocks are out of memory
    (Ray's list of common causes naming the OOM killer is no proof); Ipopt's stop on an invalid number is a NaN."""
    gym = ["NamespaceNotFound: Namespace ALE not found. Have you installed the proper package for ALE?"]
    assert diagnose(ev(1, gym)).rule == "default:missing-module"
    lammps = ["ERROR: Unrecognized pair style 'quip' is part of the ML-QUIP package which is not enabled in this "
              "LAMMPS binary. (src/force.cpp:278)"]
    assert diagnose(ev(1, lammps)).rule == "default:missing-module"
    # (the bare form, a style its binary was built without, too: round 115's `Unrecognized pair style 'deepmd'`)
    assert diagnose(ev(1, ["ERROR: Unrecognized pair style 'quip' (src/force.cpp:278)"])).rule == "default:missing-module"
    assert diagnose(ev(1, ["❌ Training failed with exit code -9", "Check the logs"])).rule == "default:oom"
    tgi = ["ERROR text_generation_client: router/client/src/lib.rs:33: Server error: Out of available cache blocks: "
           "asked 107, only 87 free blocks"]
    assert diagnose(ev(1, tgi)).rule == "default:oom"
    ray = ["ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.",
           "The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR Worker exit detail: "
           "Worker unexpectedly exits with a connection error code 2. End of file. Some common causes include: (1) the "
           "process was killed by the OOM killer due to high memory usage."]
    assert diagnose(ev(1, ray)).rule == "default:unclassified"
    assert diagnose(ev(1, ["EXIT: Invalid number in NLP function or derivative detected."])).rule == "default:nan"


def test_rounds_92_to_99s_libraries_versions_and_downloads() -> None:
    """python-soundfile without libsndfile is a missing module; transformers' check of a dependency's version an
    import-name failure (a version mismatch); uv's download cut by its timeout a network failure."""
    sndfile = ["  File \"/x/site-packages/soundfile.py\", line 142, in <module>",
               "    raise OSError('sndfile library not found')", "OSError: sndfile library not found"]
    assert diagnose(ev(1, sndfile)).rule == "default:missing-module"
    assert diagnose(ev(1, ["OSError: [Errno 2] No such file or directory: 'x.wav'"])).rule == "default:unclassified"
    version = ["ImportError: accelerate>=0.20.3 is required for a normal functioning of this module, but found "
               "accelerate==0.18.0."]
    assert diagnose(ev(1, version)).rule == "default:import-name"
    uv = ["  × Failed to download `mypy==0.991`", "  ╰─▶ Failed to download distribution due to network timeout. Try "
          "increasing", "      UV_HTTP_TIMEOUT (current value: 30s)."]
    assert diagnose(ev(2, uv)).rule == "default:network"


def test_the_review_of_rounds_92_to_99s_rules() -> None:
    """A library there but of another version or architecture is no missing module; another program's
    `due to network timeout` warning before a plain bug is no network failure; a child killed at its time limit
    is no OOM."""
    cairo = ["OSError: cannot load library '/usr/lib/x86_64-linux-gnu/libcairo.so.2': /usr/lib/x86_64-linux-gnu/"
             "libcairo.so.2: undefined symbol: FT_Get_Var_Design_Coordinates"]
    assert diagnose(ev(1, cairo)).rule == "default:unclassified"
    assert diagnose(ev(1, ["OSError: cannot load library 'libsndfile64bit.dll': error 0xc1"])).rule == "default:unclassified"
    warned = ["WARNING: retrying request due to network timeout (attempt 1/3)", "ValueError: bad shape"]
    assert diagnose(ev(1, warned)).rule == "default:unclassified"
    assert diagnose(ev(1, ["subprocess failed with exit code -9 after timeout of 3600s"])).rule != "default:oom"


def test_the_second_review_of_rounds_92_to_99s_rules() -> None:
    """cffi's loader finding a library of another kind (an ELF class, macOS' architecture) is no missing module;
    a launcher's `exit code -9` with a mere mention of a timeout is still out of memory."""
    for line in ("OSError: cannot load library 'libx.so': libx.so: wrong ELF class: ELFCLASS32",
                 "OSError: cannot load library '/opt/lib/libsndfile.dylib': dlopen(...): (mach-o file, but is an "
                 "incompatible architecture (have 'arm64', need 'x86_64'))"):
        assert diagnose(ev(1, [line])).rule == "default:unclassified", line
    assert diagnose(ev(1, ["Training failed with exit code -9 (possibly timeout or OOM)"])).rule == "default:oom"


def test_rounds_101_to_108s_failures() -> None:
    """Pyomo without the solver it calls cannot execute it; torchrun's child that could not open its script, the
    launcher's traceback cut, could not open the file; cuDNN's and XLA's CUDA allocations that failed are out
    of memory; Torch's disk file cut short is a full disk; a library's ImportError saying what to pip install is
    a missing module; a loss named as a script names it (`train_loss`, KGAT's `loss@phase1`) going NaN is a NaN."""
    assert diagnose(ev(1, ["ApplicationError: No executable found for solver 'cbc'"])).rule == "default:not-executable"
    assert diagnose(ev(1, ["ApplicationError: Solver (cbc) did not exit normally"])).rule == "default:unclassified"
    cudnn = ["Execution of replica 0 failed: INTERNAL: Failed to execute XLA Runtime executable: run time error: custom "
             "call 'xla.gpu.conv.forward' failed: CUDNN_STATUS_ALLOC_FAILED"]
    assert diagnose(ev(1, cudnn)).rule == "default:oom"
    xla = ["2023-05-14 12:24:49.060530: E external/org_tensorflow/tensorflow/compiler/xla/stream_executor/cuda/"
           "cuda_driver.cc:767] failed to alloc 17178951680 bytes unified memory; result: CUDA_ERROR_INVALID_VALUE"]
    assert diagnose(ev(1, xla)).rule == "default:oom"
    assert diagnose(ev(1, ["CUDNN_STATUS_BAD_PARAM"])).rule == "default:unclassified"
    th = ["/x/bin/luajit: /x/share/lua/5.1/torch/File.lua:210: write error: wrote 9367499 blocks instead of 31014000 at "
          "/x/pkg/torch/lib/TH/THDiskFile.c:356"]
    assert diagnose(ev(1, th)).rule == "default:disk-full"
    accelerate = ["ImportError: Using the `Trainer` with `PyTorch` requires `accelerate>=0.20.1`: Please run `pip install "
                  "transformers[torch]` or `pip install accelerate -U`"]
    assert diagnose(ev(1, accelerate)).rule == "default:missing-module"
    assert diagnose(ev(1, ["ImportError: this function requires a GPU build"])).rule == "default:unclassified"
    for line in ("ERROR: loss@phase1 is nan.", "ValueError: train_loss is nan", "RuntimeError: total_loss was inf"):
        assert diagnose(ev(1, [line])).rule == "default:nan", line
    torchrun = ["/root/miniconda3/bin/python: can't open file '/root/R1-V/src/open_r1/grpo.py': [Errno 2] No such file "
                "or directory", "E0208 21:12:26.795000 1460 site-packages/torch/distributed/elastic/multiprocessing/api.py:"
                "869] failed (exitcode: 2) local_rank: 0 (pid: 1464) of binary: /root/miniconda3/bin/python",
                "Traceback (most recent call last):", '  File "/root/miniconda3/bin/torchrun", line 8, in <module>']
    assert diagnose(ev(1, torchrun)).rule == "default:cannot-open-file"  # (torchrun's report, its traceback cut)
    assert diagnose(ev(1, [*torchrun[:1], "ValueError: bad shape"])).rule == "default:unclassified"
    for line in ("note: the gloss is nan", "note: lossy is nan"):
        assert diagnose(ev(1, [line])).rule == "default:unclassified", line


def test_rounds_101_to_108s_killed_and_timed_out() -> None:
    """zsh's job line for a SIGKILL glued after the progress bar it cut is out of memory (with exit 137 only, as
    zsh's words alone); HCCL's collective waiting on a peer (Ascend NPUs) is a distributed timeout."""
    zsh = ["Loading checkpoint shards:   0%|          | 0/3 [00:00<?, ?it/s][1]    26478 killed     python test.py"]
    assert diagnose(ev(137, zsh)).rule == "default:oom"
    assert diagnose(ev(None, zsh, signal=9)).rule == "default:oom"
    assert diagnose(ev(1, zsh)).rule == "default:unclassified"
    hccl = ["[rank1]: RuntimeError: InnerRunOpApi:torch_npu/csrc/framework/OpParamMaker.cpp:281 OPS function error: "
            "HcclAllreduce, error code is 6",
            "[rank1]: EI0006: [PID: 1292363] 2025-04-08-18:07:20.444.436 Getting socket times out. Reason: Remote Rank "
            "did not send the data in time. Please check the reason for the rank being stuck"]
    assert diagnose(ev(1, hccl)).rule == "default:distributed-timeout"


def test_the_review_of_rounds_101_to_108s_rules() -> None:
    """A record or a setting named with `loss` (`best_loss = inf` before the first epoch, `min_loss is inf`,
    `loss_scale is inf`) and a step skipped for its NaN loss are no NaN failure."""
    for line in ("best_loss = inf", "Initial best_val_loss = inf", "min_loss is inf", "lowest_loss is inf",
                 "loss_scale is inf", "[W] grad_loss_scale is inf, reducing",
                 "Warning: train_loss is nan, skipping this batch"):
        assert diagnose(ev(1, [line, "RuntimeError: shape mismatch"])).rule == "default:unclassified", line
    assert diagnose(ev(1, ["val_total_loss is nan", "RuntimeError: stop"])).rule == "default:nan"


def test_round_109s_failures() -> None:
    """Older stacks' words for memory (LuaJIT's panic, Caffe's host allocation, Theano's CudaNdarray) are out of
    memory; Lua's `require` that found no module is a missing module."""
    for line in ("PANIC: unprotected error in call to Lua API (not enough memory)",
                 "F0116 10:18:51.745707 14095 syncedmem.hpp:33] Check failed: *ptr host allocation of size 29935616 failed",
                 "RuntimeError: CudaNdarray_ZEROS: allocation failed."):
        assert diagnose(ev(1, [line])).rule == "default:oom", line
    lua = ["qlua: EX2_MNIST_Convnet_CPU.lua:2: module 'cunn' not found:", "\tno field package.preload['cunn']",
           "\tno file '/usr/local/share/lua/5.1/cunn.lua'"]
    assert diagnose(ev(1, lua)).rule == "default:missing-module"
    assert diagnose(ev(1, ["PANIC: unprotected error in call to Lua API (attempt to index a nil value)"])).rule \
        == "default:unclassified"
    assert diagnose(ev(1, ["KeyError: the module 'x' not found in registry"])).rule == "default:unclassified"


def test_the_second_review_of_rounds_101_to_109s_rules() -> None:
    """A loss named as a script names it with `=` (Lightning's `Monitored metric val_loss = nan is not finite`)
    is a NaN; a record's prefix anywhere in the name (`val_best_loss is inf`) and a skipped step, also after a
    bare `loss is nan`, are not; zsh's SIGKILL line after a slow bar (`20.00s/it]`) is out of memory too."""
    for line in ("Monitored metric val_loss = nan is not finite. Previous best value was 0.5. Signaling Trainer to "
                 "stop.", "losses/val_loss = nan", "loss_cls = nan", "total_loss = inf"):
        assert diagnose(ev(1, [line, "RuntimeError: stop"])).rule == "default:nan", line
    for line in ("val_best_loss is inf", "loss is nan, skipping batch", "loss_scale = inf"):
        assert diagnose(ev(1, [line, "RuntimeError: stop"])).rule == "default:unclassified", line
    slow = ["Loading checkpoint shards:  33%|###3 | 1/3 [00:20<00:40, 20.00s/it][1]    26478 killed     python test.py"]
    assert diagnose(ev(137, slow)).rule == "default:oom"


def test_the_third_review_of_rounds_101_to_109s_rules() -> None:
    """Records and settings named with `loss` before or after it (`best loss = inf`, `valid_loss_best = inf`,
    `loss_threshold = inf`, `loss_scale_value = inf`) are no NaN failure, nor is a progress bar's `loss=nan`,
    which the monitor reads as a metric, watched or not as the user chose."""
    for line in ("best loss = inf", "min loss is inf", "valid_loss_best = inf", "running_loss_min = inf", "max_loss=inf",
                 "loss_threshold = inf", "loss_thr = inf", "loss_clip=inf", "loss_scale_value = inf",
                 "Epoch 2: 40%| 4/10 [00:01<00:02, loss=nan, v_num=1]"):
        assert diagnose(ev(1, [line, "RuntimeError: shape mismatch"])).rule == "default:unclassified", line
    assert diagnose(ev(1, ["val_loss = nan", "RuntimeError: stop"])).rule == "default:nan"


def test_rounds_110_to_117s_failures() -> None:
    """A trainer's or a simulation's own stop on NaN (neosr, ACEMD), ROCm's name for an allocation that failed,
    and a dead DataLoader worker pasted without its pids."""
    neosr = ["    raise ValueError(msg)", "ValueError:", "",
             "                  NaN found, aborting training. Make sure you're using a proper learning rate."]
    assert diagnose(ev(1, neosr)).rule == "default:nan"
    acemd = ["    325000             nan             nan          0.0000             nan      20301130.0000",
             "# The simulation has become unstable. Terminating to avoid lock-up"]
    assert diagnose(ev(1, acemd)).rule == "default:nan"
    hip = ["  Search for `hipErrorOutOfMemory' in https://rocm.docs.amd.com/projects/HIP/en/latest/index.html for more",
           "09:54:19-207675 CRITICAL Processing: AcceleratorError"]
    assert diagnose(ev(1, hip)).rule == "default:oom"
    assert diagnose(ev(1, ["RuntimeError: DataLoader worker exited unexpectedly"])).rule == "default:worker-killed"
    # (a NaN the run found and went on past is not its stop; nor is a count of NaN rows found in the data)
    for line in ("NaN found, skipping batch", "ValueError: 3 NaN found in column age"):
        assert diagnose(ev(1, [line])).rule == "default:unclassified", line


def test_rounds_110_to_117s_missing_programs_and_packages() -> None:
    """PowerShell's word for a program not found; a library's own check for a package it needs, among the last
    lines; a LAMMPS style its binary was built without (not a plugin that failed to load); yarn's child SIGKILLed."""
    ps = ["accelerate : The term 'accelerate' is not recognized as the name of a cmdlet, function, script file, or operable progra"]
    assert diagnose(ev(1, ps)).rule == "default:not-executable"
    for tail in (["ImportError:", "DeepSpeed is not installed => run `pip3 install deepspeed` or build it from source."],
                 ["XGBoostError: sklearn needs to be installed in order to use this module"]):
        assert diagnose(ev(1, tail)).rule == "default:missing-module", tail
    # (a warning that went on before the real failure, or words in a sentence, are not it)
    for tail in (["apex is not installed, run pip install apex for speed", "step 3", "step 4",
                  "RuntimeError: shape mismatch"], ["RuntimeError: the model is not installed in the cache folder"]):
        assert diagnose(ev(1, tail)).rule == "default:unclassified", tail
    lammps = ["ERROR: Unrecognized pair style 'deepmd' (src/force.cpp:275)", "Last command: pair_style deepmd x.pb"]
    assert diagnose(ev(1, lammps)).rule == "default:missing-module"
    mismatch = ["Open of file /x/dpplugin.so failed: /x/dpplugin.so: undefined symbol: MPI_Bcast", *lammps]
    assert diagnose(ev(1, mismatch)).rule == "default:unclassified"
    yarn = [" 92% chunk asset optimization TerserPluginKilled", "error Command failed with exit code 137."]
    assert diagnose(ev(1, yarn)).rule == "default:oom"


def test_round_114s_failures() -> None:
    """Ray's old memory monitor (`RayOutOfMemoryError`) is out of memory; a distribution parameter refused
    under any constraint with NaN values below it is a NaN (not probabilities that merely fail to sum to one);
    mujoco-py's build without MuJoCo is a missing library."""
    ray = ["ray.memory_monitor.RayOutOfMemoryError: More than 95% of the memory on node tr001 is used (59.62 / 62.75 GB).",
           "PID\tMEM\tCOMMAND", "17950\t50.6GiB\tray::ReplayBuffer"]
    assert diagnose(ev(1, ray)).rule == "default:oom"
    simplex = ["ValueError: Expected parameter probs (Tensor of shape (20, 100)) of distribution Categorical(probs: "
               "torch.Size([20, 100])) to satisfy the constraint Simplex(), but found invalid values:",
               "tensor([[nan, nan, nan,  ..., nan, nan, nan],", "        [nan, nan, nan,  ..., nan, nan, nan]], grad_fn=<DivBackward0>)"]
    assert diagnose(ev(1, simplex)).rule == "default:nan"
    unnormalised = [simplex[0], "tensor([[0.2000, 0.9000],", "        [0.5000, 0.5000]])"]
    assert diagnose(ev(1, unnormalised)).rule == "default:unclassified"
    mujoco = ["  You appear to be missing MuJoCo.  We expected to find the file here: /home/u/.mujoco/mujoco200",
              "  This package only provides python bindings, the library must be installed separately."]
    assert diagnose(ev(1, mujoco)).rule == "default:missing-module"


def test_a_port_the_user_may_not_bind_is_no_distributed_timeout() -> None:
    """torch.distributed's `DistNetworkError` binding a privileged port (`errno: 13 - Permission denied`) is no
    timeout, as one held by another process is not (`errno: 98`); one that timed out still is."""
    denied = ["torch.distributed.DistNetworkError: The server socket has failed to listen on any local network address. "
              "The server socket has failed to bind to [::]:98 (errno: 13 - Permission denied)."]
    assert diagnose(ev(1, denied)).rule == "default:unclassified"
    timed = ["torch.distributed.DistNetworkError: The client socket has timed out after 900s while trying to connect to (10.0.0.1, 29500)."]
    assert diagnose(ev(1, timed)).rule == "default:distributed-timeout"


def test_round_118s_failures() -> None:
    """fastText's own stop on NaN, a `gaierror` named only by IPython's heading over its traceback (a failed
    lookup), and TensorFlow 1's saver out of disk (`Error writing (tmp) checkpoint file: ... Resource exhausted`)."""
    fasttext = ["terminate called after throwing an instance of 'std::runtime_error'",
                "  what():  Encountered NaN.terminate called recursively", "Aborted (core dumped)"]
    assert diagnose(ev(134, fasttext)).rule == "default:nan"
    gai = ["gaierror                                  Traceback (most recent call last)", "<ipython-input-3-x> in <module>",
           "/usr/lib/python3.6/http/client.py in endheaders(self, message_body, encode_chunked)"]
    assert diagnose(ev(1, gai)).rule == "default:dns"
    saver = ["InternalError (see above for traceback): Error writing (tmp) checkpoint file: /x/model.ckpt-6.tempstate97: "
             "Resource exhausted: /x/model.ckpt-6.tempstat"]
    assert diagnose(ev(1, saver)).rule == "default:disk-full"
    # (TensorFlow's allocator is still out of memory)
    assert diagnose(ev(1, ["ResourceExhaustedError: OOM when allocating tensor with shape[64,3,224,224]"])).rule == "default:oom"


def test_the_review_of_rounds_110_to_118s_rules() -> None:
    """A library's `X is not installed ... pip install X` warning is no missing module unless it is the message
    of a bare exception above it (an OOM kill after such a warning stays out of memory); a raised `...Error: X
    needs to be installed` is one wherever it is, not for a program (`ffmpeg`: a missing executable); pwsh 7's
    wording; a NaN found and the run stopped, not a check that found none or a step skipped; a distribution's
    refused values with a NaN in a later row; LAMMPS' error on a process."""
    for code, tail, rule in (
            (137, ["Killed", "bitsandbytes is not installed, 8-bit optimizers unavailable: pip install bitsandbytes"], "oom"),
            (1, ["torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB",
                 "wandb is not installed; logging disabled. Run `pip install wandb` to enable"], "oom"),
            (1, ["xgboost.core.XGBoostError: sklearn needs to be installed in order to use this module",
                 "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:", "=====", "train.py FAILED"],
             "missing-module"),
            (1, ["RuntimeError: ffmpeg is not installed"], "unclassified"),
            (1, ["     | The term 'cmake' is not recognized as a name of a cmdlet, function, script file, or executable "
                 "program."], "not-executable"),
            (1, ["Checking data... no NaN found, exiting check.", "KeyError: 'label'"], "unclassified"),
            (1, ["Inf detected; terminating the line search and restarting from last iterate", "ValueError: x"], "unclassified"),
            (1, ["WARNING: NaN detected, stopping gradient accumulation for this micro-batch", "ValueError: x"], "unclassified"),
            (1, ["ValueError: Expected parameter scale (Tensor of shape (2, 2)) of distribution Normal(loc: torch.Size([2, 2]), "
                 "scale: torch.Size([2, 2])) to satisfy the constraint GreaterThan(lower_bound=0.0), but found invalid values:",
                 "tensor([[0.1000, 0.2000],", "        [nan, nan]], grad_fn=<SoftplusBackward0>)"], "nan"),
            (1, ["ERROR on proc 0: Unrecognized pair style 'deepmd' (src/force.cpp:275)"], "missing-module")):
        assert diagnose(ev(code, tail)).rule == f"default:{rule}", tail


def test_the_second_review_of_rounds_110_to_118s_rules() -> None:
    """A raised `X is not installed` printed early, the run going on to an OOM, is no missing module; nor is a
    program's (tesseract, FFmpeg, espeak; any case; `not in your PATH`); a trainer's NaN stop in other words
    (`aborting as there is no point`, `stopping early`); a gaierror heading over another code of it is no
    lookup's failure; a tensor that closed on its line ends the refused values."""
    early = ["ImportError: xformers is not installed", "Falling back to sdpa",
             *(f"step {i} loss 0.5" for i in range(20)), "torch.cuda.OutOfMemoryError: CUDA out of memory."]
    assert diagnose(ev(1, early)).rule == "default:oom"
    for line in ("pytesseract.pytesseract.TesseractNotFoundError: tesseract is not installed or it's not in your PATH.",
                 "RuntimeError: FFmpeg is not installed", "RuntimeError: espeak is not installed on your system"):
        assert diagnose(ev(1, [line])).rule == "default:unclassified", line
    for line in ("ValueError: DebugUnderflowOverflow: inf/nan detected, aborting as there is no point running further.",
                 "NaN found, stopping early.", "NaN detected, terminating the process."):
        assert diagnose(ev(1, [line])).rule == "default:nan", line
    gai = ["gaierror                                  Traceback (most recent call last)", "<ipython-input-3-x> in <module>",
           "gaierror: [Errno -8] Servname not supported for ai_socktype"]
    assert diagnose(ev(1, gai)).rule == "default:unclassified"
    closed = ["ValueError: Expected parameter probs (Tensor of shape (2,)) of distribution Categorical(probs: torch.Size([2])) "
              "to satisfy the constraint Simplex(), but found invalid values:", "tensor([0.2000, 0.9000])",
              '  File "/home/nan/x.py", line 3']
    assert diagnose(ev(1, closed)).rule == "default:unclassified"


def test_tensorflows_oom_hint_under_a_saver_out_of_disk_is_a_full_disk() -> None:
    """TensorFlow prints its hint `add report_tensor_allocations_upon_oom to RunOptions` under any ResourceExhausted
    error, its saver's full disk too (`...tempstate...; No space left on device`): the disk filled. Alone (its
    error cut), the hint is still out of memory."""
    saver = ["E ../checkpoint/model.ckpt-10051.data-00000-of-00001.tempstate1387; No space left on device",
             "E        [[node save/SaveV2 (defined at ./DeepSpeech.py:484)  = SaveV2[dtypes=[DT_FLOAT]]]",
             "E Hint: If you want to see a list of allocated tensors when OOM happens, add "
             "report_tensor_allocations_upon_oom to RunOptions for current allocation info."]
    assert diagnose(ev(1, saver)).rule == "default:disk-full"
    assert diagnose(ev(1, saver[2:])).rule == "default:oom"


def test_rounds_119_to_126s_failures() -> None:
    """Causes the table names, in words these programs print: PyTorch's OOM message cut to its second half,
    LAMMPS' and Arrow's allocators, DeepSpeed's launcher exiting 247 (its child's -9) after its kill handler,
    TensorFlow 1's saver naming only its temporary file, musl's failed lookup, git's TLS session cut, an import
    line a paste glued to its error, a CUDA extension built without the toolkit, a monitor's and an
    integrator's stops on NaN, a refused location cut before its values."""
    for code, tail, rule in (
            (1, ["Tried to allocate 33.95 GiB (GPU 0; 11.78 GiB total capacity; 17.50 MiB already allocated)"], "oom"),
            (1, ["ERROR on proc 617: Failed to reallocate 1650272 bytes for array comm:buf_send (src/memory.cpp:105)",
                 "Last command: run             100000"], "oom"),
            (1, ['  File "pyarrow/error.pxi", line 85, in pyarrow.lib.check_status', "pyarrow.lib.ArrowMemoryError"], "oom"),
            (247, ["[INFO] [launch.py:318:sigkill_handler] Killing subprocess 80"], "oom"),
            (1, ["ResourceExhaustedError: ./model/model-49.tempstate5787507096018461664"], "disk-full"),
            (1, ["nslookup: can't resolve 'dlc1-master-0': Name does not resolve", "Traceback (most recent call last):",
                 '  File "run.py", line 9, in <module>'], "dns"),
            (128, ["Cloning into '/root/Latte'...", "fatal: unable to access 'https://huggingface.co/maxin-cn/Latte/': "
                   "gnutls_handshake() failed: Error in the pull function."], "network"),
            (1, ["from keras.optimizers import AdamImportError: cannot import name 'Adam' from 'keras.optimizers' "
                 "(/x/keras/optimizers.py)"], "import-name"),
            (1, ["CUDA_HOME does not exist, unable to compile CUDA op(s)"], "not-executable"),
            (1, ["OSError: CUDA_HOME environment variable is not set. Please set it to your CUDA install root."],
             "not-executable"),
            (1, ["ValueError: NaN or Inf encountered. Training failed!"], "nan"),
            (1, ["Finding Nan in gaussian loss"], "nan"),
            (1, ["WARNING - openmmtools.mcmc - Potential energy is NaN after 2 attempts of integration with move "
                 "LangevinSplittingDynamicsMove Attempting a restart..."], "nan"),
            (1, ["ValueError: Expected parameter loc (Tensor of shape (40, 921600)) of distribution Normal(loc: "
                 "torch.Size([40, 921600]), scale: torch.Size([40,"], "nan")):
        assert diagnose(ev(code, tail)).rule == f"default:{rule}", tail


def test_what_rounds_119_to_126s_rules_leave_alone() -> None:
    """DeepSpeed's kill handler under another exit status (its child's own error, or a segfault: 245); a
    certificate git refused; a refused scale (positive, not real: not only a NaN fails it) cut before its values;
    a NaN in the loss skipped; TensorFlow's allocator still out of memory."""
    for code, tail, rule in (
            (1, ["[INFO] [launch.py:315:sigkill_handler] Killing subprocess 3211"], "unclassified"),
            (245, ["[INFO] [launch.py:315:sigkill_handler] Killing subprocess 3211"], "unclassified"),
            (128, ["fatal: unable to access 'https://x/': server certificate verification failed. CAfile: none"],
             "unclassified"),
            (1, ["ValueError: Expected parameter scale (Tensor of shape (40, 6)) of distribution Normal(loc: "
                 "torch.Size([40, 6]), scale: torch.Size([40,"], "unclassified"),
            (1, ["Found nan in loss, skipping this batch", "KeyError: 'label'"], "unclassified"),
            (1, ["ResourceExhaustedError: OOM when allocating tensor with shape[64,3,224,224]"], "oom")):
        assert diagnose(ev(code, tail)).rule == f"default:{rule}", tail


def test_the_review_of_rounds_119_to_126s_rules() -> None:
    """pip's indented build output and a logger's prefix before `CUDA_HOME environment variable is not set`; a
    glued import whose name ends in a capital; TensorFlow's saver with its node after the temporary file; PyTorch
    2.1's cut OOM; openmmtools' NaN retry and a loss's NaN by name only where the output ends (a warning the run
    went on from is not the cause), not when retried or checked; sudo's and busybox's harmless lookup lines; a
    refused location under another constraint; Arrow's error named in prose."""
    for code, tail, rule in (
            (1, ["      OSError: CUDA_HOME environment variable is not set. Please set it to your CUDA install root.",
                 "      [end of output]", "error: metadata-generation-failed"], "not-executable"),
            (1, ["ERROR:root:OSError: CUDA_HOME environment variable is not set."], "not-executable"),
            (1, ["from keras.optimizers import SGDImportError: cannot import name 'SGD' from 'keras.optimizers' (/x)"],
             "import-name"),
            (1, ["WARNING: plugin skipped: PluginImportError: cannot import name 'foo' from 'bar'",
                 "torch.cuda.OutOfMemoryError: CUDA out of memory."], "oom"),
            (1, ["ResourceExhaustedError: ./model/model-49.tempstate5787507096018461664 [[Node: save/SaveV2 = SaveV2]]"],
             "disk-full"),
            (1, ["Tried to allocate 20.00 MiB. GPU 0 has a total capacity of 79.15 GiB of which 3.75 MiB is free."], "oom"),
            (1, ["WARNING - openmmtools.mcmc - Potential energy is NaN after 0 attempts of integration with move "
                 "LangevinDynamicsMove Attempting a restart...", "Traceback (most recent call last):",
                 '  File "run.py", line 3, in <module>', "OSError: [Errno 5] Input/output error: 'out.nc'"], "unclassified"),
            (1, ["Nan in the loss in step 1/10", *(f"step {i} loss 0.5" for i in range(2, 10)), "KeyError: 'img'"],
             "unclassified"),
            (1, ["[W] found NaN in the loss, retrying with lower lr"], "unclassified"),
            (1, ["Checking for inf in the loss: OK"], "unclassified"),
            (1, ["nslookup: can't resolve '(null)': Name does not resolve", "Name: master-0",
                 "FloatingPointError: loss is nan"], "nan"),
            (1, ["sudo: unable to resolve host abc: Name does not resolve", "ValueError: bad shape"], "unclassified"),
            (1, ["sudo: unable to resolve host abc: Name or service not known", "ValueError: bad shape"], "unclassified"),
            (1, ["ValueError: Expected parameter loc (Tensor of shape (2,)) of distribution MyDist(loc: torch.Size([2])) "
                 "to satisfy the constraint Interval(lower_bound=0.0, upper_bound=1.0), but found invalid values:"],
             "unclassified"),
            (1, ["No NaN or Inf detected in gradients; training failed due to a bad config"], "unclassified"),
            (1, ["UserWarning: falling back to row-by-row read after ArrowMemoryError", "KeyError: 'a'"], "unclassified")):
        assert diagnose(ev(code, tail)).rule == f"default:{rule}", tail


def test_rounds_128_to_135s_failures() -> None:
    """Causes the table names, in words these programs print: JAX's coordination barrier that timed out,
    jsonargparse refusing LightningCLI's config, NeMo's own words for a missing package, Spark's allocator,
    Windows' paging file under a DLL's import, TVM's loader (DGL, MXNet) without its native library, the
    search of AutoAWQ's scales where no loss was finite."""
    for code, tail, rule in (
            (1, ["jaxlib.xla_extension.XlaRuntimeError: DEADLINE_EXCEEDED: Barrier timed out. Barrier_id: "
                 "PjRT_Client_Connect. Timed out task names:", "/job:jax_worker/replica:0/task:1"], "distributed-timeout"),
            (2, ["Does not validate against any of the Union subtypes",
                 "Expected key train_metrics.init_args.num_labels to be in data"], "usage-error"),
            (1, ["ImportError: Apex was not found. Please see the NeMo README for installation instructions."],
             "missing-module"),
            (1, ["Caused by: org.apache.spark.memory.SparkOutOfMemoryError: Unable to acquire 65536 bytes of memory, got 0"],
             "oom"),
            (1, ["ImportError: DLL load failed: The paging file is too small for this operation to complete."], "oom"),
            (1, ['    raise RuntimeError(message)', "RuntimeError: Cannot find the files.", "List of candidates:",
                 "/x/dgl/libdgl.so"], "missing-module"),
            (1, ["No finite loss was found in best scalesgrid search."], "nan")):
        assert diagnose(ev(code, tail)).rule == f"default:{rule}", tail


def test_a_dataloader_wait_cut_before_its_message_an_empty_write_and_mmcvs_version_check() -> None:
    """The DataLoader's `queue.Empty` in `_try_get_data`, then the error raised from it with its message cut off
    (only a dead worker's is raised from it: a timeout the user set is not); numpy's `tofile` that wrote nothing;
    OpenMMLab's check of mmcv's version when mmdet is imported."""
    waited = ['  File "/x/torch/utils/data/dataloader.py", line 986, in _try_get_data', "    raise Empty",
              "_queue.Empty", "", "The above exception was the direct cause of the following exception:", "",
              "Traceback (most recent call last):", '  File "tools/train.py", line 101, in main', "    trainer.train()"]
    assert diagnose(ev(1, waited)).rule == "default:worker-killed"
    assert diagnose(ev(1, waited[:3] + waited[5:])).rule == "default:unclassified"  # (no error raised from it)
    assert diagnose(ev(1, ['  File "/x/numpy/lib/format.py", line 587, in write_array', "    array.tofile(fp)",
                           "OSError: 726725 requested and 0 written"])).rule == "default:disk-full"
    assert diagnose(ev(1, ["AssertionError: MMCV==2.1.0 is used but incompatible. Please install mmcv>=1.3.17, "
                           "<=1.8.0."])).rule == "default:import-name"


def test_what_rounds_128_to_135s_rules_leave_alone() -> None:
    """The same validation words with exit 1 (a library's exception, no command line refused); a package found
    but a file not; Hugging Face's offline mode refusing a download as a ConnectionError (a setting: retrying
    does not change it)."""
    for code, tail, rule in (
            (1, ["Does not validate against any of the Union subtypes"], "unclassified"),
            (1, ["FileNotFoundError: config.json was not found in /x"], "unclassified"),
            (1, ['  File "dataset_utils.py", line 630', "ConnectionError: Couldn't reach 'abisee/cnn_dailymail' on the "
                 "Hub (OfflineModeIsEnabled)"], "unclassified")):
        assert diagnose(ev(code, tail)).rule == f"default:{rule}", tail


def test_the_review_of_rounds_128_to_135s_rules() -> None:
    """datasets' note that offline mode made it use its cache is no refusal: a later connection refused is a
    network failure still."""
    tail = ["Using the latest cached version of the dataset since glue couldn't be found on the Hugging Face Hub "
            "(offline mode is enabled).", "ConnectionRefusedError: [Errno 111] Connection refused"]
    assert diagnose(ev(1, tail)).rule == "default:network"


def test_rounds_137_to_144s_failures() -> None:
    """Causes the table names, in words real programs printed when they were run under the condition that makes
    them fail: PyTorch's CUDA OOM message cut to its second half, transformers' check of a remote model's imports,
    a library's backend or solver not installed (DeepXDE, cvxpy), a function that went NaN (emcee, lmfit, fastText's
    Python binding), click's refusal raised through a CLI's own code (spaCy), coreutils' `timeout`."""
    for code, tail, rule in (
            (1, ["error:GPU 0 has a total capacity of 23.64 GiB of which 1.61 GiB is free. Process 1624541 has 22.02 "
                 "GiB memory in use."], "oom"),
            (1, ["ImportError: This modeling file requires the following packages that were not found in your "
                 "environment: bitsandbytes. Run `pip install bitsandbytes`"], "missing-module"),
            (1, ["RuntimeError: Backend is set as tensorflow, but 'tensorflow' failed to import."], "missing-module"),
            (1, ["cvxpy.error.SolverError: The solver ECOS is not installed."], "missing-module"),
            (1, ['    raise ValueError("Probability function returned NaN")',
                 "ValueError: Probability function returned NaN"], "nan"),
            (1, ["ValueError: The model function generated NaN values and the fit aborted! Please check your model "
                 "function and/or set boundaries on parameters where applicable."], "nan"),
            (1, ["    fasttext.train(ft.f, a)", "RuntimeError: Encountered NaN."], "nan"),
            (1, ["    raise NoSuchOption(orig_opt)", "click.exceptions.NoSuchOption: No such option '--gpu'."],
             "usage-error"),
            (124, ["    1    12.93          2.47915        7         0.340554              N/A     48.20m"], "timeout")):
        assert diagnose(ev(code, tail)).rule == f"default:{rule}", tail


def test_a_hubs_summary_of_downloads_whose_lookups_failed_is_a_name_lookup() -> None:
    """The Hugging Face Hub's summary after its retries' `NameResolutionError`s names no cause of its own: the
    lookups' failure is the diagnosis. A connection refused after a lookup that failed and was retried stays a
    network failure, and so does the summary with no lookup failed above it."""
    lookup = ("requests.exceptions.ConnectionError: (MaxRetryError(\"HTTPSConnectionPool(host='huggingface.co', "
              "port=443): Max retries exceeded with url: /gpt2/resolve/main/config.json (Caused by NameResolutionError"
              "(\\\"<urllib3.connection.HTTPSConnection object at 0x7f>: Failed to resolve 'huggingface.co' ([Errno -2] "
              "Name or service not known)\\\"))\"), '(Request ID: 1)')")
    summary = ("huggingface_hub.errors.LocalEntryNotFoundError: An error happened while trying to locate the file on "
               "the Hub and we cannot find the requested files in the local cache. Please check your connection and "
               "try again or make sure your Internet connection is on.")
    assert diagnose(ev(1, [lookup, "Retrying in 1s [Retry 1/5].", summary])).rule == "default:dns"
    assert diagnose(ev(1, ["ConnectionError: Couldn't reach 'imdb' on the Hub (LocalEntryNotFoundError)"])).rule \
        == "default:network"
    assert diagnose(ev(1, [lookup, "ConnectionRefusedError: [Errno 111] Connection refused"])).rule == "default:network"


def test_what_rounds_137_to_144s_rules_leave_alone() -> None:
    """Data that holds a NaN is the data's error, not a run gone NaN; a click exception other than a refusal of
    the command line; a program (not a package) that is not installed."""
    for code, tail, rule in (
            (1, ["ValueError: Input y contains NaN."], "unclassified"),
            (1, ["click.exceptions.Abort"], "unclassified"),
            (1, ["RuntimeError: The program ffmpeg is not installed."], "unclassified"),
            (1, ["ValueError: The data generated NaN values"], "unclassified")):
        assert diagnose(ev(code, tail)).rule == f"default:{rule}", tail


def test_the_review_of_rounds_137_to_144s_rules() -> None:
    """xargs exits 124 when its command exited 255 (the lookup that failed decides); an output with an error of its
    own is that error's, not a timeout's; a reset after the lookups is the network's; a program named after its
    kind is no package; a NaN an earlier warning reported is no cause of a later KeyError."""
    for code, tail, rule in (
            (124, ["ssh: bj-xxx.db: Name or service not known", "xargs: ssh: exited with status 255; aborting"], "dns"),
            (124, ["torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB"], "oom"),
            (1, ["WARNING:urllib3.connectionpool:Retrying ... Failed to resolve 'huggingface.co' ([Errno -3] Temporary "
                 "failure in name resolution)", "ConnectionResetError: [Errno 104] Connection reset by peer",
                 "huggingface_hub.errors.LocalEntryNotFoundError: ... Please check your connection and try again"],
             "network"),
            (1, ["RuntimeError: The backend sox is not installed"], "unclassified"),
            (1, ["UserWarning: objective function returned NaN at trial 3, skipping", "Traceback (most recent call last):",
                 "KeyError: 'label'"], "unclassified")):
        assert diagnose(ev(code, tail)).rule == f"default:{rule}", tail


def test_rs_installer_and_stans_sampler() -> None:
    """R's and Stan's words for causes the table names: a package whose compiled part is missing, WinINet's
    connection that could not be made, libcurl's lookup that timed out, Stan's sampler with no finite start (not
    when the model raised evaluating it: the data's error)."""
    for code, tail, rule in (
            (1, ["Error in library.dynam(lib, package, package.lib) :", "  shared object ‘readr.so’ not found",
                 "ERROR: lazy loading failed for package ‘tidyverse’"], "missing-module"),
            (1, ["Warning in install.packages :",
                 "  InternetOpenUrl failed: 'A connection with the server could not be established'"], "network"),
            (1, ["Error: Failed to install 'unknown package' from GitHub:",
                 "  Timeout was reached: [api.github.com] Resolving timed out after 10000 milliseconds"], "dns"),
            (1, ["Chain 1:   Log probability evaluates to log(0), i.e. negative infinity.",
                 "Chain 1: Initialization between (-2, 2) failed after 100 attempts.",
                 "Error in eval(expr, envir) : Initialization failed."], "nan"),
            (1, ["Chain 2:   Error evaluating the log probability at the initial value.",
                 "Chain 2: Exception: neg_binomial_2_lpmf: Failures variable[53] is -6, but must be >= 0!",
                 "Chain 2: Initialization between (-2, 2) failed after 100 attempts.",
                 '[1] "Error in sampler$call_sampler(args_list[[i]]) : Initialization failed."'], "unclassified")):
        assert diagnose(ev(code, tail)).rule == f"default:{rule}", tail


def test_rounds_145_to_152s_failures() -> None:
    """Committed job logs: Slurm's OOM-kill report under a DataLoader worker's death is the OOM; a typo in a
    batch script's line that bash went past is not why the program it then ran failed; a warning about an
    optional module a library goes without is no missing module (the usage error after it is the cause); a
    SyntaxError raised parsing a server's message as data is not the program's."""
    for code, tail, rule in (
            (1, ["RuntimeError: DataLoader worker (pid 933394) is killed by signal: Killed. ",
                 "slurmstepd: error: Detected 1 oom_kill event in StepId=66733646.batch. Some of the step tasks have "
                 "been OOM Killed."], "oom"),
            (1, ["/var/spool/slurm/d/job196866/slurm_script: line 9: SBATCH: command not found",
                 "Traceback (most recent call last):", '  File "train.py", line 171, in <module>',
                 "RuntimeError: CUDA out of memory. Tried to allocate 174.00 MiB (GPU 0; 15.00 GiB total capacity)"],
             "oom"),
            (2, ["usage: inference.py [-h] [--data_name DATA_NAME]",
                 "inference.py: error: unrecognized arguments: --tensor_parallel_size 8",
                 "+ OUTPUT='WARNING 04-08 15:19:07 ray_utils.py:44] Failed to import Ray with ModuleNotFoundError(\"No "
                 "module named 'ray'\"). For distributed inference, please install Ray with `pip install ray`.'"],
             "usage-error"),
            (1, ['  File "/usr/lib/python3.9/ast.py", line 50, in parse', "    return compile(source, filename, mode, flags,",
                 '  File "<unknown>", line 1', "    Permission denied, ask the project owner to grant you access",
                 "               ^", "SyntaxError: invalid syntax"], "unclassified")):
        assert diagnose(ev(code, tail)).rule == f"default:{rule}", tail


def test_what_rounds_145_to_152s_rules_leave_alone() -> None:
    """A script's command not found as its last word, a DataLoader worker killed with no OOM report, a module
    missing when the program raised it, a syntax error in a file of the program: each is still what it was."""
    for code, tail, rule in (
            (127, ["./run.sh: line 3: torchrun: command not found"], "not-executable"),
            (1, ["RuntimeError: DataLoader worker (pid 933394) is killed by signal: Killed. "], "worker-killed"),
            (1, ["Traceback (most recent call last):", "ModuleNotFoundError: No module named 'ray'"], "missing-module"),
            (1, ['  File "train.py", line 3', "    print 'x'", "    ^", "SyntaxError: Missing parentheses in call to "
                 "'print'"], "syntax-error")):
        assert diagnose(ev(code, tail)).rule == f"default:{rule}", tail


def test_rounds_145_to_152s_words_for_a_nan_a_missing_package_and_a_launcher() -> None:
    """A loss that went non-finite in a library's own words (pykeen, sbi), a likelihood that returned one
    (UltraNest); a package that names what must be installed (umap.plot); OpenHPC's launcher that found no such
    program; coreutils' `timeout` over a run whose only error-looking line was logged at INFO (JAX with no TPU); an
    import tried and handled, then an error of another kind (ydf's `colabtools`), is that error's."""
    for code, tail, rule in (
            (1, ["pykeen.training.training_loop.NonFiniteLossError: Loss is non-finite."], "nan"),
            (1, ["ValueError: NaN/Inf present in NPE loss."], "nan"),
            (1, ["AssertionError: Error in loglikelihood function: returned non-finite number: [-19.43  nan] for input"],
             "nan"),
            (1, ["ImportError: umap.plot requires pandas matplotlib datashader bokeh holoviews scikit-image and colorcet "
                 "to be installed"], "missing-module"),
            (1, ["[prun] Error: Unable to access executable -> python3"], "not-executable"),
            (124, ["jax._src.xla_bridge: 2026-12-06 00:33:49,592 [INFO] Unable to initialize backend 'tpu': INTERNAL: "
                   "Failed to open libtpu.so: libtpu.so: cannot open shared object file: No such file or directory",
                   "CartPole: 2026-12-06 00:34:06,626 [INFO] Iter=40, size=64, max=65.4062, avg=4.0301"], "timeout"),
            (1, ["Traceback (most recent call last):", "    from colabtools.googlelog import CaptureLog",
                 "ModuleNotFoundError: No module named 'colabtools'", "",
                 "During handling of the above exception, another exception occurred:", "",
                 "Traceback (most recent call last):",
                 'ValueError: INVALID_ARGUMENT: The parameter "shrinkage" is larger than the maximum permitted value.'],
             "unclassified"),
            (1, ["ModuleNotFoundError: No module named 'apex'", "",
                 "During handling of the above exception, another exception occurred:", "",
                 "ImportError: Please install apex from https://www.github.com/nvidia/apex"], "missing-module")):
        assert diagnose(ev(code, tail)).rule == f"default:{rule}", tail


def test_the_review_of_rounds_145_to_152s_rules() -> None:
    """A handled import is still the cause when the last error asks to install it, or is a launcher's (torchrun's
    `ChildFailedError`); a shell `os.system` started that found no tool is still `not-executable` with a traceback
    after it; a loss gone non-finite that the program skips is no cause; an exception whose message mentions DEBUG
    logs is an error, not a line logged at DEBUG."""
    apex = ["ModuleNotFoundError: No module named 'apex'", "",
            "During handling of the above exception, another exception occurred:", "",
            "ImportError: Please install apex from https://www.github.com/nvidia/apex"]
    for code, tail, rule in (
            (1, [*apex, "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ",
                 "train.py FAILED"], "missing-module"),
            (1, ["ModuleNotFoundError: No module named 'deepspeed'", "",
                 "During handling of the above exception, another exception occurred:", "",
                 "RuntimeError: deepspeed is required: pip install deepspeed"], "missing-module"),
            (1, ["sh: line 1: wget: command not found", "Traceback (most recent call last):",
                 "FileNotFoundError: [Errno 2] No such file or directory: 'data.zip'"], "not-executable"),
            (1, ["WARNING: Loss is non-finite, skipping batch", "Traceback (most recent call last):",
                 "ValueError: bad shape"], "unclassified"),
            (124, ["RuntimeError: worker stopped (see DEBUG: logs)"], "unclassified")):
        assert diagnose(ev(code, tail)).rule == f"default:{rule}", tail


def test_the_sigterm_coreutils_timeout_sent_is_a_timeout() -> None:
    """Exit 124 and the task's last words that it received SIGTERM (DeepSpeed's launcher under `timeout 10`): the
    SIGTERM was `timeout`'s, whatever warnings came before it; with another exit it stays a preemption."""
    tail = ["[2026-12-06 01:46:33,189] [WARNING] [real_accelerator.py:213:get_accelerator] Setting accelerator to CPU. "
            "If you have GPU or other accelerator, we were unable to detect it.",
            "[2026-12-06 01:46:36,175] [INFO] [launch.py:253:sigkill_handler] Killing subprocess 16635",
            "[2026-12-06 01:46:36,304] [INFO] [launch.py:262:sigkill_handler] Main process received SIGTERM, exiting"]
    assert diagnose(ev(124, tail)).rule == "default:timeout"
    assert diagnose(ev(1, tail)).rule == "default:preempted"


def test_rounds_158_to_162s_library_words() -> None:
    """Libraries that say in their own words that a package, a plugin or a toolchain is missing, that a function
    they evaluate gave NaN, or that a metric on the Hub could not be fetched; and `timeout`'s exit 124 after a
    Python warning the program went on from."""
    for code, tail, rule in (
            (1, ["ImportError: Please install the igraph package: `conda install -c conda-forge python-igraph` or "
                 "`pip3 install igraph`."], "missing-module"),
            (1, ["ImportError: Missing optional dependency 'openpyxl'.  Use pip or conda to install openpyxl."],
             "missing-module"),
            (1, ["pennylane.exceptions.DeviceError: Device lightning.gpu does not exist. Make sure the required "
                 "plugin is installed."], "missing-module"),
            (1, ['ValueError: No CmdStan installation found, run command "install_cmdstan"or (re)activate your '
                 "conda environment!"], "not-executable"),
            (1, ['    raise ValueError("The log-likelihood of live "',
                 "ValueError: The log-likelihood of live point is invalid."], "nan"),
            (1, ["FileNotFoundError: Couldn't find a module script at /tmp/x/accuracy/accuracy.py. Module 'accuracy' "
                 "doesn't exist on the Hugging Face Hub either."], "network"),
            # (a name evaluate does not publish may be a typo: no rule)
            (1, ["FileNotFoundError: Couldn't find a module script at /tmp/x/acuracy/acuracy.py. Module 'acuracy' "
                 "doesn't exist on the Hugging Face Hub either."], "unclassified"),
            (1, ["ValueError: Expected value argument (Tensor of shape (128, 2)) to be within the support "
                 "(IndependentConstraint(Real(), 1)) of the distribution MultivariateNormal(loc: torch.Size([2]), "
                 "covariance_matrix: torch.Size([2, 2])), but found invalid values:",
                 "tensor([[        nan,         nan],", "        [        nan,         nan]], grad_fn=<CatBackward0>)"],
             "nan"),
            (124, ["/x/torchvision/io/image.py:13: UserWarning: Failed to load image Python extension: 'Could not "
                   "load this library: /x/image.so'", "  warn(", "Finished epoch:50 | Generator Loss : 2.1162",
                   "Done Training ..."], "timeout")):
        found = diagnose(ev(code, tail))
        assert found.rule == f"default:{rule}", tail
    assert diagnose(ev(124, ["Traceback (most recent call last):", "RuntimeError: failed"])).rule != "default:timeout"


def test_the_review_of_rounds_158_to_162s_rules() -> None:
    """A script's own print of such words when it went on without the package (NVIDIA DALI's example), cmdstanr's
    warning in R and cmdstanpy's log line are not why a later failure happened; a Python warning stays the
    evidence when it is the only error-looking line (it may be the only clue)."""
    dali = ["ImportError: Please install DALI from https://www.github.com/NVIDIA/DALI to run this example.",
            "=> creating model 'resnet50'", "Traceback (most recent call last):", '  File "main.py", line 9, in <module>',
            "    train()"]
    for code, tail, rule in (
            (1, [*dali, "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB"], "oom"),
            (1, [*dali, "requests.exceptions.ConnectionError: [Errno 101] Network is unreachable"], "network"),
            (1, ["ImportError: Missing optional dependency 'tabulate'.", "Traceback (most recent call last):",
                 "FloatingPointError: Minimum loss scale reached (0.0001)."], "nan"),
            (1, ["CmdStan path not set. No CmdStan installation found in the path specified by the environment "
                 "variable 'CMDSTAN'.", "Error: cannot allocate vector of size 7.5 Gb", "Execution halted"], "oom"),
            (1, ["10:00:00 - cmdstanpy - INFO - No CmdStan installation found.",
                 "numpy.core._exceptions._ArrayMemoryError: Unable to allocate 58.0 GiB for an array"], "oom")):
        assert diagnose(ev(code, tail)).rule == f"default:{rule}", tail
    warned = "/x/y.py:10: UserWarning: CUDA initialization: Unexpected error from cudaGetDeviceCount(). Error 804"
    assert diagnose(ev(1, [warned, "Exiting"])).evidence == warned
    assert diagnose(ev(1, [warned, "RuntimeError: no device", "Exiting"])).evidence == "RuntimeError: no device"


def test_rounds_163_to_166s_r_scripts_and_timeouts() -> None:
    """R as Rscript runs it: its parser's `unexpected symbol`, a script it cannot open (exit 2), caret's missing
    packages, an error whose message says a value went NaN or infinite (not R's check of the data given, `NA/NaN/Inf
    in 'y'`); a DataLoader worker ended by the SIGTERM `timeout` sent."""
    halted = ["Calls: f -> g", "Execution halted"]
    for code, tail, rule in (
            (1, ['Error: unexpected symbol in "fit <- nnet(Species ~ ., data = iris, size = 4 maxit"',
                 "Execution halted"], "syntax-error"),
            (2, ["Fatal error: cannot open file 'train_model.R': No such file or directory"], "cannot-open-file"),
            (1, ["Error: Required packages are missing: xgboost", "Execution halted"], "missing-module"),
            (1, ["Error in DEoptim(f, lower = c(-1, -1), upper = c(5, 5)) : ", "  NaN value of objective function! ",
                 "Perhaps adjust the bounds.", "In addition: Warning messages:", "1: In log(x) : NaNs produced",
                 "Execution halted"], "nan"),
            (1, ["Error in fitTMB(TMBStruc) : ", "  negative log-likelihood is NaN at starting parameter values",
                 *halted], "nan"),
            (1, ["Error in checkwz(wz, M, trace = trace) : ",
                 "  Some elements in the working weights variable 'wz' are not finite", *halted], "nan"),
            (1, ["Error in is.nloptr(ret) : objective in x0 returns NA", *halted], "nan"),
            (1, ["Error in lm.wfit(x, y, w = w, offset = offset) : NA/NaN/Inf in 'y'", *halted], "unclassified"),
            (1, ["Error in nnet.default(x, y) : NA/NaN/Inf in foreign function call (arg 2)", *halted], "unclassified"),
            (1, ["Error: value is NaN, not finite"], "unclassified"),  # (no R script halted: not R's error)
            (124, ["  File \"/x/torch/utils/data/_utils/signal_handling.py\", line 73, in handler",
                   "    _error_if_any_worker_fails()",
                   "RuntimeError: DataLoader worker (pid 848) is killed by signal: Terminated. "], "timeout")):
        assert diagnose(ev(code, tail)).rule == f"default:{rule}", tail
    assert diagnose(ev(1, ["RuntimeError: DataLoader worker (pid 848) is killed by signal: Terminated. "])).rule \
        == "default:worker-killed"


def test_a_library_that_cannot_be_mapped_and_a_zip_writer_that_failed_at_its_end() -> None:
    """The loader's `failed to map segment from shared object` under an address-space limit is out of memory
    (a noexec mount's `Operation not permitted` is not); torch.save's zip writer failing as it closes the file
    (`write_end_of_file()`, then the C++ stream's `basic_ios::clear: iostream error`) is a full disk, the same
    error from any other C++ stream names no cause."""
    trace = ['  File "/x/torch/serialization.py", line 834, in __exit__', "    self.file_like.write_end_of_file()"]
    for code, tail, rule in (
            (1, ["    from torch._C import *  # noqa: F403", "    ^^^^^^^^^^^^^^^^^^^^^^",
                 "ImportError: libtorch_cpu.so: failed to map segment from shared object"], "oom"),
            (127, ["./train: error while loading shared libraries: libcudart.so.12: failed to map segment from "
                   "shared object: Operation not permitted"], "not-executable"),
            (1, [*trace, "RuntimeError: basic_ios::clear: iostream error"], "disk-full"),
            (1, [*trace, "    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^", "RuntimeError: basic_ios::clear: iostream error"],
             "disk-full"),
            (134, ["terminate called after throwing an instance of 'std::__ios_failure'",
                   "  what():  basic_ios::clear: iostream error"], "unclassified")):
        assert diagnose(ev(code, tail)).rule == f"default:{rule}", tail


def test_a_distribution_not_installed_in_pythons_own_words() -> None:
    """`importlib.metadata` and setuptools saying a distribution is not installed, and a library asking that one be
    (accelerate's `Please ensure that either Transformer Engine or torchao is installed.`), as the exception the task
    died of: a missing module; conda's `PackageNotFoundError` about its channels is not; nor such words printed
    before another failure."""
    for tail, rule in (
            (["importlib.metadata.PackageNotFoundError: No package metadata was found for torchvision"], "missing-module"),
            (["pkg_resources.DistributionNotFound: The 'tqdm>=4.27' distribution was not found and is required by "
              "the application"], "missing-module"),
            (["RuntimeError: FP8 is not available on this machine. Please ensure that either Transformer Engine or "
              "torchao is installed."], "missing-module"),
            (["PackageNotFoundError: Package missing in current osx-64 channels:", "  - outrigger"], "unclassified"),
            (["RuntimeError: FP8 is not available on this machine. Please ensure that either Transformer Engine or "
              "torchao is installed.", "falling back to bf16", "Traceback (most recent call last):",
              "KeyError: 'labels'"], "unclassified")):
        assert diagnose(ev(1, tail)).rule == f"default:{rule}", tail


def test_a_name_its_package_removed() -> None:
    """scikit-learn's `from sklearn.datasets import load_boston`: a bare `ImportError:` and, on the next line, the
    name `has been removed from scikit-learn since version 1.2`: an import of a name the installed package does not
    have; the same words in a program's own message about something else are not."""
    tail = ["    from sklearn.datasets import load_boston",
            '  File "/x/sklearn/datasets/__init__.py", line 164, in __getattr__', "    raise ImportError(msg)",
            "ImportError: ", "`load_boston` has been removed from scikit-learn since version 1.2.", "",
            "The Boston housing prices dataset has an ethical problem."]
    assert diagnose(ev(1, tail)).rule == "default:import-name"
    assert diagnose(ev(1, ["ImportError: `load_boston` has been removed from scikit-learn since version 1.2."])).rule \
        == "default:import-name"
    assert diagnose(ev(1, ["Warning: the checkpoint has been removed", "KeyError: 'state_dict'"])).rule \
        == "default:unclassified"


def test_openblas_out_of_buffers() -> None:
    """OpenBLAS that could not allocate its buffers (under `prlimit --as`): out of memory."""
    assert diagnose(ev(1, ["OpenBLAS error: Memory allocation still failed after 10 retries, giving up."])).rule \
        == "default:oom"


def test_the_review_of_rounds_167_to_171s_failures() -> None:
    """A library built into a temporary or cache folder that the loader cannot map (a noexec mount: Triton's,
    torch's extensions) is no out of memory, nor LD_PRELOAD's note the program went on from; `Please make sure ...
    is installed` about a driver, a GPU, Java or a dataset is no missing Python module."""
    for tail in (["ImportError: /tmp/x/_ctypes_copy.so: failed to map segment from shared object"],
                 ["ImportError: /root/.triton/cache/x/cuda_utils.so: failed to map segment from shared object"],
                 ["ERROR: ld.so: object 'x.so' from LD_PRELOAD cannot be preloaded (failed to map segment from shared "
                  "object): ignored", "ValueError: bad value"],
                 ["RuntimeError: CUDA driver not found. Please ensure that the NVIDIA driver is installed."],
                 ["RuntimeError: No CUDA GPUs are available. Please make sure that a GPU is installed and visible."],
                 ["FileNotFoundError: Dataset not found. Please make sure the dataset is installed in ./data"],
                 ["Exception: Please make sure that Java is installed and JAVA_HOME is set."]):
        assert diagnose(ev(1, tail)).rule == "default:unclassified", tail
    assert diagnose(ev(1, ["ImportError: Please make sure that `soundfile` is installed."])).rule \
        == "default:missing-module"


def test_a_solver_diverging_in_its_own_words_and_pandas_without_an_engine() -> None:
    """scikit-learn's SGD diverging (`Floating-point under-/overflow occurred at epoch #1`), its solver's weights
    gone non-finite, SciPy's least squares whose model is not finite where it starts: nan; pandas finding neither
    parquet engine installed (`Unable to find a usable engine; tried using: 'pyarrow', 'fastparquet'`): a missing
    module; scikit-learn's check of its input (`Input contains NaN.`) stays unclassified (the collectors are split)."""
    for line, rule in (
            ("ValueError: Floating-point under-/overflow occurred at epoch #1. Scaling input data with StandardScaler "
             "or MinMaxScaler might help.", "nan"),
            ("ValueError: Solver produced non-finite parameter weights. The input data may contain large values and "
             "need to be preprocessed.", "nan"),
            ("ValueError: Residuals are not finite in the initial point.", "nan"),
            ("ImportError: Unable to find a usable engine; tried using: 'pyarrow', 'fastparquet'.", "missing-module"),
            ("ValueError: Input contains NaN.", "unclassified")):
        assert diagnose(ev(1, [line])).rule == f"default:{rule}", line


def test_a_c_tools_refused_option_before_a_long_usage_is_a_usage_error() -> None:
    """getopt's refusal (`unknown option: -z`, `train: invalid option -- 'z'`) on the line before the usage
    the tool prints, however many lines of options follow (liblinear prints 40); not when the task failed
    after them, nor a usage printed without a refusal before it."""
    options = [f"-{c} value : set the {c} parameter (default 1)" for c in "abcdefghijklmnop"]
    assert diagnose(ev(1, ["unknown option: -z", "Usage: train [options] training_set_file [model_file]",
                           "options:", *options])).rule == "default:usage-error"
    assert diagnose(ev(1, ["train: invalid option -- 'z'", "Usage: train [options] file", *options])).rule \
        == "default:usage-error"
    assert diagnose(ev(1, ["train: invalid option -- 'z'", "Usage: train [options] file", *options,
                           "Traceback (most recent call last):", '  File "t.py", line 3, in <module>',
                           *["    x = 1"] * 4, "ValueError: bad data"])).rule == "default:unclassified"
    assert diagnose(ev(1, ["Loading data", "Usage: train [options] file", *options])).rule == "default:unclassified"
    git = ["Unknown option: -C", "usage: git [--version] [--help] [-c name=value]", *["           [--bare]"] * 6,
           "submitit ERROR (2021-04-06 17:49:15,714) - Submitted job triggered an exception",
           "Traceback (most recent call last):", *[f'  File "runpy.py", line {n}, in _run_module_as_main' for n in range(8)]]
    assert diagnose(ev(1, git)).rule == "default:unclassified"  # (a child's refusal; the job failed after it)


def test_rounds_177_to_181s_failures() -> None:
    """Exit 124 after lines a program went on from: a logger's warning however its prefix is worded (Open3D's
    `[Open3D WARNING] GLFW Error: ...`), a graphical library's `error: XDG_RUNTIME_DIR is invalid ...` on a
    machine with no session; not after an error of the program's own."""
    open3d = ["Access transformation to get result.", "error: XDG_RUNTIME_DIR is invalid or not set in the environment.",
              "\x1b[1;33m[Open3D WARNING] GLFW Error: Failed to detect any supported platform\x1b[0;m",
              "[Open3D INFO] [Visualizer] No display detected, falling back to EGL offscreen rendering."]
    assert diagnose(ev(124, open3d)).rule == "default:timeout"
    assert diagnose(ev(124, ["epoch 1", "WARNING:root:cannot read frame 12, skipped", "epoch 2"])).rule \
        == "default:timeout"
    assert diagnose(ev(124, [*open3d, "error: could not open /data/scan.ply"])).rule == "default:unclassified"
    # (but a warning that names a cause the later rules know is why the task ran out of time)
    assert diagnose(ev(124, ["epoch 1", "WARNING:root:worker failed: OSError: [Errno 28] No space left on device"])).rule \
        == "default:disk-full"
    assert diagnose(ev(124, ["[2024-01-01 12:00:00,123][__main__][WARNING] - Worker 3 failed: RuntimeError: CUDA out of "
                             "memory. Tried to allocate 2.00 GiB"])).rule == "default:oom"
    assert diagnose(ev(124, ["2024-01-01 12:00:00 - WARNING - Connection refused, retrying in 5s"])).rule == "default:network"


def test_rounds_177_to_181s_missing_packages() -> None:
    """A library's ImportError quoting the packages it needs (PyG's `'NeighborSampler' requires either 'pyg-lib' or
    'torch-sparse'`) or saying one is required (pandas' `matplotlib is required for plotting`) is a missing module;
    not a Python version required, nor quotes that name no package."""
    def died(last: str) -> str:
        return diagnose(ev(1, ["Traceback (most recent call last):", '  File "train.py", line 9, in <module>', last])).rule
    assert died("ImportError: 'NeighborSampler' requires either 'pyg-lib' or 'torch-sparse'") == "default:missing-module"
    assert died("ImportError: 'knn' requires 'torch-cluster'") == "default:missing-module"
    assert died('ImportError: matplotlib is required for plotting when the default backend "matplotlib" is selected.') \
        == "default:missing-module"
    assert died("ImportError: Python 3.12 is required") == "default:unclassified"
    assert died("ImportError: Python3.8 is required") == "default:unclassified"
    assert died("ImportError: CUDA is required to use the WeightSyncWorker") == "default:unclassified"
    assert died("ImportError: ffmpeg is required to save animations") == "default:unclassified"
    assert died("ImportError: numpy is required to be version 1.20 or later, found 1.19") == "default:unclassified"
    assert died("ImportError: 'radius' requires 'r' to be positive") == "default:unclassified"


def test_rounds_182_to_186s_failures() -> None:
    """multiprocessing's semaphore where /dev/shm is full (`OSError: [Errno 28] No space left on device` raised by
    `_multiprocessing.SemLock(`) is shared memory, not the disk; an installed package's library the loader cannot map
    is out of memory also in a virtualenv under /tmp (but not an extension built in /tmp)."""
    semlock = ["Traceback (most recent call last):",
               '  File "/usr/lib/python3.11/multiprocessing/synchronize.py", line 57, in __init__',
               "    sl = self._semlock = _multiprocessing.SemLock(",
               "                         ^^^^^^^^^^^^^^^^^^^^^^^^^", "OSError: [Errno 28] No space left on device"]
    assert diagnose(ev(1, semlock)).rule == "default:shared-memory"
    written = ["Traceback (most recent call last):", '  File "train.py", line 3, in save', "    f.write(b)",
               "OSError: [Errno 28] No space left on device"]
    assert diagnose(ev(1, written)).rule == "default:disk-full"
    venv = ("ImportError: /tmp/venv/lib/python3.11/site-packages/matplotlib/_image.cpython-311-x86_64-linux-gnu.so: "
            "failed to map segment from shared object")
    assert diagnose(ev(1, ["Traceback (most recent call last):", "    from matplotlib import _image", venv])).rule \
        == "default:oom"
    built = "ImportError: /tmp/torch_extensions/fused/fused.so: failed to map segment from shared object"
    assert diagnose(ev(1, ["Traceback (most recent call last):", "    import fused", built])).rule != "default:oom"
    pip = ("ImportError: /tmp/pip-build-env-ot0llisc/overlay/lib/python3.11/site-packages/numpy/core/"
           "_multiarray_umath.cpython-311-x86_64-linux-gnu.so: failed to map segment from shared object")
    assert diagnose(ev(1, ["Traceback (most recent call last):", "    import numpy", pip])).rule != "default:oom"
    # (Python 3.13 prints the whole call under its frame; torchrun prefixes each line with the rank)
    py313 = ['  File "/usr/lib/python3.13/multiprocessing/synchronize.py", line 57, in __init__',
             "    sl = self._semlock = _multiprocessing.SemLock(", "                         ~~~~~~~~~~~~~~~~~~~~~~~~^",
             "        kind, value, maxvalue, self._make_name(),", "        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
             "        unlink_now)", "        ^^^^^^^^^^^", "OSError: [Errno 28] No space left on device"]
    assert diagnose(ev(1, ["Traceback (most recent call last):", *py313])).rule == "default:shared-memory"
    assert diagnose(ev(1, [f"[rank0]: {line}" for line in semlock])).rule == "default:shared-memory"
    # a tool that cannot find the program it runs (libsvm's grid.py); getopt's refusals with no usage after them
    assert diagnose(ev(1, ["svm-train executable not found", 'Try "grid.py" for more information.'])).rule \
        == "default:not-executable"
    assert diagnose(ev(1, ["gnuplot executable not found", "epoch 1", "Traceback (most recent call last):",
                           '  File "t.py", line 2', "ValueError: bad"])).rule == "default:unclassified"
    weka = ["weka: invalid option -- 'P'", "weka: invalid option -- 'X'", "weka: invalid option -- 'W'", "Terminating..."]
    assert diagnose(ev(1, weka)).rule == "default:usage-error"
    # command-line tools outside Python: the loader unable to map a library under a memory limit (exit 127, still
    # out of memory); JAGS' model parser; OpenNLP's refused parameters before its usage; XGBoost's pointer to its help
    loader = ["darknet: error while loading shared libraries: libaom.so.3: failed to map segment from shared object"]
    assert diagnose(ev(127, loader)).rule == "default:oom"
    jags = ["Loading module: bugs: ok", "", "Error parsing model file:", 'syntax error on line 4 near "]"']
    assert diagnose(ev(1, jags)).rule == "default:syntax-error"
    opennlp = ["Unrecognized parameters encountered: [-epochs, 20]", "Usage: opennlp DoccatTrainer -lang language -model "
               "modelFile", "", "Arguments description:", *[f"\t-option{n} value{n}" for n in range(12)]]
    assert diagnose(ev(1, opennlp)).rule == "default:usage-error"
    xgb = ["Error running xgboost:", "", "Out of range value for learning_rate, value='1e200'",
           "Use xgboost -h for showing help information."]
    assert diagnose(ev(1, xgb)).rule == "default:usage-error"
    crashed = ["Error running xgboost:", "", "[08:46:58] ./src/objective/regression_obj.cu:148: label must be in [0,1] for "
               "logistic regression", "Stack trace:", "  [bt] (0) xgboost(dmlc::LogMessageFatal::~LogMessageFatal()+0x79)",
               "  [bt] (8) xgboost(+0x3b1a1) [0x55f018d971a1]", "", "", "Use xgboost -h for showing help information."]
    assert diagnose(ev(1, crashed)).rule == "default:unclassified"  # (the CLI points to its help after every error)
    checked = ["Error running xgboost:", "", "[08:46:58] ../src/data/data.cc:445: Check failed: valid: Label contains NaN",
               "Use xgboost -h for showing help information."]
    assert diagnose(ev(1, checked)).rule == "default:unclassified"
    assert diagnose(ev(1, ["Error writing model: No space left on device", "Use fasttext -h for help."])).rule \
        == "default:disk-full"
    # (a script's getopt(1) refuses an option and the script goes on; a tool's warning it goes on from)
    assert diagnose(ev(1, ["run.sh: invalid option -- 'x'", "Traceback (most recent call last):", '  File "t.py", line 2',
                           "    main()", "RuntimeError: CUDA error: out of memory"])).rule == "default:oom"
    assert diagnose(ev(1, ["gnuplot executable not found", "[Errno 28] No space left on device",
                           'Try "grid.py" for more information.'])).rule == "default:disk-full"
    # (a library under /tmp the loader cannot map may be a noexec mount's; older glibc says why)
    assert diagnose(ev(127, ["./train: error while loading shared libraries: /tmp/build/lib/libfoo.so: failed to map "
                             "segment from shared object"])).rule == "default:not-executable"
    assert diagnose(ev(127, ["./train: error while loading shared libraries: libcudart.so.11.0: failed to map segment "
                             "from shared object: Cannot allocate memory"])).rule == "default:oom"



def test_rounds_187_to_191s_failures() -> None:
    """A modelling library that could not run its solver (PuLP's `PuLP: cannot execute glpsol`, Pyomo's `No executable
    found for solver 'glpk'`) is not-executable."""
    pulp = ["Traceback (most recent call last):", '  File "diet.py", line 30, in <module>',
            '    raise PulpSolverError("PuLP: cannot execute " + self.path)',
            "pulp.apis.core.PulpSolverError: PuLP: cannot execute glpsol"]
    assert diagnose(ev(1, pulp)).rule == "default:not-executable"
    pyomo = ["Traceback (most recent call last):", "pyomo.common.errors.ApplicationError: No executable found for solver 'glpk'"]
    assert diagnose(ev(1, pyomo)).rule == "default:not-executable"
    assert diagnose(ev(1, ["Traceback (most recent call last):", '  File "t.py", line 2', "ValueError: bad",
                           "Try 'train --help' for more information."])).rule == "default:unclassified"


def test_rounds_192_to_196s_failures() -> None:
    """glibc's loader with no memory for a thread's TLS block under an address-space limit (`cannot allocate memory for
    thread-local data: ABORT`, exit 127) is out of memory, not a command that could not run; its static-TLS
    complaint, a library built for another TLS model, is not."""
    assert diagnose(ev(127, ["cannot allocate memory for thread-local data: ABORT"])).rule == "default:oom"
    static = ["ImportError: /usr/lib/aarch64-linux-gnu/libgomp.so.1: cannot allocate memory in static TLS block"]
    assert diagnose(ev(1, static)).rule != "default:oom"
    # a C++ tool's options refusing a value, through its Python binding too; spaCy's check of its scores
    vw = ["Traceback (most recent call last):", '  File "vw.py", line 15, in <module>',
          "RuntimeError: Error: 'logistc' is not a valid choice for option --loss_function. Please select from "
          "{classic, expectile, hinge, logistic, poisson, quantile, squared}"]
    assert diagnose(ev(1, vw)).rule == "default:usage-error"
    assert diagnose(ev(1, ["the argument ('abc') for option '--passes' is invalid"])).rule == "default:usage-error"
    spacy = ['  File "spacy/pipeline/tagger.pyx", line 174, in spacy.pipeline.tagger.Tagger.update',
             "ValueError: [E940] Found NaN values in scores."]
    assert diagnose(ev(1, spacy)).rule == "default:nan"
    # curl's refused connection, as git prints it; pyGAM's fit gone off
    git = ["Cloning into 'deap-git'...", "fatal: unable to access 'http://127.0.0.1:9/deap.git/': Failed to connect to "
           "127.0.0.1 port 9 after 0 ms: Couldn't connect to server"]
    assert diagnose(ev(128, git)).rule == "default:network"
    pygam = ["Traceback (most recent call last):", "ValueError: PIRLS optimization has diverged.",
             "Try increasing regularization, or specifying an initial value for self.coef_"]
    assert diagnose(ev(1, pygam)).rule == "default:nan"


def test_numpys_partial_write_is_a_full_disk() -> None:
    """numpy's `tofile` cut short, not only at its start (equinox's serialisation on a full tmpfs: `OSError: 1048576
    requested and 981920 written`); every byte written is no failure of the disk."""
    assert diagnose(ev(1, ["OSError: 1048576 requested and 981920 written"])).rule == "default:disk-full"
    assert diagnose(ev(1, ["OSError: 726725 requested and 0 written"])).rule == "default:disk-full"
    assert diagnose(ev(1, ["OSError: 4096 requested and 4096 written"])).rule != "default:disk-full"


def test_the_review_of_rounds_192_to_201s_failures() -> None:
    """Another program's warning in spaCy's or pyGAM's words, a wait loop's curl before the task ran, are not what the
    task died of; the loader's static-TLS refusal is a library that cannot load (fatal), not a retry."""
    spacy_like = ["Warning: Found NaN values in scores for gpt2", "Traceback (most recent call last):", "KeyError: 'id'"]
    assert diagnose(ev(1, spacy_like)).rule == "default:unclassified"
    pygam_warned = ["pygam.py:1856: UserWarning: PIRLS optimization has diverged.", "on model with params:", "skipping...",
                    "Traceback (most recent call last):", "KeyError: 'target'"]
    assert diagnose(ev(1, pygam_warned)).rule == "default:unclassified"
    waited = ["curl: (7) Failed to connect to localhost port 8000 after 0 ms: Couldn't connect to server",
              "Traceback (most recent call last):", "AssertionError"]
    assert diagnose(ev(1, waited)).rule == "default:unclassified"
    static = ["ImportError: /usr/lib/aarch64-linux-gnu/libgomp.so.1: cannot allocate memory in static TLS block"]
    assert diagnose(ev(1, static)).rule == "default:missing-module"


def test_rounds_202_to_206s_failures() -> None:
    """pydot without Graphviz's `dot` is not-executable; guild's pointer to a command's help under its one-line refusal
    a usage error; Python's float overflow as the exception a run died of a divergence (river at a learning rate of
    1e300), not an integer out of a type's bounds."""
    assert diagnose(ev(1, ["Traceback (most recent call last):",
                           'FileNotFoundError: [Errno 2] "dot" not found in path.'])).rule == "default:not-executable"
    guild = ["guild: unsupported flag 'lrate'",
             "Try 'guild run train.py --help-op' for a list of flags or use --force-flags to skip this check."]
    assert diagnose(ev(1, guild)).rule == "default:usage-error"
    for said in ("OverflowError: (34, 'Numerical result out of range')", "OverflowError: math range error"):
        assert diagnose(ev(1, ["Traceback (most recent call last):", said])).rule == "default:nan"
    bounds = ["Traceback (most recent call last):", "OverflowError: Python integer 4294967296 out of bounds for uint32"]
    assert diagnose(ev(1, bounds)).rule == "default:unclassified"
    # (a test's overflow above a runner's summary, or one caught before another error, is not what the task died of)
    tested = ["Traceback (most recent call last):", "OverflowError: math range error", "", "Ran 12 tests in 0.003s", "",
              "FAILED (errors=1)"]
    assert diagnose(ev(1, tested)).rule != "default:nan"
    caught = ["OverflowError: math range error", "[W 2026-12-06 11:02:03] Trial 3 failed", "Traceback (most recent call last):",
              '  File "tune.py", line 40, in <module>', "    print(study.best_trial.user_attrs['acc'])", "KeyError: 'acc'"]
    assert diagnose(ev(1, caught)).rule != "default:nan"


def test_round_207s_failures() -> None:
    """GNU tar's refused option exits 64 (sysexits' EX_USAGE) with its pointer to help: a usage error; zstd's
    `Allocation error : not enough memory`: out of memory."""
    tar = ["tar: unrecognized option '--exlcude=.git'", "Try 'tar --help' or 'tar --usage' for more information."]
    assert diagnose(ev(64, tar)).rule == "default:usage-error"
    assert diagnose(ev(11, ["zstd: error 11 : Allocation error : not enough memory "])).rule == "default:oom"


def test_round_211s_failures() -> None:
    """LightGBM's writer cut short on a full disk (`wrote 65536 of 473938 bytes`); nbconvert without pandoc: a program
    it runs is missing."""
    lgb = ["Traceback (most recent call last):",
           "lightgbm.basic.LightGBMError: Cannot write binary data to /tmp/f/model.txt, wrote 65536 of 473938 bytes"]
    assert diagnose(ev(1, lgb)).rule == "default:disk-full"
    pandoc = ["Traceback (most recent call last):", "nbconvert.utils.pandoc.PandocMissing: Pandoc wasn't found.",
              "Please check that pandoc is installed:", "https://pandoc.org/installing.html"]
    assert diagnose(ev(1, pandoc)).rule == "default:not-executable"


def test_rounds_217_to_219s_failures() -> None:
    """A database backend not installed (csvkit), a library that cannot import the package it names (hyperopt's
    SparkTrials); jq's parser; pytest-timeout's limit on a test; a fit whose step went NaN (lifelines); a tool's
    refusal of options given together (accelerate) - each with what must stay as it was."""
    csvkit = ["ImportError: You don't appear to have the necessary database backend installed for connection string "
              "you're trying to use. Available backends include:", "", "PostgreSQL:\tpip install psycopg2",
              "MySQL:\t\tpip install mysql-connector-python OR pip install mysqlclient", "",
              "For details on connection strings and other backends, please see the SQLAlchemy documentation on dialects at:",
              "", "https://www.sqlalchemy.org/docs/dialects/"]
    assert diagnose(ev(1, csvkit)).rule == "default:missing-module"
    spark = ["    raise Exception(", "Exception: SparkTrials cannot import pyspark classes.  Make sure that PySpark is "
             "available in your environment.  E.g., try running 'import pyspark'"]
    assert diagnose(ev(1, spark)).rule == "default:missing-module"
    jq = ["jq: error: syntax error, unexpected $end, expecting '}' (Unix shell quoting issues?) at <top-level>, line 1:",
          ".[] | select(.id > 1) | {name: .name", "jq: 1 compile error"]
    assert diagnose(ev(3, jq)).rule == "default:syntax-error"
    assert diagnose(ev(5, ["jq: error (at <stdin>:0): Cannot index array with \"name\""])).rule == "default:unclassified"
    timed = ["E           Failed: Timeout (>5.0s) from pytest-timeout.", "", "tests/test_slow_export.py:10: Failed",
             "FAILED tests/test_slow_export.py::test_export_finishes - Failed: Timeout (>5....",
             "============================== 1 failed in 6.11s =============================="]
    assert diagnose(ev(1, timed)).rule == "default:timeout"
    fit = ["    raise exceptions.ConvergenceError(", "lifelines.exceptions.ConvergenceError: delta contains nan value(s). "
           "Convergence halted. Please see the following tips in the lifelines documentation"]
    assert diagnose(ev(1, fit)).rule == "default:nan"
    singular = ["lifelines.exceptions.ConvergenceError: Convergence halted due to matrix inversion problems."]
    assert diagnose(ev(1, singular)).rule == "default:unclassified"
    modes = ["    raise ValueError(", "ValueError: You can only use one of `--cpu`, `--multi_gpu`, `--tpu`, `--use_deepspeed`, "
             "`--use_fsdp` at a time."]
    assert diagnose(ev(1, modes)).rule == "default:usage-error"
    assert diagnose(ev(1, ["ValueError: You can only use one of a or b at a time."])).rule == "default:unclassified"


def test_rounds_220_to_222s_failures() -> None:
    """A library's optional backend that could not be imported (darts); a name a package removed, reached as an
    attribute (reservoirpy's DeprecatedError)."""
    darts = ["    raise exception", "ImportError: The `(Py)Torch` module could not be imported. To enable (Py)Torch support "
             "in Darts, follow the detailed instructions in the installation guide: https://github.com/unit8co/darts"]
    assert diagnose(ev(1, darts)).rule == "default:missing-module"
    removed = ['    raise type.DeprecatedError(f"reservoirpy.{attr} has been removed in ReservoirPy v0.4.0.")',
               "reservoirpy.type.DeprecatedError: reservoirpy.verbosity has been removed in ReservoirPy v0.4.0."]
    assert diagnose(ev(1, removed)).rule == "default:import-name"
    assert diagnose(ev(1, ["KeyError: 'user 42 has been removed'"])).rule == "default:unclassified"


def test_the_review_of_rounds_217_to_222s_rules() -> None:
    """A parser's `syntax error, unexpected` counts among the last lines only (not an earlier tool's error the task
    went on from, nor such words quoted in a test's assertion); pytest-timeout is the cause only when every failure
    pytest lists is its timeout; an ImportError that says a package IS installed is no missing module; options named
    far from the words that refuse them together are no usage error."""
    jq_then_oom = ["jq: error: syntax error, unexpected INVALID_CHARACTER (Unix shell quoting issues?) at <top-level>, line 1:",
                   "jq: 1 compile error", "epoch 1 loss 0.5", "epoch 2 loss 0.4", "epoch 3 loss 0.3", "epoch 4 loss 0.3",
                   "epoch 5 loss 0.2", "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB"]
    assert diagnose(ev(1, jq_then_oom)).rule == "default:oom"
    quoted = ["E       AssertionError: assert 'syntax error, unexpected end of file' == 'ok'",
              "FAILED tests/test_parse.py::test_eof - AssertionError: assert 'syntax error, unexpected end of file' == 'ok'",
              "========================= 1 failed, 3 passed in 0.21s ========================="]
    assert diagnose(ev(1, quoted)).rule == "default:unclassified"
    assert diagnose(ev(255, ["PHP Parse error:  syntax error, unexpected token \"}\" in /app/x.php on line 3"])).rule \
        == "default:syntax-error"
    both = ["FAILED tests/test_train.py::test_train - Failed: Timeout (>300.0s) from pytest-timeout.",
            "FAILED tests/test_b.py::test_value - AssertionError: assert 1 == 2",
            "========================= 2 failed, 20 passed in 320.1s ========================="]
    assert diagnose(ev(1, both)).rule == "default:unclassified"
    assert diagnose(ev(1, both[:1] + both[2:])).rule == "default:timeout"
    mismatch = ["ImportError: The torchvision package installed (0.15.0) is not compatible with the torch package installed (2.1.0)."]
    assert diagnose(ev(1, mismatch)).rule == "default:unclassified"
    far = ["RuntimeError: DDP with find_unused_parameters cannot be used with static_graph; this is a long explanation of "
           "why, see the documentation of the launcher and --help for more"]
    assert diagnose(ev(1, far)).rule == "default:unclassified"


def test_rounds_223_to_227s_failures() -> None:
    """tyro's refusal in its box (exit 2); a program's last words asking for a package; NumPyro finding no start its
    model can evaluate; options refused together in a tool's words (TensorBoard)."""
    tyro = ["│ Unrecognized options: --max_step, 500                                        │",
            "│ Perhaps you meant:                                                           │",
            "│     --max-steps INT                                                          │",
            "╰──────────────────────────────────────────────────────────────────────────────╯"]
    assert diagnose(ev(2, tyro)).rule == "default:usage-error"
    parse = ["│ Error parsing --batch-size: invalid literal for int() with base 10: '3e2'    │", "╰──────╯"]
    assert diagnose(ev(2, parse)).rule == "default:usage-error"
    asks = ["MNIST: 2026-12-06 13:51:23,588 [INFO] ConvNetPolicy.num_params = 11274",
            "You need to install torchvision for this task.", "  pip install torchvision"]
    assert diagnose(ev(1, asks)).rule == "default:missing-module"
    assert diagnose(ev(1, ["To reproduce, run:", "  pip install torchvision", "Traceback (most recent call last):",
                           "KeyError: 'label'"])).rule == "default:unclassified"
    start = ["    raise RuntimeError(", "RuntimeError: Cannot find valid initial parameters. Please check your model again."]
    assert diagnose(ev(1, start)).rule == "default:nan"
    both = ["TensorFlow installation not found - running with reduced feature set.",
            "Error: May not specify both --logdir and --logdir_spec"]
    assert diagnose(ev(1, both)).rule == "default:usage-error"
    assert diagnose(ev(1, ["Error: May not specify both a train and a test file"])).rule == "default:unclassified"


def test_the_review_of_rounds_223_to_227s_rules() -> None:
    """A program's words asking for a package count only as its very last words (not a package it goes on without,
    not a program, not with an exception or another failure after them); tyro's refusal only in its box among the
    last lines and not under make's failure; `both` refuses options only with an option right after it."""
    oom = ["torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB",
           "You need to install nvidia-ml-py to report GPU memory usage."]
    assert diagnose(ev(1, oom)).rule == "default:oom"
    assert diagnose(ev(1, ["Traceback (most recent call last):", "ConnectionResetError: [Errno 104] Connection reset by peer",
                           "You need to install wandb to use the WandbLogger. Logging locally instead."])).rule == "default:network"
    assert diagnose(ev(1, ["You need to install ffmpeg to decode mp3 files."])).rule == "default:unclassified"
    assert diagnose(ev(1, ["ConnectionError: HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded",
                           "  pip3 install hf_transfer"])).rule == "default:network"
    assert diagnose(ev(1, ["You need to install torchvision for this task.", "  pip install pillow"])).rule == "default:unclassified"
    made = ["Unrecognized options: foo (ignored)", "torch.cuda.OutOfMemoryError: CUDA out of memory.",
            "make: *** [Makefile:3: train] Error 1"]
    assert diagnose(ev(2, made)).rule == "default:oom"
    assert diagnose(ev(1, ["RuntimeError: cannot use both CPU and CUDA tensors; pass --device cuda"])).rule \
        == "default:unclassified"


def test_round_229s_agent_tools() -> None:
    """The tools an agent runs on a project: a linter or formatter that could not parse a file (ruff, black); mypy
    failing only for a package's stubs not installed; pre-commit's hook whose program is missing; make asked for a
    target it has no rule for (not a file a rule needs)."""
    ruff = ["invalid-syntax: Expected `)`, found newline", " --> mlproj/train.py:4:47", "  |", "Found 1 error."]
    assert diagnose(ev(1, ruff)).rule == "default:syntax-error"
    black = ["error: cannot parse: broken.py:1:6", "    def f(:", "         ^", "ParseError: bad input",
             "would reformat /tmp/proj/mlproj/model.py", "", "Oh no! 💥 💔 💥",
             "1 file would be reformatted, 1 file would be left unchanged, 1 file would fail to reformat."]
    assert diagnose(ev(123, black)).rule == "default:syntax-error"
    stubs = ['mlproj/model.py:2: error: Library stubs not installed for "pandas"  [import-untyped]',
             'mlproj/model.py:2: note: Hint: "python3 -m pip install pandas-stubs"', "Found 1 error in 1 file (checked 1 source file)"]
    assert diagnose(ev(1, stubs)).rule == "default:missing-module"
    mixed = [stubs[0], 'mlproj/train.py:9: error: Incompatible types in assignment (expression has type "str", variable has type "int")',
             "Found 2 errors in 2 files (checked 2 source files)"]
    assert diagnose(ev(1, mixed)).rule == "default:unclassified"
    hook = ["ruff.....................................................................Passed",
            "black....................................................................Failed", "- hook id: black",
            "- exit code: 1", "", "Executable `black` not found", ""]
    assert diagnose(ev(1, hook)).rule == "default:not-executable"
    assert diagnose(ev(2, ["make: *** No rule to make target 'eval'.  Stop."])).rule == "default:usage-error"
    assert diagnose(ev(2, ["make: *** No rule to make target 'src/x.o', needed by 'app'.  Stop."])).rule == "default:unclassified"


def test_the_review_of_round_229s_agent_tools() -> None:
    """A linter's or mypy's report counts only when that tool ran last (its summary among the last lines): not when a
    script went on from it to a test that failed, a network error or an OOM; make's missing target only when it names
    no file (not a path, not an included makefile)."""
    ruff = ["invalid-syntax: Expected `)`, found newline", " --> third_party/legacy/py2util.py:41:14", "Found 1 error."]
    then_net = [*ruff, "Collecting torch", "ERROR: Could not find a version that satisfies the requirement torch",
                       "WARNING: Retrying (Retry(total=4)) after connection broken by 'NewConnectionError(': Failed to "
                       "establish a new connection: [Errno 101] Network is unreachable')'",
                       "ERROR: No matching distribution found for torch"]
    assert diagnose(ev(1, then_net)).rule == "default:network"
    stubs = ['src/pkg/io.py:3: error: Library stubs not installed for "requests"  [import-untyped]',
             "Found 1 error in 1 file (checked 4 source files)"]
    assert diagnose(ev(1, [*stubs, "FAILED tests/test_io.py::test_read - AssertionError: assert 1 == 2",
                                   "========================= 1 failed, 23 passed in 1.20s ========================="])).rule \
        == "default:unclassified"
    assert diagnose(ev(1, [*stubs, "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB"])).rule \
        == "default:oom"
    assert diagnose(ev(2, ["Makefile:3: config.mk: No such file or directory",
                           "make: *** No rule to make target 'config.mk'.  Stop."])).rule == "default:unclassified"
    assert diagnose(ev(2, ["make: *** No rule to make target 'data/processed/train.parquet'.  Stop."])).rule \
        == "default:unclassified"
    assert diagnose(ev(1, ["invalid-syntax: Cannot use `match` statement on Python 3.9 (syntax was added in Python 3.10)",
                           "Found 1 error."])).rule == "default:unclassified"


def test_pytest_cuts_its_summary_line_anywhere() -> None:
    """pytest cuts a summary line at the terminal's width, maybe inside `Timeout` (`Failed: Timeou...`): still
    pytest-timeout's failure; a test that failed otherwise is not."""
    above = ["E           Failed: Timeout (>5.0s) from pytest-timeout.", "", "programs/test_slow_fit.py:9: Failed",
             "=========================== short test summary info ============================"]
    for cut in ("Timeou...", "Timeout (>5....", "Timeout (>5.0s) from pytest-timeout."):
        lines = [*above, f"FAILED programs/test_slow_fit.py::test_fits - Failed: {cut}", "== 1 failed in 7.50s =="]
        assert diagnose(ev(1, lines)).rule == "default:timeout", cut
    other = [*above, "FAILED t.py::test_x - Failed: Timeouts are wrong in my config", "== 1 failed in 7.50s =="]
    assert diagnose(ev(1, other)).rule == "default:unclassified"

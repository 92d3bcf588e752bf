"""Diagnosis: which severity a failed attempt has, and which rule said so.

User rules (`[[rule]]` in savepoint.toml) are tried first, then the default table (docs/diagnosis.md);
the first rule that matches wins and the Diagnosis names it ("user:flaky-gpu", "default:oom")
with its evidence (the matched line, exit status, signal or anomaly).

Writes outside the scope do not change a diagnosis: the failure is diagnosed by its own evidence
and the writes are reported as not rolled back. Only with `--strict-scope` they are FATAL (rule
`outside-scope`), and even then a failure whose own diagnosis is FATAL keeps it. A read-only task
that wrote is FATAL (rule `read-only`). After a rollback, the same failure again with the same
params is FATAL (rule `repeated`) unless its rule retries as is (network, rate limits).

Pure functions over model types: nothing here spawns a process or touches a file.
"""

from __future__ import annotations

import itertools
import re
import signal as signal_module
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from savepoint.decide.decision import succeeded
from savepoint.errors import UsageError
from savepoint.model import Diagnosis, Execution, Severity

EVIDENCE_MAX = 300  # characters of a matched line kept as evidence
OOM_RSS_FRACTION = 0.9  # peak RSS at or above this share of --max-memory counts as "near the limit"


@dataclass
class Evidence:
    """Everything diagnosis looks at for one failed attempt."""

    execution: Execution
    changed_in_scope: bool  # the attempt changed files in scope
    outside_writes: list[str] = field(default_factory=list)  # written outside scope: cannot roll back
    adjustments_configured: bool = False  # --adjust given
    max_memory: int | None = None  # bytes, the --max-memory limit
    external_sigterm: bool = False  # the task got SIGTERM from someone else (preemption)
    previous_fingerprints: Sequence[str] = ()  # fingerprints of this run's earlier failed attempts
    strict_scope: bool = False  # --strict-scope: any outside write is FATAL
    read_only: bool = False  # --read-only: `outside_writes` are the writes the task was not to make
    # the previous attempt's fingerprint, when it was rolled back and ran with the same params
    rolled_back_fingerprint: str | None = None
    previous_rules: Sequence[str] = ()  # rules that diagnosed this run's earlier attempts


def needs_diagnosis(ev: Evidence) -> bool:
    """A failed attempt, or a 'successful' one that wrote where it must not (read-only, strict scope)."""
    return not succeeded(ev.execution) or (bool(ev.outside_writes) and (ev.strict_scope or ev.read_only))


# -- evidence helpers --------------------------------------------------------------------------------


_ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)")  # colours break \b


def output_lines(execution: Execution) -> Iterator[str]:
    """Output lines, most relevant first: the tail from the end, then earlier error-pattern matches."""
    seen: set[str] = set()
    for raw in [*reversed(execution.tail), *reversed(execution.matched_lines)]:
        line = _ANSI.sub("", raw) if "\x1b" in raw else raw
        if line not in seen:
            seen.add(line)
            yield line


def _clip(text: str) -> str:
    text = text.strip()
    return text if len(text) <= EVIDENCE_MAX else text[: EVIDENCE_MAX - 1] + "…"


def signal_name(number: int) -> str:
    try:
        return signal_module.Signals(number).name
    except ValueError:
        return f"signal {number}"


def exit_status(execution: Execution) -> str:
    """'exit 1', 'signal SIGKILL' or 'no exit status'."""
    if execution.signal is not None:
        return f"signal {signal_name(execution.signal)}"
    if execution.exit_code is not None:
        return f"exit {execution.exit_code}"
    return "no exit status"


def _effective_exit(execution: Execution) -> int | None:
    """The exit status a shell would report: 128+N for a death by signal N."""
    if execution.exit_code is not None:
        return execution.exit_code
    if execution.signal is not None:
        return 128 + execution.signal
    return None


class Quoted(str):
    """Evidence that quotes the line that made the rule fire: no other line is added to it."""

    __slots__ = ()


def _search(pattern: re.Pattern[str], execution: Execution, last: int | None = None) -> str | None:
    """The newest output line the pattern matches (with `last`, only among the last N lines)."""
    for i, line in enumerate(output_lines(execution)):
        if last is not None and i >= last:
            return None
        if pattern.search(line):
            return Quoted(_clip(line))
    return None


def _semaphore_full(execution: Execution) -> str | None:
    """multiprocessing creating a semaphore (a DataLoader's, a Queue's) where /dev/shm is full: `OSError: [Errno 28]
    No space left on device` raised by `_multiprocessing.SemLock(` a few frames up: shared memory, not the disk."""
    lines = (_RANK_PREFIX.sub("", line, count=1) for line in output_lines(execution))
    for line in lines:
        if line.startswith("OSError: [Errno 28]"):
            for _ in range(SEMLOCK_FRAMES):  # up to the last frame's `File "..."` line, past 3.13's carets and continuations
                frame = next(lines, "")
                if "SemLock" in frame or (frame.lstrip().startswith("File ") and 'synchronize.py"' in frame):
                    return Quoted(_clip(line))
                if frame.lstrip().startswith("File "):
                    return None
            return None
    return None


_RANK_PREFIX = re.compile(r"^\[(?:rank|default)\d+\]:[ \t]?")  # torchrun's `[rank0]: ` before each line of a rank's
SEMLOCK_FRAMES = 10  # the lines a traceback's last frame may take above the error (3.13 prints the whole call)


def _zip_writer_failed(execution: Execution) -> str | None:
    """torch.save's zip writer closing a file the disk could not hold: its C++ stream failed at the end
    (`self.file_like.write_end_of_file()`, then `RuntimeError: basic_ios::clear: iostream error`); the same
    error elsewhere (a C++ program's own stream) names no cause."""
    lines = output_lines(execution)
    for line in lines:
        if line.startswith("RuntimeError: basic_ios::clear: iostream error"):
            before = next(lines, "")
            if not before.strip(" ^"):  # (Python 3.11's carets under the call)
                before = next(lines, "")
            return Quoted(_clip(line)) if "write_end_of_file()" in before else None
    return None


_REMOVED_NAME = re.compile(r"^(?:[\w.]+\.)?ImportError: [^\n]*\b(?:has|have) been removed\b"
                           # (a package's own error on a name it removed, reached as an attribute: reservoirpy's
                           # `reservoirpy.type.DeprecatedError: reservoirpy.verbosity has been removed in ReservoirPy v0.4.0.`)
                           r"|^(?:[\w.]+\.)?(?:Deprecat\w*|Attribute)Error: `?[\w.]+`? (?:has|have) been removed\b")
_BARE_IMPORT_ERROR = re.compile(r"^(?:[\w.]+\.)?ImportError:\s*$")
_REMOVED = re.compile(r"\b(?:has|have) been removed\b")


def _removed_name(execution: Execution) -> str | None:
    """An import of a name its package has removed, in the package's words (scikit-learn's `from sklearn.datasets
    import load_boston`: `ImportError:`, then on the next line ``load_boston` has been removed from scikit-learn since
    version 1.2.`); the exception the task died of (the newest among the last lines)."""
    after = ""
    for i, line in enumerate(output_lines(execution)):
        if i >= 60:
            return None
        if _REMOVED_NAME.search(line):
            return Quoted(_clip(line))
        if _BARE_IMPORT_ERROR.match(line):
            return Quoted(_clip(f"{line.strip()} {after.strip()}")) if _REMOVED.search(after) else None
        if _EXCEPTION_LINE.match(line) or line.startswith("Traceback ("):
            return None
        after = line
    return None


def _search_unless_after(pattern: re.Pattern[str], better: re.Pattern[str], execution: Execution,
                         or_just_before: bool = False) -> str | None:
    """The newest line `pattern` matches, unless `better` matches that line or a newer one (or, asked,
    the line just before it: AWS's Go SDK says `SlowDown: Please reduce your request rate.`, then
    `status code: 503` on the next line)."""
    lines = output_lines(execution)
    for line in lines:
        if better.search(line):
            return None
        if pattern.search(line):
            return None if or_just_before and better.search(next(lines, "")) else Quoted(_clip(line))
    return None


def _anomaly(execution: Execution, kinds: frozenset[str], fatal_only: bool = False) -> str | None:
    """The first anomaly of these kinds (with `fatal_only`, one that was allowed to warn only is skipped:
    a grad_norm NaN while fp16 loss scaling skips the step is not why the task failed), with the
    output line that raised it when there is one."""
    for anomaly in execution.anomalies:
        if anomaly.kind in kinds and not (fatal_only and anomaly.action == "warn"):
            detail = f": {anomaly.detail}" if anomaly.detail else ""
            line = anomaly.evidence.strip() if anomaly.evidence else ""
            if line and line != anomaly.detail and "\n" not in line:
                return Quoted(_clip(f"anomaly {anomaly.kind}{detail} (at: {line})"))
            return _clip(f"anomaly {anomaly.kind}{detail}")
    if execution.aborted_by in kinds:
        return f"aborted by anomaly {execution.aborted_by}"
    return None


def _exit_in(execution: Execution, codes: frozenset[int]) -> str | None:
    code = _effective_exit(execution)
    return exit_status(execution) if code is not None and code in codes else None


def _first(*found: str | None) -> str | None:
    return next((f for f in found if f), None)


# -- the default rules: one small named object each, in the documented order-------------------------

Test = Callable[[Evidence], "str | None"]  # returns the evidence when the rule matches


@dataclass(frozen=True)
class DefaultRule:
    """A row of the default table. `severity` may depend on the evidence (OOM does)."""

    name: str
    severity: Severity | Callable[[Evidence], Severity]
    reason: str
    test: Test
    example: str = ""  # a real output line the rule matches (docs/diagnosis.md lists it; tests replay it)
    retry_as_is: bool = False  # the same failure again is worth retrying unchanged (network, rate limit)
    context: bool = True  # add the last error line to the evidence (not for stall/hang: it misleads)

    def apply(self, ev: Evidence) -> Diagnosis | None:
        evidence = self.test(ev)
        if evidence is None:
            return None
        severity = self.severity if isinstance(self.severity, Severity) else self.severity(ev)
        return Diagnosis(severity=severity, rule=f"default:{self.name}", reason=self.reason,
                         evidence=_with_context(evidence, ev.execution) if self.context else evidence)


def _with_context(evidence: str, execution: Execution) -> str:
    """An exit status or anomaly alone says little: add the last error line of the output (not to
    a quoted line: that line is what made the rule fire)."""
    if isinstance(evidence, Quoted):
        return str(evidence)
    line = _last_error_line(execution)
    if line is None or line == evidence or evidence.startswith("wrote outside scope"):
        return evidence
    return _clip(f"{evidence}: {line}")


def _rx(pattern: str, flags: int = re.IGNORECASE) -> re.Pattern[str]:
    return re.compile(pattern, flags)


# Python's subprocess when the program it was to start does not exist: FileNotFoundError raised in its
# `_execute_child` (`[Errno 2] No such file or directory: 'hhblits'`; Windows: `[WinError 2] The system
# cannot find the file specified`, under `_winapi.CreateProcess(`)
_SPAWN_NOT_FOUND = _rx(r"^\s*(?:FileNotFoundError|OSError): \[(?:Errno 2|WinError 2)\]", 0)
_FRAME_LINE = _rx(r'^\s*File "', 0)
_SPAWN_FRAME = _rx(r"\b_execute_child\b|\bCreateProcess\(|\braise child_exception_type\(", 0)


# a bare assertion that failed over a check for NaN (AutoAWQ's `assert torch.isnan(w).sum() == 0`, then
# `AssertionError`): the line above the error is the assert's source, printed by the traceback
_BARE_ASSERTION = _rx(r"^\s*AssertionError\s*$", 0)
# (a check of that alone: not `assert not isnan(lr) and lr > 0 and ...`, nor pandas' `isnull()`, the data's)
_NAN_ASSERT = _rx(r"^\s*assert\b(?!.*\b(?:and|or)\b).*\b(?:isnan|isinf|isfinite)\(", 0)
_NAN_CHECK = _rx(r"\b(?:isnan|isinf|isfinite)\(", 0)
_CARETS = _rx(r"^\s*[\^~]+\s*$", 0)  # Python 3.11+'s marks under the failing expression


def _nan_assertion(execution: Execution) -> str | None:
    """The newest bare `AssertionError` whose assert, on the line above it, checks for NaN or inf."""
    lines = output_lines(execution)  # (newest first)
    for line in lines:
        if _BARE_ASSERTION.search(line):
            above = next(lines, "")
            if _CARETS.search(above):
                above = next(lines, "")
            return Quoted(_clip(above)) if _NAN_ASSERT.search(above) or _all_nan_checks(above) else None
    return None


# torch.distributions refusing a parameter under any constraint, its values on the lines below, NaN first
# (`... to satisfy the constraint Simplex(), but found invalid values:` / `tensor([[nan, nan, ...`); not probabilities
# that merely failed to sum to one
# (a parameter: `to satisfy the constraint Real(), but found invalid values:`; a value given to `log_prob`, a
# flow's output: `to be within the support (IndependentConstraint(Real(), 1)) of the distribution ...`)
_INVALID_VALUES = _rx(r"\b(?:to satisfy the constraint \w+\([^\n]*\)|to be within the support \([^\n]*\) of the distribution"
                      r"[^\n]*), but found invalid values:?\s*$", 0)
_NAN_VALUE = _rx(r"\b(?:nan|inf)\b", 0)  # (a scale gone infinite: rl_zoo3's A2C at a huge learning rate)


# R's error head (`Error in DEoptim(f, ...) : ` with its message on the next lines, or `Error: message`), and the
# words of a value gone NaN or infinite in its message (DEoptim's `NaN value of objective function!`, glmmTMB's
# `negative log-likelihood is NaN at starting parameter values`, VGAM's `... 'wz' are not finite`, earth's
# `non-finite value in rss.per.subset`, optimx's `Function returned is infinite or NA`, nloptr's `objective in x0
# returns NA`); not the check of the data given (`NA/NaN/Inf in 'y'`, `NA/NaN/Inf in foreign function call`)
_R_ERROR_HEAD = _rx(r"^Error(?: in [^\n]{0,400}?)? ?: ?", 0)
_R_MESSAGE_END = ("Calls:", "In addition:", "Execution halted", "Timing stopped at:")
_R_NAN_WORDS = _rx(r"(?<![/\w])NaN(?![/\w])|\b(?:is|are) (?:Inf|infinite|not finite)\b|\bnon-finite\b"
                   r"|\breturn(?:s|ed) (?:NA|NaN)\b", 0)


def _r_error_nan(execution: Execution) -> str | None:
    """An R script halted (`Execution halted` among its last lines) by an error whose message says a value went
    NaN or infinite."""
    last = list(itertools.islice(output_lines(execution), 40))  # (the newest first)
    if not any(line.startswith("Execution halted") for line in last[:3]):
        return None
    for i, line in enumerate(last):
        if (head := _R_ERROR_HEAD.match(line)) is not None:
            message = [line[head.end():]]
            for after in reversed(last[:i]):  # (the lines under it, in order, to the end of its message)
                if after.startswith(_R_MESSAGE_END):
                    break
                message.append(after)
            said = " ".join(part.strip() for part in message)
            return Quoted(_clip(f"{line[:head.end()].rstrip()} {said}")) if _R_NAN_WORDS.search(said) else None
    return None


def _invalid_values_nan(execution: Execution) -> str | None:
    """The newest refused distribution parameter whose values, printed on the lines after it (a tensor, its rows
    indented), hold a NaN."""
    after: deque[str] = deque(maxlen=30)  # (newest first: the lines printed after this one, nearest last)
    for line in output_lines(execution):
        if "found invalid values" in line[-40:] and _INVALID_VALUES.search(line[-2000:]) and after \
                and after[-1].lstrip().startswith("tensor("):
            for i, row in enumerate(reversed(after)):
                if i and row[:1] not in " \t":
                    break  # the tensor's print ended
                if _NAN_VALUE.search(row):
                    return Quoted(_clip(line))
                if row.rstrip().endswith(")"):
                    break  # (its last row: `..., grad_fn=<DivBackward0>)`)
            return None
        after.append(line)
    return None


_MYPY_ERROR = _rx(r"^\S+:\d+:(?:\d+:)? error: ", 0)
_MYPY_NO_STUBS = _rx(r"^\S+:\d+:(?:\d+:)? error: Library stubs not installed for \"[\w.\-]+\"", 0)
_MYPY_FOUND = _rx(r"^Found (\d+) errors? in \d+ files?", 0)
# a linter's or formatter's summary as the run's last words (ruff's `Found 1 error.`, `[*] 1 fixable ...`, black's `1 file
# would fail to reformat.`)
_LINTER_SUMMARY = _rx(r"^Found \d+ errors?\b|^\[\*\] \d+ fixable\b|^No fixes available\b|\bfail(?:ed)? to reformat\.?\s*$", 0)
LINTER_LAST = 3


def _said(execution: Execution) -> Iterator[str]:
    """The output lines that say something (blank ones skipped), newest first."""
    return (line for line in output_lines(execution) if line.strip())


def _last_said(execution: Execution, count: int) -> list[str]:
    """The last `count` lines that say something, newest first."""
    return list(itertools.islice(_said(execution), count))


def _stubs_not_installed(execution: Execution) -> str | None:
    """mypy, the run's last program, failed only because a package's type stubs are not installed (`error: Library
    stubs not installed for "pandas"`, then its hint to install `pandas-stubs`, then `Found 1 error in 1 file`): every
    error its summary counts is such (not a mypy run a script went on from, nor one with an error of the code's)."""
    found = next((m for line in _last_said(execution, 1) if (m := _MYPY_FOUND.match(line))), None)
    if found is None:
        return None
    errors = [line for line in output_lines(execution) if _MYPY_ERROR.match(line)]
    if errors and len(errors) == int(found.group(1)) and all(_MYPY_NO_STUBS.match(line) for line in errors):
        return Quoted(_clip(errors[-1]))
    return None


def _need_to_install(execution: Execution) -> str | None:
    """A program's own words asking for a package to be installed as its very last words, maybe with the command that
    installs it under them (evojax: `You need to install torchvision for this task.`, `  pip install torchvision`);
    not such words with an exception after them, nor a package it goes on without, nor a program."""
    last = list(itertools.islice(output_lines(execution), 2))
    if last and (pip := _PIP_INSTALL.match(last[0])) is not None:
        last = last[1:]  # (the command under the words, for the same package)
    else:
        pip = None
    asks = _NEED_TO_INSTALL.search(last[0]) if last else None
    if asks is None or (pip is not None and pip.group(1) != asks.group(1)):
        return None
    if any(_EXCEPTION_LINE.match(line) or line.startswith("Traceback (")
           for line in itertools.islice(output_lines(execution), ASKS_ALONE)):
        return None  # (the run died of an exception: the words are a warning a buffered stdout printed late)
    return Quoted(_clip(last[0]))


def _not_installed_under(execution: Execution) -> str | None:
    """DeepSpeed's check: a bare `ImportError:`, then `DeepSpeed is not installed => run `pip3 install deepspeed``
    under it, among the last lines (not such words alone: a warning before the run went on)."""
    lines = output_lines(execution)  # (newest first)
    for _ in range(2):
        line = next(lines, None)
        if line is None:
            return None
        if _NOT_INSTALLED_BARE.search(line):
            return Quoted(_clip(line)) if _BARE_EXCEPTION.search(next(lines, "")) else None
    return None


def _all_nan_checks(line: str) -> bool:
    """An assert of several checks, each one for NaN or inf (RAFT-Stereo's `assert not torch.isnan(x).any()
    and not torch.isinf(x).any()`)."""
    body = line.strip()
    if not body.startswith("assert ") or "is" not in body:
        return False
    parts = re.split(r"\b(?:and|or)\b", body[7:].split(",", 1)[0])
    return len(parts) > 1 and all(_NAN_CHECK.search(part) for part in parts)


def _spawn_not_found(execution: Execution) -> str | None:
    """The newest `FileNotFoundError` when the frame just above it is subprocess's own (the lines from
    the error up to that frame's `File "` line: Python 3.13 marks a call over many lines)."""
    lines = output_lines(execution)  # (newest first: what follows a line in it was printed above it)
    for line in lines:
        if _SPAWN_NOT_FOUND.search(line):
            for above in itertools.islice(lines, 16):
                if _SPAWN_FRAME.search(above):
                    return Quoted(_clip(line))
                if _FRAME_LINE.search(above):
                    return None
            return None
    return None


# a shell that found no such command (`/bin/sh: 1: nvcc: not found`, `/bin/sh: /bin/nvcc: No such file
# or directory`), make reporting a recipe's exit 127 (`make: *** [Makefile:38: x] Error 127`)
# Go's exec (`exec: "nvidia-smi": executable file not found in $PATH`), CUDA extension builds' locate_cuda()
_NOT_FOUND = _rx(r"command not found|exec format error|cannot execute binary file"
                 r"|executable file not found in \$PATH|binary could not be located in your \$PATH"
                 r"|^(?:/(?:usr/)?bin/)?(?:ba|da|z|k)?sh: (?:\d+: |line \d+: )?\S+: (?:not found|No such file or directory)$"
                 r"|^make(?:\[\d+\])?: \*\*\* .*\bError 127\b|\bfailed with exit (?:status|code) 127\b"
                 # Python's subprocess and Docker's builder, when the command they ran was not found
                 r"|\breturned non-zero exit status 127\b|\bexit code: 127$"
                 # a workflow engine's task whose command was not found (Nextflow: `terminated with an error
                 # exit status (127)`), GitHub Actions' `Process completed with exit code 127.`
                 r"|\bexit status \(127\)|\bcompleted with exit code 127\b"
                 # a CUDA extension's build without the compiler (flash-attn's `RuntimeError: flash_attn was
                 # requested, but nvcc was not found.`; not its warning, after which it takes a prebuilt wheel)
                 r"|Error: [^\n]*\bnvcc was not found\b"
                 # OpenHPC's launcher when the program is not on the nodes' PATH (`[prun] Error: Unable to access
                 # executable -> python3`)
                 r"|\bUnable to access executable\b"
                 # a program that starts another (rsync its ssh: `Failed to exec usr/bin/ssh: No such file`)
                 r"|\bFailed to exec \S+: No such file or directory"
                 # the dotnet host when a tool is not installed (`dotnet ef` without dotnet-ef)
                 r"|^Could not execute because the specified command or file was not found\."
                 # Windows' cmd; setuptools when the compiler is missing (`command 'gcc' failed: No such file`)
                 # (and PowerShell's: `The term 'accelerate' is not recognized as the name of a cmdlet, function, ...`; pwsh 7: `as a name`)
                 r"|is not recognized as an internal or external command|is not recognized as (?:the|a) name of a cmdlet\b|\bcommand '[^']+' failed: No such file or directory"
                 r"|^error: linker `[^`]+` not found"  # rustc without a C toolchain
                 # CMake finds no compiler for a language the project needs (nvcc, cl, g++ not installed)
                 r"|\bNo CMAKE_\w+_COMPILER could be found\b|\bCMAKE_\w+_COMPILER not set\b"
                 # setuptools on Windows without the compiler: "Microsoft Visual C++ 14.0 or greater is required"
                 r"|\bMicrosoft Visual C\+\+ [\d.]+ (?:or greater )?is required"
                 # no CUDA toolkit at all (vcpkg: "Could not find CUDA.  Before continuing, please download
                 # and install CUDA"), as a missing nvcc; not FindCUDA's "Could NOT find CUDA (missing:
                 # CUDA_INCLUDE_DIRS ...)", a toolkit found without some of its parts
                 r"|(?-i:\bCould not find CUDA\b)|\bNVCC-NOTFOUND\b"
                 # CMake's CUDA language support without the toolkit (`Failed to find nvcc.`)
                 r"|(?-i:^\s*Failed to find nvcc\.)"
                 # Slurm could not start the batch script (`slurmstepd: error: execve(): /x/slurm_script: No such file`)
                 r"|\bexecve\(\): \S+: (?:No such file or directory|Permission denied)"
                 # CMake when the build tool it generates for cannot be run (`Make command was: nmake /NOLOG`)
                 r"|\bGenerator: execution of make failed\b"
                 # Open MPI's launcher (`mpirun was unable to find the specified executable file`)
                 r"|\bwas unable to find the specified executable file\b"
                 # Spark's and Hadoop's launch scripts without a Java to run (`JAVA_HOME is not set`)
                 r"|\bJAVA_HOME is not set\b"
                 # Pyomo when the solver it calls is not installed (`ApplicationError: No executable found for solver 'cbc'`)
                 r"|\bNo executable found for solver\b"
                 # CmdStanPy (and Prophet over it) when the CmdStan toolchain it compiles with is not installed
                 # (`ValueError: No CmdStan installation found, run command "install_cmdstan"`; not its log line, nor
                 # cmdstanr's warning in R before another failure)
                 r"|^(?:[\w.]+\.)?(?:ValueError|RuntimeError): No CmdStan installation found\b"
                 # a CUDA extension built at run time without the toolkit (DeepSpeed's `MissingCUDAException:
                 # CUDA_HOME does not exist, unable to compile CUDA op(s)`, torch.utils.cpp_extension's `OSError:
                 # CUDA_HOME environment variable is not set`, indented in pip's build output too): no nvcc to run
                 r"|\bCUDA_HOME does not exist, unable to compile CUDA op|\b\w*Error: CUDA_HOME environment variable is not set\b")
# distutils without the compiler it runs (`unable to execute '/usr/local/cuda/bin/nvcc': No such file or
# directory`), unless the package then built without its C extension (MarkupSafe, simplejson, PyYAML:
# `... could not be compiled, speedups are not enabled. ... Retrying the build without the C extension now.`)
# the loader could not map a library into memory (an address-space limit): exit 127, but out of memory, not a command
# that could not run
# (not a noexec mount's: `...: failed to map segment from shared object: Operation not permitted`)
# (nor a library under /tmp, /dev/shm or a cache, where a noexec mount says the same; older glibc adds `: Cannot allocate
# memory`)
_LOADER_MAP_FAILED = _rx(r"\berror while loading shared libraries: (?![^\n]*(?:/tmp/|/dev/shm/|/\.cache/))[^\n]*: "
                         r"failed to map segment from shared object(?:: Cannot allocate memory)?\s*$"
                         r"|^cannot allocate memory for thread-local data: ABORT\s*$", 0)
# a tool that could not find the program it runs (libsvm's grid.py: `svm-train executable not found`)
# pydot without Graphviz's program (`FileNotFoundError: [Errno 2] "dot" not found in path.`)
_NOT_IN_PATH = _rx(r"^(?:[\w.]+\.)?(?:FileNotFoundError|OSError): \[Errno 2\] \"[\w.\-]+\" not found in path\.?\s*$"
                   # nbconvert without pandoc (`nbconvert.utils.pandoc.PandocMissing: Pandoc wasn't found.`)
                   r"|^(?:[\w.]+\.)?PandocMissing: Pandoc wasn't found\b", 0)
_EXECUTABLE_NOT_FOUND = _rx(r"^[\w.\-]{1,40} executable not found\.?\s*$"
                            r"|^Executable `[\w.\-]{1,40}` not found\s*$", 0)  # (pre-commit's hook whose program is missing)
_UNABLE_TO_EXECUTE = _rx(r"\bunable to execute '[^']+': No such file or directory"
                         # a modelling library that could not run its solver (PuLP's `PulpSolverError: PuLP: cannot
                         # execute glpsol`, Pyomo's `No executable found for solver 'glpk'`)
                         r"|^(?:[\w.]+\.)?\w*(?:Error|Exception): [^\n]{0,40}\bcannot execute [\w./\-]+\s*$"
                         r"|\bNo executable found for solver '[\w.\-]+'")
_BUILT_WITHOUT = _rx(r"\bcould not be compiled\b|\bRetrying the build without\b|\bfalling back to\b")
# a line of a shell script that named no command: bash goes on to the next line (no `set -e`), so a
# program the script then ran and whose traceback follows is what failed (Slurm's `slurm_script: line 9:
# SBATCH: command not found`, a typo in a `#SBATCH` line, above a CUDA OOM)
# (not `sh: line 1: wget: command not found` from `os.system` or `shell=True`: the program's own command)
_SCRIPT_LINE_NOT_FOUND = _rx(r"^(?!(?:/usr)?(?:/bin/)?(?:ba|da|z|k)?sh: )\S+: line \d+: .+: command not found\s*$", 0)
_TRACEBACK_HEAD = "Traceback (most recent call last):"


def _command_not_found(execution: Execution) -> str | None:
    """The newest line saying no such command was found; not a script's line bash went past (see above)."""
    went_on = False
    for line in output_lines(execution):  # (the newest first)
        if _NOT_FOUND.search(line) and not (went_on and _SCRIPT_LINE_NOT_FOUND.search(line)):
            return Quoted(_clip(line))
        went_on = went_on or line.startswith(_TRACEBACK_HEAD)
    return None


# a script's own shell that found no script it runs, named by the script (Kaldi's `utils/run.pl: line 1:
# parallel/run.pl: No such file or directory`; a script's name, not a redirect's missing folder), among the last
# lines only: a file a script sources (`conda.sh`) may be missing with no harm, before the real failure
_SCRIPT_NOT_FOUND = _rx(r"^\S+: line \d+: \S+\.(?:sh|bash|pl|py): No such file or directory$", 0)
# Python 3's ModuleNotFoundError, and Python 2's `ImportError: No module named foo`
# and a shared library an import needs (`ImportError: libcudart.so.9.0: cannot open shared object file`)
_MODULE = _rx(r"\bModuleNotFoundError\b|\bImportError: No module named\b"
              # gym's and Gymnasium's error for a missing extra (`gym.error.DependencyNotInstalled: No module
              # named 'mujoco_py.mjlib'. (HINT: you need to install mujoco_py ...)`)
              r"|\bDependencyNotInstalled: No module named\b"
              # mujoco-py's build without the MuJoCo library it binds (`You appear to be missing MuJoCo.  We expected
              # to find the file here: ~/.mujoco/mujoco200`)
              r"|\bYou appear to be missing MuJoCo\b"
              # Lua's `require` (Torch7: `qlua: x.lua:2: module 'cunn' not found:`, then the paths it tried)
              r"|(?-i:\bmodule '[\w.\-]+' not found:)"
              # a library's check for a package it needs, saying what to install (transformers: `ImportError: Using
              # the `Trainer` with `PyTorch` requires `accelerate>=0.20.1`: Please run `pip install accelerate -U``)
              r"|^ImportError: [^\n]{0,300}?\brequires `?[\w.\-]{1,60}(?:[<>=!~]=?[\d.]{1,20})?`?[:.,][^\n]{0,300}?\bpip install\b"
              # (or names them and says they must be installed: `ImportError: umap.plot requires pandas matplotlib
              # datashader bokeh holoviews scikit-image and colorcet to be installed`)
              r"|^ImportError: [\w.]{1,60} requires [\w.\- ,]{1,200} to be installed\b"
              # (or quotes the packages: PyG's `ImportError: 'NeighborSampler' requires either 'pyg-lib' or 'torch-sparse'`;
              # or says one is required: pandas' `ImportError: matplotlib is required for plotting when ...`)
              r"|^ImportError: '?[\w.]{1,60}'? requires (?:either )?'[\w.\-]{1,60}'(?:,? (?:or|and) '[\w.\-]{1,60}')*[ \t]*$"
              r"|^ImportError: (?!(?i:ffmpeg|git|cuda|gpu|nvcc|java|docker|cmake|gcc|make|ninja|sox|node|npm|conda|curl|wget"
              r"|tesseract|espeak|graphviz|dot|poppler|latex|pandoc|python\d?(?:\.\d+)*)\b)[\w.\-]{1,60} is required\b(?! to be\b)"
              # (or a plugin or a program loads: Isaac Gym's `Error: libmem_filesys.so: cannot open shared object file`)
              r"|\b(?:ImportError|OSError|Error): \S+\.so[\d.]*: cannot open shared object file"
              # (or cannot load for its thread-local storage, another library's model: `ImportError: .../libgomp.so.1:
              # cannot allocate memory in static TLS block`; more memory does not help, an LD_PRELOAD does)
              r"|\b(?:ImportError|OSError|Error): \S+\.so[\d.]*: cannot allocate memory in static TLS block"
              # (R loading a package whose compiled part is missing: `shared object ‘readr.so’ not found`)
              r"|\bshared object [‘'][\w.\-]+\.(?:so|dll)[’'] not found\b"
              # python-soundfile's check for libsndfile (`OSError: sndfile library not found`), cffi's loader
              # (`OSError: cannot load library 'libsndfile.so'`; not a library there but of another version or
              # architecture: `undefined symbol`, Windows' `error 0xc1`)
              r"|^OSError: (?:\w+ library not found|cannot load library '[^']+'(?![^\n]*(?:undefined symbol|error 0xc1|ELF|incompatible architecture|version `GLIBC)))"
              # a package's own check for its compiled part (DGL: `FileNotFoundError: Cannot find DGL C++
              # graphbolt library at /x/libgraphbolt_pytorch_2.3.0.so`)
              r"|(?-i:\bFileNotFoundError): Cannot find [^\n]{0,80}\blibrary at \S+\.(?:so|dll|dylib)\b"
              # PaddlePaddle's loader when the check fails (`Check failed: nullptr != *dso_handle Failed to find
              # dynamic library: libcudnn.so ...`; not its warning of the same words, after which it goes on)
              r"|\bdso_handle Failed to find dynamic library\b"
              # (not DGL's warning `dlopen failed: x.so: ...`)
              r"|^(?:\{ )?Error: Cannot find module '|\bMODULE_NOT_FOUND\b"  # Node's word for it (older ones: `{ Error: ...`)
              # torch.compile without Triton; bitsandbytes that could not load its CUDA library; Rust's cudarc
              # (candle) without libcuda
              r"|Cannot find a working triton installation|CUDA Setup failed despite GPU being available"
              r"|\bUnable to find cuda lib under the names\b"
              # Jest's resolver (`Cannot find module 'tape' from 'test.js'`)
              r"|^\s*Cannot find module '[^']+' from '"
              # a bundler that cannot find a package an import names (Vite's `Rollup failed to resolve import "x"`)
              r"|\bRollup failed to resolve import \""
              # a spaCy model that is not installed (a Python package): `[E050] Can't find model 'en_core_web_sm'`
              r"|\[E050\] Can't find model '"
              # inside another exception (BentoML's `MissingDependencyException: None (reason: No module named
              # 'tensorflow')`), and `python -m pkg` without the package's entry (`python3: No module named mo.__main__`)
              r"|(?:Error|Exception)\b.*\bNo module named '|^\S*python[\d.]*(?:\.exe)?: No module named \S"
              # the JVM's, in its main thread (Spark without a package: `Exception in thread "main"
              # java.lang.ClassNotFoundException: Failed to find data source: ...`; another thread's may follow
              # from the real failure, and `NoClassDefFoundError: Could not initialize class X` is a class
              # whose static set-up failed: it exists)
              r"|^Exception in thread \"main\" java\.lang\.(?:ClassNotFoundException|NoClassDefFoundError)\b(?!: Could not initialize class)"
              # Windows: a DLL an import needs (`DLL load failed while importing`, onnxruntime's `LoadLibrary
              # failed with error 126`: the module could not be found; not its log line when it tries the CUDA
              # provider, `[E:onnxruntime:Default, ... TryGetProviderInfo_CUDA] ...`, after which it runs on the CPU)
              r"|\bDLL load failed\b(?![^\n]*\bpaging file is too small\b)|^(?!.*\bTryGetProviderInfo_)(?:.*\b)?LoadLibrary failed with error 126\b"
              # (PyTorch on Windows: `OSError: [WinError 126] The specified module could not be found. Error
              # loading "...\\fbgemm.dll" or one of its dependencies.`)
              r"|\[WinError 126\]|\bCould not find module '[^']+\.dll'"
              # diffusers' LoRA loading without peft installed (`ValueError: PEFT backend is required for this method.`)
              r"|\bPEFT backend is required for this method\b"
              # Gymnasium's environments of a package not installed (`NamespaceNotFound: Namespace ALE not found.
              # Have you installed the proper package for ALE?`)
              r"|\bNamespace \S+ not found\. Have you installed the proper package\b"
              # LAMMPS built without the package of a style (`Unrecognized pair style 'quip' is part of the ML-QUIP
              # package which is not enabled in this LAMMPS binary.`)
              r"|\bis part of the \S+ package which is not enabled in this LAMMPS binary\b"
              # R's `library(x)` and Julia's `using X` without the package
              # the native library of a package built on TVM's loader (DGL, MXNet: `RuntimeError: Cannot find the
              # files.` / `Cannot find the MXNet library.`, then `List of candidates:`)
              r"|^RuntimeError: Cannot find the (?:files|\S+ library)\.\s*$"
              r"|\bthere is no package called\b|\bArgumentError: Package \S+ not found in current path"
              # caret's check of a model's packages (`Error: Required packages are missing: xgboost`)
              r"|^Error: Required packages? (?:is|are) missing: ", 0)


# a warning that names a module it could not import: an optional one the program goes on without
# (vLLM's `WARNING ... Failed to import Ray with ModuleNotFoundError("No module named 'ray'")`)
_WARNING_BEFORE = _rx(r"\bWARN(?:ING)?\b|Warning\b", 0)
_EXCEPTION_LINE = _rx(r"^[A-Za-z_][\w.]*(?:Error|Exception|Exit|Interrupt)\b", 0)
_IMPORT_ERROR_LINE = _rx(r"^(?:[\w.]+\.)?(?:ImportError|ModuleNotFoundError)\b", 0)
_DURING_HANDLING = "During handling of the above exception, another exception occurred"
_SAYS_INSTALL = _rx(r"\binstall|\brequire")
_LAUNCHER_FAILURE = _rx(r"\bChildFailedError\b|\bCalledProcessError\b|\bnon-zero exit status\b")
_NAMED_MODULE = _rx(r"No module named '([\w.]+)'")


def _module_missing(execution: Execution) -> str | None:
    """A module missing; not one a warning names, nor an import that failed and was handled (an optional
    module tried first: ydf's `colabtools`) when the exception raised while handling it is of another kind."""
    final: str | None = None
    handled = False
    for line in output_lines(execution):  # (the newest first)
        if final is None and _EXCEPTION_LINE.match(line):
            final = line
        handled = handled or line.startswith(_DURING_HANDLING)
        m = _MODULE.search(line)
        if m and not _WARNING_BEFORE.search(line, 0, m.start()):
            if handled and final is not None and final != line and not _IMPORT_ERROR_LINE.match(final) \
                    and not _SAYS_INSTALL.search(final) and not _LAUNCHER_FAILURE.search(final) \
                    and not ((named := _NAMED_MODULE.search(line)) and named.group(1).split(".")[0] in final):
                continue  # (not when the last error asks to install it, names it, or is a launcher's)
            return Quoted(_clip(line))
    return None


# LangChain's wrapper: `Could not import sentence_transformers python package` (missing, unless an import
# error of another kind says why: a version without the name is `import-name`)
_WRAPPED_MODULE = _rx(r"\bCould not import \S+ python package\b", 0)
# Older LAMMPS says only `ERROR: Unrecognized pair style 'deepmd'` for a style its binary was built without
# (a plugin not built in); not when the plugin was there but failed to load (`dpplugin.so: undefined symbol:
# MPI_Bcast`: a build that does not match)
_LAMMPS_STYLE = _rx(r"\bERROR(?: on proc \d+)?: Unrecognized (?:pair|fix|compute|atom|bond|angle|dihedral|improper|kspace) style '", 0)
_PLUGIN_MISMATCH = _rx(r"\.so failed: [^\n]{0,300}?\bundefined symbol\b", 0)
# A library's own check for a package it needs, raised, among the last lines (XGBoost: `XGBoostError: sklearn needs
# to be installed in order to use this module`, maybe under a launcher's report; not earlier, a script that printed
# it and went on; not a program's, `RuntimeError: ffmpeg is not installed`, `tesseract is not installed or it's not
# in your PATH`: a missing executable)
_NOT_INSTALLED = _rx(r"^(?:[\w.]+\.)?\w*(?:Error|Exception): "
                     # (cvxpy's `SolverError: The solver ECOS is not installed.`: the package named after its kind)
                     r"(?:[Tt]he (?:solver|backend|package|module|library) )?(?!(?i:ffmpeg|git|cuda|nvcc|java|docker|cmake|gcc|g\+\+|make|ninja|sox"
                     r"|node|npm|conda|curl|wget|ssh|rsync|tesseract|espeak|graphviz|dot|poppler|latex|pandoc)\b)"
                     r"[\w.\-]{1,40} (?:is not installed|needs to be installed|must be installed)\b"
                     r"(?![^\n]*\b(?:PATH|on your system|executable)\b)", 0)
# (DeepSpeed says it on the line under a bare `ImportError:`; such words alone may be a warning before the run went on)
_NOT_INSTALLED_BARE = _rx(r"^[\w.\-]{1,40} is not installed\b[^\n]{0,100}\bpip3? install\b", 0)
# a program's last words asking for a package, before it exits (evojax's task: `You need to install torchvision for this
# task.`, then `  pip install torchvision`)
_NEED_TO_INSTALL = _rx(r"^You (?:need|have) to install "
                       r"(?!(?i:ffmpeg|git|cuda|nvcc|java|docker|cmake|gcc|make|node|conda|graphviz|pandoc|latex)\b)"
                       r"([\w.\-]{1,40}) (?:for|to|in order|before)\b(?![^\n]*\b(?:skip|continu|instead|ignor|disabl|locally))", 0)
ASKS_ALONE = 12  # no exception among so many last lines
_PIP_INSTALL = _rx(r"^\s*pip3? install ([\w.\-]+)\s*$", 0)
# an import that says the package is missing in its own words (NeMo's `ImportError: Apex was not found. Please see
# the NeMo README for installation instructions`)
_IMPORT_NOT_FOUND = _rx(r"^(?:[\w.]+\.)?ImportError: [\w.\-]{1,40} (?:was|is|could) not (?:be )?found\b"
                        # (transformers' check of a remote model's imports: `ImportError: This modeling file requires
                        # the following packages that were not found in your environment: bitsandbytes.`)
                        r"|^(?:[\w.]+\.)?ImportError: [^\n]{0,80}\bpackages? that (?:were|was) not found in your environment\b"
                        # (darts' optional backend: `ImportError: The `(Py)Torch` module could not be imported. To enable
                        # (Py)Torch support in Darts, follow the detailed instructions in the installation guide`)
                        r"|^(?:[\w.]+\.)?ImportError: [^\n]{0,60}\bmodule could not be imported\b"
                        # (a library whose backend would not import: DeepXDE's `RuntimeError: Backend is set as
                        # tensorflow, but 'tensorflow' failed to import.`)
                        r"|^(?:[\w.]+\.)?\w*(?:Error|Exception): [^\n]{0,80}\bbut '[\w.\-]{1,40}' failed to import\b", 0)
# ... or asks for it to be installed, as the exception the task died of (scanpy's `ImportError: Please install the
# igraph package: ... pip3 install igraph`, pandas' `ImportError: Missing optional dependency 'openpyxl'.`; PennyLane's
# device of a plugin not installed: `DeviceError: Device lightning.gpu does not exist. Make sure the required plugin is
# installed.`); not such words a script printed when it went on without the package (NVIDIA DALI's example:
# `print("ImportError: Please install DALI ...")`, then another failure)
_ASKS_INSTALL = _rx(r"^(?:[\w.]+\.)?ImportError: (?:Please install\b|Missing optional dependency\b"
                    r"|Unable to find a usable engine; tried using\b)"  # (pandas' parquet engines, neither installed)
                    r"|^(?:[\w.]+\.)?\w*(?:Error|Exception): [^\n]{0,120}\b(?:Make sure the required (?:plugin|package) is"
                    # (accelerate's `RuntimeError: FP8 is not available on this machine. Please ensure that either
                    # Transformer Engine or torchao is installed.`: packages' names; not a driver, a GPU, Java, a dataset)
                    r"|Please (?:ensure|make sure) (?:that )?(?:either )?(?![^\n]*\b(?i:driver|gpu|java|jdk|dataset|data|toolkit|cuda|nvidia)\b)"
                    r"`?[\w.\-]+`?(?: [\w.\-]+`?){0,2}(?: or `?[\w.\-]+`?(?: [\w.\-]+`?){0,2})? (?:is|are)) installed\b"
                    # Python's own word that a distribution is not installed (ultralytics asking for torchvision's
                    # version: `importlib.metadata.PackageNotFoundError: No package metadata was found for torchvision`;
                    # not conda's `PackageNotFoundError: Package missing in current osx-64 channels`), setuptools' older one
                    r"|^(?:[\w.]+\.)?PackageNotFoundError: No package metadata was found for\b"
                    r"|^(?:[\w.]+\.)?DistributionNotFound: The '[^'\n]+' distribution was not found\b"
                    # (csvkit's `ImportError: You don't appear to have the necessary database backend installed for
                    # connection string ...`, then the packages to install; hyperopt's `Exception: SparkTrials cannot
                    # import pyspark classes.  Make sure that PySpark is available in your environment.`)
                    r"|^(?:[\w.]+\.)?ImportError: [^\n]{0,120}(?:\b(?:backend|package|module|library|dependency|dependencies)"
                    r" (?:is |are )?not installed|n't (?:appear to )?have [^\n]{0,60} installed)\b"
                    r"|^(?:[\w.]+\.)?\w*(?:Error|Exception): [^\n]{0,80}\bcannot import [\w.\-]+\b[^\n]{0,80}"
                    r"\bMake sure (?:that )?[\w.\-]+ is (?:available|installed)\b", 0)


def _final_asks_install(execution: Execution) -> str | None:
    """The exception the task died of (the newest exception line among the last lines), when it asks for a
    package or a plugin to be installed."""
    for i, line in enumerate(output_lines(execution)):
        if i >= 8:
            return None
        asks = _ASKS_INSTALL.search(line)
        if asks or _EXCEPTION_LINE.match(line):
            return Quoted(_clip(line)) if asks else None
    return None


_BARE_EXCEPTION = _rx(r"^(?:[\w.]+\.)?\w*(?:Error|Exception):\s*$", 0)
# (the last two are kinds of SyntaxError; Julia's parser: `ERROR: LoadError: syntax: unexpected "end"`, from
# Julia 1.10 `ERROR: LoadError: ParseError:`, and `ERROR: syntax: incomplete` with no file)
# (and R's parser: `Error: unexpected symbol in "fit <- nnet(y ~ ., size = 4 maxit"`, `Error in source("x.R") : x.R:3:1:
# unexpected '}'`)
_SYNTAX = _rx(r"\b(?:SyntaxError|IndentationError|TabError)\b|^ERROR: (?:LoadError: )*(?:syntax: |ParseError:)"
              r"|^Error(?: in [^\n]{0,200})?: (?:[^\n]{0,200}:\d+:\d+: )?unexpected (?:symbol|input|string constant"
              r"|numeric constant|end of input|INCOMPLETE_STRING|'[^'\n]{1,6}')(?: in\b|\s*$)"
              # JAGS' (and BUGS') parser of the model file: `syntax error on line 4 near "]"`
              r"|^syntax error on line \d+ near\b", 0)
# a filter's or a query's parser, its words opening one of the last lines (jq's `jq: error: syntax error, unexpected $end
# ...`, then `jq: 1 compile error`; any bison-made parser's, PHP's `PHP Parse error: syntax error, unexpected`); not such
# words quoted in a test's assertion, nor a tool's error the task went on from
# a linter's or formatter's report of a file it could not parse (ruff's `invalid-syntax: Expected `)`, found newline`,
# black's `error: cannot parse: broken.py:1:6`): the checked program has a syntax error
# (not ruff's refusal of syntax a newer Python has, `invalid-syntax: Cannot use `match` statement on Python 3.9`: a setting)
_LINTER_SYNTAX = _rx(r"^invalid-syntax: (?!Cannot use )|^error: cannot (?:parse|format) [^\n]*?: Cannot parse\b"
                     r"|^error: cannot parse: \S+:\d+:\d+", 0)
_PARSER_SYNTAX = _rx(r"^(?:PHP )?(?:Parse error:[ \t]+)?(?:[\w./\-]+: (?:error: )?)?syntax error, unexpected\b", 0)
_PARSED_DATA = _rx(r'^\s*File "<unknown>", line \d+', 0)  # (the file name ast.parse gives a string it is handed)


def _syntax_error(execution: Execution) -> str | None:
    """The program's syntax error; not one raised parsing a string as data (`ast.literal_eval` of a
    server's message: wandb's agent, `File "<unknown>", line 1`, then `SyntaxError: invalid syntax`)."""
    lines = output_lines(execution)  # (an iterator, newest first: what it yields after a line is above it)
    for line in lines:
        if _SYNTAX.search(line):
            return None if any(_PARSED_DATA.search(above) for above in itertools.islice(lines, 4)) \
                else Quoted(_clip(line))
    linted = execution.exit_code in (1, 123) and any(_LINTER_SUMMARY.search(line) for line in _last_said(execution, LINTER_LAST))
    return _first(_search(_PARSER_SYNTAX, execution, last=USAGE_TAIL),
                  _search(_LINTER_SYNTAX, execution) if linted else None)  # (the linter the last program run)


_USAGE = _rx(r"^\s*usage:(?![ \t]*[-+]?[\d.]+[ \t]*(?:%|[KMGT]i?B)?[ \t]*$)")  # (not a report's `  usage: 0.93`, `12.3GiB`)
# Hydra's refusal of a command-line override (a typo in `key=value`): it exits 1, not 2
_OVERRIDE = _rx(r"^(?:[\w.]*(?:Exception|Error): )?Could not (?:override|append to config|delete from config) '|^Error (?:merging|parsing) override"
                r"|^Available options in '|^FATAL Flags parsing error"
                # transformers' HfArgumentParser: an argument no dataclass of the script takes (a typo, or
                # one of another version)
                r"|\bSome specified arguments are not used by the HfArgumentParser\b"
                # Sacred's refusal of a `with key=value` update no config entry takes
                r"|\bConfigAddedError: Added new config entr", 0)
# a program's own refusal of an argument it does not know, its options listed below (H2O's `ERROR: Unknown
# argument (x)`); not strerror's `Invalid argument` (EINVAL), a runtime error; not when a failure of its own
# comes after it (an old git's `error: unknown option` from a script's logging, then the run's OOM; a launcher's
# CalledProcessError reporting the refusal is no other failure)
_UNKNOWN_ARGUMENT = _rx(r"^(?:ERROR|Error|error|FATAL|fatal): (?i:unknown|unrecogni[sz]ed) (?:command[- ]line )?"
                        r"(?:argument|option|flag)s?\b", 0)
# a child that died of a signal, as a launcher reports it (torchrun, subprocess)
_SIGNAL_DEATH = r"\bexitcode\s*:\s*-\d+|\bSignal \d+ \(SIG\w+\) received\b|\bdied with <Signals\.|exit status -\d+\b"
_LATER_FAILURE = _rx(r"^(?:[\w.]+\.)?(?!CalledProcessError|ChildFailedError)[A-Z]\w*(?:Error|Exception)\b|(?i:\bout of memory\b)"
                     r"|^Killed\b|" + _SIGNAL_DEATH, 0)
USAGE_TAIL = 5  # a usage line with exit 1 counts among the last lines only (not a banner printed at start)
USAGE_BLOCK = 30  # ... or with only its indented forms after it
# pytest's refusal of its arguments (it exits 4; under tox, 1): `ERROR: file or directory not found: x`
_PYTEST_USAGE = _rx(r"^ERROR: (?:file or directory not found|file not found|usage: )", 0)
# IPython's refusal of a magic's options (`%run train.py --algo x` in a notebook: `UsageError: option --algo
# not recognized`)
# (not `UsageError: Line magic function `%tensorflow_version` not found.`: the code's, no argument refused)
_IPYTHON_USAGE = _rx(r"^UsageError: (?:option \S+ not recognized|.*\b(?:argument|option)s?\b)", 0)
# jsonargparse's refusal of a config (LightningCLI exits 2; its `usage:` may be far above)
_JSONARGPARSE = _rx(r"\bDoes not validate against any of the Union subtypes\b|^Expected key \S+ to be in data\b"
                    r"|\bProblem with given class_path\b", 0)
# tyro's refusal in its box (exit 2; `│ Unrecognized options: --max_step, 500`, `│ Error parsing --batch-size: invalid
# literal for int() with base 10: '3e2'`, then `For full helptext, run ... --help`)
_TYRO_ERROR = _rx(r"^│[ \t]*(?:Unrecognized (?:options?|arguments?): |Error parsing --?[\w\-]+: |Required options? "
                  r"(?:was|were) not provided\b)", 0)
TYRO_BOX = 15  # its box's lines under the refusal
# click's refusal without its usage line (`Error: no such option: -d`): with exit 2 only
_CLICK_ERROR = _rx(r"^Error: (?:no such (?:option|command)|missing (?:argument|option|parameter)|invalid value for"
                   r"|got unexpected extra argument)"
                   # its hint under the refusal (dask-worker's `Try 'dask-worker --help' for help.`)
                   r"|^Try '[\w.\- ]+ (?:-h|--help)' for help\.?$")
# click's refusal raised through a program's own code, which then exits 1 with the traceback (spaCy's CLI:
# `click.exceptions.NoSuchOption: No such option '--gpu'.`)
_CLICK_RAISED = _rx(r"^click\.exceptions\.(?:NoSuchOption|BadOptionUsage|BadArgumentUsage|MissingParameter|BadParameter"
                    r"|UsageError): ", 0)
# argparse's refusal, `PROG: error: ...` (its usage lines may be cut off a log): with exit 2, or with
# exit 1 when a launcher ran the script and passed its failure on (accelerate, torchrun, subprocess)
_ARGPARSE_ERROR = _rx(r"^[\w.\-]+(?: [\w.\-]+){0,3}(?:\.py)?: error: (?:unrecognized arguments|the following arguments are required"
                      r"|argument |invalid choice|ambiguous option|expected one argument)", 0)
# any `PROG: error: ...` exiting 2 (argparse's convention, and jsonargparse's: LightningCLI's
# "Configuration check failed" has no usage line)
# (not the linker's report that a link failed: `collect2: error: ld returned 1 exit status`)
# (not psql's exit 2 when it could not reach its server: `psql: error: could not connect to server: ...`)
_PROG_ERROR = _rx(r"^[\w.\-]+(?:\.py)?: error: (?!ld returned \d+ exit status|linker command failed|could not connect to server"
                  r"|connection to server)", 0)
# Python's own refusal: `python missing.py` -> "python: can't open file '/x/missing.py': [Errno 2] ..."
_LAUNCHER = _rx(r"\bCalledProcessError\b|\bChildFailedError\b"
                # CalledProcessError's message without its class (accelerate's, printed by a wrapper)
                r"|^Command '\[.*\]' returned non-zero exit status \d+"
                # or its own frames, when its traceback was cut before the exception (torch.distributed.launch,
                # torchrun, accelerate launch, the deepspeed runner)
                r"|[\\/](?:torch[\\/]distributed[\\/](?:launch|run)|accelerate[\\/]commands[\\/]launch"
                r"|deepspeed[\\/]launcher[\\/]runner)\.py\", line \d+"
                # torchrun's own script and its elastic agent's report of a child (`failed (exitcode: 2) local_rank: 0`)
                r"|[\\/]bin[\\/]torchrun\", line \d+|\bfailed \(exitcode: -?\d+\) local_rank: \d+", 0)
# accelerate's warning at the start of a launch (`The following values were not passed to `accelerate launch``):
# a `can't open file` after it is the script's (not proof for an argparse error anywhere in a long run's output)
_ACCELERATE_LAUNCH = _rx(r"\bwere not passed to `accelerate launch`", 0)
# (a child the launcher reports dead of a signal after a `can't open file`: that one was some helper's)
_DIED_OF_SIGNAL = _rx(_SIGNAL_DEATH)
# make's own failure (it exits 2 when a recipe fails): the `x: error:` lines above it are its tools'
_MAKE_FAILED = _rx(r"^make(?:\[\d+\])?: \*\*\* ", 0)
# make asked for a target its Makefile has no rule for (`make: *** No rule to make target 'eval'.  Stop.`; not a file a
# rule needs: `No rule to make target 'x.o', needed by 'app'.`)
# (nor a file: a path, `data/processed/train.parquet`, or a makefile it includes, `config.mk`)
_MAKE_NO_TARGET = _rx(r"^make: \*\*\* No rule to make target '[^'/\n]+(?<!\.mk)(?<!akefile)'\.  Stop\.\s*$", 0)
# (and Rscript's, which exits 2 as Python does: `Fatal error: cannot open file 'train.R': No such file or directory`)
_CANNOT_OPEN = _rx(r"can't open file .*\[Errno \d+\]|^Fatal error: cannot open file '[^'\n]+': No such file or directory", 0)
_HTTP = _rx(
    r"\bHTTP(?:/\d(?:\.\d)?)?\s*(?:error\s*|status\s*)?:?\s*(?:429|502|503|504)\b"
    r"|\b(?:status|status_code|code|error|response)\s*[:=]?\s*(?:429|502|503|504)\b"
    r"|\b(?:429|502|503|504)\s+(?:Too Many Requests|Bad Gateway|Service Unavailable|Gateway Time-?out)"
    r"|Too Many Requests|Bad Gateway|Service (?:Temporarily )?Unavailable|Gateway Time-?out"
    r"|\b(?:429|503)\s+(?:RESOURCE_EXHAUSTED|UNAVAILABLE)\b"  # gRPC statuses (Google APIs)
    r"|\bStatusCode\.UNAVAILABLE\b|\b504 Deadline Exceeded\b|\b429 (?:Quota exceeded|Resource has been exhausted)"
    r"|\b529\b.*\boverloaded|\boverloaded_error\b"  # Anthropic's API: overloaded, come back later
    # Google's client libraries: the status, then the request (`ServiceUnavailable: 503 GET https://...`)
    # (not 429: Google words its rate limits on the same line, `TooManyRequests: 429 POST ... rate limit`)
    r"|\b(?:502|503|504) (?:GET|POST|PUT|PATCH|DELETE|HEAD) https?://"
)
# AWS's throttling: S3's `An error occurred (SlowDown) ... Please reduce your request rate.`, the other
# services' `ThrottlingException` / `RequestLimitExceeded`
# AWS's own word that it throttled the caller: its "Too many requests" on the same line is that, no HTTP 429
_AWS_THROTTLE = _rx(r"\(SlowDown\)|\bThrottlingException\b|\(Throttling\)|\bRequestLimitExceeded\b"
                    # the C++ SDK's (`Encountered AWSError 'SlowDown': Please reduce your request rate.`)
                    r"|\bAWSError 'SlowDown'|\bException name: SlowDown\b|reduce your request rate|\b503,? Slow Down\b|\b503: Slow Down\b"
                    # the Java SDK's `Status Code: 503; Error Code: SlowDown; ...`
                    r"|\bError Code: (?:SlowDown|Throttling|ThrottlingException|RequestLimitExceeded)\b"
                    # the Go SDK's `SlowDown: Please reduce ...` then `status code: 503` (docker's registry)
                    # (its case kept: a benchmark's `Slowdown: 1.8x` is none)
                    r"|(?-i:\bSlowDown:)(?:\s|$)")
_RATE_LIMIT = _rx(r"rate[ _-]?limit|\bRate exceeded\b|" + _AWS_THROTTLE.pattern)
# an account out of credit (OpenAI's 429 `insufficient_quota`): no retryable 429, waiting does not help
_QUOTA = _rx(r"\binsufficient_quota\b|exceeded your current quota")
# a server's certificate that does not verify: the connection failed, but a retry fails the same way
# (a proxy, a missing CA bundle, a clock): no transient network failure
_CERTIFICATE = _rx(r"certificate verify failed|\bCERTIFICATE_VERIFY_FAILED\b|\bSSLCertVerificationError\b"
                   # (or a Python without its ssl module: conda's `Can't connect to HTTPS URL because the SSL
                   # module is not available`)
                   r"|\bthe SSL module is not available\b")
_NETWORK = _rx(r"\bECONNRESET\b|\bECONNREFUSED\b|\bETIMEDOUT\b|\bENETUNREACH\b|\bEHOSTUNREACH\b"
               r"|Connection reset by peer|Connection refused|Network is unreachable"
               # WinINet's (ERROR_INTERNET_CANNOT_CONNECT: R's install.packages on Windows, `InternetOpenUrl failed:
               # 'A connection with the server could not be established'`)
               r"|\bA connection with the server could not be established\b"
               # Rust's io::Error with Windows' socket codes (uv, cargo: `... fermée par l'hôte distant. (os error
               # 10054)`), in any language
               r"|\(os error 100(?:53|54|60|61)\)"
               # NeMo's download of a pretrained model, every attempt failed
               r"|\bDownload from cloud failed\. Attempt (\d+) of \1\b"
               # PostgreSQL's JDBC driver (`Connection to 127.0.0.1:5433 refused. Check that the hostname ...`)
               r"|\bConnection to \S+ refused\b"
               # uv's download cut by its HTTP timeout (`Failed to download distribution due to network timeout.`)
               r"|\bFailed to download distribution due to network timeout\b"
               # asyncio's refused connection (`[Errno 111] Connect call failed ('10.0.0.2', 443)`)
               r"|\bConnect call failed\b"
               # curl's error 7 as git dies of it (`fatal: unable to access 'http://h/x.git/': Failed to connect to h port 9
               # after 0 ms: Couldn't connect to server`; not a wait loop's `curl: (7) ...` before the task ran)
               r"|^fatal: unable to access '[^'\n]+': Failed to connect to \S+ port \d+\b[^\n]{0,60}\bCouldn't connect to server\b"
               # a connection, a read or a request that timed out (not any wait: ML-Agents' "Environment
               # timed out shutting down" is the simulator's)
               r"|\b(?:connection|connect|read|write|request|socket|handshake|download|upload|fetch|recv|send|http|https|ssl|tls|server|host|proxy|operation)\b[^\n]{0,60}\btimed out\b"
               r"|\btimed out\b[^\n]{0,40}\b(?:connect|connection|server|host|socket|url|http)"
               # Slurm's commands when the controller does not answer
               r"|Unable to contact slurm controller|\(connect failure\)"
               r"|\bsocket hang up\b|\bnetwork request to \S+ failed\b"  # Node (npm)
               r"|No route to host|\bRemoteDisconnected\b|Remote end closed connection"
               r"|forcibly closed by the remote host|\bWinError 100(?:53|54|60|61)\b|Connection aborted"
               r"|Failed to establish a new connection|\bIncompleteRead\b|Connection broken"
               # conda, botocore, NCCL's sockets, a TLS session cut short, W&B's retry loop
               r"|\bCONNECTION FAILED\b|Could not connect to (?:the endpoint|server|host)"
               r"|Connection closed by (?:remote )?peer|\bSSLEOFError\b|EOF occurred in violation of protocol"
               r"|\bUNEXPECTED_EOF_WHILE_READING\b|\bNetwork error \(|\bNoBrokersAvailable\b|\bwandb\.errors\.(?:errors\.)?CommError\b|\b(?:Read|Connect)Timeout(?:Error)?\b"
               r"|\bServerDisconnectedError\b|\bServer disconnected\b"
               # huggingface_hub without a connection and without the file cached (its class alone, as a
               # notebook's traceback heads it: `LocalEntryNotFoundError   Traceback (most recent call last)`);
               # W&B's run that could not reach its server in time (`Run initialization has timed out after 90.0 sec`)
               # (not when the user turned the network off: `outgoing traffic has been disabled`, `local_files_only`)
               r"|\bLocalEntryNotFoundError\b(?![^\n]*(?:outgoing traffic has been disabled|local_files_only|HF_HUB_OFFLINE))"
               r"|\bwandb: ERROR Run initialization has timed out\b"
               # H2O's client that could not reach its server (`H2OConnectionError: Could not establish link to the H2O cloud`)
               r"|\bH2OConnectionError: Could not establish link\b"  # (not its version mismatch, nor a missing `h2o.init()`)
               # Python's ConnectionError (requests', Hugging Face datasets' `Couldn't reach`); Go's net/http
               # (docker pull: `net/http: TLS handshake timeout`, `i/o timeout`); git's broken transfer
               r"|\bConnectionError[:(]|\bTLS handshake timeout\b|\bi/o timeout\b|Client\.Timeout exceeded"
               r"|\bRPC failed; (?:curl|result=)\s*\d+|The remote end hung up unexpectedly"
               # a hub client that could not reach its server (Hugging Face: "We couldn't connect to
               # 'https://huggingface.co' to load this file"), whatever the library
               r"|\bcould(?:n'?t| not) connect to '?https?://"
               # the LLM SDKs' and aiohttp's words for it, NCCL's when a peer's link went away
               r"|\bAPIConnectionError\b|\bCannot connect to host\b|\bClientConnectorError\b|\bnetwork error\b"
               r"|failed to connect to all addresses"
               # a client that tells the user to check the connection (the Hugging Face hub), git's transfer
               # cut short (`fetch-pack: unexpected disconnect while reading sideband packet`, `fatal: early EOF`)
               r"|check your (?:internet |network )?connection|make sure your Internet connection"
               r"|unexpected disconnect while reading sideband packet|^fatal: early EOF"
               # (or its TLS session cut before it began: `fatal: unable to access 'https://...': gnutls_handshake()
               # failed: Error in the pull function`; not a certificate it refused)
               r"|\bunable to access '[^'\n]*': (?:gnutls_handshake\(\) failed: (?:Error in the (?:pull|push) function|The TLS connection was non-properly terminated)"
               r"|OpenSSL SSL_(?:connect|read): (?:SSL_ERROR_SYSCALL|Connection reset by peer))"
               # Go's client giving up on a connection (docker); the OpenAI SDK's "Connection error." (its case:
               # Ray's "exits with a connection error code 2" is no network failure)
               r"|net/http: request canceled|(?-i:\bConnection error\.)"
               # Node's socket timeout (yarn), yarn's own words; a database server out of reach (Prisma's P1001)
               r"|\bESOCKETTIMEDOUT\b|trouble with your network connection|Can't reach database server"
               # Python's socket read that timed out (an HTTP download), NuGet's and RubyGems' words for it
               r"|^(?:TimeoutError|socket\.timeout): timed out$|error NU1301: Unable to load the service index for source"
               r"|\btoo many connection resets\b"
               # NCBI's sra-tools (prefetch, fasterq-dump) when the remote archive's connection failed
               r"|\bconnection unexpected while executing query\b"
               # SQL Server's ODBC driver when the server is out of reach (dbt, pyodbc: `Login timeout expired`,
               # `TCP Provider: The wait operation timed out`; not its `Error code 0x2746`, a TLS mismatch)
               r"|\bLogin timeout expired\b|\bTCP Provider: (?:An existing connection was forcibly closed|The wait operation timed out"
               r"|A connection attempt failed|An established connection was aborted)"
               # an installer's download that failed and says to try again (cmdstanr: `Download of CmdStan
               # failed. Please try again.`; not its `Please check if the supplied version number is valid.`)
               r"|\bDownload of [\w.\- ]{1,60} failed\. Please try again\b"
               # Hugging Face evaluate's metric that is on the Hub but could not be fetched (offline: `Module
               # 'accuracy' doesn't exist on the Hugging Face Hub either`); its own metrics only: another name
               # may be a typo or a private module
               r"|\bModule '(?:accuracy|f1|precision|recall|bleu|sacrebleu|google_bleu|rouge|meteor|bertscore|chrf|ter|wer|cer"
               r"|squad|squad_v2|glue|super_glue|seqeval|perplexity|exact_match|mse|mae|matthews_correlation|roc_auc"
               r"|pearsonr|spearmanr|mean_iou|bleurt|code_eval)' doesn't exist on the Hugging Face Hub\b"
               # NCCL's proxy thread when a connection to a peer failed (`Error encountered progressing
               # operation=Connect, res=3, closing connection`)
               r"|\bprogressing operation=Connect\b"
               # libpq (`connection to server at "x" (10.0.0.2), port 5439 failed: timeout expired`), MySQL's
               # client (`ERROR 2002 (HY000): Can't connect to local MySQL server through socket`, 2003 for a
               # host), aiohttp's read timeout (`Timeout on reading data from socket`: DVC's push)
               r"|\bport \d+ failed: timeout expired\b|\bCan't connect to (?:local )?MySQL server\b"
               # a database server out of reach or gone (libpq: `could not connect to server: No such file or
               # directory` / `Is the server running locally`, `server closed the connection unexpectedly`;
               # MySQL's `Error 2013: Lost connection to MySQL server during query`): retried once it is back
               r"|\bcould not connect to server: No such file or directory\b|\bIs the server running locally and accepting\b"
               r"|\bconnection to server on socket \S+ failed: No such file or directory\b"
               r"|\bserver closed the connection unexpectedly\b|\bLost connection to MySQL server\b"
               r"|\bTimeout on reading data from socket\b")
# a library's summary of downloads that failed, naming no cause of its own
_CONNECTION_SUMMARY = _rx(r"\bcheck your (?:internet |network )?connection\b|\bCouldn't reach '[^']{1,200}' on the Hub\b"
                          r"|\bLocalEntryNotFoundError\b|\bWe couldn't connect to\b")
# a notebook's traceback heading, its last line cut off a paste (`ConnectionError      Traceback (most recent
# call last)`): a network failure unless a failed name lookup is anywhere in the output (the traceback it
# was raised while handling)
_CONNECTION_HEADING = _rx(r"^\s*ConnectionError\s{2,}Traceback \(most recent call last\)", 0)
# multiprocessing's sharing of file descriptors between local processes (a DataLoader's workers): its
# `ConnectionRefusedError` is no network failure (too many open files, the sharing strategy)
_LOCAL_IPC = _rx(r"multiprocessing[/\\]resource_sharer\.py", 0)
# Hugging Face's offline mode (`HF_HUB_OFFLINE=1`) refusing a download as a ConnectionError (`Couldn't reach
# 'x' on the Hub (OfflineModeIsEnabled)`): a setting, which a retry does not change
# (not datasets' note that it used its cache instead, `Using the latest cached version ... (offline mode is
# enabled)`, after which the run goes on: a later connection refused is a network failure still)
_HUB_OFFLINE = _rx(r"^(?!.*\bUsing the latest cached version\b).*(?:\bOfflineModeIsEnabled\b|\boffline mode is enabled\b)", 0)


def _offline_refusal(execution: Execution) -> bool:
    """Whether Hugging Face's offline mode refused a download on the newest network failure's line or after it."""
    for line in output_lines(execution):  # (newest first)
        if _HUB_OFFLINE.search(line):
            return True
        if _NETWORK.search(line):
            return False
    return False


# NCCL/Gloo watchdogs and torch.distributed's rendezvous store: a peer or the network went away
_DISTRIBUTED = _rx(r"Watchdog caught collective operation timeout|\bbefore timing out\b"
                   # HCCL's (Ascend NPUs) collective waiting on a peer (`EI0006: ... Getting socket times out.
                   # Reason: Remote Rank did not send the data in time.`)
                   r"|\bRemote Rank did not send the data in time\b"
                   # the watchdog's own frame when the timeout is all that is left of its message
                   r"|\bWorkNCCL::checkTimeout\("
                   # torch.distributed's TCPStore client that could not reach the master (its frame, if
                   # any, is lines above)
                   r"|^RuntimeError: connect\(\) timed out\b|The client socket has timed out after \d+m?s while trying to connect to"
                   # (not a port another process holds: `DistNetworkError: ... (errno: 98 - Address already in use)`,
                   # nor one the user may not bind: `failed to bind to [::]:98 (errno: 13 - Permission denied)`)
                   r"|\bDistStoreError\b|\bDistNetworkError\b(?!.*(?:Address already in use|errno: 98\b|Permission denied|errno: 13\b))|\bTCPStore\b.*\b(?:timed out|timeout\b(?!\s*[,)=]))"
                   r"|\bNCCL (?:communicator was aborted|error: remote process exited|timeout)"
                   r"|\bGloo\b.*\b(?:timed out|timeout)|\bconnectFullMesh\b|\bSocket Timeout\b"
                   r"|\bRendezvousTimeoutError\b|\bRendezvousConnectionError\b"
                   r"|Timed out waiting \d+ms for (?:send|recv) operation|Application timeout caused pair closure"
                   r"|Timed out initializing process group|\bstore[ _]based[ _]barrier\b.*\btime(?:d )?out"
                   # PyTorch's NCCL heartbeat monitor: the watchdog itself made no progress
                   r"|\bwatchdog got stuck for \d+ seconds\b|Some NCCL operations have failed or timed out"
                   # its report of the collective that timed out, in PyTorch 2.2+ (`[PG 0 Rank 2] Timeout at NCCL
                   # work: 1474236, last enqueued NCCL work: ...`)
                   r"|\bTimeout at NCCL work: \d+"
                   # torch.distributed.rpc's call that outran its timeout (`RPC ran for more than set timeout
                   # (180000 ms)`)
                   r"|\bRPC ran for more than (?:the )?set timeout\b"
                   # XGBoost's rabit, its workers' all-reduce (`rabit/internal/socket.h:170: Poll timeout`)
                   r"|\brabit/[\w/.\-]+:\d+: Poll timeout\b"
                   # JAX's coordination service: a host that never reached the barrier (`DEADLINE_EXCEEDED: Barrier
                   # timed out. Barrier_id: PjRT_Client_Connect`)
                   r"|\bDEADLINE_EXCEEDED: Barrier timed out\b")
# (not sudo's note that it could not look up its own host, `sudo: unable to resolve host x: Name or service not
# known`, nor busybox's nslookup's line for its own server, `can't resolve '(null)'`, printed when the lookup worked)
_DNS = _rx(r"Temporary failure in name resolution|^(?!.*\bunable to resolve host\b).*?\bName or service not known|nodename nor servname provided"
           r"|getaddrinfo failed|Could not resolve (?:host|hostname|proxy)\b|Temporary failure resolving\b|Could not resolve '"
           # Node (`getaddrinfo EAI_AGAIN registry.npmjs.org`), curl's own text for error 6 (cargo), Go's
           # resolver (docker: `lookup auth.docker.io on 127.0.0.53:53: server misbehaving`), Java
           r"|\bEAI_AGAIN\b|getaddrinfo ENOTFOUND\b|Couldn't resolve host\b"
           # musl's resolver (Alpine: `nslookup: can't resolve 'master-0': Name does not resolve`)
           r"|^(?!.*\bunable to resolve host\b)(?!.*can't resolve '\(null\)').*?\bName does not resolve\b"
           r"|\blookup \S+(?: on \S+)?: (?:no such host|server misbehaving)|\bUnknownHostException\b"
           # Windows' resolver (WSAHOST_NOT_FOUND, WSATRY_AGAIN), as SQL Server's driver and others say it
           r"|\bNo such host is known\b|\btemporary error during hostname resolution\b"
           # WinHTTP's (ERROR_WINHTTP_NAME_NOT_RESOLVED: cargo, rustup on Windows)
           r"|\bThe server name or address could not be resolved\b"
           # libcurl's lookup that timed out (R's remotes: `Timeout was reached: [api.github.com] Resolving timed
           # out after 10000 milliseconds`)
           r"|\bResolving timed out after \d+ milliseconds\b"
           # Python's own exception for a failed lookup, whatever its message (which a paste may cut:
           # `socket.gaierror: [Errno -2] Name or service`)
           r"|\bsocket\.gaierror: \[Errno (?:-[235]|1100[124])\]")  # (a lookup's codes: not -8, a bad port)
# (or named only by the heading IPython prints over its traceback, its message cut: `gaierror   Traceback (most recent
# call last)`; not with another code of it below, `gaierror: [Errno -8] Servname not supported`)
_GAI_HEADING = _rx(r"^gaierror\s+Traceback \(most recent call last\)", 0)
_GAI_NOT_LOOKUP = _rx(r"\bgaierror: \[Errno -(?![235]\])\d+\]", 0)
# what names a failed connection better, on its line or a newer one: a name lookup (the `dns` rule), a
# certificate (no rule: `unclassified`)
_NOT_NETWORK = _rx(_DNS.pattern + "|" + _GAI_HEADING.pattern + "|" + _CERTIFICATE.pattern)
# Docker's legacy builder: a RUN step SIGKILLed (`The command '/bin/sh -c pip install ...' returned a non-zero
# code: 137`), unless the step's own output says its disk filled (yarn's `ENOSPC: no space left on device`)
# (and yarn's report of the command it ran SIGKILLed: `error Command failed with exit code 137.`)
_BUILD_STEP_KILLED = _rx(r"\breturned a non-zero code: 137\b|\bCommand failed with exit code 137\b")
# (not the loader's `cannot allocate memory in static TLS block`: a library built for the initial-exec TLS model, which
# more memory does not help)
_OOM_TEXT = _rx(r"\bMemoryError\b|CUDA out of memory|Cannot allocate memory(?! in static TLS block)|std::bad_alloc|\bout of memory\b"
                r"|\b\w*OutOfMemoryError\b|_ArrayMemoryError|Unable to allocate [\d.]+ ?[KMGTP]i?B"
                # (PyTorch's CUDA OOM message cut to its second half, as from 2.1: `GPU 0 has a total capacity of
                # 23.64 GiB of which 1.61 GiB is free. Process 1624541 has 22.02 GiB memory in use.`)
                r"|\bhas a total capacity of [\d.]+ [KMGT]i?B of which [\d.]+ [KMGT]i?B is free\b"
                r"|OOM when allocating|ResourceExhaustedError\b.*\bOOM\b|Resource exhausted: OOM"
                r"|RESOURCE_EXHAUSTED:? .*(?:[Oo]ut of memory|allocat)|Failed to allocate request for"
                r"|\bOOM killer\b|oom-kill(?:er)?\b|Out of memory: Killed process"
                r"|exceeded (?:its |the |job |step )?memory limit|memory limit exceeded|oom_kill event|\bOOMKilled\b"
                # Ray's object store (shared memory) full, nothing left to spill
                r"|\bObjectStoreFullError\b"
                # Ray's memory monitor before 1.x (`ray.memory_monitor.RayOutOfMemoryError: More than 95% of the
                # memory on node tr001 is used`)
                r"|\bRayOutOfMemoryError\b"
                r"|cgroup out-of-memory handler"  # Slurm: "Some of your processes may have been killed by the ..."
                # a process SIGKILLed as an IDE or YARN reports it (the OOM killer's signal)
                r"|interrupted by signal 9: SIGKILL|Container killed on request\. Exit code is 137"
                # the loader could not map an installed library into memory, as the exception the task died of (under
                # `ulimit -v`, `prlimit --as`: `ImportError: libtorch_cpu.so: failed to map segment from shared object`);
                # not one built into a temporary or cache folder, which a noexec mount refuses in the same words (Triton's
                # and torch's extensions under /tmp; but a package installed in a virtualenv there is installed), nor a noexec
                # mount's `Operation not permitted`, nor LD_PRELOAD's note
                r"|^(?:[\w.]+\.)?(?:ImportError|OSError): "
                r"(?!(?![^\n]*/(?:site|dist)-packages/)[^\n]*(?:/tmp/|/\.cache/|torch_extensions|triton))"
                # (never /dev/shm, noexec in Docker, nor pip's build environments under TMPDIR)
                r"(?![^\n]*(?:/dev/shm/|/pip-build-env-|/build-env-|/pip-req-build-))"
                r"[^\n]*failed to map segment from shared object\s*$"
                # (or the dynamic loader's own words as a program starts: `darknet: error while loading shared libraries:
                # libaom.so.3: failed to map segment from shared object`)
                r"|^\S+: error while loading shared libraries: (?![^\n]*(?:/tmp/|/dev/shm/|/\.cache/))[^\n]*: "
                r"failed to map segment from shared object(?:: Cannot allocate memory)?\s*$"
                # (glibc's loader with no room for a new thread's TLS block, exit 127: not its `cannot allocate memory in
                # static TLS block`, a library built for the initial-exec model)
                r"|^cannot allocate memory for thread-local data: ABORT\s*$"
                r"|\bMemory allocation still failed after \d+ retries\b"  # OpenBLAS' buffers (`OpenBLAS error: ...`)
                r"|[Ff]ailed to allocate memory|\bCUDA_ERROR_OUT_OF_MEMORY\b|\bhipErrorOutOfMemory\b"  # (and ROCm's, in the hint after a cut message)
                r"|\bPxgCudaDeviceMemoryAllocator fail to allocate memory\b"  # (Isaac Gym's PhysX on the GPU)  # (the CUDA driver API's name)
                # LSF's and PBS's memory limits; R's allocator; Colab's notice
                r"|\bTERM_MEMLIMIT\b|\bjob killed: mem \d+\w* exceeded limit|\bcannot allocate vector of size\b"
                r"|session crashed after using all available RAM"
                r"|Allowed memory size of \d+ bytes exhausted"  # PHP's memory_limit (composer)
                # OOM in other words: Dask's nanny, YARN, vLLM's KV cache, PyTorch's CPU allocator, cuBLAS
                r"|exceeded \d+% memory budget|running beyond (?:physical|virtual) memory limits"
                r"|\blow on resource: memory\b"  # Kubernetes evicted the pod: its node ran low on memory
                r"|Container killed by YARN for exceeding memory|No available memory for the cache blocks"
                r"|DefaultCPUAllocator: (?:not enough memory|can't allocate memory)|CUBLAS_STATUS_ALLOC_FAILED"
                # cuDNN's allocation, and XLA's CUDA driver's (`failed to alloc 17178951680 bytes unified memory`)
                r"|\bCUDNN_STATUS_ALLOC_FAILED\b|\bfailed to alloc \d+ bytes\b"
                # TensorFlow's and XLA's allocator (a gRPC quota answers 429 RESOURCE_EXHAUSTED: no OOM)
                r"|\bResourceExhaustedError\b(?!.*(?:No space left on device|\.tempstate\d))|(?<!429 )\bRESOURCE_EXHAUSTED\b(?!.*\b(?:[Qq]uota|[Rr]ate[ _-]?limit|No space left on device))"
                r"|\bResource exhausted: (?:OOM|Failed to allocate|Out\b)"  # XLA's status, `Out of memory ...`
                # TensorFlow 1's word for a GPU allocation that failed while copying a tensor in
                r"|Dst tensor is not initialized"
                # torchrun's report of a worker SIGKILLed (the kernel's OOM killer, like the shell's "Killed")
                r"|Signal 9 \(SIGKILL\) received by PID|\bexitcode\s*:\s*-9\b"
                # a workflow engine's report of a step that died of SIGKILL (Nextflow: `terminated with an
                # error exit status (137)`; not one it retries or ignores: `-- Execution is retried (1)`)
                r"|\bexit status \(137\)(?![^\n]*-- (?:Execution is retried|Error is ignored))"
                # Docker's builder: a RUN step killed (`executor failed running [...]: exit code: 137`,
                # `did not complete successfully: exit code: 137`): the build ran out of memory
                r"|\b(?:executor failed running \[.*\]|did not complete successfully): exit code: 137$"
                # joblib/loky: `The exit codes of the workers are {SIGKILL(-9)}`
                r"|\bSIGKILL\(-9\)"
                # DeepSpeed's launcher, Python's subprocess: a child SIGKILLed; Ray's memory monitor
                r"|\breturn code = -9\b|died with <Signals\.SIGKILL: 9>|returned non-zero exit status -9\b|killed due to memory pressure"
                # a launcher's report of its child's return code, negative for the signal (`Training failed with
                # exit code -9`)
                r"|\bfailed with exit code -9\b(?![^\n]*\b(?:after|by|at) (?:a |its )?time ?out)"
                # kubectl exec: the container's process SIGKILLed (as Docker's builder above)
                r"|^command terminated with exit code 137$"
                # vLLM: the KV cache does not fit the memory left
                r"|can be stored in KV cache|larger than the available KV cache memory"
                # text-generation-inference: a request's KV cache blocks do not fit the ones left
                r"|\bOut of available cache blocks: asked \d+"
                # vLLM at start-up: the GPU holds less free memory than it was told to take
                r"|less than desired GPU memory utilization"
                # Airflow's task runner: its task SIGKILLed (`signal=-9: signal_name="SIGKILL"`,
                # `Task exited with return code Negsignal.SIGKILL`)
                # (not Airflow killing its own task: `... terminated with exit code Negsignal.SIGKILL`)
                r"|signal_name=\"?SIGKILL\b|\bTask exited with return code Negsignal\.SIGKILL\b"
                # YARN: a container killed by a signal it did not send, with SIGKILL's status
                r"|Container exited with a non-zero exit code 137\b"
                # Windows out of virtual memory (`[WinError 1455] The paging file is too small`); ImageMagick's
                # pixel cache over its memory limit (`cache resources exhausted`)
                r"|\bpaging file is too small\b|\bcache resources exhausted\b"
                # (the same in any language: its code; and under a DLL's import: `ImportError: DLL load failed: The
                # paging file is too small`), TensorRT's builder (`Error Code 2: OutOfMemory`,
                # `Requested amount of GPU memory (24793579520 bytes) could not be allocated`)
                r"|\[WinError 1455\]|\bError Code \d+: OutOfMemory\b|Requested amount of GPU memory \(\d+ bytes\) could not be allocated"
                # MindSpore's device allocator (`TotalUsedMemStatistics : N plus ... is more than total mem size : M`)
                r"|\bis more than total mem size\b"
                # ComfyUI's report of torch's OutOfMemoryError (`!!! Exception during processing !!! Allocation
                # on device`)
                r"|\bException during processing !!! Allocation on device\b|\bOutOfMemoryError: Allocation on device\b"
                # Celery's pool: a worker process SIGKILLed (`Process 'ForkPoolWorker-148' pid:338 exited with
                # 'signal 9 (SIGKILL)'`), as Airflow's task above
                r"|\bexited with 'signal 9 \(SIGKILL\)'"
                # Prefect's runner: its flow run SIGKILLed (`exited with status code: -9; This indicates that
                # the process exited due to a SIGKILL signal`)
                r"|\bexited with status code: -9\b"
                # torch.multiprocessing's spawn (`process 0 terminated with signal SIGKILL`)
                r"|\bterminated with signal SIGKILL\b"
                # pynisher's memory limit under auto-sklearn (`Dummy prediction failed with run state StatusType.MEMOUT`)
                # (the run's failure, not one trial's limit the search goes on after)
                r"|\bDummy prediction failed with run state StatusType\.MEMOUT\b"
                # DyNet's allocator (`RuntimeError: CPU memory allocation failed`); Lua's (LuaJIT, Torch7:
                # `luajit: .../threads.lua:184: [thread 1 callback] not enough memory`)
                r"|\b(?:CPU|GPU|device|host) memory allocation failed\b|^\S*lua\w*: .*\bnot enough memory\b"
                # zstd's (`zstd: error 11 : Allocation error : not enough memory`)
                r"|\bAllocation error : not enough memory\b"
                # LuaJIT's panic (`PANIC: unprotected error in call to Lua API (not enough memory)`), Caffe's host
                # allocation (`Check failed: *ptr host allocation of size 29935616 failed`), Theano's on the GPU
                # (`RuntimeError: CudaNdarray_ZEROS: allocation failed.`)
                r"|\bunprotected error in call to Lua API \(not enough memory\)|\bhost allocation of size \d+ failed\b"
                r"|\bCudaNdarray_\w+: allocation failed\b"
                # Redis refusing a write over its `maxmemory`
                r"|\bOOM command not allowed when used memory\b"
                # PyTorch's CUDA message cut to its second half (`Tried to allocate 33.95 GiB (GPU 0; 11.78 GiB
                # total capacity; ...`); LAMMPS' allocator (`ERROR on proc 617: Failed to reallocate 1650272
                # bytes for array comm:buf_send`); Arrow's (`pyarrow.lib.ArrowMemoryError`, its message or none)
                r"|\bTried to allocate [\d.]+ (?:[KMGT]i?B|bytes) \(GPU \d+; [\d.]+ [KMGT]i?B total capacity\b"
                r"|\bTried to allocate [\d.]+ (?:[KMGT]i?B|bytes)\. GPU \d+ has a total capacity of\b"  # (PyTorch 2.1 and later)
                r"|\bFailed to (?:re)?allocate \d+ bytes for array\b|(?:^\s*|\bpyarrow\.lib\.)ArrowMemoryError\b")
# TensorFlow's hint, printed under a ResourceExhausted error (the error itself may be lines above, cut: XLA's
# compiler on a TPU): out of memory, unless the error said the disk filled (its saver: `...tempstate...; No space
# left on device`, then the same hint)
_TF_OOM_HINT = _rx(r"\badd report_tensor_allocations_upon_oom to RunOptions\b")  # (not a script setting the option)
# Ray lists the causes a dead worker may have had, OOM among them: a guess, not a diagnosis
_MAYBE = _rx(r"There are some potential root causes|Some common causes include: \(1\)")  # (Ray's, older and newer)
# the shell's word for SIGKILL: case matters ("killed" is prose); it may follow a progress bar's last
# characters on the same line (Keras' `- loss: 2.1371Killed`)
_OOM_KILLED = re.compile(r"(?<![A-Za-z])Killed\b(?! by external signal)")  # (YARN's words for a container's exit by signal)
# strsignal(SIGKILL) as glibc's translations say it (bash prints "bash: Zeile 1: 4242 Getötet  python
# train.py"): trusted only when the exit status is 137
_KILLED_WORDS = ("Забіты", "Безусловно прекъснат", "Matat", "Zabit", "Dræbt", "Getötet", "Σκοτώθηκε", "Buĉita",
                 "Terminado (killed)", "Tapettu", "Processus arrêté", "Matado", "Ubijen", "Kilőve", "Terbunuh",
                 "Ucciso", "強制終了", "죽었음", "Nutraukta (killed)", "Drept", "Geëlimineerd", "Unicestwiony", "Morto",
                 "Убито", "Zabitý", "Pobit", "Убијен", "Dödad", "Süreç durduruldu", "Вбито", "Bị buộc kết thúc",
                 "已杀死", "強制結束")
_KILLED_LOCALIZED = re.compile(r"(?:^|\s)(?:" + "|".join(re.escape(w) for w in _KILLED_WORDS) + r")(?=\s|$|\()")
_DS_KILLING = re.compile(r"\bsigkill_handler\] Killing subprocess \d+")
_TLS_FAILED = _rx(r"^Unable to establish SSL connection\.$", 0)
_TLS_TRANSPORT = _rx(r"Error in the pull function|Error in the push function|non-properly terminated|Connection reset"
                     r"|Connection timed out|The TLS connection was non-properly terminated|Read error"
                     # OpenSSL's words for a connection cut (wget built with it: RHEL, conda)
                     r"|unexpected eof while reading|SSL_ERROR_SYSCALL|bad record mac|error:00000000:lib\(0\)"
                     r"|unexpected length was received", 0)
# zsh's words for it (`zsh: killed     python x.py`, a job's `[1]    31330 killed     python`) and GNU time's
# (`Command terminated by signal 9`): trusted only when the exit status is 137, as the translations are
# (the job's line may follow a progress bar the kill cut: `Loading checkpoint shards:   0%|   | 0/3 [00:00<?,
# ?it/s][1]    26478 killed     python test.py`)
_KILLED_SHELL = re.compile(r"^(?:zsh: killed\b|\[\d+\] +(?:[+\-] +)?\d+ killed\s|Command terminated by signal 9$)"
                           r"|(?<=\])\[\d+\] +(?:[+\-] +)?\d+ killed\s")
# tcmalloc's warning of one huge allocation (Colab, TensorFlow): with SIGKILL after it, memory ran out
_LARGE_ALLOC = re.compile(r"\btcmalloc: large alloc \d+ bytes\b")
# gcc's `%s signal terminated program cc1` with the signal's name translated (`gcc: 致命错误：已杀死 signal
# terminated program cc1`): a compiler killed for memory, whatever the exit status make passes on
_KILLED_PROGRAM = re.compile(r"(?:" + "|".join(re.escape(w) for w in _KILLED_WORDS) + r") signal terminated program\b")
# (`Killed`, `Segmentation fault`; the line may be cut before the signal's name)
_OOM_KILL_EVENT = _rx(r"\boom_kill event|\bOOM Killed\b")  # (Slurm's `Detected 1 oom_kill event in StepId=...`)
_WORKER_KILLED = _rx(r"DataLoader worker \(pid[^)]*\) is killed by(?: signal(?!: Bus\b)|[ \t]*$| s(?:i(?:g(?:n(?:al?)?)?)?)?[ \t]*$)"
                     r"|DataLoader worker (?:\(pid\(s\)[^)]*\) )?exited unexpectedly"  # (a paste may drop the pids)
                     # the worker's own handler for SIGSEGV (as for SIGBUS: see _SHM)
                     r"|Unexpected segmentation fault encountered in worker"
                     # batchgenerators' (nnU-Net's) augmentation workers
                     r"|background workers are no longer alive")
# the DataLoader's wait for a batch that timed out (`queue.Empty` in `_try_get_data`): the error it raises from
# it is that a worker died (`DataLoader worker (pid(s) ...) exited unexpectedly`), even with that message cut
_TRY_GET_DATA = _rx(r"\b_try_get_data\b", 0)
_QUEUE_EMPTY = _rx(r"^(?:_?queue\.)?Empty\b|^\s*raise Empty\b", 0)
_DIRECT_CAUSE = _rx(r"^The above exception was the direct cause of the following exception", 0)


def _worker_died_waiting(execution: Execution) -> str | None:
    if _search(_TRY_GET_DATA, execution) and _search(_DIRECT_CAUSE, execution):
        return _search(_QUEUE_EMPTY, execution)
    return None


# (a paste may wrap the line after `Bus`)
# (SIGBUS itself, signal 7, is the exit status a training process dies of when /dev/shm is full;
# `Bus error (core dumped)` may be glued to a progress bar's last characters)
_SHM = _rx(r"bus error encountered in worker|insufficient shared memory|killed by signal: Bus(?: error|\s*$)|Bus error \(core dumped\)"
           r"|\bBus error\b|unable to write to file </torch_|unable to allocate shared memory\(shm\)|No space left on device.*/dev/shm|\bSIGBUS\b"
           # torchrun's report of a worker dead of SIGBUS (as `exitcode: -9` is SIGKILL's)
           r"|\bexitcode\s*:\s*-7\b|Signal 7 \(SIGBUS\) received by PID"
           # Ray's check of its object store against the memory file system (`The configured object store size
           # (11.8 GB) exceeds /dev/shm size (11.8 GB)`)
           r"|\bexceeds /dev/shm size\b"
           # pandarallel's own check of its memory file system (`you don't have enough available space in `dev/shm``)
           r"|\benough (?:available )?space in `?/?dev/shm")
_DISK_FULL = _rx(r"\bENOSPC\b|No space left on device|\[Errno 28\]|\bDisk quota exceeded\b|\bEDQUOT\b"
                 r"|PytorchStreamWriter failed writing file|\bfile write failed\b|unexpected pos \d+ vs \d+"
                 # Torch's disk file (Lua torch, early PyTorch) cut short by a full disk (`write error: wrote 9367499
                 # blocks instead of 31014000`)
                 r"|\bwrite error: wrote \d+ blocks instead of \d+"
                 # LightGBM's writer cut short (`Cannot write binary data to /x/model.txt, wrote 65536 of 473938 bytes`)
                 r"|\bCannot write binary data to \S+, wrote (?P<lgb>\d+) of (?!(?P=lgb) )\d+ bytes\b"
                 # numpy's `tofile` that wrote nothing of an array, or only part of it (`OSError: 726725 requested and 0
                 # written`, equinox's serialisation: `OSError: 1048576 requested and 981920 written`)
                 r"|\bOSError: (?P<asked>\d+) requested and (?!(?P=asked) )\d+ written\b"
                 # TensorFlow 1's saver when the disk filled (`Error writing (tmp) checkpoint file: /x/model.ckpt-6.tempstate...:
                 # Resource exhausted: /x/...`): a write, not an allocation
                 r"|\bError writing (?:\(tmp\) )?checkpoint file\b[^\n]*\bResource exhausted\b"
                 # (or its error naming only the temporary file it could not write: `ResourceExhaustedError:
                 # ./model/model-49.tempstate5787507096018461664`, maybe with its node after it)
                 r"|\bResourceExhaustedError: [^\n]*?\.tempstate\d+(?:\s|$)"
                 r"|not enough space on the disk|There is not enough space|Not enough disk space\b"  # (HF datasets)
                 r"|database or disk is full|\bSQLITE_FULL\b"
                 r"|\bHINT:\s+Check free disk space\b"
                 # Kubernetes evicted the pod: its node's disk filled, or the pod's own storage limit
                 r"|low on resource: ephemeral-storage|ephemeral local storage usage exceeds")
# (Kubernetes' eviction of a pod whose node ran low on memory is in _OOM_TEXT)
# (or carried by another exception's message, not a warning's nor an error a library caught:
# sd_dreambooth_extension's `Exception training model: cannot import name 'LOADABLE_CLASSES' from
# 'diffusers.pipeline_utils' (...)`; not xformers' `Error caught was: cannot import name ...`)
_IMPORT_NAME = _rx(r"\bImportError\b.*\bcannot import name\b"
                   # transformers' check of a dependency's version (`ImportError: accelerate>=0.20.3 is required
                   # for a normal functioning of this module, but found accelerate==0.18.0.`)
                   r"|\bImportError: \S+ is required for a normal functioning of this module, but found\b"
                   # OpenMMLab's check of mmcv's version when mmdet, mmseg, ... are imported (`AssertionError: MMCV==2.1.0
                   # is used but incompatible. Please install mmcv>=1.3.17, <=1.8.0.`)
                   r"|\bAssertionError: \w+==\S+ is used but incompatible\b"
                   # (glued to the import line above it by a paste: `from keras.optimizers import AdamImportError:
                   # cannot import name 'Adam' from 'keras.optimizers'`, `import SGDImportError: ...`; not a warning)
                   r"|^(?!.*(?:[Ww]arn|WARN|optional|[Cc]aught)).*\wImportError: cannot import name '[\w.]+' from '"
                   r"|^(?!.*(?:[Ww]arn|WARN|optional|[Cc]aught))(?:.*\b)?(?:Exception|Error)\b[^'\n]*: '?cannot import name '[\w.]+' from '", 0)
# the message alone on its line under the exception that wrapped it (transformers' lazy modules print
# `RuntimeError: Failed to import x because of the following error ...`, then `cannot import name 'Y'
# from 'z'`); alone, without that, it may be a fallback the program took
_WRAPPED_IMPORT = _rx(r"\bFailed to import [\w.]+ because of the following error", 0)
_BARE_IMPORT_NAME = _rx(r"^cannot import name '[\w.]+' from '"
                        # or on the wrapper's own line, after its `(look up to see its traceback):`
                        r"|\bbecause of the following error \(look up to see its traceback\):\s*cannot import name '[\w.]+' from '", 0)
# (`No module named 'torch._six'` under the same wrapper, or on its line; alone, only as the last line: the
# message the program died with, mmcv's `No module named 'mmcv._ext'`, not an optional import's note above an OOM)
_BARE_MODULE = _rx(r"^No module named '[\w.]+'|\bbecause of the following error \(look up to see its traceback\):\s*No module named '", 0)
# NaN/Inf that only shows in an exception text (the framework stopped itself)
# PyTorch's distributions refusing a NaN parameter (`Expected parameter loc (Tensor of shape (1, 1)) of
# distribution Normal(loc: tensor([[nan]]), ...`): the policy's outputs went NaN
_NAN_TEXT = _rx(r"\bFloatingPointError\b|Expected parameter \w+ \(Tensor of shape [^\n]{0,300}?\bnan\b"
                # (or the line cut before its values, for a parameter whose constraint is `Real()`, which only a
                # NaN fails: a location, logits)
                r"|\bExpected parameter (?:loc|logits) \(Tensor of shape\b(?![^\n]*\bto satisfy the constraint (?!(?:IndependentConstraint\()?Real\(\)))"
                # (the same with its NaN values on the lines below: `Real()` fails only for NaN)
                r"|\bto satisfy the constraint (?:IndependentConstraint\()?Real\(\)(?:, \d+\))?, but found invalid values\b"
                # scikit-learn's SGD diverging (`Floating-point under-/overflow occurred at epoch #1`) and its solvers'
                # weights gone non-finite; SciPy's least squares whose model is not finite where it starts
                r"|\bFloating-point under-/overflow occurred at epoch\b|\bSolver produced non-finite parameter weights\b"
                r"|\bResiduals are not finite in the initial point\b"
                # mujoco_py's exception when the simulation blew up (not MuJoCo's warning of the same words:
                # it logs it and goes on)
                r"|\bMujocoException: Got MuJoCo Warning: Nan, Inf or huge value in Q(?:ACC|POS|VEL)\b"
                # torch.normal refusing the policy's std: a NaN fails the check (rsl_rl, IsaacLab)
                r"|\bnormal expects all elements of std >= 0\.0\b"
                # GluonTS' trainer (`Got NaN in first epoch. Try reducing initial learning rate.`)
                r"|\bGot NaN in (?:first )?epoch\b"
                # AutoAWQ's (and llm-compressor's) search of scales where every loss came out NaN or inf (`No
                # finite loss was found in best scalesgrid search.`)
                r"|\bNo finite loss was found\b"
                # icefall's AMP scale collapsed (`grad_scale is too small, exiting`; its warning `Grad scale is
                # small: 0.0078` alone is not, below its own limit of 1e-5 it is: `Grad scale is small: 1.29e-26`)
                r"|\bgrad_scale is too small\b|\bGrad scale is small: \d(?:\.\d+)?e-(?:0?[6-9]|[1-9]\d)\b"
                r"|\bit means that the gradient scale is too small\b"  # (its note, printed with that error)
                r"|probability tensor contains either `inf`, `nan`|Minimum loss scale reached|loss scale already at minimum"
                # DeepSpeed's fp16 scaler halved down to nothing: every step overflows (`OVERFLOW! Rank 0
                # Skipping step. Attempted loss scale: 0, reducing to 0`)
                r"|\bAttempted loss scale: 0(?:\.0+)?, reducing to\b"
                # GPT-NeoX's stop after its fp16 scaler skipped step after step (`Skipped 50 iterations in a
                # row due to Overflow - Exiting training.`)
                r"|\bSkipped \d+ iterations in a row due to overflow\b"
                # a solver's own stop (HiFiLES: `Fatal error 'NaN residual encountered. Exiting'`, OPM Flow:
                # `NaN residual found!`)
                r"|\b(?:Fatal error|Error)\b[^\n]{0,200}\bNaN residual (?:encountered|found)\b"
                # an exception that prints the tensor it refused, all NaN (DETR's `AssertionError: incorrect
                # boxes, boxes1 tensor([[nan, nan, nan, nan], ...`)
                r"|(?-i:\b[A-Z]\w*(?:Error|Exception)): [^\n]{0,200}\btensor\(\[*nan\b"
                # (not a record's, `best loss = inf`, `min loss is inf`)
                r"|(?<!best )(?<!min )(?<!max )(?<!lowest )(?<!prev )\bloss (?:is|was|became|=) ?(?:nan|inf)\b(?![^\n]*\bskip)"
                r"|\b(?:nan|inf) (?:loss|in loss)\b(?![^\n]*\bskip)"
                # (the loss named as a script names it: `train_loss is nan`, KGAT's `ERROR: loss@phase1 is nan.`,
                # Lightning's `Monitored metric val_loss = nan is not finite`; not a record or a setting,
                # `best_loss = inf`, `val_best_loss is inf`, `valid_loss_best = inf`, `loss_scale is inf`,
                # `loss_threshold = inf`; nor a step skipped; nor a progress bar's `loss=nan`, which the
                # monitor reads as a metric, watched or not as you chose)
                r"|(?<!\w)(?<!best )(?<!min )(?<!max )(?<!lowest )(?<!prev )"
                r"(?!(?:[A-Za-z]{1,20}_){0,3}(?:best|min|max|lowest|prev|previous|target|init|initial)_)"
                r"(?:[A-Za-z]{1,20}_){0,3}loss(?![_.](?:scale|weight|coef|coeff|factor|threshold|thr|eps|temperature"
                r"|regularize|clip|best|min|max|lowest)(?:_\w+)?\b)(?:[@_./]\w{1,40})?"
                r"(?: (?:is|was|became) | = )(?:nan|inf)\b(?![^\n]*\bskip)"
                # wav2letter's check (`F0723 Train.cpp:616] Loss has NaN values.`); PyMC's sampler at a start whose
                # log-probability is not finite (`SamplingError: Bad initial energy`)
                r"|\bloss has (?:nan|inf)\b(?![^\n]*\bskip)|\bBad initial energy\b"
                # (or its first evaluation of the model: `SamplingError: Initial evaluation of model at starting
                # point failed!`, a log-probability of -inf, and its hint after it; not another library's
                # SamplingError, `population contains no benign rows`); openmmtools' replica that blew up
                # (`Propagating replica 0 at state 0 resulted in a NaN!`)
                r"|\bpymc(?:3)?(?:\.exceptions)?\.SamplingError\b|You can call `model\.debug\(\)` for more details"
                r"|\bInitial evaluation of model at starting point failed\b|\bresulted in a NaN!"
                # a trainer's own stop (AWS DeepRacer: `NaN detected in loss function, aborting training`); a
                # solver's (SU2: `SU2 has diverged (NaN detected).`); PyMC's ADVI (`The current approximation of
                # RV `x`.ravel()[6] is NaN.`)
                # (not OpenFOAM's trap of a floating-point exception, `Foam::sigFpe::sigHandler`: a solution
                # that blew up, or a bug in a function object's code, by its stack alone)
                # (neosr's `NaN found, aborting training.`); ACEMD's stop after its energies went NaN
                # (transformers' `inf/nan detected, aborting as there is no point running further`; not `no NaN found,
                # exiting check`, nor `NaN detected, stopping gradient accumulation` or `terminating the line search`)
                r"|(?<!\bno )(?<!\bNo )\b(?-i:NaN|nan|Inf|inf) (?:found|detected|encountered)[,.;:]? (?:aborting|stopping|terminating|exiting)\b"
                r"(?! (?:gradient|accumulat\w*|this (?:batch|step|seed|micro-?batch)|the (?:batch|step|line search)|loop\b|check\b))"
                r"|\bThe simulation has become unstable\. Terminating\b"
                # (neuralnet_pytorch's monitor: `ValueError: NaN or Inf encountered. Training failed!`)
                r"|(?<!\bno )(?<!\bor )\b(?:NaN|Inf)(?: or (?:NaN|Inf))? (?:found|detected|encountered)\b[^\n]{0,40}\btraining (?:failed|stopped|aborted)\b"
                # (fastText's `terminate called ... what():  Encountered NaN.`)
                r"|\bwhat\(\):\s+Encountered NaN\b"
                # pyGAM's fit gone off, as the exception it died of (`ValueError: PIRLS optimization has diverged.`; not
                # its grid search's warning of one model skipped)
                r"|^(?:[\w.]+\.)?(?:ValueError|OptimizationError): PIRLS optimization has diverged\b"
                # spaCy's check of a component's outputs (`ValueError: [E940] Found NaN values in scores.`)
                r"|\[E940\] Found NaN values in scores\."
                r"|\bNaN detected in (?:the )?loss\b(?![^\n]*\bskip)|\bdiverged \((?:NaN|Inf) detected\)|\bThe current approximation of RV .* is NaN\b"
                # Ipopt's stop on a NaN or Inf from the model's functions (Pyomo, CasADi, PSOPT print it)
                r"|^EXIT: Invalid number in NLP function or derivative detected\b"

                r"|non-finite loss|\bloss is not finite\b|detected (?:nan|inf)|\bNaN or Inf found\b|anomaly detection.*nan"
                # (pykeen's `NonFiniteLossError: Loss is non-finite.`, sbi's `ValueError: NaN/Inf present in NPE
                # loss.`, UltraNest's `Error in loglikelihood function: returned non-finite number`)
                r"|(?:\bloss is non-finite\b|\bNaN/Inf present in [\w ]{0,40}\bloss\b|\bfunction\b[^\n]{0,40}\breturned non-finite\b)"
                r"(?![^\n]*\b(?:skip|ignor|continu|resett?ing))"
                r"|returned nan values|Function '\w+' returned nan"
                # (dynesty's check of its live points' log-likelihoods: NaN, or +inf, the function evaluated)
                r"|^ValueError: The log-likelihood of live point is invalid\b"
                # (emcee's `ValueError: Probability function returned NaN`, lmfit's `The model function generated
                # NaN values and the fit aborted!`; fastText's Python binding: `RuntimeError: Encountered NaN.`)
                r"|^(?:[\w.]+\.)?\w*(?:Error|Exception): [^\n]{0,200}\bfunction (?:returned|generated) nan\b"
                r"|^RuntimeError: Encountered NaN\b"
                # an exception that says a value went NaN (OpenMM's `Exception: Particle coordinate is nan`,
                # TensorFlow's CheckNumerics: `LossTensor is inf or nan. : Tensor had NaN values`)
                # (an exception's name and its colon, case kept: not a log's `ERROR: grad norm is nan,
                # skipping`; not an input that contains NaN: scikit-learn's `ValueError: Input contains
                # NaN` is the data's)
                r"|(?-i:\b[A-Z]\w*(?:Error|Exception)|\bException): ?[^\n]{0,200}?\b(?-i:is|are|became) "
                r"(?:inf or nan|nan or inf|nan)\b"
                r"|\bTensor had (?:NaN|Inf) values\b"
                # the words alone on their line, before the traceback of the stop (Theano's NanGuardMode,
                # arctic-captions: `NaN detected`; not `NaN detected, skipping`)
                r"|^\s*(?-i:NaN|nan) detected!?\s*$"
                # an exception whose message opens with it (sd-scripts' `RuntimeError: NaN detected in latents:
                # x.png`: the VAE's output)
                # (not a ValueError's `NaN values detected in column age`: the data's)
                r"|(?-i:\b(?!ValueError\b)[A-Z]\w*(?:Error|Exception)): (?-i:NaN|Inf|nan|inf)(?: or (?-i:NaN|Inf|nan|inf))? (?:values? )?detected\b"
                # TensorFlow 1's summary of a variable gone NaN (`InvalidArgumentError: Nan in summary histogram
                # for: .../gamma_0`); Megatron's check of the gradients (`Unexpected result nan (message='found
                # NaN in local grad norm ...`)
                r"|(?-i:\b(?:Nan|Inf|Infinity) in summary histogram for:)|(?-i:\bUnexpected result (?:nan|inf)\b)"
                r"|\bfound NaN in local grad norm\b"
                # llama.cpp's check of a tensor it quantizes (`ggml_validate_row_data: found nan value at block 48`)
                r"|\bggml_validate_row_data: found (?:nan|inf) value\b"
                # AUTOMATIC1111's check of the UNet's output (`NansException: A tensor with all NaN's was
                # produced in Unet`); an ODE solver's state gone non-finite (torchdiffeq: `RuntimeError:
                # non-finite values in state `y``; not pandas' `Cannot convert non-finite values (NA or inf)
                # to integer`, the data's)
                r"|(?-i:\bNansException\b)|\btensor with all NaNs? was produced\b|\btensor with all NaN's was produced\b"
                r"|(?-i:\b[A-Z]\w*(?:Error|Exception)): [^\n]{0,80}?\bnon-finite values in state\b"
                # an assertion that failed over an array of NaN (DreamerV3's `AssertionError: {'action':
                # array([nan, nan, ...`: the policy's outputs went NaN; not a test's `assert [nan, nan] == ...`)
                r"|(?-i:\bAssertionError): (?!assert\b)[^\n]{0,300}?\barray\(\[(?-i:nan), (?-i:nan)\b"
                # PyMC's start: a log-probability NaN or -inf at the starting point (its priors or start values);
                # NumPyro's, in its words (`RuntimeError: Cannot find valid initial parameters. Please check your model again.`)
                r"|\bInitial evaluation of model at starting point failed\b|\bCannot find valid initial parameters\b"
                # a metric written out went NaN (CatBoost: `JSON writer: invalid float value: nan`)
                r"|\binvalid float value: -?(?:nan|inf)\b")
# a scheduler's wall-time limit: Slurm's `*** STEP 32233190.0 ON nid01934 CANCELLED AT ... DUE TO TIME LIMIT ***`
# PBS/Torque's `=>> PBS: job killed: walltime 259217 exceeded limit 259200`, Moab's `job exceeded wallclock
# limit`, LSF's TERM_RUNLIMIT
# what only the last lines say: a loss gone NaN by name (TabDiff's `Finding Nan in gaussian loss`; not one skipped,
# retried or checked), openmmtools retrying a replica whose energy went NaN (`Potential energy is NaN after 2
# attempts of integration with move ...`, a warning it may recover from: only when the output ends on it)
_NAN_LAST = _rx(r"\b(?:nan|inf) in (?:the |\w+ )?loss\b(?![^\n]*\b(?:skip|retr|restart|ignor|continu|OK\b))"
                r"|\bPotential energy is NaN after \d+ attempts\b"
                # Python's float arithmetic overflowing, as the exception the task died of (river's linear model at a
                # learning rate of 1e300: `OverflowError: (34, 'Numerical result out of range')`, `math range error`;
                # not a test's failure reported above a summary, nor one caught before another error)
                r"|^OverflowError: (?:\(34, 'Numerical result out of range'\)|math range error)\s*$"
                # a fit that stopped because its step went NaN, as the exception it died of (lifelines' Newton-Raphson at
                # too large a step: `ConvergenceError: delta contains nan value(s). Convergence halted.`)
                r"|^(?:[\w.]+\.)?ConvergenceError: [^\n]{0,80}\b(?:contains? (?:nan|inf)|(?:nan|inf) (?:value|encountered))")
NAN_TAIL = 3
_TIME_LIMIT = _rx(r"\bCANCELLED\b.*\bDUE TO TIME LIMIT\b|\bexceeded (?:its |the )?(?:wall ?time|walltime|wall ?clock) limit"
                  r"|\bwalltime \d+ exceeded limit \d+|\bTERM_RUNLIMIT\b"
                  r"|^panic: test timed out after \d"  # `go test`'s own deadline (-timeout)
                  # a CI job over its time limit (GitHub Actions: "has exceeded the maximum execution time of 360 minutes")
                  r"|has exceeded the maximum execution time of \d+ minutes"
                  # a notebook run cell by cell under a time limit per cell (nbconvert, nbclient, papermill)
                  r"|\bTimeout waiting for execute reply\b|\bCellTimeoutError\b|\bCell execution timed out\b"
                  # Celery's hard time limit of a task (its worker is then SIGKILLed: no OOM)
                  r"|\bHard time limit \(\d+(?:\.\d+)?s\) exceeded for\b"
                  # Airflow's `execution_timeout` of a task (`{timeout.py:36} ERROR - Process timed out, PID: 10082`)
                  r"|\{timeout\.py:\d+\} ERROR - Process timed out\b", 0)
# pytest-timeout's limit on one test, in pytest's summary of failures (`FAILED tests/test_x.py::test_y - Failed: Timeout
# (>5.0s) from pytest-timeout.`) or as the test's error
_PYTEST_TIMEOUT = _rx(r"\bFailed: Timeout \(>\d+(?:\.\d+)?s\) from pytest-timeout\b", 0)
# (its summary line cut at the terminal's width anywhere after `Failed: Timeo`: `... - Failed: Timeou...`)
_PYTEST_TIMEOUT_CUT = _rx(r" - Failed: Timeo(?:u(?:t(?: \(>?)?)?)?(?:\.\.\.|\d|$)", 0)
_PYTEST_FAILED = _rx(r"^(?:FAILED|ERROR) \S+::\S*", 0)
PYTEST_SUMMARY = 30


def _pytest_timed_out(execution: Execution) -> str | None:
    """pytest-timeout stopped the run's only failing tests: every failure pytest's summary lists (among the last
    lines) is its timeout (a test that failed otherwise is the run's failure: not time to retry)."""
    failed = [line for line in itertools.islice(output_lines(execution), PYTEST_SUMMARY) if _PYTEST_FAILED.match(line)]
    if failed:
        # (pytest cuts a summary line at the terminal's width: `... - Failed: Timeout (>5....`)
        return Quoted(_clip(failed[0])) if all(_PYTEST_TIMEOUT_CUT.search(line) for line in failed) \
            and _search(_PYTEST_TIMEOUT, execution) else None
    return _search(_PYTEST_TIMEOUT, execution, last=USAGE_TAIL * 3)


_PREEMPT_TEXT = _rx(r"DUE TO (?:PREEMPTION|JOB REQUEUE)|\b(?:job|task|instance|node|VM|pod|cluster) (?:was |has been |is )?preempted\b"
                    r"|received (?:a )?preemption notice|spot instance (?:interruption|termination)"
                    # the task's own word that it got SIGTERM (then SIGKILL after the grace period)
                    r"|\bgot signal: 15\b|\bReceived 15 death signal\b|\breceived SIGTERM\b"
                    # YARN's own word (not its `Container killed on request. Exit code is 143`: any kill its
                    # application master asked for, a speculative attempt's or an idle executor's)
                    r"|\bContainer preempted by scheduler\b")


def _usage(execution: Execution) -> str | None:
    """argparse/click exit 2 after `usage:`; many scripts exit 1 after printing their usage (then it
    is among the last lines); Hydra exits 1 when it cannot apply a `key=value` override; a launcher
    exits 1 when the script it ran refused its arguments."""
    code = execution.exit_code
    if code == 2:
        # under make's own failure (it exits 2 when a recipe fails), a tool's `x: error:` is no usage
        # error (`collect2: error: ld returned 1 exit status`); a script's `usage:` still is
        made = _search(_MAKE_FAILED, execution) is not None
        return _first(_search(_USAGE, execution), _search(_ARGPARSE_ERROR, execution),
                      _search(_CLICK_ERROR, execution), _search(_OVERRIDE, execution), _search(_JSONARGPARSE, execution),
                      None if made else _search(_TYRO_ERROR, execution, last=TYRO_BOX),
                      _search(_MAKE_NO_TARGET, execution, last=1),
                      _search_unless_after(_UNKNOWN_ARGUMENT, _LATER_FAILURE, execution),
                      None if made else _search(_PROG_ERROR, execution))
    if code in (1, 64):
        # (argparse's refusal among the last lines: a launcher or a wrapper passed its exit 2 on as 1; 64 is sysexits'
        # EX_USAGE, GNU tar's exit after a refused option: `tar: unrecognized option '--exlcude=.git'`, then its pointer)
        return _first(_search(_USAGE, execution, last=USAGE_TAIL), _usage_block(execution), _refused_option(execution),
                      _last_words(_GETOPT_REFUSAL, execution),
                      _help_hint(execution),
                      _search(_OVERRIDE, execution),
                      _search_unless_after(_UNKNOWN_ARGUMENT, _LATER_FAILURE, execution),
                      _search(_ARGPARSE_ERROR, execution) if _search(_LAUNCHER, execution)
                      else _search(_ARGPARSE_ERROR, execution, last=USAGE_TAIL),
                      _search(_PYTEST_USAGE, execution, last=USAGE_TAIL), _search(_IPYTHON_USAGE, execution, last=USAGE_TAIL),
                      _search(_CLICK_RAISED, execution, last=USAGE_TAIL),
                      _search(_OPTION_VALUE_REFUSED, execution, last=USAGE_TAIL),
                      _search(_EXCLUSIVE_OPTIONS, execution, last=USAGE_TAIL))
    if code == 4:
        return _search(_PYTEST_USAGE, execution, last=USAGE_TAIL)
    return None


# a program's pointer to its help as its last words, after it refused a value (XGBoost's CLI: `Out of range value for
# learning_rate, value='1e200'`, then `Use xgboost -h for showing help information.`; coreutils' `Try 'ls --help' for
# more information.`)
# (or to the help of one of its commands: guild's `Try 'guild run train.py --help-op' for a list of flags`)
_HELP_HINT = _rx(r"^(?:Use|Try|Run|See) ['\"`]?[\w./\-]+(?: [\w.\-]+){0,2} (?:-h|--help(?:-[a-z]+)?|-help)['\"`]? for\b", 0)
# getopt's own words, among the last lines with no usage after them (Debian's weka wrapper: `weka: invalid option -- 'P'`,
# then `Terminating...`)
_GETOPT_REFUSAL = _rx(r"^[\w./\-]+: (?:invalid option -- '.'|unrecognized option '--?[^'\s]+'|option requires an argument -- '.')\s*$", 0)
# a C tool's getopt refusing an option, then its usage (`unknown option: -z` or `train: invalid option -- 'z'`,
# then `Usage: train [options] ...` and however many lines of options)
# a command-line tool's own check refusing options given together, as the exception it died of (accelerate's
# `ValueError: You can only use one of `--cpu`, `--multi_gpu`, `--tpu`, `--use_deepspeed`, `--use_fsdp` at a time.`)
_EXCLUSIVE = r"(?:\bonly (?:use|pass|specify|set|give) one of|\bmutually exclusive|\bcannot be (?:used|combined|given|passed) (?:together|with))\b"
_EXCLUSIVE_OPTIONS = _rx(r"^(?:[\w.]+\.)?\w*(?:Error|Exception): [^\n]{0,200}?(?:" + _EXCLUSIVE + r"[^\n]{0,40}?`?--[a-z]"
                         r"|`?--[a-z][^\n]{0,60}?" + _EXCLUSIVE
                         # (TensorBoard's `Error: May not specify both --logdir and --logdir_spec`: an option right after)
                         + r"|\b(?:[Mm]ay|[Cc]an)(?: not|not|'t) (?:specify|use|pass|give) both `?--[a-z])", 0)
# a C++ tool's options library refusing a value (Vowpal Wabbit's `Error: 'logistc' is not a valid choice for option
# --loss_function. Please select from {...}`, also raised through its Python binding; Boost's program_options: `the
# argument ('abc') for option '--passes' is invalid`)
_OPTION_VALUE_REFUSED = _rx(r"\bis not a valid choice for option --?[\w\-]+"
                            r"|\bthe argument \('[^'\n]*'\) for option '--?[\w\-]+' is invalid\b", 0)
_REFUSED_OPTION = _rx(r"^(?:[\w./-]+: )?(?i:unknown|unrecogni[sz]ed|invalid|illegal) (?:option|parameter|argument)s?\b", 0)


_USAGE_LINE = _rx(r"^(?:[ \t-]|[A-Za-z][\w ]*:[ \t]*$|[ \t]*$)", 0)  # an option, an indented line, `options:`


def _refused_option(execution: Execution) -> str | None:
    """An option refused on the line just before the usage it prints, only the usage's lines after it."""
    lines = output_lines(execution)
    for line in lines:
        if _USAGE.search(line):
            before = next(lines, "")
            return Quoted(_clip(before)) if _REFUSED_OPTION.search(before) else None
        if not _USAGE_LINE.search(line):
            return None
    return None


def _executable_not_found(execution: Execution) -> str | None:
    """A tool's last words that it could not find the program it runs (libsvm's grid.py: `svm-train executable not
    found`, maybe then `Try "grid.py" for more information.`); not its warning it goes on from (`gnuplot executable not
    found`, then the run)."""
    said = _said(execution)
    last = next(said, "")
    if last.startswith("Try ") and last.rstrip().endswith("for more information."):
        last = next(said, "")
    return Quoted(_clip(last)) if _EXECUTABLE_NOT_FOUND.search(last) else None


def _help_hint(execution: Execution) -> str | None:
    """A pointer to the help as the program's last words, right under the one line that refused a value (not under a
    stack trace or a traceback: XGBoost's CLI points to its help after every error)."""
    said = _said(execution)
    if _HELP_HINT.search(next(said, "")) is None:
        return None
    refusal = next(said, "")
    if not refusal or refusal[:1] in " \t-" or "[bt]" in refusal or _LATER_FAILURE.search(refusal) \
            or _SOURCE_CHECK.search(refusal) or any(cause.search(refusal) for cause in _WARNED_CAUSES):
        return None  # (a check that failed at a place in the source, memory, a disk, a connection: no refusal)
    return Quoted(_clip(refusal))


_SOURCE_CHECK = re.compile(r"^\[\d\d:\d\d:\d\d\] \S+:\d+: |\bCheck failed\b")  # dmlc's `[08:46:58] ./src/x.cc:148: ...`


def _last_words(pattern: re.Pattern[str], execution: Execution) -> str | None:
    """A line among the last ones that `pattern` matches, nothing failing after it (no exception, no `Killed`, no
    memory, disk or connection that failed): scripts call getopt(1) and go on when it refuses an option."""
    for i, line in enumerate(output_lines(execution)):
        if i >= USAGE_TAIL or _LATER_FAILURE.search(line) or any(cause.search(line) for cause in _WARNED_CAUSES):
            return None
        if pattern.search(line):
            return Quoted(_clip(line))
    return None


def _usage_block(execution: Execution) -> str | None:
    """A usage block that ends the output (docopt's `Usage:`, then its forms indented under it; a script's
    indented `  Usage: ./convert.sh [options]` with its options): however many lines it has, a program
    that exits 1 with it last refused its arguments."""
    for i, line in enumerate(output_lines(execution)):
        if _USAGE.search(line):
            return Quoted(_clip(line))
        if i >= USAGE_BLOCK or (line.strip() and line[:1] not in " \t"):
            return None
    return None


# Stan's sampler found no start whose log-probability was finite (`Initialization between (-2, 2) failed after 100
# attempts.`), as PyMC's does; not when the model raised evaluating it (`Error evaluating the log probability at
# the initial value.`, then `Exception: neg_binomial_2_lpmf: Failures variable[53] is -6`: the data's error)
_STAN_INIT_FAILED = _rx(r"\bInitialization between \([^)\n]{1,30}\) failed after \d+ attempts\b")
_STAN_MODEL_RAISED = _rx(r"\bError evaluating the log probability at the initial value\b")


def _stan_start_not_finite(execution: Execution) -> str | None:
    found = _search(_STAN_INIT_FAILED, execution)
    return None if found is None or _search(_STAN_MODEL_RAISED, execution) else found


def _timeout_command(execution: Execution) -> str | None:
    """Exit 124, coreutils' `timeout` ending the command it ran (`timeout 600 python train.py`), when the
    output shows no error of its own (an OOM, a full disk before the hang decide) and it is not xargs'
    (which exits 124 when its command exited 255: `xargs: ssh: exited with status 255; aborting`)."""
    if _effective_exit(execution) != 124:
        return None
    if any(_ERRORISH.search(line) and not _PY_WARNED.match(line) and not _NO_DISPLAY.match(line)
           and not (_INFO_LOGGED.search(line) and not any(cause.search(line) for cause in _WARNED_CAUSES))
           for line in output_lines(execution)) \
            and not _search(_PREEMPT_TEXT, execution, last=3) and not _search(_WORKER_TERMINATED, execution, last=3):
        return None  # (but the SIGTERM `timeout` sent, the task's last words: DeepSpeed's `received SIGTERM, exiting`)
    return exit_status(execution)


# a DataLoader's worker ended by the SIGTERM `timeout` sent the process group (`DataLoader worker (pid 848) is killed by
# signal: Terminated.`): the timeout's doing
_WORKER_TERMINATED = _rx(r"\bkilled by signal: Terminated\b")
# a line a logger wrote at its level of information or warning, however it words it (JAX on a machine with no
# TPU: `jax._src.xla_bridge: ... [INFO] Unable to initialize backend 'tpu': ... Failed to open libtpu.so`; Open3D
# with no display: `[Open3D WARNING] GLFW Error: Failed to detect any supported platform`): it went on after it
_INFO_LOGGED = re.compile(r"^(?![\w.]*(?:Error|Exception)\b)[^\n]{0,80}?(?:\[(?:[\w.]+ )?(?:INFO|DEBUG|WARNING|WARN)\]"
                          r"|\b(?:INFO|DEBUG|WARNING|WARN)(?::| -| \|))|^[IW]\d{4} \d\d:")
# ... unless it names a cause the rules after this one know: a retry, a connection, a disk or memory that failed
# until `timeout` ended the task is why it ran out of time (`WARNING:root:worker failed: OSError: [Errno 28] ...`)
_WARNED_CAUSES = (_OOM_TEXT, _DISK_FULL, _NETWORK, _DNS, _DISTRIBUTED)
# a graphical library's complaint on a machine with no session (Qt, GLFW, SDL): the program went on
_NO_DISPLAY = re.compile(r"^error: XDG_RUNTIME_DIR (?:is invalid or )?not set\b")
# a warning Python's warnings module printed, after which the program went on (torchvision's `image.py:13:
# UserWarning: Failed to load image Python extension`)
_PY_WARNED = re.compile(r"\S+:\d+: [A-Z]\w*Warning: ")


def _lookups_summed_up(found: str | None, execution: Execution) -> str | None:
    """None when the network line found only sums up downloads that failed, and a name lookup failed
    above it: the Hugging Face Hub's `LocalEntryNotFoundError: ... check your connection`, datasets'
    `ConnectionError: Couldn't reach 'imdb' on the Hub`, each after its retries' `NameResolutionError`
    (the rule after this one names the lookup). A specific failure (a reset, a refusal) keeps its rule."""
    if found is None or not _CONNECTION_SUMMARY.search(found):
        return found
    for line in output_lines(execution):  # (newest first: the cause nearest the summary decides)
        if _DNS.search(line):
            return None
        if _NETWORK.search(line) and not _CONNECTION_SUMMARY.search(line):
            return found  # (a reset, a refusal, a timeout after the lookups: a network failure)
    return found


def _tls_cut(execution: Execution) -> str | None:
    """wget's `Unable to establish SSL connection.` when the line above it says the connection broke
    (`GnuTLS: Error in the pull function.`): not a certificate or a protocol version it refused."""
    lines = output_lines(execution)  # (newest first)
    for line in lines:
        if _TLS_FAILED.search(line):
            return Quoted(_clip(line)) if _TLS_TRANSPORT.search(next(lines, "")) else None
    return None


def _oom_text(execution: Execution) -> str | None:
    killed = _effective_exit(execution) == 137  # SIGKILL: the shell's "Killed" in any language is proof
    ours = bool(execution.aborted_by or execution.cancelled)  # ... unless savepoint sent it
    # DeepSpeed's launcher exits with its child's return code: -9, a SIGKILL, is exit status 247
    launcher_killed = _effective_exit(execution) == 247 and not ours
    for line in output_lines(execution):
        if _OOM_TEXT.search(line) or _OOM_KILLED.search(line) \
                or (launcher_killed and _DS_KILLING.search(line)) \
                or (killed and not ours and (_KILLED_LOCALIZED.search(line) or _LARGE_ALLOC.search(line)
                                             or _KILLED_SHELL.search(line))) \
                or _KILLED_PROGRAM.search(line):
            if _MAYBE.search(line):
                continue  # Ray's "There are some potential root causes. (1) ... OOM killer ...": a guess, no proof
            return Quoted(_clip(line))
    return None


def _killed_near_limit(ev: Evidence) -> str | None:
    ex = ev.execution
    if _effective_exit(ex) != 137 or not ev.max_memory:
        return None
    if ex.peak_rss >= OOM_RSS_FRACTION * ev.max_memory:
        # lazy import (startup time): keeps units off this module's import
        from savepoint.units import format_size

        return (f"{exit_status(ex)} at peak RSS {format_size(ex.peak_rss)} of --max-memory "
                f"{format_size(ev.max_memory)}")
    return None


def _oom_severity(ev: Evidence) -> Severity:
    return Severity.NEEDS_CONTEXT if ev.adjustments_configured else Severity.FATAL


def _listed(paths: Sequence[str], n: int = 20) -> str:
    return ", ".join(paths[:n]) + (f" (+{len(paths) - n} more)" if len(paths) > n else "")


def ignore_lines(paths: Sequence[str], n: int = 5) -> list[str]:
    """The `.savepointignore` lines that would stop counting these paths: a top-level folder as
    `/folder/`, a top-level file as `/file` (anchored, so nothing else of that name is ignored)."""
    lines = dict.fromkeys(("/" + p.split("/", 1)[0] + "/") if "/" in p else "/" + p for p in paths)
    return list(lines)[:n]


OUTSIDE_SCOPE = DefaultRule(
    "outside-scope", Severity.FATAL,
    "the task wrote outside its scope (--strict-scope); those writes cannot be rolled back",
    lambda ev: ("wrote outside scope: " + _listed(ev.outside_writes)
                + "; if such writes are expected, add to .savepointignore: "
                + " ".join(repr(line) for line in ignore_lines(ev.outside_writes)))
    if ev.outside_writes else None, context=False)

READ_ONLY = DefaultRule(
    "read-only", Severity.FATAL, "the read-only task wrote files (they were not rolled back)",
    lambda ev: "read-only task wrote " + _listed(ev.outside_writes) if ev.outside_writes else None,
    context=False)

REPEATED = "default:repeated"

DEFAULT_RULES: tuple[DefaultRule, ...] = (
    DefaultRule("not-executable", Severity.FATAL, "the command could not be executed",
                lambda ev: _first(None if _search(_LOADER_MAP_FAILED, ev.execution, last=USAGE_TAIL)
                                  else _exit_in(ev.execution, frozenset({126, 127})),
                                  _command_not_found(ev.execution), _spawn_not_found(ev.execution),
                                  _search_unless_after(_UNABLE_TO_EXECUTE, _BUILT_WITHOUT, ev.execution),
                                  _search(_SCRIPT_NOT_FOUND, ev.execution, last=USAGE_TAIL),
                                  _executable_not_found(ev.execution), _search(_NOT_IN_PATH, ev.execution, last=USAGE_TAIL)),
                "bash: frobnicate: command not found"),
    DefaultRule("missing-module", Severity.FATAL, "a Python module (or a library it loads) is missing",
                lambda ev: _first(_module_missing(ev.execution),
                                  None if _search(_IMPORT_NAME, ev.execution) else _search(_WRAPPED_MODULE, ev.execution),
                                  _search(_NOT_INSTALLED, ev.execution, last=8), _not_installed_under(ev.execution),
                                  _need_to_install(ev.execution), _stubs_not_installed(ev.execution),
                                  _search(_IMPORT_NOT_FOUND, ev.execution, last=8), _final_asks_install(ev.execution),
                                  None if _search(_PLUGIN_MISMATCH, ev.execution) else _search(_LAMMPS_STYLE, ev.execution),
                                  _search(_BARE_MODULE, ev.execution) if _search(_WRAPPED_IMPORT, ev.execution)
                                  else _search(_BARE_MODULE, ev.execution, last=1)),
                "ModuleNotFoundError: No module named 'torch'"),
    DefaultRule("import-name", Severity.FATAL, "an import names something the installed package does not have",
                lambda ev: _first(_search(_IMPORT_NAME, ev.execution), _removed_name(ev.execution),
                                  _search(_BARE_IMPORT_NAME, ev.execution) if _search(_WRAPPED_IMPORT, ev.execution)
                                  else None),
                "ImportError: cannot import name 'Trainer' from 'transformers' (unknown location)"),
    DefaultRule("syntax-error", Severity.FATAL, "the program has a syntax error",
                lambda ev: _syntax_error(ev.execution),
                "SyntaxError: '(' was never closed"),
    DefaultRule("cannot-open-file", Severity.FATAL, "Python could not open the script to run",
                lambda ev: _search(_CANNOT_OPEN, ev.execution) if ev.execution.exit_code == 2
                else _search_unless_after(_CANNOT_OPEN, _DIED_OF_SIGNAL, ev.execution)
                if _search(_LAUNCHER, ev.execution) or _search(_ACCELERATE_LAUNCH, ev.execution)
                else None,
                "python: can't open file '/home/me/proj/missing.py': [Errno 2] No such file or directory"),
    DefaultRule("usage-error", Severity.FATAL, "the task rejected its arguments (usage error)",
                lambda ev: _usage(ev.execution), "usage: train.py [-h] --epochs N"),
    DefaultRule("timeout", Severity.TRANSIENT, "the attempt ran out of time",
                lambda ev: "timed out" if ev.execution.timed_out
                else _first(_anomaly(ev.execution, frozenset({"timeout"})), _search(_TIME_LIMIT, ev.execution),
                            _timeout_command(ev.execution), _pytest_timed_out(ev.execution)),
                retry_as_is=True),
    DefaultRule("stall", Severity.TRANSIENT, "the task stalled: no output and no metric progress",
                lambda ev: _anomaly(ev.execution, frozenset({"stall"})), context=False),
    DefaultRule("hang", Severity.TRANSIENT, "the task hung: no output and no CPU use",
                lambda ev: _anomaly(ev.execution, frozenset({"hang"})), context=False),
    DefaultRule("tempfail", Severity.TRANSIENT, "the task reported a temporary failure (EX_TEMPFAIL)",
                lambda ev: _exit_in(ev.execution, frozenset({75})), retry_as_is=True),
    # Resource exhaustion before network: an OOM on one rank shows as timeouts on the others, and an
    # OOM inside a download's retry loop is still an OOM.
    DefaultRule("shared-memory", _oom_severity,
                "shared memory ran out (bus error in a DataLoader worker: raise /dev/shm or use fewer workers)",
                lambda ev: _first(_search(_SHM, ev.execution), _semaphore_full(ev.execution),
                                  _exit_in(ev.execution, frozenset({128 + signal_module.SIGBUS}))),
                "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient "
                "shared memory (shm)."),
    DefaultRule("worker-killed", _oom_severity,
                "a DataLoader worker was killed (usually the OOM killer: fewer workers or a smaller batch)",
                # (not when the scheduler says it killed the job's processes for their memory: an OOM)
                lambda ev: None if _search(_OOM_KILL_EVENT, ev.execution)
                else _first(_search(_WORKER_KILLED, ev.execution), _worker_died_waiting(ev.execution)),
                "RuntimeError: DataLoader worker (pid 19597) is killed by signal: Killed."),
    DefaultRule("oom", _oom_severity, "the task ran out of memory",
                lambda ev: _first(_killed_near_limit(ev),
                                  _anomaly(ev.execution, frozenset({"memory", "oom"})),
                                  _oom_text(ev.execution),
                                  None if _search(_DISK_FULL, ev.execution) else _first(
                                      _search(_BUILD_STEP_KILLED, ev.execution), _search(_TF_OOM_HINT, ev.execution))),
                "numpy.core._exceptions._ArrayMemoryError: Unable to allocate 58.0 GiB for an array with "
                "shape (176351, 176460) and data type uint16"),
    DefaultRule("disk-full", Severity.CORRUPTING, "the disk filled up (a write failed)",
                lambda ev: _first(_anomaly(ev.execution, frozenset({"disk"})),
                                  _search(_DISK_FULL, ev.execution), _zip_writer_failed(ev.execution)),
                "RuntimeError: [enforce fail at inline_container.cc:471] . PytorchStreamWriter failed "
                "writing file data/3: file write failed"),
    # Preemption before the network: a preempted job's steps and peers lose their connections.
    DefaultRule("preempted", Severity.TRANSIENT, "the task was preempted (SIGTERM from outside, or the scheduler)",
                lambda ev: _first("SIGTERM from outside" if ev.external_sigterm else None,
                                  # not the task's answer to the SIGTERM savepoint sent (Lightning
                                  # prints "Received SIGTERM" and exits 0 when a NaN aborts it)
                                  None if ev.execution.aborted_by or ev.execution.cancelled
                                  else _search(_PREEMPT_TEXT, ev.execution)),
                "slurmstepd: error: *** JOB 32391783 ON cn119 CANCELLED AT 2021-06-18T13:05:36 DUE TO "
                "PREEMPTION ***", retry_as_is=True),
    DefaultRule("http-retryable", Severity.TRANSIENT, "a server answered with a retryable HTTP status",
                lambda ev: None if _search(_QUOTA, ev.execution)
                else _search_unless_after(_HTTP, _AWS_THROTTLE, ev.execution, or_just_before=True),
                "requests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: https://x", retry_as_is=True),
    DefaultRule("rate-limit", Severity.TRANSIENT, "the task was rate limited",
                lambda ev: None if _search(_QUOTA, ev.execution) else _search(_RATE_LIMIT, ev.execution),
                "openai.RateLimitError: Rate limit reached", retry_as_is=True),
    DefaultRule("distributed-timeout", Severity.TRANSIENT,
                "a distributed collective or rendezvous timed out (a peer or the network went away)",
                lambda ev: _search(_DISTRIBUTED, ev.execution),
                "[E ProcessGroupNCCL.cpp:737] [Rank 1] Watchdog caught collective operation timeout: "
                "WorkNCCL(SeqNum=469508, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1802212 milliseconds "
                "before timing out.", retry_as_is=True),
    DefaultRule("network", Severity.TRANSIENT, "a network connection failed",
                # a failed name lookup on the same line or after is the more precise diagnosis (conda's
                # "CONNECTION FAILED" with "Temporary failure in name resolution" below it; cargo's "spurious
                # network error: Could not resolve hostname"): the rule after this one names it. A lookup
                # that failed earlier and was retried is not why a later connection reset killed the task.
                lambda ev: None if _search(_LOCAL_IPC, ev.execution) or _offline_refusal(ev.execution)
                else _lookups_summed_up(
                    _first(_search_unless_after(_NETWORK, _NOT_NETWORK, ev.execution), _tls_cut(ev.execution),
                           None if _search(_NOT_NETWORK, ev.execution) else _search(_CONNECTION_HEADING, ev.execution)),
                    ev.execution),
                "OSError: [Errno 101] Network is unreachable", retry_as_is=True),
    DefaultRule("dns", Severity.TRANSIENT, "name resolution failed temporarily",
                lambda ev: _first(_search(_DNS, ev.execution),
                                  None if _search(_GAI_NOT_LOOKUP, ev.execution) else _search(_GAI_HEADING, ev.execution)),
                "socket.gaierror: [Errno -3] Temporary failure in name resolution", retry_as_is=True),
    DefaultRule("nan", Severity.CORRUPTING, "a watched metric became NaN/Inf or diverged",
                lambda ev: _first(_anomaly(ev.execution, frozenset({"nan", "inf", "divergence"}), fatal_only=True),
                                  _search(_NAN_TEXT, ev.execution), _search(_NAN_LAST, ev.execution, last=NAN_TAIL),
                                  _nan_assertion(ev.execution), _stan_start_not_finite(ev.execution),
                                  _invalid_values_nan(ev.execution), _r_error_nan(ev.execution)),
                "FloatingPointError: Minimum loss scale reached (0.0001). Your loss is probably exploding."),
    DefaultRule("changed-scope", Severity.CORRUPTING, "the failed attempt changed files in scope",
                lambda ev: f"files changed, {exit_status(ev.execution)}" if ev.changed_in_scope else None),
    DefaultRule("repeated", Severity.FATAL, "the same unclassified failure happened again",
                lambda ev: f"{exit_status(ev.execution)}, as in an earlier attempt"
                if fingerprint(ev) in ev.previous_fingerprints else None),
    DefaultRule("unclassified", Severity.TRANSIENT, "an unclassified failure that changed nothing",
                lambda ev: _first(_last_error_line(ev.execution), exit_status(ev.execution))),
)


# -- user rules -----------------------------------------------------------------------------------

RULE_KEYS = ("name", "severity", "match", "exit", "signal", "anomaly", "reason", "retryable")
_RULE_NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.-]*$")


@dataclass(frozen=True)
class Rule:
    """A user rule: every condition it declares must hold (match AND exit AND signal AND anomaly)."""

    name: str
    severity: Severity
    match: re.Pattern[str] | None = None
    exit: frozenset[int] = frozenset()
    signal: frozenset[int] = frozenset()
    anomaly: frozenset[str] = frozenset()
    reason: str = ""
    retryable: bool = False  # the same failure again after a rollback is still worth retrying

    def apply(self, ev: Evidence) -> Diagnosis | None:
        ex = ev.execution
        found: list[str] = []
        if self.exit:
            code = _effective_exit(ex)
            if code is None or code not in self.exit:
                return None
            found.append(exit_status(ex))
        if self.signal:
            if ex.signal not in self.signal:
                return None
            found.append(exit_status(ex))
        if self.anomaly:
            hit = _anomaly(ex, self.anomaly)
            if hit is None:
                return None
            found.append(hit)
        if self.match is not None:
            line = _search(self.match, ex)
            if line is None:
                return None
            found.append(line)
        evidence = "; ".join(dict.fromkeys(found))
        return Diagnosis(severity=self.severity, rule=f"user:{self.name}",
                         reason=self.reason or f"matched user rule {self.name!r}", evidence=evidence)


def parse_rules(tables: Sequence[dict[str, Any] | Rule]) -> list[Rule]:
    """`[[rule]]` tables -> rules. Anything malformed is a UsageError naming the rule and key."""
    return [_parse_rule(i, table) for i, table in enumerate(tables)]


def _parse_rule(index: int, table: Any) -> Rule:
    if isinstance(table, Rule):
        return table
    if not isinstance(table, dict):
        raise UsageError(f"rule {index + 1}: expected a table, got {type(table).__name__}")
    name = table.get("name")
    where = f"rule {name!r}" if isinstance(name, str) and name else f"rule {index + 1}"
    unknown = sorted(set(table) - set(RULE_KEYS))
    if unknown:
        raise UsageError(f"{where}: unknown key {unknown[0]!r} (known: {', '.join(RULE_KEYS)})")
    if not isinstance(name, str) or not _RULE_NAME.match(name):
        raise UsageError(f"{where}: 'name' must be a word of letters, digits, '_', '-' or '.'")
    rule = Rule(
        name=name,
        severity=_parse_severity(where, table.get("severity")),
        match=_parse_match(where, table.get("match")),
        exit=frozenset(_parse_ints(where, "exit", table.get("exit"), 0, 255)),
        signal=frozenset(_parse_signals(where, table.get("signal"))),
        anomaly=frozenset(_parse_strs(where, "anomaly", table.get("anomaly"))),
        reason=_parse_reason(where, table.get("reason")),
        retryable=_parse_bool(where, "retryable", table.get("retryable", False)),
    )
    if rule.match is None and not (rule.exit or rule.signal or rule.anomaly):
        raise UsageError(f"{where}: needs at least one of 'match', 'exit', 'signal', 'anomaly'")
    return rule


def _parse_severity(where: str, value: Any) -> Severity:
    if not isinstance(value, str) or value.upper() not in Severity.__members__:
        choices = ", ".join(Severity.__members__)
        raise UsageError(f"{where}: 'severity' must be one of {choices}, got {value!r}")
    return Severity[value.upper()]


def _parse_match(where: str, value: Any) -> re.Pattern[str] | None:
    if value is None:
        return None
    if not isinstance(value, str) or not value:
        raise UsageError(f"{where}: 'match' must be a non-empty regular expression string")
    try:
        return re.compile(value)
    except re.error as e:
        raise UsageError(f"{where}: 'match' is not a valid regular expression ({e}): {value!r}") from e


def _as_list(value: Any) -> list[Any]:
    return list(value) if isinstance(value, list | tuple) else [value]


def _parse_ints(where: str, key: str, value: Any, low: int, high: int) -> list[int]:
    if value is None:
        return []
    out = []
    for item in _as_list(value):
        if isinstance(item, bool) or not isinstance(item, int) or not low <= item <= high:
            raise UsageError(f"{where}: {key!r} must be an integer {low}..{high} or a list of them, "
                             f"got {item!r}")
        out.append(item)
    return out


def _parse_signals(where: str, value: Any) -> list[int]:
    if value is None:
        return []
    out = []
    for item in _as_list(value):
        if isinstance(item, str):
            upper = item.upper()
            key = upper if upper.startswith("SIG") else "SIG" + upper
            if key not in signal_module.Signals.__members__:
                raise UsageError(f"{where}: 'signal' {item!r} is not a known signal name")
            out.append(int(signal_module.Signals[key]))
        else:
            out.extend(_parse_ints(where, "signal", item, 1, 64))
    return out


def _parse_strs(where: str, key: str, value: Any) -> list[str]:
    if value is None:
        return []
    items = _as_list(value)
    if not all(isinstance(i, str) and i for i in items):
        raise UsageError(f"{where}: {key!r} must be a string or a list of strings, got {value!r}")
    return [str(i) for i in items]


def _parse_bool(where: str, key: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise UsageError(f"{where}: {key!r} must be true or false, got {value!r}")
    return value


def _parse_reason(where: str, value: Any) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise UsageError(f"{where}: 'reason' must be a string, got {value!r}")
    return value


# -- diagnose and fingerprint -----------------------------------------------------------------------


def diagnose(ev: Evidence, rules: Sequence[Rule | dict[str, Any]] = ()) -> Diagnosis:
    """The first rule that matches (user rules, then the defaults), then the checks that judge
    the run as a whole: read-only writes, strict scope, identical repeats after a rollback."""
    if ev.read_only and ev.outside_writes:
        found = READ_ONLY.apply(ev)
        assert found is not None
        return found
    if ev.strict_scope and ev.outside_writes and succeeded(ev.execution):
        found = OUTSIDE_SCOPE.apply(ev)
        assert found is not None
        return found
    own, retry_as_is = _own_diagnosis(ev, rules)
    if ev.strict_scope and ev.outside_writes and own.severity != Severity.FATAL:
        # the failure's own diagnosis stays in the evidence: it is what a person fixes first
        found = OUTSIDE_SCOPE.apply(ev)
        assert found is not None
        return Diagnosis(found.severity, found.rule, found.reason,
                         _clip(f"{found.evidence}; the failure itself: {own.severity} [{own.rule}] {own.evidence}"))
    if own.severity == Severity.FATAL or retry_as_is:
        return own
    if ev.rolled_back_fingerprint is not None and fingerprint(ev) == ev.rolled_back_fingerprint:
        return Diagnosis(Severity.FATAL, REPEATED,
                         "the same failure happened again after a rollback, with the same params: "
                         "another attempt would repeat it",
                         _clip(f"{own.rule} again ({own.evidence})"))
    if own.rule == "default:nan" and not ev.adjustments_configured and own.rule in ev.previous_rules:
        return Diagnosis(Severity.FATAL, REPEATED,
                         "a watched metric became NaN/Inf again; without --adjust a retry repeats it",
                         own.evidence)
    return own


def _own_diagnosis(ev: Evidence, rules: Sequence[Rule | dict[str, Any]]) -> tuple[Diagnosis, bool]:
    """What the failure's own evidence says, and whether its rule retries it as is."""
    for rule in parse_rules(rules):
        found = rule.apply(ev)
        if found is not None:
            return found, rule.retryable
    for default in DEFAULT_RULES:
        found = default.apply(ev)
        if found is not None:
            return found, default.retry_as_is
    raise AssertionError("the 'unclassified' default rule always matches")  # pragma: no cover


_ERRORISH = re.compile(r"error|exception|fatal|fail|traceback|abort|panic|denied|refused|killed|"
                       r"cannot|can't|unable|invalid|not found|no such", re.IGNORECASE)
_MASKS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\b\d{4}-\d\d-\d\d[T ]\d\d:\d\d(?::\d\d(?:[.,]\d+)?)?(?:Z|[+-]\d\d:?\d\d)?"), "<time>"),
    (re.compile(r"\b\d{1,2}:\d\d:\d\d(?:[.,]\d+)?\b"), "<time>"),
    (re.compile(r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b", re.I), "<uuid>"),
    (re.compile(r"\b0x[0-9a-f]+\b", re.I), "<hex>"),
    (re.compile(r"\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b", re.I), "<hex>"),
    (re.compile(r"(?:[A-Za-z]:\\|~?/|\.{1,2}/)[^\s'\"():,;]*"), "<path>"),
    (re.compile(r"[-+]?\d+(?:\.\d+)?(?:e[-+]?\d+)?", re.I), "<n>"),
    (re.compile(r"\s+"), " "),
)


def _last_error_line(execution: Execution) -> str | None:
    """The line that best says what went wrong: the last error-looking line (a Python warning the program went
    on after only when there is no other: it may be the only clue), else the last line."""
    lines = [ln for ln in output_lines(execution) if ln.strip()]
    warned = None
    for line in lines:
        if _ERRORISH.search(line):
            if not _PY_WARNED.match(line):
                return _clip(line)
            warned = warned or line
    return _clip(warned or lines[0]) if lines else None


def normalise(line: str) -> str:
    """Mask what differs between identical failures: times, ids, addresses, paths, numbers."""
    for pattern, replacement in _MASKS:
        line = pattern.sub(replacement, line)
    return line.strip()


def fingerprint(ev: Evidence | Execution) -> str:
    """Stable across identical failures: exit status or signal + the normalised last error line."""
    execution = ev.execution if isinstance(ev, Evidence) else ev
    line = _last_error_line(execution) or ""
    return f"{exit_status(execution)}|{normalise(line)}"

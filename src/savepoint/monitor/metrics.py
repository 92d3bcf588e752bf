"""Metrics from a task's output, as training and data jobs really print them.

Recognised on one line (docs/monitoring.md lists each with an example):

- `key=value` and `key: value`, several per line, keys of up to three words (`val loss: 2.6`);
- space-separated `key value` pairs (nanoGPT's `iter 10: loss 3.1234, time 45.2ms`, fairseq's
  `| epoch 028 | loss 3.976 | nll_loss 2.204`), when they are delimited like metrics;
- one-line JSON objects and Python dict reprs (the Hugging Face Trainer's
  `{'loss': '4.704', 'grad_norm': '0.6708', 'epoch': '0.1'}`: quoted numbers, `nan`, nested dicts
  become dotted keys);
- tables whose header names the columns (YOLO's `Epoch GPU_mem box_loss ...` then `1/3 2.61G 1.19 ...`),
  drawn with pipes (Ray Tune's `| Trial name | iter | reward |`), or of two columns (rlpyt's
  `lossAverage      0.0114`);
- names in brackets (`[Loss] nan`), quoted names amid other pairs (`'loss': 'nan', eta: ...`), values
  in angle brackets (`Loss: <0.0995>`), a mean and its spread (`logloss:0.0456+0.0002`);
- a full stop after a value (`Step: 48000. Mean Reward: -88.323.`), thousands separators (`80,000`),
  pairs separated by ` / ` (DreamerV2), `Minibatch loss at step 3000: 58.92`, full-width colons and
  names in other scripts (`训练次数：1500, Loss：1.28`). A name twice on a line keeps its first value;
- tab-separated tables, headers of two lines (Vowpal Wabbit), tables drawn with box characters
  (rich), W&B's run summary, a value before its name (`0.9824 = Validation accuracy score`),
  `Std of Reward`, `No Obj`, `finished with value: 0.96`, a NumPy array of one value (`[23.]`), a
  value glued to the next name (`0.2893642169passed: 17.7 sec`);
- YOLO's validation table (the `all` row's measures), tables under a rule of dashes whose rows hold
  words (Ray Tune), a date cell in an aligned table, `resulted in value:`, `train_step_timing in s`,
  darknet's `20120.0 avg loss`; an integer `"epoch"` in a JSON record is the step. `eta` is no metric;
- tables drawn with double lines and rules between rows (Ludwig), Ray Tune's box of trials behind
  Ray's `(TunerInternal pid=N)` prefix (rows opening with words), a bar's last value with Python's
  message glued to it (`train_acc=0.143Exception ignored in:`);
- `1.#QNAN` (NaN as Microsoft's C runtime prints it), `EvalErr[0]PerSample`, `Epoch[ 1 of 1]`,
  `Loss in epoch 3 = 0.66`, `Pseudo dice [0.8399]`, `Accuracy (validation): 0.8`, TensorFlow's
  `words_per_sec/features:0: 3127`, Fortran's `3.05D+00`, `|proj g|=`, a data frame's index column,
  a table aligned left with empty cells (Chainer).

Also GAN's `D(x)`, Tacotron 2's `Train loss 7 5.79`, Python 2's `('Test RMSE: ', 592.6)`,
pycocotools' summary, LightGBM cv's `8.88 + 12.39`, `of epoch 0:`, `Epoch-30`, freqtrade's `9/150`.

Settings printed as such are not metrics: argparse's `Namespace(...)`, a PyTorch model printed,
the HF Trainer's, unsloth's and kohya's banners (`***** Running training *****` then `Num examples
= 3,668`), rows under a header naming settings (`Parameter Setting`, `Training arguments:`),
scikit-learn's `[CV]` parameters.

Only numbers count: `nan`, `inf`, `-inf`, `infinity` parse as floats (that is how a diverging run
announces itself), but a value glued to a unit (`45.2ms`, `3782M`, `15.3%`), followed by a unit
word (`1 day`, `298.27 ms`, `1000 examples`) or shaped like a time (`0:01:02`) is not a number.
Prose is not a metric line: a key of four or more words, or one with words such as "will", "be",
"of", is refused (`tokens per iteration will be: 256`), and a lone `word number` pair counts only
when the word is loss-like (`loss 2.3124`, but not `Loading 5 files`).

A step key on the same line (`step`, `global_step`, then `iter`/`iteration`, then `epoch`,
any case, an integer; `Epoch 3/10` and `iter: [10/500]` count as 3 and 10; the plurals `steps`,
`iters`, `iterations` and `global step` where they start a field; a name of several words ending with
one, `Train Epoch: 4`, unless it is a limit like `max epoch`; `Step 900 ...` opening the message)
gives the step of every other metric on it. A key ending with `version` or `capability` is no metric (`CUDA Version: 11.6`).
"""

from __future__ import annotations

import ast
import bisect
import itertools
import json
import math
import re
import time
from collections import Counter
from collections.abc import Iterable
from typing import Any

# what a metric's name says lives in names.py (cheap to import); kept importable from here too
from savepoint.monitor.names import (  # noqa: F401
    CRFSUITE_HEADINGS,
    GRAD_NAN_RUN,
    HIGHER_IS_BETTER,
    SPLITS,
    STEP_ALIASES,
    STEP_KEYS,
    hidden_nan,
    higher_is_better,
    is_default_warn_only,
    is_default_watched,
    is_loss_like,
    step_of,
    watched,
)

# `nan.0`/`inf.0`: Lightning's progress bar pads every float to a fixed width, NaN included; `nan.08`: a
# NaN printed with a carriage return over a longer value, as a terminal shows it (MuZero's `Loss: nan.08`).
# `1.#QNAN`, `-1.#IND`, `1.#INF`: NaN and infinity as Microsoft's C runtime prints them (CNTK).
# `3.05352D+00`: Fortran's exponent (SciPy's L-BFGS-B). `.nan`, `-.inf`: YAML's (RLlib's pretty_print).
# `nanxxx`: PaddleOCR's `{:x<6f}` pads a value with x's to six characters, a NaN too.
_NUMBER = (r"[-+]?(?:1\.#(?:QNAN|SNAN|IND|INF)0*|\d+(?:\.\d*)?(?:[eE][-+]?\d+|(?-i:D)[-+]\d+)?|\.\d+(?:[eE][-+]?\d+)?"
           r"|0*\.?(?:nan|inf(?:inity)?)(?:\.\d+|(?-i:x{1,3}))?)")  # (C's `%08.5f` pads a NaN with zeros: `0000nan`)
_WORD = r"[A-Za-z_%][\w./@\-]*(?:'[A-Za-z][\w./\-]*)*"  # as a key's word (below), for what follows a value
# A key of 1-4 words (4 = prose, refused later), a separator (':' or '=', or spaces), a number not
# glued to a unit. No possessive quantifiers or atomic groups (CPython before 3.11.5 mishandles
# them): the key is matched atomically the old way, a lookahead that captures it and a
# backreference that consumes it (`(?=(X))\1`), so a line of prose is not retried with fewer
# words at each word, and a word ends where no word character follows. A word may hold an apostrophe before a letter
# (LightGBM's `training's auc`); it is never `nan`/`inf` (in `loss nan` that is the value). It starts
# with a letter of the Latin, Greek, Cyrillic, ... or CJK scripts (`整体测试集上的Loss`), not with
# punctuation or a symbol (`• loss: 0.5` is `loss`), or with a dataset's index and an underscore
# (OpenMMLab's evaluation of several sets: `0_word_acc`, `1_mIoU`), or with a dimension (METRO's `2d joint loss`),
# or a threshold's fraction (darknet's recall at an IoU of .5: `.5R: 0.33`).
_KEY_WORD = r"(?!(?:nan|inf|infinity)(?![\w./\-]))(?:[A-Za-z_%\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u02ff\u0370-\u1fff\u3040-\ud7ff\uf900-\ufaff]|\d{1,2}_(?=[\w%])|[1-4][dD](?=[ _\-][A-Za-z])|\.\d{1,2}[A-Z](?![a-z]))[\w./@\-\u2236]*(?:\[\d{1,3}\][\w./@\-]+)?(?:'[A-Za-z][\w./\-]*)*(?![\w./@\-])"
# A rank cut-off after a space ends a key too: ConvE's `Hits @10: 0.87`, `Recall @5`.
_AT_K = r"(?: @\d{1,4}(?![\w./@\-]))?"
# A unit in parentheses ends a key: DeepSpeed's `iter time (s): 0.341`.
# (or the split: embiggen's `Accuracy (validation)`; or what it is of: statsmodels' `Prob (F-statistic)`)
# (or the window it is taken over: `Mean reward (last 100 episodes)`, `Reward moyen (100 ep)`)
_WINDOW_TEXT = r"(?:last |over )?\d{1,6} [A-Za-z]{1,12}"
# (`Avg(10)`: a window of 10; `L2_err(t=T)`: the error at time T; `NDCG(k=20)`: at a cut-off)
_KEY_UNIT = r"(?: ?\((?:[A-Za-z/%][A-Za-z0-9/%\-]{0,11}|" + _WINDOW_TEXT + r"|\d{1,6})\)|\((?-i:k|t|top_?k|iou)=\w{1,8}\))?"
# A value printed by a tensor library: `tensor(0.53, grad_fn=...)`, `tensor([2477.59], device=...)`,
# `tf.Tensor(nan, shape=(), ...)`, `np.float32(0.5)`, `Array(nan, dtype=float32)`; a NumPy array of one
# value after `=` or `:` (CleanRL's `episodic_return=[23.]`, DeepSpeed's `lr=[1e-05]`).
_WRAPPERS = r"(?:tensor|Tensor|tf\.Tensor|np\.float\d*|numpy\.float\d*|Array|array|DeviceArray)\("
_WRAPPED = r"(?:" + _WRAPPERS + r")?(?:(\[)[ \t]*)?"
# `print("loss", loss)` prints `loss tensor(0.6924, grad_fn=...)`: a name of one or two words opening
# the line, a space, the tensor (read as `loss: tensor(...)`; not a sentence's `Skipping batch with
# loss tensor(nan)`)
# (or `print("loss is", loss)`: `loss is tensor(1.0369, grad_fn=...)`)
_SPACED_TENSOR = re.compile(r"([A-Za-z_]\w*(?: (?!is )[A-Za-z_]\w*)?)(?: is)? (?=(?:tensor|tf\.Tensor)\(\[?[ \t]*[-+.\dnNiI])")
# `total loss is 48.44`, `training accuracy is 0.91`: a loss or an accuracy said in words, where a field
# starts; a NaN so said opening the line is a warning of a task that goes on (`Loss is NaN, skipping`),
# after another field a value of the record (`epoch 3, total loss is nan , ...`); not a record so far
# (`best loss is 0.35`); a sentence of a record said in sentences (BigDL's `Trained 3072 records in 1.40
# seconds. Throughput is 2190.889 records/second. Loss is NaN. Current learning rate is 0.0011`)
_IS_PAIR = re.compile(r"(?:^|(?<=[,;|])[ \t]*|(?<=[a-z\d]\. ))((?!(?:\w+ ){0,2}(?:best|lowest|highest|min|max|minimum|maximum) )(?:[A-Za-z_]\w* ){0,2}"
                      r"[A-Za-z_]*(?:loss|accuracy|perplexity))[ \t]+is[ \t]+"
                      r"([-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?|[-+]?(?:nan|inf))(?=[ \t]*(?:$|[,;|])|[ \t]+[A-Za-z]|\.(?:[ \t]|$))",
                      re.IGNORECASE)
# a record said as a list of `name is value` clauses to the line's end (EasyTPP's `train loglike is nan,
# num_events is 2156116`, `acc is 0.49, rmse is 8759.4`): each clause a measure, whatever its name
# (`Loss is nan, skipping batch` is no such list); a clause's name of at most three words
_RECORD_WORDS = frozenset({"best", "lowest", "highest", "min", "max", "minimum", "maximum"})
_PAST_RECORD = frozenset({"best", "lowest", "highest", "(best)", "best:"})
_LIKELIHOOD = re.compile(r"(?i)like|nll|elbo")  # (EasyTPP's `loglike`, a likelihood)
_IS_NAME_WORD = re.compile(r"[A-Za-z_][\w\-]*")
_IS_VALUE = re.compile(r"[-+]?(?:\d+(?:\.\d*)?(?:[eE][-+]?\d+)?|\.\d+|nan|inf)", re.IGNORECASE)


def _is_clauses(line: str) -> tuple[int, list[tuple[str, str]]] | None:
    """Where the list of `name is value` clauses ending the line starts, and its (name, value) pairs.
    Walked from the end, comma by comma (a regular expression searched from each position of a long
    line is quadratic)."""
    parts = line.rstrip(" \t").removesuffix(".").split(",")
    starts = [0]
    for part in parts[:-1]:
        starts.append(starts[-1] + len(part) + 1)
    pairs: list[tuple[str, str]] = []
    start = len(line)
    for i in range(len(parts) - 1, -1, -1):
        part = parts[i]
        name, is_, value = part.rstrip(" \t").rpartition(" is ")
        words = name.split(" ")
        first = len(words)
        while first > 0 and len(words) - first < 3 and _IS_NAME_WORD.fullmatch(words[first - 1]):
            first -= 1
        lead = " ".join(words[:first])
        if not is_ or first == len(words) or not _IS_VALUE.fullmatch(value) \
                or (lead.strip() and lead[-1] not in " \t:]"):
            break  # (`epoch 3, acc is 0.5, loss is 0.3`: the list starts after `epoch 3`)
        pairs.append((" ".join(words[first:]), value))
        start = starts[i] + len(name) - len(pairs[-1][0])
        if lead.strip() or (i > 0 and part[:1] not in (" ", "\t")):
            break  # words before the name, or glued to the comma before it (`1,234`): the list's first clause
    return (start, pairs[::-1]) if len(pairs) >= 2 else None


# what a task says after a NaN it handles itself (`Loss is nan, skipping batch.`, `. Skipping update.`)
_SKIPPED = re.compile(r"[ \t]*[,.;]?[ \t]*(?:skip|ignor|discard)", re.IGNORECASE)
# A message that starts glued to a value: Python's `Exception ignored in:`, `Traceback (most recent ...`
_GLUED_MESSAGE = r"(?:Exception|Traceback|Warning|WARNING|Error)[ \t(:]"  # (TensorFlow's `WARNING:tensorflow:`)
_PAIR = re.compile(
    r"(?<![\w./\-])(?<!\w')(?=(" + _KEY_WORD + r"(?: " + _KEY_WORD + r"){0,3}" + _AT_K + _KEY_UNIT + r"))\1"
    r"(?:[ \t]*([:=])[ \t]*|( +|[ \t]*\t[ \t]*))" + _WRAPPED +  # `MeanEntropy \t 2.37`: a tab separates too
    # a full stop may end a sentence (`Step: 48000.`); a key glued to the value may follow (old
    # CatBoost's fixed-width `learn 0.6355974416passed: 17.4 sec`), a unit so glued is refused later
    # a message glued to the last value of a progress bar cut off (`train_acc=0.143Exception ignored in:`)
    r"(" + _NUMBER + r")(?!(?![A-Za-z]{3,}:[ \t]|(?-i:" + _GLUED_MESSAGE + r"))[\w%/'\"]|\.(?![ \t]|$))",
    re.IGNORECASE)
# What may follow a value: the end, a delimiter, "N: " (nanoGPT's `iter 10: `), or the next pair; an
# `@ ` before when it was measured (`loss = 0.6475 @ 2021-01-14 10:55:58`); `* N`, the count it is the
# mean of (CNTK's `loss = 0.000055 * 512, metric = 0.00% * 512`).
# a unit after a NaN, then the next pair or the line's end (FermiNet's `variance=nan E_h^2, pmove=0.51`, `energy:
# nan eV`, `loss: nan nats`): a NaN is no quantity, so its unit does not make it one; not a time's (`Fit time=nan
# seconds` stays a time), nor a word the task goes on with (`loss: nan retrying`, `loss=nan fallback`)
_NAN_UNIT = re.compile(r"[ \t]+([^\s,;|]{1,12})[ \t]*(?:[,;|]|$)")
_GOES_ON = re.compile(r"(?i)skip|ignor|discard|rescal|retr|fall|roll|restart|revert|reduc|recover|continu|encounter|detect")


def _nan_unit(line: str, at: int) -> bool:
    unit = _NAN_UNIT.match(line, at)
    return unit is not None and unit.group(1).lower() not in _PER_TIME and _GOES_ON.match(unit.group(1)) is None

_AFTER = re.compile(
    r"[ \t]*(?:$|[,;|)\]}(\[{]|--?\s|@[ \t]|\*[ \t]+\d+(?=[,;]|[ \t]|$)|->\s+(?=[A-Za-z_][\w./\-]*(?: [A-Za-z_][\w./\-]*){0,2}[ \t]*[:=])|:(?:\s|$)|\x1b|\.\.\.|…|(?-i:" + _GLUED_MESSAGE + r")"
    r"|" + _WORD + r"(?: " + _WORD + r"){0,2}" + _KEY_UNIT + r"[ \t]*[:=]"
    r"|" + _WORD + r" +" + _NUMBER +
    # the next pair of a two-word name, its value not glued to a unit (`Generator loss 1e-07
    # Discriminator loss 2e-07`; not `Step 900 per-step time 0.813s`)
    r"|" + _WORD + r" " + _WORD + r" +" + _NUMBER + r"(?![\w%/]|\.\S)" +
    # DreamerV2's `kl_loss 0.67 / image_loss 1.1e4`: a slash between pairs (not `90 / 100`)
    r"|/[ \t]+" + _WORD + r"(?: " + _WORD + r"){0,2}" + _KEY_UNIT + r"[ \t]*[:=]|/[ \t]+" + _WORD + r" +" + _NUMBER +
    r"|\*{3,}[ \t]*$" +  # a banner's closing stars (`***** Episode 31455, Mean R = 28911.0 *****`)
    # a message after the last pair (`Test loss: nan Saving ./checkpoint/...`; not `Nothing`, `String`; not a NaN
    # the task skips: `loss: nan Skipping batch`)
    r"|(?-i:(?!Skipping|Ignoring|Discarding|Rescaling|(?:Nothing|Something|Anything|Everything|String|Spring|Thing|Ring|King)\b)"
    r"[A-Z][a-z]{2,}ing)(?:[ \t]|\.\.\.|$)" +
    # the next name holding an array or a range (`max qk = 0.08      zk_mean [0.027 0.025]`, `sigma∈[0.002,2]`)
    # (two blanks before it, as a column apart; not a word the task goes on with, `loss: nan skipping [1, 2]`)
    r"|(?<=[ \t]{2})(?!(?:skip|ignor|discard|rescal|retr|fall|restart|revert|reduc|recover|continu|overflow)"
    r"|(?:for|in|at|of|on|to|from|with|when|by)\b)" + _WORD +
    r"(?:[ \t]*\[[ \t]*(?:[-+]?[\d.]+(?:e[-+]?\d+)?|nan|inf)[ \t,]+(?:[-+]?[\d.]|nan|inf)|[ \t]*[∈≈])" +
    r"|in #\d+[ \t]*$" +  # Tianshou's `best_reward: -0.4886 ± 85.42 in #0` (the epoch it was reached)
    r"|/[ \t]*$" +  # DreamerV3's rows of `name value /` pairs, the last one ending its line with the slash
    # the threshold a value is compared with, ending its field (dynesty's bar: `| dlogz:  0.001 >  0.509]`)
    r"|[<>]=?[ \t]+" + _NUMBER + r"[ \t]*(?:$|[|\]])" +
    r")", re.IGNORECASE)
# GPy's (paramz') optimizer: `  runtime   i     f              |g|`, then rows of the time taken, the iteration,
# the objective and its gradient's norm (`    00s02  018  -5.697406e+01   2.648889e-10`; past a minute `59m59s99`, an
# hour `01h00m00`, a day `01d02h03`)
_PARAMZ_HEADER = re.compile(r"[ \t]*runtime[ \t]+i[ \t]+f[ \t]+\|g\|[ \t]*$")
# a run about to start, its settings and its length (`Running optimization with exaggeration=12.00, lr=50.00 for 250
# iterations...`, `Optimize for 60 iters with {'c1': 0.5, 'c2': 0.3, 'w': 0.9}`)
_RUN_PLAN = re.compile(r"(?i)\b(?:running|run|optimi[sz]e|optimi[sz]ing|starting|start|fitting|launching)\b[^\n]{0,80}?"
                       r"(?:\bwith\b[^\n]{0,200}?\bfor \d+ (?:iterations|iters|epochs|steps)\b"
                       r"|\bfor \d+ (?:iterations|iters|epochs|steps) with\b)")
# the first of CRFsuite's settings under its heading (`type: CRF1d`, `c1: 0.000000`, `calibration.eta: 0.1`)
_CRFSUITE_ROW = re.compile(r"type: CRF1d$|(?:c[12]|feature\.\w+|calibration\.\w+|num_memories|max_iterations|epsilon|period"
                           r"|delta|variance|gamma|algorithm\.\w+):[ \t]")
# scikit-surprise's cross-validation table (`                  Fold 1  Fold 2  Fold 3  Mean    Std`, then `RMSE (testset)
# 1.4423  1.4375  1.4420  1.4406  0.0022`): each measure's mean over the folds; its times are none
_FOLDS_HEADER = re.compile(r"[ \t]+Fold 1(?:[ \t]+Fold \d+)+[ \t]+Mean[ \t]+Std[ \t]*$")
_FOLDS_ROW = re.compile(r"([A-Za-z][\w@]*(?: [\w@()]+){0,3}?)[ \t]{2,}((?:" + _NUMBER + r"[ \t]+)+" + _NUMBER + r")[ \t]*$")
# statsmodels' summary (`                               SARIMAX Results`, a rule of `=`, then two columns of `name: value`
# side by side: `Model:               SARIMAX(1, 1, 1)   Log Likelihood                -142.058`): each column's
# measure read apart (the date, the time and the model's text beside them are none), until the next rule
_SM_TITLE = re.compile(r"[ \t]{4,}[A-Z][\w.\-()]*(?: [\w.\-()]+){0,6} Results[ \t]*$")
_SM_CELL = re.compile(r"[ \t]*([A-Za-z][^:]*?)(?::[ \t]*|[ \t]{2,})(\S(?:.*\S)?)[ \t]*$")
_SM_RIGHT_CELL = re.compile(r"(?:^|(?<=[ \t]{3}))[A-Za-z][\w.\-()/%]*(?: [\w.\-()/%]+)*:?[ \t]{2,}\S+[ \t]*$")
_SM_NOT_MEASURE = re.compile(r"(?i)(?:no\.|df |dep\.|model|method|date|time|sample|covariance|distribution|vol model"
                             r"|mean model|converged|nobs|entities|avg obs|min obs|max obs)")
# pycma's table (`Iterat #Fevals   function value  axis ratio  sigma  min&max std  t[m:s]`), its names one space apart as
# its columns are not: each row is read by position, its iteration the step
_CMA_HEADER = re.compile(r"[ \t]*Iterat[ \t]+#Fevals[ \t]+function value[ \t]+axis ratio[ \t]+sigma\b")
_ERASED = re.compile(r"(?:\x1b\[[0-9;]*K)*")
_CMA_ROW = re.compile(r"[ \t]*(\d+)[ \t]+\d+[ \t]+(" + _NUMBER + r")[ \t]+(" + _NUMBER + r")[ \t]+(" + _NUMBER + r")"
                      r"(?:[ \t]+\S+){0,4}[ \t]*$", re.IGNORECASE)
_PARAMZ_ROW = re.compile(r"[ \t]*\d+(?:[dhms]\d+)+s?[ \t]+(\d+)[ \t]+(" + _NUMBER + r")[ \t]+(" + _NUMBER + r")[ \t]*$",
                         re.IGNORECASE)
_COMPARED = re.compile(r"[ \t]+[<>]=?[ \t]")  # a value compared with a threshold after it
# Lightning's EarlyStopping (`Metric val_loss improved by 0.003 >= min_delta = 0.0. New best score: 0.008`,
# `Monitored metric val_loss did not improve in the last 3 records. Best score: 0.008. Signaling Trainer to stop.`)
_EARLY_STOPPING = re.compile(r"\bMetric \S+ improved(?: by \S+ >= min_delta = \S+)?\. New best score: "
                             r"|\bMonitored metric \S+ did not improve in the last \d+ records\. Best score: ")
# Lightning's checkpoint callback: `Epoch 3, global step 400: 'val_loss' reached 0.12345 (best 0.12345),
# saving model to ...`: the monitored value (its best so far is no metric)
_REACHED = re.compile(r"""(['"]?)([A-Za-z_][\w./\-]*)\1 reached (""" + _NUMBER + r""") \(best """ + _NUMBER + r"""\)""")
# a pair in a tqdm bar's postfix written `name - value` (segmentation_models_pytorch:
# `[00:55<00:00,  7.67it/s, bce_dice_loss - 1.606, iou_score - 0.2795]`; a name of two words joined by a hyphen, `f-score - 0.81`)
_DASH_PAIR = re.compile(r"(?<=, )([A-Za-z_][\w.]*(?:-[A-Za-z_][\w.]*)?) - (" + _NUMBER + r")(?=,|\]|$)")
# ... or such pairs separated by semicolons, the line's own
_DASH_PAIRS = re.compile(r"(?:^|(?<=; )|(?<=\) ))([A-Za-z_][\w.]*(?:-[A-Za-z_][\w.]*)?) - (" + _NUMBER + r")(?=;|[ \t]*$)")
_OPTIMIZER_ROW = re.compile(r"[A-Z][A-Za-z0-9]{1,15}:[ \t]+(?=\d+[ \t])")  # (`FIRE2:`, `ODE12r:` too)
_QUOTED_NAME = re.compile(r'"([^"\t,]{1,60})"')
_PER_CLASS = frozenset(("class", "classes", "category", "categories", "label", "labels"))
# a row of such a table that puts a bar after its first cell only
_BARE_ROW = re.compile(r"(\d+)[ \t]*\|(?=[ \t]|[-+.\d]|nan|inf)")  # (`   250|      nan`, `     0|1.00e+300`: a wide number against it)
# a cell of a header drawn with pipes between its names only (`Training Loss`, `Rouge1`, `Gen Len`)
_HEADER_CELL = re.compile(r"[A-Za-z_][\w ./%()-]{0,80}")
# a column named with its unit (`Time(sec)`: DLKcat's tab-separated table)
_UNIT_COLUMN = re.compile(r"[A-Za-z]\w*\([A-Za-z/%]{1,8}\)")
_CLOCK_UNITS = frozenset({"s", "ms", "us", "ns", "ps", "fs", "min", "h"})  # (a simulation's clock: `Time[ns]`)
# a column named with its unit in brackets (ASE's MD logger: `Time[ps]  Etot[eV]  Epot[eV]  Ekin[eV]  T[K]`)
_BRACKET_UNIT_COLUMN = re.compile(r"[A-Za-z]\w*\[[A-Za-z/%]{1,8}\]")
# a tab-separated column named with its unit in square brackets (so3lr's `E [eV]`, `Temp [K]`, `time/step [s]`)
_UNIT_CELL = re.compile(r"[A-Za-z][\w/.\-]{0,30}(?: \[[A-Za-z/%^\d]{1,12}\])?")
# the settings a tuner tried, printed as a dict (Optuna: `Trial 40 finished with value: 1.07 and
# parameters: {'lambda': 5.9e-05}`, `Best params: {...}`): no metrics
# a dict printed as a setting's value: after a row of dots (DeepSpeed's configuration, `aio_config ......
# {'block_size': 1048576, 'queue_depth': 8}`) or after a name ending with `config` or `params`
_SETTING_LEADER = re.compile(r"(?:(?:^|\s)[A-Za-z_]\w*[ \t]+\.{3,}|[_ ]config[ \t]*[:=]?|[_ ]params[ \t]*[:=]?)[ \t]*$", re.IGNORECASE)
_RESULT_WORD = re.compile(r"(?i)metric|result|score|eval")
# (Ax: `Generated new trial 7 with parameters {'x1': 3.66, 'x2': 2.45} using model BoTorch.`, no colon)
_PARAMS = re.compile(r"\b(?:parameters|params|hyperparameters|config)['\"]?[ \t]*(?:[:=][ \t]*)?\{[^{}]*\}", re.IGNORECASE)


def _params_start(line: str, brace: int) -> int:
    """Where the word before `line[brace]`'s `: ` starts (0 when none)."""
    head = line[:brace].rstrip(" \t:=")
    return len(head) - len(re.split(r"[\s:]", head)[-1]) if head.strip() else 0  # (`INFO:root:params: {...}`)


_NEXT_BAR = re.compile(r"[ \t]+\d+/\d+[ \t]+\[")
# a key's window or unit (see _KEY_UNIT): vLLM's `Output token throughput (tok/s)` is a name of three words
_WINDOW = re.compile(r" ?\((?:" + _WINDOW_TEXT + r"|[A-Za-z/%][A-Za-z0-9/%\-]{0,11})\)$")
_PER = r"/(?:s|sec|second|it|step|iter|batch)"  # a rate's unit: `samples/sec`, `graph/s`
_UNIT_AFTER = re.compile(r"[ \t]+([A-Za-z]+(?:" + _PER + r"(?![\w/]))?)(?![\w/:=\-])")  # `1 day`, `21955.5 samples/sec`, not `samples/sec:` nor a hyphenated name (`Loss:1.06 S-loss:0.96`)
# ... nor the first word of the next key (`0.084 Batch (t): 0.490`, `0.5 batch size: 32`)
_KEY_REST = re.compile(r"(?: [A-Za-z_][\w./\-]*){0,2}" + _KEY_UNIT + r"[ \t]*[:=]")
# A Python dict repr without nesting (the HF Trainer's log line): read by a regex, not by `ast`.
_DICT_PAIR = re.compile(r"'([^'\\{}]+)':\s*(?:'(" + _NUMBER + r")'|(" + _NUMBER + r"))\s*(?=[,}])", re.IGNORECASE)
# A name in brackets before its value: `| [Loss] 0.53 | [step]   104 |`.
_BRACKET_KEY = re.compile(r"\[([A-Za-z][\w./\-]{0,30}(?: [A-Za-z][\w./\-]{0,30}){0,2})\][ \t]+(?=" + _NUMBER
                          + r"(?:$|[ \t]*[|,;]))", re.IGNORECASE)
_ANGLED = re.compile(r"<(" + _NUMBER + r")>", re.IGNORECASE)
# Cheap tests before the substitutions above (a traceback's `<module>`, a log's `[INFO] x`).
_BRACKET_HINT = re.compile(r"[\w.]\][ \t]+(?:[-+.\d]|[nN][aA][nN]|[iI][nN][fF])")
_ANGLED_HINT = re.compile(r"<[-+.\dnNiI]")
# A mean and its spread: XGBoost's cv `cv-test-logloss:0.045664+0.000217`, `0.91 ± 0.02`.
# a bare `+` only glued, or spaced at the end of the line after a colon (LightGBM's cv:
# `cv_agg's multi_logloss: 8.88 + 12.39`; `x=3 + 4` is a sum)
# (R's xgb.cv prints a NaN mean's spread as `NA`: `train-rmse:NaN+NA`)
_SPREAD = re.compile(r"(?:[ \t]*(?:±|\+/-|\+-)[ \t]*|\+)(?:" + _NUMBER + r"|(?-i:NA)(?!\w))", re.IGNORECASE)
_SPACED_SPREAD = re.compile(r"[ \t]\+[ \t]" + _NUMBER + r"[ \t]*$", re.IGNORECASE)
# A quoted key and its value amid other pairs, outside any dict (old PaddleDetection:
# `iter: 20, lr: 0.000085, 'loss': 'nan', eta: 5 days`).
# (a value may be a tensor: a list of Lightning's step outputs, `[{'loss': tensor(0.3917)}, ...]`)
_QUOTED_PAIR = re.compile(r"""(['"])([A-Za-z_][\w./\-]{0,80}(?:@\d{1,4})?)\1[ \t]*[:=][ \t]*(?:(['"])(""" + _NUMBER + r""")\3|("""
                          + _NUMBER + r"""))(?=[ \t]*(?:[,;}]|$))|(['"])([A-Za-z_][\w./\-]{0,80})\6[ \t]*[:=][ \t]*"""
                          r"""(?:tensor|tf\.Tensor)\((""" + _NUMBER + r""")(?=[,)])""", re.IGNORECASE)
_STEP_OF = re.compile(r"(?<![\w./\-])(step|global_steps?|iter|iterations?|epoch)(?:\.\.\.|\((?:train|val|test)\))?[ \t]*"
                      # (one run of blanks before each mark: three in a row backtracked cubically on a line of spaces)
                      # (mmengine's `Iter(train) [580/2046]`; a total of -1 or -2 when there is no limit: neuralforecast's
                      # Lightning bar, `Epoch 59/-2`)
                      r"(?:[:=][ \t]*)?(?:[\[(][ \t]*)?(\d+)[ \t]*/[ \t]*-?\d+", re.IGNORECASE)
# a step of a total quoted in a JSON record (SlowFast's `"epoch": "2/196", "iter": "100/159"`)
# the record of a step's end (PyTorch's word language model, fairseq: `| end of epoch  26 | valid loss  4.35`)
_END_OF = re.compile(r"(?i)\bend of (epoch|step|iter|iteration)[ \t]+(\d+)\b(?![./])")
_WHOLE_FLOAT = re.compile(r"\d+\.0+")  # a float with no fraction (`6677.0`, `1.000`)
_PETSC_MONITOR = re.compile(r"[ \t]*(\d+) ((?:KSP|SNES|TS)(?: \w+)? (?:[Rr]esidual|Function|resid) norm)[ \t]+(" + _NUMBER
                            + r")(?:[ \t]+true resid norm[ \t]+(" + _NUMBER + r"))?(?=[ \t]|$)", re.IGNORECASE)
_TIME_UNITS = frozenset({"s", "sec", "secs", "second", "seconds", "ms", "min", "mins", "minutes", "h", "hr", "hrs", "hours",
                         "ps", "fs"})  # (a simulation's clock: OpenMM's `Time (ps)`)
_PER_TIME = _TIME_UNITS | {"day", "days"}  # what a rate is per (`ns/day`; not `kJ/mole`)
# what such a rate counts: a clock or work done (`ns/day`, `samples/s`; not a physical rate, `Velocity (m/s)`)
_COUNTED = _TIME_UNITS | {"ns", "us", "samples", "sample", "tok", "tokens", "token", "it", "img", "imgs", "images", "steps",
                          "step", "timesteps", "req", "requests", "ex", "examples", "words", "seq", "seqs", "sequences",
                          "frames", "iter", "iters", "batch", "batches", "tau"}


def _counted_per_time(unit: str) -> bool:
    counted, _, per = unit.lower().rpartition("/")
    return per in _PER_TIME and counted in _COUNTED


def _time_per_work(name: str) -> bool:
    """A name that is a unit of time per unit of work: the time a step took (PyTorch's word language
    model example: `| ms/batch 11.91 |`; `sec/step`, `s/it`), no measure of the run."""
    time, _, per = name.lower().rpartition("/")
    return time in _TIME_UNITS and (per in _COUNTED or per in ("epoch", "epochs")) and per not in _TIME_UNITS


_PY_IMPORT = re.compile(r"(?:import [\w.]+(?: as \w+)?(?:, [\w.]+(?: as \w+)?)*|from [\w.]+ import [\w., ]+)")
_SETTINGS_COLUMN = re.compile(r"(?i)(?:hyper)?param(?:eter)?s?|settings?|arguments?|options?|config(?:uration)?|keys?")
_PAREN_UNIT_NAME = re.compile(r"\w ?(?:\(([A-Za-z/%]{1,14})\)|\[([A-Za-z/%]{1,14})\])$")
_NUMBERED_STEP_MARK = re.compile(r"(?i)(?<![\w./\-])(step|iter|iteration|epoch)[ \t]*#[ \t]*(\d+)\b(?![./])")
_PLURAL_OPENS = re.compile(r"""\{[ \t]*["'](steps|iters|iterations)["'][ \t]*:[ \t]*(\d+)[ \t]*,""", re.IGNORECASE)
_QUOTED_STEP_OF = re.compile(r"""["'](step|global_step|iter|iteration|epoch)(?:/max_\w+)?["']\s*:\s*["'](\d+)/\d+["']""")
# (ms-swift: `'global_step/max_steps': '57/176'`)
# `Step 900 per-step time 0.813s loss=2.374`: a step word and an integer opening the message (at the
# line's start or after a log prefix), whatever follows
# (its first letter as a class, then the rest: the regex engine skips fast to where one may start)
# (`Epoch-30`; FCOS' `step90` glued)
_STEP_LEAD = re.compile(r"[SsIiEe](?<![\w./\-][SsIiEe])(?i:tep|ter|teration|poch)(?:[ \t]+|-)?(\d+)(?=[\s,;:|]|$)")
_LEAD_WORDS = frozenset({"step", "iter", "iteration", "epoch"})
_UPDATE_HEAD = re.compile(r"[Uu]pdate (\d+)[ \t]*[:|,]")
# a heading of the step alone: at the line's start (maybe after a rule), after a timestamp (its `: `), after
# `] ` or `| `, after a level's colon (braindecode's `2017-10-19 10:45:01,893 INFO : Epoch 1`) (not `checkpoint: step 5000`, `found at: epoch 12`)
# `Starting epoch 6` too; and Caffe's `Iteration 2500, Testing net (#0)` over its `Test net output` lines
_STEP_HEADING = re.compile(r"(?:^[=*#-]*[ \t]*|(?<=\d): |(?<=\d\d:\d\d) |(?<=\d\dZ) |[\]|] |(?<=INFO) : |(?<=INFO): "
                           r"|(?<=INFO) [=*#-]{3,}[ \t]*)(?:(?:start(?:ing)?|begin(?:ning)?)[ \t]+)?"
                           # (r2c's `TRAIN EPOCH  4:`: the split's word before it)
                           r"(?:(?:train(?:ing)?|val(?:id(?:ation)?)?|test|eval(?:uation)?)[ \t]+)?"
                           r"(epoch|step|iter|iteration)(?:[ \t]*=[ \t]*|[ \t]+)(\d+)(?:[ \t]+end|[ \t]+\(\d+/\d+\))?"  # (PointNet's `Epoch 200 (200/200):`)
                           # (a date after its colon: `Epoch 6: 28/04/2021 07:59:56`)
                           r"(?::[ \t]+\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}(?:[ \tT]\d{1,2}:\d\d(?::\d\d)?)?"
                           r"|[ \t]*(?::|[=*#-]{2,})?|, Testing net \(#\d+\)"
                           # (Lightning's bar with no values in it: `Epoch 10: 100%|████| 5/5 [00:01<00:00, 3.2it/s]`)
                           r"|:[ \t]+\d{1,3}%(?:\|[^|]*\|[ \t]*\d+/\d+(?:[ \t]+\[[^\]=]*(?:,[ \t]*v_num=\d+)?\])?)?)[ \t]*$",
                           re.IGNORECASE)  # (Lightning's default logger adds its version: `, v_num=0]`)
# Ray Tune's box of a trial's result, its title row (`│ Trial easy_objective_d43f957f result      │`)
_RAY_RESULT_BOX = re.compile(r"│ Trial \S+ result\s*│\s*$")
_RAY_STEP_ROW = re.compile(r"│\s*(training_iteration|iterations)\s+(\d+)\s*│")
# liblinear's and TRON's iteration line: the gradient's norm written between bars (`f 1.021e+04 |g| 9.167e+03 CG   2`)
_GRADIENT_NORM = re.compile(r"(?<=\s)\|g\|\s+(" + _NUMBER + r")(?=\s|$)", re.IGNORECASE)
# an iteration's number, a colon and a tab before its record (CatBoost's `99:\tlearn: 0.056\ttest: 0.161\tbest: ...`)
# (with its time so far or its best: not a list numbered `0:\tairplane: 0.91`)
_ITERATION_TAB = re.compile(r"(\d+):\t[ \t]*[A-Za-z][^\n]*\t(?:total: |best: )")
# a step's heading alone on its line, no separator a setting's row has (`Epoch 1`, `Epoch 3/10:`, `Step 500`)
_BARE_STEP_LINE = re.compile(r"(?i:epoch|step|iter|iteration)[ \t]+\d+(?:[ \t]*/[ \t]*\d+)?[ \t]*:?[ \t]*")
_NUMBERED_STEP_HEADING = re.compile(r"(?i:(epoch|step|iter|iteration))[ \t]+(?i:no\.?|number|#)[ \t]*:?[ \t]*(\d+)(?=[\s.,:;]|$)")
_FRACTION_TEXT = re.compile(r"[ \t]*[:=]?[ \t]*[-+]?\d*\.\d")
_STEP_OPENS = re.compile(r"(?i:(epoch|step|iter|iteration))[ \t]+(\d+)[ \t]+[A-Za-z][^=:|\[(]*$")
# `Eval metrics at step 26:` over the record it announces (a colon closes it: not `saved at step 500`;
# nor a step that is past, `Best results at epoch 12:`, `Resuming from checkpoint at step 5000:`)
_PAST_STEP = re.compile(r"(?i)\bbest\b|\bresum|\bfrom\b")
_AT_STEP_HEADING = re.compile(r" (?:at|after|of|for) (epoch|step|iter|iteration) (\d+):[ \t]*$", re.IGNORECASE)
# Keras 2's callbacks (ModelCheckpoint, EarlyStopping, ReduceLROnPlateau) say `Epoch 00011: val_loss
# did not improve`, often glued to a bar whose carriage return was lost (even to its last letters,
# `- acEpoch 00001: loss improved from inf ...`): a message (its epoch counted from 0 in early
# versions), neither the step nor a metric (not a loop's own `Epoch 00012: loss = nan`)
_KERAS_CALLBACK = re.compile(r"Epoch 0\d{4}: (?=[\w/]+ (?:improved from|did not improve)|early stopping"
                             r"|ReduceLROnPlateau|saving model to)")
# XLM's scores, one `name -> value` a line after its logger's prefix (`INFO - 07/15/19 02:02:09 - 14:44:32 -
# valid_en-fr_mt_ppl -> 9790.193192`), and names in brackets (`[epoch]: 199, [batch]: 24000, [loss]: 4.85`):
# read as `name: value`
_ARROW_ROW = re.compile(r"([A-Za-z_][\w.@/\-]{0,80}) -> (" + _NUMBER + r")[ \t]*$", re.IGNORECASE)
# (at the line's start or after a space or a comma, a space after the colon: not an address, `addr=[host]:38272`)
_BRACKETED_KEY = re.compile(r"(?<![^ \t,;|])\[([A-Za-z_]\w{0,30})\]:(?=[ \t]+(?:[-+]?\.?\d|nan\b|inf\b))", re.IGNORECASE)
# MXNet's module.fit: a batch's line (`Epoch[4] Batch [2140] Speed: 6.44 samples/sec Train-CrossEntropy=0.58`)
# and the epoch's summary of its training metrics (`Epoch[4] Train-CrossEntropy=nan`), or log_train_metric's
# after it (`Iter[0] Batch[1] Train-cross-entropy=nan`)
_MXNET_BATCH = re.compile(r"Epoch\[\d+\]\s*Batch\s*\[\d+")
_MXNET_EPOCH_TRAIN = re.compile(r"(?:Epoch|Iter)\[(\d+)\]\s*(?:Batch\[\d+\]\s*)?Train-")  # (or log_train_metric's)
# Keras' TerminateOnNaN, glued to its bar the same way (`- accuracy: 0.1719Batch 2: Invalid loss, terminating
# training`): a message, neither a metric nor the step
_KERAS_TERMINATE = re.compile(r"[ \t]*Batch \d+: Invalid loss, terminating training\b.*$")
# `Minibatch loss at step 3000: 58.923489`: a metric (the words before) and the step it was measured at
# `Loss in epoch 3 = 0.66`, `Total rewards in episode 88 is 3.8` (an episode is no step),
# `Training loss at epoch 25 - nan`
# (`Loss after epoch 4: 0.0`, gensim's; `Average loss at batch 100: nan`, code2seq's: a batch is no step)
# (Java's `NaN`, `Infinity`, which then end the line or a field: not `NaN detected, skipping`)
_NUMBER_NAN_ANY_CASE = _NUMBER.replace("(?:nan|inf(?:inity)?)", "(?:nan|inf(?:inity)?|(?:NaN|NAN|Inf|INF|Infinity)"
                                                                 "(?=[ \t]*(?:$|[,;|(]|\\.(?!\\w))))")
_AT_STEP = re.compile(r" (?:at|in|for|after) ([Ss]tep|STEP|global_step|[Ii]ter(?:ation)?|ITER(?:ATION)?|[Ee]poch|EPOCH"
                      r"|[Ee]pisode|EPISODE|[Bb]atch|BATCH)"
                      r" (\d+)(?:[ \t]*[:=]|[ \t]+is|[ \t]+-(?=[ \t]))[ \t]*(" + _NUMBER_NAN_ANY_CASE + r")(?![\w%/'\"]|\.\d|[ \t]+of\b)")
_NAME_WORD = re.compile(r"[A-Za-z_][\w./\-]*")
_BETTER_NOTE = re.compile(r"[ \t]*\((?:higher|lower|larger|smaller) is better\)")
_PATH_LIKE = re.compile(r"\S*[/\\]\S* ")
_PAREN_NOTE = re.compile(r"[ \t]*\(([^()]*)\)$")
_ONE_WORD_NOTE = re.compile(r"\(\w+\)")
_STEP_WORDS_PAREN = re.compile(r"\((?:step|iter|epoch)", re.IGNORECASE)  # (a cheap test before _PAREN_STEP)
_STEP_WORDS_AT = re.compile(r" (?:step|iter|epoch)", re.IGNORECASE)  # (a cheap test before _LOSS_STEP)
# `Loss step 1:  tensor(nan, ...)`: a loss, the step it was measured at without "at", then its value
_LOSS_STEP = re.compile(r"[ \t]*([A-Za-z_]\w*(?: [A-Za-z_]\w*)?) (step|iter|iteration|epoch) (\d+)[ \t]*:[ \t]*", re.IGNORECASE)
# a row of NLTK's `show_most_informative_features()`: `count(e) = 3    female : male   =      8.2 : 1.0`
_INFORMATIVE_FEATURE = re.compile(r"[ \t]*\S[^=\n]{0,60} = [^\n]{1,60}?[ \t]+\S+ : \S+[ \t]+=[ \t]+\d+(?:\.\d+)? : 1\.0$")
# a measure, then the step it was measured at in parentheses, then its value (an RBM's `Epoch Error (epoch=9): 53931.65`,
# `Train loss (step 300): 0.41`)
_PAREN_STEP = re.compile(r"[ \t]*([A-Za-z_]\w*(?: [A-Za-z_]\w*)?) \((step|iter|iteration|epoch)(?:[ \t]*=[ \t]*|[ \t]+)(\d+)\)[ \t]*:[ \t]*",
                         re.IGNORECASE)
_RECORD_WORD = re.compile(r"(?i)(?:best|min|max|lowest|highest|prev|previous)\b")
_STEP_DASH = re.compile(r"(?i:step|iter|iteration|epoch)-\d+")
_ONE_SPACE = re.compile(r"\S \S")  # two words of one name in a table's header
# the groups of a number written with thousands separators after its first one (`80,000`, `3,668`)
_THOUSANDS = re.compile(r"(?:,\d{3})+(?!\d)")
# an environment variable's name, `NAME=value` with nothing between: three words or more in capitals (not
# GAN's `G_L1`, spaCy's `ENTS_F`; a measure so named after a colon, `VAL_MEAN_IOU: 0.41`, is read)
_ENV_NAME = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+){2,}")
# a program's account of its set-up: the preamble L-BFGS-B prints (`Machine precision = 2.220D-16`,
# ` N =     874800     M =    10`; R's `N = 2, M = 5 machine precision = 2.22045e-16`), llama.cpp's
# `system_info: n_threads = 8 / 16 | AVX = 1 | ...`
_SETUP_LINE = re.compile(r"[ \t]*(?:Machine precision = \S+|N = +\d+ +M = +\d+|N = \d+, M = \d+ machine precision = \S+)[ \t]*$")
_GROUPED = re.compile(r"[-+]?[1-9]\d{0,2}(?:,\d{3})+\.\d+")  # (not a decimal comma's `0,512`, nor a pair's `640,640`)
_ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
_VALUE_ONLY = re.compile(r"[ \t]*(" + _NUMBER + r")(?=$|[\s,;|)\]}])", re.IGNORECASE)
# AutoGluon's `\t0.9824\t = Validation accuracy score`: the value, then its name
_VALUE_FIRST = re.compile(r"(" + _NUMBER + r")[ \t]*=[ \t]*([A-Za-z][\w ]{0,60}\w)(?:[ \t]+\([^()]*\))?$", re.IGNORECASE)
# darknet's `46: 20120.000000, 20120.000000 avg loss, 0.000000 rate, ...`: a loss named after its value
_VALUE_LOSS = re.compile(r"(?:^|,)[ \t]*(" + _NUMBER + r") ((?:[A-Za-z]+ )?loss|avg|rate)(?=,|$)", re.IGNORECASE)
# `13:\tlearn 0.28`: a line opened by a counter and a colon is a numbered progress line, not prose
_COUNTER_LEAD = re.compile(r"\d+:[ \t]")
# Tables drawn with box-drawing characters (rich's, as Lightning's test results and Ray's training
# results print them) are read as the same tables drawn with `|` and `-`.
_BOX_TO_ASCII = {c: "-" for c in range(0x2500, 0x2580)} | {ord(c): "|" for c in "│┃║┆┇┊┋╎╏"}
# Weights & Biases' run summary: `wandb:     train/loss 0.1234`, a name right-aligned before its value.
# Ray's prefix on what its workers print: `(TunerInternal pid=1083113) `, `(RayTrainWorker pid=7, ip=10.0.0.2) `
_RAY_PREFIX = re.compile(r"\((?:[\w.\-]+ )?pid=\d+(?:, ip=[\w.:\-]+)?\) ")
# Open MPI's prefix on each rank's lines (`mpirun --tag-output`, as Horovod runs it): `[1,0]<stdout>:`;
# two ranks' lines may interleave mid-line (`[1,3]<stdout>:Step[1,3]<stdout>:\tImg/sec`)
# (SageMaker's mpirun names the rank and the host: `[1,mpirank:5,algo-1]<stderr>:`)
_MPI_TAG = re.compile(r"\[\d+,(?:mpirank:)?\d+(?:,[\w.\-]+)?\]<std(?:out|err)>:")
# a logger's time stamp, level and name before a tab-separated row: `2024-08-19 13:28:48,101 INFO [casanovo/MainProcess]
# model._log_history : ` (the first cell has no colon: a `name: value` message is no row)
# (a logger's name or its source, not the message's own words: `INFO Epoch 3 - loss 0.5<TAB>...` keeps its step)
_STAMPED_TABS = re.compile(r"\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(?:[,.]\d+)? +(?:DEBUG|INFO|WARNING)"
                           r"(?: +\[[^\]\t]{0,60}\])?(?: +[\w.<>/:\-]{1,60})?(?: +\[(?![\d/ ]*\])[^\]\t]{0,60}\])? +(?::|-) (?=[^\t:]+\t)")
_JULIA_SOURCE = re.compile(r"└ @ [\w.]+ \S*:-?\d+[ \t]*$")
# a word and a whole number that open a line of `name: value` pairs say which one they are about (darknet's
# `Region 94 Avg IOU: nan`, a federated `Client 3 loss: 0.5`, `Task 2 loss: nan`): a label, not a measure
_LABEL_LEAD = re.compile(r"([A-Z][a-z]{2,15}) \d+ (?=[A-Za-z][\w ]{0,30}:[ \t]+[-+.\dn])")
# the layers whose numbered loss is one name (neural-style's `Content 1 loss`: _NUMBERED_LOSS)
_LAYER_WORDS = ("Content", "Style", "Layer", "Block", "Level", "Scale", "Head")
_NOT_LABELS = frozenset(("Trial", "Epoch", "Step", "Iter", "Iteration", "Batch", "Round", "Episode", "Update", *_LAYER_WORDS))
# torchrun's `--tee` prefix of a rank's lines (`[rank0]:`, `[default0]:`)
# Python logging's default format, its level and its logger's name (`INFO:root:`, `WARNING:absl:`): not
# the logger's name as a metric's before a value (MuJoCo's `WARNING:absl:Nan, Inf or huge value in CTRL`)
_PY_LOG_PREFIX = re.compile(r"(?:DEBUG|INFO|WARNING|ERROR|CRITICAL):[\w.]+:(?![ \t]*[-+.\d])")
_PY_LOG_LEVELS = frozenset({"DEBU", "INFO", "WARN", "ERRO", "CRIT"})
_TEE_PREFIX = re.compile(r"\[(?:rank|default)\d+\]:")
_CHAIN_PREFIX = re.compile(r"Chain \[\d+\] ")  # CmdStanPy's `show_console=True`: the chain each line is of
# DOLFIN's prefix under MPI (`Process 0: Newton iteration 7: r (abs) = 4.285e+07`): which rank, no metric
_PROCESS_PREFIX = re.compile(r"([ \t]*)Process \d+: ")
# R's lgr logger's prefix (mlr3, bbotk, mlr3tuning): `INFO  [01:03:00.394] `, maybe with its package's `[bbotk] `
_LGR_PREFIX = re.compile(r"(?:INFO|WARN|DEBUG|TRACE|ERROR|FATAL) +\[\d\d:\d\d:\d\d\.\d{3}\] (?:\[[\w.]+\] )?")
_LGR_LEVELS = frozenset({"INFO", "WARN", "DEBU", "TRAC", "ERRO", "FATA"})
# a row of an R data.table as printed, its index then a colon (`1: 0.3212        3       0.02        0.98`)
# under a line of its columns' names
_R_ROW = re.compile(r"[ \t]*(\d{1,6}): ")
# a name's index in brackets, spaced, before its colon (`train_batch_loss[ 10 ]:  nan`: the batch's)
_INDEXED_NAME = re.compile(r"(?<=[A-Za-z_])\[[ \t]+\d+[ \t]+\](?=:)")  # (not `loss[1]:`, one of several)
# a value, an arrow, and the value it became (FL-bench: `loss: nan -> nan    accuracy: 0.00% -> 0.00%`)
# (the new value ends the line or a column: not `Validation loss improved: inf -> 0.693147. Saving model`)
_ARROW_VALUE = re.compile(r"(?<=[:=])([ \t]*)" + _NUMBER + r"%?[ \t]+->[ \t]+(?=" + _NUMBER + r"%?(?:[ \t]{2,}|[ \t]*$))",
                          re.IGNORECASE)
# a date a log line opens with, weekday first (RecBole: `Fri 31 Mar 2023 10:00:40 `)
_WEEKDAYS = frozenset({"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"})
_RECBOLE_DATE = re.compile(r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d ")
# a slash between a value and the next `name:` (not `90/100`, not a path)
_NAMED_BAR = re.compile(r"(?:Training|Train|Steps?|Iterations?)[ \t]*\[[>=#.\- ]{3,}\][ \t]*(\d+)/\d+[ \t]*,?")
_WHOLE_OF_WHOLE = re.compile(r":[ \t]*\d+[ \t]+/[ \t]+\d+$")
# (or the time a step took, Tacotron 2's `... Grad Norm 6.95 3.59s/it`)
_TRAILING_RATE = re.compile(r"(?:(?<=[\d%])|(?<=nan)|(?<=inf)|(?<=NaN)|(?<=Inf))[ \t]+\d+(?:\.\d+)?[ \t]*(?:(?:steps?|its?|iters?|samples?|tokens?|images?|imgs?"
                            r"|batch(?:es)?|examples?|frames?)/s(?:ec)?|s/(?:it|iter|step|batch))[ \t]*$")
# a plain value, one of a measure's two (no unit, no padding: `0.7584`, `-1e-05`, `nan`)
_PLAIN_VALUE = r"[-+]?(?:\d+(?:\.\d*)?(?:[eE][-+]?\d+)?|nan|inf)"
_TWO_VALUES = re.compile(r"(?<![\w.\-])([A-Za-z_][\w.\-]{0,60}):[ \t]*(" + _PLAIN_VALUE + r")"
                         r"[ \t]+/[ \t]+" + _PLAIN_VALUE + r"(?=$|[\s,;|])", re.IGNORECASE)
# ... or in two columns under a header (hippynn's `EpA-RMSE :    3.2861     3.465` under `train   valid`, a
# `*` marking a best value; Ipopt's `Dual infeasibility......:` under `(scaled)   (unscaled)`), the whole line: the first
_TWO_COLUMNS = re.compile(r"([ \t]*[A-Za-z_][\w.\-]{0,60}(?: [A-Za-z_][\w.\-]{0,30}){0,3}[ \t]*:[ \t]+)(?:\*[ \t]+)?(" + _PLAIN_VALUE + r")"
                          r"[ \t]{2,}(?:\*[ \t]+)?" + _PLAIN_VALUE + r"[ \t]*$", re.IGNORECASE)
# (the last part of a name that counts: `Epoch: 3 / 10`, `images: 3 / 10`, `Update: 300 / 1000`; not `total_loss`)
_COUNTER_WORD = re.compile(r"(?i)(?:^|[_ .\-])(?:epochs?|steps?|iters?|iterations?|batch(?:es)?|rounds?|episodes?|samples?"
                           r"|frames?|count|total|num|size|time|images?|files?|ep|updates?)$")
_SLASHED_PAIR = re.compile(r"(?<=\d)/(?=[A-Za-z]\w{0,30}:[ \t]?[-+]?\d*\.\d)")  # (not `localhost:5000/app:1`)
# trec_eval's `measure  all  value` (the mean over all queries; a query's own rows name its id)
_TREC_ROW = re.compile(r"([A-Za-z][\w.@\-]*)[ \t]+all[ \t]+(" + _NUMBER + r")[ \t]*$")
_WANDB_ROW = re.compile(r"wandb:[ \t]+([A-Za-z][\w./:\-]*) (" + _NUMBER + r")$", re.IGNORECASE)
# Trax's training loop, one metric a line, its name right-aligned after the stage
# (`Step  11000: eval        WeightedCategoryAccuracy |  0.00000000`): read as `eval WeightedCategoryAccuracy`
_TRAX_ROW = re.compile(r"Step[ \t]+(\d+):[ \t]+(train|eval)[ \t]+([A-Za-z][\w./\-]*)[ \t]+\|[ \t]+(" + _NUMBER + r")",
                       re.IGNORECASE)
# A progress bar named after the step (diffusers' `Steps:  10%|█   | 100/1000 [00:30<...]`): its count is the step.
# (and a bar described by its step word and the values it carries: BERT-era scripts' `Iter (loss=  nan) lr=1e-4:  0%|...| 5/60000`)
_BAR_STEP = re.compile(r"(?<![\w-])(?:[Ss]teps?|STEPS?|[Ii]ter(?:ation)?s?|ITER(?:ATION)?S?|[Gg]lobal[_ ][Ss]teps?)"
                       r"(?:[ \t]*\([^()|]*\))?(?:[ \t]+[\w.]+=[^\s|:=]+)*[ \t]*:?[ \t]*\d+%\|[^|]*\|[ \t]*(\d+)/\d+")
# ... or after the epochs it counts (pykeen's `Training epochs on cpu:  90%|█████████ | 9/10 [...]`; not `Epoch 3:  45%|`,
# a bar of batches within epoch 3)
_EPOCHS_BAR = re.compile(r"(?<![\w-])(?:[Ee]pochs|EPOCHS)(?:[ \t]+on[ \t]+\w+(?::\d+)?)?[ \t]*:?[ \t]*\d+%\|[^|]*\|[ \t]*(\d+)/\d+")
_BAR_COUNT = re.compile(r"%\|[^|]*\|[ \t]*(\d+)/(\d+)")  # a bar's count and total
_KEY_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-/")

# Words that make a key prose, not a metric name ("tokens per iteration will be: 256").
STOPWORDS = frozenset(["a", "an", "the", "of", "to", "in", "on", "at", "by", "for", "from", "with", "without", "into", "per", "is", "are", "was", "were", "be", "been", "being", "will", "would", "can", "could", "should", "may", "might", "must", "has", "have", "had", "do", "does", "did", "not", "no", "and", "or", "but", "if", "then", "than", "that", "this", "these", "those", "it", "its", "we", "you", "they", "he", "she", "i", "my", "our", "your", "their", "there", "here", "as", "so", "such", "all", "any", "each", "every", "some", "many", "much", "more", "most", "very", "just", "only", "also", "about", "over", "under", "after", "before", "while", "when", "where", "which", "who", "whom", "what", "how", "why", "found", "using", "use", "used", "set", "setting", "saving", "loading", "load", "save", "wrote", "write", "writing", "reading", "read", "got", "get", "gets", "took", "take", "takes"])
# Words before a colon that name a device, an address or a place, not a metric ("CUDA:0", "line 12"),
# and a version (`CUDA Version: 11.6`, TensorFlow's `compute capability: 7.5`).
_NOT_KEYS = STOPWORDS | {"cuda", "gpu", "cpu", "mps", "xpu", "device", "localhost", "host", "port", "line", "pid",
                         "http", "https", "file", "version", "capability", "compiler", "eta", "timestamp",
                         "v_num", "predict"}
LOG_LEVELS = frozenset({"INFO", "DEBUG", "WARNING", "WARN", "ERROR", "CRITICAL", "TRACE", "NOTICE"})
# Words after a number that make it a quantity, not a metric value ("1 day", "298.27 ms").
UNITS = frozenset(["ms", "s", "sec", "secs", "second", "seconds", "min", "mins", "minute", "minutes", "h", "hr", "hrs", "hour", "hours", "d", "day", "days", "us", "ns", "b", "kb", "mb", "gb", "tb", "kib", "mib", "gib", "tib", "k", "m", "g", "t", "it", "examples", "example", "samples", "sample", "tokens", "token", "items", "item", "files", "file", "rows", "row", "steps", "batches", "batch", "images", "image", "records", "words", "lines", "bytes", "params", "parameters", "iterations", "epochs", "x", "times"])
# the units a measured name may state after "in" (NeMo's `train_step_timing in s`), not `in file`
_MEASURE_UNITS = frozenset(["ms", "s", "sec", "secs", "seconds", "min", "mins", "minutes", "h", "hours", "us", "ns",
                            "b", "kb", "mb", "gb", "kib", "mib", "gib", "bytes"])
_DATA_FILE = re.compile(r"\.(?:csv|tsv|json|jsonl|txt|log|ya?ml|pt|pth|ckpt|npz|npy|pkl|h5|parquet|bin|safetensors)$",
                        re.IGNORECASE)
_FILE_KEY = re.compile(r"\.(?:py|pyx|cc|cpp|cxx|c|h|hpp|cu|js|ts|rs|go|java|rb|so|sh)$", re.IGNORECASE)
# The plural names the same counter (`steps: 18 loss: nan`, `iterations:16346, train loss:440.9`).
_LONE_STEPS = frozenset(STEP_KEYS) | {a for a in STEP_ALIASES if a.startswith("current")}  # (not a plural)
_STEP_RANK = {k: i for i, k in enumerate(STEP_KEYS)} | {a: STEP_KEYS.index(k) for a, k in STEP_ALIASES.items()}
# An identifier is a label, not a measure (darknet's `class_id = 0`, `gpu_id: 1`; CycleGAN's `id` loss is one)
_ID_NAME = re.compile(r"(?:[_\-. ]id|[a-z]Id|[_\-. ]ID|_idx)$")  # (and an index: data-prep-kit's `row_idx=1818, chunk_idx=2`)
_FOLD = frozenset({"fold", "Fold", "FOLD", "run", "Run", "RUN", "Region", "trial", "Trial", "TRIAL", "Estimator", "estimator",
                   "member", "Member", "Param group", "param group", "param_group"})  # (an optimizer's group of parameters, MACE's `Param group 1: lr = 0.01`, as) a fold of a cross-validation (`Fold 0, Epoch 2, ...`), a run of several (OGB's `Run: 01, Epoch: 316`), darknet's YOLO layer (`Region 82 Avg IOU: nan, ...`), a search's trial (Optuna's `Trial 14 finished with value: 0.97`), an ensemble's member (torchensemble's `Estimator: 2 | Epoch: 2 | Batch: 5 | Loss: 0.45`, `member=0 epoch=001 ...`): labels too
# where the best value so far was reached (CatBoost's `bestIteration = 99`): a record, no measure
_BEST_AT = re.compile(r"(?i)best[_ ]?(?:global[_ ]?)?(?:iteration|iter|epoch|step|round|trial)s?")
# a process's index in a distributed job (`Epoch: 86 rank: 1 [278/528] ... Loss ...`), not a mean rank (`MR`)
_PROCESS_RANKS = frozenset({"rank", "local_rank", "global_rank", "node_rank", "world_rank",
                            # accelerate's state (`Process index: 0`, `Local process index: 0`) and DeepSpeed's
                            # launcher (`nnodes=2, num_local_procs=1, node_rank=1`): where a process runs
                            "process index", "local process index", "nnodes", "num_local_procs",
                            # Lightning's `LOCAL_RANK: 0 - CUDA_VISIBLE_DEVICES: [0]`: the devices a process sees
                            "cuda_visible_devices"})
# how long the run is to be (`total_epochs`, `max_epoch`, `max_iters`): a limit, never a measure
# (`Total optimization steps = 1548`, `Gradient Accumulation steps = 8`: a count the run is set to)
# (not Lightning's value of a loss at the step, `total_loss_step`)
_LIMIT_NAME = re.compile(r"(?i)^(?:(?:max|maximum|total)(?:[_ .\-]?|[_ .\-](?!\w*loss)\w+[_ .\-])(?:epochs?|iters?|iterations?|steps?|pass(?:es)?|updates?)"
                         r"(?:[_ ](?:needed|required))?"  # (BasicSR's `Total epochs needed: 57143 for iters 400000`)
                         # the longest sequence a model takes (llm.c's `max_seq_len: 256`, `max_length`)
                         r"|(?:max|maximum)[_ .\-](?:\w+[_ .\-])?(?:len|length)"
                         r"|beam(?:[_ ](?:size|width))?"  # how wide a search decodes (fairseq's `beam=5`)
                         r"|(?:gradient[_ .\-])?accumulation[_ .\-]steps?|train(?:ing)?[_ ]steps"  # (keras-rl's `train_steps = 1750000`)
                         # how long the learning rate warms up (`warmup_steps=500`, kohya's `lr_warmup_steps`)
                         r"|(?:\w+[_ .\-])?warm[_ .\-]?up[_ .\-](?:steps?|iters?|iterations?|epochs?)"
                         # where gradients are clipped (minGPT's `grad_norm_clip: 1.0`, `max_grad_norm=1.0`, `clip_grad_norm`),
                         # how many batches an evaluation runs (nanoGPT's `eval_iters = 200`)
                         r"|grad(?:ient)?[_ .\-]?norm[_ .\-]clip(?:ping)?|(?:max|clip)[_ .\-]grad(?:ient)?[_ .\-]?norm"
                         r"|grad(?:ient)?[_ .\-]clip(?:ping|_norm)?|eval[_ .\-](?:iters|steps|batches))$")
# the size of something (`batch size`, `batch_size`, `hidden_size`, `imgsize`, `BatchSize`): a setting
# wherever it is printed, even in a record of measures (not `size` alone, nor a statistic of sizes
# measured, `avg tree size`, nor Megatron's and nanotron's `global batch size`, printed at each step
# as it ramps up)
_SIZE_SETTING = re.compile(r"(?i)^(?!(?:avg|average|mean|median|global)[ _.\-])\S.*?(?:[ _.\-]|(?<=batch)|(?<=img))size$"
                           r"|(?<=[a-z])(?-i:Size)$")
# memory in use, a resource (the MetricLogger of DETR, DINO, BLIP: `max mem: 20618`; detectron2's `max_mem`;
# YOLO's `GPU_mem`): `savepoint` samples memory itself; mmdetection's plain `memory` stays a metric
_MEMORY_USE = re.compile(r"(?i)^(?:[\w\-]+/)*"  # (after a group's name: verl's `perf/max_memory_allocated_gb`)
                         r"(?:(?:max|peak|res|reserved|gpu|cpu|cuda)[ _.\-]mem(?:ory)?(?:[ _.\-](?:allocated|reserved|used))?"
                         r"|gb_free"  # (fairseq's `gb_free=12.5`: the GPU's memory left)
                         # a memory named with its unit (ESPnet's `gpu_max_cached_mem_GB=9.574`, verl's `cpu_memory_used_gb`)
                         r"|\w*mem(?:ory)?(?:_[a-z]+)?_[KMGT]i?B)$")
# a name of three words ending with a measure's word: its fraction alone after it is read (`Training set accuracy 0.874`)
# (three words, or a split and one: not sparsegpt's lone `error 547.5`; Keras tutorials' `Test Accuracy 0.98`)
_LAST_MEASURE = re.compile(r"(?i)(?:\w \w+|^(?:test|train(?:ing)?|val(?:id|idation)?|eval(?:uation)?|dev)) "
                           r"(?:accuracy|acc|error|perplexity|auc|f1)(?:@\d+)?$")
# one `"name": value,` of a JSON record printed over several lines (a scalar: a nested value ends the record)
_JSON_PAIR = re.compile(r'[ \t]*"[^"]{1,200}"[ \t]*:[ \t]*(?:-?[0-9][0-9.eE+\-]*|-?NaN|-?Infinity|-?nan|-?inf|null|true|false'
                        r'|"[^"]{0,500}")[ \t]*(?:,[ \t]*)?$')
JSON_RECORD_LINES = 500  # (a longer one is read line by line, as any output)
JSON_RECORD_WAIT = 2.0  # seconds a record may stay open before it is read as it stands (a NaN is not held)
_SUMMARY_COUNT = re.compile(r"(?:No\. |Df )[A-Z][a-z]")
_TOTAL_FLOPS = re.compile(r"(?i)total [kmgtb]?flops")  # a model's cost, not a measure (Lightning's summary: `Total FLOPs: 0`)
# a count of a model's parameters (Keras' `Total params`, PEFT's `trainable params`, GPT-NeoX's `TOTAL_PARAMS`,
# `num_params`; R's nnet: `# weights:  177`): its size, a setting (the collectors list such names absent, 45 cases to 2)
_PARAMS_COUNT = re.compile(r"(?i)(?:^|[ _])(?:params|parameters)$|^weights$")
# a tolerance a solver is given (FEniCS' `r (abs) = 4.2e+07 (tol = 1.0e-06)`, `xtol`, `fp16_scale_tolerance`):
# a setting wherever it is printed, as a size is
_TOLERANCE = re.compile(r"(?i)^(?:[a-z]?tol(?:_[a-z_]+)?|.*?(?<![a-z])tolerance)(?: ?\(.*\))?$")  # (Stan's `tol_rel_grad`)
# Names that say they are a setting or a size: a line naming only such (`num_workers: 4`, `dataset size: 35374`,
# RotatE's `#train: 483142`, `hidden_dim = 1000`, a dask worker's `Threads:  1`, `seq_len 1024`) is configuration; in a row of
# measures they are read (Megatron's `actual seqlen:  2048`)
_SETTING_NAME = re.compile(r"(?i)^(?:#|n_|num(?![a-z])|num_|number|init(?:ial)?[ _](?:learn(?:ing)?[ _]rate|lr)\b)|[ _.\-]num[ _]|(?:^|[ _.\-])(?:num|sizes?|dims?|workers|threads|seed|(?<!mean.)(?<!median.)(?<!avg.)rank|shuffle|interval|freq|seq_?len|sequence[ _]length"
                           r"|classes|warmup|decay|params|parameters)$|(?<=[a-z])(?:Size|Dim|Workers|Seed|Rank|Classes|Params)$"
                           # Spark's `numPartitions`, DGL's `NumNodes`; `Trainable parameter count`
                           r"|^(?-i:[Nn]um[A-Z])|(?:^|[ _.\-])param(?:eter)?s?[ _.\-]count$|(?<=[a-z])(?-i:Param)$"
                           r"|(?:^|[ _.\-])(?:rows|columns|cols)$"  # (AutoGluon's `Train Data Rows:    500`)
                           # a program's resources and limits as it starts (polars' `async thread count: 2`, `prefetch_limit: 4`;
                           # a solver's `time limit = Inf`; not a benchmark's `Concurrency`, what it measured at)
                           r"|(?:^|[ _.\-])(?:thread|worker|process)[ _]count$"
                           r"|(?:^|[ _.\-])(?:time|memory|mem|prefetch|thread|rate|size|iter|iteration|call|eval)[ _]limit$"
                           # so much of something per device (`train_micro_batch_size_per_gpu`, torchrun's `nproc_per_node`,
                           # mmdetection's `samples_per_gpu`)
                           r"|_per_(?:gpu|device|node|worker|rank|process|core)$"
                           r"|^(?-i:N [a-z]+$)")  # (a count: Kilosort's `N samples: 5082888`, vamb's `N sequences: 73322`)
# A key of several words ending with a step word names the step (`Train Epoch: 4`, `completed step: 9`),
# unless a word makes it a limit or a setting (`max epoch: 300`, `warmup step: 500`).
_NOT_STEP_WORDS = frozenset({"max", "maximum", "min", "minimum", "total", "num", "number", "warmup", "start",
                             "end", "first", "last", "next", "save", "log", "every", "decay", "eval", "n",
                             "best", "fps", "sps"})  # (rl_games' `fps step: 699043.6`: a rate; MeshMAE's `Best Epoch: 0`: when the best was, not where the run is)
# a line of `name = value` pairs only, spaces around each `=` (LAMMPS' thermo, padded to columns)
_ALIGNED_PAIRS = re.compile(r"(?:[A-Za-z_]\w*[ \t]+=[ \t]+[-+]?(?:\d|\.\d|nan|inf|NaN|Inf)[\w.+\-]*(?:[ \t]+|$))+")
MAX_ALIGNED_RECORD = 200
CARRIED_LINES = 16  # lines of metrics a step printed alone is given to (a record, not the rest of the run)
# The regex costs per character, the separator scan per separator: long lines take the cheap path.
LONG_LINE = 4000


def _to_float(text: str) -> float | None:
    if "#" in text:
        return float("inf" if "INF" in text.upper() else "nan") * (-1.0 if text[0] == "-" else 1.0)
    if "D" in text:
        text = text.replace("D", "e")  # Fortran's `3.05352D+00` (the pattern takes a capital D only)
    if text[-1:] == "x":
        text = text.rstrip("x")  # PaddleOCR's padded `nanxxx`
    if text[-1:].isdigit() and ("nan." in text.lower() or "inf." in text.lower()):
        text = text[:text.rfind(".")]  # Lightning's padded `nan.0`; a NaN printed over a longer value (`nan.08`)
    if text[-3:].lower() in ("nan", "inf") and text.lstrip("+-")[:1] == "0":
        sign = text[0] if text[0] in "+-" else ""
        text = sign + text.lstrip("+-").lstrip("0")  # C's zero-padded `0000nan`, `-000inf`
    if "." in text[:2] and text[-3:].lower() in ("nan", "inf"):
        text = text.replace(".", "", 1)  # YAML's `.nan`, `-.inf`
    try:
        return float(text)
    except ValueError:
        return None


_NON_FINITE = ("nan", "inf", "-inf", "+inf", "infinity", "-infinity", "+infinity")


def _number(value: Any) -> float | None:
    """A metric value from JSON or a dict repr: numbers, and strings that are numbers ('4.704', 'nan')."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return float(value)
    if isinstance(value, str):
        text = value.strip()
        if text.lower() in _NON_FINITE:
            return float(text)
        if text and (text[0].isdigit() or text[0] in "-+.") and _VALUE_ONLY.fullmatch(text):
            return _to_float(text)
    return None


def _flatten(obj: dict[Any, Any], prefix: str, out: dict[str, float], depth: int) -> None:
    """Nested objects become dotted keys ({"eval": {"acc": 0.9}} -> eval.acc), as in metrics files; a
    record's container of its results names nothing (StyleGAN's `{"results": {"fid50k_full": 432.0},
    ...}` is `fid50k_full`)."""
    for key, value in obj.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict):
            if depth < 4 and not (isinstance(key, str) and _SETTINGS_KEY.search(key)):  # (FLAML's `"config": {...}`)
                # (one `Results_raw`; not several, `Results_weighted_avg` beside `Results_avg`: their names would collide)
                container = not prefix and isinstance(key, str) and (key in _CONTAINERS or (
                    key.lower().startswith("results_") and sum(str(k).lower().startswith("results_") for k in obj) == 1))
                _flatten(value, "" if container else name + ".", out, depth + 1)  # (FederatedScope's `Results_raw`)
            continue
        number = _number(value)
        if number is not None:
            out[name] = number


# a record's nested object of the settings it ran with (FLAML's `"config": {"max_depth": 6, ...}`)
_SETTINGS_WORD = r"(?:config|configuration|params|parameters|hyperparameters|args|arguments|settings|options)"
_SETTINGS_KEY = re.compile(r"(?i)(?:^|[_ .\-])" + _SETTINGS_WORD + "$")
_CONTAINERS = frozenset({"results", "result", "metrics", "scores"})
_BARE_NON_FINITE = re.compile(r"(?<=[:\[,(]\s)([-+]?)(nan|inf)\b|(?<=[:\[,(])([-+]?)(nan|inf)\b")


# a tensor in a dict repr: `tensor([427.93], device='cuda:0')`, `tensor(nan, grad_fn=<...>)`, `tf.Tensor(0.5, shape=(),
# dtype=float32)`, `tensor([0.52, 0.55], grad_fn=<GatherBackward>)` (DataParallel's loss of each device), `array([0.38,
# 0.61])` (a score of each class): see _tensor_value
_TENSOR_VALUE = re.compile(r"\b(" + _WRAPPERS + r")(\[[^\[\]()]{0,2000}\]|" + _NUMBER + r")"
                           r"(?:,[^()\[\]]{0,200}(?:\(\)[^()\[\]]{0,200})?)?\)", re.IGNORECASE)
_LISTED = re.compile(r"[^,\s\[\]]+")


def _backspaced(line: str) -> str:
    """The line as a terminal shows it: a backspace moves back one character, what follows overwrites (Keras'
    bar to a pipe ends each update with backspaces over it: `loss: inf    \b\b\b...`; a spinner `|\b/\b-`)."""
    shown: list[str] = []
    at = 0
    for ch in line:
        if ch == "\b":
            at = max(at - 1, 0)
        elif at < len(shown):
            shown[at] = ch
            at += 1
        else:
            shown.append(ch)
            at += 1
    return "".join(shown)


def _tensor_value(m: re.Match[str]) -> str:
    """A tensor's one value; of several, a NaN or an infinity among them (a NaN is never missed), else a tensor's
    first (a loss per device), a NumPy array's none (a score per class: `None`, no number)."""
    body = m.group(2)
    if body[:1] != "[":
        return body
    items: list[str] = _LISTED.findall(body)
    if len(items) == 1:
        return items[0]
    bad = next((v for v in items if _NONFINITE_WORD.search(v)), None)
    if bad is not None:
        return bad
    return items[0] if items and m.group(1)[:1] in "tT" else "None"


def _from_object(text: str) -> dict[str, float] | None:
    """A JSON object or a Python dict repr (None when it is neither)."""
    obj: Any = None
    if "(" in text and "'" in text:
        text = _TENSOR_VALUE.sub(_tensor_value, text)
    if '"' not in text and text.count("{") == 1:
        # (a key that ends with its own colon names the same measure: torch-rechub's `{'task_0:': np.float64(0.55)}`)
        flat = {key.rstrip(":").rstrip() or key: float(quoted or bare) for key, quoted, bare in _DICT_PAIR.findall(text)
                if not _no_measure(key)}
        if flat:
            return flat
    if '"' in text:
        try:
            obj = json.loads(text)
        except ValueError:
            obj = None
    if obj is None and "'" in text:
        fixed = _BARE_NON_FINITE.sub(lambda m: f"'{m.group(0)}'", text) if ("nan" in text or "inf" in text) else text
        try:
            obj = ast.literal_eval(fixed)
        except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
            obj = None
    if not isinstance(obj, dict):
        return None
    out: dict[str, float] = {}
    _flatten(obj, "", out, 0)
    for key in [k for k in out if _no_measure(k)]:
        del out[key]
    return out


_STAMPED = re.compile(r"\d{6}")
# a line that announces the dict on the next line as settings (baselines' `Training deepq on
# atari:PongNoFrameskip-v4 with arguments`)
_ANNOUNCES_SETTINGS = re.compile(r"\b(?:arguments|args|config|configuration|parameters|hyperparameters|params|settings|options"
                                 r"|hyperparameters to be fit)"
                                 r":?[ \t]*$", re.IGNORECASE)
_UNIT_KEY = re.compile(r"\((?:[KMGT]i?B|bytes|s|sec|ms|us|ns|min|h|[A-Za-z]+/s(?:ec)?|s/it(?:er)?)\)$")  # (`train_speed(s/it)`)
_PER_SECOND_KEY = re.compile(r"(?i)/(?:s|sec|secs|second)(?:/(?:device|gpu|chip|core|node|thread))?$")  # (MaxText's `TFLOP/s/device`,
# fastText's `words/sec/thread`)
_IN_UNIT_KEY = re.compile(r"\w in (?:s|sec|secs|seconds|ms|min|h|[KMGT]i?B|bytes)$")
# a record's fields that are no measure: when it was written, which process, which version
_RECORD_FIELDS = frozenset({"timestamp", "time_stamp", "pid", "port", "version", "v_num", "v_nb", "eta",
                            "_timestamp", "_runtime",  # (W&B's summary: when, and how long so far)
                            "line", "lineno", "remote_port", "local_port"})  # (a server's JSON log: where, to whom)


def _no_measure(key: str) -> bool:
    """A record's field that is no measure (SageMaker Debugger's `"Timestamp": 1575587064.6`), or a
    quantity named with its unit (ms-swift's `'memory(GiB)': 63.16`, `'train_speed(iter/s)': 0.011`)."""
    return key.rsplit("/", 1)[-1].lower() in _RECORD_FIELDS or (key[-1:] == ")" and _UNIT_KEY.search(key) is not None) \
        or (" in " in key and _IN_UNIT_KEY.search(key) is not None)  # (NeMo's W&B summary: `"train_step_timing in s"`)


# the value of a `name value` field between pipes, up to the next pipe: a measure's, a fraction or non-finite
# (mlxtend's `| Cost 0.53 |`; not a count, `| Training model 1 |`, nor a word after it, `| loaded 1869785 examples`)
_PIPED_FIELD_VALUE = r"[ \t]+[-+]?(?:\d*\.\d+(?:[eE][-+]?\d+)?|\d+[eE][-+]?\d+|nan|inf)[ \t]*(?:\||$)"
# scikit-learn's classification report: its header, a row (a class's, or an average's), its accuracy
_REPORT_HEADER = re.compile(r"[ \t]*precision[ \t]+recall[ \t]+f1-score[ \t]+support[ \t]*")
_REPORT_VALUE = r"(\d+(?:\.\d+)?|nan)"
_REPORT_ROW = re.compile(r"[ \t]*(\S.{0,80}?)[ \t]+" + r"[ \t]+".join([_REPORT_VALUE] * 3) + r"[ \t]+(\d+)[ \t]*")
_REPORT_ACCURACY = re.compile(r"[ \t]*accuracy[ \t]+" + _REPORT_VALUE + r"[ \t]+\d+[ \t]*")
_REPORT_AVERAGES = frozenset({"macro avg", "weighted avg", "micro avg", "samples avg", "avg / total"})
_ASCTIME_LEVEL = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} - (?:[\w.]{1,40} - )?(?:DEBUG|INFO|WARNING) - ")
_PAREN_SIGNED = re.compile(r"(?:^|\| )([A-Za-z][\w.]{0,30}) \(([-+]\d+(?:\.\d+)?)\)(?= \||:)")
WRAP_INDENT = 20  # a line wrapped under a progress bar's fields starts with at least so many spaces
_WRAPPED_NAME = re.compile(r"(?<=\s)([A-Za-z_][\w./\-]*:)[ \t]*$")
_WRAPPED_VALUE = re.compile(r"[ \t]*(?:[-+]?(?:\d|\.\d)|nan\b|inf\b)")
_COLUMN_GAPS = re.compile(r"[ \t]{2,}|\t")
_WORD_VALUE = re.compile(r"(?!(?i:nan|inf|infinity)$)[A-Za-z_][\w.\-]*")  # a setting's word (`mse`, `CrossEntropyLoss`)
_PY_WARNING = re.compile(r"\S+:\d+: [A-Z]\w*Warning: ")  # (`prog.py:10: RuntimeWarning: invalid value encountered in log`)
# a name's window of steps in brackets before its colon, as NumPyro's SVI bar prints its running mean
_RANGE_WINDOW = re.compile(r"(?<=[A-Za-z.]) \[\d{1,9}-\d{1,9}\](?=: )")
# a record's field `name: number` (`Iteration: 5/30`), beside a field between pipes (not a timestamp's `10:00`)
_NAMED_FIELD = re.compile(r"[A-Za-z]\w*:[ \t]*\d")
_TIMING_NAME = re.compile(r"(?i)(?:(?:total|elapsed|remaining|left|run|wall|iter|epoch|training|train|fit) )+time"
                          r"|time (?:taken|elapsed|left|remaining|spent)")
_TIME_FIELD = re.compile(r"(?:time|timing)(?:_\w*)?(?:[_/]|$)")
_STEP_WINDOW = re.compile(r"(?i)(?:^|[ _])(?:epoch|iter|iteration|step|episode|generation|gen|round|update)s? ?\(\d+\)$")
# names that are settings wherever they are printed (not a learning rate: a schedule's is a measure of the run)
# (nor what a schedule or the fit moves: `momentum`, `weight_decay`, an exploration's `eps`, a model's `gamma`)
_HYPERPARAMETERS = frozenset({"dropout", "n_estimators", "max_depth", "min_samples_split", "min_samples_leaf",
                              "threshold", "exaggeration", "power_t", "initial_t", "smoothing", "log_interval",
                              "seed", "batch_size", "num_workers", "temperature", "label_smoothing", "warmup_steps",
                              "patience", "nrefs", "n_eval",
                              "δ", "sample",  # (differential privacy's target delta, opacus' `ε = 3.92, δ = 8e-05`; the collectors, 2 to 0)
                              # how many times a solver called the function (pygmo's `Fevals`, pymoo's `n_eval`,
                              # iminuit's `ncall`): the collectors, 19 to 1 (not `nevals`, a logbook's, 13 to 2)
                              "fevals", "n_evals", "ncall", "ncalls", "eval.", "function evals",
                              "init"})  # (the value a fit started from: lmfit's `amp:  2.99 +/- 0.01 (0.45%) (init = 1)`)
_SAMPLE_COUNTS = frozenset({"n", "N", "n_samples", "nobs", "Nobs", "n_obs",
                            "data points", "variables",  # (and a fit's problem size: lmfit's `# data points = 200`, Clarabel's)
                            "total feature number"})  # (and of features: Vowpal Wabbit's summary; the collectors, 5 to 0)
_NAME_ABBREVIATIONS = frozenset({"filt", "unfilt", "filtr"})
_ABBREVIATIONS = frozenset({"avg", "approx", "est", "no", "num", "tot", "std", "val", "min", "max", "vs", "cf", "resp", "acc"})
# `Std of Reward`, `mean of returns`: a statistic of a quantity is a name, where "of" is prose elsewhere
# (`Number of parameters`, `Total number of training steps`).
_MEANS = frozenset({"mean", "average", "avg"})  # (a `Max loss threshold value` is a setting)
# measures' acronyms that are words of prose in lower case: a phoneme error rate, an inception score
_ACRONYM_MEASURES = frozenset({"per", "is"})
_PERIODS = frozenset({"epoch", "batch", "episode", "iteration", "iter", "step"})
_STATISTICS = frozenset({"mean", "average", "avg", "std", "stdev", "stddev", "var", "variance", "median", "min",
                         "max", "sum", "rms", "norm"})
# Words after "with" that name a result (`finished with value: 0.96`, `with val_loss: 0.23`), besides
# loss-like names and those higher_is_better knows.
_RESULT_WORDS = frozenset({"value", "objective", "error", "cost", "perplexity", "ppl", "metric"})


_DICT_KEY = re.compile(r"['\"]([\w.@/\-]{1,60})['\"][ \t]*:")
# a measure's word in a setting's name (`score_thr`, `iou_threshold`, `loss_weight`, `test_cfg`)
_SETTING_PART = re.compile(r"(?i)thr\b|thr_|thresh|weight|coef|cfg|config|param|type|lambda|eps|scale|factor|ratio"
                           r"|^(?:min|max|num|use)_|_(?:min|max)$")


def _mean_over_period(low: list[str]) -> bool:
    """A mean of something over the step's period, its words in lower case (`avg loss in epoch`)."""
    return len(low) == 4 and low[0] in _MEANS and low[2] == "in" and low[3] in _PERIODS


def _measures_dict(name: str, value: str) -> bool:
    """Whether a dict printed as a settings row's value holds measures (`eval: {'acc': 0.91}`), not settings
    (`test_cfg: {'score_thr': 0.05, 'iou_threshold': 0.5}`, `rdzv_configs: {'rank': 0, 'timeout': 900}`)."""
    if _SETTING_PART.search(name):
        return False
    return any(_MEASURE_WORD.search(k) and not _SETTING_PART.search(k) for k in _DICT_KEY.findall(value))


_NO_VALUE = frozenset({"N/A", "n/a", "None", "null"})  # a value that is no number
_FLAG_VALUE = frozenset({"True", "False", "true", "false"})


def _key_of(key: str) -> str | None:
    """The metric name from the words before a separator, or None when they read as prose."""
    if key[-2:] == "..":
        key = key.rstrip(".")  # dot leaders to the colon (Ipopt's `Overall NLP error.......:   1.74e-01`)
        if not key:
            return None
    if " " not in key:  # the usual case, kept cheap
        if (key.lower() in _NOT_KEYS and not (key.isupper() and key.lower() in STOPWORDS)) or key in LOG_LEVELS \
                or ("." in key and _FILE_KEY.search(key)):
            return None  # (a word in capitals is an acronym: the `IS` of an inception score)
        if "/" in key and _time_per_work(key):
            return None
        if len(key) > 12 and _STAMPED.search(key) and not is_loss_like(key):
            return None  # an id stamped with a date (H2O's leaderboard: `GBM_1_AutoML_20210308_073352  35463702`)
        return key
    if key[-1] == ")" and (window := _WINDOW.search(key)) is not None:
        head = _key_of(key[:window.start()])  # the name's words decide, not the window's or the unit's
        return None if head is None else head + key[window.start():]
    words = key.split(" ")
    if len(words) > 4 or (len(words) == 2 and words[1].lower() == "best" and words[0].lower() in ("last", "previous", "prev")):
        return None  # (Marian's `stalled 1 times (last best: 41.46)`: the best so far, a record)
    if _STEP_DASH.fullmatch(words[0]):
        words = words[1:]  # `Epoch-30 loss: 0.5`: the step (read apart), then the name
    elif words[0] in _NO_VALUE or (words[0] in _FLAG_VALUE and len(words) == 2 and "_" in words[1]):
        # the value of the pair before (GDR-Net's `total_grad_norm: N/A total_loss: 14.6`; a flag's before a
        # name of the code's, ott's `converged: False reg_ot_cost=2.12`; not `True Positive`)
        words = words[1:]
    elif words[0][:1].isdigit() and not (len(words[0]) == 2 and words[0][1] in "dD"):
        words = words[1:]  # mljar's `44_LightGBM logloss 0.506`: a model's numbered name, then the measure (not `2d`)
    elif len(words) > 1 and "." in words[0] and _DATA_FILE.search(words[0]):
        words = words[1:]  # the file a record is about, then the measure (`runs/run_b.csv final_loss=0.0002`)
    if len(words) > 1 and len(words[0]) >= 5 and words[0][-1] == "." and words[0][:-1].isalpha() and words[1].isupper() \
            and words[0][:-1].lower() not in _NAME_ABBREVIATIONS:
        words = words[1:]  # a sentence before the name (dbt's `Done. PASS=2 ERROR=0`; not `Avg. loss`, `Approx. Train`, nor
        # an abbreviation that is the name's: torchkge's `Filt. MRR`, a filtered rank)
    dimension = 0
    if len(words) > 2 and ("d " in key or "D " in key):  # (cheap test first: most names hold no dimension)
        dimension = next((i for i in range(1, len(words)) if len(words[i]) == 2 and words[i][0] in "1234" and words[i][1] in "dD"), 0)
    if dimension and dimension + 1 < len(words):
        words = words[dimension + 1:]  # `time 1d loss 0.5`: a quantity, then the name (only a name's first word is a dimension)
    # a log level ends a prefix ("root INFO loss: 0.5" -> "loss")
    for i in range(len(words) - 1, -1, -1):
        if words[i] in LOG_LEVELS:
            words = words[i + 1:]
            break
    if not words:
        return None
    # a sentence's full stop ends a prefix ("Batch(1600/1879) done. Loss: 5.83" -> "Loss"); an
    # abbreviation's does not ("Avg. Loss", "avg. loss", "No. steps")
    for i in range(len(words) - 2, -1, -1):
        stem = words[i][:-1]
        if words[i].endswith(".") and stem.isalpha() and stem.islower() and stem not in _ABBREVIATIONS:
            words = words[i + 1:]  # (DeepSpeed's `Skipping step. Attempted loss scale: 16384`)
            break
    if len(words) > 3 and not (len(words) == 4 and (words[0].lower() in _MEANS or words[3].lower() == "loss")):
        return None  # (a mean's four words name one: rsl_rl's `Mean action noise std`; so do a loss's: WMP's `AMP grad pen loss`)
    if words[0] in UNITS and len(words) > 1 and words[1][:1].isupper():
        words = words[1:]  # `99.064 s Mean Reward: -7.9`: the unit of the value before, then the name
    elif "/" in words[0] and _RATE_UNIT.fullmatch(words[0]):
        words = words[1:]  # MXNet's `Speed: 21955.5 samples/sec Train-accuracy=0.28`: a rate's unit
    low = [w.lower() for w in words]
    if low in (["best", "until", "now"], ["epoch", "n-1"]):
        return None  # super-gradients' summary: a metric's best and last values, under it in its tree
    if len(words) == 3 and low[1] == "in" and low[2] in _MEASURE_UNITS:
        return " ".join(words)  # NeMo's `train_step_timing in s`
    if len(words) == 3 and low[1] == "of" and low[0] in _STATISTICS and low[2] not in _NOT_KEYS:
        return " ".join(words)  # `Std of Reward`
    if len(words) == 3 and low[1] == "on" and _MEASURE_WORD.match(low[0]) and low[2] not in _NOT_KEYS:
        return " ".join(words)  # a measure on a data set (lit-llama's `Perplexity on wikitext`)
    if _mean_over_period(low) and _MEASURE_WORD.match(low[1]):
        return " ".join(words)  # a mean over the step's period (a Lua torch script's `avg loss in epoch = nan`)
    if len(words) == 3 and low[1] == "set" and _MEASURE_WORD.match(low[2]) and low[0] not in STOPWORDS:
        return " ".join(words)  # a measure on a split (JAX's `Training set accuracy`, `test set loss`)
    if len(words) == 2 and low[0] == "no" and low[1] not in _NOT_KEYS:
        return " ".join(words)  # darknet's `No Obj`, `no improvement`
    # a measure's acronym after words in lower case is no word of prose (SpeechBrain's `valid PER`: a phoneme error rate)
    acronym = len(words) > 1 and low[-1] in _ACRONYM_MEASURES and words[-1].isupper() and not words[-2].isupper()
    for i, word in enumerate(low[:-1] if acronym else low):
        if word in STOPWORDS and not (i == 0 and words[0] == "A" and len(words) == 2 and is_loss_like(words[1])):
            return None  # (not active-speakers-context's `AV Loss: 0.41 A Loss: 0.45 V Loss: 0.52`: the audio's)
    if low[-1] in _NOT_KEYS and not (acronym and low[-1] in STOPWORDS):
        return None
    name = " ".join(words)
    if _FILE_KEY.search(name):
        return None  # `trainer.py:2926` is a source location
    return name


# Settings printed as such (docs/monitoring.md, "What is not a metric")
_SETTINGS_HINT = re.compile(r"(?i)param|setting|config|argument|\bargs\b|option|flags|environment|software|hardware|device info|information|problem"
                            r"|version|details|<class '|properties")
_SETTINGS_HEADER = re.compile(r"(?i)(?:[A-Za-z]+[ _-]){0,2}(?:hyper-?)?(?:parameters?|params|settings?|config(?:uration)?s?"
                              r"|arguments|args|options|flags)(?:[ _-](?:settings?|used|info(?:rmation)?))?"
                              # (vamb's `Network properties:`, `Training properties:`; not `Molecule properties:`)
                              r"|(?:network|training|model|device|system|run|job|optimi[sz]er|solver)[ _-]properties"
                              # (trtexec's `=== Device Information ===`; trtllm-bench's `WORLD + RUNTIME INFORMATION`,
                              # `REQUEST DETAILS`, `DATASET DETAILS`: what it ran, before its `PERFORMANCE OVERVIEW`)
                              r"|(?:[A-Za-z]+[ _-]|[A-Za-z]+ \+ )?(?:environment|device|runtime)[ _-]info(?:rmation)?"
                              r"|(?:request|dataset|engine)[ _-]details"
                              # a solver's problem before it solves (Clarabel's `problem:`, then `variables = 50`)
                              r"|problem(?:[ _-](?:size|data|dimensions|statistics|info(?:rmation)?))?"
                              # what a script set up, before it trains (SRGAN-PyTorch's `Optimizer information:`,
                              # `Dataset information:`, `Losses function information:`)
                              r"|(?:[A-Za-z]+[ _-])?(?:optimi[sz]ers?|datasets?|models?|losses?(?:[ _-]functions?)?)[ _-]info(?:rmation)?"
                              # fastai's `show_install()`: `=== Software ===`, `=== Hardware ===`, `=== Environment ===`
                              r"|(?:software|hardware|environment|versions?)(?:[ _-]info(?:rmation)?)?"
                              # PyTorch's `print(optimizer)`: `AdamW (`, then `Parameter Group 0` and its settings
                              r"|parameter group \d+"
                              # PySCF's dump of a method's settings: `******** <class 'pyscf.scf.hf.RHF'> ********`
                              r"|<class '[\w.<>]+'>(?: flags)?")
# a result among PySCF's settings rows (an energy, an iteration): the dump ended before it
_PYSCF_RESULT = re.compile(r"(?i)^(?:init\b|cycle\b|macro iter)|\bE(?:\(|_|\b)|\benergy\b")
# settings on the line of their header (YOLOv5's `hyperparameters: lr0=0.01, lrf=0.01, momentum=0.937, ...`)
# (maybe a list's item with a word before: PyTorch's `  - Build settings: BLAS_INFO=mkl, BUILD_TYPE=Release, ...`)
_SETTINGS_LEAD = re.compile(r"(?i)(?:- )?([A-Za-z]+ )?(?:hyper-?)?(?:parameters|params|settings|config(?:uration)?|arguments|args|options"
                            r"|hyp)[ \t]*:[ \t]+[A-Za-z_][\w.\-]*(?: [A-Za-z_][\w.\-]*){0,3}[ \t]*[=:][ \t]*\S+?,")  # (OSQP's `linear system solver = qdldl,`)
# a line that goes on with them: `name = value` pairs (`eps_abs = 1.0e-04, eps_rel = 1.0e-03,`, `scaling: on, ...`)
_CONTINUED_SETTING = re.compile(r"[A-Za-z_][\w .()]{0,40}?[ \t]*[=:][ \t]*\S")
# a row of a settings section whose value is words, not a number (`Python: 3.6.13 |Anaconda, Inc.| ...`)
_SETTING_TEXT_ROW = re.compile(r"([A-Za-z_][\w .()/\-]{0,60}?)[ \t]*:[ \t]+(\S+)[ \t].*$")
# the HF Trainer's `epoch = 2.0` under `***** eval metrics *****`
_HF_EPOCH_ROW = re.compile(r"epoch[ \t]+=[ \t]+\d+(?:\.\d+)?")
# a name and a number after it (`mode: train loss: 0.5` is no row of settings)
_PAIR_AFTER = re.compile(r"[A-Za-z_][ \t]*[:=][ \t]*[-+]?(?:\d|\.\d)")
_ENCLOSED = re.compile(r"\[[^\[\]]*\]|\([^()]*\)")  # one level of brackets and what they enclose
_ENCLOSED_PAIR = re.compile(r"(?<![\w.\-])([A-Za-z_][\w.\-]*)[ \t]*[:=][ \t]*[-+]?(?:\d|\.\d|nan|inf)", re.IGNORECASE)
_DIGIT_AFTER = re.compile(r"[ \t]+[-+]?\.?\d")  # (`Validation: acc 0.91` is no row of words)
# a record framed by marks of three or more before and after it, maybe a symbol last (not a rule, not a table's row)
_DECORATIONS = frozenset({"---", "+++", "***", "===", "###", "~~~", "-+-", "+-+"})
_FRAMED = re.compile(r"[-+*=#~]{3,}[ \t]+([A-Za-z][^|]*?[\d.]|[A-Za-z][^|]*?(?:nan|inf))[ \t]+[-+*=#~]{3,}(?:[ \t]+\S)?",
                     re.IGNORECASE)
# the bracketed fields of a log prefix (TensorRT's `[07/30/2024-15:30:36] [I] `)
_BRACKETS_LEAD = re.compile(r"(?:\[[^\]]{0,40}\][ \t]*)+")
_BRACKETED_LETTER = re.compile(r"(?:\[[^\]]{0,40}\][ \t]*)+I (?=[A-Za-z])")  # a level in one letter after them
# ... or Python logging's format (`2021-05-04 16:12:05,375 - mmocr - INFO - `)
_LEVEL_LEAD = re.compile(r"[^\n]{0,80}? - (?:INFO|DEBUG|WARNING) - ")
# (a value glued to its colon only in an aligned dump, `adam_beta1      :0.9`, or when it is no number,
# `_no_sync_in_gradient_accumulation:True`: a script's `acc:0.91` under a section is the task's output again)
_SETTING_ROW = re.compile(r"([A-Za-z_][\w .()/\-]{0,60}?)[ \t]*[:=](?:(?:[ \t]+|(?<=[ \t][:=])|(?=[A-Za-z<\[(]))(\S+))?[ \t]*$")
# ... or one name and its value with spaces between (MARL-Algorithms' `learning_rate 0.0005` under
# `train_hyper-parameter:`), unless the name is a measure's (`episode_reward 12.3`: the task's output again)
_SPACED_MEASURE = re.compile(r"(?i)(?:^|_)(?:loss|acc|accuracy|reward|return|score|error|err|auc|f1|ppl|perplexity)$")
_UNIT_SETTING_ROW = re.compile(r"([A-Za-z_][\w .()/\-]{0,60}?)[ \t]*:[ \t]+(\d+(?:\.\d+)?[ \t]+[A-Za-z]+(?:\([a-z]{1,2}\))?)[ \t]*$")
# ... or one name and a list, tuple or dict of values (PyTorch's optimizer: `betas: (0.9, 0.999)`; torchrun's
# `rdzv_configs     : {'rank': 0, 'timeout': 900}`)
# one item of a dict pretty-printed one item a line (pprint's `{'activation': 'ReLU',` / ` 'batch_size': 30,`,
# chemprop's arguments): read as `name: value` for the settings rules (three words in a row make a dump)
_PPRINT_ITEM = re.compile(r"\{?'([A-Za-z_][\w.\-]{0,60})':[ \t]*('[^']*'|[A-Za-z_]\w*\([^()]*\)|\[[^\[\]]*\]|[^,'{}\[\]()]*),?\}?")
_LIST_SETTING_ROW = re.compile(r"([A-Za-z_][\w.\-]{0,60})[ \t]*[:=][ \t]*([\[({][^\[\]()]{0,200}[\])}])[ \t]*$")
# ... or several numbers after its colon, no brackets (vamb's `N hidden: 325, 325`, `Batchsteps: 25, 75, 150, 300`)
_NUMBERS_SETTING_ROW = re.compile(r"([A-Za-z_][\w .\-]{0,60}?)[ \t]*:[ \t]+([-+]?\d[\d.eE+\-]*(?:,[ \t]*[-+]?\d[\d.eE+\-]*)+)[ \t]*$")
_SPACED_SETTING_ROW = re.compile(r"([A-Za-z_][\w.\-]{0,60})[ \t]+(\S+)[ \t]*$")
# ... or a name and spaces, then a list, tuple or numpy array, maybe over several lines (Mask R-CNN's
# `Configurations:`: `IMAGE_SHAPE                    [1024 1024    3]`, `BACKBONE_SHAPES                [[256 256]`)
_SPACED_LIST_SETTING_ROW = re.compile(r"([A-Za-z_][\w.\-]{0,60})[ \t]{2,}([\[(][\d.eE+\-, \t\[\]()]{0,300})$")  # (numbers only)
_ARRAY_ROW = re.compile(r"\[[\d.eE+\- \t\[\],]*\]")  # a numpy array's row under its first (` [128 128]`, ` [ 16  16]]`)
MAX_SETTINGS = 100
HEADLESS_DUMP_ROWS = 3  # `name: words` lines in a row that make a settings dump with no header
# a banner's row: `Num examples = 3,668`, unsloth's `Num examples = 2,500 | Num Epochs = 1`, kohya's
# `num epochs / epoch数: 16`
_BANNER_ROW = re.compile(r"([A-Za-z][^:=|]{0,60}?)[ \t]*(?:=|:) [\d,.]+(?: \| [A-Za-z][^:=|]{0,60}? = [\d,.]+){0,4}[ \t]*$")
_SLOTH_ART = frozenset({"\\\\  ", "O^O/", "\\   ", '"-__'})  # (the lines' starts, stripped)
# what a program says it sets (ColabFold's `Setting max_seq=508, max_extra_seq=1561`)
_SETTING_VERB = re.compile(r"(?:^|[ \t:\]])Setting [A-Za-z_][\w.]*[ \t]*=[ \t]*[^\s,]+(?:,[ \t]*[A-Za-z_][\w.]*[ \t]*=[ \t]*[^\s,]+)*[ \t]*$")
# `EarlyStopping counter: 2 out of 3`, `Epoch 3 out of 10`: a count of a total, written as `2/3`
# (and `batch:        16 of        40`, Lasagne's `Epoch 1 of 500 took 21.0s`)
_OUT_OF = re.compile(r"(?<![\d.])\b(\d+)[ \t]+(?:out[ \t]+)?of[ \t]+(\d+)\b(?!\.\d)")
# argparse's or a config's dump on one line without its `Namespace(`: values a measure never has
_DUMP_VALUE = re.compile(r"[=:] ?(?:True|False|None|ON|OFF)\b")  # (ON/OFF: CMake's, PyTorch's build settings)
# (each name from a word's start only: tried from every letter of a long word they were quadratic)
_DUMP_PAIR = re.compile(r"(?<![\w.])[A-Za-z_][\w.]*[ \t]*[=:]")
_LOSS_PAIR = re.compile(r"(?<![\w./])([A-Za-z_][\w./]*)[ \t]*[=:][ \t]*[-+]?\.?\d")
# a dict pretty-printed over lines as a configuration (pprint quotes with `'`; its first value not a number:
# a path, a name, a list, a flag; results open with one)
_PPRINT_OPEN = re.compile(r"\{[ \t]*'([A-Za-z_][\w.\-]*)':(?![ \t]*(?:[-+]?\.?\d|nan\b|inf\b))")
# the same, its name maybe quoted (a dict's `'loss': 0.52`)
_QUOTED_LOSS_PAIR = re.compile(r"(?<![\w./])['\"]?([A-Za-z_][\w./]*)['\"]?[ \t]*[=:][ \t]*[-+]?\.?\d")
MIN_DUMP_VALUES = 3  # (an RL step's `terminated=False, truncated=False` is two)
# a configuration printed as Python over many lines: an object's repr (nerfstudio's `TrainerConfig(`,
# `logging=LoggingConfig(`), mmengine's `default_hooks = dict(`, opening a bracket the line leaves open;
# then each line inside, and each top-level assignment after it (`lr = 0.0001`, `load_from = None`)
# (the whole line, unindented: `Initializing: trainer = Trainer(` opens none; lines inside are items
# `name=...`, `name: ...`, `'key': ...` or closing brackets, else the block ends; never a measure's)
_PY_CONFIG_OPEN = re.compile(r"(?:[a-z_][a-z0-9_]{0,40}[ \t]*=[ \t]*)?(?:dict|[A-Z][A-Za-z0-9]{0,60})\(")
# ... opened after a logger's prefix (OmniQuant's `[2023-12-27 11:39:51 root] (main.py 251): INFO Namespace(`)
_PY_CONFIG_LOGGED = re.compile(r"(?<=[ \t])(?:Namespace|[A-Z][A-Za-z0-9]{0,40}(?:Config|Args|Arguments))\($")
_LOG_PREFIX_END = re.compile(r"(?:\b(?:INFO|DEBUG|WARNING)|:)[ \t]+$")
_PY_CONFIG_ITEM = re.compile(r"""(?:['"]?[A-Za-z_][\w.]{0,60}['"]?[ \t]*[=:]|[)\]}])""")
_PY_CONFIG_ASSIGN = re.compile(r"([a-z_][a-z0-9_]{0,60})[ \t]*=[ \t]*(?:[^,=\s][^,=]*|[\w.]+\(.*)")
_QUOTED_TEXT = re.compile(r"'[^']*'|\"[^\"]*\"")
MAX_PY_CONFIG = 500  # lines in one such block at most
# a flag set to 0 or 1: a line of six or more, nearly all its pairs, is a line of features or switches
# (llama.cpp's `system_info: n_threads = 40 / 80 | AVX = 1 | AVX_VNNI = 0 | ...`)
_FLAG_PAIR = re.compile(r"(?<![\w.])([A-Za-z_][\w.]*)[ \t]*[=:][ \t]*[01](?![\w.])")
# a sentence that announces settings below it (torchtune's `Running FullFinetuneRecipeSingleDevice with
# resolved config:`, `⚙ Running with the following config:`, TensorFlow's `Found device 0 with properties:`,
# torchrun's `Starting elastic_operator with launch configs:`)
# (not results: `Results for the best configuration:` heads the task's own measures)
_SETTINGS_SENTENCE = re.compile(r"(?i)^(?!.*\b(?:best|results?|scores?|metrics?)\b)"
                                r".*\b(?:with|following|using|resolved|these|the)\b[\w ,-]{0,40}?\b(?:config(?:uration)?s?"
                                r"|settings|parameters|hyper-?parameters|arguments|options|properties)[ \t]*:$"
                                # (what a job starts with: `Starting distributed training job with:`, `Training with:`)
                                r"|^(?!.*\b(?:finished|completed?|done|ended|stopped|converged)\b)"
                                r"(?:starting|running|training|launching|started|launched|initiali[sz]ing)\b[\w ,-]{0,60}\bwith[ \t]*:$")
# a configuration printed as a dict after its name (TensorFlow's `INFO:tensorflow:Using config: {'_model_dir': ...`)
_CONFIG_DICT = re.compile(r"(?i)\bconfig(?:uration)?s?:[ \t]*\{['\"]")  # (fms-hf-tuning's `Using multi-GPU configs: {`)
# one setting behind the C function that printed it (llama.cpp's `llama_new_context_with_model: n_batch    = 2048`)
# padded to align the `=` of a block of them; one space only after such a line of the same function
_FUNCTION_SETTING = re.compile(r"([a-z][a-z0-9]*(?:_[a-z0-9]+)+):[ \t]+([A-Za-z_][\w .]{0,40}?)([ \t]*)=[ \t]*[^=\s]+$")
# what a reader watches: never hidden as a setting
_MEASURE_WORD = re.compile(r"(?i)loss|acc|error|score|reward|perplexity|return|top[-_]?\d|grad|psnr|ssim|dice"
                           r"|(?<![a-z0-9])(?:ppl|auc|f1|wer|cer|bleu|map|rmse|mae|mse|iou|miou|kl|r2)(?![a-z0-9])")
_PP_KEY = re.compile(r"'([A-Za-z_][\w.\-/@]*)':[ \t]*(?=[-+]?\.?\d|nan\b|inf\b)")  # (a key with a number)
_PP_MEASURE = re.compile(r"(?i)precision|recall|(?<![a-z0-9])map(?:\d+)?(?![a-z])|" + _MEASURE_WORD.pattern[4:])


def _pp_measure(line: str) -> bool:
    """Whether a key of a pretty-printed dict on the line names a measure with a number (`'loss': 0.51`,
    `'precision': 0.91`, `'mAP50': 0.61`); a setting's part in its name makes it none (`'locref_loss_weight':
    0.05`), and so does a value that is no number (`'locref_huber_loss': True`)."""
    return any(_PP_MEASURE.search(k) and not _SETTING_PART.search(k) and k[:4] != "clip"  # (`'clip_grad_norm': 10`)
               for k in _PP_KEY.findall(line))


# several `name: value` pairs of a settings section on one line (TensorFlow's device properties:
# `name: Tesla P100-PCIE-16GB major: 6 minor: 0 memoryClockRate(GHz): 1.3285`)
_COLON_PAIR = re.compile(r"(?<![\w.()/\-])([A-Za-z_][\w.()/\-]*):[ \t]+(\S+)")
MIN_DUMP_PAIRS = 6  # a record with a few flags (`loss=1.5 acc=0.9 best=False ...`) is no dump
_NONFINITE_WORD = re.compile(r"(?i)\b0*(?:nan|inf|infinity)\b|#(?:QNAN|SNAN|IND|INF)")  # (MSVC's `1.#QNAN0`)
# a quoted UPPER_CASE key of a configuration printed as a dict (yacs' CfgNode, as SlowFast prints it):
# `'SOLVER': {'BASE_LR': 0.0125,`, ` 'RNG_SEED': 0,`
_CAPS_KEY = re.compile(r"""[{ ]*(['"])([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)\1[ \t]*:(?:[ \t]+(.*))?$""")
MAX_BANNER_ROW = 200  # longer lines are no banner's rows (and never reach the pattern above)
# to its closing parenthesis (values nest one level: `betas=(0.9, 0.99)`), else to the end of the line (cut off)
# (or PyTorch's `_CudaDeviceProperties(name='AMD Radeon RX 6900 XT', major=10, minor=3, ...)`: the device's;
# Python's `sys.version_info(major=3, minor=6, micro=5, releaselevel='final', serial=0)`)
_NAMESPACE = re.compile(r"(?:\bNamespace|\b_?[A-Z]\w*DeviceProperties|\bversion_info)\((?:[^()]|\([^()]*\))*\)|\bNamespace\(.*")
# R caret's tuning parameters (`+ Fold01.Rep01: max_depth=6, nrounds=100, eta=0.3`, `Fitting mtry = 2 on full training set`)
_CARET_TUNING = re.compile(r"[+-] (?:Fold|Resample)\d+(?:\.Rep\d+)?: |Fitting [\w.]+ = \S+(?:, [\w.]+ = \S+)* on full training set$")
# a run's length announced as it starts (MLX: `Starting training..., iters: 100`)
_STARTING_LENGTH = re.compile(r"(?i)Starting (?:training|fine-?tuning)\W*(?:iters|iterations|steps|epochs)[ \t]*[:=][ \t]*\d+[ \t]*")
# a line of `print(model)`: a submodule and its settings (`(conv1): GraphConv(in=74, out=256, ...)`)
_MODULE_REPR = re.compile(r"\s*\([\w.]+\): [A-Za-z_][\w.]*\(")
_CV_LINE = re.compile(r"\[CV(?: [\d/; ]+)?\] ")
# pycocotools' summary: ` Average Precision  (AP) @[ IoU=0.50:0.95 | area=   all | maxDets=100 ] = 0.375`
# burn's text renderer: a metric's running value over the epoch, then the batch's (`- Train Loss: epoch
# 0.52 - batch 0.48`): the name's value is the epoch's; `epoch` and `batch` are no names here (a
# progress report's `Progress: epoch 3 - batch 10` is no such line)
_EPOCH_BATCH = re.compile(r"(?:- )?([A-Za-z][\w ./@\-]{0,40}?): epoch (" + _NUMBER + r")( ?%)?"
                          r" - batch " + _NUMBER + r"(?: ?%)?$", re.IGNORECASE)
_PROGRESS_WORDS = frozenset(("progress", "position", "status", "state"))
_COCO = re.compile(r"(Average (?:Precision|Recall) +\((?:AP|AR)\) @\[ IoU=[\d.:]+ +\| area= *\w+ \| maxDets= *\d+ \])"
                   r" += +(" + _NUMBER + r")$")
_PAREN_UNIT = re.compile(r" \((?:[A-Za-z]+" + _PER + r"|ms|s|sec|secs|seconds|min|mins|h|hours)\)")
_RATE_UNIT = re.compile(r"[A-Za-z]+" + _PER)
_LABEL_OPEN = "([<"
_LABEL_CLOSE = {"(": ")", "[": "]", "<": ">"}


def _names_result(word: str) -> bool:
    return word.lower() in _RESULT_WORDS or is_loss_like(word) or higher_is_better(word)


def _is_label(line: str, m: re.Match[str], key: str, text: str) -> bool:
    """A log prefix or a source location, not a metric: `[Rank 0]`, `(trainer:636)`,
    `yolox.core.trainer:254 - `, `trainers.base_trainer:train_epochs:256`. An integer glued to its
    key by a bare colon inside a dotted name or a bracket, or a lone `word integer` in brackets."""
    if not text.isdigit() or key.lower() in _STEP_RANK or (
            key.rsplit(" ", 1)[-1].lower() in _STEP_RANK and key.replace(" ", "").isalpha()):
        return False  # (`INFO:model:Train Epoch: 9`: Python logging's default prefix, then the step)
    start, end = m.start(), m.end()
    before = line[start - 1] if start else " "
    after = line[end] if end < len(line) else " "
    if before == ":":
        return True  # the tail of a `module:function:line` location
    glued = m.group(2) == ":" and line[m.end(1)] == ":" and not line[m.end(1) + 1].isspace()
    if glued and ("." in key or before in _LABEL_OPEN or after in ")]>" or line.startswith(" -", end)):
        return True
    return bool(before in _LABEL_OPEN and after == _LABEL_CLOSE[before])


# TensorFlow's tensor names (OpenNMT-tf's `words_per_sec/features:0: 3127.07`); a norm written with
# bars (SciPy's L-BFGS-B: `|proj g|=  9.51755D-02`)
# GAN's `D(x): 0.98 D(G(z)): 0.0072 / 0.0008` (before and after the generator's step)
_ODD_NAME = re.compile(r"(?<![\w./\-])([A-Za-z_][\w.\-]*(?:/[\w.\-]+)+:\d):[ \t]+(" + _NUMBER + r")(?=$|[\s,;])"
                       # (MOOSE's `0 Nonlinear |R| = 8.57e-02`: a word before the bars is the name's; JDFTx's
                       # `|Residual|: 2.583e-04`)
                       r"|((?<![\w|])(?:[A-Z][a-z]{2,15} )?\|{1,2}[A-Za-z][\w ]{0,20}\|{1,2})[ \t]*[=:][ \t]*(" + _NUMBER + r")(?=$|[\s,;])"
                       r"|(?<![\w./\-])([A-Z]\w{0,3}\([A-Za-z]\w{0,3}(?:\([A-Za-z]\w{0,3}\))?\)):[ \t]*(" + _NUMBER + r")"
                       r"(?:[ \t]*/[ \t]*" + _NUMBER + r")?(?=$|[\s,;]|:$)"
                       # Python 2's `print("Test RMSE: ", rmse)`: `('Test RMSE: ', 592.6)`
                       # (the whole line: mmseg's `workflow: [('train', 1)]` is a setting)
                       r"|^[ \t]*\([ \t]*'([A-Za-z][\w .\-]{0,40}?):?[ \t]*',[ \t]*(" + _NUMBER + r")[ \t]*\)[ \t]*$")
# sacrebleu's score, then its four n-gram precisions (`BLEU = 30.1 60.2/36.1/23.9/16.1 (BP = 1.000 ...)`)
_SACREBLEU = re.compile(r"(?<![\w.])BLEU(?:\+[\w.+\-]*)? = (" + _NUMBER + r") [\d.]+/[\d.]+/[\d.]+/[\d.]+(?= )")
# a loss of a numbered layer alone on its line (neural-style's `  Content 1 loss: 780566.69`, `Style 4 loss`; not
# `Epoch 3 loss: 0.5` nor `Task 2 loss: nan`, a loss at a step, a task, a client)
_NUMBERED_LOSS = re.compile(r"[ \t]*((?:" + "|".join(_LAYER_WORDS) + r") \d{1,3} [Ll]oss):"
                            r"[ \t]+(" + _NUMBER + r")[ \t]*$")
# a loss-like name, "is", its value: BigDL's `Loss is 2.984101.`, DETR's `Loss is nan, stopping training`
_LOSS_IS = re.compile(r"(?<![\w./\-])([A-Za-z_]*[Ll]oss) is (" + _NUMBER + r")(?=[.,;]?(?:[ \t]|$))",
                      re.IGNORECASE)
# a loss-like name, a comma, its value, at the line's end or before another comma (RankNet's `Training at Epoch0,
# loss, 0.6931`: `print(..., "loss,", loss)`; not prose going on after the value: `the loss, 3 times over`)
_LOSS_COMMA = re.compile(r"(?<![\w./\-])((?:[A-Za-z]+ )?[A-Za-z_]*[Ll]oss), (" + _NUMBER + r")(?=[ \t]*$|[ \t]*,[ \t])"
                         r"(?![ \t]*,[ \t]*(?:[-+]?\.?\d|nan\b|inf\b))",  # (not names before their values: `step, loss, 100, nan`)
                         re.IGNORECASE)
# a loss at a step no word names (Tacotron 2's `Train loss 7 5.797815 Grad Norm 6.95`, `Validation loss 8: 37.06`)
_LOSS_AT = re.compile(r"(?<![\w./\-])((?:[A-Za-z]+ )?[A-Za-z_]*[Ll]oss)[ \t]+\d+:?[ \t]+(\d*\.\d+(?:[eE][-+]?\d+)?|nan|inf)(?![\w%/.])")


# a name with a remark of words in parentheses before its separator, kept as printed (jaxopt's `Gradient Norm (stopping
# criterion): 8.70`, Keras' guide's `Training loss (for one batch): 0.53`); one word is the name's unit or split
_NOTED_NAME = re.compile(r"(?<![\w./\-])([A-Za-z][\w.\-]*(?: [A-Za-z][\w.\-]*){0,3}) (\([A-Za-z][\w\-]*(?: [A-Za-z][\w\-]*){1,3}\))"
                         r"[ \t]*[:=][ \t]*(" + _NUMBER + r")(?=$|[\s,;|])")
# a pair printed inside a quoted item of a list (BoltzDesign's `['con_loss:2.07', 'i_con_loss:2.05']`)
# (a value with its decimals, or NaN: not a tensor's name and output, TensorFlow's `['top_bn/gamma:0']`, nor `'a:1'`)
_QUOTED_ITEM = re.compile(r"(?<=[\[ ,])'([A-Za-z_][\w.\-/]{0,40}):[ \t]?([-+]?\d*\.\d+(?:[eE][-+]?\d+)?|nan|inf)'",
                          re.IGNORECASE)


def _odd_names(line: str, out: dict[str, float]) -> str:
    """Pairs whose names the key words cannot hold, read first; the line with them blanked out."""
    if "): " in line or ") =" in line or "):" in line:
        line = _noted_names(line, out)
    for pattern in (_ODD_NAME, _LOSS_AT, _LOSS_IS, _LOSS_COMMA, _QUOTED_ITEM):
        pieces: list[str] = []
        done = 0
        for m in pattern.finditer(line):
            name = next(g for g in m.groups()[::2] if g)
            value = _to_float(next(g for g in m.groups()[1::2] if g))
            if pattern is _LOSS_COMMA and (line[:m.start()].rstrip()[-1:].isalpha() or value is None or (
                    not math.isfinite(value) and _SKIPPED.match(line, m.end()))):
                continue  # `best val loss, inf`: a record; `loss, nan, skipping update`: a NaN the task handles
            if pattern is _LOSS_IS and (line[:m.start()].rstrip()[-1:].isalpha() or value is None
                                        or not math.isfinite(value)):
                # `best val loss is 0.35`: a record; `Loss is nan, skipping this batch`, OpenFold's `loss is
                # NaN. Returning 0 loss`: a NaN the task handles (one it dies of is diagnosed from the text)
                continue
            if pattern is not _ODD_NAME:
                name = _key_of(name) or ""  # `INFO loss 7 5.79` is `loss`
            if value is not None and name and (pattern is _ODD_NAME or is_loss_like(name) or (
                    pattern is _QUOTED_ITEM and _MEASURE_WORD.search(name))):  # (not `['python:3.8']`, a version)
                out.setdefault(name, value)
                # (a name in bars stays a delimiter for the value before it: `dEtot: -1.02e-06   |Residual|: ...`)
                blank = "," + " " * (m.end() - m.start() - 1) if "|" in name else " " * (m.end() - m.start())
                pieces += (line[done:m.start()], blank)
                done = m.end()
        if pieces:
            line = "".join(pieces) + line[done:]
    return line


_NOTE_UNIT = re.compile(r"(?i)\b(?:per|seconds?|secs?|minutes?|mins?|hours?|ms|cpu|wall\w*|time|bytes?|[kmgt]i?b)\b")
# (a remark or a name that makes it a setting, or a value not measured: `Gradient clipping (max norm)`, `Max grad norm
# (for clipping)`, `Val loss (not computed)`)
_NOTE_SETTING = re.compile(r"(?i)\b(?:max|min|maximum|minimum|clip\w*|initial|init|target|threshold|num|not|limit|tolerance)\b")
_NOTED_MEASURE = re.compile(r"(?i)\b(?:norm|distance|objective|residual)\b")


def _noted_names(line: str, out: dict[str, float]) -> str:
    pieces: list[str] = []
    done = 0
    for m in _NOTED_NAME.finditer(line):
        key = _key_of(m.group(1))
        value = _to_float(m.group(3))
        # (a measure's name, or a norm, a distance, an objective; not a remark naming a unit or a clock: `RPS
        # (request per second)`, `Time (CPU seconds)`, nor a count, `BAD EPOCHS (no improvement)`)
        if key is None or value is None or _NOTE_UNIT.search(m.group(2)) or _NOTE_SETTING.search(m.group(2)) \
                or not (_MEASURE_WORD.search(key) or _NOTED_MEASURE.search(key)) or _SETTING_NAME.search(key) \
                or _LIMIT_NAME.search(key) or _NOTE_SETTING.search(key):
            continue
        out.setdefault(f"{key} {m.group(2)}", value)
        pieces += (line[done:m.start()], " " * (m.end() - m.start()))
        done = m.end()
    return "".join(pieces) + line[done:] if pieces else line


# a threshold's range after a measure's name (`mAP@0.50:0.95`, `mAP@.5:.95`), its colon kept apart while the
# line's pairs are read (as RATIO, U+2236, which a name may hold)
_IOU_RANGE = re.compile(r"@(\.?\d[\d.]{0,5}):(\.?\d[\d.]{0,5})(?=[ \t]*[:=)]|[ \t]+\d)")
# the step a record's pairs were measured at, after them at the line's end (`loss: 0.0005 at step: 41240`)
_TRAILING_STEP = re.compile(r"(?:(?<=\d)|(?<=nan)|(?<=inf))[ \t,]+(?:at|@)[ \t]+(step|iter|iteration|epoch)[ \t]*[:=]?[ \t]*(\d+)[ \t]*\.?[ \t]*$",
                            re.IGNORECASE)


def _parse_text(line: str, out: dict[str, float], steps: dict[str, str]) -> bool:
    """Pairs of one line into `out`; True when the line is a row of a two-column table."""
    if "@" in line and ":" in line and (ranged := _IOU_RANGE.sub("@\\1\u2236\\2", line)) != line:
        # a measure over a range of thresholds (YOLOv6's `mAP@0.50:0.95: 0.0`): its colon is no separator
        read: dict[str, float] = {}
        two_columns = _parse_text(ranged, read, steps)
        out.update((key.replace("\u2236", ":"), value) for key, value in read.items())
        return two_columns
    space_pairs: list[str] = []
    tabular = ""
    colon_pairs = 0
    if line.count("\t ") >= 2 and "," not in line and "|" not in line and ":" not in line and "=" not in line:
        # fields a tab and a space apart, each words and a value (scikit-learn's mixture models with verbose=2:
        # `  Iteration 10\t time lapse 0.03768s\t ll change 0.00609`): read as fields a comma apart
        line = line.replace("\t ", ", ")
    if "] " in line and _BRACKET_HINT.search(line):  # `[Loss] nan | [step] 104` (LION)
        line = _BRACKET_KEY.sub(r"\1: ", line)
    if " reached " in line:
        line = _REACHED.sub(r"\2: \3", line)
    if ("oss " in line or "OSS " in line) and _STEP_WORDS_AT.search(line, 0, 60) \
            and (ns := _LOSS_STEP.match(line)) is not None and is_loss_like(ns.group(1)) \
            and _key_of(ns.group(1)) is not None:  # (not `Loss after epoch 4: 0.0`: _AT_STEP's)
        line = f"{ns.group(2)} {ns.group(3)}, {ns.group(1)}: {line[ns.end():]}"  # read as `step 1, Loss: ...`
    if " (" in line and _STEP_WORDS_PAREN.search(line, 0, 80) and (ps := _PAREN_STEP.match(line)) is not None \
            and (_MEASURE_WORD.search(ps.group(1)) or is_loss_like(ps.group(1))) and _key_of(ps.group(1)) is not None \
            and not _RECORD_WORD.match(ps.group(1)):  # (`Best accuracy (epoch 12): 0.91`: a record, an old step)
        line = f"{ps.group(2)} {ps.group(3)}, {ps.group(1)}: {line[ps.end():]}"  # read as `epoch 9, Epoch Error: ...`
    if "<" in line and _ANGLED_HINT.search(line):  # MADlib's `Loss: <1.574>`
        line = _ANGLED.sub(r"\1", line)
    if (" tensor(" in line or " tf.Tensor(" in line) and (spaced := _SPACED_TENSOR.match(line)) is not None \
            and (" is " not in spaced.group(0) or (line.rstrip().endswith(")") and _MEASURE_WORD.search(spaced.group(1)))):
        # (`loss is tensor(...)` alone on its line: a measure printed; not `Loss is tensor(nan) - skipping batch`,
        # nor `pred is tensor(3)`)
        line = spaced.group(1) + ": " + line[spaced.end():]
    if " is " in line:
        if ", " in line and (clauses := _is_clauses(line)) is not None:
            said_pairs = [(key, said) for name, value in clauses[1]
                          if (key := _key_of(name)) is not None and (said := _to_float(value)) is not None]
            if len(said_pairs) == len(clauses[1]) and any(_MEASURE_WORD.search(k) or _LIKELIHOOD.search(k)
                                                          for k, _ in said_pairs) \
                    and (line[:clauses[0]].strip() or any(math.isfinite(said) for _, said in said_pairs)):
                # (a measure among them: not settings said so, `iterations is 10000, learning rate is 0.001`, nor a
                # sentence's `and yours is 6`; NaNs alone so said opening the line are a warning of a task that
                # goes on, `Loss is nan, grad norm is inf`, as one clause is)
                for key, said in said_pairs:
                    if not _RECORD_WORDS.intersection(key.lower().split(" ")):  # (not `best loss is 0.35`: a record)
                        out.setdefault(key, said)
                        low = key.lower()
                        if low in STEP_KEYS and said.is_integer() and said >= 0:  # (`step is 100, loss is nan`;
                            steps.setdefault(low, str(int(said)))  # not a count, `iterations is 10000`)
                colon_pairs += len(said_pairs)
                line = line[:clauses[0]]
        for pair in _IS_PAIR.finditer(line):
            if (said := _to_float(pair.group(2))) is not None and _key_of(pair.group(1)) is not None \
                    and (math.isfinite(said) or (pair.start() > 0 and not _SKIPPED.match(line, pair.end()))):
                out.setdefault(pair.group(1), said)
                colon_pairs += 1
    if "BLEU" in line and (bleu := _SACREBLEU.search(line)) is not None and (score := _to_float(bleu.group(1))) is not None:
        out["BLEU"] = score  # sacrebleu's score, then its n-gram precisions (`BLEU = 100.00 100.0/100.0/... (BP = 1.000 ...)`)
        line = line[:bleu.start()] + " " * (bleu.end() - bleu.start()) + line[bleu.end():]
    if ":0: " in line or "|=" in line or "| =" in line or "|: " in line or "): " in line or "oss " in line or "('" in line \
            or "['" in line or "oss, " in line or "OSS, " in line:
        if "oss " in line and _LOSS_AT.search(line):
            colon_pairs += 1  # (a loss read at its step: a `word number` after it is no lone pair, Tacotron 2's
            # `Train loss 0 5.79 Grad Norm 6.95`; not after another odd name, `D(x): 0.98 Batch 100`)
        line = _odd_names(line, out)
    if "oss: " in line and line.lstrip()[:1].isupper() and (layer := _NUMBERED_LOSS.match(line)) is not None \
            and (value := _to_float(layer.group(2))) is not None:
        out[layer.group(1)] = value
        return False
    n = len(line)
    spread_ok = "+" in line or "±" in line
    if (" at " in line or " in " in line or " for " in line or " after " in line) and (  # (a traceback's `, in <module>` is no step)
            "tep " in line or "ter " in line or "ion " in line or "poch " in line or "sode " in line or "atch " in line
            or "TEP " in line or "TER " in line or "ION " in line or "POCH " in line or "SODE " in line or "ATCH " in line):
        for a in _AT_STEP.finditer(line):
            named = line[:a.start()].lstrip("'\"")  # (a line printed as a quoted string)
            if named[-1:] == ")" and (note := _PAREN_NOTE.search(named)) is not None and " " in note.group(1):
                named = named[:note.start()]  # a remark after the name (Keras' guide: `Training loss (for one batch)`)
            words = named.rsplit(" ", 3)[-3:]
            first = len(words)  # the name's words, from the right: a separator ends it (DL4J's
            while first and (_NAME_WORD.fullmatch(words[first - 1])  # `ScoreIterationListener - Score at`)
                             or _ONE_WORD_NOTE.fullmatch(words[first - 1])):
                first -= 1  # (one word in parentheses is the name's: `Accuracy (train)`)
            while first < len(words) and words[first][:1] == "(":
                first += 1
            words = words[first:]
            key = _key_of(" ".join(words)) if words else None
            value = _to_float(a.group(3))
            unit = _UNIT_AFTER.match(line, a.end())
            if unit is not None and unit.group(1).lower() in UNITS:
                continue  # `Time for epoch 3 = 12.5 sec`: a quantity
            if key is not None and value is not None:
                out.setdefault(key, value)
                colon_pairs += 1
                if a.group(1).lower() not in ("episode", "batch"):
                    steps.setdefault(a.group(1).lower(), a.group(2))
    if " - " in line and ("it/s, " in line or "s/it, " in line or ("; " in line and len(_DASH_PAIRS.findall(line)) >= 2)):
        # segmentation_models_pytorch's bar; first-order-model's log (`00000007) perceptual - 121.15; gen_gan - 0.53`)
        for d in (_DASH_PAIR if "it/s, " in line or "s/it, " in line else _DASH_PAIRS).finditer(line):
            value = _to_float(d.group(2))
            if value is not None and (key := _key_of(d.group(1))) is not None:
                out.setdefault(key, value)
                colon_pairs += 1
    if " loss," in line or " avg," in line:
        for v in _VALUE_LOSS.finditer(line):
            value = _to_float(v.group(1))
            if value is not None:
                out.setdefault(v.group(2), value)
                colon_pairs += 1
    if "':" in line or '":' in line or "'=" in line or '"=' in line:  # (GluonTS: `metric 'epoch_loss'=0.35`)
        quoted: set[str] = set()
        params = _PARAMS.search(line)  # Optuna's `... and parameters: {'lr': 0.01}`: the trial's settings
        for q in _QUOTED_PAIR.finditer(line):
            value = _to_float(q.group(4) or q.group(5) or q.group(8))
            if value is not None:
                key = q.group(2) or q.group(7)
                if key in quoted or key.lower() in _NOT_KEYS:
                    continue  # a list of records (`[{'loss': 0.04, ...}, {'loss': 0.33, ...}]`): the first's
                if params is not None and params.start() < q.start() < params.end() \
                        and not is_loss_like(key) and math.isfinite(value):
                    continue
                quoted.add(key)
                out[key] = value
                colon_pairs += 1
                if key.lower() in _STEP_RANK and value.is_integer():
                    steps[key.lower()] = str(int(value))
    calls = _call_spans(line) if "=" in line and "(" in line else ()
    for m in _PAIR.finditer(line):
        if calls and m.group(2) == "=" and any(a < m.start() < b for a, b in calls) \
                and not is_loss_like(m.group(1)) and not _MEASURE_WORD.search(m.group(1)) \
                and (kwarg := _to_float(m.group(5))) is not None and math.isfinite(kwarg):
            continue  # a keyword argument of a constructor printed (`Blur(p=0.01, blur_limit=(3, 7))`): a setting
        if m.start(1) > 0 and line[m.start(1) - 1] in ":=" and line[m.end(1)] in ":=" and " " in m.group(1) \
                and _PATH_LIKE.match(m.group(1)):
            key = _key_of(m.group(1).rsplit(" ", 1)[1])  # pfrl's `outdir:results/a3f5 step:27`: the words
            # before the name glued to its colon are another pair's value, a path (not a logger's
            # `INFO:model:Train Epoch: 9`)
        else:
            key = _key_of(m.group(1))
            if key is None and m.group(2) == ":" and m.group(1)[-3:].lower() == " is" \
                    and (base := _key_of(m.group(1)[:-3].rstrip())) is not None \
                    and is_loss_like(base):
                key = base + m.group(1)[-3:]  # a loss said with its colon (`Training loss is :  nan`, `Current loss is: 133.4`;
                # not ActFound's `mean rmse is: 2.499`, which its collector lists absent)
            # (in `Average loss in epoch 3: 0.66`, `... epoch 3 is 0.66` the whole number after the period, words
            # or a value after it, is the period's count)
            if key is not None and m.group(2) is None and key.count(" ") == 3 and m.group(5).isdigit() \
                    and _mean_over_period(key.lower().split(" ")) and line[m.end():].strip():
                continue
        if key is None and " " in m.group(1) and (m.group(2) is not None or "kip" not in line):
            words = m.group(1).split(" ")  # (`with loss 0.47`, DeepSpeed-Chat's, spaced too; not a batch skipped)
            if (m.group(2) == "=" and line[m.end(1)] == "=") or (words[-2].lower() in ("with", "in") and _names_result(words[-1])):
                key = _key_of(words[-1])  # `with test_loss=0.38`: the name glued to `=`; `finished with value: 0.96`,
                # Optuna 0.x's `resulted in value: 0.33`
        if key is None:
            continue
        before = m.start() - 1
        while before >= 0 and line[before] == " ":
            before -= 1
        if before >= 0 and (line[before] in "+^" or (line[before] == "*" and line[before - 1:before] != "*")):
            continue  # a term of a formula ("a=4 * b=8"), a version ("torch-1.13+cu117 CUDA:0")
        text = m.group(5)
        vend = m.end()
        sentence_end = False
        if vend < n and line[vend] in ".,":
            if line[vend] == ".":
                vend += 1  # `Mean Reward: -88.323.`: a full stop ends the sentence
                sentence_end = True
            elif line[vend + 1:vend + 4].isdigit() and len(text) <= 3 and text.isdigit() and text[0] != "0" \
                    and m.group(4) is None and (grouped := _THOUSANDS.match(line, vend)) is not None:
                # (not in brackets: CP-SAT's `next:[464,646]` is a range, two values)
                text += grouped.group().replace(",", "")  # `iter:  80,000`: one number
                vend = grouped.end()
        elif text[-1] == ".":
            text = text[:-1]  # `Step: 48000.`
        if m.group(4) is not None and (not line.startswith("]", vend)
                                       or (m.group(3) is not None and line[m.start(4) - 1] != "("
                                           and ((not line[vend + 1:vend + 2].isspace() and vend + 1 < n)
                                                or text.isdigit()))):
            # `tensor([0.1, 0.2, ...])`: many values, no metric; `Epoch [1][50/7330]`: a label; but
            # nnU-Net's `Pseudo dice [0.8399]` is a one-value array (not a count in brackets, `Batch [39]`)
            continue
        if spread_ok and vend < n and line[vend] in "+± \t" and (
                (spread := _SPREAD.match(line, vend)) is not None
                or (m.group(2) == ":" and (spread := _SPACED_SPREAD.match(line, vend)) is not None)):
            vend = spread.end()  # the mean of `mean+std`, `0.91 ± 0.02`: what follows the spread decides
        if vend < n and not sentence_end:  # what follows the value decides (cheap character tests first)
            nxt = line[vend]
            if nxt.isalpha():  # a key glued to the value (the pattern saw its colon, unless a spread moved on)
                colon = line.find(":", vend)
                if colon < 0 or line[vend:colon].lower() in UNITS:
                    continue  # `1.5secs: done`: a quantity, not a value and the next key
            if nxt == ",":
                if line[vend + 1:vend + 4].isdigit() and not line[vend + 4:vend + 5].isdigit():
                    continue  # 3,668 is a number with a thousands separator, not 3
                if "." in text and vend + 1 < n and (line[vend + 1].isdigit() or line[vend + 1] in "-+."):
                    continue  # a vector's first number (Spark's `solution: 0.0148,0.0098,-3.548`)
            elif nxt == ":":
                if vend + 1 < n and not line[vend + 1].isspace() and not line.startswith(":: ", vend):
                    continue  # 12:30:45, 0:01:02 (but `loss diff 0.0076:: stage 0: ...` is a value)
            elif nxt in " \t":
                unit = _UNIT_AFTER.match(line, vend)
                # (a NaN is no quantity: `loss nan records 512` is the loss, then the next name)
                if unit and not _NONFINITE_WORD.match(text) and ("/" in unit.group(1) or (unit.group(1).lower() in UNITS and (
                        _KEY_REST.match(line, unit.end()) is None
                        or (unit.group(1).islower() and line[unit.end() + 1:unit.end() + 2].isupper())))):
                    continue  # "1 day", "298.27 ms", "99.064 s Mean Reward:" (the unit, then the next name)
                if _AFTER.match(line, vend) is None and not (m.group(2) and _NEXT_BAR.match(line, vend)) \
                        and not (text[-1:] in "nN" and _NONFINITE_WORD.match(text) and _nan_unit(line, vend)):
                    continue  # (a named value, then the next update of a Keras bar whose carriage returns
                    # were lost: `- accuracy: 0.906 2/70 [====`)
                if line.startswith(" (", vend) and _PAREN_UNIT.match(line, vend):
                    continue  # GAT's `Time: 16.76 (graph/s)`: a quantity with its unit
                if text[-1:] in "nNfF" and _NONFINITE_WORD.match(text) and _COMPARED.match(line, vend):
                    continue  # a guard's test (`loss: nan > 100 |`), dynesty's `dlogz: inf > 0.509` before it is defined
            elif nxt not in "|;)]}>" and _AFTER.match(line, vend) is None \
                    and not (nxt == "*" and not line[vend:].strip("* \t")):  # BERT-NER's `****P = 0.91****`
                continue
        if _is_label(line, m, key, text):
            continue
        if line.startswith(" (Default)", vend):
            continue  # CmdStan's arguments as it prints them (`refresh = 100 (Default)`): settings
        value = _to_float(text)
        if value is None:
            continue
        if m.group(2) is None and m.group(4) is None:  # (a one-value array is no prose's number)
            space_pairs.append(key)
            if (len(m.group(3)) >= 2 or "\t" in m.group(3)) and m.start() == 0 and m.end() == n and (
                    " " not in key or (key.count(" ") == 1 and _two_word_measure(key))):
                # `lossAverage        0.0114`: a row of a two-column table (rllab, rlpyt); a measure of a
                # quantity, PyXtal_FF's `Energy RMSE   0.012564`
                tabular = key
        else:
            colon_pairs += 1
        if key in out:
            continue  # a name again on one line: the first is this step's (icefall's `loss[...], tot_loss[...]`)
        out[key] = value
        low = key.lower()
        if low not in _STEP_RANK:
            if " " in low and text.isdigit():
                words = low.split(" ")
                if words[-1] in _STEP_RANK and words[-1] not in STEP_ALIASES \
                        and not any(w in _NOT_STEP_WORDS for w in words):
                    steps.setdefault(words[-1], text)  # `Train Epoch: 4`, `completed step: 9`
        elif text.lstrip("+-").isdigit() or (text[-1:] == "0" and _WHOLE_FLOAT.fullmatch(text) is not None):
            # (not Lightning's `global_step=3.2e+4`: a count rounded to three digits is no step)
            text = text.split(".", 1)[0]  # (Lightning's bar prints `global_step=6677.0`; `epoch = 1.000`)
            if low not in STEP_ALIASES:
                steps[low] = text
            elif not line[:m.start()].rstrip()[-1:].isalpha():
                # a plural names the step where it starts a field (`steps: 18 loss: nan`), a count
                # after another word (`number of skipped iterations: 0`)
                steps.setdefault(STEP_ALIASES[low], text)
    if space_pairs and not colon_pairs and len(space_pairs) == 1 and not is_loss_like(space_pairs[0]) \
            and not (" " not in space_pairs[0] and ("_" in space_pairs[0] or (
                "/" in space_pairs[0] and _MEASURE_WORD.search(space_pairs[0])))) \
            and space_pairs[0] != tabular and not (line[:1].isdigit() and _COUNTER_LEAD.match(line)) \
            and not (_LAST_MEASURE.search(space_pairs[0]) and not out[space_pairs[0]].is_integer()) \
            and not (line.count("|") >= 2 and _NAMED_FIELD.search(line)
                     and re.search(r"\|[ \t]*" + re.escape(space_pairs[0]) + _PIPED_FIELD_VALUE, line)):
        # "Loading 5" is prose; "loss 2.3124" is not, nor a snake_case name, nor a namespaced one that
        # names a measure (rlpyt's `GameScore/Average  -5.33`; not its `Diagnostics/Iteration  9999`),
        # nor a fraction after three words ending with one (JAX's MNIST example: `Test set accuracy 0.8819`),
        # nor a field of a record whose fields pipes part, another of them `name: number` (mlxtend's `Iteration:
        # 5/30 | Cost 0.53 | Elapsed: ...`; not a logger's message after its prefix, `... | INFO | __main__ | Dropout 0.1`)
        del out[space_pairs[0]]
        steps.pop(space_pairs[0].lower(), None)
    if out and (" at " in line or " @ " in line) and (at := _TRAILING_STEP.search(line)) is not None \
            and not any(w in _PAST_RECORD for w in line.lower().split()):  # (`Best val acc: 0.95 at epoch 12`: past)
        steps.setdefault(at.group(1).lower(), at.group(2))  # F3Net's `loss: 0.0005 at step: 41240`: the record's step
    return bool(tabular) and len(space_pairs) == 1 and not colon_pairs


_CALL_OPEN = re.compile(r"(?<![\w.])[A-Z][A-Za-z0-9_]*\((?=[A-Za-z_]\w*=)")


def _call_spans(line: str) -> list[tuple[int, int]]:
    """Where a class is called with keyword arguments (`Blur(p=0.01, blur_limit=(3, 7))`), to its
    closing bracket (or the line's end)."""
    spans = []
    for c in _CALL_OPEN.finditer(line):
        depth, end = 1, len(line)
        for i in range(c.end(), len(line)):
            ch = line[i]
            if ch == "(":
                depth += 1
            elif ch == ")":
                depth -= 1
                if depth == 0:
                    end = i
                    break
        spans.append((c.end() - 1, end))
    return spans


_TOKEN = re.compile(r"\S+")
# A bracketed first field of every line of a table (xLearn's `[   10%      ]` progress) is no column.
_LEAD_BRACKET = re.compile(r"[ \t]*\[[^\]]{0,40}\]")
_COLUMN_RULE = re.compile(r"-{1,}(?:[ \t]+-{1,})+")  # spaCy's `---  ------  ------------`
_BOX_EDGE = re.compile(r"-{5,}")  # Stable-Baselines' table top and bottom
# YOLO's validation table: `Class  Images  Instances  Box(P  R  mAP50  mAP50-95): 100%|...` then
# `all  206780  411952  0.532  0.358  0.398  0.371` (the row of all classes; one per class may follow):
# its measures, not its counts of images and instances (the training table has an `Instances` of its own)
_GROUP_OPEN = re.compile(r"[A-Za-z]+\(")
_COUNT_COLUMNS = frozenset({"images", "instances", "labels", "targets"})
# an epoch written as an integer in a JSON record: the step of the line
_EPOCH_LITERAL = re.compile(r"""["'][Ee]poch["']\s*:\s*(\d+)\s*[,}]""")
_WIDE_CELL = re.compile(r"\S+(?: \S+)*")  # a table's cell whose words stand one space apart
# the line under a frame's header that names its index (`Model`), blank or `...` under the columns
_INDEX_NAME = re.compile(r"\S+(?:[ \t]+\.\.\.)*[ \t]*")
# a model's fit as statistics print it (mclust's `log-likelihood  BIC  ICL`, a GLM's `deviance`)
# (a fit's statistic by its whole last word: not a setting that names one, `likelihood_weight`, `use_bic`, `max_rss`)
_FIT_STATISTIC = re.compile(r"(?i)(?:^|[ _])(?:log-?likelihood|likelihood|loglik|log_lik|deviance|aic|bic)$")
_FIT_MEASURE = re.compile(r"(?i)likelihood|loglik|deviance|(?<![a-z])(?:aic|bic|icl|rss|rsq|r-squared|aucpr|auprc)(?![a-z])")
_PATH_WORD = re.compile(r"/.*\.|\.[A-Za-z]{2,4}$")  # (a file's path or name: no column's)
_COEFFICIENTS = re.compile(r"(?i)\b(?:estimate|coef(?:ficient)?s?)\b|\bPr\(>")
# a frame's columns of ranks, settings and counts that name a measure (scikit-learn's `rank_test_score`, `param_C`)
_FRAME_DATA = re.compile(r"(?i)^(?:rank|param|params|n)_|(?:^|_)(?:seed|count|rank)$")
# a frame's counts, no measures (R's `n`, `df`; rpart's `nsplit`)
_FRAME_COUNTS = frozenset({"n", "df", "nsplit", "nobs", "n_obs"})
# the rows of a data frame's `describe()`: statistics of its columns
_DESCRIBE_ROWS = frozenset({"count", "mean", "std", "min", "25%", "50%", "75%", "max", "unique", "top", "freq"})
_TIME_COLUMN = re.compile(r"(?i)(?:^|[ _])(?:time|timestamp|duration)(?:$|[ _])")  # (lazypredict's `Time Taken`)
_FLAG_CELL = re.compile(r"[A-Za-z*][A-Za-z*/]{0,11}")  # a row's last cell that marks it (`T`, `DIIS/ADIIS`)
# XGBoost's and LightGBM's round `[43]\ttrain-auc:0.87`, Dreamer's `[5000] model_loss 3.2 / ...`, CLU's
# `logging_writer.py:48] [55045] core_hours=5.4`: an integer in brackets opening the record, then a name
# (no word names another step; not R's `[1] 0.5`, an index before values)
# (LightGBM's R package: `[10]:  train's auc:1`; padded, glued to the name or after a label: insightface's
# `[agedb_30][878000]XNorm: 11.31`)
# (not mmcv's label `Epoch(val) [30][3]\ttop1_acc: 0.86`: after another bracket only glued to its name)
# (a count with its thousands grouped, river's `[1,001] MAE: 1.31`: a group that opens with 0, or two groups;
# not `[1,100] loss: 0.52`, an epoch and a batch as tutorials print them)
_GROUPED_COUNT = r"[1-9]\d{0,2},0\d\d(?:,\d{3})*|[1-9]\d{0,2}(?:,\d{3}){2,}"
_BRACKET_LEAD = re.compile(r"(?:^|(?<=\] )|(?<=\])(?=\[\d+\][A-Za-z]))\[[ \t]*(" + _GROUPED_COUNT + r"|\d+)\]:?[ \t]*(?=[A-Za-z])")
# (or an epoch and a batch as PyTorch's CIFAR-10 tutorial prints them, `[2,  2000] loss: 1.515`, also after a logger's
# prefix, `INFO:pytorch:[1,  19] loss: ...`: the epoch is the step, the batch's index restarts with each epoch)
# (a space after the comma, as the tutorial's `'[%d, %5d]'` prints it, or a batch no thousands group could be: river's
# count `[1,500]` is no epoch 1)
_EPOCH_BATCH_LEAD = re.compile(r"(?:(?:INFO|DEBUG|WARNING):[\w.]*:)?\[[ \t]*(\d+),(?:[ \t]+\d+|\d{1,2}|\d{4,})\]:?[ \t]*(?=[A-Za-z])")
# (or its count of a total: deep-text-recognition-benchmark's `[41/300000] lr: 0.1 ... train_loss: nan`)
_BRACKET_LEAD_OF = re.compile(r"(?:^|(?<=\] ))\[[ \t]*(\d+)/\d+\]:?[ \t]+(?=[A-Za-z])")  # (padded: `[  0/224]`)
# a record opening with its count, then the step's word in the singular (`900 epoch Dataset: AE, RMSE: 3.41`;
# not `5 epochs done`, a number of them)
_COUNT_FIRST = re.compile(r"(\d+)[ \t]+(epoch|step|iter|iteration)\b[ \t]*:?[ \t]+"
                          # (a field's name next, not a verb or a statistic: `1 epoch takes 35 s`, `100 iter avg loss: 0.35`)
                          r"(?=(?!(?:time|avg|average|mean|total|takes?|took|patience)\b)[A-Za-z][\w\-]*"
                          r"(?:[ \t]+[A-Za-z][\w\-]*){0,2}[ \t]*[:=])", re.IGNORECASE)
# MXNet's `Epoch[0] Batch [39]`, `Iter[120]`: a step word and its count in brackets
_BRACKET_STEP = re.compile(r"(?<![\w./\-])([Ee]poch|EPOCH|[Ii]ter(?:ation)?|ITER|[Ss]tep|STEP)[ \t]*\[[ \t]*(\d+)"
                           r"(?:[ \t]*(?:of|/)[ \t]*\d+)?[ \t]*\](?!\[)"
                           # BigDL's `[Epoch 15 2304/14923][Iteration 288]`: the word and its count inside
                           r"|\[([Ee]poch|EPOCH|[Ii]ter(?:ation)?|ITER|[Ss]tep|STEP) (\d+)[\] ]")  # CNTK's `Epoch[ 1 of 1]` (mmdetection's `Epoch [1][50/7330]` is a label)
# a scalar logged with its step (a TensorBoard-like dump): `losses/q1_loss 51.155754 195000`
_SCALAR_AT = re.compile(r"([A-Za-z_][\w.\-]*/[\w./\-]+|[A-Za-z_]\w*loss\w*)[ \t]+(" + _NUMBER + r")[ \t]+(\d+)", re.IGNORECASE)
# a value in brackets after its name: TUNIT's `Avg Loss: D[0.00] G[0.00] C[2.61]`
_NAME_BRACKET = re.compile(r"(?<![\w./\-\[])([A-Za-z][\w./\-]{0,30})\[(" + _NUMBER + r")\](?=[\s,;|]|$)", re.IGNORECASE)
_HTTP_STATUS = re.compile(r"HTTP/\d(?:\.\d)? \d{3}\b")
# an HTTP response's header whose value may be a number (by its name, as servers send them)
_HTTP_HEADER = re.compile(r"(?i)(?:Content-(?:Length|Type|Encoding|Range|Disposition)|Last-Modified|Cache-Control|Keep-Alive"
                          r"|Transfer-Encoding|Accept-Ranges|Retry-After|Access-Control-[\w-]+|Set-Cookie|Strict-Transport-Security"
                          r"|X-(?:RateLimit|Request|Amz|Cache|Runtime|Response|Content|Frame|Powered)[\w-]*):[ \t]")
# a cell holding a list of several values (DeepXDE's `[2.21e-01, 1.00e+00]`)
_VALUE_LIST = re.compile(r"\[[ \t]*(?:" + _NUMBER + r")(?:[ \t]*,[ \t]*(?:" + _NUMBER + r"))+[ \t]*\]", re.IGNORECASE)
# a comma-separated table's cell holding a NumPy array of one value (`[0.001]`)
_ONE_VALUE = re.compile(r"\[[ \t]*(" + _NUMBER + r")[ \t]*\]", re.IGNORECASE)
_NAME_MARKS = str.maketrans("", "", "-_.@:")  # YOLOv5's `mAP@.5:.95`
# A column named so holds the step (spaCy's `#`; its `E` is the epoch), whatever the other columns are.
_STEP_COLUMNS = {"#": "step", "E": "epoch", "step": "step", "steps": "step", "iter": "iter", "iteration": "iteration",
                 "iterations": "iteration", "itn.": "iteration", "itn": "iteration",
                 "it.": "iter", "iter.": "iter",  # (POT's `It.  |Loss`, PINTS' `Iter. Eval. Best Current`)
                 "niter": "iter",  # (SciPy's `trust-constr` with verbose=2: `| niter |f evals|CG iter|  obj func   |`)
                 "epoch": "epoch",
                 "n_gen": "iter",  # (pymoo's table: `n_gen  |  n_eval  |     f_avg     |     f_min`, a generation each row)
                 # SU2's history (`|  Inner_Iter|    rms[Rho]|`): its first counter column is the step (an
                 # unsteady run's `Time_Iter`, before the loops inside each time step)
                 "time_iter": "iter", "inner_iter": "iter", "outer_iter": "iter"}
_GENERATION_COLUMNS = frozenset({"gen", "generation", "n_gen"})  # (not a GAN's `gen` loss: only as the first column)
_SOLVER_MEASURES = frozenset({"energy", "cost", "objective", "fitness", "pcost", "dcost"})
# a table's header whose every name ends with a colon, two spaces or more apart
_COLON_HEADER = re.compile(r"(?:[A-Za-z#][\w.#/\- ]{0,30}?:[ \t]{2,}){2,}[A-Za-z#][\w.#/\- ]{0,30}?:")
# a table's column of the step's number (pointMLP's `Epoch-Num`)
_NUMBERED_STEP = {f"{word}{sep}{num}": word for word in ("epoch", "step", "iter", "iteration")
                  for sep in ("-", "_", "") for num in ("num", "no", "number")}
# The step of a boxed table: the last part of one of these row names (Stable-Baselines counts timesteps).
# (the table's own count first: an on-policy algorithm's `iterations`, an off-policy one's `episodes`, as its
# readers take it, but old baselines' `steps` before its `episodes`; baselines' HER table: `| epoch | 9 |`, when
# no row counts steps)
_BOX_STEPS = ("iterations", "steps", "step", "episodes", "total_timesteps", "total timesteps", "timesteps", "global_step",
              "epoch")
MAX_BOX_ROWS = 200
# a row of Stable-Baselines' table drawn without its outer pipes (old baselines' logger, RLCard's `Logger`:
# `  timestep     |  3949951`, `  reward       |  0.036`), its name one to four words; the same rows name its step
# (RLCard's logger now: `episode | 100`)
_BARE_BOX_ROW = re.compile(r"([A-Za-z][\w./\-]*(?: [A-Za-z][\w./\-]*){0,3})[ \t]+\|[ \t]+"
                           r"([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|[-+]?(?i:nan|inf))")
_BARE_BOX_STEPS = frozenset({"total_timesteps", "total timesteps", "timesteps", "steps", "step", "global_step", "epoch",
                             "timestep", "episode", "iteration", "iter"})  # (not the plural `episodes`: old baselines' count)


def _spans(line: str) -> list[tuple[int, int, str]]:
    return [(m.start(), m.end(), m.group()) for m in _TOKEN.finditer(line)]


def _numeric(cell: str) -> float | None:
    return _to_float(cell) if _VALUE_ONLY.fullmatch(cell) else None


# a measure named by two words, the second the measure's (PyXtal_FF's `Energy RMSE`, `Val Perplexity`, `Test
# BLEU`); not a setting's (`Clip grad`, `Min score`, `Target kl`)
_SETTING_LEAD = frozenset({"clip", "min", "max", "target", "init", "initial", "lr", "learning", "warmup", "decay"})


def _two_word_measure(key: str) -> bool:
    first, _, second = key.partition(" ")
    return (_MEASURE_WORD.search(second) is not None and second.lower() != "grad"
            and first.lower() not in _SETTING_LEAD)


# columns of statistics over a population make a table of measures whatever its other names (DEAP's
# logbook: `gen nevals avg std min max`)
_STATISTIC_COLUMNS = frozenset({"avg", "mean", "std", "min", "max", "median"})


class LineParser:
    """Parses lines one after another; remembers a table header for the rows that follow (YOLO,
    spaCy, Stable-Baselines)."""

    def __init__(self, patterns: Iterable[re.Pattern[str]] = (), watch: Iterable[str] = ()) -> None:
        self.watch = frozenset(watch)  # names the user watches: never dropped as settings
        self.header: list[str] | None = None
        self.paramz = False  # under GPy's (paramz') optimizer table: `runtime  i  f  |g|`
        self.sm_summary = 0  # statsmodels' summary: 1 after its title, 2 under its rule
        self.folds = 0  # under scikit-surprise's cross-validation table: how many folds it has
        self.crf_heading = False  # after CRFsuite's heading of a trainer's settings (`L-BFGS optimization`)
        self.cma = False  # under pycma's table: `Iterat #Fevals   function value  axis ratio  sigma ...`
        self.last_name_at: tuple[list[str] | None, int] = (None, 0)  # a header's last name: where it starts
        self.patterns = list(patterns)
        self.step: int | None = None  # the step of the last line parsed (None: the line gave none)
        self.json_lines: list[str] | None = None  # a JSON record's lines so far, printed one pair per line
        self.report = False  # under scikit-learn's classification report's header
        self.json_since = 0.0  # when its first line came (time.monotonic())
        self.prev = ""  # the previous non-empty line (a table's header, when a column rule follows)
        self.r_names: list[tuple[int, str]] | None = None  # an R data.table's names (and where each ends)
        self.r_line = False  # this line was one of its rows
        self.last_step: int | None = None  # the step of the last line that had one
        self.columns: list[tuple[int, int, str]] | None = None  # a header's names with their positions
        self.aligned: list[tuple[int, int, str]] = []  # a header of names of several words
        self.box: dict[str, float] = {}  # a Stable-Baselines table's rows until it closes
        self.box_names: dict[str, str] = {}  # each row's name as printed, without its section
        self.section = ""
        self.wrapped_name: str | None = None  # a name at a wrapped bar's line end, its value on the next line
        self.piped: list[str] | None = None  # the column names of a table drawn with pipes
        self.piped_pair: tuple[int, int] | None = None  # its `Metric` and `Value` columns, when it has both
        self.piped_bare = False  # drawn with pipes between its cells only (a notebook's table pasted as markdown)
        self.piped_settings = False  # its header is `Parameter | Value`: its rows are settings
        self.piped_compared = False  # its header names measures only: one row per model compared, not a series
        self.bare_line = False  # the line being parsed was such a row, its outer pipes added
        self.rule_due = False  # such a header was just read: the rule under it must follow
        self.last_line = ""
        self.two_columns = False  # the last line was a `name    value` row: the next may be one too
        self.tabbed = False  # the header's names were separated by tabs: so are its rows' cells
        self.labelled = False  # the header's first column names the row (YOLO's `Class`): read the `all` row
        self.commas = False  # the header's names were separated by commas: so are its rows' cells
        # a block of settings: "banner" (the HF Trainer's `***** Running training *****`, unsloth's), or
        # "section"/"rows" (under a header that names settings: `Parameter Setting`, `Arguments:`)
        self.settings: str | None = None
        self.rank_prefixed = False  # lines open with a process's rank in brackets, not a boosting round
        self.class_dump = False  # the settings section open is PySCF's dump of a method (`******** <class '...'> ********`)
        self.sql_record = False  # under psql's `-[ RECORD 1 ]` (its `name | value` rows are a table's, no run's)
        self.lead_goes_on = False  # settings on their header's line ended with a comma: indented lines go on with them
        self.carried_step: int | None = None  # the step a line of its own gave the lines after it
        self.carried_left = 0
        self.carried_bar: tuple[int, str] | None = None  # the count and total of the first bar under that step's heading
        self.carried_aligned = False  # given by a record of `name = value` pairs, to its lines only
        self.setting_names: set[str] = set()  # the names of the settings section's rows so far
        self.caps_dump = False  # inside a configuration of UPPER_CASE keys (`'SOLVER': {`)
        self.mxnet_batch: set[str] = set()  # MXNet's training metrics last printed finite on a batch's line
        self.mxnet_summary: tuple[str, bool] = ("", False)  # the epoch summarised, and whether a value was finite
        self.caps_depth = 0  # how deep inside it (its braces opened and not closed)
        self.bracketed = False  # the settings header came after a log prefix in brackets: so do its rows
        self.indent = 0  # the blanks the line being parsed opens with (a nested row of a YAML dump)
        self.word_rows = 0  # `name: words` lines in a row so far, no header above them (_headless_dump)
        self.headless = False  # the settings section open is such a dump (a step or a measure ends it)
        self.setting_places: set[tuple[int, str]] = set()  # the section's names with their indent
        self.setting_function = ""  # the C function whose padded `name    = value` settings came last
        self.proto_block = False  # the settings' dict open was opened by a protobuf message's name (`trainer_spec {`)
        self.ray_result = False  # inside Ray Tune's box of a trial's result
        self.ray_steps: dict[str, int] = {}  # its `training_iteration` and `iterations` rows so far
        self.ray_rows: dict[str, float] = {}  # its values so far, read as one record where the box closes
        self.step_size_moved = False  # a solver's step size was printed as a fraction: a whole 1 later is its too
        self.py_config = False  # inside (or right after) a configuration printed as Python
        self.py_file = False  # ... a whole file of it, blank lines and comments between its assignments
        self.py_depth = 0  # its brackets still open
        self.py_lines = 0  # its lines so far
        self.hf_block = False  # under the HF Trainer's `***** train metrics *****` (its rows are indented)
        self.split_table = False  # under AllenNLP's `Training |  Validation` header
        self.settings_depth = 0  # inside a dict of settings printed over several lines (its braces still open)
        self.pp_dict = False  # ... one pretty-printed with no header, known by its first key only
        self.settings_midline = False  # ... opened on the line that announced it (its pairs there too)
        self.settings_lines = 0
        # the names of `aligned` grouped (their words one space apart), by start and by end: computed once per header
        self._groups: tuple[object, list[tuple[int, int, str]], dict[int, str], dict[int, str]] = (None, [], {}, {})
        # a data frame's header (pandas', H2O's): its line, and where its names end (each cell ends there too)
        self.frame: tuple[str, list[int]] | None = None
        self.frame_own = False  # ... no other table's header: its rows come to it first
        self.frame_series = False  # it has a step's column: its rows are a run's points, not models compared
        self.frame_names: set[str] = set()  # its header's words (a row named as a column: a matrix)

    @property
    def in_table(self) -> bool:
        """Whether a table's header (or a section of settings) was seen: its rows, bare numbers or
        `name: value` lines with no metric hint, must reach `parse` (and a wrapped bar's value alone on its line)."""
        return (self.header is not None or self.columns is not None or bool(self.aligned) or bool(self.box)
                or self.piped is not None or self.two_columns or self.settings is not None
                or self.caps_dump or self.py_depth > 0 or self.settings_depth > 0  # (a dict's `}` alone)
                or self.json_lines is not None or self.wrapped_name is not None or self.paramz
                or self.frame is not None)

    def flush(self) -> dict[str, float]:
        """At the end of the output: the rows of a Stable-Baselines table whose closing rule never
        came (cut off, or the excerpt of a log), with the table's step in `self.step`; a JSON record
        printed over several lines whose closing brace never came, likewise."""
        self.step = None
        if self.json_lines:
            return self._close_record()
        if self.ray_result and self.ray_rows:  # (a box of Ray Tune's result cut before it closed)
            return self._ray_result_row("╰", {})
        if not self.box:
            return {}
        out, steps = _unboxed(self.box, self.box_names), dict[str, str]()
        if (step := _box_step(self.box)) is not None:
            steps["step"] = step
        self.box, self.box_names, self.section = {}, {}, ""
        if steps:
            self.step = int(steps["step"])
        return out

    def _r_row(self, line: str, out: dict[str, float]) -> bool:
        """A row of an R data.table under the line of its names, as R prints them: the names' line
        indented (the index's width), each cell ending where its name ends; the rows after the first
        keep the names. Its numbers are read under their names, words (a learner's id) skipped."""
        if self.r_names is not None and _R_ROW.match(self.prev) is not None:
            names = self.r_names  # (the rows after the first)
        elif self.prev[:1] == " " and len(self.prev) <= 2000:
            names = [(m.end(), m.group()) for m in _TOKEN.finditer(self.prev)]
            if not (2 <= len(names) <= 40 and all(_NAME_WORD.fullmatch(n) for _, n in names)):
                return False
        else:
            return False
        cells = [(m.end(), m.group()) for m in _TOKEN.finditer(line)][1:]  # (after the index)
        if len(cells) != len(names) or any(c_end != n_end for (c_end, _), (n_end, _) in zip(cells, names, strict=True)):
            return False
        self.r_names, self.r_line = names, True
        for (_, name), (_, cell) in zip(names, cells, strict=True):
            value = _numeric(cell)
            if value is not None and not _no_measure(name):
                out[name] = value
                if name.lower() in _STEP_RANK and value.is_integer() and self.step is None:
                    self.step = int(value)
        return True

    def _setting(self, stripped: str) -> bool:
        """Whether the line is a setting printed as such, not a metric: a row of the HF Trainer's
        `***** Running training *****` banner (`Num examples = 3,668`) or unsloth's, or a `name: value`
        line under a header that names settings (`Parameter Setting`, `Training arguments:`) until
        a blank line (the monitor passes those on while a section is open), a rule, a name again or
        a line of another shape. A loss-like name or a non-finite value is never a setting."""
        # kohya's sd-scripts: `running training / 学習開始`
        if "***** Running" in stripped or "==((====))==" in stripped or stripped.startswith("running training / "):
            self.settings, self.class_dump = "banner", False
            self.setting_names.clear()
            self.setting_places.clear()
            return True
        if self.settings == "banner":
            if stripped[:4] in _SLOTH_ART:
                return True  # unsloth's banner drawn beside its sloth (`O^O/ \_/ \    Torch: 2.5.0. CUDA: 8.6.`)
            row = _BANNER_ROW.search(stripped) if len(stripped) <= MAX_BANNER_ROW else None
            if row is not None and row.group(1) not in self.setting_names and not is_loss_like(row.group(1)):
                self.setting_names.add(row.group(1))
                return True
            self.settings = None
            return False
        lead = _BRACKETS_LEAD.match(stripped) if stripped[:1] == "[" else None
        if lead is None and " - " in stripped and self.settings is None:
            lead = _LEVEL_LEAD.match(stripped)  # Python logging's `2021-05-04 16:12:05,375 - mmocr - INFO - `
        body = stripped[lead.end():] if lead is not None else stripped  # (`[07/30/2024-15:30:36] [I] === Model Options ===`)
        core = body.strip("|=-*#:[]+ \t")
        if core and (((len(core) <= 40 or core[:8] == "<class '") and _SETTINGS_HEADER.fullmatch(core))
                     or ((said := body.rstrip("*=#- \t"))[-1:] == ":" and len(said) <= 200  # (`** ... parameters: **`)
                         and _SETTINGS_SENTENCE.search(said) is not None)):
            self.bracketed = lead is not None  # its rows carry the same prefix
            self.class_dump = core[:8] == "<class '"
            self.settings = "section"
            self.headless = False
            self.setting_names.clear()
            self.setting_places.clear()
            return True
        if self.settings is None:
            return False
        if lead is not None and self.bracketed:
            stripped = body[2:] if body[:2] == "- " else body  # (PaddleNLP's `[...] [    INFO] - name   :value`)
        if self.class_dump:
            # PySCF's rows: `name = value` whatever the value (`DIIS = <class 'pyscf.scf.diis.CDIIS'>`, `number
            # electrons alpha = 50  beta = 49`) and its memory's; its first line of another shape ends them
            # (`Set gradient conv threshold to 3.16e-05`, then `init E= -304.2`)
            name, eq, _ = stripped.partition(" = ")
            # (a result in the same shape ends them: `Init E_corr(CCSD) = -0.2040`, `E(MP2) = -76.2306`)
            if (eq or stripped.startswith("max_memory ")) and not is_loss_like(name) and not _NONFINITE_WORD.search(stripped) \
                    and not _PYSCF_RESULT.search(name):
                self.settings = "rows"
                return True
            self.class_dump = False
            if eq and _PYSCF_RESULT.search(name):
                self.settings = None  # a result: the section ended before it
                return False
        if not stripped.strip("=-*#|+~_ \t"):  # a blank line or a rule: before the rows, or their end
            if self.settings == "rows":
                self.settings = None
            return True
        if stripped[:2] == "- " and " " not in stripped[2:] and self.settings == "rows":
            return True  # an item of a list in a YAML dump (`loss:` / `  coef:` / `  - 1`)
        if stripped[:1] in "EeSsIi" and _BARE_STEP_LINE.fullmatch(stripped) is not None \
                and (stripped[0].isupper() or ":" in stripped or "/" in stripped):
            # a step's heading, no setting's row (`Epoch 1`, `epoch 5/100:`; a spaced row of settings, `epoch 20000`,
            # may be how many to run): the run began
            self.settings = None
            return False
        if stripped[:1] == "|" or stripped[:2] in ("--", "+-", "`-"):  # a configuration drawn as a tree (Hydra's,
            stripped = stripped.lstrip("|-+` \t")  # rich's: `├── run`, `│   └── lr: 0.1`; not a YAML list's `- x`
            if _NAME_WORD.fullmatch(stripped):
                return True  # a group's name
        if "|" in stripped and (bare := _BARE_BOX_ROW.fullmatch(stripped)) is not None and not is_loss_like(bare.group(1)) \
                and (number := _numeric(bare.group(2))) is not None and math.isfinite(number):
            self.settings = "rows"  # a table of settings with no outer pipes (tabulate's `presto`: ` lr  | 0.001`)
            return True
        row = _SETTING_ROW.match(stripped)
        if row is None and (spaced := _SPACED_SETTING_ROW.match(stripped)) is not None \
                and not _SPACED_MEASURE.search(spaced.group(1)):
            row = spaced  # (not `episode_reward 12.3`: the task's own output again; `map_difficulty 4` is one)
        if row is None:
            row = _LIST_SETTING_ROW.match(stripped) or _SPACED_LIST_SETTING_ROW.match(stripped) \
                or _NUMBERS_SETTING_ROW.match(stripped)
            if row is not None and row.group(2)[0] == "{" and _measures_dict(row.group(1), row.group(2)):
                row = None  # a dict of measures (`eval: {'acc': 0.91, 'f1': 0.88}`): the task's own output
        if row is None and self.settings == "rows" and stripped[:1] == "[" and _ARRAY_ROW.fullmatch(stripped):
            return True  # the next row of an array printed over lines
        number = _numeric(row.group(2)) if row is not None and row.group(2) is not None else None
        # a setting is printed once, with one word as its value: a name again (`loss: 2.3` then
        # `loss: nan`), a value of several words or a long block is the task's own output again
        if row is not None and ((is_loss_like(row.group(1)) and row.group(2) is not None
                                 and row.group(2).lower() not in ("true", "false", "none", "null")
                                 and not _WORD_VALUE.fullmatch(row.group(2)))  # (`loss_type: ls`, a setting)
                                or (number is not None and not math.isfinite(number)) or _NONFINITE_WORD.search(stripped)):
            row = None  # a loss, or a NaN anywhere, is the task's own output: never hidden as a setting
        elif row is None:
            row = _words_row(stripped)  # words, not a measure (`Python: 3.6.13 |Anaconda, Inc.| (default, ...)`)
            if row is None and (unit := _UNIT_SETTING_ROW.match(stripped)) is not None and not is_loss_like(unit.group(1)):
                row = unit  # a number and its unit (ignite's `Learning rate update every : 1 epoch(s)`)
            if row is None and self._pairs_row(stripped):
                return True
        if row is not None and row.group(1) in self.setting_names and number is None and row.group(2) is not None \
                and (self.indent or (0, row.group(1)) not in self.setting_places) \
                and len(self.setting_names) < MAX_SETTINGS:
            # a name again inside a block, or at the top after a block, with words as its value: another
            # block's (YAML's `_component_: x.Y` in each block, `output_dir` at the top and in one)
            self.setting_places.add((self.indent, row.group(1)))
            return True
        if row is not None and self.headless and number is not None and (
                row.group(1).lower() in _LONE_STEPS or row.group(1).rsplit(" ", 1)[-1].lower() in STEP_KEYS
                or _MEASURE_WORD.search(row.group(1)) or _STATISTIC_NAME.search(row.group(1))
                or _FIT_STATISTIC.search(row.group(1))):
            self.settings, self.headless = None, False  # a record's step or measure: a dump with no header ended
            return False  # (Ray Tune's `Result for X:` YAML, `episode_reward_mean: 22.47`; `Epoch: 1` after run info;
            # lifelines' fitted model: `event col = 'arrest'` ..., then `partial log-likelihood = -658.75`)
        if row is not None and row.group(1) not in self.setting_names and len(self.setting_names) < MAX_SETTINGS:
            self.setting_names.add(row.group(1))
            self.setting_places.add((self.indent, row.group(1)))
            self.settings = "rows"
            return True
        self.settings = None
        return False

    def _column_names(self) -> set[str]:
        """The names of the table being read, each as its rows' cells are named."""
        names = set(self.header or ())
        if self.aligned:
            names.update(word for _, _, word in self.aligned)
        return names

    def _sm_summary(self, line: str) -> dict[str, float] | None:
        """A line under statsmodels' summary title (see _SM_TITLE); None: not the summary's, parse it as any."""
        stripped = line.strip()
        if not self.sm_summary:
            self.sm_summary, self.step = 1, None
            return {}
        if self.sm_summary == 1:
            self.sm_summary = 2 if stripped and set(stripped) == {"="} and len(stripped) >= 40 else 0
            if self.sm_summary:
                return {}
        elif not stripped or set(stripped) <= {"=", "-"}:
            self.sm_summary = 0  # (its next rule; a blank line, where a summary cut short ends)
            return {}
        else:
            found: dict[str, float] = {}
            right = _SM_RIGHT_CELL.search(line)  # (the right column's cell ends the line; the left one is before it)
            for half in ((line[:right.start()], line[right.start():]) if right is not None else (line,)):
                cell = _SM_CELL.match(half)
                if cell is not None and not _SM_NOT_MEASURE.match(cell.group(1)) \
                        and (value := _numeric(cell.group(2))) is not None:
                    found[cell.group(1).strip()] = value
            return found
        return None

    def _folds(self, line: str) -> dict[str, float] | None:
        """A line of scikit-surprise's cross-validation table; None: not the table's, parse it as any."""
        if not self.folds:
            self.folds, self.step = line.count("Fold "), None
            return {}
        row = _FOLDS_ROW.match(line)
        if row is not None and len(cells := row.group(2).split()) == self.folds + 2:
            if "time" in row.group(1).lower():
                return {}  # (`Fit time`, `Test time`)
            mean = _to_float(cells[self.folds])
            return {row.group(1): mean} if mean is not None else {}
        self.folds = 0
        return None

    def _cma(self, line: str) -> dict[str, float] | None:
        """A line of pycma's table; None: not the table's, parse it as any."""
        if _CMA_HEADER.match(line):
            self.cma, self.step = True, None
            return {}
        erased = _ERASED.match(line)  # (its rows redrawn in place: `\r\x1b[2K  120 ...`)
        row = _CMA_ROW.match(line, erased.end() if erased is not None else 0)
        if row is not None and (f := _to_float(row.group(2))) is not None \
                and (ratio := _to_float(row.group(3))) is not None and (sigma := _to_float(row.group(4))) is not None:
            self.step = int(row.group(1))
            return {"function value": f, "axis ratio": ratio, "sigma": sigma}
        if line.lstrip().startswith("overwriting (to keep lines going"):
            return {}  # its notice that it redraws the rows from now on
        # (a warning of the objective's, the source line under it, an indented line the objective prints: read as
        # any line, and the table goes on; an unindented line of another shape ends it)
        self.cma = line[:1] in " \t" or _PY_WARNING.match(line) is not None
        return None

    def _headless_dump(self, stripped: str) -> bool:
        """Settings printed one `name: value` per line with no header (a YAML file or an argparse
        namespace dumped at start: `avenue_path: /data/x`, `batch_size: 100`, `device: cuda`): after
        HEADLESS_DUMP_ROWS such lines in a row whose values are words (a path, a flag, a name, nothing:
        no record of a task's measures looks so), the block is a settings section until a line of
        another shape. A YAML list's items between them (`- L2`) neither count nor break the run."""
        if stripped[:2] == "- ":
            return False
        row = _SETTING_ROW.match(stripped) if len(stripped) <= 300 and not self.hf_block else None
        # (a number with its unit or a time, `3714MB`, `0:07:44.12`, is a quantity, not a word: the HF
        # Trainer's `***** train metrics *****` rows; a relative path, `../cocoapi/`, is a word)
        if row is None or (row.group(2) is not None and ((row.group(2)[0] in "0123456789+-." and row.group(2)[:2] != "./" and row.group(2)[:3] != "../")
                                                 or _numeric(row.group(2)) is not None)) \
                or _NONFINITE_WORD.search(stripped):
            self.word_rows = 0
            return False
        self.word_rows += 1
        if self.word_rows < HEADLESS_DUMP_ROWS:
            return False
        self.word_rows = 0
        self.settings = "rows"
        self.headless = True
        self.class_dump = False
        self.bracketed = False
        self.setting_names.clear()
        self.setting_places.clear()
        self.setting_names.add(row.group(1))
        self.setting_places.add((self.indent, row.group(1)))
        return True

    def _py_setting(self, stripped: str) -> bool:
        """Whether the line belongs to a configuration printed as Python (_PY_CONFIG_OPEN): an item
        inside its brackets, or a top-level assignment of one value after it (not of a step nor a
        measure). A loss with a number, a NaN, a measure's pair or a line of another shape ends it."""
        if self.py_file and self.py_config and not self.py_depth and (
                not stripped or stripped[:1] == "#" or _PY_IMPORT.fullmatch(stripped) is not None):
            return True  # a blank line, a comment or an import between its assignments (nanoGPT's `import time`)
        if self.py_file and " #" in stripped:
            stripped = stripped.split(" #", 1)[0].rstrip()  # (`eval_iters = 200 # keep it short`)
        if _NONFINITE_WORD.search(stripped) or not _settings_only(stripped) or len(stripped) > 400 \
                or "metrics" in stripped:  # (Ray's `Result(` then `metrics={'mean_accuracy': 0.9, ...}`)
            self.py_config, self.py_file, self.py_depth = False, False, 0
            return False
        unquoted = _QUOTED_TEXT.sub("", stripped) if "'" in stripped or '"' in stripped else stripped
        delta = unquoted.count("(") - unquoted.count(")") + unquoted.count("[") - unquoted.count("]")
        if self.py_depth > 0:
            self.py_lines += 1
            if _PY_CONFIG_ITEM.match(stripped) is None or self.py_lines > MAX_PY_CONFIG:
                self.py_config, self.py_file, self.py_depth = False, False, 0
                return False
            self.py_depth = max(0, self.py_depth + delta)
            return True
        if not self.indent and delta > 0 and (
                (len(stripped) <= 100 and _PY_CONFIG_OPEN.fullmatch(stripped) is not None)
                or (stripped[-1] == "(" and (opened := _PY_CONFIG_LOGGED.search(stripped)) is not None
                    and _LOG_PREFIX_END.search(stripped, 0, opened.start()) is not None)):
            self.py_config, self.py_depth, self.py_lines = True, delta, 0
            return True
        if self.py_config and not self.indent and (a := _PY_CONFIG_ASSIGN.fullmatch(stripped)) is not None \
                and (not _MEASURE_WORD.search(a.group(1)) or _LIMIT_NAME.match(a.group(1))) and a.group(1) not in _STEP_RANK:
            self.py_depth = max(0, delta)  # (`lr = 0.0001`, `gradient_accumulation_steps = 32`; not `step = 100`, `acc = 0.9`)
            return True
        self.py_config = self.py_file = False
        return False

    def _pairs_row(self, stripped: str) -> bool:
        """Several `name: value` pairs on one line of a settings section (TensorFlow's device
        properties: `name: Tesla P100-PCIE-16GB major: 6 minor: 0`), the first one's value words, none
        a measure, no NaN (`step: 100 psnr: 28.1` is a record of the task's)."""
        pairs = _COLON_PAIR.findall(stripped)
        if len(pairs) < 2 or _numeric(pairs[0][1]) is not None or _NONFINITE_WORD.search(stripped) \
                or any(_MEASURE_WORD.search(n) for n, _ in pairs):
            return False
        self.settings = "rows"
        self.setting_names.update(n for n, _ in pairs)
        return True

    @staticmethod
    def _dumped(stripped: str) -> bool:
        """A line of settings: six pairs or more, three flags or more, at most half of its values
        numbers (the others flags, `None`, words, paths, nothing), no NaN, no loss with a number."""
        flags = _DUMP_VALUE.findall(stripped)
        if len(flags) < MIN_DUMP_VALUES or _NONFINITE_WORD.search(stripped):
            return False
        pairs = len(_DUMP_PAIR.findall(stripped))
        numbers = list(_LOSS_PAIR.finditer(stripped))
        if pairs < MIN_DUMP_PAIRS or 2 * len(numbers) > pairs:
            return False
        # (with CMake's ON/OFF among its flags, no measure nor step either: `step=100 acc=0.9 ema=OFF amp=ON`)
        switches = sum(f.endswith(("ON", "OFF")) for f in flags)
        return not any(is_loss_like(m.group(1)) or (switches and len(flags) - switches < MIN_DUMP_VALUES and (
            _MEASURE_WORD.search(m.group(1)) or m.group(1).lower() in _STEP_RANK)) for m in numbers)

    def _caps_setting(self, stripped: str) -> bool:
        """Whether the line belongs to a configuration of UPPER_CASE keys printed as a dict (yacs'
        CfgNode, as SlowFast prints it): a key opening a nested dict (`'SOLVER': {'BASE_LR': 0.0125,`)
        starts one, each line of such keys stays in it (`'GAMMA': 0.1,`, `'ZERO_INIT_FINAL_BN': True},`),
        and a quoted UPPER_SNAKE key on a line of its own that ends with a comma is one anyway
        (` 'RNG_SEED': 0,`). Results printed as a dict stay on one line: `{'AP': 38.5, 'AP50': 58.9}`
        is read. A loss or a NaN is never hidden."""
        m = _CAPS_KEY.match(stripped)
        if m is None or _NONFINITE_WORD.search(stripped) or (stripped[0] == "{" and stripped[-1] == "}"):
            # (an unquoted `TRAIN: ...` is a log's line; a whole dict on one line is a record of results)
            self.caps_dump = False
            return False
        value = m.group(3) or ""
        if is_loss_like(m.group(2)) and not value.startswith("{"):
            return False  # a loss is never hidden as a setting
        depth = stripped.count("{") - stripped.count("}")
        if value.startswith("{") and depth > 0 and not self.caps_dump:
            self.caps_dump, self.caps_depth = True, depth
            return True
        if self.caps_dump:
            self.caps_depth += depth
            self.caps_dump = self.caps_depth > 0  # the dict that opened it closed
            return True
        return "_" in m.group(2) and stripped.endswith(",")

    def _boxed(self, line: str, out: dict[str, float], steps: dict[str, str]) -> bool:
        """Stable-Baselines' tables: `| train/ |  |` opens a section, `|    loss | 6.04 |` is
        `train/loss`; the rows are given when the table closes, all at the table's step."""
        stripped = line.strip()
        if _BOX_EDGE.fullmatch(stripped.strip("/=+ ")):
            if self.box:
                out.update(_unboxed(self.box, self.box_names))
                if (step := _box_step(self.box)) is not None:
                    steps.setdefault("step", step)
            self.box, self.box_names, self.section = {}, {}, ""
            return True
        if not (stripped[0] == "|" and stripped[-1] == "|" and stripped.count("|") == 3):
            return False
        name_cell, value_cell = stripped[1:-1].split("|")
        name, cell = name_cell.strip(), value_cell.strip()
        if not name or _numeric(name) is not None:
            return False  # (a number is no row's name: a row of a two-column table, `| 1 | 0.53 |`)
        if not cell:
            self.section = name if name.endswith("/") else ""
            return True
        if not name_cell.startswith("  "):
            self.section = ""  # a row at the left edge belongs to no section
        number = _numeric(cell)
        if number is None:
            return False
        if len(self.box) < MAX_BOX_ROWS:
            self.box[self.section + name] = number
            self.box_names[self.section + name] = name
        return True

    def _pipes(self, line: str, out: dict[str, float], steps: dict[str, str]) -> bool:
        """A table drawn with pipes (Ray Tune's status, Turi Create's progress): a header row of
        names, one a metric's or the step's, then rows of cells under them; `+---+` rules between."""
        if not line.strip("+-=|: \t"):
            return self.piped is not None or line[0] == "+"  # a rule
        if self.piped is None:
            low = line.lower()
            if "loss" not in low and "step" not in low and "iter" not in low and "epoch" not in low and "n_gen" not in low \
                    and not ("value" in low and ("metric" in low or "param" in low or "setting" in low
                                                 or "argument" in low or "option" in low or "key" in low)) \
                    and sum(higher_is_better(c) for c in line.split("|")) < 2:
                # no header without a loss or step column (fairseq's `| epoch 028 | ...` has one), or two
                # measures' (a comparison of models, one a row: PyCaret's `Model | Accuracy | AUC | F1`)
                return False
        cells = [c.strip() for c in line.strip("|").split("|")]
        if self.piped is None and len(cells) == 2 and cells[1].lower() in ("value", "values") \
                and _SETTINGS_COLUMN.fullmatch(cells[0]):
            # TGI's `| Parameter | Value |`; a dict printed as a table (bubbliiiing's `|  keys |  values|`)
            self.piped, self.piped_pair, self.piped_settings, self.piped_compared = cells, None, True, False
            self.piped_bare = self.rule_due = self.bare_line
            return True
        if self.piped_settings and self.piped is not None and len(cells) == len(self.piped):
            number = _numeric(cells[1])
            if number is not None and (is_loss_like(cells[0]) or not math.isfinite(number)):
                out[cells[0]] = number  # (a loss or a NaN is never a setting)
            return True
        if self.piped is not None and len(cells) == len(self.piped) and self.piped_pair is not None:
            # a long table of results, one per row (lm-evaluation-harness: `|Task|Version|Metric|Value|`)
            name, number = cells[self.piped_pair[0]], _numeric(cells[self.piped_pair[1]])
            if name and number is not None and _key_of(name) is not None:
                out[name] = number
                return True
        if self.piped is not None and len(cells) == len(self.piped):
            found = False
            for name, cell in zip(self.piped, cells, strict=True):
                if "/" in cell and name.lower() in _STEP_COLUMNS and cell.split("/", 1)[0].isdigit():
                    cell = cell.split("/", 1)[0]  # freqtrade's `Epoch` column: `9/150`
                elif "," in cell and _GROUPED.fullmatch(cell):
                    cell = cell.replace(",", "")  # a cell is one value: its commas group thousands (`38,257.15`)
                number = _numeric(cell) if name and cell else None
                if number is None or (self.piped_compared and not math.isfinite(number)
                                      and not (self.watch and watched(name, self.watch))):
                    continue  # (a model that has no value for a measure is no run gone NaN)
                found = True
                out[name] = number
                step = _STEP_COLUMNS.get(name.lower())
                if step is not None and number.is_integer() and number >= 0:
                    steps.setdefault(step, str(int(number)))
            if found:
                return True
        if (3 <= len(cells) <= 40 or (len(cells) == 2 and cells[0].lower() in _STEP_COLUMNS and is_loss_like(cells[1]))) \
                and all(len(c.split()) <= 4 and not any(_numeric(w) is not None for w in c.split()) for c in cells):
            # (two columns: a step's and a loss's, `| Epoch | loss |`)
            low_cells = [c.lower() for c in cells]
            self.piped_pair = (low_cells.index("metric"), low_cells.index("value")) \
                if "metric" in low_cells and "value" in low_cells else None
            series = any(is_loss_like(c) or c.lower() in _STEP_COLUMNS for c in cells)
            # (not a table of one row per class, mmsegmentation's `| Class | IoU | Acc |`: a class with no
            # pixels is `nan` there, no run gone wrong)
            compared = not series and sum(higher_is_better(c) for c in cells) >= 2 and low_cells[0] not in _PER_CLASS
            if self.piped_pair is not None or series or compared:
                self.piped, self.piped_settings, self.piped_compared = cells, False, compared
                self.piped_bare = self.rule_due = self.bare_line
                return True
        return False

    def _ruled(self, line: str, out: dict[str, float], steps: dict[str, str]) -> bool:
        """A header whose columns a rule of dashes marks (spaCy), then rows of numbers under it."""
        raw = line.rstrip()
        if _COLUMN_RULE.fullmatch(raw.strip()) and self.prev:
            spans = _spans(raw)
            names = []
            for i, (start, end, _) in enumerate(spans):
                stop = spans[i + 1][0] if i + 1 < len(spans) else len(self.prev)
                names.append((start, end, " ".join(self.prev[start:stop].split())))
            if len(names) >= 2 and all(n for _, _, n in names):
                self.columns = names
                return True
            return False
        if self.columns is None:
            return False
        cells = _spans(raw)
        if not cells or len(cells) > len(self.columns):
            return False
        values: dict[str, float] = {}
        full = len(cells) == len(self.columns)  # a row of every column may hold words (a trial's name, status)
        for start, end, cell in cells:
            number = _numeric(cell)
            column = next((n for s, e, n in self.columns if start < e + 1 and end > s - 1), None)
            if column is None or column in values or (number is None and not full):
                return False
            if number is not None:
                values[column] = number
        if not values:
            return False
        for name, number in values.items():
            step = _STEP_COLUMNS.get(name) or _STEP_COLUMNS.get(name.lower())
            if step is not None and number.is_integer() and number >= 0:
                steps.setdefault(step, str(int(number)))
                if name not in ("#", "E"):  # (spaCy's columns: counters, not measures)
                    out[name] = number
            else:
                out[name] = number
        return True

    def parse(self, line: str) -> dict[str, float]:
        """Every numeric metric on one line (empty when there is none); sets `self.step`. A JSON record
        printed over several lines (`json.dumps(record, indent=2)`, a `trainer_state.json` shown whole:
        `{`, then `"loss": 0.85,` ... `"step": 10`, then `}`) is read whole where it closes, so its
        step, printed after its metrics, is theirs."""
        if self.json_lines is not None:
            return self._json_record(line)
        if self.frame is not None and not line.strip():
            self.frame = None  # (a data frame's rows follow one another)
        wrapped = line[:WRAP_INDENT].isspace()
        if self.wrapped_name is not None:
            name, self.wrapped_name = self.wrapped_name, None
            if wrapped and _WRAPPED_VALUE.match(line):
                line = f"{name} {line.strip()}"  # its value, wrapped onto the next line under it
        if (self.report or ("recall" in line and "precision" in line)) \
                and (report := self._classification_report(line)) is not None:
            self.step = None  # (a report names no step)
            return report
        if " (" in line and "%|" in line and len(pairs := _PAREN_SIGNED.findall(line, 0, line.find("%|"))) >= 2:
            # a bar's description of values in parentheses, each signed (CTGAN's `Gen. (+01.06) | Discrim. (-00.01):`)
            self.step = None
            return {name: float(value) for name, value in pairs}
        if "] - " in line and len(bars := [m.start() for m in _KERAS_BAR.finditer(line)]) > 1:
            return self._redrawn(line, bars)
        # tables printed in one program's fixed format, each read by its own reader while it lasts (cheap tests first)
        if (self.sm_summary or (line.rstrip().endswith("Results") and _SM_TITLE.match(line))) \
                and (summary := self._sm_summary(line)) is not None:
            return summary
        if (self.folds or ("Fold 1 " in line and "Mean" in line and _FOLDS_HEADER.match(line))) \
                and (folds := self._folds(line)) is not None:
            return folds
        if (self.cma or ("#Fevals" in line and _CMA_HEADER.match(line))) and (cma := self._cma(line)) is not None:
            return cma
        if self.paramz or ("|g|" in line and _PARAMZ_HEADER.match(line)):
            if not self.paramz:
                self.paramz, self.step = True, None
                return {}
            row = _PARAMZ_ROW.match(line)
            if row is not None and (f := _to_float(row.group(2))) is not None and (g := _to_float(row.group(3))) is not None:
                self.step = int(row.group(1))
                return {"f": f, "|g|": g}
            self.paramz = not line.strip()  # (each row ends with a carriage return: a blank line between them)
        if line.endswith(" : 1.0") and _INFORMATIVE_FEATURE.match(line):
            return {}  # NLTK's most informative features: a feature's value and the odds of two labels, data
        if "est score: " in line and (early := _EARLY_STOPPING.search(line)) is not None:
            # Lightning's EarlyStopping on the metric it watches: a best so far, its min_delta a setting (what
            # precedes it on the line is read: a bar whose carriage return was lost)
            line = line[:early.start()]
        if (line[:5] == "HTTP/" and _HTTP_STATUS.match(line)) or ("-" in line[:20] and _HTTP_HEADER.match(line)):
            # an HTTP response's status line and headers (`curl -i`, httpie: `Content-Length: 7368`): the protocol's,
            # no measures
            return {}
        found = self._parse_line(line)
        if found and "(defaults: " in line and not any(is_loss_like(k) or not math.isfinite(v) for k, v in found.items()):
            return {}  # a plugin's defaults as a test session starts (pytest-benchmark's `benchmark: 5.2.3 (defaults:
            # timer=time.perf_counter disable_gc=False min_rounds=5 min_time=0.000005 max_time=1.0 ...)`): settings
        if "real" in found and "user" in found and "sys" in found:
            for key in ("real", "user", "sys"):  # a command's times (sqlite3's `.timer on`: `Run Time: real 0.000
                del found[key]  # user 0.000241 sys 0.000000`), no measures
        if found and " for " in line and " with " in line and _RUN_PLAN.search(line) is not None \
                and not any(is_loss_like(k) or not math.isfinite(v) for k, v in found.items()):
            return {}  # what a run is about to do (openTSNE's `Running optimization with exaggeration=12.00, lr=50.00 for
            # 250 iterations...`, pyswarms' `Optimize for 60 iters with {'c1': 0.5, ...}`): its settings
        ray_row = line[:1] in "│╰" and (self.ray_result or _RAY_RESULT_BOX.match(line) is not None)
        if "|g| " in line and (gradient := _GRADIENT_NORM.search(line)) is not None and found \
                and (g := _to_float(gradient.group(1))) is not None:
            found["|g|"] = g  # liblinear's and TRON's `iter  1 f 1.021e+04 |g| 9.167e+03 CG   2`: the gradient's norm
        if found and ("Epoch[" in line or "Iter[" in line):
            self._mxnet_epoch_end(line, found)
        if found and (_SETUP_LINE.match(line) or "system_info: " in line):
            return {}  # a program's set-up (L-BFGS-B's machine precision and problem size, llama.cpp's CPU features)
        if found and (" NCCL INFO " in line or " NCCL WARN " in line or "gpu_device.cc:" in line
                      or "memoryClockRate" in line):
            # NCCL's own log (`NCCL INFO comm 0x7f3b rank 4 nranks 8 cudaDev 4 nvmlDev 4 - Init COMPLETE`), TensorFlow's
            # of the GPUs it found (`major: 6 minor: 1 memoryClockRate (GHz) 1.392`, `gpu_device.cc:961] DMA: 0`)
            return {}
        for key in [k for k in found if "_" in k and k.isupper() and _ENV_NAME.fullmatch(k) and f"{k}=" in line
                    and not is_loss_like(k) and not (self.watch and watched(k, self.watch))]:
            del found[key]  # an environment variable as `env` prints it (`DMLC_NUM_WORKER=1`): a setting
        if found and "Maybe overwriting " in line:
            return {}  # TensorFlow's config_util applying an override (`Maybe overwriting train_steps: 500`): a setting
        for key in [k for k in found if " in " in k and _IN_UNIT_KEY.search(k) is not None]:
            del found[key]  # a quantity named with its unit (NeMo's `train_step_timing in s: 0.98`)
        for key in [k for k, v in found.items() if "/" in k and _PER_SECOND_KEY.search(k) is not None
                    and math.isfinite(v) and not (self.watch and watched(k, self.watch))]:
            del found[key]  # a rate named per second (mlx's `It/sec 1.244, Tokens/sec 87.858`; the collectors, 67 to 17)
        for key in [k for k in found
                    # a timing (d3rlpy's `time_sample_batch`, Ray Tune's `time_total_s`, verl's `timing_s/gen`; 25 to 2)
                    if (((k[:5] in ("time_", "timin") and _TIME_FIELD.match(k))
                         # skorch's time of each epoch (`dur`; the collectors, 27 to 3)
                         or k == "dur"
                         # a time named in words (`Time taken`, `Total training time`, `Elapsed Time`: 165 to 0)
                         or (" " in k and _TIMING_NAME.fullmatch(k))
                         # a setting by its very name (`dropout`, `Seed`, `max_depth`; the collectors, 207 to 1)
                         or ((k in _HYPERPARAMETERS or (k[:1].isupper() and k.lower() in _HYPERPARAMETERS))
                             # (a table's column of a temperature is the run's: an MD run's, an annealing's schedule)
                             and not (k[-11:].lower() == "temperature" and ": " not in line and "=" not in line
                                      and k in self._column_names()))
                         # how many samples (R's `n= 81`, `n_samples: 442`): a count (the collectors, 16 to 1)
                         or k in _SAMPLE_COUNTS) and not (self.watch and watched(k, self.watch)))
                    # a step's number glued in parentheses (`Iteration(500): 0.123`): no measure's name
                    or (k[-1:] == ")" and _STEP_WINDOW.search(k))]:
            del found[key]
        if found and ")" in line and not (self.header is not None or self.columns is not None or self.aligned
                                          or self.box or self.piped is not None):
            # ... or with its unit in parentheses, a time, a rate or a memory (vLLM's and sglang's benchmark
            # summary: `Mean TTFT (ms):  44294.80`, `Request throughput (req/s):  9.67`; Megatron's `elapsed time
            # per iteration (ms): 1234.5`; DeepSpeed's `iter time (s): 0.341`): not in a table's columns (Ray
            # Tune's `total time (s)`), never a NaN, never a name you watch
            for key in [k for k, v in found.items() if k[-1:] == ")" and _UNIT_KEY.search(k) is not None
                        and math.isfinite(v) and not (self.watch and watched(k, self.watch))]:
                del found[key]
        if line[-1:] in ": " and ("━" in line or "╸" in line or wrapped) and (dangling := _WRAPPED_NAME.search(line)):
            # rich's progress bar, written whole when it ends to what is no terminal, wraps its fields at the
            # width of a terminal: a name at the end of a line, its value on the next (Lightning's `train_loss_step:`)
            # (a bar at its first step is only its tip: `Epoch 0/1  ╸     1/20 0:00:00 • -:--:-- 0.00it/s`)
            self.wrapped_name = dangling.group(1)
        if "{" in line[-3:] and line.strip() == "{" and not (
                self.settings_depth or self.settings is not None or self.caps_dump or self.py_depth):
            self.json_lines = []  # (a dict of settings after its announcement is the settings' to read)
            self.json_since = time.monotonic()
        if ray_row:
            return self._ray_result_row(line, found)
        return found

    def _ray_result_row(self, line: str, found: dict[str, float]) -> dict[str, float]:
        """A row of Ray Tune's box of a trial's result (`│ Trial easy_objective_d43f957f result │`, then `│ mean_loss
        -7.91803 │` one per line until `╰───`): one record where the box closes, at the trainable's own `iterations`
        when it reports one, else at Ray's `training_iteration` (its rows come sorted, some before either)."""
        self.step = None
        if not self.ray_result:
            self.ray_result, self.ray_steps, self.ray_rows = True, {}, {}
            return {}
        if (counter := _RAY_STEP_ROW.match(line)) is not None:
            self.ray_steps[counter.group(1)] = int(counter.group(2))
        self.ray_rows.update(found)
        if line[:1] != "╰" and len(self.ray_rows) < MAX_BOX_ROWS:
            return {}
        self.ray_result = False
        self.step = self.ray_steps.get("iterations", self.ray_steps.get("training_iteration"))
        record, self.ray_rows = self.ray_rows, {}
        return record

    def _classification_report(self, line: str) -> dict[str, float] | None:
        """scikit-learn's `classification_report`: a row per class (not read, as YOLO's), then `accuracy`
        and the averages (`macro avg`, `weighted avg`; old versions' `avg / total`), each read in turn, so
        the last printed holds. None when the line is no part of one."""
        if _REPORT_HEADER.fullmatch(line):
            self.report = True
            return {}
        if not self.report:
            return None
        if not line.strip():
            return {}
        if (accuracy := _REPORT_ACCURACY.fullmatch(line)) is not None:
            return {"accuracy": float(accuracy.group(1))}
        if (row := _REPORT_ROW.fullmatch(line)) is not None:
            if row.group(1).lower() not in _REPORT_AVERAGES:
                return {}  # a class's own row
            return {"precision": float(row.group(2)), "recall": float(row.group(3)), "f1-score": float(row.group(4)),
                    "support": float(row.group(5))}
        self.report = False
        return None

    def _mxnet_epoch_end(self, line: str, found: dict[str, float]) -> None:
        """MXNet's `Epoch[4] Train-CrossEntropy=nan` at an epoch's end after finite batches is a metric with
        nothing counted since its last reset (its Speedometer's `auto_reset` fell on the epoch's last batch),
        no NaN of the run: dropped, unless another metric of the same summary is finite (then some were
        counted). A run that diverged shows it on the batches' lines first."""
        if _MXNET_BATCH.search(line):
            for key, value in found.items():
                if math.isfinite(value):
                    self.mxnet_batch.add(key)
                else:
                    self.mxnet_batch.discard(key)
        elif (summary := _MXNET_EPOCH_TRAIN.search(line)) is not None:
            # (a finite metric in the same summary means some were counted: its NaN is the run's)
            finite = any(math.isfinite(v) for v in found.values())
            if summary.group(1) == self.mxnet_summary[0]:
                finite = finite or self.mxnet_summary[1]
            self.mxnet_summary = (summary.group(1), finite)
            if not finite:
                for key in [k for k, v in found.items() if math.isnan(v) and k in self.mxnet_batch]:
                    del found[key]

    def _redrawn(self, line: str, bars: list[int]) -> dict[str, float]:
        """A Keras progress bar redrawn several times on one line (its carriage returns lost in a
        paste or a log file: `1/632 [....] - loss: 5.17 ... 2/632 [....] - loss: nan ...`): the first
        drawing's values (as with any name twice on a line), unless a later one holds a NaN: then the
        first such drawing's (where the monitor, reading them as they came, would have stopped); and the
        names only later drawings have."""
        found: dict[str, float] = {}
        step = None
        stopped = False
        for start, end in zip(bars, [*bars[1:], len(line)], strict=True):
            part = self._parse_line(line[:end] if start == bars[0] else line[start:end])
            step = self.step if self.step is not None else step
            if not found or (not stopped and not all(math.isfinite(v) for v in part.values())):
                found.update(part)
            else:  # (names only a later drawing has: the epoch's `val_loss` on its last; a name a paste cut)
                for key, value in part.items():
                    found.setdefault(key, value)
            stopped = stopped or not all(math.isfinite(v) for v in found.values())
        self.step = step
        return found

    def _json_record(self, line: str) -> dict[str, float]:
        assert self.json_lines is not None
        if line.strip() in ("}", "},"):
            return self._close_record()
        if len(self.json_lines) < JSON_RECORD_LINES and _JSON_PAIR.match(line):
            self.json_lines.append(line)
            self.step = None
            return {}
        # not a flat record after all (a nested value, a list, a whole file's object): its pairs so far
        # are one record, at the step among them; the line that ended it is read as it is
        found = self._close_record()
        step = self.step
        for key, value in self.parse(line).items():
            if math.isfinite(found.get(key, 0.0)):  # (a NaN among them is kept)
                found[key] = value
        if self.step is None:
            self.step = step
        return found

    def _close_record(self) -> dict[str, float]:
        """The JSON record buffered so far, read as one line. Its settings by name (`seed`, `num_workers`)
        are dropped as they would be on lines of their own (`json.dumps(vars(args), indent=4)`)."""
        pending, self.json_lines = self.json_lines or [], None
        if not pending:
            self.step = None
            return {}
        found = self._parse_line("{" + " ".join(p.strip() for p in pending).rstrip(",") + "}")
        for key in [k for k, v in found.items() if math.isfinite(v) and _SETTING_NAME.search(k)
                    and not (self.watch and watched(k, self.watch))]:
            del found[key]
        return found

    def expire(self, now: float) -> dict[str, float]:
        """A JSON record still open JSON_RECORD_WAIT seconds after its first line (the task stopped
        printing inside it, or hangs there): read as it stands, so a NaN in it is not held; its lines
        still to come are read line by line. Sets `self.step`."""
        if self.json_lines is None or now - self.json_since < JSON_RECORD_WAIT:
            self.step = None
            return {}
        return self._close_record()

    def _parse_line(self, line: str) -> dict[str, float]:
        before, self.last_line = self.last_line, line  # (the line just above, whatever it was)
        self.step = None
        if not self.r_line:
            self.r_names = None  # (an R data.table's rows follow one another)
        self.r_line = False
        self.two_columns = False
        of_total = False  # the step was written as a step of a total (`Epoch 3/10`)
        heading = False  # ... or alone on its line (`Epoch 195`)
        out: dict[str, float] = {}
        steps: dict[str, str] = {}
        if self.sql_record or line[:9] == "-[ RECORD":
            # psql's expanded display: its `name | value` rows, until a line of another shape
            self.sql_record = line[:9] == "-[ RECORD" or "|" in line
        if "\x1b" in line:
            line = _ANSI.sub("", line)
        if "\b" in line:
            line = _backspaced(line)
        if "]: " in line and "-" in line:
            line = _RANGE_WINDOW.sub("", line)  # the steps a mean is over (NumPyro's `avg. loss [2851-3000]: -8.47`)
        if "positive gain, best gain" in line:
            return out  # LightGBM's warning of a tree it could not split (`best gain: -inf`): no measure
        if " norm " in line and (petsc := _PETSC_MONITOR.match(line)) is not None:
            # PETSc's monitors (`  5 KSP Residual norm 9.544709183525e+05`, `0 SNES Function norm 1.0e+00`,
            # `-ksp_monitor_true_residual`'s `true resid norm`): the norm at the solver's iteration
            for name, text in ((petsc.group(2), petsc.group(3)), ("true resid norm", petsc.group(4))):
                if text is not None and (value := _to_float(text)) is not None:
                    out[name] = value
            self.step = self.last_step = int(petsc.group(1))
            return out
        if "for training step " in line and (timed := _TIMED_STEP.search(line)) is not None:
            # the pointer-generator's `seconds for training step 158: 0.806`, then `loss: 4.2`: a time (no
            # measure) and the step of the lines under it
            self.step = self.last_step = self.carried_step = int(timed.group(1))
            self.carried_left, self.carried_aligned = CARRIED_LINES, False
            return out
        if line[:1] == "(" and "pid=" in line and (ray := _RAY_PREFIX.match(line)) is not None:
            line = line[ray.end():]
        elif line[:1] == "[" and ">:" in line:
            line = _MPI_TAG.sub("", line)
        elif line[:5] in ("[rank", "[defa") and (tee := _TEE_PREFIX.match(line)) is not None:
            line = line[tee.end():]
        elif "Process " in line[:16] and (process := _PROCESS_PREFIX.match(line)) is not None:
            line = process.group(1) + line[process.end():]
        elif line[:4] in _LGR_LEVELS and (lgr := _LGR_PREFIX.match(line)) is not None:
            line = line[lgr.end():]  # R's lgr logger (mlr3, bbotk): `INFO  [01:03:00.394] [bbotk] ` before each line
        elif line[:4] in _PY_LOG_LEVELS and (pylog := _PY_LOG_PREFIX.match(line)) is not None:
            line = line[pylog.end():]  # Python logging's default format: `WARNING:absl:Nan, Inf or huge value ...`
        elif line[:2].isdigit() and " - " in line[:60] and (asctime := _ASCTIME_LEVEL.match(line)) is not None:
            line = line[asctime.end():]  # Python logging's `%(asctime)s - %(levelname)s - %(message)s` (a dump's indent kept)
        elif "\t" in line and line[:2].isdigit() and (stamped := _STAMPED_TABS.match(line)) is not None:
            line = line[stamped.end():]  # a logger's tab-separated table (casanovo's `... INFO [x] model._log_history : Step\tTrain loss`)
        elif line[:2] == "I " and line[2:3].isalpha():  # (not `D loss: 0.69, G loss: 0.71`, a GAN's two losses)
            line = line[2:]  # a level in one letter (DeepSpeech's `I WER: 1.000000, loss: 33.17`)
        elif line[:1] == "[" and "] I " in line[:100] and (lettered := _BRACKETED_LETTER.match(line)) is not None:
            line = line[lettered.end():]  # (after its time and worker: `[2017-12-29 07:48:36.77] [worker 0] I WER: 0.08`)
        elif line[:2] == "#>":
            line = line[3:]  # R's reprex (and knitr's `#>` comment): the output under its prefix
        elif line[:7] == "Chain [" and (chain := _CHAIN_PREFIX.match(line)) is not None:
            # CmdStanPy's console (`Chain [1] Iter  log prob ...`): which chain; it strips CmdStan's indent, whose
            # first column is right-aligned in eight characters (L-BFGS' `    Iter`, `     127`): put back
            first, sep, rest = line[chain.end():].partition(" ")
            line = first.rjust(8) + sep + rest
        if not line.isascii():
            if line[:3] == "└ @" and _JULIA_SOURCE.match(line):
                return out  # where Julia's logger was called (`└ @ Flux ~/.julia/.../train.jl:99`, `└ @ Core :-1`)
            if "：" in line or "，" in line:
                line = line.replace("：", ": ").replace("，", ", ")  # full-width colons and commas (Chinese logs)
            first = line.lstrip()[:1]
            if "\u2500" <= first <= "\u257f":
                line = line.translate(_BOX_TO_ASCII)  # `│ loss   0.23 │`, `└────┴────┘`
        if '[1] "' in line[:9] and line.lstrip()[:5] == '[1] "' and line.rstrip()[-1:] == '"':
            # R's print() of a string: the line the R package wrote (LightGBM's R callbacks), maybe indented by a paste
            line = line.strip()[5:-1]
        elif line[:3] in _WEEKDAYS and (day := _RECBOLE_DATE.match(line)) is not None:
            line = line[day.end():]  # RecBole's `Fri 31 Mar 2023 10:00:40 INFO  epoch 13 training [...]`
        if "&nbsp;" in line:
            line = line.replace("&nbsp;", " ")  # a log pasted through HTML (an e-mail reply)
        if line[:5] in ("Train", "Steps", "Step ", "Step[", "Itera") and (bar := _NAMED_BAR.match(line)) is not None:
            # a training loop's own bar, drawn before its count (esrgan-tf2's `Training [>>    ] 20004/600000,
            # loss=nan`): the count is the step (Keras' `20/632 [===>...]`, a batch of an epoch, comes first)
            steps["step"] = bar.group(1)
            line = line[bar.end():]
        if ("/s" in line[-12:] or "s/" in line[-10:]) and (rate := _TRAILING_RATE.search(line)) is not None:
            line = line[:rate.start()]  # a speed printed last, bare (esrgan-tf2's `lr=2.0e-04  2.0 step/sec`): no measure
        if " / " in line and ":" in line and _TWO_VALUES.search(line) is not None:
            line = _TWO_VALUES.sub(_first_of_two, line)
        elif "  " in line and ":" in line and (columns := _TWO_COLUMNS.fullmatch(line)) is not None \
                and not columns.group(2).isdigit():  # (two whole numbers may be a count and its total)
            line = columns.group(1) + columns.group(2)
        if "/" in line and ":" in line and line.count("/") >= 2 and len(_SLASHED_PAIR.findall(line)) >= 2:
            line = _SLASHED_PAIR.sub(", ", line)  # pairs joined by slashes (pyGRU4REC's `epoch: 1/loss:5.118/recall:0.502`)
        if "]:" in line and (indexed := _INDEXED_NAME.search(line)) is not None:
            line = line[:indexed.start()] + line[indexed.end():]  # crnn-pytorch's `train_batch_loss[ 10 ]:  nan`: the batch, then the value
        if "->" in line and _ARROW_VALUE.search(line) is not None:
            line = _ARROW_VALUE.sub(r"\1", line)  # FL-bench's `loss: 0.52 -> 0.31`: before, then after; the after
        if "[config] " in line and not _NONFINITE_WORD.search(line):
            return out  # Marian's configuration, one setting a line (`[2018-03-16 21:37:01] [config] beam-size: 6`)
        if "is better)" in line:
            line = _BETTER_NOTE.sub("", line)  # DeepSpeed-Chat's `acc (higher is better) : 0.48`
        if "Epoch 0" in line and (callback := _KERAS_CALLBACK.search(line)) is not None:
            line = line[:callback.start()]
        if "Invalid loss, terminating" in line and (callback := _KERAS_TERMINATE.search(line)) is not None:
            line = line[:callback.start()]
        if " -> " in line and (arrow := _ARROW_ROW.search(line)) is not None and (
                arrow.start() == 0 or line[arrow.start() - 2:arrow.start()] == "- "):
            line = f"{line[:arrow.start()]}{arrow.group(1)}: {arrow.group(2)}"
        if "]:" in line and "[" in line:
            line = _BRACKETED_KEY.sub(r"\1:", line)
        if line[:1].isupper() and line[line.find(" ", 3, 17) + 1:][:1].isdigit() and (label := _LABEL_LEAD.match(line)) is not None \
                and label.group(1).lower() not in _STEP_RANK and label.group(1) not in _NOT_LABELS:
            line = " " * label.end() + line[label.end():]  # which one, not a measure (darknet's `Region 94 Avg IOU: nan`)
        stripped = line.strip()
        self.indent = len(line) - len(line.lstrip(" \t")) if line[:1] in " \t" else 0
        if stripped[:3] in _DECORATIONS and (framed := _FRAMED.fullmatch(stripped)) is not None:
            stripped = framed.group(1)  # a record framed by marks (StarSpace's ` ---+++  Epoch 3 Train error : 0.047 +++--- ☃`)
            line = " " * (len(line) - len(line.lstrip())) + stripped
        if stripped[:1] == "|" and stripped[-1] == "|" and stripped.count("|") == 2 and self.piped is None \
                and stripped.strip("|+-=: \t"):
            stripped = stripped[1:-1].strip()  # a box of one column (Ray's `│ loss    0.23 │`): its content
            line = line.replace("|", " ")  # where its cells stand, for a table inside the box
        elif stripped[:6] == "wandb:" and (row := _WANDB_ROW.match(stripped)) is not None:
            # W&B's run summary, one `wandb:    loss nan` row per name: its `epoch`/`step` row gives its
            # step to the rows under it (an id, `batch_id`, is no measure)
            name, value = row.group(1), _to_float(row.group(2))
            if value is not None and not _ID_NAME.search(name):
                out[name] = value
                if name.lower() in STEP_KEYS and value.is_integer() and value >= 0:
                    self.step = self.carried_step = int(value)
                    self.carried_left, self.carried_aligned = CARRIED_LINES, False
                elif self.carried_step is not None:
                    self.step = self.carried_step
            return out
        elif stripped[:5] == "Step " and " | " in stripped and (row := _TRAX_ROW.fullmatch(stripped)) is not None:
            value = _to_float(row.group(4))
            if value is not None:
                out[f"{row.group(2)} {row.group(3)}"] = value
                self.step = int(row.group(1))
            return out
        elif stripped[:1].isdigit() and _R_ROW.match(line) is not None and self._r_row(line, out):
            self.prev = line.rstrip()
            return out
        elif "all" in stripped and (trec := _TREC_ROW.fullmatch(stripped)) is not None:
            value = _to_float(trec.group(2))
            if value is not None and trec.group(1)[:4] != "num_":  # (`num_q  all  6980`: counts of queries, documents)
                out[trec.group(1)] = value
            return out
        if self.settings_depth and self.proto_block and (stripped[:1] in "'\"" or stripped[-1:] == ","):
            self.settings_depth = 0  # a quoted key or a comma: a labelled JSON object (`metrics {`, `"epoch": 4,`), no protobuf
        if self.settings_depth and ((not _DICT_ROW.match(stripped) and not (self.pp_dict and stripped[:1] in "[('\"")) or (
                self.settings_midline and line[:1] not in " \t'\",{}" and len(_PAIR_AFTER.findall(stripped)) > 1)):
            # a line of another shape: the dict was cut (a traceback, the task's output); after a dict opened
            # on its announcing line, a record of numbers at the line's start is the task's output again (not
            # one protobuf field, which TensorFlow prints unindented: `inter_op_parallelism_threads: 4`; pprint
            # wraps a long value over lines: `'multi_step': [[0.005, 10000],` then `[0.02, 430000],`)
            self.settings_depth = 0
        if self.settings_depth:
            self.settings_lines += 1  # (a brace never closed ends it after as many lines as a section's)
            self.settings_depth = 0 if self.settings_lines > MAX_SETTINGS \
                else max(0, self.settings_depth + stripped.count("{") - stripped.count("}"))
            pair = _QUOTED_LOSS_PAIR.match(stripped)
            if self.pp_dict and _pp_measure(stripped):
                self.settings_depth = 0  # a measure: a dict of results after all (`pprint(trainer.evaluate())`)
            elif not ((pair is not None and is_loss_like(pair.group(1))) or _NONFINITE_WORD.search(stripped)):
                return out  # a setting (a loss or a NaN among them is read)
        elif stripped[:1] == "{" and _PPRINT_OPEN.match(stripped) is not None \
                and (opened := stripped.count("{") - stripped.count("}")) > 0 \
                and not _pp_measure(stripped) and not _NONFINITE_WORD.search(stripped):
            # a dict pretty-printed over lines, its first key no measure: a configuration (Kilosort's `Initial ops:`,
            # DeepLabCut's `Config:`, printed with pprint); a measure under it ends it
            self.settings_depth, self.settings_lines, self.settings_midline = opened, 0, False
            self.pp_dict = True
            return out
        elif (stripped == "{" and _ANNOUNCES_SETTINGS.search(before.rstrip())) \
                or (stripped[-1:] == "{" and (_SETTINGS_OPENS.fullmatch(stripped) or _SETTINGS_OBJECT.search(stripped)
                                              or (line[:1] not in " \t" and _PROTO_MESSAGE.fullmatch(stripped)))):
            # LightFM's `Starting training iteration 1, params:`, then a JSON dict; a JSON document's
            # `"config": {` (bigcode-evaluation-harness' results beside the settings they were run with)
            self.settings_depth, self.settings_lines, self.settings_midline = 1, 0, False
            self.pp_dict = False
            self.proto_block = not (_SETTINGS_OPENS.fullmatch(stripped) or _SETTINGS_OBJECT.search(stripped)
                                    or stripped == "{")  # (only a message's name opened it)
            return out
        elif "{" in stripped and (opened := stripped.count("{") - stripped.count("}")) > 0 \
                and _ANNOUNCES_SETTINGS.search(stripped[:stripped.find("{")].rstrip()):
            # TensorFlow's Estimator: `INFO:tensorflow:Using config: {'_model_dir': 'model', ..., '_session_config':
            # gpu_options {`, a protobuf over the lines below, then `, '_keep_checkpoint_max': 2, ...}`
            self.settings_depth, self.settings_lines, self.settings_midline = opened, 0, True
            self.pp_dict = False
            return out
        if stripped[:1] in "'\"" and len(stripped) > 2 and stripped[-1] == stripped[0] \
                and stripped.count(stripped[0]) == 2:
            stripped = stripped[1:-1].strip()  # a line printed as a quoted string (`'Loss after epoch 4: 0.0'`)
        if self.hf_block:
            if line[:1] not in " \t":
                self.hf_block = False
            elif stripped[:5] == "epoch" and _HF_EPOCH_ROW.fullmatch(stripped):
                return out  # `epoch = 2.0`: how far training went, as in its dicts (no step, no metric)
        if self.split_table:  # AllenNLP's table of a metric's training and validation values
            row = _SPLIT_ROW.search(stripped)
            if row is not None:
                if not _SIZE_NAME.search(row.group(1)):  # (`gpu_0_memory_MB`: a quantity)
                    for name, cell in ((row.group(1), row.group(2)), ("validation_" + row.group(1), row.group(3))):
                        if (value := _to_float(cell)) is not None:
                            out[name] = value
                self.step = self.carried_step  # (`… - Epoch 3/39` above the table)
                return out
            self.split_table = False
        elif stripped[-10:] == "Validation" and _SPLIT_HEADER.search(stripped):
            self.split_table = True
            return out
        if stripped[:6] == "***** " and stripped[-14:] == " metrics *****":
            self.hf_block = True
            return out
        self.bare_line = False
        if stripped[:1] not in "|+" and stripped.count("|") >= 2 and stripped[-1] != "|" \
                and (" | " in stripped or self.piped_bare or "  |" in stripped) and (
                (self.piped is not None and self.piped_bare)
                or (self.piped is None and all(_HEADER_CELL.fullmatch(c.strip()) for c in stripped.split("|")))):
            # a table with pipes between its cells only (the HF Trainer's notebook table pasted as
            # markdown: `Step | Training Loss | reward`, `-- | --`, `1 | -0.2836 | 13.44`; POT's solvers glue their
            # cells to the pipes: `It.  |Loss        |Relative loss|Absolute loss`, then `    0|1.502881e+01|0.000000e+00|...`)
            stripped = "|" + stripped + "|"
            self.bare_line = True
        elif self.piped is not None and self.piped_bare and stripped[:1].isdigit() and (row := _BARE_ROW.match(stripped)):
            # its rows may put a bar after their first cell only, spaces between the others (SCS' ` Iter |
            # pri res | dua res`, `    30| 1.90e-01  2.96e-01`)
            cells = [row.group(1), *stripped[row.end():].split()]
            if len(cells) == len(self.piped):
                stripped = "|" + " | ".join(cells) + "|"
        if self.rule_due:  # such a header is a table's only with its rule under it (not `INFO | trainer | ...`)
            self.rule_due = False
            if stripped.strip("|+-=: \t"):
                self.piped, self.piped_settings = None, False
        if self.piped is not None and (_PY_WARNING.match(stripped) or (before is not None and line[:1] in " \t"
                                                                     and "|" not in line
                                                                     and _PY_WARNING.match(before.strip()))):
            return out  # a warning and its source line, written into the table from the other stream, do not end it
        if self.piped is not None and stripped[:1] not in "|+" and stripped.strip("-=: \t|+") \
                and stripped.strip(".…"):  # (rows left out of a paste, `...`, do not end it)
            self.piped, self.piped_settings = None, False  # the pipe table ended (a rule between its rows, `╞═══╪═══╡`, does not end it)
        if self.patterns:
            self._user(stripped, out)
        setting_line = stripped
        if stripped[:1] in "{'" and (item := _PPRINT_ITEM.fullmatch(stripped)) is not None:
            setting_line = f"{item.group(1)}: {item.group(2)}"  # one item of a dict pretty-printed over lines
        if self.settings is None and self._headless_dump(setting_line):
            return out
        if self.crf_heading:
            self.crf_heading = False
            if _CRFSUITE_ROW.match(stripped):
                self._setting("Parameters:")  # a section of settings opens, as under a header that says so
        elif stripped in CRFSUITE_HEADINGS:
            self.crf_heading = True  # (its settings follow; another program's heading of its results does not)
            return out
        if (self.settings is not None or "*****" in stripped or "==((" in stripped or stripped[:9] == "running t" or (
                0 < len(stripped) <= (100 if stripped[0] == "[" else 60)  # (a log's prefix before a header)
                and (stripped[-1] in ":|=*-#]" or stripped[0] in "|=*-#[" or stripped.istitle() or stripped.isupper())
                and _SETTINGS_HINT.search(stripped) is not None) or (
                stripped[-1:] == ":" and len(stripped) <= 200 and _SETTINGS_SENTENCE.search(stripped) is not None)) \
                and self._setting(setting_line):  # (cheap tests first)
            return out  # settings, not metrics
        if (self.caps_dump or stripped[:1] in "{'\"") and self._caps_setting(stripped):  # (its keys are quoted)
            return out  # a configuration of UPPER_CASE keys
        if stripped[:6] in ("+ Fold", "- Fold", "+ Resa", "- Resa", "Fittin") and _CARET_TUNING.match(stripped):
            return out  # R caret's tuning parameters as each resample starts and ends, and for the final fit
        if stripped[:9] == "Starting " and _STARTING_LENGTH.fullmatch(stripped) is not None:
            return out  # how long the run will be, as it starts (MLX's `Starting training..., iters: 100`): no step yet
        if stripped[:12] == "Overriding: " and "=" in stripped and not _NONFINITE_WORD.search(stripped):
            return out  # nanoGPT's configurator, one setting from the command line (`Overriding: eval_iters = 20`)
        if stripped[:23] == "Overriding config with " and stripped[-1] == ":":
            self.py_config, self.py_file, self.py_depth = True, True, 0  # nanoGPT's configurator, then the file it reads
            return out
        if (self.py_config or stripped[-1:] == "(") and self._py_setting(stripped):
            return out  # a configuration printed as Python
        if stripped[:11] == "Result for " and stripped[-1] == ":":
            return out  # Ray Tune's title of a result, named after the trial's settings (`Result for train_lr=5e-05:`)
        if "Setting " in stripped and _SETTING_VERB.search(stripped) is not None and not _NONFINITE_WORD.search(stripped):
            return out  # settings it says it sets (ColabFold's `Setting max_seq=508, max_extra_seq=1561`)
        if " of " in stripped:
            stripped = _OUT_OF.sub(r"\1/\2", stripped)
        if stripped[:8] == "Average " and (coco := _COCO.match(stripped)) is not None:
            value = _to_float(coco.group(2))
            if value is not None and value != -1:  # -1.000: no such objects, not applicable
                out[coco.group(1)] = value
            return out
        if self.lead_goes_on:
            # OSQP's `settings: linear system solver = qdldl,`, then `          eps_abs = 1.0e-04, eps_rel = 1.0e-03,`
            # ... indented under it: more settings, until a line that is not indented (a loss or a NaN is read)
            if line[:1] in " \t" and _CONTINUED_SETTING.match(stripped) and not _NONFINITE_WORD.search(stripped) \
                    and not any(is_loss_like(m.group(1)) for m in _LOSS_PAIR.finditer(stripped)):
                return out
            self.lead_goes_on = False
        if "Namespace(" in stripped or "Properties(" in stripped or "version_info(" in stripped:  # argparse's `print(args)`: settings
            stripped = _NAMESPACE.sub("", stripped)
        elif (stripped[:1] in "hHpPsScCaAoO-" or stripped[:8].isalpha()) \
                and (lead := _SETTINGS_LEAD.match(stripped)) is not None and not _NONFINITE_WORD.search(stripped) \
                and not any(is_loss_like(m.group(1)) or (lead.group(1) and (
                    _MEASURE_WORD.search(m.group(1)) or m.group(1).lower() in _STEP_RANK)) for m in _LOSS_PAIR.finditer(stripped)):
            # settings on the line of their header (`hyperparameters: lr0=0.01, lrf=0.01, ...`; behind another
            # word, `- Build settings: ...`, none of them a measure or the step: `Validation settings: step=3000, accuracy=0.91`)
            self.lead_goes_on = stripped.rstrip()[-1:] == ","
            return out
        if ("True" in stripped or "False" in stripped or "None" in stripped or "=ON" in stripped or "=OFF" in stripped
                or ": ON" in stripped or ": OFF" in stripped or "= ON" in stripped or "= OFF" in stripped) \
                and self._dumped(stripped):
            return out  # settings dumped on one line (`seed=0, cpu=False, fp16=False, ..., batch_size=32`)
        if "config" in stripped.lower() and _CONFIG_DICT.search(stripped) is not None and _settings_only(stripped):
            return out  # a configuration printed as a dict after its name
        if (stripped.count("=") >= MIN_DUMP_PAIRS or stripped.count(": ") >= MIN_DUMP_PAIRS) and _flags(stripped):
            return out  # a line of switches (`AVX = 1 | AVX_VNNI = 0 | ...`)
        if stripped[:1].islower() and "=" in stripped and (fn := _FUNCTION_SETTING.fullmatch(stripped)) is not None \
                and not _MEASURE_WORD.search(fn.group(2)) and not _NONFINITE_WORD.search(stripped) \
                and (len(fn.group(3)) >= 2 or fn.group(1) == self.setting_function):
            self.setting_function = fn.group(1)
            return out  # one setting behind the function that printed it
        elif stripped[:1] == "(" and "): " in stripped and _MODULE_REPR.match(stripped):
            return out  # a PyTorch model printed: `(0): Linear(in_features=256, out_features=32, bias=True)`
        elif ": epoch " in stripped and (eb := _EPOCH_BATCH.match(stripped)) is not None \
                and eb.group(1).split()[-1].lower() not in _PROGRESS_WORDS:
            stripped = f"{eb.group(1)}: {eb.group(2)}{eb.group(3) or ''}"
        elif stripped[:3] == "[CV" and (cv := _CV_LINE.match(stripped)) is not None:
            # scikit-learn's search: `[CV 1/5] END C=1, kernel='rbf';, score=0.91 total time= 0.1s`: the
            # candidate's parameters, then its results
            cut = stripped.find(";", cv.end())
            if cut < 0:  # before scikit-learn 0.24 its results follow the parameters with a comma
                cut = stripped.find(", score=", cv.end())  # (`[CV]  max_depth=5, score=0.749 - 1.8min`)
            stripped = stripped[cut + 1:].lstrip(";, ") if cut >= 0 else ""
        if not stripped:
            return out
        obj = None
        if stripped[-1] == "}" and "{" in stripped:
            start = 0 if stripped[0] == "{" else stripped.find("{'") if "{'" in stripped else stripped.find('{"')
            if start >= 0:
                obj = _from_object(stripped[start:])
                if obj and ((start and (_PARAMS.match(stripped, _params_start(stripped, start))
                                        or (_SETTING_LEADER.search(stripped[max(0, start - 120):start]) is not None
                                            and not _RESULT_WORD.search(stripped[:start]))))
                            or (not start and _ANNOUNCES_SETTINGS.search(before)
                                and not any(is_loss_like(k) and math.isfinite(v) for k, v in obj.items()))):
                    # a tuner's `Best params: {'lr': 0.01}`: its settings (a loss or a NaN among them is read)
                    obj = {k: v for k, v in obj.items() if is_loss_like(k) or not math.isfinite(v)}
        if obj is not None:
            for key, value in obj.items():
                out.setdefault(key, value)
            for key in STEP_KEYS:
                if key in obj and obj[key].is_integer() and key != "epoch":
                    steps[key] = str(int(obj[key]))
            if not steps:  # SlowFast's `"cur_iter": "10"`: the current one names the step too
                for key, value in obj.items():
                    word = key.lower().removeprefix("current_").removeprefix("curr_").removeprefix("cur_")
                    if word != key.lower() and word in _STEP_RANK and value.is_integer():
                        steps.setdefault(STEP_ALIASES.get(word, word), str(int(value)))
            if not steps and "epoch" not in obj and "Epoch" not in obj \
                    and (plural := _PLURAL_OPENS.match(stripped, start)) is not None:
                # a plural opening the record names it, as where it starts a field (pgx's `{"steps": 50000, "ent": ...}`)
                steps[STEP_ALIASES[plural.group(1).lower()]] = plural.group(2)
            if not steps and "/" in stripped:
                for q in _QUOTED_STEP_OF.finditer(stripped):
                    steps.setdefault(q.group(1), q.group(2))
            if not steps and ("epoch" in obj or "Epoch" in obj) and (lit := _EPOCH_LITERAL.search(stripped)) is not None:
                steps["epoch"] = lit.group(1)  # DeiT's `{"train_loss": 3.17, "epoch": 259}` (RepPad's `'Epoch': 0`)
            elif "epoch" in obj and steps.get("epoch") is None and out.get("epoch") == obj["epoch"]:
                # the HF Trainer's `'epoch': 0.25` (and `2.0` at an epoch's end): how far training has
                # gone, neither the step nor a measure (readers of its logs never count it a metric)
                del out["epoch"]
            if start > LONG_LINE:
                for key, value in _parse_long(stripped[:start]).items():
                    out.setdefault(key, value)
            elif start > 0:  # pairs before the dict: Ray Tune's `trial 050e8 with test_loss=0.38 and parameters={...}`
                _parse_text(stripped[:start], out, steps)
        elif len(stripped) > LONG_LINE:
            for key, value in _parse_long(stripped).items():
                out.setdefault(key, value)
        elif (stripped[0] in "|+" and self._pipes(stripped, out, steps)) or \
                ("] |" in stripped and "|Metric" in stripped.replace(" ", "") and self.piped is None
                 and self._pipes(stripped[stripped.index("] |") + 2:], out, steps)) or \
                (stripped[0] in "|-/" and self._boxed(stripped, out, steps)) or \
                ((self.columns is not None or stripped[0] == "-") and self._ruled(line, out, steps)):
            pass
        elif stripped[0].isalpha() and stripped.count("|") == 1 and not self.sql_record \
                and (bare := _BARE_BOX_ROW.fullmatch(stripped)) is not None:
            number = _to_float(bare.group(2))
            if bare.group(1).lower() in _BARE_BOX_STEPS and number is not None and number.is_integer() and number >= 0:
                steps["step"] = str(int(number))
                heading = True  # the rows under it are at its step
            elif number is not None and _key_of(bare.group(1)) is not None:
                out[bare.group(1)] = number
        else:
            if ":" in stripped and stripped[-1] == ":" and _COLON_HEADER.fullmatch(stripped):
                # a header whose every name ends with a colon (pygmo's `Gen:   Fevals:   gbest:   Mean Vel.:`):
                # the colons are no pairs' (blanked, the columns stand where they were)
                stripped, line = stripped.replace(":", " ").rstrip(), line.replace(":", " ")
            if self.header is not None or self.aligned or (":" not in stripped and "=" not in stripped) \
                    or self.frame is not None \
                    or "mAP" in stripped or stripped[:5].lower() == "class":
                self._table(stripped, out, steps, line.rstrip())
                for key in [k for k in out if k[-1:] in ")]" and (unit := _PAREN_UNIT_NAME.search(k)) is not None
                            and ((named := unit.group(1) or unit.group(2)).lower() in _TIME_UNITS
                                 or _counted_per_time(named))
                            and math.isfinite(out[k]) and not is_loss_like(k)]:
                    # a column of a time or a rate named with its unit (SU2's `Time(s)`, xLearn's `Time cost (sec)`,
                    # OpenMM's `Speed (ns/day)`, so3lr's `time/step [s]`)
                    del out[key]
            if "=" in stripped and stripped[0] in "0123456789-+." and (named := _VALUE_FIRST.match(stripped)):
                self._value_first(named, out)
            elif stripped[0].isalpha() and stripped[-1].isdigit() and (scalar := _SCALAR_AT.fullmatch(stripped)):
                value = _to_float(scalar.group(2))
                if value is not None:
                    out[scalar.group(1)] = value
                    steps["step"] = scalar.group(3)
            if out:  # a user pattern or a table row named some already: they win
                found: dict[str, float] = {}
                self.two_columns = _parse_text(stripped, found, steps)
                for key, value in found.items():
                    out.setdefault(key, value)
            else:
                self.two_columns = _parse_text(stripped, out, steps)
            if not out and len(steps) <= 1 and (stripped[-1:].isdigit() or stripped[-1:] in "=-*#:)%]") \
                    and ("poch" in stripped or "tep" in stripped or "ter" in stripped or "POCH" in stripped
                         or "TEP" in stripped or "TER" in stripped) \
                    and ((alone := _STEP_HEADING.search(stripped)) is not None
                         or (stripped[-1] == ":" and (alone := _AT_STEP_HEADING.search(stripped)) is not None
                             and _PAST_STEP.search(stripped) is None)) \
                    and (not steps or alone.group(2) in steps.values()):  # (`Starting epoch 6`: read as a pair)
                # `Epoch 195` alone on its line (after a timestamp, maybe between rules): the step of
                # the lines under it, as `Iter: 100` is (nnU-Net, `==== Epoch  280 ====`, Neural-GC's `----------Iter = 49800----------`)
                steps[alone.group(1).lower()] = alone.group(2)
                heading = True
            elif not out and not steps and stripped[:1] in "SsEeIi" and (alone := _NUMBERED_STEP_HEADING.match(stripped)) is not None:
                # the step's word, `No:` and its count (scikit-optimize's `Iteration No: 7 started. Evaluating function
                # at random point.`, then `Function value obtained: 1.33`): a heading
                steps[alone.group(1).lower()] = alone.group(2)
                heading = True
            elif not out and not steps and stripped[:1] in "SsEeIi" and (alone := _STEP_OPENS.match(stripped)) is not None:
                # the step's word and count opening a line of words and quantities, no pair (the Long-Context
                # recipe's `step 50 token 250m`, then one `train/loss 2.2328` per line): a heading as well
                steps[alone.group(1).lower()] = alone.group(2)
                heading = True
            if "/" in stripped:  # `epoch: 1/300, iter: 10/161`: both; the rank decides (iter)
                for m in _STEP_OF.finditer(stripped):
                    if stripped[max(0, m.start() - 7):m.start()].lower() == "global ":
                        steps[m.group(1).lower()] = m.group(2)  # (MiniLLM's `inner iter: 3/ 8 | ... | global iter: 15/ 5000`)
                    else:
                        steps.setdefault(m.group(1).lower(), m.group(2))
                    of_total = True
                if "%|" in stripped and steps.keys() <= {"epoch"} and (bar := _BAR_STEP.search(stripped)) is not None:
                    # (a record naming its step, a bar glued after it: the record's; an epoch of a total
                    # before the bar, SimpleTuner's `Epoch 52/65, Steps:  80%|...| 7999/10000`: the bar's)
                    steps["step"] = bar.group(1)
                elif "%|" in stripped and not steps and (bar := _EPOCHS_BAR.search(stripped)) is not None:
                    steps["epoch"] = bar.group(1)  # pykeen's `Training epochs on cpu:  90%|...| 9/10 [..., loss=0.797]`
            if "#" in stripped and out and not steps and (numbered := _NUMBERED_STEP_MARK.search(stripped)) is not None:
                steps[numbered.group(1).lower()] = numbered.group(2)  # GPflowOpt's `iter #  4 - MLL [nan]`, `Epoch #3`
            if "[" in stripped:
                for nb in _NAME_BRACKET.finditer(stripped):
                    if nb.group(1).lower() not in _STEP_RANK and not nb.group(2).isdigit() \
                            and (value := _to_float(nb.group(2))) is not None:  # (`elapsed[1]`: an index)
                        out.setdefault(nb.group(1), value)
            if "[" in stripped and out:
                for b in _BRACKET_STEP.finditer(stripped):
                    steps.setdefault((b.group(1) or b.group(3)).lower(), b.group(2) or b.group(4))
                if not steps and not self.rank_prefixed and (
                        (lead := _BRACKET_LEAD.search(stripped)) is not None
                        # (a count of a total under a heading's epoch is that epoch's batch: the heading's step stays)
                        # (nor indented under a record of the epoch: `epoch: 4  lr: 0.001`, then `  [  0/224] ...`)
                        or (self.carried_step is None and not self.indent
                            and (lead := _BRACKET_LEAD_OF.search(stripped)) is not None)):
                    steps["iter"] = lead.group(1).replace(",", "")  # (river's `[1,000] MAE: 1.31`: thousands grouped)
                elif not steps and not self.rank_prefixed and (lead := _EPOCH_BATCH_LEAD.match(stripped)) is not None:
                    steps["epoch"] = lead.group(1)
            if out and not steps and stripped[:1].isdigit() and (lead := _ITERATION_TAB.match(stripped)) is not None:
                steps["iter"] = lead.group(1)  # CatBoost's `99:\ttest: 0.869\tbest: 0.882 (82)\ttotal: 1.24s`
            if out and not steps and stripped[:7] in ("Update ", "update ") and (up := _UPDATE_HEAD.match(stripped)):
                steps["step"] = up.group(1)  # a policy update's heading (`Update 70: Avg return = 107.9, ...`)
            if out and not steps and ("tep" in stripped or "ter" in stripped or "poch" in stripped
                                      or "TEP" in stripped or "TER" in stripped or "POCH" in stripped):
                glued = _lead_step(stripped, steps)
                for key in [k for k in out if glued and k.startswith(glued + " ")]:
                    out[key[len(glued) + 1:]] = out.pop(key)  # `Iter3000 loss: 0.2` is `loss` at 3000
                if not steps and (end := _END_OF.search(stripped)) is not None:
                    steps[end.group(1).lower()] = end.group(2)  # PyTorch's word LM: `| end of epoch  26 | time: ...`
                if not steps and stripped[:1].isdigit() and (ordinal := _COUNT_FIRST.match(stripped)) is not None:
                    steps[ordinal.group(2).lower()] = ordinal.group(1)  # TARNet's `900 epoch Dataset: AE, RMSE: 3.41`
                    word = ordinal.group(2) + " "  # (`300 epoch train loss: 0.5` is `train loss`, in its place)
                    if any(k.startswith(word) for k in out):
                        renamed = {k[len(word):] if k.startswith(word) else k: v for k, v in out.items()}
                        out.clear()
                        out.update(renamed)
        if out:
            if not self.step_size_moved and any(_is_step_size(k) and not v.is_integer() for k, v in out.items()):
                self.step_size_moved = True  # (lifelines' `step_size = 0.9500`, then `1.0000` near the optimum)
            _drop_configuration(out, self.watch, self.step_size_moved)
            # a fractional epoch (CLU's `epoch=11.0002`, as the HF Trainer's `'epoch': 0.25`) is how far
            # training has gone: neither a metric nor the step
            for key in ("epoch", "Epoch", "EPOCH"):
                if key in out and not out[key].is_integer():
                    del out[key]
            # how many, to run or run so far (ParlAI's `epochs:498.29`, sbi's `Epochs trained: 11`)
            for key in ("epochs", "Epochs", "EPOCHS", "Epochs trained", "epochs trained", "epochs_trained"):
                if key in out and not (self.watch and watched(key, self.watch)):
                    del out[key]
        elif stripped[:1] == "[" and not self.rank_prefixed and (lead := _BRACKET_LEAD.match(stripped)) is not None \
                and stripped[lead.end() - 1] != "]":  # (not one glued to a word: `[1]Note: ...`)
            self.rank_prefixed = True  # `[0] node-12` with no metric: a rank before each line (`mpiexec -l`), no round
        if steps:
            for alias, key in STEP_ALIASES.items():
                if alias in steps:  # a table's `Steps` column
                    steps.setdefault(key, steps.pop(alias))
        for key in STEP_KEYS:
            if key in steps:
                self.step = int(steps[key])
                for other in [k for k in out if (low := k.lower()) != key and STEP_ALIASES.get(low, low) in steps
                              and STEP_ALIASES.get(low, low) != key] if len(steps) > 1 else ():
                    del out[other]  # `global_step: 40, epoch: 0.0`: the other counters say where the run is, no measure
                break
        if self.step is not None:
            # a line of the step alone (`Iter: 100`, Coqui's `GLOBAL_STEP: 25`; not a plural, `iterations
            # 20000` in a dump of settings) gives it to the few lines under it that name none (a record
            # printed one name per line); a line with its own step and metrics ends that
            self.carried_aligned = False
            self.carried_bar = None
            if not out:  # Keras' `Epoch 3/10`: the step of the bars under it, until the next such line
                if of_total:  # (not `==> Finished Epoch 12.`: the end of one, before the next's lines)
                    self.carried_step, self.carried_left = self.step, 1 << 30
                elif heading:
                    self.carried_step, self.carried_left = self.step, CARRIED_LINES
            elif all(k.lower() in _LONE_STEPS or k.rsplit(" ", 1)[-1].lower() in STEP_KEYS for k in out):
                self.carried_step, self.carried_left = self.step, CARRIED_LINES  # (`Train Epoch: 9 [20%]`)
            elif stripped.endswith(","):  # the record goes on on the next line (mmseg's `Iter [50/40000] ..., memory: 9808,`)
                self.carried_step, self.carried_left = self.step, 1
            elif _aligned_record(stripped):
                # a record of `name = value` pairs over several lines (LAMMPS' `thermo_style multi`:
                # `Step = 750 Time = 149.8`, then `Temp = 1821 Press = 6.923e+04`): its next lines of pairs
                self.carried_step, self.carried_left = self.step, CARRIED_LINES
                self.carried_aligned = True
            elif stripped[-1:] == ":":  # the record announces more under it (`Epoch 14 - Evaluation time
                # (seconds): 7.51 - Vis metrics:`, then `abs_rel: 0.085` one per line): at its step too
                self.carried_step, self.carried_left = self.step, CARRIED_LINES
            else:
                self.carried_step = None
        elif out and self.carried_step is not None and self.carried_aligned \
                and not _aligned_record(stripped):
            self.carried_step = None  # not the record's
        elif out and self.carried_step is not None:
            self.step = self.carried_step
            # (the heading's own bar redrawn is one record: PML's `total_loss=0.246:   0%|...| 3/62` 62 times an epoch;
            # another bar, or this one counting back, is a new record)
            bar = _BAR_COUNT.search(stripped) if "%|" in stripped else None
            if bar is None or (self.carried_bar is not None and (bar.group(2) != self.carried_bar[1]
                                                                  or int(bar.group(1)) < self.carried_bar[0])):
                self.carried_left -= 1
            if bar is not None and (self.carried_bar is None or bar.group(2) == self.carried_bar[1]):
                self.carried_bar = (int(bar.group(1)), bar.group(2))
            if self.carried_left <= 0:
                self.carried_step = None
        if out and self.step is None and "net output #" in stripped:
            self.step = self.last_step  # Caffe's `Train net output #0: loss = 0.49` under `Iteration 68200, loss = 0.49`
        if self.step is not None:
            self.last_step = self.step
        if stripped:
            self.prev = line.rstrip()
        if out and self.step is not None and len(out) <= 2 and all(
                k.lower() in _LONE_STEPS or k.lower() in STEP_ALIASES
                or (k.rsplit(" ", 1)[-1].lower() in STEP_KEYS and (k.count(" ") <= 1 or not _printed_fraction(k, stripped)))
                for k in out) and all(math.isfinite(v) for v in out.values()):
            # the step alone (VITS' `====> Epoch: 42`): where the run is, no measure of it (not a measure of a
            # solver's step under its iteration's heading: CRFsuite's `Line search step: 0.002215`)
            out.clear()
        return out

    @staticmethod
    def _value_first(m: re.Match[str], out: dict[str, float]) -> None:
        """`0.9824 = Validation accuracy score`: read when the name says it is a result (not `2 = two`)."""
        name = _key_of(" ".join(m.group(2).split()))
        value = _to_float(m.group(1))
        if name is not None and value is not None and _names_result(name):
            out[name] = value

    def _user(self, line: str, out: dict[str, float]) -> None:
        for pattern in self.patterns:
            m = pattern.search(line)
            if m is None:
                continue
            groups = {k: (v or "").strip().rstrip(",;") for k, v in m.groupdict().items()}
            if "name" in groups and "value" in groups:
                value = _number(groups["value"])
                if groups["name"] and value is not None:
                    out[groups["name"].strip()] = value
                continue
            for name, text in groups.items():
                value = _number(text)
                if value is not None:
                    out[name] = value

    def _table(self, line: str, out: dict[str, float], steps: dict[str, str], raw: str = "") -> None:
        """A header of column names, then rows of values under it (YOLO prints its epochs so). A
        name of several words is found by where it stands: each number is under the names that
        start between it and the next (`Itn.  Dep Loss  NER Loss  UAS`)."""
        if line[:1] == "[":
            lead = _LEAD_BRACKET.match(raw or line)
            if lead is not None:
                raw = " " * lead.end() + (raw or line)[lead.end():]
                line = raw.strip()
                if not line:
                    return
        if line[:1] == "#" and line[1:2] in (" ", "\t") and line[2:].lstrip()[:1].isalpha():
            # a header behind a comment mark (`#  step  rmse_val  lr`: DeePMD's lcurve.out, numpy's
            # savetxt): the mark is no column (spaCy's `#` column never comes first)
            raw = raw or line
            mark = raw.find("#")
            raw = raw[:mark] + " " + raw[mark + 1:]
            line = raw.strip()
        if self.frame is not None and self.frame_own:
            if (_frame_header(raw or line) is None or _INDEX_NAME.fullmatch(raw or line)) \
                    and self._frame_row(raw or line, out, steps):  # (a line of names is another header)
                if out:  # a row with a value: the table above the frame's header has ended
                    self.header, self.aligned = None, []
                return
            self.frame = None
        if ("mAP" in line or line[:5].lower() == "class") and self._labelled_header(line):
            return
        if (line[:2] == '#"' or (line[:1] == '"' and ('"\t' in line or '",' in line))) and self._quoted_header(line):
            return
        if "," in line and ":" not in line and "=" not in line and self._comma_header(line):
            return
        if ":" not in line and "=" not in line:
            frame = _frame_header(raw or line)
            if frame is not None:  # (another table's header too, or else a frame's own)
                self.frame, self.frame_own = frame, False
                self.frame_names = set(line.split())
                self.frame_series = any(t.lower() in _STEP_RANK or t.lower() in _STEP_COLUMNS for t in line.split())
            tokens = line.split()
            if frame is None and self.frame is not None and all(t[0].isalpha() for t in tokens):
                self.frame = None  # another header of names (R's second block of a wide frame's columns)
            if "\t" in line and "[" in line and 3 <= line.count("\t") + 1 <= 30 \
                    and all(_UNIT_CELL.fullmatch(c.strip()) for c in line.split("\t")):
                tokens = [c.strip().split(" ", 1)[0].replace("/", "_") for c in line.split("\t")]  # (tested by their names)
            # (every name with its unit in brackets: ASE's MD logger, `Time[ps]  Etot[eV]  T[K]`)
            bracketed = len(tokens) >= 3 and tokens[0][-1:] == "]" and all(_BRACKET_UNIT_COLUMN.fullmatch(t) for t in tokens)
            if 3 <= len(tokens) <= 30 and (any(is_loss_like(t) or t.lower() in _STEP_RANK for t in tokens)
                                           # (names two spaces apart or more, as a table's header: not `Generation Config Loaded`)
                                           or (("  " in line or "\t" in line) and (
                                               tokens[0].lower() in _GENERATION_COLUMNS  # (pygmo's `Gen  Fevals  Best  F`)
                                               # what a solver minimises, by its name (simanneal's `Temperature  Energy  Accept`;
                                               # not a table of things, one a row: NEAT's species, `ID   age  size  fitness`)
                                               or (any(t.lower() in _SOLVER_MEASURES for t in tokens)
                                                   and tokens[0].lower() not in ("id", "key", "name", "species"))))
                                           or (sum(t.lower() in _STATISTIC_COLUMNS  # (sklearn-genetic-opt's `fitness_std`)
                                                   or t.lower().rpartition("_")[2] in _STATISTIC_COLUMNS for t in tokens) >= 2
                                               and not any(t.lower() in STOPWORDS for t in tokens))
                                           or bracketed):
                # (statistics: two or more, no word of prose among the names: not `Normalizing with mean and std`)
                if bracketed or all((t[0].isalpha() and t.replace("_", "").replace("-", "").isalnum())
                                    or _UNIT_COLUMN.fullmatch(t) for t in tokens):  # (pointMLP's `Epoch-Num  Learning-Rate  Train-Loss`)
                    two_lines = self._two_line_names(raw or line, tokens)
                    tabs = [c.strip() for c in line.split("\t")] if "\t" in line else []
                    if two_lines is not None:
                        self.header, self.columns, self.aligned = two_lines, None, []
                    elif len(tabs) >= 2 and all(tabs):  # `Step\tTraining Loss\tValidation Loss`
                        self.header, self.columns, self.aligned = tabs, None, []
                    elif "  " in line and _ONE_SPACE.search(line):  # `Iter  Train Loss  Remaining Time`
                        self.header, self.columns, self.aligned = None, None, _spans(raw or line)
                    else:
                        self.header, self.columns = tokens, None
                        # where its last name starts: a row that ends before it lacks that cell only
                        self.last_name_at = (tokens, (raw or line).rfind(" " + tokens[-1]) + 1)
                    self.tabbed = "\t" in line
                    self.labelled = self.commas = False
                    return
                if "  " in line and not any(_numeric(t) is not None for t in tokens) \
                        and sum(t[0].isalpha() for t in tokens) * 3 >= 2 * len(tokens):
                    self.header, self.columns = None, None
                    self.aligned = _spans(raw or line)
                    return
            elif self.aligned and len(tokens) >= 3 and all(t[0].isalpha() for t in tokens) \
                    and len(_COLUMN_GAPS.split(line.strip())) == len(tokens):  # (every name two spaces apart: no prose)
                self.aligned = []  # another table's header, of names only (xtb's orbitals under its SCF's iterations)
                self.frame_own = frame is not None
                return
            if frame is not None:
                self.frame_own = True  # no other table's header: a frame's
                return
        if self.header is not None and line[:1].isupper() and "fmax" in self.header \
                and (optimizer := _OPTIMIZER_ROW.match(line)) is not None:
            line = line[optimizer.end():]  # ASE's optimizers name themselves on each row (`LBFGS:    3 11:15:25  -2332.8*  1039.4`)
            raw = ""
        if not line[:1].isdigit():
            if self.frame is not None and self.header is not None and not self.labelled and raw[:1] == line[:1] \
                    and ": " not in line and self.header[0].lower() not in _STEP_COLUMNS and self._frame_row(raw, out, steps):
                return  # a row named by its first cell under a header of measures (H2O's leaderboard: `model_id  auc`)
            if self.labelled and self.header is not None and line.startswith("all "):
                cells = line.split()
                if len(cells) == len(self.header):
                    for name, cell in zip(self.header[1:], cells[1:], strict=True):
                        number = _numeric(cell)
                        if number is not None and name.lower() not in _COUNT_COLUMNS:  # measures, not counts
                            out[name] = number
            elif self.aligned and self.header is None and 2 <= len(line.split()) <= len(self.aligned):
                self._aligned_words(raw or line, out, steps)
            return
        if self.header is None or self.labelled:  # a training row under YOLO's validation header: not its
            if self.aligned and not (self.frame is not None and raw and raw[:1].isdigit() and self._frame_row(raw, out, steps)):
                # (a data frame's row with its index first is the frame's: pandas' `...` and missing values)
                self._aligned(raw or line, out, steps)
                if not out and self.frame is not None and raw:
                    self._frame_row(raw, out, steps)
            return
        # a tab-separated table's cell may hold a space (ChainerRL's NumPy array `[ 0.08042493]`)
        if self.commas:
            cells = [c.strip() for c in line.split(",")]
            cells = [one.group(1) if (one := _ONE_VALUE.fullmatch(c)) else c for c in cells]
        elif self.tabbed and "\t" in line:
            cells = [c.strip() for c in line.split("\t")]
        else:
            head, colon, tail = line.partition(": ")
            cells = head.split()
            if colon and len(cells) == 1 and cells[0].isdigit() and len(rest := tail.split()) == len(self.header) \
                    and any(n.lower() in _SOLVER_MEASURES for n in self.header) \
                    and not any(is_loss_like(n) or n.lower() in _STEP_COLUMNS for n in self.header) \
                    and all(_numeric(c) is not None for c in rest):
                steps.setdefault("iter", cells[0])  # its iteration before a colon, a column no name heads (CVXOPT's
                cells = rest  # `  9: -8.6585e+00 -8.6585e+00  8e-06  2e-09  8e-15` under `pcost  dcost  gap  pres  dres`)
            if "[" in line:  # (DeepXDE's `2000      [nan]      [nan]`: each loss a list of one value)
                cells = [one.group(1) if (one := _ONE_VALUE.fullmatch(c)) else c for c in cells]
        indexed = False
        if len(cells) == len(self.header) + 1 and cells[0].isdigit():
            cells, indexed = cells[1:], True  # a data frame's index, a column without a name (R, pandas)
        elif len(cells) == len(self.header) + 1 and cells[-1] == "h":
            cells = cells[:-1]  # Vowpal Wabbit marks a row measured on the holdout set
        header = self.header
        if len(cells) == len(header) - 1 and self.last_name_at[0] is header and raw \
                and len(raw.rstrip()) < self.last_name_at[1]:
            header = header[:-1]  # its last cell empty, or a progress bar after it cut off (YOLO's `640: 100%|...`)
        if len(cells) != len(header) and self.last_name_at[0] is header and len(cells) == len(merged := _split_names(header)):
            header = merged  # its names' words one space apart, as their columns (fastai's `epoch train loss valid loss`)
        if len(cells) != len(header):
            if self.frame is not None and raw:
                self._frame_row(raw, out, steps)  # (a frame's cell of several words: `2026-12-06 04:13:49`)
            return
        for name, cell in zip(header, cells, strict=True):
            if name[-1] == ")" and _UNIT_COLUMN.fullmatch(name) and name[name.index("(") + 1:-1].lower() in UNITS:
                continue  # a quantity: `Time(sec)`
            if name[-1] == "]" and _BRACKET_UNIT_COLUMN.fullmatch(name) and name[name.index("[") + 1:-1] in _CLOCK_UNITS:
                continue  # a clock: `Time[ps]` (not `T[K]`, a temperature)
            if "/" in cell and name.lower() in _STEP_RANK:
                head = cell.split("/", 1)[0]
                if head.isdigit():
                    steps.setdefault(name.lower(), head)
                    out[name] = float(head)
                continue
            if cell[-1:] == "*" and len(cell) > 1:
                cell = cell[:-1]  # a mark on the value (ASE's force-consistent energy: `-2084.408691*`)
            value = _to_float(cell) if _VALUE_ONLY.fullmatch(cell) else None
            if value is not None and indexed and math.isnan(value) and cell in ("NaN", "NA") \
                    and not (self.watch and watched(name, self.watch)):
                continue  # a data frame's missing value (the HF Trainer's log history printed whole), no run gone NaN
            if value is not None:
                if name not in out or not math.isfinite(value):  # (a name twice, DEAP's two chapters `avg max min
                    out[name] = value  # std avg ...`: the first column's, unless a later one is NaN)
                step = name.lower() if name.lower() in _STEP_RANK else _NUMBERED_STEP.get(name.lower())
                if step is None and name is header[0] and name.lower() in _GENERATION_COLUMNS:
                    step = "iter"  # a generation each row, its count first (DEAP's logbook: `gen\tnevals\tavg\tstd`)
                    del out[name]  # (the step, no measure)
                if step is not None and value.is_integer() and value >= 0 and "e" not in cell.lower():
                    steps.setdefault(step, str(int(value)))  # (`15.000000` under `Epoch-Num`: epoch 15)

    def _frame_row(self, raw: str, out: dict[str, float], steps: dict[str, str]) -> bool:
        """A row of a data frame as pandas or R prints it: its index (a label or a number) at the line's start,
        or none (R's `row.names = FALSE`: the row indented as its header), then a cell under each name to the
        last, each ending where its name ends (names and values aligned right); a name is the header's text
        between the cell before and its cell's end (`Balanced Accuracy`, R's `rel error`). Whether the line is
        such a row; the numbers under a measure's name are read (a frame's other columns are data)."""
        if self.frame is None or not raw:
            return False
        header, ends = self.frame
        label = ""
        if raw[0] in " \t":
            if not self.frame_own:
                return False
            left = 0
            cells = self._frame_cells(raw, 0)
            if not cells or all(_numeric(raw[s:e]) is None for s, e, _ in cells):
                return False
        else:
            wide = _WIDE_CELL.match(raw)
            if wide is None or wide.group()[-1:] == ":" or wide.group()[:1] == "[":
                return False  # (a pair `train_loss:  28.6`, `dtype: float64`; R's vector `[1] 0.85`)
            if wide.group() in _DESCRIBE_ROWS:
                return True  # (`describe()`'s statistics of each column: no run's values)
            # R's index stands one space before its first cell; pandas' two, its label maybe of several words
            left = raw.index(" ") if " " in wide.group() else wide.end()
            cells = self._frame_cells(raw, left)
            if cells is None and left != wide.end():
                left = wide.end()
                cells = self._frame_cells(raw, left)
            if cells is None:
                return False
            label = raw[:left].strip()
            if all(raw[s:e] == "..." for s, e, _ in cells) and (label[:1].isalpha() or label[:1] == "_") \
                    and " " not in label:
                # the line naming the index under the header (`Model   ...`): an `epoch` there makes the rows a series
                self.frame_series = self.frame_series or label.lower() in _STEP_RANK
                return True
        if not cells or cells[-1][2] != ends[-1]:
            return False  # a row fills the frame to its last name (not a Series printed after it: `auc    NaN`)
        if label and label in self.frame_names:
            return True  # a matrix: its rows named as its columns (`df.corr()`, a confusion matrix), no run's values
        values: dict[str, float] = {}
        series = self.frame_series or label.isdigit()  # (a range index: the rows are a history, one per epoch)
        for start, end, column_end in cells:
            name = header[left:column_end].strip()
            left = column_end
            cell = raw[start:end]
            if not name or (name == "...") != (cell == "...") or header[column_end - len(name) - 1:][:1] not in ("", " ") \
                    or _COLUMN_GAPS.search(name):
                return False  # (a name cut in its middle, or two names over one cell: a cell under no name of its own)
            number = _numeric(cell)
            if number is None or name == "..." or _no_measure(name) or _TIME_COLUMN.search(name) \
                    or name.lower() in _FRAME_COUNTS or not _frame_measure(name):
                continue
            if not math.isfinite(number) and not (self.watch and watched(name, self.watch)) \
                    and (math.isnan(number) or not series):
                # pandas' mark of a missing value (H2O's first scoring, the HF Trainer's log history with its
                # training and evaluation rows apart), or a model with no value for it in a frame comparing models
                # (no step column): no run gone NaN; an infinite value in a history is one
                continue
            values[name] = number
        for name, number in values.items():
            step = _STEP_COLUMNS.get(name.lower())
            if step is not None and number.is_integer() and number >= 0:
                steps.setdefault(step, str(int(number)))
            out[name] = number
        return True

    def _frame_cells(self, raw: str, left: int) -> list[tuple[int, int, int]] | None:
        """The cells of a frame's row after its index (which ends at `left`): each with where it starts, where
        it ends and where its name ends; None when a cell stands under no name (no row of this frame)."""
        assert self.frame is not None
        ends = self.frame[1]
        # each cell ends where a name ends, or short of it with blanks up to there (H2O aligns numbers on
        # their decimal point: `0.152128 ` under `logloss`); a cell's name is the header's words above it
        cells: list[tuple[int, int, int]] = []
        start = prev_end = -1
        for token in _TOKEN.finditer(raw, left):
            if start >= 0 and token.start() - prev_end >= 2:
                at = bisect.bisect_left(ends, prev_end)
                if at == len(ends) or ends[at] >= token.start():
                    return None
                cells.append((start, prev_end, ends[at]))
                start = -1
            if start < 0:
                start = token.start()
            prev_end = token.end()
            if prev_end in ends:
                cells.append((start, prev_end, prev_end))
                start = -1
        if start >= 0:
            at = bisect.bisect_left(ends, prev_end)
            if at == len(ends):
                return None
            cells.append((start, prev_end, ends[at]))
        return cells

    def _quoted_header(self, line: str) -> bool:
        """A header of quoted names, separated by tabs or commas, perhaps behind a comment mark (OpenMM's
        StateDataReporter: `#"Step","Potential Energy (kJ/mole)","Temperature (K)"`), one the step or a loss."""
        names = _QUOTED_NAME.findall(line)
        if _QUOTED_NAME.sub("", line).strip("#,; \t"):
            return False  # (words outside the quotes: a line of prose that quotes)
        tabbed = "\t" in line
        if not 2 <= len(names) <= 40 or not all(names) \
                or not any(is_loss_like(n) or n.lower() in _STEP_RANK for n in names):
            return False
        self.header, self.columns, self.aligned = names, None, []
        self.labelled = False
        self.tabbed, self.commas = tabbed, not tabbed and "," in line
        return True

    def _comma_header(self, line: str) -> bool:
        """A header of names separated by commas (`Epoch ,FinishTime ,LR ,RMSE_Train ,RMSE_Val`), one
        the step or a loss: its rows are read cell by cell, a printed array of one value unwrapped."""
        names = [c.strip() for c in line.split(",")]
        if not 3 <= len(names) <= 40 or not all(n and _NAME_WORD.fullmatch(n) for n in names) \
                or not any(is_loss_like(n) or n.lower() in _STEP_RANK for n in names):
            return False
        self.header, self.columns, self.aligned = names, None, []
        self.tabbed = self.labelled = False
        self.commas = True
        return True

    def _labelled_header(self, line: str) -> bool:
        """YOLO's validation header: a label column (`Class`), then names, one a `mAP`; a progress
        bar may follow it after `: `. `Box(P` and `mAP50-95)` are `P` and `mAP50-95`."""
        head = line.split(": ", 1)[0]
        tokens = _GROUP_OPEN.sub("", head).replace(")", "").split()
        if len(tokens) < 3 or tokens[0].lower() not in ("class", "classes") \
                or not all(t[0].isalpha() and t.translate(_NAME_MARKS).isalnum() for t in tokens):
            return False
        self.header, self.columns, self.aligned, self.tabbed, self.labelled = tokens, None, [], False, True
        self.commas = False
        return True

    def _two_line_names(self, raw: str, tokens: list[str]) -> list[str] | None:
        """Column names printed on two lines (Vowpal Wabbit's `average` over `loss`): the previous
        line is words in columns, as many as this one's and each above its own; else None."""
        prev = self.prev
        if "  " not in prev or ":" in prev or "=" in prev:
            return None
        above = _spans(prev)
        if len(above) != len(tokens) or [w for _, _, w in above] == tokens \
                or not all(w[0].isalpha() and w.replace("_", "").isalnum() for _, _, w in above):
            return None
        below = _spans(raw)
        if not all(s1 < e2 and s2 < e1 for (s1, e1, _), (s2, e2, _) in zip(above, below, strict=True)):
            return None
        return [f"{a} {b}" for (_, _, a), (_, _, b) in zip(above, below, strict=True)]

    def _aligned(self, raw: str, out: dict[str, float], steps: dict[str, str]) -> None:
        if "\u25bc" in raw or "\u25b2" in raw:  # a value's trend beside it (mlx-lm's `4.323 ▼`): no cell
            raw = raw.replace("\u25bc", " ").replace("\u25b2", " ")
        if "[" in raw:  # a cell that is a list of one value (DeepXDE's `2000    [nan]    [nan]`): that value
            raw = _ONE_VALUE.sub(lambda m: " " + m.group(1) + " " * (len(m.group(0)) - len(m.group(1)) - 1), raw)
            # a list of several values (DeepXDE's loss of each condition: `[2.21e-01, 1.00e+00]`): no one value of the
            # column's, unless one is non-finite, which the column then is (`[nan, nan]`: the run went NaN)
            raw = _VALUE_LIST.sub(_list_cell, raw)
            # an empty list, no cell (DeepXDE's `Test metric` when none was asked for: `0   [2.90e-01]   [2.90e-01]   []`)
            raw = raw.replace("[]", "  ")
        words = raw.split()  # cheap tests first: a log line under a table (a date first) is no row
        if words and words[0][-1:] == "r" and words[0][:-1].isdigit():
            raw = raw.replace(words[0], words[0][:-1] + " ", 1)  # IPOPT's iteration in its restoration phase: `240r`
            words[0] = words[0][:-1]
        if self.aligned and len(words) > len(self.aligned) and _numeric(words[0]) is not None:
            self._wider_row(raw, out, steps)
            return
        if not self.aligned or len(words) < 2 or len(words) > len(self.aligned) or _numeric(words[0]) is None:
            return
        cells = _spans(raw)
        numbers = [_numeric(c) for _, _, c in cells]
        # a cell that is a quantity with its unit (scikit-learn's `7.89m` remaining time) is skipped, as is
        # one that says it is empty (IPOPT's `-`); a cell of several words (a date, `31 Oct 15:36`) stands
        # apart by two spaces, as the names do
        # the last cell may be a flag, a word under the last name (xtb's `full diag` `T`, Psi4's `DIIS`)
        flag = len(cells) >= 4 and numbers[-1] is None and _FLAG_CELL.fullmatch(cells[-1][2]) is not None
        if any(n is None and not c[0].isdigit() and c != "-" for n, (_, _, c) in zip(numbers, cells[:-1] if flag else cells,
                                                                                   strict=False)):
            cells = [(m.start(), m.end(), m.group()) for m in _WIDE_CELL.finditer(raw)]
            numbers = [_numeric(c) for _, _, c in cells]
            flag = False
        if numbers[0] is None or any(n is None and not c[0].isdigit() and c != "-"
                                     for n, (_, _, c) in zip(numbers, cells[:-1] if flag else cells, strict=False)):
            return
        # names stand apart by two spaces or more, the words of one name by one (`Test log_loss`): as
        # many names as cells, they pair in order (numbers aligned right or left alike); else each
        # number takes the names that start between it and the next
        groups: list[list[str]] = []
        group_starts: list[int] = []
        group_ends: list[int] = []
        last_end = -2
        for start, end, word in self.aligned:
            if groups and start - last_end == 1:
                groups[-1].append(word)
                group_ends[-1] = end
            else:
                groups.append([word])
                group_starts.append(start)
                group_ends.append(end)
            last_end = end
        # names and numbers both aligned right (Stan's `Iter  log prob  ||dx||`): each cell ends where its name does
        right = [group_ends.index(end) if end in group_ends else -1 for _, end, _ in cells]
        # or both aligned left, some cells empty (Chainer's report: `epoch  iteration  main/loss  validation/main/loss`)
        # (a column off by one, a space lost in a paste, still stands under its name)
        left = [group_starts.index(start) if start in group_starts
                else group_starts.index(start - 1) if start - 1 in group_starts else -1 for start, _, _ in cells]
        if len(groups) == len(cells):
            names = groups
        elif -1 not in right and len(set(right)) == len(right):
            names = [groups[j] for j in right]
        elif -1 not in left and len(set(left)) == len(left):
            names = [groups[j] for j in left]
        else:
            names = [[] for _ in cells]
            for start, _, word in self.aligned:
                j = 0
                while j + 1 < len(cells) and cells[j + 1][0] <= start:
                    j += 1
                names[j].append(word)
        if not all(names) and len(self.aligned) == len(cells) and all(
                s1 < e2 and s2 < e1 for (s1, e1, _), (s2, e2, _) in zip(self.aligned, cells, strict=True)):
            # as many words as cells, each cell under its word: one space apart they were still names
            # each (DeePMD's columns `rmse_lc_val rmse_lc_trn`, printed one space apart where names are wide)
            names = [[word] for _, _, word in self.aligned]
        if not all(names) and len(self.aligned) == len(cells) and all(
                word_start <= cell_start and (i + 1 == len(cells) or cell_start < self.aligned[i + 1][0])
                for i, ((word_start, _, _), (cell_start, _, _)) in enumerate(zip(self.aligned, cells, strict=True))):
            # ... or each cell starts under its word or right of it, before the next word: values wider than
            # their names push the row right (DEAP's logbook pasted with its tabs as spaces: `gen nevals  avg`)
            names = [[word] for _, _, word in self.aligned]
        if not all(names):
            return
        for words, number in zip(names, numbers, strict=True):
            if number is None:
                continue
            name = " ".join(words)
            step = _STEP_COLUMNS.get(name.lower())
            if step is None and words is names[0] and name.lower() in _GENERATION_COLUMNS:
                step = "iter"  # a generation each row, its count first (pygmo's `Gen:`): the step, no measure
                if number.is_integer():
                    steps.setdefault(step, str(int(number)))
                continue
            if step is not None and number.is_integer():
                steps.setdefault(step, str(int(number)))
            if name not in out or not math.isfinite(number):
                out[name] = number  # (a name twice: the first column's, unless a later one is NaN)


    def _wider_row(self, raw: str, out: dict[str, float], steps: dict[str, str]) -> None:
        """A row with more cells than its header has names (ECOS' `IR` over three counts, `BT` over two past a
        bar): each name takes the one cell under it, when each stands over exactly one and no cell under two;
        the cells under no name, and all past a bar the header has too, are left."""
        names = self.aligned
        if any(s2 - e1 < 2 for (_, e1, _), (s2, _, _) in itertools.pairwise(names)):
            return  # (names of several words: not this shape)
        bar = raw.find("|")
        if bar >= 0:
            if not any(word == "|" and abs(start - bar) <= 1 for start, _, word in names):
                return
            names, raw = [n for n in names if n[0] < bar - 1], raw[:bar]
        cells = _spans(raw)
        taken: set[int] = set()
        found: dict[str, float] = {}
        for start, end, name in names:
            under = [i for i, (s, e, _) in enumerate(cells) if s < end and start < e]
            if len(under) != 1 or under[0] in taken:
                return
            taken.add(under[0])
            number = _numeric(cells[under[0]][2])
            if number is not None:
                found[name] = number
        if len(found) < 2:
            return
        for name, number in found.items():
            step = _STEP_COLUMNS.get(name.lower())
            if step is not None and number.is_integer() and number >= 0:
                steps.setdefault(step, str(int(number)))
            out[name] = number

    def _aligned_words(self, raw: str, out: dict[str, float], steps: dict[str, str]) -> None:
        """A row that opens with words (Ray Tune's `train_mnist_00000   TERMINATED   256   0.0001`):
        a row only when each of its cells starts where a name starts, ends where it ends or stands
        within it, so a log line under the table is none; its numbers are read under their names."""
        if self._groups[0] is not self.aligned:
            groups: list[tuple[int, int, str]] = []  # the names, their words one space apart
            for start, end, word in self.aligned:
                if groups and start - groups[-1][1] == 1:
                    groups[-1] = (groups[-1][0], end, groups[-1][2] + " " + word)
                else:
                    groups.append((start, end, word))
            self._groups = (self.aligned, groups, {s: n for s, _, n in groups}, {e: n for _, e, n in groups})
        _, groups, starts, ends = self._groups
        values: dict[str, float] = {}
        hit: set[str] = set()
        for m in _TOKEN.finditer(raw):  # one cell after another: a line that is no row stops early
            start, end = m.span()
            name = starts.get(start) or ends.get(end) \
                or next((n for s, e, n in groups if s <= start and end <= e), None)  # within a wider name
            if name is None:
                return
            hit.add(name)
            number = _numeric(m.group())
            if number is not None:
                values[name] = number
        if len(hit) < min(3, len(groups)):
            return  # `lr: 0.5` or `epoch: 250` under a wide first name is no row
        for name, number in values.items():
            step = _STEP_COLUMNS.get(name.lower())
            if step is not None and number.is_integer():
                steps.setdefault(step, str(int(number)))
            out[name] = number


# AllenNLP's table: `... INFO |          Training |  Validation`, then `... INFO | loss  |  1.084  |  1.036`
_SPLIT_HEADER = re.compile(r"(?:^|[ \t|])Training \|[ \t]+Validation$")
_SPLIT_ROW = re.compile(r"(?:^|[|\-][ \t]+)([A-Za-z_][\w./\-]*)[ \t]+\|[ \t]+(\S+)[ \t]+\|[ \t]+(\S+)$")
# a line of a dict printed over several lines: a name and its colon, or braces and brackets alone
_SETTINGS_OPENS = re.compile(r"""(['"])(?:\w+[_ .\-])?""" + _SETTINGS_WORD + r"""\1[ \t]*:[ \t]*\{""", re.IGNORECASE)
_TIMED_STEP = re.compile(r"(?i)\bseconds for training step (\d+):[ \t]*[\d.]+[ \t]*$")
# a statistic of something measured (Ray Tune's `episode_len_mean`, `time_total_s` is not one)
_STATISTIC_NAME = re.compile(r"(?i)(?:^|[_ ])(?:mean|avg|average|median|std|max|min)$|^(?:mean|avg|average|median)[_ ]")
# a Keras progress bar's count and bar (`  2/632 [..............................] - ETA: 2:07:20 - loss: nan`)
_KERAS_BAR = re.compile(r"(?<!\S)\d+/\d+ \[[=>.]{3,}\]")
_DICT_ROW = re.compile(r"""(?:,[ \t]*)?(?:['"]?[\w.\-]+['"]?[ \t]*:|[{}\[\],]+$|[A-Za-z_]\w*[ \t]*\{$"""
                       # an item of a list inside it, one per line (StyleGAN's `"betas": [`, `0,`, `0.99`, `],`)
                       r"""|(?:[-+]?\d[\d.eE+\-]*|"[^"\n]*"|true|false|null)[ \t]*,?$)""")
# a settings object printed over several lines, its opening line naming it (transformers' `Model config
# LlamaConfig {`, `Generate config GenerationConfig {`, after a log prefix)
# a protobuf message printed as text, unindented (sentencepiece's `trainer_spec {`, then `  vocab_size: 2000` ... `}`)
_PROTO_MESSAGE = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)* \{")
_SETTINGS_OBJECT = re.compile(r"(?i)\b(?:\w*config|configuration|settings|options|arguments|hyperparameters)[ \t]*[=:]?[ \t]*\{$")
_SIZE_NAME = re.compile(r"_(?:[KMGT]i?B|bytes)$")


def _frame_measure(name: str) -> bool:
    """A frame's column that is a measure of the run or of a model (a frame's other columns are data, settings,
    counts): a loss, an accuracy or score, an error, a fit's statistic, a spread of one (rpart's `xstd`); or the step."""
    return not _FRAME_DATA.search(name) and bool(
        _MEASURE_WORD.search(name) or higher_is_better(name) or _FIT_MEASURE.search(name)
        or name.lower().endswith("std") or name.lower() in _STEP_COLUMNS)


def _frame_header(raw: str) -> tuple[str, list[int]] | None:
    """A data frame's header: two names or more two spaces apart or more (a name's words one space apart),
    no number among them, `...` where pandas elides columns, one a measure's; with where each word ends."""
    first = raw.lstrip()[:1]
    if not (first.isalpha() or first == ".") or len(raw) > 2000 or "  " not in raw:
        return None  # (cheap tests first: a row of numbers is no header)
    words = list(_TOKEN.finditer(raw))
    # (names two spaces apart, pandas'; or one, R's, its header indented over the index; no word of prose, no path:
    # `save model at  checkpoints/crnn_000008_loss13.07.pt`)
    if len(words) < 2 or not all(w.group()[0].isalpha() or w.group() == "..." for w in words) \
            or any(w.group().lower() in STOPWORDS or _PATH_WORD.search(w.group()) for w in words) \
            or any(_numeric(w.group()) is not None for w in words) \
            or (len(_COLUMN_GAPS.split(raw.strip())) < 2 and raw[0] != " ") \
            or not any(_MEASURE_WORD.search(w.group()) or higher_is_better(w.group()) or _FIT_MEASURE.search(w.group())
                       for w in words) or _COEFFICIENTS.search(raw):
        # (a frame of data, of forecasts, of a posterior's summary: no measure of the run; a model's coefficients
        # with their errors and tests: `Estimate Std. Error t value Pr(>|t|)`)
        return None
    return raw, [w.end() for w in words]


def _aligned_record(stripped: str) -> bool:
    """A line of `name = value` pairs only (LAMMPS' `thermo_style multi` record, one of its lines)."""
    return " = " in stripped and len(stripped) <= MAX_ALIGNED_RECORD and _ALIGNED_PAIRS.fullmatch(stripped) is not None


def _split_names(header: list[str]) -> list[str]:
    """A header's words, a split's word (names.SPLITS) joined to the name after it (`train loss`)."""
    names: list[str] = []
    for word in header:
        if names and names[-1].lower() in SPLITS and word.lower() not in SPLITS \
                and word.lower() not in _STEP_RANK:
            names[-1] += " " + word
        else:
            names.append(word)
    return names


def _settings_only(stripped: str) -> bool:
    """No NaN, no loss with a number (its name quoted or not): what may be hidden as settings."""
    return not _NONFINITE_WORD.search(stripped) \
        and not any(is_loss_like(m.group(1)) for m in _QUOTED_LOSS_PAIR.finditer(stripped))


def _flags(stripped: str) -> bool:
    """Six pairs or more set to 0 or 1, all the line's pairs but two at most; no pair of the line a
    measure, no NaN."""
    flags = _FLAG_PAIR.findall(stripped)
    if len(flags) < MIN_DUMP_PAIRS or len(_DUMP_PAIR.findall(stripped)) > len(flags) + 2 \
            or _NONFINITE_WORD.search(stripped):
        return False
    return not any(_MEASURE_WORD.search(m.group(0)) for m in _DUMP_PAIR.finditer(stripped))


def _words_row(stripped: str) -> re.Match[str] | None:
    """A settings row whose value is words: its first word no number, no loss, no number right after
    it nor a `name: number` later on the line (`mode: train loss: 0.5` is the task's output), no NaN."""
    text = _SETTING_TEXT_ROW.match(stripped)
    if text is None or _numeric(text.group(2)) is not None or _DIGIT_AFTER.match(stripped, text.end(2)) is not None:
        return None
    name, first = text.group(1), text.group(2)
    if is_loss_like(name) or is_loss_like(first) or any(c.isdigit() for c in name):
        return None
    rest = stripped[text.end(1) + 1:]
    if "[" in rest or "(" in rest:  # (a repr's arguments: `StepLR, [step_size=30, gamma=0.1]`, `Adam (lr=0.1)`)
        if "%|" in rest or any(_MEASURE_WORD.search(pair.group(1)) and not _SETTING_PART.search(pair.group(1))
                               for pair in _ENCLOSED_PAIR.finditer(rest)):
            return None  # (not measures in them: a bar's `[01:00<01:20, loss=0.31]`, `done (acc=0.91, loss=0.35)`)
        rest = _ENCLOSED.sub("", rest)
    if _PAIR_AFTER.search(rest) is not None or _NONFINITE_WORD.search(stripped):
        return None
    return text


def _first_of_two(m: re.Match[str]) -> str:
    """A measure's two values (CIGA's `train_ACC: 0.7584 / 0.7078`, its best and its last; a GAN's before and
    after its step): the first. Not a step's or a counter's (`Epoch: 3 / 10`, `images: 3 / 10`), nor two whole
    numbers (Rasa's `Correct:  0 / 498`): a count of a total."""
    if m.group(1).lower() in _STEP_RANK or _COUNTER_WORD.search(m.group(1)) or _WHOLE_OF_WHOLE.search(m.group(0)):
        return m.group(0)
    return m.group(0)[:m.end(2) - m.start(0)]


def _unboxed(box: dict[str, float], names: dict[str, str]) -> dict[str, float]:
    """A Stable-Baselines table's rows by the names it prints under its sections (`loss` under `train/`, as its
    readers name them); a name two sections share keeps its section (`rollout/success_rate`, `eval/success_rate`)."""
    printed = Counter(names.get(key, key) for key in box)
    out: dict[str, float] = {}
    for key, value in box.items():
        name = names.get(key, key)
        if name == "time_elapsed":
            continue  # the seconds since training began, under `time/`: a clock, no measure (the collectors, 6 to 4)
        out[name if printed[name] == 1 else key] = value
    return out


def _box_step(box: dict[str, float]) -> str | None:
    """The step of a boxed table: its first row of the names in _BOX_STEPS, in their order."""
    rows = {key.rsplit("/", 1)[-1]: seen for key, seen in box.items() if seen.is_integer()}
    return next((str(int(rows[name])) for name in _BOX_STEPS if name in rows), None)


def _is_step_size(name: str) -> bool:
    """A solver's step size by its name (gbm's `StepSize`, lifelines' `step_size`)."""
    return name[-4:].lower() == "size" and name.lower().replace("_", "") == "stepsize"


def _drop_configuration(out: dict[str, float], watch: frozenset[str] = frozenset(), step_size_moved: bool = False) -> None:
    """Remove identifiers, limits, sizes and tolerances (a NaN one stays), and every name when all of them are
    settings; never a name the user watches (`--watch step_size`)."""
    for key in [k for k in out if _ID_NAME.search(k) or k in _FOLD or (k.lower() in _PROCESS_RANKS and out[k].is_integer())
                or (k[:1] in "bB" and _BEST_AT.fullmatch(k))
                # (how long a step took, named so: skorch's table's `dur` column, auto-sklearn's `duration`: a time)
                or (k[:1] in "dD" and k.lower() in ("dur", "duration") and math.isfinite(out[k]))
                or _LIMIT_NAME.match(k) or (("mem" in k or "Mem" in k or "MEM" in k or k == "gb_free") and _MEMORY_USE.match(k))
                or (k[-4:].lower() == "size" and math.isfinite(out[k]) and _SIZE_SETTING.search(k)
                    # (a step size that is a fraction is the rate a solver moves at, a measure of its run: gbm's
                    # table's `StepSize`, lifelines' `step_size`; not StepLR's `step_size=30`, nor a sampler's
                    # adapted `step size` in Pyro's bar, which the collectors list absent; a whole step, 1, after a
                    # fraction, as lifelines prints it near the optimum, `step_size = 1.0000`, is still the solver's;
                    # not StepLR's `step_size=1`, the MNIST example's)
                    and ((out[k].is_integer() and not (out[k] == 1.0 and step_size_moved))
                         or not _is_step_size(k)))
                or (("tol" in k or "Tol" in k or "TOL" in k) and math.isfinite(out[k]) and _TOLERANCE.match(k))
                or (("arams" in k or "ARAMS" in k or "arameters" in k or "eights" in k) and out[k].is_integer()
                    and _PARAMS_COUNT.search(k))
                or (k[:1] in "tT" and _TOTAL_FLOPS.fullmatch(k))
                # (a value the step before reported again: pykeen's bar, `loss=0.659, prev_loss=0.689`, its first `nan`)
                or (k[:5] == "prev_" and k != "prev_")
                # (a batch's index within its epoch: torchensemble's `Batch: 5 | Loss: 0.45`; the collectors 19 to 1)
                or (k in ("Batch", "batch", "BATCH") and out[k].is_integer())
                # (a model summary's counts: statsmodels' and linearmodels' `No. Observations`, `Df Residuals`)
                or (k[:3] in ("No.", "Df ") and math.isfinite(out[k]) and _SUMMARY_COUNT.match(k))]:
        if not (watch and watched(key, watch)):
            del out[key]
    if out and not (watch and any(watched(k, watch) for k in out)) and (
            all(_SETTING_NAME.search(k) for k in out) or (len(out) >= 6 and _mostly_settings(out))
            # (a count of samples among them too, `N=6000, ObsDim=8, ActDim=4`, unless a NaN: `n=4, avg_rank=nan`)
            or (all(_SETTING_NAME.search(k) or k in _SAMPLE_COUNTS for k in out) and all(map(math.isfinite, out.values())))):
        out.clear()


def _mostly_settings(out: dict[str, float]) -> bool:
    """Three names in four settings, the others flags set to 0 or 1, none a measure (llama.cpp's
    `n_kv_max = 20480, n_batch = 2048, ..., flash_attn = 1, is_pp_shared = 0, n_threads = 16`); a
    record of measures fails at its first measure."""
    others, allowed = 0, len(out) // 4
    for k, v in out.items():
        if _SETTING_NAME.search(k):
            continue
        others += 1
        if others > allowed or v not in (0.0, 1.0) or _MEASURE_WORD.search(k):
            return False
    return True


def _list_cell(m: re.Match[str]) -> str:
    """A list of several values in a table's cell, as the cell is read: `nan` (or `inf`) when one value is, else
    `-`, an empty cell; its width kept, so the columns stand where they were."""
    values = [_to_float(v.strip()) for v in m.group(0)[1:-1].split(",")]
    bad = next((v for v in values if v is not None and not math.isfinite(v)), None)
    cell = "-" if bad is None else ("nan" if math.isnan(bad) else ("inf" if bad > 0 else "-inf"))
    return " " + cell + " " * (len(m.group(0)) - len(cell) - 1)


def _printed_fraction(name: str, line: str) -> bool:
    """Whether the name's value is printed with a decimal point (`Line search step: 1.000000`): no count."""
    at = line.find(name)
    return at >= 0 and _FRACTION_TEXT.match(line, at + len(name)) is not None


def _lead_step(line: str, steps: dict[str, str]) -> str:
    """`Step 900 per-step time 0.813s loss=2.374`: a step word and an integer that open the message
    (the line's start, or after a log prefix: `INFO:tensorflow:`, `model_lib_v2.py:652] `, a level).
    Returns the word and its count when glued (`step90`), which no name then keeps."""
    for m in _STEP_LEAD.finditer(line):
        word = line[m.start():m.start(1)].rstrip(" \t-").lower()
        before = line[:m.start()].rstrip(" \t")
        if word in _LEAD_WORDS and (not before or before[-1] in "]:>|*" or before.endswith(" -")
                                    or before.rsplit(None, 1)[-1] in LOG_LEVELS  # `14:00    INFO  epoch 5 training`
                                    or (before.endswith((" of", " at", " after")) and line.startswith((":", ",", " - "), m.end())
                                        and "best" not in before.lower())):  # (`Best checkpoint of epoch 2 - `: a past one)
            # `average test of epoch 0: loss 0.53 acc 0.73`, ACNet's `validate at epoch 5, top1=70.15, loss=0.88`
            steps[word] = m.group(1)
            return m.group(0) if m.start(1) == m.start() + len(word) else ""
    return ""


def parse_line(line: str) -> dict[str, float]:
    """Every numeric metric on one line, without state (no table headers)."""
    return LineParser().parse(line)


def _separators(line: str) -> list[int]:
    found: list[int] = []
    for sep in "=:":
        k = line.find(sep)
        while k >= 0:
            found.append(k)
            k = line.find(sep, k + 1)
    found.sort()
    return found


def _parse_long(line: str) -> dict[str, float]:
    """`key=value`/`key: value` only, with work proportional to the separators, not the characters
    (a 64 KiB line of junk stays cheap)."""
    out: dict[str, float] = {}
    for pos in _separators(line):
        m = _VALUE_ONLY.match(line, pos + 1)
        if m is None:
            continue
        end = pos
        while end > 0 and line[end - 1] in " \t":
            end -= 1
        start = end
        while start > 0 and line[start - 1] in _KEY_CHARS:
            start -= 1
        if start == end or not (line[start].isalpha() or line[start] == "_"):
            continue
        value = _to_float(m.group(1))
        if value is not None:
            out[line[start:end]] = value
    return out

"""runloop/: one run of a task as a transaction, one job per module, in the order of the flow.

    environment.py  what the task sees (argv, env, cwd); refusing a task that cannot run
    attempts.py     run_task: checkpoint, then per attempt execute -> examine -> judge -> act
    judge.py        after an attempt: validate (collect/), diagnose and decide (decide/)
    act.py          keep, roll back, retry or escalate; the outcome of a cancelled run
    isolated.py     --isolate's part: the session, its layer, its commit
    shield.py       Ctrl-C while a rollback runs
    spec.py         a run's stored spec (what `resolve --retry` re-runs)
    summary.py      the short summary `savepoint run` prints
    resolve.py      a person's decision on an escalated run
    orphans.py      finding and stopping a dead run's task processes
    crashed.py      `savepoint recover`: finishing what a dead savepoint left

Import the module you need (`from savepoint.runloop.attempts import run_task`): this package
imports nothing itself, so a command that needs only one part does not load the others.
"""

"""Plans: graphs of tasks with dependencies, each task run as `savepoint run` runs it.

    plan = load_plan("plan.toml", workspace)            # validated: ids, needs, cycles, keys
    with store.lock():
        result = PlanRunner(store, plan, plan_id_for(plan.path, workspace), jobs=2).run()

Layout, one job each:
    spec.py      the plan file: [defaults] and [[task]] tables, plan-only keys, validation
    graph.py     topological order, cycles, blocking
    scopes.py    may two tasks run at once (provably disjoint scopes)
    state.py     a task's durable state, the exit code rule
    resume.py    what a resume keeps and re-runs, and why; person decisions from `resolve`
    runner.py    the scheduler: threads, transitions, durable state after each
    report.py    the plan's escalation report (markdown)
    progress.py  the progress lines a person sees
    status.py    `plan status`
"""

from savepoint.plan.spec import Plan, PlanTask, load_plan
from savepoint.plan.state import TaskState, plan_id_for

__all__ = ["Plan", "PlanTask", "TaskState", "load_plan", "plan_id_for"]

"""The task graph: a topological order, cycles named as paths, what is ready, what is blocked."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from savepoint.errors import UsageError


def topological_order(needs: Mapping[str, Sequence[str]], *, where: str = "plan") -> list[str]:
    """Tasks so that each comes after what it needs; among independent tasks, the given order.

    A cycle is a UsageError naming it: `plan.toml: the tasks form a cycle: a -> b -> a`.
    """
    position = {task: i for i, task in enumerate(needs)}
    remaining = {task: set(deps) for task, deps in needs.items()}
    order: list[str] = []
    while remaining:
        ready = sorted((t for t, deps in remaining.items() if not deps), key=position.__getitem__)
        if not ready:
            raise UsageError(f"{where}: the tasks form a cycle: {' -> '.join(find_cycle(remaining))}")
        order.extend(ready)
        for t in ready:
            del remaining[t]
        for deps in remaining.values():
            deps.difference_update(ready)
    return order


def find_cycle(needs: Mapping[str, set[str] | Sequence[str]]) -> list[str]:
    """One cycle among `needs` as a closed path [a, b, ..., a]; [] when there is none."""
    visiting: list[str] = []
    on_path: set[str] = set()
    done: set[str] = set()

    def visit(task: str) -> list[str]:
        visiting.append(task)
        on_path.add(task)
        for dep in needs.get(task, ()):
            if dep in on_path:
                return [*visiting[visiting.index(dep):], dep]
            if dep not in done and dep in needs:
                found = visit(dep)
                if found:
                    return found
        visiting.pop()
        on_path.discard(task)
        done.add(task)
        return []

    for task in needs:
        if task not in done:
            cycle = visit(task)
            if cycle:
                # read in the direction of execution: a -> b means b needs a
                return list(reversed(cycle))
    return []


def blocked_by(needs: Mapping[str, Sequence[str]], failed: set[str]) -> dict[str, str]:
    """Tasks that cannot run because something they need (transitively) failed:
    task -> the direct dependency that blocks it (for the reason "needs X")."""
    blocked: dict[str, str] = {}
    changed = True
    while changed:
        changed = False
        for task, deps in needs.items():
            if task in failed or task in blocked:
                continue
            for dep in deps:
                if dep in failed or dep in blocked:
                    blocked[task] = dep
                    changed = True
                    break
    return blocked

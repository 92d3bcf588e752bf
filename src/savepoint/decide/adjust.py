"""`--param NAME=VALUE` and `--adjust NAME=EXPR`: safe arithmetic over params, never `eval`.

An expression is parsed with `ast` and only these nodes are accepted: numbers, param names,
+ - * / // % ** (exponent bounded), unary + and -, parentheses, and calls of min, max, round,
int, float with positional arguments. Anything else is a UsageError naming the expression.
All adjustments of one retry are computed from the same old values (simultaneous assignment).
"""

from __future__ import annotations

import ast
import math
import operator
import re
import warnings
from collections.abc import Callable, Mapping
from typing import Any

from savepoint.errors import UsageError

Number = int | float

NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
MAX_EXPR_CHARS = 500  # keeps parsing and evaluation small and their recursion shallow
MAX_EXPONENT = 256  # |b| in a ** b
MAX_INT_BITS = 1023  # larger integers are refused, not computed: every result fits a float

_BINARY: dict[type[ast.operator], Callable[[Any, Any], Any]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: operator.pow,
}
_UNARY: dict[type[ast.unaryop], Callable[[Any], Any]] = {ast.USub: operator.neg, ast.UAdd: operator.pos}
_CALLS: dict[str, tuple[Callable[..., Any], int, int]] = {  # name -> (function, min args, max args)
    "min": (min, 1, 64),
    "max": (max, 1, 64),
    "round": (round, 1, 2),
    "int": (int, 1, 1),
    "float": (float, 1, 1),
}


def _split(text: str, option: str, example: str) -> tuple[str, str]:
    if not isinstance(text, str) or "=" not in text:
        raise UsageError(f"invalid {option} {text!r}: expected NAME={example}")
    name, _, value = text.partition("=")
    name = name.strip()
    if not NAME.match(name):
        raise UsageError(f"invalid {option} {text!r}: {name!r} is not a valid name "
                         f"(letters, digits and _, not starting with a digit)")
    return name, value


def parse_param(text: str) -> tuple[str, str]:
    """'BATCH=64' -> ('BATCH', '64'). The value is kept as written (it may be empty)."""
    return _split(text, "--param", "VALUE")


def parse_adjust(text: str) -> tuple[str, str]:
    """'BATCH=BATCH//2' -> ('BATCH', 'BATCH//2'), after checking the expression is safe arithmetic."""
    name, expr = _split(text, "--adjust", "EXPR, e.g. BATCH=BATCH//2")
    expr = expr.strip()
    compile_expression(expr, what=f"--adjust {text!r}")
    return name, expr


def compile_expression(expr: str, what: str | None = None) -> ast.expr:
    """Parse and vet an expression; UsageError naming it unless every node is allowed."""
    label = what or f"expression {expr!r}"
    if not isinstance(expr, str) or not expr.strip():
        raise UsageError(f"{label}: empty expression")
    if len(expr) > MAX_EXPR_CHARS:
        raise UsageError(f"{label}: expression longer than {MAX_EXPR_CHARS} characters")
    try:
        with warnings.catch_warnings():  # e.g. SyntaxWarning for '1if': the user sees our one line only
            warnings.simplefilter("ignore")
            tree = ast.parse(expr.strip(), mode="eval")
    except (SyntaxError, ValueError, RecursionError, MemoryError) as e:
        detail = e.msg if isinstance(e, SyntaxError) else type(e).__name__
        raise UsageError(f"{label}: not an arithmetic expression ({detail})") from e
    _vet(tree.body, label)
    return tree.body


def _vet(node: ast.AST, label: str) -> None:
    if isinstance(node, ast.Constant):
        if isinstance(node.value, bool) or not isinstance(node.value, int | float):
            raise UsageError(f"{label}: only numbers are allowed, not {node.value!r}")
    elif isinstance(node, ast.Name):
        if not NAME.match(node.id):
            raise UsageError(f"{label}: {node.id!r} is not a param name")
    elif isinstance(node, ast.BinOp):
        if type(node.op) not in _BINARY:
            raise UsageError(f"{label}: operator {type(node.op).__name__} is not allowed (use + - * / // % **)")
        _vet(node.left, label)
        _vet(node.right, label)
    elif isinstance(node, ast.UnaryOp):
        if type(node.op) not in _UNARY:
            raise UsageError(f"{label}: operator {type(node.op).__name__} is not allowed")
        _vet(node.operand, label)
    elif isinstance(node, ast.Call):
        name = node.func.id if isinstance(node.func, ast.Name) else None
        if name not in _CALLS or node.keywords or any(isinstance(a, ast.Starred) for a in node.args):
            raise UsageError(f"{label}: only min(), max(), round(), int() and float() calls "
                             f"with plain arguments are allowed")
        _, low, high = _CALLS[name]
        if not low <= len(node.args) <= high:
            raise UsageError(f"{label}: {name}() takes {low}..{high} arguments, got {len(node.args)}")
        for arg in node.args:
            _vet(arg, label)
    else:
        raise UsageError(f"{label}: {type(node).__name__} is not allowed; use numbers, param names, "
                         f"+ - * / // % **, min, max, round, int, float")


def to_number(value: str) -> Number | None:
    """A param's value as a number, or None when it is not one ('64' -> 64, '1e-3' -> 0.001)."""
    text = value.strip()
    try:
        return int(text)
    except ValueError:
        pass
    try:
        number = float(text)
    except ValueError:
        return None
    return number if math.isfinite(number) else None


def evaluate(expr: str, values: Mapping[str, Number], what: str | None = None) -> Number:
    """Evaluate a vetted expression over numeric values; UsageError on any arithmetic problem."""
    label = what or f"expression {expr!r}"
    node = compile_expression(expr, label)
    try:
        result = _eval(node, values, label)
    except UsageError:
        raise
    except (ArithmeticError, ValueError, TypeError, RecursionError) as e:
        problem = "division by zero" if isinstance(e, ZeroDivisionError) else f"{type(e).__name__}: {e}"
        raise UsageError(f"{label}: cannot compute ({problem})") from e
    if isinstance(result, float) and not math.isfinite(result):
        raise UsageError(f"{label}: the result is not a finite number ({result})")
    return result


def _eval(node: ast.expr, values: Mapping[str, Number], label: str) -> Number:
    if isinstance(node, ast.Constant):
        return _bounded(node.value, label)
    if isinstance(node, ast.Name):
        if node.id not in values:
            known = ", ".join(sorted(values)) or "none"
            raise UsageError(f"{label}: {node.id!r} is not a numeric param (numeric params: {known})")
        return values[node.id]
    if isinstance(node, ast.UnaryOp):
        return _bounded(_UNARY[type(node.op)](_eval(node.operand, values, label)), label)
    if isinstance(node, ast.BinOp):
        left = _eval(node.left, values, label)
        right = _eval(node.right, values, label)
        if isinstance(node.op, ast.Pow):
            _check_power(left, right, label)
        return _bounded(_BINARY[type(node.op)](left, right), label)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        function = _CALLS[node.func.id][0]
        args = [_eval(a, values, label) for a in node.args]
        if node.func.id == "round" and len(args) == 2 and not isinstance(args[1], int):
            raise UsageError(f"{label}: round()'s second argument must be an integer")
        return _bounded(function(*args), label)
    raise UsageError(f"{label}: {type(node).__name__} is not allowed")  # _vet already refused it


def _check_power(base: Number, exponent: Number, label: str) -> None:
    if abs(exponent) > MAX_EXPONENT:
        raise UsageError(f"{label}: exponent {exponent} is larger than {MAX_EXPONENT}")
    too_big = isinstance(base, int) and isinstance(exponent, int) and base.bit_length() * exponent > MAX_INT_BITS
    if too_big:
        raise UsageError(f"{label}: {base} ** {exponent} is too large")


def _bounded(value: Any, label: str) -> Number:
    if isinstance(value, complex):  # (-8) ** 0.5
        raise UsageError(f"{label}: the result is not a real number")
    if isinstance(value, int) and value.bit_length() > MAX_INT_BITS:
        raise UsageError(f"{label}: an intermediate value is too large")
    if not isinstance(value, int | float):
        raise UsageError(f"{label}: the result is not a number")
    if isinstance(value, float) and not math.isfinite(value):
        raise UsageError(f"{label}: an intermediate value is not a finite number ({value})")
    return value


def format_number(value: Number, like: str | None = None) -> str:
    """Ints stay ints; a whole float computed from an int param (64/2) is written as an int."""
    if isinstance(value, bool):
        value = int(value)
    if isinstance(value, float) and value.is_integer() and like is not None and isinstance(to_number(like), int):
        return str(int(value))
    return str(value) if isinstance(value, int) else repr(value)


def numeric_params(params: Mapping[str, str]) -> dict[str, Number]:
    values: dict[str, Number] = {}
    for name, raw in params.items():
        number = to_number(str(raw))
        if number is not None:
            values[name] = number
    return values


def apply_adjust(params: Mapping[str, str], adjust: Mapping[str, str]) -> dict[str, str]:
    """New params after one adjustment: every NAME=EXPR evaluated over the old values at once."""
    values = numeric_params(params)
    new = dict(params)
    for name, expr in adjust.items():
        if not NAME.match(name):
            raise UsageError(f"invalid --adjust {name}={expr}: {name!r} is not a valid name")
        result = evaluate(expr, values, what=f"--adjust {name}={expr}")
        new[name] = format_number(result, like=params.get(name))
    return new


def check_adjust(params: Mapping[str, str], adjust: Mapping[str, str]) -> None:
    """Before anything runs: every adjustment parses and computes on the starting params."""
    apply_adjust(params, adjust)

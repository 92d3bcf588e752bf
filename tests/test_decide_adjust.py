"""`--param` / `--adjust`: safe arithmetic, never code execution, one clear error line."""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from savepoint.decide import apply_adjust, check_adjust, parse_adjust, parse_param
from savepoint.decide.adjust import evaluate
from savepoint.errors import UsageError


def test_parse_adjust_and_param() -> None:
    assert parse_adjust("BATCH=BATCH//2") == ("BATCH", "BATCH//2")
    assert parse_adjust("lr = max(lr / 10, 1e-6)") == ("lr", "max(lr / 10, 1e-6)")
    assert parse_param("BATCH=64") == ("BATCH", "64")
    assert parse_param("NAME=a=b") == ("NAME", "a=b")
    assert parse_param("EMPTY=") == ("EMPTY", "")


@pytest.mark.parametrize("text", ["BATCH", "=3", "1X=2", "A-B=1", "BATCH=", "BATCH=  "])
def test_malformed_adjust_names_or_missing_expression(text: str) -> None:
    with pytest.raises(UsageError) as err:
        parse_adjust(text)
    assert repr(text) in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize("text", ["BATCH", "9=1", "a b=1"])
def test_malformed_param(text: str) -> None:
    with pytest.raises(UsageError, match="--param"):
        parse_param(text)


@pytest.mark.parametrize("expr", [
    "__import__('os').system('touch /tmp/pwned')", "open('x')", "BATCH.real", "BATCH[0]",
    "lambda: 1", "'a' * 3", "[1, 2]", "BATCH if BATCH else 1", "BATCH < 3", "not BATCH",
    "BATCH and 1", "max(*[1, 2])", "round(BATCH, ndigits=2)", "f'{BATCH}'", "~BATCH", "BATCH << 2",
    "BATCH := 3", "True + 1", "abs(BATCH)", "min()", "(lambda x: x)(1)", "BATCH; 1",
])
def test_anything_but_arithmetic_is_refused_naming_the_expression(expr: str) -> None:
    with pytest.raises(UsageError) as err:
        parse_adjust(f"BATCH={expr}")
    assert "--adjust" in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize(("params", "adjust", "expected"), [
    ({"BATCH": "64"}, {"BATCH": "BATCH//2"}, {"BATCH": "32"}),
    ({"BATCH": "64"}, {"BATCH": "BATCH/2"}, {"BATCH": "32"}),  # whole result of an int param stays int
    ({"BATCH": "5"}, {"BATCH": "BATCH/2"}, {"BATCH": "2.5"}),
    ({"LR": "0.001"}, {"LR": "LR/2"}, {"LR": "0.0005"}),
    ({"LR": "1e-3"}, {"LR": "max(LR / 100, 1e-4)"}, {"LR": "0.0001"}),
    ({"N": "7"}, {"N": "round(N * 1.5)"}, {"N": "10"}),
    ({"N": "7"}, {"N": "int(N ** 0.5) + N % 3 - -1"}, {"N": "4"}),
    ({"A": "2", "B": "3"}, {"A": "B", "B": "A"}, {"A": "3", "B": "2"}),  # simultaneous
    ({"A": "2", "MODE": "fast"}, {"A": "A*2"}, {"A": "4", "MODE": "fast"}),  # other params kept
    ({"A": "2"}, {"NEW": "A + 1"}, {"A": "2", "NEW": "3"}),
])
def test_apply_adjust(params: dict[str, str], adjust: dict[str, str], expected: dict[str, str]) -> None:
    before = dict(params)
    assert apply_adjust(params, adjust) == expected
    assert params == before  # the caller's params are not modified


@pytest.mark.parametrize(("params", "adjust", "message"), [
    ({"BATCH": "64"}, {"BATCH": "BATCH // 0"}, "division by zero"),
    ({"BATCH": "64"}, {"BATCH": "BATCH % 0"}, "division by zero"),
    ({"X": "1e308"}, {"X": "X * 10"}, "not a finite number"),
    ({"X": "2"}, {"X": "X ** 100000"}, "exponent"),
    ({"X": "99999999"}, {"X": "X ** 200 ** 2"}, "exponent"),
    ({"X": "10"}, {"X": "X ** 256 * X ** 256 * X ** 256 * X ** 256 * X ** 256"}, "too large"),
    ({"X": "-8"}, {"X": "X ** 0.5"}, "not a real number"),
    ({"MODE": "fast"}, {"MODE": "MODE * 2"}, "'MODE' is not a numeric param"),
    ({}, {"BATCH": "BATCH // 2"}, "'BATCH' is not a numeric param"),
])
def test_arithmetic_problems_are_one_clear_line(params: dict[str, str], adjust: dict[str, str],
                                                message: str) -> None:
    with pytest.raises(UsageError) as err:
        apply_adjust(params, adjust)
    assert message in str(err.value)
    assert "--adjust" in str(err.value) and "\n" not in str(err.value)
    with pytest.raises(UsageError):
        check_adjust(params, adjust)


def test_long_or_deeply_nested_expressions_are_refused() -> None:
    with pytest.raises(UsageError, match="longer than"):
        parse_adjust("X=" + "+".join(["1"] * 400))
    with pytest.raises(UsageError):
        parse_adjust("X=" + "(" * 240 + "1" + ")" * 240)


def test_repeated_halving_reaches_one_and_stays_an_int() -> None:
    params = {"BATCH": "64"}
    seen = []
    for _ in range(7):
        params = apply_adjust(params, {"BATCH": "max(BATCH // 2, 1)"})
        seen.append(params["BATCH"])
    assert seen == ["32", "16", "8", "4", "2", "1", "1"]


ATOMS = st.one_of(st.integers(-10**6, 10**6).map(str), st.floats(allow_nan=False, allow_infinity=False,
                                                                    width=32).map(repr),
                  st.sampled_from(["A", "B", "C"]))
OPS = st.sampled_from(["+", "-", "*", "/", "//", "%", "**"])


@st.composite
def arithmetic(draw: st.DrawFn, depth: int = 3) -> str:
    if depth == 0 or draw(st.booleans()):
        return draw(ATOMS)
    kind = draw(st.sampled_from(["bin", "neg", "call", "paren"]))
    if kind == "bin":
        return f"{draw(arithmetic(depth - 1))} {draw(OPS)} {draw(arithmetic(depth - 1))}"
    if kind == "neg":
        return f"-{draw(arithmetic(depth - 1))}"
    if kind == "call":
        fn = draw(st.sampled_from(["min", "max", "round", "int", "float"]))
        args = [draw(arithmetic(depth - 1)) for _ in range(1 if fn in ("int", "float", "round") else 2)]
        return f"{fn}({', '.join(args)})"
    return f"({draw(arithmetic(depth - 1))})"


@settings(max_examples=300, deadline=None)
@given(arithmetic(), st.integers(-1000, 1000), st.floats(-1e6, 1e6))
def test_arithmetic_gives_a_finite_number_or_a_usage_error(expr: str, a: int, b: float) -> None:
    params = {"A": str(a), "B": repr(b), "C": "3"}
    try:
        out = apply_adjust(params, {"A": expr})
    except UsageError as e:
        assert "\n" not in str(e)
        return
    value = float(out["A"])
    assert value == value and abs(value) != float("inf")


@settings(max_examples=500, deadline=None)
@given(st.text(max_size=60))
def test_garbage_never_executes_and_only_raises_usage_errors(expr: str) -> None:
    with contextlib.suppress(UsageError, ValueError):  # anything else fails the test
        apply_adjust({"A": "4"}, {"A": expr})


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="AB0123456789+-*/%() ._,minaxroundflt'\"[]:;=lambdimportos", max_size=80))
def test_code_like_garbage_never_executes(expr: str) -> None:
    calls: list[str] = []
    import builtins

    real_import = builtins.__import__

    def spy(name: str, *args: object, **kw: object) -> object:
        calls.append(name)
        return real_import(name, *args, **kw)  # type: ignore[arg-type]

    builtins.__import__ = spy  # type: ignore[assignment]
    try:
        evaluate(expr, {"A": 1, "B": 2.5})
    except (UsageError, ValueError):
        pass
    finally:
        builtins.__import__ = real_import
    assert calls == []

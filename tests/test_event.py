"""The shared Event value: immutable, compared by its five fields, optionally written lazily."""

from __future__ import annotations

import copy
import pickle

import pytest

from majority_core.game import Event


def make_lazy(calls: list[int]) -> Event:
    def render(a: int, b: int) -> tuple[str, dict]:
        calls.append(1)
        return f"Seat {a} gives {b}.", {"seat": a, "card": b}

    return Event.lazy("give", "rule 1", frozenset({0}), render, 1, 7)


def test_construction_and_defaults() -> None:
    e = Event("deal", "You get R10.")
    assert (e.kind, e.text, e.rule, e.data, e.visible_to) == ("deal", "You get R10.", "", {}, None)
    assert Event("a", "b").data is not Event("a", "b").data  # a fresh dict each time
    f = Event(kind="k", text="t", rule="r", data={"x": 1}, visible_to=frozenset({1}))
    assert f.explain() == "t [r]" and f.visible(1) and not f.visible(0) and f.visible(None)
    assert f.to_dict() == {
        "kind": "k",
        "text": "t",
        "rule": "r",
        "data": {"x": 1},
        "visible_to": [1],
    }
    assert repr(f) == (
        "Event(kind='k', text='t', rule='r', data={'x': 1}, visible_to=frozenset({1}))"
    )
    assert str(f) == "t [r]" and "<b>k</b>" in f._repr_html_()


def test_immutable_and_unhashable_like_the_dataclass_it_was() -> None:
    e = Event("k", "t", "r")
    for name in ("kind", "text", "rule", "data", "visible_to"):
        with pytest.raises(AttributeError):
            setattr(e, name, "x")
    with pytest.raises(AttributeError):
        e.other = 1  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        hash(e)  # data is a dict
    assert e == Event("k", "t", "r") and e != Event("k", "t", "r2") and e != ("k", "t", "r")


def test_lazy_event_is_written_once_and_reads_like_an_eager_one() -> None:
    calls: list[int] = []
    lazy = make_lazy(calls)
    assert calls == []
    eager = Event("give", "Seat 1 gives 7.", "rule 1", {"seat": 1, "card": 7}, frozenset({0}))
    assert lazy == eager and repr(lazy) == repr(eager) and lazy.to_dict() == eager.to_dict()
    assert lazy.explain() == eager.explain() and lazy.data == eager.data
    assert calls == [1]


def test_copies_and_pickles() -> None:
    calls: list[int] = []
    lazy = make_lazy(calls)
    deep = copy.deepcopy(lazy)
    assert calls == []  # an unread lazy event is copied without being written
    assert deep == lazy and deep is not lazy and copy.copy(lazy) == lazy
    assert pickle.loads(pickle.dumps(lazy)) == lazy
    eager = Event("k", "t", "r", {"cards": ["R10"]})
    clone = copy.deepcopy(eager)
    assert clone == eager and clone.data is not eager.data
    assert clone.data["cards"] is not eager.data["cards"]
    assert pickle.loads(pickle.dumps(eager)) == eager

"""Chance that can be recorded and replayed: how a game's ``worlds.py`` draws the worlds a seat
cannot tell apart (the same public history with other secrets), and the sealed shuffle that
makes a sampler depend only on what the seat knows. Split from :mod:`majority_core.game`, which
re-exports these names."""

from __future__ import annotations

import copy
import random
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from types import ModuleType
from typing import Any, Generic, TypeVar

#: A game state (:class:`majority_core.game.GameState`; not imported here: game.py imports this
#: module, and the import-cycle test counts type-checking imports too).
S = TypeVar("S")
T = TypeVar("T")
GameState = Any


# -- worlds: the same public history with other secrets -------------------------------------------
class ChanceTape(random.Random):
    """A generator that records the outcomes of chance, or plays changed ones back.

    A game's ``worlds.py`` (``sample_world(state, seat, rng)``) replays a game with other secrets:
    it records the draws of the real game, changes the hidden ones and plays the game again from
    the changed tape, through the rules. A shuffle is recorded as the permutation it applied
    (``after[k] == before[perm[k]]``: :meth:`random.Random.shuffle`'s swaps depend only on the
    length, so the permutation is exactly what the generator drew); ``randrange`` and
    ``random`` as their values. Past the end of a tape, draws come from ``fallback`` (a world can
    be played on, as a search bot would).

    >>> rec = ChanceTape(source=random.Random(1))
    >>> x = list("abcd"); rec.shuffle(x)
    >>> y = list("wxyz"); ChanceTape(tape=rec.tape).shuffle(y)
    >>> [ord(c) - ord("a") for c in x] == [ord(c) - ord("w") for c in y]
    True
    """

    def __init__(
        self,
        source: random.Random | None = None,
        tape: Sequence[tuple[str, Any]] = (),
        fallback: random.Random | None = None,
    ) -> None:
        super().__init__(0)
        self.source = source
        self.tape: list[tuple[str, Any]] = list(tape)
        self.pos = 0
        self.fallback = fallback if fallback is not None else random.Random(0)

    def _next(self, kind: str) -> Any:
        if self.pos >= len(self.tape):
            return None
        got, value = self.tape[self.pos]
        if got != kind:
            raise RuntimeError(f"chance tape: expected a {kind} draw, the tape has a {got}")
        self.pos += 1
        return value

    def shuffle(self, x: list[Any]) -> None:  # type: ignore[override]
        if self.source is not None:
            perm = list(range(len(x)))
            self.source.shuffle(perm)
            self.tape.append(("shuffle", perm))
        else:
            perm = self._next("shuffle")
            if perm is None:
                perm = list(range(len(x)))
                self.fallback.shuffle(perm)
                self._extend("shuffle", perm)
            elif len(perm) != len(x):
                raise RuntimeError("chance tape: a shuffle of another length")
        x[:] = [x[i] for i in perm]

    def randrange(self, *args: Any, **kwargs: Any) -> int:  # type: ignore[override]
        return self._value("randrange", args, kwargs)

    def random(self) -> float:
        return self._value("random", (), {})

    def _value(self, kind: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        if self.source is not None:
            value = getattr(self.source, kind)(*args, **kwargs)
            self.tape.append((kind, value))
            return value
        value = self._next(kind)
        if value is None:
            value = getattr(self.fallback, kind)(*args, **kwargs)
            self._extend(kind, value)
        return value

    def _extend(self, kind: str, value: Any) -> None:
        # a draw past the end is written on the tape: the tape stays the world's whole chance
        self.tape.append((kind, value))
        self.pos += 1

    def __deepcopy__(self, memo: dict[int, Any]) -> ChanceTape:
        twin = ChanceTape(copy.deepcopy(self.source, memo), (), copy.deepcopy(self.fallback))
        twin.tape = copy.deepcopy(self.tape, memo)  # shared with a clone's record of its chance
        twin.pos = self.pos
        memo[id(self)] = twin
        return twin

    def __reduce__(self) -> tuple[Any, ...]:
        return (_tape_from, (self.source, self.tape, self.fallback, self.pos))


def chance_copy(rng: random.Random) -> random.Random:
    """A generator that draws from now on what ``rng`` would, without changing ``rng``: what a
    fast playout from a world needs of the engine's chance (a deep copy's cheaper twin; a
    :class:`ChanceTape` keeps its tape, whose entries are never changed, only appended)."""
    kind = type(rng)
    if kind is random.Random:
        twin = random.Random(0)
        twin.setstate(rng.getstate())
        return twin
    if isinstance(rng, ChanceTape) and kind.__deepcopy__ is ChanceTape.__deepcopy__:
        if rng.source is not None:
            return copy.deepcopy(rng)
        # what its deep copy is (a subclass's too: a plain tape), sharing the tape's entries
        tape = ChanceTape(None, (), chance_copy(rng.fallback))
        tape.tape = rng.tape[:]
        tape.pos = rng.pos
        return tape
    return copy.deepcopy(rng)


def _tape_from(
    source: random.Random | None, tape: list[tuple[str, Any]], fallback: random.Random, pos: int
) -> ChanceTape:
    t = ChanceTape(source, tape, fallback)
    t.pos = pos
    return t


def permutation_to(before: Sequence[Any], after: Sequence[Any]) -> list[int]:
    """A permutation ``perm`` with ``after[k] == before[perm[k]]`` (same items, other order)."""
    free: dict[Any, list[int]] = {}
    for i, x in enumerate(before):
        free.setdefault(x, []).append(i)
    try:
        return [free[x].pop() for x in after]
    except (KeyError, IndexError):
        raise ValueError("permutation_to: not the same items") from None


#: Each thread's active tapes, per game module: ``taped_chance`` swaps ``make_rng`` for the
#: thread that asked only, so a sampler running in one thread (a hint or a bot at one class table,
#: a review on a threaded executor) never hands its tapes to a real game played in another.
_active = threading.local()
_install = threading.Lock()


def _dispatcher(module: ModuleType) -> Callable[..., random.Random]:
    """The module's ``make_rng``, installed once: the calling thread's innermost tape maker if it
    has one, else the real generator."""
    current = module.make_rng
    real = getattr(current, "_real_make_rng", None)
    if real is not None:
        return current
    real = current

    def make_rng(seed: Any, *labels: Any) -> random.Random:
        stack = getattr(_active, "stacks", {}).get(id(module))
        return stack[-1](seed, *labels) if stack else real(seed, *labels)

    make_rng._real_make_rng = real  # type: ignore[attr-defined]
    module.make_rng = make_rng
    return make_rng


@contextmanager
def taped_chance(
    module: ModuleType,
    tapes: dict[tuple[Any, ...], ChanceTape],
    like: GameState | None = None,
) -> Iterator[dict[tuple[Any, ...], ChanceTape]]:
    """While active, ``module.make_rng(seed, *labels)`` returns ``tapes[labels]`` in this thread
    (other threads keep the real generator).

    A missing label gets a recording tape of the real generator (added to ``tapes``), so the
    same context records a real game (empty ``tapes``) or plays a changed one back. With
    ``like``, a game whose chance is wanted: when it is a sampled world (its seed does not
    replay it), a missing label plays back that world's own chance instead (:func:`chance_of`),
    so that a sampler reads a world exactly as it reads a real game.
    """
    with _install:
        dispatcher = _dispatcher(module)
    stacks = _active.__dict__.setdefault("stacks", {})
    stack = stacks.setdefault(id(module), [])
    original = stack[-1] if stack else dispatcher._real_make_rng  # type: ignore[attr-defined]
    own = chance_of(like) if like is not None else {}

    def make(seed: Any, *labels: Any) -> ChanceTape:
        if labels not in tapes:
            if labels in own:
                tapes[labels] = ChanceTape(tape=own[labels])
            else:
                tapes[labels] = ChanceTape(source=original(seed, *labels))
        return tapes[labels]

    stack.append(make)
    try:
        yield tapes
    finally:
        stack.pop()


def chance_of(state: GameState) -> dict[tuple[Any, ...], list[tuple[str, Any]]]:
    """A sampled world's chance, by ``make_rng`` labels (empty for a real game, whose seed and
    decisions replay it): set by :func:`mark_world` on the worlds a sampler returns."""
    return getattr(state, "_world_chance", {})


def mark_world(world: S, tapes: dict[tuple[Any, ...], ChanceTape]) -> S:
    """Record on ``world`` the tapes it was built from (the same lists, which grow as the world
    is played on past them), so that :func:`taped_chance` ``(..., like=world)`` replays it."""
    world._world_chance = {labels: tape.tape for labels, tape in tapes.items()}  # type: ignore[attr-defined]
    return world


def sealed_shuffle(items: Iterable[Any], rng: random.Random, key: Any = None) -> list[Any]:
    """``items`` put in their sorted order (by ``key``), then shuffled by ``rng``.

    What a world sampler must do with cards a seat has not seen: their real order is a secret,
    so shuffling them where they lie would make the world (not only its distribution) depend
    on it. From the sorted order, the same ``rng`` draws the same world from any two games the
    seat cannot tell apart (the leak test's "samplers are sealed" check).

    >>> sealed_shuffle("cab", random.Random(1)) == sealed_shuffle("bca", random.Random(1))
    True
    """
    out = sorted(items, key=key)
    rng.shuffle(out)
    return out


class SeatMemo(Generic[T]):
    """The last few values computed from one seat's view of a position (a posterior), by
    (seed, options, decisions, seat): a search samples many worlds from one position, and what
    the seat saw there is all they depend on. The oldest is forgotten first. A sampled world
    has its real game's seed and decisions but other secrets, so its chance record
    (:func:`mark_world`) is part of the key: another seat sees another game there.

    >>> from types import SimpleNamespace as Pos
    >>> memo, calls = SeatMemo(size=1), []
    >>> pos = Pos(seed=1, options={}, history=[(0, "x")], view=lambda seat: {"seat": seat})
    >>> memo.get(pos, 0, lambda v: calls.append(v) or len(calls))
    1
    >>> memo.get(pos, 0, lambda v: calls.append(v) or len(calls)), calls
    (1, [{'seat': 0}])
    """

    def __init__(self, size: int = 16) -> None:
        self.size = size
        self._values: dict[tuple[Any, ...], T] = {}

    def get(self, state: GameState, seat: int, compute: Callable[[Any], T]) -> T:
        """``compute(state.view(seat))``, remembered."""
        world = getattr(state, "_world_chance", None)
        key = (state.seed, repr(sorted(state.options.items())), tuple(state.history), seat,
               None if world is None else repr(sorted(world.items(), key=repr)))
        got = self._values.get(key)
        if got is None:
            if len(self._values) >= self.size:
                self._values.pop(next(iter(self._values)))
            got = self._values[key] = compute(state.view(seat))
        return got

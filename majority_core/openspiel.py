"""OpenSpiel adapter: the package's games as OpenSpiel Python games.

Importing this module (it needs the ``bench`` or ``test`` extra: ``open-spiel``) registers

* ``python_the_majority`` (parameters ``players`` 3 or 4, ``first_edition``, ``spy_holder``,
  ``deals``, ``seed``),
* ``python_sultane`` (``players`` 5 to 10, ``original_veto``, ``variant_8d``, ``deals``,
  ``seed``; general-sum: each member of the winning side gets 1),
* ``python_grard`` (``players`` 3 to 10, ``target``, ``least_logical``, ``variant_toss``,
  ``max_turns``, ``deals``, ``seed``),
* ``python_majority2`` (``players`` 2, ``promos`` "", "all" or "kind,kind", ``ghosts``,
  ``ghost_cost``, ``end_factions``, ``turn_limit``, ``deals``, ``seed``; sequential), and
* ``python_witch`` (``players`` 3 to 5, ``standard``, ``first_player``, ``deals``, ``seed``),

so that OpenSpiel's algorithms and tools (``pyspiel.random_sim_test``, MCCFR, exploitability,
``convert_to_turn_based``...) run on them:

>>> import pyspiel
>>> import majority_core.openspiel
>>> game = pyspiel.load_game("python_grard(players=3,target=1,max_turns=3)")
>>> game.num_players(), game.get_type().dynamics == pyspiel.GameType.Dynamics.SIMULTANEOUS
(3, True)

Why an adapter and not a second engine: every move goes through the package's own state
(``apply`` validates it against the rules), so OpenSpiel sees exactly the package's game.

How the package's protocol maps onto OpenSpiel's (each choice is written in
``docs/howto.md``, "Run OpenSpiel on a game"):

* Chance: the package draws every shuffle and deal from one seed when a game is made, so the
  adapter's only chance node comes first and picks the deal: one of ``deals`` seeds, uniformly
  (``derive_seed(seed, "openspiel", k)``). ``deals`` is a parameter: a finite sample of the
  deals is what lets tree algorithms enumerate chance; Grard's chance only picks the words on
  the cards, so one deal is its default.
* Moves: a node where several seats must decide (a draft pick, a vote) is an OpenSpiel
  simultaneous node; seats with nothing to decide there play the ``pass`` action. A node with
  one seat deciding is an ordinary turn of that seat.
* Actions are numbered in a fixed list per game, player count and options (each game's
  ``openspiel.py`` enumerates every action a seat could ever take: cards, nominations, claims,
  places, sheet rows...), then ``pass``; the package's notation is their string.
* Information states (perfect recall) are the seat's own record: the events it saw (their kind
  and data, never their wording, so the language does not change them) and its own decisions.
  Observations are the seat's view, ``state.view(seat)``. Neither reads another seat's secret.
  ``resample_from_infostate`` draws a world the seat cannot tell apart with the game's own
  ``worlds.sample_world`` (for OpenSpiel's ISMCTS).
* Returns are the package's ``returns()``: a win is 1, a shared win its share (The Majority's
  teams at 4 players both win, so the sum is 2 there). Grard has no turn limit of its own (a
  round without a majority can repeat), so the adapter stops after ``max_turns`` moves and the
  highest total wins then, ties sharing, as at the end of a game (the rule's own scoring).
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pyspiel

from .game import GameState
from .registry import game_packages
from .rng import derive_seed

PASS = "pass"


#: The parameters every game takes besides its own: how many deals the chance node picks
#: from, and the seed they are drawn from (a game's ``defaults`` may set other values).
COMMON_PARAMETERS: dict[str, Any] = {"deals": 1024, "seed": 0}
#: The adapter's parameters, never options of the game's state.
ADAPTER_PARAMETERS = ("players", *COMMON_PARAMETERS)


def one_winner(n: int) -> float:
    """The returns of every finished game sum to 1: one winner, or a tie sharing the win."""
    return 1.0


def _typed(kinds: dict[str, type], params: dict[str, Any]) -> dict[str, Any]:
    return {k: kind(params[k]) for k, kind in kinds.items()}


def typed_options(defaults: dict[str, Any]) -> Callable[[dict[str, Any]], dict[str, Any]]:
    """params -> the keyword options of ``state_cls.new``: each of the game's own parameters
    (all but :data:`ADAPTER_PARAMETERS`) as the type of its default. A partial, not a
    closure: the games pickle (OpenSpiel's serialization)."""
    kinds = {k: type(v) for k, v in defaults.items() if k not in ADAPTER_PARAMETERS}
    return functools.partial(_typed, kinds)


@dataclass(frozen=True)
class Spec:
    """What the adapter needs to know about one game; a game's ``spec()`` gives only what its
    own rules decide, the fields with a default are the usual case."""

    long_name: str
    state_cls: type[GameState]
    #: The game's OpenSpiel parameters and their defaults (``players`` first); the adapter
    #: adds :data:`COMMON_PARAMETERS` where the game does not set them.
    defaults: dict[str, Any]
    #: players, options -> the notations of every action the game can ever offer.
    universe: Callable[[int, dict[str, Any]], list[str]]
    #: params -> an upper bound on the number of OpenSpiel moves, chance node included.
    max_length: Callable[[dict[str, Any]], int]
    #: OpenSpiel's name ("": ``python_`` and the state's ``game_name``).
    short_name: str = ""
    #: players -> the sum of the returns of every finished game (None: it varies, general-sum).
    utility_sum: Callable[[int], float | None] = one_winner
    #: params -> the keyword options of ``state_cls.new`` (None: :func:`typed_options`).
    options: Callable[[dict[str, Any]], dict[str, Any]] | None = None
    #: params -> the move count after which the adapter stops the game (None: never).
    turn_limit: Callable[[dict[str, Any]], int | None] | None = None
    #: package state -> returns when the adapter stops the game at its turn limit.
    cut_returns: Callable[[GameState], list[float]] | None = None
    min_players: int = 2
    max_players: int = 10
    #: One seat decides at a time in every game (Majority 2): OpenSpiel's sequential
    #: dynamics, which its sequential-only algorithms (ISMCTS, MCTS) need.
    sequential: bool = False
    #: The game's ``worlds.sample_world(state, seat, rng)``, found by the adapter: it draws the
    #: worlds a seat cannot tell apart (``resample_from_infostate``).
    sample_world: Callable[..., GameState] | None = None

    def __post_init__(self) -> None:
        if not self.short_name:
            object.__setattr__(self, "short_name", f"python_{self.state_cls.game_name}")
        if self.options is None:
            object.__setattr__(self, "options", typed_options(self.defaults))
        common = {k: v for k, v in COMMON_PARAMETERS.items() if k not in self.defaults}
        object.__setattr__(self, "defaults", {**self.defaults, **common})


def _jsonable(value: Any) -> Any:
    """Views and event data as JSON: sets sorted, cards and other values by their notation."""
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((_jsonable(v) for v in value), key=str)
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def _default(value: Any) -> Any:
    """What JSON cannot write itself: sets sorted, cards and other values by their notation."""
    if isinstance(value, (set, frozenset)):
        return sorted(value, key=str)
    return str(value)


def _dumps(value: Any) -> str:
    """One deterministic JSON text; the C encoder first (the strings are made at every step),
    the slow walk only where keys of several types cannot be sorted together."""
    try:
        return json.dumps(value, sort_keys=True, separators=(",", ":"), default=_default)
    except TypeError:
        return json.dumps(_jsonable(value), sort_keys=True, separators=(",", ":"))


class AdapterState(pyspiel.State):
    """One OpenSpiel state wrapping one package state (``None`` before the deal)."""

    def __init__(self, game: AdapterGame) -> None:
        super().__init__(game)
        self._spec = game.spec
        self._params = game.params
        self._n = game.num_players()
        self._actions = game.actions
        self._index = game.index
        self.package_state: GameState | None = None
        self._own: list[list[str]] = [[] for _ in range(self._n)]
        self._moves = 0
        self._cut = False

    # -- where we are --------------------------------------------------------------------------
    def _deciding(self) -> list[int]:
        assert self.package_state is not None
        return sorted(self.package_state.current_players())

    def current_player(self) -> int:
        if self.package_state is None:
            return pyspiel.PlayerId.CHANCE
        if self._is_over():
            return pyspiel.PlayerId.TERMINAL
        deciding = self._deciding()
        if len(deciding) == 1:
            return deciding[0]
        return pyspiel.PlayerId.SIMULTANEOUS

    def _is_over(self) -> bool:
        return self._cut or self.package_state.is_terminal()

    def is_terminal(self) -> bool:
        return self.package_state is not None and self._is_over()

    # -- chance ---------------------------------------------------------------------------------
    def chance_outcomes(self) -> list[tuple[int, float]]:
        deals = self._params["deals"]
        return [(k, 1.0 / deals) for k in range(deals)]

    # -- decisions ------------------------------------------------------------------------------
    def _legal_actions(self, player: int) -> list[int]:
        if self.package_state is None or self._is_over():
            return []
        if player not in self.package_state.current_players():
            # At a simultaneous node a seat with nothing to decide passes; elsewhere it has
            # no action at all.
            return [self._index[PASS]] if len(self._deciding()) > 1 else []
        return sorted(self._index[str(a)] for a in self.package_state.legal_actions(player))

    def _decide(self, player: int, action: int) -> None:
        text = self._actions[action]
        chosen = {str(a): a for a in self.package_state.legal_actions(player)}
        if text not in chosen:
            raise ValueError(f"seat {player} cannot play {text!r} now")
        self.package_state.apply(player, chosen[text])
        self._own[player].append(text)

    def _after_move(self) -> None:
        self._moves += 1
        limit = self._spec.turn_limit(self._params) if self._spec.turn_limit else None
        if limit is not None and self._moves >= limit and not self.package_state.is_terminal():
            self._cut = True

    def _apply_action(self, action: int) -> None:
        if self.package_state is None:
            seed = derive_seed(self._params["seed"], "openspiel", int(action))
            self.package_state = self._spec.state_cls.new(
                n_players=self._n, seed=seed, **self._spec.options(self._params)
            )
            return
        self._decide(self.current_player(), int(action))
        self._after_move()

    def _apply_actions(self, actions: list[int]) -> None:
        deciding = self._deciding()
        for player in deciding:
            self._decide(player, int(actions[player]))
        self._after_move()

    def resample_from_infostate(self, player: int, sampler: Any) -> AdapterState:
        """A state with the same information state for ``player``, the others' secrets drawn
        again by the game's worlds.py (what OpenSpiel's ISMCTS asks for at each iteration).
        ``sampler()`` gives a number in [0, 1) that seeds the draw."""
        if self._spec.sample_world is None:
            raise NotImplementedError(f"{self._spec.long_name} has no worlds.sample_world")
        world = self.clone()
        if self.package_state is not None:
            rng = random.Random(int(float(sampler()) * 2**53))
            world.package_state = self._spec.sample_world(self.package_state, player, rng)
        return world

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {action}"
        return self._actions[action]

    # -- outcome --------------------------------------------------------------------------------
    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0] * self._n
        if self._cut:
            return list(self._spec.cut_returns(self.package_state))
        return [float(r) for r in self.package_state.returns()]

    def __str__(self) -> str:
        if self.package_state is None:
            return "before the deal"
        return _dumps(self.package_state.view(None))


class Observer:
    """OpenSpiel's PyObserver: strings only (the views are JSON), no tensors."""

    def __init__(self, iig_obs_type: Any, params: Any) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported, got {params}")
        import numpy as np  # lazily: importing this module alone loads no numpy

        self.perfect_recall = bool(iig_obs_type.perfect_recall)
        self.tensor = np.zeros(0, np.float32)
        self.dict: dict[str, Any] = {}

    def set_from(self, state: AdapterState, player: int) -> None:
        """No tensor to fill."""

    def string_from(self, state: AdapterState, player: int) -> str:
        if state.package_state is None:
            return f"seat {player}: before the deal"
        game = state.package_state
        if self.perfect_recall:
            seen = [(e.kind, e.data) for e in game.events_for(player)]
            return _dumps({"seat": player, "seen": seen, "mine": state._own[player]})
        return _dumps({"seat": player, "view": game.view(player)})


class AdapterGame(pyspiel.Game):
    """Base of the registered games; ``spec`` and ``game_type`` are set per game."""

    spec: Spec
    game_type: Any

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        spec = self.spec
        self.params = {**spec.defaults, **(params or {})}
        n = int(self.params["players"])
        if not spec.min_players <= n <= spec.max_players:
            raise ValueError(
                f"{spec.long_name} is for {spec.min_players} to {spec.max_players} players, not {n}"
            )
        if int(self.params["deals"]) < 1:
            raise ValueError(f"deals must be at least 1, not {self.params['deals']}")
        # Fail here, not in the middle of a game, on options the rules refuse.
        spec.state_cls.new(n_players=n, seed=0, **spec.options(self.params))
        self.actions = [*spec.universe(n, spec.options(self.params)), PASS]
        self.index = {a: i for i, a in enumerate(self.actions)}
        total = spec.utility_sum(n)
        total = None if total is None else float(total)
        super().__init__(
            self.game_type,
            pyspiel.GameInfo(
                num_distinct_actions=len(self.actions),
                max_chance_outcomes=int(self.params["deals"]),
                num_players=n,
                min_utility=0.0,
                max_utility=1.0,
                utility_sum=total,
                max_game_length=spec.max_length(self.params),
            ),
            self.params,
        )

    def new_initial_state(self) -> AdapterState:
        return AdapterState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Observer:
        return Observer(iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False), params)


def register(spec: Spec) -> type[AdapterGame]:
    """Register one game with OpenSpiel under ``spec.short_name``; returns its Game class."""
    constant = spec.utility_sum(spec.min_players) is not None
    game_type = pyspiel.GameType(
        short_name=spec.short_name,
        long_name=spec.long_name,
        dynamics=(
            pyspiel.GameType.Dynamics.SEQUENTIAL
            if spec.sequential
            else pyspiel.GameType.Dynamics.SIMULTANEOUS
        ),
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=(
            pyspiel.GameType.Utility.CONSTANT_SUM
            if constant
            else pyspiel.GameType.Utility.GENERAL_SUM
        ),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=spec.max_players,
        min_num_players=spec.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=False,
        provides_factored_observation_string=False,
        parameter_specification=spec.defaults,
    )
    cls = type(
        f"{spec.state_cls.__name__}OpenSpiel", (AdapterGame,), {"spec": spec, "game_type": game_type}
    )
    pyspiel.register_game(game_type, cls)
    return cls


# -- The games: each package with an ``openspiel`` module gives its spec ----------------------
def _register_games() -> dict[str, type[AdapterGame]]:
    """Register every game package's ``openspiel.spec()`` (this module names no game)."""
    found = {}
    for package in game_packages():
        if importlib.util.find_spec(f"{package}.openspiel") is None:
            continue
        worlds = None
        if importlib.util.find_spec(f"{package}.worlds") is not None:
            worlds = importlib.import_module(f"{package}.worlds").sample_world
        fields = importlib.import_module(f"{package}.openspiel").spec()
        spec = Spec(**{"sample_world": worlds, **fields})
        found[spec.short_name] = register(spec)
    return found


#: The registered games by OpenSpiel name (``python_the_majority``, ``python_grard``).
GAMES = _register_games()


def load(name: str, **params: Any) -> Any:
    """``pyspiel.load_game`` with keyword parameters: ``load("python_grard", players=3)``."""
    return pyspiel.load_game(name, params)


def package_state(state: AdapterState) -> GameState | None:
    """The package's own state behind an OpenSpiel state (None before the deal)."""
    return state.package_state

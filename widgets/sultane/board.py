"""A board for the Sultane: step through a game as any seat, or play a seat yourself.

:class:`SultaneBoard` is the logic (plain Python, tested by calling it as a click would);
:class:`SultaneBoardView` is the ipywidgets layer that draws it and forwards clicks through
:func:`widgets.kit.guarded`, so a refused move shows a message, never a traceback.

The board shows the tracks and the rejected-government counter, each seat's post, the roles
the viewing seat could believe (Bayesian beliefs; the all-seeing view shows the true roles and
what the *table* can infer from public information), and the explained events that seat saw.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from majority_core.errors import MalformedInput, WrongPlayer
from majority_core.game import Event
from majority_core.policy import Policy
from majority_core.rng import make_rng
from majority_core.sultane import SultaneState
from majority_core.sultane.bayes import beliefs
from majority_core.sultane.explain import board_html
from majority_core.sultane.policies import Bayesian
from widgets.kit import guarded, message_html


class SultaneBoard:
    """The board's logic. ``humans`` are seats a person plays; other seats are bots.

    >>> b = SultaneBoard(n_players=5, seed=1, humans=[0], viewer=0)
    >>> b.legal()
    ['nominate:1', 'nominate:2', 'nominate:3', 'nominate:4']
    >>> b.click("nominate:9")
    False
    >>> print(b.message)
    nominate needs a seat 0..4, not '9' (rule: Sultane 5, 7c)
    """

    def __init__(
        self,
        n_players: int = 7,
        seed: int = 0,
        policies: Sequence[Policy] | None = None,
        humans: Sequence[int] = (),
        viewer: int | None = None,
        **options: Any,
    ) -> None:
        self.state = SultaneState.new(n_players=n_players, seed=seed, **options)
        self.policies = list(policies) if policies else [Bayesian()] * n_players
        if len(self.policies) != n_players:
            raise MalformedInput(f"{n_players} seats need {n_players} policies")
        self.humans = set(humans)
        self.viewer: int | None = None
        self.set_viewer(viewer)
        self.message: str | None = None
        self.message_kind = "info"
        self.show_events = 14

    # -- what is shown -----------------------------------------------------------------------
    def set_viewer(self, viewer: int | str | None) -> None:
        """Look through the eyes of a seat (``None`` or ``"all"``: the all-seeing view)."""
        if viewer in (None, "all", "all-seeing"):
            self.viewer = None
            return
        try:
            seat = int(str(viewer).replace("seat", "").strip())
        except ValueError:
            raise MalformedInput(f"{viewer!r} is not a seat number", rule="seats 0..n-1") from None
        if not 0 <= seat < self.state.n_players:
            raise MalformedInput(
                f"there is no seat {seat}: seats are 0..{self.state.n_players - 1}",
                rule="seats 0..n-1",
            )
        self.viewer = seat

    def view(self) -> dict[str, Any]:
        return self.state.view(self.viewer)

    def beliefs(self) -> dict[int, dict[str, float]]:
        """The viewer's Bayesian beliefs (all-seeing view: what the public record implies)."""
        if self.viewer is None:
            public = dict(self.state.view(None))
            public["seat"] = None
            return beliefs(public)
        return beliefs(self.view())

    def events(self) -> list[Event]:
        return self.state.events_for(self.viewer)[-self.show_events :]

    def legal(self) -> list[str]:
        """The viewer's legal actions when the viewer is a human seat that must decide now."""
        v = self.viewer
        if v is None or v not in self.humans or v not in self.state.current_players():
            return []
        return self.state.legal_actions(v)

    def waiting(self) -> list[int]:
        return self.state.current_players()

    # -- what a click does --------------------------------------------------------------------
    def play(self, action: str) -> list[Event]:
        """The viewing human seat decides (validated by the rules; refusals change nothing)."""
        v = self.viewer
        if v is None or v not in self.humans:
            raise WrongPlayer(
                "choose 'view as' a seat you play to make a move",
                rule="board: a person plays only her own seat",
            )
        return self.state.apply(v, action)

    def step(self) -> list[Event]:
        """One decision by the first waiting bot."""
        for p in self.state.current_players():
            if p not in self.humans:
                rng = make_rng(self.state.seed, "board", len(self.state.history), p)
                action = self.policies[p].act(self.state.view(p), self.state.legal_actions(p), rng)
                return self.state.apply(p, action)
        if self.state.is_terminal():
            raise WrongPlayer("the game is over", rule="Sultane 4")
        who = ", ".join(f"seat {p}" for p in self.state.current_players())
        raise WrongPlayer(f"waiting for a person: {who}", rule="board")

    def run(self, max_steps: int = 10_000) -> int:
        """Let the bots play until a person must decide or the game ends; return the steps."""
        steps = 0
        while steps < max_steps and not self.state.is_terminal():
            if all(p in self.humans for p in self.state.current_players()):
                break
            self.step()
            steps += 1
        return steps

    def undo(self) -> None:
        """Take back the last decision (the game is replayed from its seed)."""
        k = len(self.state.history)
        if k == 0:
            raise WrongPlayer("nothing to undo", rule="board")
        self.state = self.state.replay_prefix(k - 1)

    def new_game(self, seed: int) -> None:
        self.state = SultaneState.new(
            n_players=self.state.n_players, seed=seed, **self.state.options
        )

    def click(self, action: str) -> bool:
        """A button or a typed action: True if accepted; otherwise ``message`` says why."""
        _, error = guarded(self.play, action)
        self._say(error)
        return error is None

    def do(self, what: str, *args: Any) -> bool:
        """Run a board command (``step``, ``run``, ``undo``, ``new_game``, ``set_viewer``)."""
        _, error = guarded(getattr(self, what), *args)
        self._say(error)
        return error is None

    def _say(self, error: str | None) -> None:
        self.message, self.message_kind = (error, "error") if error else (None, "info")

    # -- drawing ----------------------------------------------------------------------------
    def html(self) -> str:
        view = self.view()
        parts = [board_html(view, self.beliefs())]
        if self.viewer is None:
            parts.append(
                "<div><small>All-seeing view: true roles; the probabilities are what the table "
                "can infer from public information alone.</small></div>"
            )
            checks = view["claim_checks"][-6:]
            if checks:
                rows = "".join(
                    f"<li>seat {c['seat']} claimed {html.escape(c['claimed'])} ({c['about']}); "
                    f"truth {html.escape(c['actual'])}: "
                    + ("<b>honest</b>" if c["honest"] else "<b>a lie</b>")
                    + "</li>"
                    for c in checks
                )
                parts.append(
                    f"<div><b>Claims checked</b> (only this view knows)<ul>{rows}</ul></div>"
                )
        legal = self.legal()
        if legal:
            parts.append("<div><b>Your move</b>: " + html.escape(", ".join(legal)) + "</div>")
        items = "".join(f"<li>{html.escape(e.explain())}</li>" for e in self.events())
        parts.append(f"<div><b>Events</b><ol>{items}</ol></div>")
        parts.append(message_html(self.message, kind=self.message_kind))
        return "".join(parts)

    def _repr_html_(self) -> str:
        return self.html()


class SultaneBoardView:
    """The ipywidgets board around a :class:`SultaneBoard` (``display(view.widget)``)."""

    def __init__(self, board: SultaneBoard) -> None:
        import ipywidgets as w

        self.board = board
        n = board.state.n_players
        options = [("all-seeing", "all")] + [(f"seat {s}", str(s)) for s in range(n)]
        current = "all" if board.viewer is None else str(board.viewer)
        self.viewer = w.Dropdown(options=options, value=current, description="View as")
        self.viewer.observe(self._on_viewer, names="value")
        self.step_button = w.Button(description="Bot step")
        self.run_button = w.Button(description="Run bots")
        self.undo_button = w.Button(description="Undo")
        self.typed = w.Text(placeholder="type an action, e.g. nominate:3", description="Action")
        self.play_button = w.Button(description="Play")
        self.step_button.on_click(lambda _: self._do("step"))
        self.run_button.on_click(lambda _: self._do("run"))
        self.undo_button.on_click(lambda _: self._do("undo"))
        self.play_button.on_click(lambda _: self._click(self.typed.value))
        self.actions = w.HBox([])
        self.out = w.HTML()
        self.widget = w.VBox(
            [
                w.HBox([self.viewer, self.step_button, self.run_button, self.undo_button]),
                w.HBox([self.typed, self.play_button]),
                self.actions,
                self.out,
            ]
        )
        self.refresh()

    def _on_viewer(self, change: dict[str, Any]) -> None:
        self._do("set_viewer", change["new"])

    def _do(self, what: str, *args: Any) -> None:
        self.board.do(what, *args)
        self.refresh()

    def _click(self, action: str) -> None:
        self.board.click(action)
        self.refresh()

    def refresh(self) -> None:
        import ipywidgets as w

        buttons = []
        for action in self.board.legal():
            b = w.Button(description=action, layout=w.Layout(width="auto"))
            b.on_click(lambda _, a=action: self._click(a))
            buttons.append(b)
        self.actions.children = buttons
        self.out.value = self.board.html()

    def _ipython_display_(self) -> None:  # pragma: no cover - notebook only
        from IPython.display import display

        display(self.widget)

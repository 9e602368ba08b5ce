"""The classroom tally board of Majority (Grard).

The teacher deals the cards (the engine draws them from the seed), the class votes with real
cards, and the teacher enters each seat's vote with its buttons (A, B, C or Mark) or lets bots
vote for some seats, then presses *Resolve*. The words are in English by default, in French one
switch away. The board shows the reference pile, the propositions, the vote
counts, who is out of the round and why, the points (kept across rounds to the end of the
game) and why each round ended.

:class:`GrardTally` holds all the logic and is what tests drive ("a click" is a method call);
:class:`GrardBoard` is the ipywidgets view, made from the board kit (controls on top, the
message under them, the growing tables last). A bad entry becomes a message on the board, never
a traceback (:func:`majority_widgets.kit.guarded`), and a refused entry changes nothing.
:class:`GrardLook` gives Grard the kit's generic play and stepper boards too.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import Any

from majority_core.errors import IllegalAction, MalformedInput, WrongPhase, WrongPlayer
from majority_core.game import GameState
from majority_core.grard import GrardState
from majority_core.grard.components import LANGUAGES
from majority_core.grard.explain import (
    bot_word,
    option_name,
    round_end_text,
    score_words,
    turn_sentences,
)
from majority_core.grard.kernel import OPTIONS, PACKAGE_RULING, RULE_NEW_TURN, RULE_VOTE, parse_vote
from majority_core.grard.policies import POLICIES
from majority_core.i18n import N_, _, citation, french, get_language, ngettext
from majority_core.policy import Policy
from majority_core.rng import make_rng
from majority_widgets.kit import BoardView, button, guarded, message_html, table_html
from majority_widgets.kit.board import Speaks, replayed
from majority_widgets.kit.look import GameLook, prompt_sentence

RULE_SEATS = N_("seats are numbered 0..n-1")
RULE_SEATS_CLOCKWISE = N_("seats are numbered 0..n-1 clockwise")
RULE_BOARD = N_("board")


def _cards(n: int) -> str:
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def _policy(spec: str | Policy) -> Policy:
    if isinstance(spec, Policy):
        return spec
    try:
        return POLICIES[spec]()
    except KeyError:
        raise MalformedInput(
            _("there is no bot called {name!r}; bots: {bots}").format(
                name=spec, bots=", ".join(POLICIES)),
            rule="package bots",
        ) from None


class GrardTally(Speaks):
    """Board logic: draw the cards, votes typed for each seat, bots for some seats, resolve, undo.

    ``names``: the students' names by seat (default "seat 0"...). ``bots``: seat -> bot name
    ("random", "focal", "level-k", "cash-in") or a Policy. ``draw_step``: the teacher presses
    *Draw cards* to lay out each turn's words (the class cannot vote before); ``False`` shows
    them at once. Other options go to :class:`~majority_core.grard.GrardState`
    (least_logical, variant_toss, target, language: the board's language and its words' (by
    default the package's language, see :func:`majority_core.set_language`); the *Words*
    switch then changes the words only).
    """

    def __init__(
        self,
        n_players: int = 5,
        *,
        seed: int = 0,
        names: Sequence[str] | None = None,
        bots: Mapping[int, str | Policy] | None = None,
        show_entries: bool = False,
        draw_step: bool = True,
        **options: Any,
    ) -> None:
        if names is not None:
            options["names"] = list(names)
        self.board_language = options.get("language")
        options.setdefault("language", get_language())
        self.state = GrardState.new(n_players=n_players, seed=seed, **options)
        self.names = [self.state._seat_name(p) for p in range(n_players)]
        self.bots: dict[int, Policy] = {}
        for seat, spec in (bots or {}).items():
            if not isinstance(seat, int) or not 0 <= seat < n_players:
                raise WrongPlayer(
                    _("there is no seat {seat!r} for a bot").format(seat=seat), rule=RULE_SEATS
                )
            self.bots[seat] = _policy(spec)
        self.show_entries = show_entries
        self.draw_step = draw_step
        #: Whether this turn's cards are on the table (always, without the draw step).
        self.drawn = not draw_step
        #: Votes typed for this turn, not yet revealed (seat -> "A" / "B" / "C" / "mark").
        self.entries: dict[int, str] = {}
        self.message: str | None = self._prompt()
        self.message_kind = "info"

    def retell(self) -> None:
        """The same game replayed in the board's language (its events' words; the cards'
        words keep their own switch); the votes typed and not yet revealed stay."""
        self.state = replayed(self.state)
        self.names = [self.state._seat_name(p) for p in range(self.state.n_players)]
        self.message, self.message_kind = self._prompt(), "info"

    def _prompt(self) -> str:
        if not self.drawn:
            return _("Press Draw cards to lay out this turn's reference and propositions.")
        return _("Enter each seat's vote (A, B, C or Mark), then press Resolve turn.")

    def _check_drawn(self) -> None:
        if not self.drawn and not self.state.over:
            raise WrongPhase(
                _("draw this turn's cards first: players vote once the reference and the three "
                  "propositions are on the table"),
                rule=RULE_VOTE,
            )

    # -- what the buttons do (these raise RuleError; the press_* versions show a message) --
    def draw(self) -> dict[str, str]:
        """Lay out this turn's cards (the engine drew them from the seed); returns the words."""
        s = self.state
        if s.over:
            s.check_turn(0)  # raises "the game is over"
        if self.drawn:
            raise IllegalAction(
                _("this turn's cards are already on the table; resolve the votes first"),
                rule=RULE_NEW_TURN,
            )
        self.drawn = True
        return {o: s.word_text(w) for o, w in s.propositions.items()}

    def set_vote(self, seat: int, text: Any) -> str:
        """Enter ``seat``'s vote for this turn (it can be changed until the turn is resolved)."""
        seat = self._seat(seat)
        s = self.state
        if s.over:
            s.check_turn(seat)  # raises "the game is over"
        if seat not in s.active:
            s.check_turn(seat)  # raises "out of this round", citing the rule
        self._check_drawn()
        vote = parse_vote(text)
        self.entries[seat] = vote
        return vote

    def clear_vote(self, seat: int) -> None:
        self.entries.pop(self._seat(seat), None)

    def bots_vote(self) -> dict[int, str]:
        """Let every bot still in the round choose (from its own view only)."""
        s = self.state
        self._check_drawn()
        chosen = {}
        for seat, bot in self.bots.items():
            if seat in s.current_players() and seat not in self.entries:
                rng = make_rng(s.seed, "board bot", seat, len(s.history))
                chosen[seat] = bot.act(s.view(seat), s.legal_actions(seat), rng)
        self.entries.update(chosen)
        return chosen

    def missing(self) -> list[int]:
        """Seats still in the round whose vote is not entered (bots excluded)."""
        return [
            p for p in self.state.current_players() if p not in self.entries and p not in self.bots
        ]

    def resolve(self) -> Any:
        """Reveal the entered votes together and resolve the turn (Grard "Résolution des votes")."""
        s = self.state
        if s.over:
            s.check_turn(0)
        self._check_drawn()
        missing = self.missing()
        if missing:
            raise IllegalAction(
                _("every player still in the round votes before the votes are revealed; "
                  "missing: {names}").format(names=", ".join(self.names[p] for p in missing)),
                rule=RULE_VOTE,
            )
        self.bots_vote()
        trial = s.clone()  # all or nothing: a refused vote must not leave half a turn applied
        for p in trial.current_players():
            trial.apply(p, self.entries[p])
        self.state = trial
        self.entries = {}
        self.drawn = not self.draw_step
        return trial.last_result

    def undo(self) -> None:
        """Go back to before the last resolved turn, with its votes back in the entries."""
        s = self.state
        if not s.turn_log:
            raise IllegalAction(_("there is no resolved turn to undo yet"), rule=RULE_BOARD)
        votes = s.turn_log[-1]["votes"]
        self.state = s.replay_prefix(len(s.history) - len(s.votes) - len(votes))
        self.entries = dict(votes)
        self.drawn = True

    def new_game(self, seed: int | None = None) -> None:
        s = self.state
        self.state = GrardState.new(
            n_players=s.n_players, seed=s.seed + 1 if seed is None else seed, **s.options
        )
        self.entries = {}
        self.drawn = not self.draw_step

    def save(self) -> str:
        """The game as a save file (seed and decisions; entries not yet resolved are not saved)."""
        return self.state.to_json()

    def load(self, text: str) -> None:
        """Continue a saved game (a bad or tampered file raises SaveFileError, nothing changes)."""
        state = GrardState.from_json(text)
        self.names = [state._seat_name(p) for p in range(state.n_players)]
        self.bots = {p: b for p, b in self.bots.items() if p < state.n_players}
        self.state = state
        self.entries = {}
        self.drawn = True

    def set_language(self, language: str) -> None:
        """Show the words in ``language`` ("en" or "fr"); the game itself does not change."""
        if language not in LANGUAGES:
            raise MalformedInput(
                _("language must be one of {choices}, not {lang!r}").format(
                    choices=", ".join(LANGUAGES), lang=language),
                rule=PACKAGE_RULING,
            )
        s = self.state
        self.state = GrardState.replay(
            s.history, n_players=s.n_players, seed=s.seed, **{**s.options, "language": language}
        )

    # -- clicks: never raise, leave a message -------------------------------------------------
    def _press(self, fn: Any, *args: Any, ok: str = "") -> bool:
        result, error = guarded(fn, *args)
        if error:
            self.message, self.message_kind = error, "error"
            return False
        self.message, self.message_kind = (ok or None), "ok"
        return True

    def press_vote(self, seat: Any, text: Any) -> bool:
        if text is None or str(text).strip() == "":
            return self._press(self.clear_vote, seat)
        return self._press(
            self.set_vote, seat, text, ok=_("Vote entered for {name}.").format(name=self._name(seat)))

    def press_draw(self) -> bool:
        done = self._press(self.draw)
        if done:
            self.message, self.message_kind = self._prompt(), "info"
        return done

    def press_bots(self) -> bool:
        return self._press(self.bots_vote, ok=_("The bots have voted."))

    def press_resolve(self) -> bool:
        before = self.state.round
        done = self._press(self.resolve)
        if done:
            self.message = self._summary(before)
        return done

    def press_undo(self) -> bool:
        return self._press(
            self.undo, ok=_("The last turn was undone; its votes are back in the boxes.")
        )

    def press_load(self, text: str) -> bool:
        return self._press(self.load, text, ok=_("The saved game is loaded."))

    def press_new_game(self) -> bool:
        return self._press(self.new_game, ok=_("A new game starts: everybody at 0 points."))

    def press_language(self, language: str) -> bool:
        return self._press(self.set_language, language)

    def press_save(self) -> str | None:
        """The save file, or None (then :attr:`message` says why)."""
        text, error = guarded(self.save)
        if error:
            self.message, self.message_kind = error, "error"
            return None
        self.message, self.message_kind = (
            _("Saved: copy the text to keep the game (votes not yet resolved are not in it)."),
            "ok",
        )
        return text

    # -- drawing ------------------------------------------------------------------------------
    def _seat(self, seat: Any) -> int:
        if isinstance(seat, str) and seat.strip().isdigit():
            seat = int(seat)
        if (
            isinstance(seat, bool)
            or not isinstance(seat, int)
            or not 0 <= seat < self.state.n_players
        ):
            raise WrongPlayer(
                _("there is no seat {seat!r}: seats are 0..{last}").format(
                    seat=seat, last=self.state.n_players - 1),
                rule=RULE_SEATS_CLOCKWISE,
            )
        return seat

    def _name(self, seat: Any) -> str:
        return (
            self.names[seat] if isinstance(seat, int) and 0 <= seat < len(self.names) else str(seat)
        )

    def _summary(self, round_before: int) -> str:
        s = self.state
        if s.over:
            return s.events[-1].text
        if s.round != round_before:
            last = s.round_log[-1]
            draw = _(" Press Draw cards.") if self.draw_step else ""
            return _("Round {ended} ended: {why}. Round {round} begins: everybody is back "
                     "in.{draw}").format(ended=last["round"], why=round_end_text(last["end"]),
                                         round=s.round, draw=draw)
        draw = _(" Press Draw cards for the next turn.") if self.draw_step else ""
        return ngettext("Turn resolved: {n} player goes on to turn {turn}.{draw}",
                        "Turn resolved: {n} players go on to turn {turn}.{draw}",
                        len(s.active)).format(n=len(s.active), turn=s.turn, draw=draw)

    def status(self, seat: int) -> str:
        s = self.state
        if s.over:
            return _("winner") if seat in s.winners else ""
        if seat in s.out:
            return _("out: {why}").format(why=s.out[seat])
        if seat in self.entries:
            return (_("entered {option}").format(option=option_name(self.entries[seat]))
                    if self.show_entries else _("entered"))
        return _("bot") if seat in self.bots else _("waiting")

    def words_html(self) -> str:
        """The heading, the reference pile and the propositions (face down before the draw)."""
        s = self.state
        v = s.view(None)
        words = {int(k): t for k, t in v["words"].items()}
        parts = []
        if s.over:
            who = ", ".join(self.names[p] for p in s.winners)
            text = (_("Game over after {rounds} rounds: {who} share the win")
                    if len(s.winners) > 1 else _("Game over after {rounds} rounds: {who} wins"))
            parts.append(f"<h4>{html.escape(text.format(rounds=s.round, who=who))}</h4>")
            return "".join(parts)
        parts.append(f"<h4>{html.escape(_heading(v))}</h4>")
        hidden = not self.drawn
        pile = "".join(
            _chip(
                "?" if hidden and s.turn == 1 else words[w],
                _("reference") if i == len(s.pile) - 1 else f"#{i + 1}",
                strong=i == len(s.pile) - 1,
            )
            for i, w in enumerate(s.pile)
        )
        parts.append(f'<div class="mj-pile">{html.escape(_pile(len(s.pile)))} {pile}</div>')
        props = "".join(_chip("?" if hidden else words[w], o) for o, w in s.propositions.items())
        parts.append('<div class="mj-props">{} {}</div>'.format(
            html.escape(_("Propositions:")), props))
        return "".join(parts)

    def tables_html(self) -> str:
        """Scores, the last vote and why it ended so, the last rounds (what grows)."""
        s = self.state
        rows = [
            [
                self.names[p],
                (_("bot: {name}").format(name=bot_word(getattr(self.bots[p], "name", str(self.bots[p]))))
                 if p in self.bots else _("person")),
                s.scores[p],
                self.status(p),
            ]
            for p in range(s.n_players)
        ]
        parts = []
        last = s.last_result
        if last is not None:
            counts = " &middot; ".join(  # the language's colon (French: "A : 4")
                _("{option}: {count}").format(option=html.escape(option_name(o)),
                                              count=f"<b>{n}</b>")
                for o, n in last.counts.items()
            )
            parts.append('<div class="mj-counts">{} {}</div>'.format(
                html.escape(_("Last vote:")), counts))
            why = " ".join(
                f"{html.escape(t)} <small>[{html.escape(citation(r))}]</small>"
                for t, r in turn_sentences(last, lambda p: self.names[p])
            )
            parts.append(f'<div class="mj-why"><small>{why}</small></div>')
        parts.append(
            table_html(
                [_("player"), _("played by"), _("points"), _("this turn")],
                rows,
                caption=_("Scores (kept to the end of the game)"),
            )
        )
        if s.round_log:
            rl = [
                [
                    r["round"],
                    r["turns"],
                    round_end_text(r["end"]),
                    r["pile_size"],
                    ", ".join(f"{self.names[p]} +{n}" for p, n in enumerate(r["points"]) if n)
                    or "-",
                ]
                for r in s.round_log[-5:]
            ]
            parts.append(
                table_html(
                    [_("round"), _("turns"), _("ended because"), _("pile"), _("points scored")],
                    rl,
                    caption=_("Last rounds"),
                )
            )
        return "".join(parts)

    def html(self, *, message: bool = True) -> str:
        """The whole board as HTML (the message under the words, where the controls are)."""
        parts = ['<div class="mj-grard-board">', self.words_html()]
        if message:
            parts.append(message_html(self.message, kind=self.message_kind))
        parts += [self.tables_html(), "</div>"]
        return "".join(parts)

    def _repr_html_(self) -> str:
        return self.html()


def _heading(v: Mapping[str, Any]) -> str:
    """ "Round 2, turn 1: aim for the most logical association (game to 20 points)"."""
    text = (_("Round {round}, turn {turn}: aim for the LEAST logical (Variant red) association "
              "(game to {target} points)") if v["least_logical"] else
            _("Round {round}, turn {turn}: aim for the most logical association (game to "
              "{target} points)"))
    return text.format(round=v["round"], turn=v["turn"], target=v["target"])


def _pile(n: int) -> str:
    """ "Reference pile: 2 cards (a Mark now pays 2)"."""
    return _("Reference pile: {cards} (a Mark now pays {n})").format(cards=_cards(n),
                                                                       n=score_words(n))


def _chip(text: str, label: str, *, strong: bool = False) -> str:
    border = "2px solid #0b4fa6" if strong else "1px solid #999"
    return (
        f'<span class="mj-word" style="display:inline-block;text-align:center;border:{border};'
        f'border-radius:6px;padding:2px 8px;margin:2px;background:#fffdf5">'
        f'<small style="color:#666">{html.escape(label)}</small><br>{html.escape(text)}</span>'
    )


class GrardBoard(BoardView):
    """The ipywidgets view of :class:`GrardTally`: the teacher's buttons on top, the message
    under them, then the cards, one row of vote buttons per seat, and the tables."""

    css = "mj-grard-tally"
    title = "Grard tally board"

    def __init__(self, tally: GrardTally | None = None, **kwargs: Any) -> None:
        self.tally = tally if tally is not None else GrardTally(**kwargs)
        super().__init__(self.tally)
        self.title = _("Grard tally board")

    def build(self) -> list[Any]:
        import ipywidgets as w

        t = self.tally
        self.buttons: dict[str, Any] = {}
        for label, css, fn, style in (
            (_("Draw cards"), "mj-draw", t.press_draw, "info"),
            (_("Bots vote"), "mj-bots-vote", t.press_bots, ""),
            (_("Resolve turn"), "mj-resolve", t.press_resolve, "primary"),
            (_("Undo last turn"), "mj-undo", t.press_undo, "warning"),
            (_("New game"), "mj-new-game", t.press_new_game, ""),
        ):
            b = button(label, css, style=style)
            b.on_click(lambda _b, fn=fn: self._click(fn))
            self.buttons[css] = b
        self.language = w.ToggleButtons(
            options=[("English", "en"), ("français", "fr")],
            value=t.state.options["language"],
            tooltips=["the words in English", "les mots en français"],
            style={"button_width": "6.5em"},
        )
        self.language.add_class("mj-language")
        self.language.observe(
            lambda ch: None if self._syncing else self._click(t.press_language, ch["new"]),
            names="value",
        )
        self.save_button = button(_("Save"), "mj-save")
        self.load_button = button(_("Load"), "mj-load")
        self.save_box = w.Textarea(
            placeholder=_("Save: the file appears here. Load: paste one here, then press Load."),
            layout=w.Layout(width="98%", height="3.2em"),
        )
        self.save_box.add_class("mj-save-box")
        self.save_button.on_click(lambda _b: self.save())
        self.load_button.on_click(lambda _b: self._click(t.press_load, self.save_box.value))
        self.words = w.HTML()
        self.words.add_class("mj-grard-words")
        self.rows: list[Any] = []
        self.vote_buttons: list[dict[str, Any]] = []
        self.status_labels: list[Any] = []
        for p in range(t.state.n_players):
            name = w.HTML(f"<b>{html.escape(t.names[p])}</b>")
            name.layout.width = "9em"
            buttons = {}
            for option in (*OPTIONS, ""):
                b = button(option_name(option) if option else _("clear"), "mj-vote", width="4.5em")
                b.add_class(f"mj-vote-{p}-{option or 'clear'}")
                b.on_click(lambda _b, p=p, o=option: self._click(t.press_vote, p, o))
                buttons[option] = b
            status = w.HTML()
            status.layout.width = "16em"
            self.vote_buttons.append(buttons)
            self.status_labels.append(status)
            self.rows.append(w.HBox([name, *buttons.values(), status]))
        self.votes = w.VBox(self.rows)
        self.votes.add_class("mj-grard-votes")
        self.tables = w.HTML()
        self.tables.add_class("mj-grard-tables")
        self._syncing = False
        row1 = w.HBox(list(self.buttons.values()))
        words_label = w.HTML("<b>{}</b>&nbsp;".format(html.escape(_("Words:"))))
        row2 = w.HBox([words_label, self.language, self.save_button, self.load_button])
        row2.layout.align_items = "center"
        for row in (row1, row2):
            row.layout.flex_flow = "row wrap"
        return [row1, row2, self.save_box, self.message, self.words, self.votes, self.tables]

    # -- clicks ------------------------------------------------------------------------------
    def _click(self, fn: Any, *args: Any) -> None:
        fn(*args)
        self.redraw()

    def save(self) -> str | None:
        text = self.tally.press_save()
        if text is not None:
            self.save_box.value = text
        self.redraw()
        return text

    def vote(self, seat: int, option: str) -> None:
        """Press ``seat``'s button for ``option`` ("A", "B", "C", "mark"; "" clears)."""
        self._click(self.tally.press_vote, seat, option)

    def redraw(self) -> None:
        t = self.tally
        s = t.state
        self._syncing = True
        try:
            self.language.value = s.options["language"]
        finally:
            self._syncing = False
        for p, buttons in enumerate(self.vote_buttons):
            if p >= s.n_players:
                break
            in_round = p in s.active and not s.over
            usable = in_round and p not in t.bots and t.drawn
            entry = t.entries.get(p)
            for option, b in buttons.items():
                b.disabled = not usable
                b.button_style = "success" if t.show_entries and entry == option and option else ""
            self.status_labels[p].value = f"<small>{html.escape(t.status(p))}</small>"
        self.buttons["mj-resolve"].disabled = s.over or not t.drawn
        self.buttons["mj-draw"].disabled = s.over or t.drawn
        self.message.value = message_html(t.message, kind=t.message_kind)
        self.words.value = t.words_html()
        self.tables.value = t.tables_html()

    def __repr__(self) -> str:
        return _("<Grard tally board: {n} players>").format(n=self.tally.state.n_players)


class GrardLook(GameLook):
    """How Majority (Grard) looks on the kit's generic play and stepper boards."""

    state_cls = GrardState
    title = "Majority (Grard)"
    player_counts = (5, 3, 4, 6, 7, 8, 9, 10)
    bots = {name: cls for name, cls in POLICIES.items()}
    options = {"language": "en"}

    def new_state(self, n_players: int, seed: int, **options: Any) -> GameState:
        """A fresh game whose words are in the board's language (English by default)."""
        return self.state_cls.new(n_players=n_players, seed=seed,
                                  **{**self.options, "language": get_language(), **options})

    def state_html(self, state: GameState, viewer: int | None) -> str:
        """The table as ``viewer`` sees it (from ``view(viewer)``: a seat sees its own vote
        only; pending votes of others show as "has voted")."""
        v = state.view(viewer)
        words = {int(k): t for k, t in v["words"].items()}
        if v["game_over"]:
            who = ", ".join(self.seat_name(state, p) for p in v["winners"])
            head = _("Game over after {rounds} rounds: {who} (game to {target} points)").format(
                rounds=v["round"], who=who, target=v["target"])
        else:
            head = _heading(v)
        parts = [f"<h4>{html.escape(head)}</h4>"]
        pile = v["pile"]
        chips = "".join(
            _chip(words[w], _("reference") if i == len(pile) - 1 else f"#{i + 1}",
                  strong=i == len(pile) - 1)
            for i, w in enumerate(pile)
        )
        parts.append(f'<div class="mj-pile">{html.escape(_pile(len(pile)))} {chips}</div>')
        props = "".join(_chip(words[w], o) for o, w in v["propositions"].items())
        parts.append('<div class="mj-props">{} {}</div>'.format(
            html.escape(_("Propositions:")), props))
        rows = []
        for p in range(v["n_players"]):
            if v["game_over"]:
                status = _("winner") if p in v["winners"] else ""
            elif str(p) in v["out"]:
                status = _("out: {why}").format(why=v["out"][str(p)])
            elif viewer is None and str(p) in v.get("votes", {}):
                status = _("voted {option}").format(option=option_name(v["votes"][str(p)]))
            elif p == viewer and "my_vote" in v:
                status = _("you voted {option}").format(option=option_name(v["my_vote"]))
            elif p in v["voted"]:
                status = _("has voted")
            else:
                status = _("to vote")
            name = self.seat_name(state, p) + (_(" (you)") if p == viewer else "")
            rows.append([name, v["scores"][p], status])
        parts.append(table_html([_("player"), _("points"), _("this turn")], rows,
                                caption=_("Scores")))
        return "".join(parts)

    def prompt(self, state: GameState, seat: int) -> str:
        return prompt_sentence(_("{seat}: vote for the proposition most players will choose.").format(
            seat=self.seat_name(state, seat)))

    def action_label(self, state: GameState, seat: int, action: Any) -> str:
        if action == "mark":
            n = len(state.pile)  # type: ignore[attr-defined]
            return ngettext("Mark ({n} point)", "Mark ({n} points)", n).format(n=n)
        word = state.word_text(state.propositions[action])  # type: ignore[attr-defined]
        return french(f"{action}: {word}")  # "A : bougie" (review 2, 51)


LOOK = GrardLook()


def grard_app(n_players: int = 6, seed: int = 1, *, language: str | None = None) -> Any:
    """The Voila app: the classroom tally, a game against bots, a replay; under an English /
    français switch (``language``: the first shown; None: the package's)."""
    from majority_widgets.kit import GamePlay, GameStepper, PlayBoard, StepperBoard
    from majority_widgets.kit.app import AppTabs, Bilingual

    def make(lang: str) -> AppTabs:
        return AppTabs(
            "Majority (Grard)",
            N_("Every message names its rule (sections of the Grard rulebook)."),
            [
                (
                    N_("Classroom tally"),
                    "mj-tab-grard-tally",
                    N_("Press Draw cards, let the class vote with real cards, press each seat's "
                      "vote (or let bots vote), then Resolve turn."),
                    GrardBoard(n_players=n_players, seed=seed, language=lang),
                ),
                (
                    N_("Play against bots"),
                    "mj-tab-grard-play",
                    N_("You vote for seat 0; four focal bots vote for the others."),
                    PlayBoard(GamePlay(LOOK, 5, seed=seed, humans=[0], bots="focal",
                                       language=lang)),
                ),
                (
                    N_("Replay a game"),
                    "mj-tab-grard-replay",
                    N_("Bots play a whole game: step through it turn by turn."),
                    StepperBoard(GameStepper.from_seed(LOOK, seed, n_players=5, bots="focal",
                                                       language=lang)),
                ),
            ],
        )

    return Bilingual(make, language)


__all__ = ["LOOK", "OPTIONS", "GrardBoard", "GrardLook", "GrardTally", "grard_app"]

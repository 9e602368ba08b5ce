"""The Majority 2 boards, made from the board kit: play a seat against a bot, or replay a game.

:class:`Majority2Look` is all Majority 2 adds to the kit: the table drawn from a seat's view
(both players' three columns and score zones with the discs, coins face up and face down, hand
and reserve sizes, the viewer's own hand and reserve, the deck and the discard pile), the
actions as buttons in words (cards drawn in their faction's colour), and the prompt of each
phase naming its rule. :func:`majority2_play`, :func:`majority2_stepper` and
:func:`majority2_app` open the boards.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from majority_core.game import GameState
from majority_core.majority2 import Card, Greedy, Majority2State, Planner, final_score
from majority_core.majority2.components import COLOUR_OF, card_html
from majority_core.policy import UniformRandom
from widgets.kit.html import box, esc, plural
from widgets.kit.look import GameLook
from widgets.kit.play import GamePlay, PlayBoard
from widgets.kit.stepper import GameStepper, StepperBoard

#: Button colours of the factions (ink, background).
COLOURS: dict[str, tuple[str, str]] = {
    "witches": ("#fff", "#1565c0"),
    "demons": ("#fff", "#2e7d32"),
    "dragons": ("#fff", "#c62828"),
    "angels": ("#000", "#f8bbd0"),
    "reapers": ("#fff", "#212121"),
    "independent": ("#000", "#e0e0e0"),
}

PROMPTS = {
    "exchange": "exchange your whole hand for your whole reserve, or keep it (Majority 2 5-3).",
    "draw": "draw the cards of the draw table, or not; if you draw, your opponent adds a card "
    "to their reserve (Majority 2 5-4).",
    "free": "play one card free of cost and without its effect, or none (Majority 2 5-5).",
    "standard": "play a card paying its cost with face-up coins, or end your turn: the rest of "
    "your hand goes to your opponent (Majority 2 5-6, 5-7).",
}
DECISIONS = {
    "form": "a column forms a faction: choose its representative for your score zone "
    "(Majority 2 5-5).",
    "reserve": "demons Junior: choose the card of your hand that goes to your reserve.",
    "take": "witches Veteran: choose the card in play you take into your reserve.",
    "disc": "put a colour disc on a card (Majority 2 6-1).",
    "colour": "dragons Veteran: name a colour; every card in play of the named colours burns.",
    "discard": "dragons Aristocrat: give up a card of your score zone (a Secretary if you can).",
    "target": "dragons promo Junior: choose a card of its column.",
    "ghost": "Ghost: choose your opponent's column it goes to (Majority 2 6-4).",
}


def _cards_html(texts: Sequence[str]) -> str:
    return "".join(card_html(Card.parse(t)) for t in texts) or "&ndash;"


def board_html(view: Mapping[str, Any]) -> str:
    """The table as the view's seat knows it (``view(None)``: everything)."""
    seat = view["seat"]
    parts = []
    status = (
        esc(view["result"])
        if view["game_over"]
        else f"Turn {view['turn']}: seat {view['player']}'s turn, {esc(view['phase'])} phase. "
        f"Deck {view['deck_size']} cards; discard pile {len(view['discard'])}."
    )
    parts.append(f"<p class='m2-status'><b>{status}</b></p>")
    order = [seat, 1 - seat] if seat in (0, 1) else [0, 1]
    for p in order:
        me = view["players"][p]
        zone = [Card.parse(c) for c in me["score_zone"]]
        points = final_score(zone, 0).points
        zone_html = "".join(
            card_html(c, extra=f"<br><small>scores {pt}</small>") for c, pt in zip(zone, points, strict=True)
        ) or "&ndash;"
        cols = []
        for i, col in enumerate(me["columns"]):
            shield = " &#128737; protected" if me["protected"][i] else ""
            cells = "".join(card_html(Card.parse(c)) + "<br>" for c in col) or "&ndash;"
            cols.append(f"<td style='vertical-align:top;padding:2px 8px'><b>column {i + 1}</b>"
                        f"<small>{shield}</small><br>{cells}</td>")
        who = f"Seat {p}" + (" (you)" if p == seat else "") + (
            " \u2605 first player" if p == view["first_player"] else ""
        )
        head = (
            f"{who}: coins {me['coins_up']} face up, {me['coins_down']} face down; "
            f"hand {plural(me['hand_size'], 'card')}, reserve {plural(me['reserve_size'], 'card')}; "
            f"{plural(len(me['score_zone']), 'faction')} formed"
        )
        body = f"<table><tr>{''.join(cols)}</tr></table><div>Score zone: {zone_html}</div>"
        if view["must_exchange"][p]:
            body += "<div><small>Must exchange next turn (demons Senior).</small></div>"
        parts.append(box(head, body, css="m2-seat"))
    if seat in (0, 1):
        parts.append(box("Your hand", _cards_html(view["hand"])))
        parts.append(box("Your reserve (hidden from your opponent)", _cards_html(view["reserve"])))
    else:
        for p in (0, 1):
            parts.append(box(f"Seat {p}'s hand", _cards_html(view["hands"][p])))
            parts.append(box(f"Seat {p}'s reserve", _cards_html(view["reserves"][p])))
    discs = ", ".join(f"{COLOUR_OF[f]} on {w}" for f, w in view["discs"].items()) or "all in the supply"
    parts.append(f"<p><small>Discs: {esc(discs)}. Top of the discard pile: "
                 f"{esc(view['discard'][-1] if view['discard'] else 'none')}.</small></p>")
    return f"<div class='m2-board'>{''.join(parts)}</div>"


class Majority2Look(GameLook):
    """How Majority 2 looks on the kit's boards."""

    state_cls = Majority2State
    title = "Majority 2"
    player_counts: ClassVar[Sequence[int]] = (2,)
    bots: ClassVar[Mapping[str, Any]] = {"planner": Planner, "greedy": Greedy, "random": UniformRandom}
    secrets = True

    def state_html(self, state: GameState, viewer: int | None) -> str:
        return board_html(state.view(viewer))

    def prompt(self, state: GameState, seat: int) -> str:
        view = state.view(seat)
        decision = view["decision"]
        text = DECISIONS[decision["kind"]] if decision else PROMPTS.get(view["phase"], "choose.")
        return f"Seat {seat}: {text}"

    def action_label(self, state: GameState, seat: int, action: Any) -> str:
        word, _, rest = str(action).partition(" ")
        if word in ("play", "free"):
            text, col = rest.split()
            card = Card.parse(text)
            cost = f" ({card.cost} coins)" if word == "play" else " (free)"
            return f"{card.name} into column {col}{cost}"
        if word in ("form", "reserve", "discard"):
            return Card.parse(rest).name
        if word == "colour":
            return f"{rest} ({COLOUR_OF[rest]})"
        if word == "ghost":
            return f"opponent's column {rest}"
        if word in ("take", "target", "disc"):
            parts = rest.split()
            owner, spot, index = parts[0].split(".")
            where = "score zone" if spot == "zone" else f"column {spot[1:]}"
            name = self._card_at(state, int(owner[1:]), spot, int(index) - 1)
            label = f"{name} (seat {owner[1:]}'s {where})"
            return label + (f" <- {COLOUR_OF[parts[1]]} disc" if word == "disc" else "")
        return {
            "exchange": "Exchange hand and reserve",
            "keep": "Keep my hand",
            "draw": "Draw",
            "no-draw": "Do not draw",
            "no-free": "No free play",
            "end": "End my turn (pass my hand)",
        }.get(str(action), str(action))

    def _card_at(self, state: GameState, owner: int, spot: str, i: int) -> str:
        view = state.view(None)["players"][owner]
        cards = view["score_zone"] if spot == "zone" else view["columns"][int(spot[1:]) - 1]
        return Card.parse(cards[i]).name if i < len(cards) else "?"

    def action_group(self, state: GameState, seat: int, action: Any) -> str:
        word = str(action).partition(" ")[0]
        if word in ("play", "free"):
            return "Play (pay the cost):" if word == "play" else "Free play:"
        return {
            "form": "Representative:",
            "reserve": "To your reserve:",
            "take": "Take into your reserve:",
            "disc": "Disc:",
            "colour": "Colour:",
            "discard": "Give up:",
            "target": "Card:",
            "ghost": "Ghost to:",
        }.get(word, "")

    def action_colours(self, state: GameState, seat: int, action: Any) -> tuple[str, str] | None:
        word, _, rest = str(action).partition(" ")
        if word in ("play", "free", "form", "reserve", "discard"):
            card = Card.parse(rest.split()[0])
            return COLOURS[card.current or card.faction]
        if word == "colour":
            return COLOURS[rest]
        return None

    def over_text(self, state: GameState) -> str:
        return state.view(None)["result"] or "The game is over."


LOOK = Majority2Look()


def majority2_play(seed: int = 1, *, human: int = 0, bot: str = "planner", **options: Any) -> PlayBoard:
    """Play seat ``human`` against a bot ("planner", "greedy" or "random")."""
    bots = [bot, bot]
    return PlayBoard(GamePlay(LOOK, 2, seed=seed, humans=[human], bots=bots, viewer=human, **options))


def majority2_stepper(
    seed: int = 0, *, bots: str | list[str] = "planner", viewer: int | None = None, **options: Any
) -> StepperBoard:
    """A bot game to replay event by event (either seat's view or all-seeing)."""
    return StepperBoard(GameStepper.from_seed(LOOK, seed, n_players=2, bots=bots, viewer=viewer, **options))


def majority2_app(seed: int = 1) -> Any:
    """The Voila app: play against a bot, a two-person game, a replay."""
    from widgets.kit.app import AppTabs

    return AppTabs(
        "Majority 2",
        "Every event explains itself and names its rule (Majority 2 sections of the rulebook).",
        [
            ("Play", "mj-tab-m2-play", "You are seat 0 against the planner bot.", majority2_play(seed)),
            (
                "Two players",
                "mj-tab-m2-class",
                "Both seats are people: the view follows whoever must decide (pass the screen).",
                PlayBoard(GamePlay(LOOK, 2, seed=seed, humans=[0, 1])),
            ),
            (
                "Replay a game",
                "mj-tab-m2-replay",
                "Two planner bots play a whole game: step back and forward, as either seat saw it.",
                majority2_stepper(seed),
            ),
        ],
    )


__all__ = ["LOOK", "Majority2Look", "board_html", "majority2_app", "majority2_play", "majority2_stepper"]

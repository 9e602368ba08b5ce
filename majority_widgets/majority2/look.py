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
from majority_core.i18n import N_, _, ngettext, pgettext
from majority_core.majority2 import Card, Greedy, Majority2State, Planner, final_score, words
from majority_core.majority2 import explain as ex
from majority_core.majority2.components import card_html
from majority_core.policy import UniformRandom
from majority_widgets.kit.html import box, esc
from majority_widgets.kit.look import GameLook
from majority_widgets.kit.play import GamePlay, PlayBoard
from majority_widgets.kit.stepper import GameStepper, StepperBoard

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
    "exchange": N_("exchange your whole hand for your whole reserve, or keep it (Majority 2 5-3)."),
    "draw": N_("draw the cards of the draw table, or not; if you draw, your opponent adds a card "
               "to their reserve (Majority 2 5-4)."),
    "free": N_("play one card free of cost and without its effect, or none (Majority 2 5-5)."),
    "standard": N_("play a card paying its cost with face-up coins, or end your turn: the rest "
                   "of your hand goes to your opponent (Majority 2 5-6, 5-7)."),
}
DECISIONS = {
    "form": N_("a column forms a faction: choose its representative for your score zone "
               "(Majority 2 5-5)."),
    "reserve": N_("demons Junior: choose the card of your hand that goes to your reserve."),
    "take": N_("witches Veteran: choose the card in play you take into your reserve."),
    "disc": N_("put a colour disc on a card (Majority 2 6-1)."),
    "colour": N_("dragons Veteran: name a colour; every card in play of the named colours burns."),
    "discard": N_("dragons Aristocrat: give up a card of your score zone (a Secretary if you "
                  "can)."),
    "target": N_("dragons promo Junior: choose a card of its column."),
    "ghost": N_("Ghost: choose your opponent's column it goes to (Majority 2 6-4)."),
}


def _cards(n: int) -> str:
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def _cards_html(texts: Sequence[str], ghost_cost: int | None = None) -> str:
    return "".join(card_html(Card.parse(t), ghost_cost=ghost_cost) for t in texts) or "&ndash;"


def spot_label(view: Mapping[str, Any], spot: str, *, bare: bool = False) -> str:
    """A card's place in words, from its notation ``s1.zone.2`` / ``s0.c3.1`` (seat, score
    zone or column, 1-based index): "demons Secretary (seat 1's score zone)"; ``bare``: the
    card with its article and without its disc ("the demons Secretary"). Only public
    places (columns and score zones), so any seat's view can name it."""
    owner, where, index = spot.split(".")
    seat_ = int(owner[1:])
    me = view["players"][seat_]
    cards = me["score_zone"] if where == "zone" else me["columns"][int(where[1:]) - 1]
    i = int(index) - 1
    card = Card.parse(cards[i]) if 0 <= i < len(cards) else None
    if card is None:
        name = "?"
    elif bare:
        name = ex.the(Card(card.faction, card.rank, None, card.promo))
    else:
        name = card.name
    if where == "zone":
        return _("{card} ({seat}'s score zone)").format(card=name, seat=ex.seat(seat_))
    return _("{card} ({seat}'s column {n})").format(card=name, seat=ex.seat(seat_), n=where[1:])


def board_html(view: Mapping[str, Any], ghost_cost: int | None = None) -> str:
    """The table as the view's seat knows it (``view(None)``: everything; a view without the
    hands, such as the class table's projected public view, shows the public parts only).
    ``ghost_cost``: the game's option (its cards say what a Ghost costs in this game)."""
    seat = view["seat"]
    parts = []
    status = (
        esc(view["result"])
        if view["game_over"]
        else esc(_("Turn {turn}: {seat}'s turn, {phase}. Deck {deck}; discard pile "
                   "{discard}.").format(turn=view["turn"], seat=ex.seat(view["player"]),
                                        phase=words.phase(view["phase"]),
                                        deck=_cards(view["deck_size"]),
                                        discard=_cards(len(view["discard"]))))
    )
    parts.append(f"<p class='m2-status'><b>{status}</b></p>")
    order = [seat, 1 - seat] if seat in (0, 1) else [0, 1]
    for p in order:
        me = view["players"][p]
        zone = [Card.parse(c) for c in me["score_zone"]]
        points = final_score(zone, 0).points
        zone_html = "".join(
            card_html(c, extra="<br><small>{}</small>".format(_("scores {points}").format(points=pt)),
                      ghost_cost=ghost_cost)
            for c, pt in zip(zone, points, strict=True)
        ) or "&ndash;"
        cols = []
        for i, col in enumerate(me["columns"]):
            shield = " &#128737; " + esc(_("protected")) if me["protected"][i] else ""
            cells = "".join(card_html(Card.parse(c), ghost_cost=ghost_cost) + "<br>"
                            for c in col) or "&ndash;"
            cols.append("<td style='vertical-align:top;padding:2px 8px'><b>{}</b>".format(
                esc(_("column {n}").format(n=i + 1))) + f"<small>{shield}</small><br>{cells}</td>")
        who = ex.cap(ex.seat(p)) + (_(" (you)") if p == seat else "") + (
            _(" \u2605 first player") if p == view["first_player"] else ""
        )
        factions = len(me["score_zone"])
        head = _("{who}: coins {up} face up, {down} face down; hand {hand}, reserve {reserve}; "
                 "{formed}").format(
            who=who, up=me["coins_up"], down=me["coins_down"], hand=_cards(me["hand_size"]),
            reserve=_cards(me["reserve_size"]),
            formed=ex.factions_formed(factions))
        body = "<table><tr>{}</tr></table><div>{} {}</div>".format(
            "".join(cols), esc(_("Score zone:")), zone_html)
        if view["must_exchange"][p]:
            body += "<div><small>{}</small></div>".format(
                esc(_("Must exchange next turn (demons Senior).")))
        parts.append(box(head, body, css="m2-seat"))
    if seat in (0, 1):
        parts.append(box(_("Your hand"), _cards_html(view["hand"], ghost_cost)))
        parts.append(box(_("Your reserve (hidden from your opponent)"),
                         _cards_html(view["reserve"], ghost_cost)))
    elif "hands" in view:  # the all-seeing view (a projected public view has no hands)
        for p in (0, 1):
            # French "Main du joueur 0": the title takes its capital as a whole
            parts.append(box(ex.cap(_("{seat}'s hand").format(seat=ex.seat(p))),
                             _cards_html(view["hands"][p], ghost_cost)))
            parts.append(box(ex.cap(_("{seat}'s reserve").format(seat=ex.seat(p))),
                             _cards_html(view["reserves"][p], ghost_cost)))
    # « le disque bleu est sur le Secrétaire des sorcières (colonne 1 du joueur 0) »: the
    # card named without the disc the sentence is about (review 3, N12)
    discs = ", ".join(_("{colour} on {card}").format(colour=words.paint(f),
                                                     card=spot_label(view, w, bare=True))
                      for f, w in view["discs"].items()) or _("all in the supply")
    top = Card.parse(view["discard"][-1]).name if view["discard"] else _("none")
    parts.append("<p><small>{}</small></p>".format(esc(
        _("Discs: {discs}. Top of the discard pile: {top}.").format(discs=discs, top=top))))
    return f"<div class='m2-board'>{''.join(parts)}</div>"


class Majority2Look(GameLook):
    """How Majority 2 looks on the kit's boards."""

    state_cls = Majority2State
    title = "Majority 2"
    player_counts: ClassVar[Sequence[int]] = (2,)
    bots: ClassVar[Mapping[str, Any]] = {"planner": Planner, "greedy": Greedy, "random": UniformRandom}
    secrets = True

    def state_html(self, state: GameState, viewer: int | None) -> str:
        return board_html(state.view(viewer), state.options.get("ghost_cost"))

    def prompt(self, state: GameState, seat: int) -> str:
        view = state.view(seat)
        decision = view["decision"]
        text = DECISIONS[decision["kind"]] if decision else PROMPTS.get(view["phase"], N_("choose."))
        return pgettext("player prompt", "Seat {seat}: {text}").format(seat=seat, text=_(text))

    def action_label(self, state: GameState, seat: int, action: Any) -> str:
        word, _sep, rest = str(action).partition(" ")
        if word in ("play", "free"):
            text, col = rest.split()
            card = Card.parse(text)
            price = card.price(state.options.get("ghost_cost"))
            cost = (ngettext(" ({n} coin)", " ({n} coins)", price).format(n=price)
                    if word == "play" else _(" (free)"))
            # TRANSLATORS: a button; keep it short (a dozen of them share the board's width)
            return _("{card} into column {col}{cost}").format(card=card.name, col=col, cost=cost)
        if word in ("form", "reserve", "discard"):
            return Card.parse(rest).name
        if word == "colour":
            return _("{faction} ({colour})").format(
                faction=words.faction(rest), colour=words.paint(rest))
        if word == "ghost":
            return _("opponent's column {n}").format(n=rest)
        if word in ("take", "target", "disc"):
            parts = rest.split()
            label = spot_label(state.view(None), parts[0])
            return label + (_(" <- {colour} disc").format(colour=words.paint(parts[1]))
                            if word == "disc" else "")
        labels = {
            "exchange": N_("Exchange hand and reserve"),
            "keep": N_("Keep my hand"),
            "draw": N_("Draw"),
            "no-draw": N_("Do not draw"),
            "no-free": N_("No free play"),
            "end": N_("End my turn (pass my hand)"),
        }
        return _(labels[str(action)]) if str(action) in labels else str(action)

    def action_group(self, state: GameState, seat: int, action: Any) -> str:
        word = str(action).partition(" ")[0]
        if word in ("play", "free"):
            return _("Play (pay the cost):") if word == "play" else _("Free play:")
        groups = {
            "form": N_("Representative:"),
            "reserve": N_("To your reserve:"),
            "take": N_("Take into your reserve:"),
            "disc": N_("Disc:"),
            "colour": N_("Colour:"),
            "discard": N_("Give up:"),
            "target": N_("Card:"),
            "ghost": N_("Ghost to:"),
        }
        return _(groups[word]) if word in groups else ""

    def action_colours(self, state: GameState, seat: int, action: Any) -> tuple[str, str] | None:
        word, _sep, rest = str(action).partition(" ")
        if word in ("play", "free", "form", "reserve", "discard"):
            card = Card.parse(rest.split()[0])
            return COLOURS[card.current or card.faction]
        if word == "colour":
            return COLOURS[rest]
        return None

    def over_text(self, state: GameState) -> str:
        return state.view(None)["result"] or _("The game is over.")


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


def majority2_app(seed: int = 1, *, language: str | None = None) -> Any:
    """The Voila app: play against a bot, a two-person game, a replay; under an English /
    français switch (``language``: the first one shown; None: the package's)."""
    from majority_widgets.kit.app import AppTabs, Bilingual

    def make(lang: str) -> AppTabs:
        return AppTabs(
            "Majority 2",
            N_("Every event explains itself and names its rule (Majority 2 sections of the "
              "rulebook)."),
            [
                (N_("Play"), "mj-tab-m2-play", N_("You are seat 0 against the planner bot."),
                 majority2_play(seed, language=lang)),
                (
                    N_("Two players"),
                    "mj-tab-m2-class",
                    N_("Both seats are people: the view follows whoever must decide (pass the "
                      "screen)."),
                    PlayBoard(GamePlay(LOOK, 2, seed=seed, humans=[0, 1], language=lang)),
                ),
                (
                    N_("Replay a game"),
                    "mj-tab-m2-replay",
                    N_("Two planner bots play a whole game: step back and forward, as either "
                      "seat saw it."),
                    majority2_stepper(seed, language=lang),
                ),
            ],
        )

    return Bilingual(make, language)


__all__ = ["LOOK", "Majority2Look", "board_html", "majority2_app", "majority2_play", "majority2_stepper"]

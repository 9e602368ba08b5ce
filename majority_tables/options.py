"""The options a teacher may choose for a new table, described once for the form and the checks.

The teacher's form is built from these descriptions (a checkbox, a menu, a seat, a whole number
or a set of boxes per option, each labelled in words that name the rulebook's section), and
:func:`check` refuses a bad value with a plain sentence before the engine sees it. Options that
no field describes (a lesson's dealt ``roles``, a test's ``deck``) still reach the engine through
the API, which judges them as it always did.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from majority_core.errors import MalformedInput
from majority_core.i18n import N_, _

RULE = "classroom table"


@dataclass(frozen=True)
class Field:
    """One option of a game: ``kind`` is ``check`` (on or off), ``choice`` (one of
    ``choices``), ``seat`` (a seat of the table), ``number`` (a whole number from ``low`` to
    ``high``) or ``set`` (any of ``choices``, as a list). ``label`` and the choices' labels are
    catalog ids (translated when described)."""

    name: str
    kind: str
    label: str
    choices: tuple[tuple[Any, str], ...] = ()
    low: int = 0
    high: int = 0


#: game -> its options as the teacher's form shows them (in this order).
FIELDS: dict[str, tuple[Field, ...]] = {
    "the_majority": (
        Field("first_edition", "check", N_(
            "First edition rules: a stolen [3] (spy) still acts, and the spy token goes to the "
            "player who played it (RULINGS: The Majority)")),
        Field("spy_holder", "seat", N_(
            "Seat holding the spy token at the start (the rulebook says the richest player; "
            "RULINGS: The Majority)")),
    ),
    "sultane": (
        Field("original_veto", "check", N_(
            "Original veto: a veto also moves the counter of refused Narrators (Sultane 7a)")),
        Field("variant_8d", "check", N_(
            "Variant 8d, confused pacifists (7 or 9 players only): each pacifist knows "
            "Dinarzade but not the other pacifists (Sultane 8d)")),
    ),
    "majority2": (
        Field("promos", "set", N_(
            "Promo cards in the deck, each replacing a base card of its faction and rank "
            "(Majority 2 6-3)"), choices=(
                ("witches:senior", N_("witches Senior (2 cards)")),
                ("demons:veteran", N_("demons Veteran (2 cards)")),
                ("dragons:junior", N_("dragons Junior (3 cards)")),
                ("angels:veteran", N_("angels Veteran (2 cards)")),
                ("reapers:aristocrat", N_("reapers Aristocrat (2 cards)")),
            )),
        Field("ghosts", "check", N_(
            "Add the two Ghosts (independents, 5 VP each; Majority 2 6-4)")),
        Field("ghost_cost", "number", N_(
            "Cost of a Ghost in coins (the rulebook prints none; docs/rulings-majority2.md)"),
            low=0, high=10),
        Field("end_factions", "number", N_(
            "Factions formed that end the game (Majority 2 5-7)"), low=1, high=5),
        Field("turn_limit", "number", N_(
            "Safety stop after this many turns (docs/rulings-majority2.md)"), low=2, high=1000),
    ),
    "witch": (
        Field("standard", "choice", N_("Rules"), choices=(
            (True, N_("standard game, 3 to 5 players (Witch 5)")),
            (False, N_("discovery game, 4 or 5 players (Witch 3)")),
        )),
        Field("first_player", "seat", N_(
            "First player (the rulebook says the longest index finger; Witch 3 « Préparation »)"
        )),
    ),
    "grard": (
        Field("least_logical", "check", N_(
            "Every round least logical: the players look for the least logical association "
            "(Grard « Variante »)")),
        Field("variant_toss", "check", N_(
            "Toss the Variant card at each round: on its red face (one chance in two) the round "
            "is played least logical (Grard « Variante »)")),
        Field("target", "number", N_(
            "Points that end the game (20 in the rulebook; Grard « Fin de la partie »)"),
            low=1, high=200),
    ),
}


def describe(game: str, defaults: dict[str, Any]) -> list[dict[str, Any]]:
    """The game's option fields for the teacher's form, in the current language: ``name``,
    ``kind``, ``label``, ``default`` and, by kind, ``choices`` (``[{value, label}]``) or
    ``low``/``high`` (a seat field's choices are made by the page from the players chosen)."""
    out = []
    for f in FIELDS.get(game, ()):
        default = defaults.get(f.name, _unset(f))
        if f.kind == "set" and not isinstance(default, list):
            default = [v for v, _label in f.choices] if default == "all" else []
        item: dict[str, Any] = {"name": f.name, "kind": f.kind, "label": _(f.label),
                                "default": default}
        if f.choices:
            item["choices"] = [{"value": v, "label": _(label)} for v, label in f.choices]
        if f.kind == "number":
            item["low"], item["high"] = f.low, f.high
        out.append(item)
    return out


def check(game: str, options: dict[str, Any], n_players: int) -> dict[str, Any]:
    """``options`` with every described field's value checked (numbers given as text become
    numbers); a bad value raises :class:`MalformedInput` with a plain sentence naming the
    option by its label."""
    out = dict(options)
    for f in FIELDS.get(game, ()):
        if f.name not in out:
            continue
        value = out[f.name]
        label = _(f.label)
        if f.kind == "check":
            if not isinstance(value, bool):
                raise MalformedInput(_("{label}: this option is either on or off.").format(
                    label=label), rule=RULE)
        elif f.kind == "choice":
            if not any(value == v and type(value) is type(v) for v, _label in f.choices):
                raise MalformedInput(_("{label}: choose one of the menu's choices.").format(
                    label=label), rule=RULE)
        elif f.kind == "set":
            names = [v for v, _label in f.choices]
            if value == "all":
                value = names
            if (not isinstance(value, list) or any(v not in names for v in value)
                    or len(set(value)) != len(value)):
                raise MalformedInput(_("{label}: tick some of the boxes listed, or none.").format(
                    label=label), rule=RULE)
            out[f.name] = [v for v in names if v in value]
        else:
            low, high = (0, n_players - 1) if f.kind == "seat" else (f.low, f.high)
            number = _whole(value)
            if number is None or not low <= number <= high:
                sentence = (_("{label}: choose a seat from {low} to {high}.") if f.kind == "seat"
                            else _("{label}: give a whole number from {low} to {high}."))
                raise MalformedInput(sentence.format(label=label, low=low, high=high), rule=RULE)
            out[f.name] = number
    return out


def _whole(value: Any) -> int | None:
    """A whole number given as a number or as its digits (a form's field), else None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    return None


def chosen(game: str, options: dict[str, Any], defaults: dict[str, Any]) -> list[str]:
    """The options of a table that differ from the game's defaults, in words (the teacher's
    list of tables shows them)."""
    out = []
    for f in FIELDS.get(game, ()):
        if f.name not in options or options[f.name] == defaults.get(f.name, _unset(f)):
            continue
        value = options[f.name]
        label = _(f.label)
        if f.kind == "check":
            out.append(label if value else _("not: {label}").format(label=label))
        elif f.kind in ("choice", "set"):
            values = value if isinstance(value, list) else [value]
            words = [_(lab) for v, lab in f.choices if v in values] or [_("none")]
            out.append(_("{label}: {value}").format(label=label, value=", ".join(words))
                       if f.kind == "set" else words[0])
        else:
            out.append(_("{label}: {value}").format(label=label, value=value))
    return out


def _unset(f: Field) -> Any:
    return [] if f.kind == "set" else False if f.kind == "check" else 0

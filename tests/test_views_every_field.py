"""Every field of every view, derived here from the rules and the all-seeing record.

A wrong ``view()["draw_count"]`` in Majority 2 passed every test: the field was neither tested
nor shown. Each game below has the list of its views' keys (:data:`KEYS`, nested rows
included); a test plays random games of every player count and fails when a view has a key
the list lacks (or the list names a key no view has), so a new field cannot arrive untested.
Each game's field test computes the whole of every view (every seat's and the all-seeing one)
from an independent model: the game's referee (``tests/<game>/referee.py``, written from the
rulebook) where it keeps the value, otherwise the record every event leaves (the all-seeing
log, private events included) read with the rules of who learns what; the two dicts must be
equal key by key.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from majority_core.policy import UniformRandom
from majority_tables.games import look

GAMES = ("the_majority", "sultane", "grard", "majority2", "witch")

#: Each game's view keys: ``"*"`` both kinds of view, ``"seat"`` a seat's only, ``"all"`` the
#: all-seeing view's only, ``"row"`` the keys of each seat's row in ``players``.
KEYS: dict[str, dict[str, set[str]]] = {
    "the_majority": {
        "*": {"chosen", "coins", "deck_size", "discarded", "draft_seen", "events",
              "face_up_order", "first_edition", "game", "gave", "hand_sizes", "kept",
              "last_trick", "n_players", "packet_sizes", "partner", "pending", "phase",
              "received", "round", "seat", "spy_holder", "table", "team", "totals", "trick",
              "tricks_in_round", "waiting", "winners", "won"},
        "seat": {"hand", "packet"},
        "all": {"deck", "hands", "packets"},
        "row": set(),
    },
    "sultane": {
        "*": {"active", "counter", "deck_size", "discard_size", "eligible", "game", "hand",
              "interventionist_tales", "investigated", "last_government", "n_players",
              "nominee", "options", "pacifist_tales", "phase", "power", "power_target",
              "private", "public", "read", "reason", "seat", "track", "veto_unlocked", "vizir",
              "voted", "winner"},
        "seat": {"known_roles", "my_vote", "role"},
        "all": {"claim_checks", "deck", "discard", "roles", "votes"},
        "row": set(),
    },
    "grard": {
        "*": {"active", "box_size", "draw_size", "game", "game_over", "language", "last_turn",
              "least_logical", "n_players", "out", "pile", "pile_size", "propositions",
              "reference", "round", "rounds_played", "scores", "seat", "target", "turn",
              "voted", "winners", "words"},
        "seat": {"my_vote"},
        "all": {"box", "draw", "votes"},
        "row": set(),
        "optional": {"my_vote"},  # a seat's own vote, once it has voted
    },
    "majority2": {
        "*": {"decision", "deck_size", "discard", "discs", "draw_count", "end_factions",
              "first_player", "game", "game_over", "must_exchange", "phase", "player",
              "players", "result", "scores", "seat", "turn", "waiting", "winner"},
        "seat": {"hand", "reserve"},
        "all": {"deck", "hands", "reserves"},
        "row": {"coins_down", "coins_up", "columns", "hand_size", "passed", "protected",
                "reserve_size", "score_zone"},
    },
    "witch": {
        "*": {"active", "colour_names", "colours", "day", "deck_size", "discard", "executed",
              "field", "first_players", "game", "guessed", "n_players", "options", "parked",
              "phase", "players", "private", "public", "revealed", "seat", "series",
              "sheets", "supply", "winners"},
        "seat": {"colour", "pending_guess", "sheet"},
        "all": {"deck", "pending", "unseen"},
        "row": {"borrowed", "disks", "face_down", "points", "rumours"},
    },
}


def _views(state: Any) -> list[tuple[int | None, dict[str, Any]]]:
    return [(s, state.view(s)) for s in (None, *range(state.n_players))]


def _key_list(game: str, seat: int | None) -> set[str]:
    k = KEYS[game]
    return k["*"] | (k["all"] if seat is None else k["seat"])


def _judge_keys(game: str, view: dict[str, Any], seat: int | None) -> None:
    optional = KEYS[game].get("optional", set())
    assert _key_list(game, seat) - optional <= set(view) <= _key_list(game, seat), (
        f"{game} view({seat}) keys: new {set(view) - _key_list(game, seat)}, "
        f"gone {_key_list(game, seat) - set(view)}")
    for row in view.get("players") or []:
        assert set(row) == KEYS[game]["row"], (game, seat, set(row) ^ KEYS[game]["row"])


def _pick(state: Any, rng: random.Random) -> tuple[int, str]:
    """A random decision: the first seat waited for, one of its legal actions."""
    p = state.current_players()[0]
    legal = [str(a) for a in state.legal_actions(p)]
    return p, legal[rng.randrange(len(legal))]


def _compare(want: dict[str, Any], got: dict[str, Any], where: str) -> None:
    assert set(want) == set(got), f"{where}: derived {sorted(set(want) ^ set(got))}"
    for key in sorted(got):
        assert got[key] == want[key], f"{where}: {key}: view {got[key]!r}, rules {want[key]!r}"


@pytest.mark.parametrize("game", [g for g in GAMES if g in KEYS])
def test_every_view_key_is_in_the_tested_list(game: str) -> None:
    """Random games of every player count: each view's keys are exactly the game's list (a key
    a view gains fails here until it is added to the list and to the game's field test)."""
    lk = look(game)
    seen: set[str] = set()
    for n in sorted(lk.player_counts):
        state = lk.state_cls.new(n_players=n, seed=n, **lk.options)
        rng, bot = random.Random(n), UniformRandom()
        while True:
            for seat, v in _views(state):
                _judge_keys(game, v, seat)
                seen |= set(v)
            if state.is_terminal():
                break
            p = state.current_players()[0]
            state.apply(p, bot.act(state.view(p), state.legal_actions(p), rng))
    k = KEYS[game]
    assert seen == k["*"] | k["seat"] | k["all"]


# -- The Majority ------------------------------------------------------------------------------
def _majority_fields(state: Any, seed: int) -> None:
    """Revised 1-2 to 3-3 through the referee (tests/the_majority/referee.py), which keeps the
    deck, packets, hands, chosen cards, won cards, discards, coins and the spy token; the test
    adds what the referee does not keep: the last trick, the packets a seat has seen in this
    round's draft, the card kept from the last round and the partner exchange's cards."""
    from tests.the_majority.referee import MajorityReferee, resolve_trick

    n = state.n_players
    ref = MajorityReferee(state)
    last: dict[str, Any] | None = None
    seen: list[list[list[str]]] = [[sorted(q)] for q in ref.packets]  # the packets met
    kept: list[str | None] = [None] * n
    gave: list[str | None] = [None] * n
    rng = random.Random(seed)
    while True:
        v0 = state.view(None)
        if ref.phase == "deal" and v0["round"] == ref.round:
            ref.deal(v0["packets"])
            seen = [[sorted(q)] for q in ref.packets]
            gave = [None] * n
        face_up = ref.order is not None and ref.phase == "trick" and not ref.over
        phase = "over" if ref.over else ref.phase
        common = {
            "game": "the_majority", "n_players": n,
            "first_edition": ref.first_edition, "round": ref.round, "phase": phase,
            "trick": ref.tricks + 1 if phase == "trick" else None,
            "tricks_in_round": ref.tricks_in_round(), "spy_holder": ref.holder,
            "coins": ref.coins, "won": ref.won,
            "totals": [{name: sum(int(c[1:]) for c in w if c[0] == code)
                        for code, name in (("R", "red"), ("B", "blue"), ("Y", "yellow"))}
                       for w in ref.won],
            "discarded": ref.discarded, "deck_size": len(ref.deck),
            "hand_sizes": [len(h) for h in ref.hands],
            "packet_sizes": [len(p) for p in ref.packets],
            "chosen": [s in ref.chosen for s in range(n)], "waiting": ref.waiting(),
            "face_up_order": ref.order if face_up else None,
            "table": [ref.chosen.get(s) if face_up else None for s in range(n)],
            "last_trick": last, "winners": ref.winners() if ref.over else [],
        }
        received = [gave[(s + 2) % 4] if n == 4 and gave[(s + 2) % 4] and ref.phase != "exchange"
                    else None for s in range(n)]
        for seat, view in _views(state):
            _judge_keys("the_majority", view, seat)
            lines = [f"{e.text} [{e.rule}]" for e in state.events
                     if seat is None or e.visible(seat)]
            if seat is None:
                want = {**common, "seat": None, "partner": None, "team": None,
                        "hands": ref.hands, "packets": ref.packets, "deck": ref.deck,
                        "pending": [ref.chosen.get(s) for s in range(n)],
                        "draft_seen": seen, "kept": kept,
                        "gave": gave,
                        "received": received, "events": lines}
            else:
                want = {**common, "seat": seat,
                        # revised 1-4: at four, partners sit opposite; teams 0-2 and 1-3
                        "partner": (seat + 2) % 4 if n == 4 else None,
                        "team": seat % 2 if n == 4 else None,
                        "hand": ref.hands[seat], "packet": ref.packets[seat],
                        "pending": ref.chosen.get(seat), "draft_seen": seen[seat],
                        "kept": kept[seat],
                        "gave": gave[seat],
                        "received": received[seat], "events": lines}
            sort = ("won", "hands", "discarded", "hand", "packet", "packets")
            for v in (view, want):  # a packet's cards in any order
                ds = v["draft_seen"]
                v["draft_seen"] = ([[sorted(q) for q in x] for x in ds] if seat is None
                                   else [sorted(q) for q in ds])
            if view["last_trick"]:  # the cards a seat won in it, in any order
                lt = view["last_trick"]
                view = {**view, "last_trick": {**lt, "won": [sorted(w) for w in lt["won"]],
                                               "discarded": sorted(lt["discarded"])}}
            got = {k: ([sorted(x) for x in val] if k in ("won", "hands", "packets")
                       else sorted(val) if k in sort else val) for k, val in view.items()}
            want = {k: ([sorted(x) for x in val] if k in ("won", "hands", "packets")
                        else sorted(val) if k in sort else val) for k, val in want.items()}
            _compare(want, got, f"the_majority view({seat}), decision {len(state.history)}")
        if state.is_terminal():
            return
        p, action = _pick(state, rng)
        if ref.phase == "exchange":
            gave[p] = action
        plays = {**ref.chosen, p: action}
        holder = ref.holder
        state.apply(p, action)
        drafting, tricking = ref.phase == "draft", ref.phase == "trick"
        before = [list(q) for q in ref.packets]
        ref.decide(p, action)
        if drafting and not ref.chosen and ref.phase == "draft":  # the packets moved on
            for s in range(n):
                seen[s].append(sorted(ref.packets[s]))
        elif drafting and not ref.chosen:  # revised 2-2: the last card passed in is seen too
            for s in range(n):
                left = Counter(before[(s - 1) % n]) - Counter([plays[(s - 1) % n]])
                seen[s].append(sorted(left.elements()))
        if tricking and (ref.phase == "deal" or ref.over):
            kept = [h[0] for h in ref.hands]  # revised 2-3: each round's last card is kept
        if tricking and len(plays) == n:  # revised 3-1: the trick just resolved
            dest, _ = resolve_trick(plays, n, holder, ref.first_edition)
            last = {"plays": [plays[s] for s in range(n)],
                    "won": [sorted(plays[s] for s in plays if dest[s] == w) for w in range(n)],
                    "discarded": sorted(plays[s] for s in plays if dest[s] is None)}


@pytest.mark.parametrize(("n", "seed", "first_edition"), [(4, 1, False), (3, 2, False),
                                                          (4, 3, True)])
def test_the_majority_every_field_of_every_view(n: int, seed: int, first_edition: bool) -> None:
    from majority_core.the_majority import TheMajorityState

    _majority_fields(TheMajorityState.new(n_players=n, seed=seed, first_edition=first_edition),
                     seed)


# -- Au chevet de la Sultane -------------------------------------------------------------------
def _sultane_known(roles: list[str], seat: int, variant: bool) -> list[str | None]:
    """Sultane 3d and 8d: at 5-6 players the Pacifist and Dinarzade recognise each other; at
    7-10 the pacifists recognise each other and Dinarzade, who keeps her eyes shut (variant
    8d: a pacifist recognises Dinarzade only); the others learn nothing but their own role."""
    n, mine = len(roles), roles[seat]
    if n <= 6:
        sees = {"pacifist": {"dinarzade"}, "dinarzade": {"pacifist"}}.get(mine, set())
    else:
        sees = ({"dinarzade"} if variant else {"dinarzade", "pacifist"}) \
            if mine == "pacifist" else set()
    return [r if s == seat or r in sees else None for s, r in enumerate(roles)]


def _sultane_fields(state: Any, seed: int) -> None:
    """Sultane 3c-7c through the referee (tests/sultane/referee.py), which keeps the deck,
    discard pile, tales read, the counter, the Vizir, the nominee, the hand, the votes, the
    powers and the winner; the records (public and private) and the claims' truths are read
    from the all-seeing event log: a claim is checked against the private event that told its
    speaker the truth (the three tales drawn, the two received, the three peeked) or against
    the target's role (an investigation)."""
    from tests.sultane.referee import PACIFIST_SIDE, SultaneReferee, hand

    n = state.n_players
    ref = SultaneReferee(state)
    variant = bool(state.options.get("variant_8d", False))
    rng = random.Random(seed)
    reasons = {"pacifists": "six-pacifist-tales", "interventionists": "five-interventionist-tales"}
    reason = None
    while True:
        ph = ref.phase
        public: list[dict[str, Any]] = []
        private: list[list[dict[str, Any]]] = [[] for _ in range(n)]
        checks: list[dict[str, Any]] = []
        government = 0
        truth: dict[str, str] = {}
        for e in state.events:
            if e.kind == "vizir":
                government = e.data["government"]
            record = {**e.data, "kind": e.kind, "government": government}
            if e.visible_to is None:
                public.append(record)
            else:
                for s in e.visible_to:
                    private[s].append(record)
                for kind, about, key in (("drew", "draw", "tales"), ("received", "received",
                                         "tales"), ("peeked", "peek", "tales")):
                    if e.kind == kind:
                        truth[about] = hand(list(e.data[key]))
            if e.kind == "claim":
                about = e.data["about"]
                if about == "investigation":
                    claimed = e.data["side"]
                    side = ref.roles[e.data["target"]] in PACIFIST_SIDE
                    actual = "P" if side else "I"
                else:
                    claimed, actual = e.data["tales"], truth[about]
                checks.append({"government": government, **e.data, "claimed": claimed,
                               "actual": actual, "honest": claimed == actual})
        pac = ref.n_tales("P")
        common = {
            "game": "sultane", "n_players": n,
            "options": {"original_veto": ref.original_veto, "variant_8d": variant},
            "phase": ph, "vizir": ref.vizir, "nominee": ref.nominee, "counter": ref.counter,
            "pacifist_tales": pac, "interventionist_tales": ref.n_tales("I"),
            "read": "".join(ref.read), "track": list(ref.track),
            "veto_unlocked": pac >= 5,  # 7a
            "deck_size": len(ref.deck), "discard_size": len(ref.discard),
            "active": ref.active,
            "last_government": list(ref.last_government) if ref.last_government else None,
            "eligible": ref.eligible() if ph == "nominate" else [],
            "investigated": sorted(ref.investigated),
            "voted": sorted(ref.votes) if ph == "vote" else [],
            "power": ref.power if ph in ("power", "claim-power") else None,
            "power_target": ref.target if ph == "claim-power" else None,
            "winner": ref.winner, "reason": reason, "public": public,
        }
        for seat, view in _views(state):
            _judge_keys("sultane", view, seat)
            if seat is None:
                want = {**common, "seat": None, "roles": ref.roles, "deck": "".join(ref.deck),
                        "discard": "".join(sorted(ref.discard)), "hand": hand(ref.hand),
                        "votes": {str(s): v for s, v in sorted(ref.votes.items())}
                        if ph == "vote" else {},
                        "private": private, "claim_checks": checks}
                view = {**view, "discard": "".join(sorted(view["discard"]))}
            else:
                holds = (ph == "vizir-discard" and seat == ref.vizir
                         or ph in ("narrator-discard", "veto-request") and seat == ref.nominee
                         or ph == "veto-answer" and seat == ref.vizir)
                want = {**common, "seat": seat, "role": ref.roles[seat],
                        "known_roles": ref.roles if ph == "over"
                        else _sultane_known(ref.roles, seat, variant),
                        "hand": hand(ref.hand) if holds else "",
                        "my_vote": ref.votes.get(seat) if ph == "vote" else None,
                        "private": private[seat]}
            _compare(want, view, f"sultane view({seat}), decision {len(state.history)}")
        if state.is_terminal():
            return
        p, action = _pick(state, rng)
        read_before = len(ref.read)
        state.apply(p, action)
        ref.decide(p, action)
        ref.check(state, "")
        if ref.phase == "over" and reason is None:
            # 6c, 7b: Dinarzade accepted as Narrator after three pacifist tales, or exiled
            dinarzade = ref.roles.index("dinarzade")
            if action.startswith("exile") and not ref.active[dinarzade]:
                reason = "dinarzade-exiled"
            elif len(ref.read) == read_before:  # no tale read: an accepted Narrator
                assert ref.nominee == dinarzade and pac >= 3
                reason = "dinarzade-narrator"
            else:
                reason = reasons[ref.winner]


@pytest.mark.parametrize(("n", "seed", "options"), [
    (5, 1, {}), (6, 2, {}), (7, 3, {}), (9, 4, {"variant_8d": True}),
    (10, 5, {"original_veto": True}), (8, 6, {})])
def test_sultane_every_field_of_every_view(n: int, seed: int, options: dict[str, Any]) -> None:
    from majority_core.sultane import SultaneState

    _sultane_fields(SultaneState.new(n_players=n, seed=seed, **options), seed)


# -- Majority (Grard) --------------------------------------------------------------------------
def _grard_fields(state: Any, seed: int) -> None:
    """Grard "Déroulement", "Fin d'une manche", "La carte Marquer", "Cas particulier", "Fin de
    la partie" and RULINGS through the referee (tests/grard/referee.py: scores, who is in the
    round, the reference pile, the propositions, the draw pile and the box); the last turn's
    resolution is worked out here from the votes and the pile as it was; each word is the one
    the public events quoted for its card (the reference when a round starts, then A, B, C)."""
    import re

    from tests.grard.referee import MARK, PROPOSITIONS, GrardReferee, card

    n = state.n_players
    ref = GrardReferee(state)
    rng = random.Random(seed)
    last: dict[str, Any] | None = None
    out: dict[str, str] = {}
    turn = 1  # the turn under way in this round
    while True:
        words: dict[int, str] = {}
        least = bool(state.options.get("least_logical", False))
        tossed = None
        for e in state.events:
            quoted = re.findall(r"“([^”]*)”", e.text)
            if e.kind == "round":
                words[e.data["reference"]] = quoted[0]
                least = bool(state.options.get("least_logical", False)) if tossed is None \
                    else tossed
                tossed = None
            elif e.kind == "turn":
                for o, w in zip(PROPOSITIONS, quoted[1:], strict=True):
                    words[e.data["propositions"][o]] = w
            elif e.kind == "variant":  # the variant card, tossed before a round starts
                tossed = e.data["least_logical"]
        shown = [*ref.pile, *ref.props.values()]
        common = {
            "game": "grard", "n_players": n, "target": ref.target,
            "language": state.options["language"], "round": ref.round, "turn": turn,
            "least_logical": least, "scores": ref.scores, "active": ref.active, "out": out,
            "pile": ref.pile, "pile_size": len(ref.pile),
            "reference": ref.pile[-1] if ref.pile else None, "propositions": ref.props,
            "words": {str(w): words[w] for w in shown}, "voted": sorted(ref.votes),
            "draw_size": len(ref.draw), "box_size": len(ref.box), "last_turn": last,
            "rounds_played": ref.round if ref.over else ref.round - 1,
            "game_over": ref.over, "winners": ref.winners,
        }
        for seat, view in _views(state):
            _judge_keys("grard", view, seat)
            if seat is None:
                want = {**common, "seat": None, "draw": ref.draw, "box": sorted(ref.box),
                        "votes": {str(s): v for s, v in sorted(ref.votes.items())}}
                view = {**view, "box": sorted(card(w) for w in view["box"])}
            else:
                want = {**common, "seat": seat}
                if seat in ref.votes:
                    want["my_vote"] = ref.votes[seat]
            _compare(want, view, f"grard view({seat}), decision {len(state.history)}")
        if state.is_terminal():
            return
        p, action = _pick(state, rng)
        votes = {**ref.votes, p: action.lower() if action.lower() == MARK else action}
        pile, round_before = len(ref.pile), ref.round
        state.apply(p, action)
        ref.decide(p, action, state)
        if ref.votes:  # the turn is not resolved yet
            continue
        counts = Counter(votes.values())
        m = max(counts.values())
        top = [o for o in (*PROPOSITIONS, MARK) if m >= 2 and counts[o] == m]
        marked = sorted(s for s, v in votes.items() if v == MARK and MARK in top)
        going = sorted(s for s, v in votes.items() if v in top and v != MARK)
        last = {"votes": {str(s): v for s, v in votes.items()}, "pile_size": pile,
                "counts": {o: counts[o] for o in (*PROPOSITIONS, MARK)}, "majority": top,
                "continuing": [str(s) for s in going],
                # no majority ends the round: nobody is voted out of it
                "eliminated": sorted(str(s) for s in votes
                                     if top and s not in going and s not in marked),
                "marked": [str(s) for s in marked],
                "points": {str(s): pile if s in marked else 0 for s in votes},
                "added": [o for o in PROPOSITIONS if o in top], "round_over": not going,
                "reason": "no majority" if not top else "continue" if going
                else "nobody continues"}
        for s in marked:
            out[str(s)] = f"cashed in {pile} with Mark in turn {turn}"
        won = " and ".join("Mark" if o == MARK else o for o in top)
        for s in votes:
            if s not in going and s not in marked and top:
                vote = "Mark" if votes[s] == MARK else votes[s]
                out[str(s)] = f"voted {vote} in turn {turn} while the majority was {won}"
        out = dict(sorted(out.items(), key=lambda kv: int(kv[0])))
        if ref.round != round_before and not ref.over:  # a new round: everyone plays again
            out, turn = {}, 1
        elif not ref.over:
            turn += 1


@pytest.mark.parametrize(("n", "seed", "options"), [
    (3, 1, {}), (5, 2, {}), (8, 3, {"variant_toss": True}), (4, 4, {"target": 8})])
def test_grard_every_field_of_every_view(n: int, seed: int, options: dict[str, Any]) -> None:
    from majority_core.grard import GrardState

    _grard_fields(GrardState.new(n_players=n, seed=seed, language="en", **options), seed)


# -- Majority 2 --------------------------------------------------------------------------------
def _m2_card_points(zone: list[Any], i: int) -> int:
    """5-8, 6-1 to 6-4: one score-zone card's points (the referee's table, card by card)."""
    from tests.majority2.referee import VP, VP_PROMO, VP_SPECIAL, is_promo, kind, rank_of

    c = zone[i]
    if c.ghost:
        return 5
    k, own, rank = kind(c.name), c.name.split(":")[0], rank_of(c.name)
    if is_promo(c.name):
        points = VP_PROMO[k] + (len({z.faction for z in zone} - {None})
                                if k == "demons:veteran" else 0)
    else:
        points = VP_SPECIAL.get(k, VP[rank])
    if rank == "secretary":
        points += 2 * sum(1 for j, z in enumerate(zone)
                          if j != i and rank_of(z.name) == "secretary" and z.faction == own)
    return points


#: The decisions asked in the middle of a turn, by the verb of their answers.
_M2_ASKS = {"form", "disc", "reserve", "colour", "discard", "take", "target", "ghost"}
#: 6-2: where each card's discs go (the angels Senior puts two)
_M2_DISC_SCOPE = {"angels:senior": ("own", 2), "reapers:junior": ("opponent", 1),
                  "reapers:veteran": ("zones", 1)}


def _m2_decision(ref: Any, state: Any) -> dict[str, Any] | None:
    """The pending decision as everyone may know it: its kind (the verb of its answers, which
    the referee lists), its seat, and what the rule that asks it makes public: the column that
    forms (5-5: the seat's column of five cards or more), the discs' scope and how many are
    left (6-2, by the card whose effect asks), the colour the first player named (dragons
    Veteran)."""
    if ref.ask is None or ref.phase == "over":
        return None
    seat, options = ref.ask
    verbs = {o.split()[0] for o in options}
    if not verbs <= _M2_ASKS:
        return None
    (verb,) = verbs
    out: dict[str, Any] = {"kind": verb, "seat": seat}
    public = [e for e in state.events if e.visible_to is None]
    if verb == "form":
        out["column"] = next(c for c in range(3) if len(ref.columns[seat][c]) >= 5) + 1
    elif verb == "target":
        out["column"] = int(options[0].split()[1].split(".")[1][1:])
    elif verb == "disc":
        since = next(i for i in range(len(public) - 1, -1, -1)
                     if public[i].kind in ("play", "effect") and "card" in public[i].data
                     and public[i].data["card"])
        card = public[since].data["card"].split("@")[0]
        scope, count = _M2_DISC_SCOPE.get(card, ("anywhere", 1))
        placed = sum(e.kind == "disc" for e in public[since:])
        out.update(scope=scope, left=count - placed, colour=None)
    elif verb == "colour":
        # 6-2 dragons Veteran: the player names a colour, then the opponent another one
        named = [e for e in public if e.kind == "colour"]
        out["first"] = None if seat == ref.player else named[-1].data["colour"]
    return out


def _majority2_fields(state: Any, seed: int) -> None:
    """Majority 2 4-2 to 6-4 through the referee (tests/majority2/referee.py), which keeps the
    deck, the discard pile, hands, reserves, columns, score zones and their discs, coins, the
    forced exchanges, whose turn and which phase, and the final scores; the draw table (5-4),
    the angels Junior's protection (6-2), each score-zone card's points (5-8), the passed hands
    (the clean-up's public event) and the pending decision are worked out here."""
    from tests.majority2.referee import Majority2Referee, card_order, draw_count, final_score

    ref = Majority2Referee(state)
    rng = random.Random(seed)
    passed: list[list[str]] = [[], []]
    turns = read = 0
    while True:
        for e in state.events[read:]:  # 5-7: the clean-up passes the hand face up
            turns += e.kind == "turn"
            if e.kind == "pass" and e.visible_to is None:
                passed[(ref.first + turns - 1) % 2] = list(e.data["cards"])  # 5-1: alternate
        read = len(state.events)
        over = ref.phase == "over"
        scores = []
        if over:
            for p in (0, 1):
                zone, coins = ref.zone[p], ref.up[p] + ref.down[p]
                points = [_m2_card_points(zone, i) for i in range(len(zone))]
                assert sum(points) + coins == final_score(zone, coins) == ref.scores[p]
                scores.append({"cards": [str(c) for c in zone], "points": points,
                               "coins": coins, "total": ref.scores[p]})
        result = ""
        if ref.winner is not None:
            a, b = ref.scores[ref.winner], ref.scores[1 - ref.winner]
            tie = " (a tie: the player without the first-player token wins)" if a == b else ""
            result = f"Seat {ref.winner} wins, {a} to {b}{tie}."
        discs = {}
        for pl in ref.in_play() + ref.in_zones():
            if ref.at(pl).disc:
                discs[ref.at(pl).disc] = ref.place(pl)
        common = {
            "game": "majority2", "turn": ref.turn, "player": ref.player,
            "first_player": ref.first, "phase": ref.phase, "waiting": ref.waiting(),
            "decision": _m2_decision(ref, state), "deck_size": len(ref.deck),
            "discard": sorted(ref.discard),
            "discs": {f: discs[f] for f in
                      ("witches", "demons", "dragons", "angels", "reapers") if f in discs},
            "must_exchange": ref.must_exchange, "end_factions": ref.end_factions,
            "draw_count": [draw_count(len(ref.zone[1 - p])) for p in (0, 1)],
            "players": [{
                "columns": [[str(c) for c in col] for col in ref.columns[p]],
                "score_zone": [str(c) for c in ref.zone[p]],
                "coins_up": ref.up[p], "coins_down": ref.down[p],
                "hand_size": len(ref.hand[p]), "reserve_size": len(ref.reserve[p]),
                "passed": passed[p],
                "protected": [ref.protected(p, col) for col in range(3)],
            } for p in (0, 1)],
            "game_over": over, "winner": ref.winner, "result": result, "scores": scores,
        }
        for seat, view in _views(state):
            _judge_keys("majority2", view, seat)
            view = {**view, "discard": sorted(view["discard"])}
            if seat is None:
                want = {**common, "seat": None, "deck": ref.deck,
                        "hands": [sorted(h) for h in ref.hand],
                        "reserves": [sorted(r) for r in ref.reserve]}
                view = {**view, "hands": [sorted(h) for h in view["hands"]],
                        "reserves": [sorted(r) for r in view["reserves"]]}
            else:  # a seat's own cards, in card order
                want = {**common, "seat": seat,
                        "hand": sorted(ref.hand[seat], key=card_order),
                        "reserve": sorted(ref.reserve[seat], key=card_order)}
            _compare(want, view, f"majority2 view({seat}), decision {len(state.history)}")
        if state.is_terminal():
            return
        p, action = _pick(state, rng)
        state.apply(p, action)
        ref.decide(p, action)
        ref.check(state, "")


@pytest.mark.parametrize(("seed", "options"), [
    (1, {}), (2, {}), (3, {"ghosts": True}), (4, {"end_factions": 3}),
    (5, {"promos": "all"}), (6, {"promos": "all", "ghosts": True})])
def test_majority2_every_field_of_every_view(seed: int, options: dict[str, Any]) -> None:
    from majority_core.majority2 import Majority2State

    _majority2_fields(Majority2State.new(seed=seed, **options), seed)


# -- Witch of the Academy ----------------------------------------------------------------------
def _witch_fields(state: Any, seed: int) -> None:
    """Witch 2, 3 and 5 through the referee (tests/witch/referee.py), which keeps the deck, the
    field, the discard pile, the supply, each seat's rumours face up and down, disks, points
    and debt, the sheets and guesses, the parked suspicion, the day, the first player, the
    execution and the winners; who sees what is the rulebook's: a seat's colour, points and
    sheet are its own until the reveal (Witch 3 "Phase de Nuit", 5), the guesses of the night
    are secret until everyone has written, the unseen colour is never told."""
    from tests.witch.referee import DISK_COLOURS, NAMES, ORDER, WitchReferee

    n = state.n_players
    ref = WitchReferee(state)
    rng = random.Random(seed)
    firsts = [ref.first]
    letters = [c for c in ORDER if c in ref.colours]
    names = [NAMES[c] for c in letters]
    while True:
        ref_phase = ref.phase
        over = ref_phase == "over"
        public = [{"kind": e.kind, **e.data} for e in state.events if e.visible_to is None]
        private = [[{"kind": e.kind, **e.data} for e in state.events
                    if e.visible_to is not None and s in e.visible_to] for s in range(n)]
        sheets = [[[NAMES[c] if c else None for c in row] for row in ref.sheets[s]]
                  for s in range(n)]
        guessed = {}
        for s, arg in ref.guesses.items():
            row: list[str | None] = [None] * n
            for item in arg.split(","):
                row[int(item[:-1])] = NAMES[item[-1]]
            guessed[s] = row
        colours = [NAMES[c] for c in ref.seat_colour]
        common = {
            "game": "witch", "n_players": n,
            "options": {"standard": ref.standard,
                        "first_player": int(state.options.get("first_player", 0))},
            "colour_names": names, "phase": ref_phase, "day": ref.day,
            "active": ref.active if ref_phase in ("turn", "hide") else None,
            "first_players": firsts, "series": ref.series,
            "field": {**{NAMES[c]: ref.field[c] for c in letters}, "data": ref.field["D"]},
            "deck_size": len(ref.deck),
            "discard": {c: ref.discard[c] for c in "KRPBYD"},
            "supply": {NAMES[c]: ref.supply[c] for c in DISK_COLOURS},
            "parked": None if ref.parked is None
            else {NAMES[c]: ref.parked[c] for c in letters},
            "guessed": sorted(ref.guesses), "revealed": over,
            "colours": colours if over else None, "sheets": sheets if over else None,
            "executed": ref.executed, "winners": ref.winners, "public": public,
        }
        for seat, view in _views(state):
            _judge_keys("witch", view, seat)
            players = [{
                "rumours": {NAMES[c]: ref.rumours[p][c] for c in letters},
                "face_down": {NAMES[c]: ref.face_down[p][c] for c in letters},
                "disks": {NAMES[c]: ref.disks[p][c] for c in DISK_COLOURS},
                "points": ref.points[p] - ref.borrowed[p]
                if seat is None or seat == p or over else None,
                "borrowed": ref.borrowed[p] if seat is None or seat == p or over else None,
            } for p in range(n)]
            if seat is None:
                want = {**common, "seat": None, "players": players, "colours": colours,
                        "unseen": [NAMES[c] for c in letters if c not in ref.seat_colour],
                        "deck": "".join(ref.deck), "sheets": sheets,
                        "pending": {str(s): row for s, row in sorted(guessed.items())},
                        "private": private}
            else:
                want = {**common, "seat": seat, "players": players, "colour": colours[seat],
                        "sheet": sheets[seat], "pending_guess": guessed.get(seat),
                        "private": private[seat]}
            _compare(want, view, f"witch view({seat}), decision {len(state.history)}")
        if state.is_terminal():
            return
        p, action = _pick(state, rng)
        day = ref.day
        state.apply(p, action)
        ref.decide(p, action)
        ref.check(state, "")
        if ref.day != day:
            firsts.append(ref.first)  # Witch 5: day 2's first player


@pytest.mark.parametrize(("n", "seed", "options"), [
    (3, 1, {}), (4, 2, {}), (5, 3, {}), (4, 4, {"standard": False}),
    (3, 5, {"first_player": 2}), (5, 6, {"standard": False})])
def test_witch_every_field_of_every_view(n: int, seed: int, options: dict[str, Any]) -> None:
    from majority_core.witch import WitchState

    _witch_fields(WitchState.new(n_players=n, seed=seed, **options), seed)

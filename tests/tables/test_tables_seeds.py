"""A table's secrets are dealt from a 128-bit seed (issue 19 item 6): drawn by ``secrets``,
stored and reloaded exactly (beyond BIGINT), and carried whole into every generator: derive_seed
gives 256 bits for such a seed, so that a seat cannot find the deal from its own view by a search
cheaper than 2**100 (docs/teaching.md, "Running a class table")."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from majority_core.rng import derive_seed, make_rng
from majority_tables.games import LOOKS, look
from majority_tables.store import Store
from majority_tables.tables import SEED_BITS, Tables

from .conftest import Running

SEED = 0xB5E3_0F6A_9C41_7D28_2E97_51AC_D03F_86B1  # 128 bits


def test_a_tables_default_seed_has_128_bits_and_survives_a_restart(tmp_path: Path) -> None:
    store = Store(tmp_path / "t.sqlite3")
    tables = Tables(store)
    made = [tables.create("grard", 5) for _ in range(8)]
    seeds = [t.rec.seed for t in made]
    assert SEED_BITS == 128 and all(0 <= s < 2**128 for s in seeds)
    assert max(s.bit_length() for s in seeds) > 120 and len(set(seeds)) == 8  # not 31 bits
    again = Tables(store)  # the exact seeds and deals come back (decimal text, not BIGINT)
    for t in made:
        assert again.get(t.code).rec.seed == t.rec.seed
        assert json.loads(again.get(t.code).save())["seed"] == t.rec.seed
    store.close()


def test_derive_seed_keeps_every_bit_of_a_128_bit_seed() -> None:
    """Every one of the 128 bits changes the derived seed, which has more than 128 bits itself
    (a 64-bit digest would cap the deal at 64 bits of entropy); small seeds derive as before."""
    derived = {derive_seed(SEED ^ (1 << b), "deck") for b in range(128)} | {derive_seed(SEED, "deck")}
    assert len(derived) == 129 and max(d.bit_length() for d in derived) > 128
    assert derive_seed(7, "deck") < 2**64  # every saved game's deal is as it was
    assert make_rng(SEED, "deck").getstate() == random.Random(derive_seed(SEED, "deck")).getstate()


@pytest.mark.parametrize("game", list(LOOKS))
def test_every_game_deals_from_all_128_bits(game: str) -> None:
    """Each engine takes a 128-bit seed, keeps it exactly in its save file, and deals
    differently when only a high bit of it differs (bits 64, 100, 127: beyond the old 64)."""
    lk = look(game)
    n = (list(lk.player_counts) or [4])[0]
    state = lk.new_state(n, SEED, **lk.options)
    assert json.loads(state.to_json())["seed"] == SEED
    for bit in (64, 100, 127):
        other = lk.new_state(n, SEED ^ (1 << bit), **lk.options)
        assert any(state.view(p) != other.view(p) for p in range(n)), (game, bit)


def test_a_teacher_may_give_a_128_bit_seed_but_no_larger(server: Running) -> None:
    r = server.teacher.http.post("/api/tables", json={"game": "grard", "n_players": 5,
                                                      "seed": str(SEED)})
    assert r.status_code == 201 and r.json()["seed"] == SEED
    r = server.teacher.http.post("/api/tables", json={"game": "grard", "n_players": 5,
                                                      "seed": 2**128})
    assert r.status_code == 422

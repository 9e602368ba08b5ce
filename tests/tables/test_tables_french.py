"""A Sultane table's pages in French as a teacher projects them (review 3, N19): the players are
« joueuses » (Sultane 3c) and a sentence gives each one her article, « vous êtes la joueuse 0 »,
« On attend la joueuse 0 » (not « vous jouez joueuse 0 », « On attend joueuse 0 »)."""

from __future__ import annotations

from majority_core.i18n import language
from majority_tables import pages
from majority_tables.store import Store
from majority_tables.tables import Tables


def test_a_sultane_students_page_names_her_with_the_article() -> None:
    with language("fr"):
        table = Tables(Store(":memory:")).create("sultane", 7, seed=3)
        mine, other, public = table.payload(0), table.payload(1), table.payload("public")
        head = pages.table_body(mine, teacher=False).split("</div>", 1)[0]
        teacher = pages.table_body(public, teacher=True)
    assert "vous êtes <b>la joueuse 0</b>" in head, head
    assert "vous jouez" not in head and "joueur" not in head.replace("joueuse", "")
    # seat 0 is the first Grand Vizier (Sultane 3c): the others wait for her
    assert other["prompt"] == public["prompt"] == "On attend la joueuse 0."
    assert "Ouvrez <b class='mj-join-url'>/join</b> et tapez le code" in teacher
    assert "Afficher ou masquer les croyances" in teacher


def test_a_students_name_takes_no_article_and_english_is_unchanged() -> None:
    with language("fr"):
        table = Tables(Store(":memory:")).create("sultane", 7, seed=3)
        table.join(0, "Ana")
        head = pages.table_body(table.payload(0), teacher=False).split("</div>", 1)[0]
        assert "vous êtes <b>la joueuse 0</b>" in head, head  # her seat, as the board names it
        assert table.payload(1)["prompt"] == "On attend Ana."  # a name takes no article
    with language("en"):
        en = Tables(Store(":memory:")).create("sultane", 7, seed=3)
        head = pages.table_body(en.payload(0), teacher=False).split("</div>", 1)[0]
        assert "you play <b>seat 0</b>" in head, head
        assert en.payload(1)["prompt"] == "Waiting for seat 0."


def test_a_sultane_game_to_its_end_in_french_on_the_table_pages() -> None:
    """Every group label of the action buttons has the French colon (« Exiler une joueuse : »,
    as « Proposer : »), every prompt waits for « la joueuse N », and the roles revealed at the
    end are capitalised, Schahzenan too (the ninth seat of variant 8d: RULINGS, Sultane 3c, 8d)."""
    import random
    import re

    with language("fr"):
        table = Tables(Store(":memory:")).create("sultane", 9, seed=1, options={"variant_8d": True})
        rng, groups, prompts = random.Random(1), set(), set()
        while not table.state.is_terminal():
            seat = table.state.current_players()[0]
            prompts.add(table.payload("public")["prompt"])
            actions = table.payload(seat)["actions"]
            groups |= {a["group"] for a in actions if a["group"]}
            table.act(seat, rng.choice(actions)["action"])
        end = table.payload("public")["prompt"]
        assert "schahzenan" in table.state.roles
    assert {"Proposer\u202f:", "Dire\u202f:"} <= groups and any("joueuse" in g for g in groups)
    assert all(g.endswith("\u202f:") for g in groups), groups
    assert all(re.fullmatch(r"On attend la joueuse \d( et la joueuse \d|, la joueuse \d)*\.|", p)
               or p.startswith("On attend la joueuse") for p in prompts), prompts
    roles = end.split("Rôles révélés — ", 1)[1]
    assert "Schahzenan" in roles and "schahzenan" not in roles, end

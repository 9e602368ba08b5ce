"""A teacher who switches views while an update is on its way (issue 19, known gap).

The teacher's page views the public board; a decision's update is being made for it when the
teacher asks for the all-seeing view. Before, the page could receive the public board's
difference after its new view and merge it into the all-seeing board (a wrong page), and the
server then took the public payload for what that page held. Now each difference says which
view and which update it applies to; the server does not send one made for a view the page
left, and a page that still receives one drops it and asks for its whole view again.
"""

from __future__ import annotations

import asyncio
import json
import threading
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from starlette.concurrency import run_in_threadpool

from majority_tables import app, updates
from majority_tables.app import Hub
from majority_tables.store import Store
from majority_tables.tables import Tables
from majority_tables.updates import StaleUpdate, decode_update, difference, merge_update

from .conftest import in_own_loop


class Page:
    """A teacher's page on a fake socket: merges what it receives as tables.js does, and asks
    for its whole view again when an update does not apply (the server's answer to
    ``{"type": "full"}`` is ``send_full``)."""

    def __init__(self, hub: Hub, table: Any) -> None:
        self.hub, self.table = hub, table
        self.shown: dict[str, Any] | None = None
        self.received: list[dict[str, Any]] = []
        self.refetched = 0

    async def send_text(self, text: str) -> None:
        m = decode_update(text)
        self.received.append(m)
        try:
            self.shown = merge_update(self.shown, m)
        except StaleUpdate:
            self.refetched += 1
            viewer = self.hub.subs[self.table.code][self]  # type: ignore[index]
            await self.hub.send_full(self, self.table.payload(viewer))  # type: ignore[arg-type]

    async def close(self, code: int = 1000) -> None:
        pass


def play_one(table: Any) -> None:
    s = table.state
    seat = s.current_players()[0]
    table.act(seat, str(s.legal_actions(seat)[0]))


async def in_a_worker(table: Any, work: Any) -> Any:
    """The push's drawing as it goes when the table is busy (a decision being committed): in a
    worker thread, while the event loop serves the teacher's click."""
    return await run_in_threadpool(work)


@pytest.mark.parametrize("game, n", [("witch", 4), ("the_majority", 4)])
def test_switching_to_the_all_seeing_view_during_a_push_never_merges_the_wrong_view(
        game: str, n: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(app, "drawn", in_a_worker)
    tables = Tables(Store(":memory:"))
    table = tables.create(game, n, seats=["person"] * n, seed=3)
    hub = Hub()
    page = Page(hub, table)
    making = threading.Event()  # the push is making the public update
    go = threading.Event()  # ... and goes on once the teacher has switched views
    real = table.payload

    loop_thread: list[threading.Thread] = []

    def slow_payload(viewer: int | str) -> dict[str, Any]:
        out = real(viewer)
        if viewer == "public" and threading.current_thread() not in loop_thread:
            making.set()
            assert go.wait(30)
        return out

    async def scenario() -> None:
        loop_thread.append(threading.current_thread())
        hub.add(table.code, page, "public")  # type: ignore[arg-type]
        await hub.send_full(page, real("public"))  # type: ignore[arg-type]
        play_one(table)
        table.payload = slow_payload  # type: ignore[method-assign]
        push = asyncio.create_task(hub.push(table))
        while not making.is_set():
            await asyncio.sleep(0.01)
        # the teacher's click: the socket now views "all" and is sent that view whole
        hub.add(table.code, page, "all")  # type: ignore[arg-type]
        await hub.send_full(page, real("all"))  # type: ignore[arg-type]
        go.set()
        await push
        table.payload = real  # type: ignore[method-assign]
        assert page.shown == real("all")
        assert hub.shown[page] == real("all")  # type: ignore[index]
        # and the next decision's update applies to the all-seeing page
        play_one(table)
        await hub.push(table)
        assert page.shown == real("all")
        assert page.received[-1].get("delta") and page.received[-1]["viewer"] == "all"

    in_own_loop(scenario())


def test_a_difference_names_its_view_and_the_update_it_was_made_from() -> None:
    """The page's rule (merge_update, tables.js's merge): a difference applies only to a page
    showing its view at the update it was made from."""
    tables = Tables(Store(":memory:"))
    table = tables.create("the_majority", 4, seats=["person"] * 4, seed=5)
    public0, all0 = table.payload("public"), table.payload("all")
    play_one(table)
    public1 = table.payload("public")
    d = difference(public0, public1)
    assert d["delta"] and d["viewer"] == "public" and d["base"] == public0["rev"]
    assert merge_update(public0, d) == public1
    with pytest.raises(StaleUpdate):
        merge_update(all0, d)  # another view
    with pytest.raises(StaleUpdate):
        merge_update(public1, d)  # made from an older update than the page shows


def test_an_update_sends_its_board_stretch_as_it_is_and_decodes_to_the_same_page() -> None:
    """encode_update puts the board's changed stretch after the JSON, unescaped (a line break
    cannot occur in JSON text): decoding gives back the update itself, and every page of a
    played game merges to the payload drawn, with a stretch that holds line breaks and quotes
    too; a message without a board stretch is its plain JSON."""
    tables = Tables(Store(":memory:"))
    table = tables.create("witch", 4, seats=["person"] * 4, seed=7)
    viewers: list[int | str] = [0, 1, 2, 3, "public", "all"]
    shown = {v: table.payload(v) for v in viewers}
    tails = 0
    for _ in range(25):
        if table.state.is_terminal():
            break
        play_one(table)
        for v in viewers:
            new = table.payload(v)
            d = difference(shown[v], new)
            text = updates.encode_update(d)
            head = text.partition("\n")[0]
            assert json.loads(head)["rev"] == new["rev"]
            if "board" in d.get("patch", {}):
                tails += 1
                assert text.endswith(d["patch"]["board"][2])
            assert decode_update(text) == d
            assert merge_update(shown[v], decode_update(text)) == new
            shown[v] = new
    assert tails > 50
    odd = {"type": "update", "delta": True, "rev": 2, "viewer": 0, "base": 1,
           "patch": {"board": [3, 4, 'a "line"\nbreak\n\n'], "latest": [0, 0, "x\ny"]}}
    text = updates.encode_update(odd)
    assert text.count("\n") == 4 and decode_update(text) == odd
    plain = updates.encode_update({"type": "pong", "message": "a\nb"})
    assert "\n" not in plain and json.loads(plain) == {"type": "pong", "message": "a\nb"}
    assert decode_update(json.dumps({"type": "refused", "message": "a\nb"}))["message"] == "a\nb"


def test_updates_are_the_same_data_with_or_without_orjson(monkeypatch) -> None:
    """updates.dumps writes with orjson when installed (the serve extra), else with json: a
    page decodes the same update either way, accents, seat numbers as keys and integers
    beyond 64 bits included (orjson cannot write those: json's writes them)."""
    tables = Tables(Store(":memory:"))
    table = tables.create("sultane", 5, seats=["person"] * 5, seed=3)
    shown = {v: table.payload(v) for v in (0, "public")}
    odd = {"type": "update", "names": {0: "Zoé", 1: "Ana"}, "seed": 2**100 + 1,
           "message": "l'élève « à côté »"}
    messages = [odd]
    for _ in range(12):
        play_one(table)
        for v in (0, "public"):
            new = table.payload(v)
            messages.append(difference(shown[v], new))
            shown[v] = new
    written = [updates.encode_update(m) for m in messages]
    monkeypatch.setattr(updates, "orjson", None)
    plain = [updates.encode_update(m) for m in messages]
    assert [decode_update(t) for t in written] == [decode_update(t) for t in plain]
    assert decode_update(written[0]) == {**odd, "names": {"0": "Zoé", "1": "Ana"}}


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet="ab<>\"\n", max_size=80), st.text(alphabet="ab<>\"\n", max_size=40),
       st.text(alphabet="ab<>\"\n", max_size=40), st.text(alphabet="ab<>\"\n", max_size=80),
       st.integers(0, 300))
def test_a_text_patch_keeps_the_longest_common_start_and_end(
        start: str, was: str, now: str, end: str, repeat: int) -> None:
    """The patch rebuilds the new text from the old, and keeps all that it can: the longest
    common start, then the longest common end of what is left (checked character by character;
    long texts too, where the comparison halves its stretch)."""
    start, end = start * (1 + repeat // 10), end * (1 + repeat % 10)
    old, new = start + was + end, start + now + end
    p, q, middle = updates.text_patch(old, new)
    assert old[:p] + middle + old[len(old) - q:] == new
    n = min(len(old), len(new))
    assert old[:p] == new[:p] and (p == n or old[p] != new[p])
    assert q <= n - p and old[len(old) - q:] == new[len(new) - q:]
    assert q == n - p or old[len(old) - q - 1] != new[len(new) - q - 1]


_ROW = st.fixed_dictionaries({"seat": st.integers(0, 9), "deciding": st.booleans(),
                              "name": st.text(alphabet="ab", max_size=3)})


@settings(max_examples=300, deadline=None)
@given(st.lists(_ROW, max_size=10), st.data())
def test_the_seats_travel_row_by_row_and_merge_to_the_new_page(
        was: list[dict[str, Any]], data: st.DataObject) -> None:
    """An update sends only the seats' rows that changed (by their index) when their number
    is the same, and the whole list when it is not; merged (as tables.js merges it), the page
    holds the new seats, and its JSON says no more than the rows that changed."""
    now = data.draw(st.one_of(st.lists(_ROW, min_size=len(was), max_size=len(was)),
                              st.lists(_ROW, max_size=10)))
    old = {"type": "update", "code": "C", "rev": 1, "viewer": 0, "seats": was, "log": []}
    new = {**old, "rev": 2, "seats": now}
    d = decode_update(updates.encode_update(difference(old, new)))
    assert merge_update(old, d) == new
    changed = [i for i, (a, b) in enumerate(zip(was, now, strict=False)) if a != b]
    if len(was) != len(now):
        assert d["seats"] == now and "rows" not in d
    elif changed:
        assert "seats" not in d and sorted(map(int, d["rows"]["seats"])) == changed
    else:
        assert "seats" not in d and "rows" not in d


@pytest.mark.parametrize("size", [0, 1, 125, 126, 127, 65535, 65536, 70_000])
def test_a_text_frame_is_the_one_websockets_writes(size: int) -> None:
    """updates.text_frame, which a push writes straight to a page's transport, is byte for byte
    the frame websockets' own protocol (uvicorn's) writes for the same text, at every length
    encoding (7, 16 and 64 bits)."""
    from websockets.frames import Frame, Opcode

    data = b"x" * size
    assert updates.text_frame(data) == Frame(Opcode.TEXT, data).serialize(mask=False)

// Classroom tables: keeps a page current from the server's WebSocket (no library, no CDN).
// Every board drawing comes from the server, made from what this page's viewer may see.
"use strict";
(function () {
  const body = document.body;
  const role = body.dataset.role;
  const code = body.dataset.code;
  const $ = (id) => document.getElementById(id);
  let ws = null, rev = -1, viewer = "public", retry = 300;
  const W = JSON.parse(document.getElementById("mj-words").textContent);  // the server's language
  const fill = (text, values) => text.replace(/\{(\w+)\}/g, (m, k) => (k in values ? String(values[k]) : m));

  function say(text, kind) {
    const m = $("message");
    if (!m) return;
    m.textContent = text || "";
    m.className = "mj-message" + (text ? " mj-" + (kind || "info") : "");
  }

  async function api(method, url, data) {
    let r;
    try {
      r = await fetch(url, {
        method, credentials: "same-origin",
        headers: data === undefined ? {} : {"Content-Type": "application/json"},
        body: data === undefined ? undefined : JSON.stringify(data),
      });
    } catch (e) {  // the server is down or the network is gone: plain words, not "Failed to fetch"
      throw new Error(W.not_sent);
    }
    let out = {};
    try { out = await r.json(); } catch (e) { out = {}; }
    if (!r.ok) throw new Error(out.error || ("HTTP " + r.status));
    return out;
  }

  function el(tag, attrs, text) {
    const e = document.createElement(tag);
    for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // The choices drawn last: a push that leaves them as they were (another seat's vote in a
  // simultaneous step, a seat taken) keeps the very buttons and menus. Drawing them again at
  // every push lost a click whose press and release fell on either side of the redraw (the
  // release lands on a new button: the browser sends the click to no button), and reset a
  // menu the student had set.
  let shownChoices = null;

  function drawActions(p) {
    const key = JSON.stringify([p.actions, p.forms || []]);
    if (key === shownChoices) return;
    shownChoices = key;
    const box = $("actions");
    box.textContent = "";
    const groups = new Map();
    const formed = new Set((p.forms || []).map((f) => f.group));
    for (const a of p.actions) {
      if (formed.has(a.group)) continue;
      if (!groups.has(a.group)) groups.set(a.group, []);
      const b = el("button", {"class": "mj-action", "data-action": a.action}, a.label);
      if (a.colours) {
        b.style.color = a.colours[0]; b.style.background = a.colours[1];
        b.style.border = "2px solid " + a.colours[0];
      }
      groups.get(a.group).push(b);
    }
    for (const [g, buttons] of groups) {
      const row = el("div", {"class": "mj-group"});
      if (g) row.appendChild(el("b", {}, g + " "));
      buttons.forEach((b) => row.appendChild(b));
      box.appendChild(row);
    }
    for (const f of p.forms || []) {  // one menu per part of a big composite action
      const row = el("div", {"class": "mj-group mj-form", "data-verb": f.verb});
      if (f.group) row.appendChild(el("b", {}, f.group + " "));
      f.slots.forEach((slot, i) => {
        const m = el("select", {"class": "mj-slot", "data-slot": String(i)});
        for (const o of slot) m.appendChild(el("option", {value: o.value}, o.label));
        row.appendChild(m);
        row.appendChild(document.createTextNode(" "));
      });
      row.appendChild(el("button", {"class": "mj-form-send"}, W.send));
      box.appendChild(row);
    }
  }

  // One listener for the choices, drawn by the server or by drawActions: a button works from
  // the moment it shows, before the socket's first update.
  function onChoice(ev) {
    const b = ev.target.closest("button");
    if (!b) return;
    if (b.classList.contains("mj-action")) act(b.dataset.action);
    else if (b.classList.contains("mj-form-send")) {
      const row = b.closest(".mj-form");
      const values = [...row.querySelectorAll("select.mj-slot")].map((m) => m.value);
      act(row.dataset.verb + ":" + values.join(","));
    }
  }

  let shownSeats = null;

  function drawSeats(p) {
    const key = JSON.stringify([p.seats, p.status]);
    if (key === shownSeats) return;  // as for the choices: the teacher's buttons stay put
    shownSeats = key;
    const list = $("seats");
    list.textContent = "";
    const teacher = role === "teacher-table";
    for (const s of p.seats) {
      let who = s.kind === "bot" ? W.bot + " (" + (s.bot_label || s.bot) + ")" : (s.name || (s.taken ? W.a_student : W.free));
      if (s.kind === "person" && s.away) who += " " + W.away;
      const li = el("li", {"class": "mj-seat-row" + (s.you ? " mj-you" : "") + (s.deciding ? " mj-deciding" : ""),
                           "data-seat": String(s.seat)});
      li.appendChild(el("b", {}, s.label));
      li.appendChild(document.createTextNode(W.colon + who + (s.deciding ? " \u25c0 " + W.to_decide : "")));
      if (teacher && p.status !== "over" && (s.kind === "bot" || s.away)) {  // another bot
        const pick = el("select", {"class": "mj-seat-bot", "data-seat": String(s.seat)});
        for (const b of p.bots || []) {
          const o = el("option", {value: b}, (p.bot_labels || {})[b] || b);
          if (b === s.bot) o.selected = true;
          pick.appendChild(o);
        }
        const change = el("button", {"class": "mj-seat-change", "data-seat": String(s.seat)}, W.change_bot);
        change.addEventListener("click", () => command("seats/" + s.seat, {bot: pick.value}));
        li.appendChild(document.createTextNode(" ")); li.appendChild(pick); li.appendChild(change);
        if (s.kind === "bot") {
          const student = el("button", {"class": "mj-seat-student", "data-seat": String(s.seat)}, W.to_student);
          student.addEventListener("click", () => command("seats/" + s.seat, {kind: "person"}));
          li.appendChild(document.createTextNode(" ")); li.appendChild(student);
        }
      }
      if (teacher && s.kind === "person" && p.status !== "over") {
        const away = el("button", {"class": s.away ? "mj-seat-back" : "mj-seat-away", "data-seat": String(s.seat)},
                        s.away ? W.give_back : W.hand_to_bot);
        li.appendChild(document.createTextNode(" ")); li.appendChild(away);
        if (s.taken) {
          const free = el("button", {"class": "mj-seat-free", "data-seat": String(s.seat)}, W.free_seat);
          li.appendChild(document.createTextNode(" ")); li.appendChild(free);
        }
      }
      list.appendChild(li);
    }
  }

  // What the board and the log show now: an update redraws only what changed (a phone
  // rebuilt the whole log, hundreds of lines, and the board at every decision).
  let shownBoard = null, shownLog = [];

  function drawLog(lines) {
    const log = $("log");
    let same = shownLog.length <= lines.length && log.children.length === shownLog.length;
    for (let i = 0; same && i < shownLog.length; i++) same = shownLog[i] === lines[i];
    if (!same) { log.textContent = ""; shownLog = []; }  // an undo, another view: drawn again
    for (let i = shownLog.length; i < lines.length; i++) log.appendChild(el("li", {}, lines[i]));
    shownLog = lines;  // never changed in place: merge makes a new log for every update
  }

  function draw(p) {
    if (p.rev < rev) return;  // an older update overtaken by a newer one
    rev = p.rev;
    $("status").textContent = W[p.status] || p.status;
    $("prompt").textContent = p.prompt;
    $("latest").textContent = p.latest;
    if (p.board !== shownBoard) {  // drawn by the server from this viewer's view only
      $("board").innerHTML = p.board;
      shownBoard = p.board;
    }
    drawActions(p);
    drawSeats(p);
    drawLog(p.log);
    const v = $("viewer");
    if (v) v.textContent = p.viewer === "all" ? W.viewer_all : p.viewer === "public" ? W.viewer_public : W.viewer_seat;
    body.dataset.rev = String(p.rev);
    body.dataset.decisions = String(p.decisions);
    body.dataset.status = p.status;
    if ($("pause")) {  // the teacher's table page: only the button that applies
      $("pause").hidden = p.status !== "playing";
      $("resume").hidden = p.status !== "paused";
    }
    body.dataset.beliefs = p.beliefs ? "1" : "0";
    if ($("review-open")) {  // the Review opens once the game is over (an undo closes it)
      $("review-open").hidden = p.status !== "over";
      if (p.status !== "over") $("review").hidden = true;
    }
    if (role === "teacher-table") {  // why the bots could not play, and what undo would take back
      const t = $("trouble");
      if (t) { t.textContent = p.trouble || ""; t.hidden = !p.trouble; }
      undoText = p.undo || "";
      joining = p.joining !== false; several = p.several === true;
      $("joining").textContent = joining ? W.close_joining : W.open_joining;
      $("several").textContent = several ? W.one_seat : W.allow_several;
    }
    // The page's signal that it shows this update (tests wait on it, never on time): the
    // attributes above, then an event.
    body.dataset.ready = "1";
    document.dispatchEvent(new CustomEvent("mj-update", {detail: {rev: p.rev, decisions: p.decisions, status: p.status}}));
  }

  // The Review of a finished game: asked of the server, which computes it off its event loop
  // (the page shows "being computed" and asks again until it is ready: a long poll, no
  // timer), then drawn: the curve and the accuracies, one decision at a time with the board
  // of that moment (Previous / Next, or the arrow keys), and every decision. The page
  // signals each state for the tests: data-review ("computing", "ready", "failed") and
  // data-review-step on the body, and the events mj-review and mj-review-step.
  let reviewSteps = 0, reviewAt = 0;
  const reviewUrl = (tail, again) => "/api/tables/" + code + "/review" + tail +
    (role === "teacher-table" ? "?view=public" + (again ? "&again=1" : "") : (again ? "?again=1" : ""));
  function reviewSignal(status) {
    body.dataset.review = status;
    document.dispatchEvent(new CustomEvent("mj-review", {detail: {status}}));
  }
  function reviewSay(text, kind) {  // no empty line above the review when all is well
    const state = $("review-state");
    state.textContent = text || "";
    state.className = "mj-message" + (text ? " mj-" + kind : "");
    state.hidden = !text;
  }
  async function openReview() {
    const box = $("review"), button = $("review-button");
    box.hidden = false;
    button.disabled = true;
    reviewSay(W.review_computing, "info");
    body.dataset.review = "computing";
    box.scrollIntoView({block: "start"});
    let again = true;  // a click tries a review that failed again
    try {
      for (;;) {
        const r = await api("GET", reviewUrl("", again), undefined);
        again = false;
        if (r.status === "ready") { await drawReview(r); break; }
        reviewSay(r.message || W.review_computing, "info");
      }
    } catch (e) {  // the server's plain sentence: the table itself is served as before
      reviewSay(e.message, "error");
      reviewSignal("failed");
    } finally {
      button.disabled = false;
    }
  }
  async function drawReview(r) {
    $("review-summary").textContent = r.summary;
    $("review-overview").innerHTML = r.overview;  // drawn by the server: this viewer's review
    $("review-table").innerHTML = r.table;
    reviewSteps = r.steps;
    $("review-stepper").hidden = !r.steps;
    if (r.steps) await reviewStep(0);
    reviewSay("");
    reviewSignal("ready");
  }
  async function reviewStep(i) {
    if (i < 0 || i >= reviewSteps) return;
    const r = await api("GET", reviewUrl("/" + i, false), undefined);
    reviewAt = r.step;
    $("review-step").innerHTML = r.html;
    $("review-prev").disabled = reviewAt <= 0;
    $("review-next").disabled = reviewAt >= reviewSteps - 1;
    body.dataset.reviewStep = String(reviewAt);
    document.dispatchEvent(new CustomEvent("mj-review-step", {detail: {step: reviewAt, label: r.label}}));
  }
  function stepBy(delta) {
    reviewStep(reviewAt + delta).catch((e) => reviewSay(e.message, "error"));
  }
  function reviewControls() {
    if (!$("review-button")) return;
    $("review-button").addEventListener("click", openReview);
    $("review-prev").addEventListener("click", () => stepBy(-1));
    $("review-next").addEventListener("click", () => stepBy(1));
    document.addEventListener("keydown", (ev) => {  // a projected review steps by the arrows
      if ($("review").hidden || !reviewSteps || ev.target.closest("input, select, textarea")) return;
      if (ev.key === "ArrowRight") stepBy(1);
      else if (ev.key === "ArrowLeft") stepBy(-1);
    });
  }

  let undoText = "", joining = true, several = false;
  function undo() {  // asks first, and sends the decisions this screen showed: never more
    if (!undoText) { say(W.nothing_to_undo, "error"); return; }
    if (window.confirm(fill(W.confirm_undo, {what: undoText})))
      command("undo", {seen: Number(body.dataset.decisions)});
  }

  function allSeeing() {  // the projector would show every secret: ask first
    if (!window.confirm(W.confirm_all)) return;
    viewer = "all"; ws.send(JSON.stringify({type: "view", view: "all"}));
  }

  function act(action) {
    say("");
    if (ws && ws.readyState === WebSocket.OPEN) {
      ws.send(JSON.stringify({type: "act", action}));
    } else {
      api("POST", "/api/tables/" + code + "/act", {action}).then(draw).catch((e) => say(e.message, "error"));
    }
  }

  function command(what, data) {
    say("");
    api("POST", "/api/tables/" + code + "/" + what, data || {}).catch((e) => say(e.message, "error"));
  }

  function freeSeat(seat) {  // a misclick would throw a playing student out: ask first
    if (window.confirm(fill(W.confirm_free, {seat}))) command("seats/" + seat, {free: true});
  }

  // What this socket was last sent: an update holds only what changed since (delta), and of
  // the log only the lines from log_from on.
  // An update made for another view or from another update than this page shows (the
  // teacher switched views while it was on its way) is dropped: null, and the page asks for
  // its whole view again.
  let shown = null;
  function merge(base, m) {
    if (!m.delta) return m;
    if (!base || base.viewer !== m.viewer || base.rev !== m.base) return null;
    const out = Object.assign({}, base, m);
    out.log = "log_from" in m ? base.log.slice(0, m.log_from).concat(m.log) : base.log;
    for (const k in m.patch || {}) {  // [kept start, kept end, the part between]
      const [p, q, middle] = m.patch[k], was = base[k];
      out[k] = was.slice(0, p) + middle + was.slice(was.length - q);
    }
    for (const k in m.rows || {}) {  // the rows that changed (the seats), by their index
      out[k] = base[k].map((row, i) => (String(i) in m.rows[k] ? m.rows[k][String(i)] : row));
    }
    delete out.delta; delete out.log_from; delete out.patch; delete out.base; delete out.rows;
    return out;
  }

  function connect() {
    const proto = location.protocol === "https:" ? "wss://" : "ws://";
    const query = role === "teacher-table" ? "?view=" + viewer : "";
    ws = new WebSocket(proto + location.host + "/ws/tables/" + code + query);
    ws.onopen = () => { retry = 300; rev = -1; shown = null; $("connection").textContent = ""; body.dataset.connected = "1"; };
    ws.onmessage = (ev) => {
      // an update's JSON, then (after a line break) the changed stretch of its board as it is
      const cut = ev.data.indexOf("\n");
      const m = JSON.parse(cut < 0 ? ev.data : ev.data.slice(0, cut));
      if (cut >= 0) m.patch.board.push(ev.data.slice(cut + 1));
      if (m.type === "update") {
        const page = merge(shown, m);
        if (page === null) ws.send(JSON.stringify({type: "full"}));
        else draw(shown = page);
      }
      else if (m.type === "refused") say(m.message, "error");
    };
    ws.onclose = (ev) => {
      if (ev.code === 4403 && role === "seat") { location.href = "/join/" + code; return; }  // seat freed
      if (ev.code === 4408) { $("connection").textContent = W.elsewhere; body.dataset.connected = "0"; return; }
      body.dataset.connected = "0";
      $("connection").textContent = W.reconnecting;
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 3000);
    };
  }

  function teacherTable() {
    document.querySelectorAll(".mj-join-url").forEach((b) => { b.textContent = location.origin + "/join"; });
    $("pause").addEventListener("click", () => command("pause"));
    $("resume").addEventListener("click", () => command("resume"));
    $("undo").addEventListener("click", undo);
    $("joining").addEventListener("click", () => command("joining", {open: !joining, several}));
    $("several").addEventListener("click", () => command("joining", {open: joining, several: !several}));
    $("beliefs-toggle").addEventListener("click", () => command("beliefs", {shown: body.dataset.beliefs !== "1"}));
    $("all-seeing").addEventListener("click", allSeeing);
    $("public").addEventListener("click", () => { viewer = "public"; ws.send(JSON.stringify({type: "view", view: "public"})); });
    $("seats").addEventListener("click", (ev) => {  // the server's buttons and drawSeats' alike
      const b = ev.target.closest("button");
      if (!b) return;
      const seat = b.dataset.seat;
      if (b.classList.contains("mj-seat-free")) freeSeat(seat);
      else command("seats/" + seat, {away: b.classList.contains("mj-seat-away")});
    });
    connect();
  }

  function seatsPage() {
    document.querySelectorAll("button.mj-take").forEach((b) => b.addEventListener("click", () => {
      api("POST", "/api/join/" + code, {seat: Number(b.dataset.seat), name: $("name").value})
        .then((r) => { location.href = r.url; })
        .catch((e) => say(e.message, "error"));
    }));
  }

  async function teacherHome() {
    $("join-url").textContent = location.origin + "/join";
    const games = await api("GET", "/api/games");
    const game = $("game"), players = $("players"), seats = $("seat-choices");
    for (const g of games) game.appendChild(el("option", {value: g.game}, g.title));
    const current = () => games.find((g) => g.game === game.value);
    // the game's own word for its players ("joueuse 3" in the Sultane), from the server
    const seatLabel = (g, i) => (g.seat_labels || [])[i] || fill(W.seat, {n: i});
    function drawSeatChoices() {
      const g = current(), n = Number(players.value);
      seats.textContent = "";
      for (let i = 0; i < n; i++) {
        const row = el("tr");
        row.appendChild(el("td", {}, seatLabel(g, i)));
        const kind = el("select", {"class": "mj-seat-kind", "data-seat": String(i)});
        kind.appendChild(el("option", {value: "person"}, W.a_student));
        for (const b of g.bots) kind.appendChild(el("option", {value: b}, W.bot + W.colon + ((g.bot_labels || {})[b] || b)));
        const td = el("td"); td.appendChild(kind); row.appendChild(td);
        seats.appendChild(row);
      }
    }
    // One field per option of the game (a box, a menu, a seat, a number, boxes for a set),
    // labelled by the server in words; values the teacher set stay when the players change.
    function drawOptions() {
      const g = current(), n = Number(players.value), box = $("options");
      const before = box.dataset.game === g.game ? readOptions() : {};
      box.dataset.game = g.game;
      box.querySelectorAll(".mj-option").forEach((x) => x.remove());
      for (const f of g.fields) {
        const was = f.name in before ? before[f.name] : f.default;
        const row = el("div", {"class": "mj-option", "data-option": f.name, "data-kind": f.kind});
        if (f.kind === "check") {
          const label = el("label");
          const input = el("input", {type: "checkbox", name: f.name});
          input.checked = was === true;
          label.appendChild(input); label.appendChild(document.createTextNode(" " + f.label));
          row.appendChild(label);
        } else if (f.kind === "set") {
          row.appendChild(el("span", {}, f.label + " "));
          for (const c of f.choices) {
            const label = el("label", {"class": "mj-option-choice"});
            const input = el("input", {type: "checkbox", name: f.name, "data-value": c.value});
            input.checked = (was || []).includes(c.value);
            label.appendChild(input); label.appendChild(document.createTextNode(" " + c.label));
            row.appendChild(label);
          }
        } else {
          const label = el("label", {}, f.label + " ");
          let input;
          if (f.kind === "number") {
            input = el("input", {type: "number", name: f.name, min: String(f.low), max: String(f.high),
                                 step: "1", size: "5"});
            input.value = String(was);
          } else {  // a menu: the choices given, or the seats of the players chosen
            input = el("select", {name: f.name});
            const choices = f.kind === "seat"
              ? [...Array(n).keys()].map((i) => ({value: i, label: seatLabel(g, i)}))
              : f.choices;
            for (const c of choices) {
              const o = el("option", {value: JSON.stringify(c.value)}, c.label);
              if (JSON.stringify(c.value) === JSON.stringify(was)) o.selected = true;
              input.appendChild(o);
            }
          }
          label.appendChild(input);
          row.appendChild(label);
        }
        box.appendChild(row);
      }
    }
    function readOptions() {
      const out = {};
      for (const row of $("options").querySelectorAll(".mj-option")) {
        const name = row.dataset.option, kind = row.dataset.kind;
        if (kind === "check") out[name] = row.querySelector("input").checked;
        else if (kind === "set") out[name] = [...row.querySelectorAll("input:checked")].map((i) => i.dataset.value);
        else if (kind === "number") {  // as typed: the server refuses a bad one in words
          const v = row.querySelector("input").value.trim();
          out[name] = /^[0-9]+$/.test(v) ? Number(v) : v;
        } else out[name] = JSON.parse(row.querySelector("select").value);
      }
      return out;
    }
    function drawPlayers() {
      const g = current();
      players.textContent = "";
      for (const n of g.player_counts) {
        const o = el("option", {value: String(n)}, String(n));
        if (n === g.default_players) o.selected = true;
        players.appendChild(o);
      }
      drawSeatChoices();
      drawOptions();
    }
    game.addEventListener("change", drawPlayers);
    players.addEventListener("change", () => { drawSeatChoices(); drawOptions(); });
    drawPlayers();
    $("create-form").addEventListener("submit", (ev) => {
      ev.preventDefault();
      const chosen = [...document.querySelectorAll("select.mj-seat-kind")].map((s) =>
        s.value === "person" ? {kind: "person"} : {kind: "bot", bot: s.value});
      const seed = $("seed").value.trim();
      const options = readOptions();
      api("POST", "/api/tables", {game: game.value, n_players: Number(players.value), seats: chosen,
                                  seed: seed === "" ? null : seed, options, beliefs: $("beliefs").checked})
        .then((t) => { say(fill(W.ready, {code: t.code}), "ok"); listTables(); })
        .catch((e) => say(e.message, "error"));
    });
    $("sign-out").addEventListener("click", () => {
      if (!window.confirm(W.confirm_sign_out)) return;
      api("POST", "/api/teacher/sign-out", {}).then((r) => say(r.message, "ok")).catch((e) => say(e.message, "error"));
    });
    listTables();
    setInterval(listTables, 3000);
  }

  async function listTables() {
    const list = await api("GET", "/api/tables");
    const t = $("tables");
    t.textContent = "";
    const head = el("tr");
    [W.code, W.game, W.players, W.options, W.status, W.decisions, W.students, ""].forEach((h) => head.appendChild(el("th", {}, h)));
    t.appendChild(head);
    for (const x of list) {
      const row = el("tr", {"data-code": x.code});
      const people = x.seats.filter((s) => s.kind === "person");
      const status = (W[x.status] || x.status) + (x.trouble ? " \u26a0 " + x.trouble : "");
      const cells = [x.code, x.title, String(x.n_players), (x.options || []).join("; "), status, String(x.decisions),
                     fill(W.of, {taken: people.filter((s) => s.taken).length, seats: people.length})];
      cells.forEach((c) => row.appendChild(el("td", {}, c)));
      const td = el("td");
      td.appendChild(el("a", {href: "/teacher/tables/" + x.code, "class": "mj-open"}, W.open));
      row.appendChild(td);
      t.appendChild(row);
    }
  }

  if ($("actions")) $("actions").addEventListener("click", onChoice);
  reviewControls();
  if (role === "seat") connect();
  else if (role === "teacher-table") teacherTable();
  else if (role === "seats") seatsPage();
  else if (role === "teacher") teacherHome();
})();

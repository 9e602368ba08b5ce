"""Majority2State, exactly: every card's effect as each seat reads it, in English and in French,
with its rule, its machine data and its audience; the table it leaves; every refusal's words and
rule; whole views; the set-up, the turn's phases, the end and the save.

Why: the rules' tests (``test_state.py``, ``test_effects.py``) and the referee judge the game's
outcomes, but few read an event's exact sentence, its data (what the boards, the class tables
and the samplers read), who may see it, or a refusal's French words: mutation testing of
``state.py``, ``effects.py``, ``refusals.py`` and ``views.py`` (docs/mutation.md) left those
changes alive. Each situation below is laid out by hand (``helpers.table``: seat 0 in its
standard-play phase with 10 coins face up; the opponent 3 coins face down) and played for real
through ``apply``; what it must do is the rulebook's (Majority 2 4-4 to 6-4, the sections
cited), ``RULINGS.md`` "Majority 2" and ``docs/rulings-majority2.md``. The file runs in about
2 s of CPU, first in the modules' mutation selection (``tasks.MUTATE_TESTS``).
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from majority_core.errors import IllegalAction, MalformedInput, WrongPhase, WrongPlayer
from majority_core.i18n import language
from majority_core.majority2 import Majority2State
from majority_core.majority2.components import build_deck
from majority_core.majority2.state import CannotPay, ConditionNotMet, NotInHand
from majority_core.rng import make_rng

from .helpers import check_conservation, ghost_into, table
from .referee import judge_game

NNBSP = "\u202f"  # French typography: a narrow no-break space before : ; ? !

#: Each situation: the decisions played (seat, action) and the table laid out before them.
SCENARIOS: dict[str, tuple[list[tuple[int, str]], dict[str, Any]]] = {
    'witches junior': ([(0, "play witches:junior 1")], dict(hand=["witches:junior"], top=["demons:junior", "angels:secretary"])),
    'witches senior': ([(0, "play witches:senior 2")], dict(hand=["witches:senior"], opp_reserve=["reapers:veteran", "demons:junior", "angels:senior"])),
    'witches veteran': ([(0, "play witches:veteran 3"), (0, "take s1.c1.1")], dict(hand=["witches:veteran"], zone=["witches:junior"], opp_columns=[["dragons:senior@angels"], ["angels:junior", "demons:secretary"]])),
    'witches aristocrat': ([(0, "play witches:aristocrat 1")], dict(hand=["witches:aristocrat"], zone=["witches:junior", "witches:senior"], up=2, down=5)),
    'demons junior': ([(0, "play demons:junior 1"), (0, "reserve dragons:senior")], dict(hand=["demons:junior", "angels:junior"], filler=False, top=["dragons:senior", "reapers:junior", "witches:junior"])),
    'demons senior': ([(0, "play demons:senior 1"), (0, "end")], dict(hand=["demons:senior"], opp_reserve=["angels:junior"])),
    'demons veteran': ([(0, "play demons:veteran 2")], dict(hand=["demons:veteran"], zone=["demons:junior"])),
    'demons aristocrat': ([(0, "play demons:aristocrat 1")], dict(hand=["demons:aristocrat"], zone=["demons:junior", "demons:senior"], up=2)),
    'secretary': ([(0, "play angels:secretary 3")], dict(hand=["angels:secretary"])),
    'dragons junior': ([(0, "play dragons:junior 2")], dict(hand=["dragons:junior"], opp_columns=[["witches:secretary"], ["witches:junior", "demons:junior", "angels:senior", "reapers:senior@witches"]])),
    'dragons junior none': ([(0, "play dragons:junior 1")], dict(hand=["dragons:junior"], opp_columns=[["witches:secretary"] * 3])),
    'dragons junior protected': ([(0, "play dragons:junior 1")], dict(hand=["dragons:junior"], opp_columns=[["angels:junior", "demons:junior", "demons:senior", "reapers:senior"]])),
    'dragons senior': ([(0, "play dragons:senior 1")], dict(hand=["dragons:senior", "witches:veteran", "angels:junior", "angels:junior"], filler=False)),
    'dragons veteran': ([(0, "play dragons:veteran 3"), (0, "colour angels"), (1, "colour dragons")], dict(hand=["dragons:veteran"], zone=["dragons:junior"], columns=[["angels:senior", "witches:junior"], ["reapers:junior@angels"]], opp_columns=[["angels:secretary", "demons:junior"], ["witches:senior"], ["angels:junior", "angels:veteran"]])),
    'dragons aristocrat': ([(0, "play dragons:aristocrat 1"), (1, "discard reapers:secretary@witches")], dict(hand=["dragons:aristocrat"], zone=["dragons:junior", "dragons:senior"], opp_zone=["angels:veteran", "witches:secretary", "reapers:secretary@witches"])),
    'dragons aristocrat must': ([(0, "play dragons:aristocrat 1")], dict(hand=["dragons:aristocrat"], zone=["dragons:junior", "dragons:senior"], opp_zone=["angels:veteran"])),
    'dragons aristocrat empty': ([(0, "play dragons:aristocrat 1")], dict(hand=["dragons:aristocrat"], zone=["dragons:junior", "dragons:senior"])),
    'angels junior': ([(0, "play angels:junior 1")], dict(hand=["angels:junior"])),
    'angels senior': ([(0, "play angels:senior 3"), (0, "disc s0.c1.1 dragons"), (0, "disc s0.c2.1 angels")], dict(hand=["angels:senior"], columns=[["demons:junior"], ["witches:junior"]], opp_columns=[["reapers:junior@dragons"]])),
    'angels veteran': ([(0, "play angels:veteran 1"), (0, "form demons:aristocrat")], dict(hand=["angels:veteran"], zone=["angels:junior"], columns=[["demons:junior", "demons:senior"]], top=["demons:aristocrat", "witches:junior"])),
    'angels aristocrat': ([(0, "play angels:aristocrat 1")], dict(hand=["angels:aristocrat"], zone=["angels:junior", "angels:senior"], columns=[["demons:junior", "witches:senior"]])),
    'angels aristocrat protected': ([(0, "play angels:aristocrat 1")], dict(hand=["angels:aristocrat"], zone=["angels:junior", "angels:senior"], columns=[["angels:junior", "witches:senior"]])),
    'reapers junior': ([(0, "play reapers:junior 2"), (0, "disc s1.c1.1 demons")], dict(hand=["reapers:junior"], columns=[["witches:junior@demons"]], opp_columns=[["angels:junior"]])),
    'reapers junior none': ([(0, "play reapers:junior 2")], dict(hand=["reapers:junior"])),
    'reapers senior': ([(0, "play reapers:senior 1")], dict(hand=["reapers:senior"], zone=["demons:junior", "demons:senior"], top=["demons:aristocrat"], up=4)),
    'reapers senior twice': ([(0, "play reapers:senior 1")], dict(hand=["reapers:senior"], top=["reapers:senior", "demons:aristocrat"], up=4)),
    'reapers veteran': ([(0, "play reapers:veteran 1"), (0, "disc s1.zone.2 witches")], dict(hand=["reapers:veteran"], zone=["reapers:junior"], opp_zone=["angels:veteran", "demons:secretary"])),
    'reapers veteran none': ([(0, "play reapers:veteran 1")], dict(hand=["reapers:veteran"], zone=["witches:junior@reapers"])),
    'reapers aristocrat': ([(0, "play reapers:aristocrat 1")], dict(hand=["reapers:aristocrat"], zone=["reapers:junior", "reapers:senior"], opp_coins=(2, 2))),
    'reapers aristocrat up': ([(0, "play reapers:aristocrat 1")], dict(hand=["reapers:aristocrat"], zone=["reapers:junior", "reapers:senior"], opp_coins=(4, 0))),
    'reapers aristocrat keep': ([(0, "play reapers:aristocrat 1")], dict(hand=["reapers:aristocrat"], zone=["reapers:junior", "reapers:senior"], opp_coins=(1, 2))),
    'reapers aristocrat one': ([(0, "play reapers:aristocrat 1")], dict(hand=["reapers:aristocrat"], zone=["reapers:junior", "reapers:senior"], opp_coins=(1, 0))),
    'promo witches senior': ([(0, "play witches:senior:promo 1")], dict(hand=["witches:senior:promo"], zone=["demons:junior"] * 3, opp_reserve=["angels:junior", "angels:junior", "reapers:junior", "reapers:junior"], promos="all")),
    'promo demons veteran': ([(0, "play demons:veteran:promo 1")], dict(hand=["demons:veteran:promo"], zone=["demons:junior"], promos="all")),
    'promo dragons junior hit': ([(0, "play dragons:junior:promo 1"), (0, "target s1.c1.1")], dict(hand=["dragons:junior:promo"], opp_zone=["angels:secretary"], opp_columns=[["angels:senior", "witches:junior"]], promos="all")),
    'promo dragons junior miss': ([(0, "play dragons:junior:promo 1"), (0, "target s1.c1.1")], dict(hand=["dragons:junior:promo"], opp_zone=["angels:secretary"], opp_columns=[["reapers:senior"]], promos="all")),
    'promo dragons junior ghost': ([(0, "play dragons:junior:promo 1"), (0, "target s1.c1.1")], dict(hand=["dragons:junior:promo"], opp_zone=["independent:ghost"], opp_columns=[["independent:ghost"]], promos="all", ghosts=True)),
    'promo dragons junior none': ([(0, "play dragons:junior:promo 2")], dict(hand=["dragons:junior:promo"], columns=[[], ["angels:junior"]], opp_columns=[[], ["angels:junior"]], promos="all")),
    'promo angels veteran': ([(0, "play angels:veteran:promo 2")], dict(hand=["angels:veteran:promo"], zone=["angels:junior@witches", "angels:senior"], columns=[["demons:junior@dragons", "reapers:junior@demons", "witches:senior@reapers"]], promos=["angels:veteran"])),
    'promo angels veteran three': ([(0, "play angels:veteran:promo 2")], dict(hand=["angels:veteran:promo"], zone=["angels:junior@witches", "angels:senior"], columns=[["demons:junior@dragons", "reapers:junior@demons"]], promos=["angels:veteran"])),
    'promo reapers aristocrat': ([(0, "play reapers:aristocrat:promo 1"), (0, "disc s0.zone.1 witches"), (0, "disc s0.c1.1 demons"), (0, "disc s0.zone.2 dragons")], dict(hand=["reapers:aristocrat:promo"], zone=["reapers:secretary", "reapers:junior"], opp_zone=["angels:junior@angels"], promos=["reapers:aristocrat"])),
    'promo reapers aristocrat full': ([(0, "play reapers:aristocrat:promo 1")], dict(hand=["reapers:aristocrat:promo"], zone=["reapers:secretary", "reapers:junior"], opp_zone=["angels:junior@angels", "angels:secretary@dragons", "angels:senior@reapers", "witches:junior@witches", "demons:junior@demons"], promos=["reapers:aristocrat"])),
    'ghost': ([(0, "play independent:ghost 2"), (0, "ghost 1"), (1, "form angels:senior")], dict(hand=["independent:ghost"], opp_columns=[["angels:junior", "angels:senior", "angels:secretary", "demons:junior"]], ghosts=True)),
    'form five': ([(0, "play demons:secretary 1"), (0, "form demons:senior")], dict(hand=["demons:secretary"], columns=[["demons:junior", "demons:senior", "demons:secretary", "demons:junior"]])),
    'form fail': ([(0, "play witches:secretary 1")], dict(hand=["witches:secretary"], columns=[["demons:junior", "demons:senior", "angels:secretary", "angels:junior"]])),
    'form two factions': ([(0, "play angels:secretary 1"), (0, "form angels:secretary")], dict(hand=["angels:secretary"], columns=[["demons:junior", "demons:senior", "demons:secretary", "angels:junior", "angels:senior"]])),
}

#: What each situation logs, event by event: (kind, data, audience or None for everyone,
#: English text, English rule, French text). The numbers follow from the table: a card's cost
#: is turned face down (5-6), coins gained arrive face down (4-4), the draw table of 5-4, one
#: coin for 3-4 cards of the faction formed and two for 5 or more (5-5), and each effect is
#: 6-2's card table (RULINGS "Majority 2"), a promo's 6-3, the Ghost's 6-4.
EVENTS: dict[str, list[tuple[str, dict[str, Any], list[int] | None, str, str, str]]] = {
    'witches junior': [
        ('play', {'card': 'witches:junior', 'column': 1}, None, 'Seat 0 pays 3 coins (turned face down; 7 face up left) and plays the witches Junior into column 1.', 'Majority 2 5-6', 'Le joueur 0 paie 3 pièces (retournées face cachée\u202f; il lui en reste 7 face visible) et joue le Junior des sorcières dans la colonne 1.'),
        ('drew', {'cards': ['demons:junior', 'angels:secretary']}, [0], 'You draw demons Junior and angels Secretary into your reserve.', 'Majority 2 6-2 (witches Junior)', 'Vous piochez le Junior des démons et le Secrétaire des anges dans votre réserve.'),
        ('effect', {}, None, 'Seat 0 draws 2 cards into their reserve.', 'Majority 2 6-2 (witches Junior)', 'Le joueur 0 pioche 2 cartes dans sa réserve.'),
    ],
    'witches senior': [
        ('play', {'card': 'witches:senior', 'column': 2}, None, 'Seat 0 pays 4 coins (turned face down; 6 face up left) and plays the witches Senior into column 2.', 'Majority 2 5-6', 'Le joueur 0 paie 4 pièces (retournées face cachée\u202f; il lui en reste 6 face visible) et joue le Sénior des sorcières dans la colonne 2.'),
        ('effect', {'cards': ['demons:junior', 'angels:senior']}, None, "2 cards of seat 1's reserve drawn at random: demons Junior and angels Senior are discarded.", 'Majority 2 6-2 (witches Senior)', '2 cartes tirées au hasard dans la réserve du joueur 1\u202f: le Junior des démons et le Sénior des anges sont défaussés.'),
    ],
    'witches veteran': [
        ('play', {'card': 'witches:veteran', 'column': 3}, None, 'Seat 0 pays 4 coins (turned face down; 6 face up left) and plays the witches Veteran into column 3.', 'Majority 2 5-6', 'Le joueur 0 paie 4 pièces (retournées face cachée\u202f; il lui en reste 6 face visible) et joue le Vétéran des sorcières dans la colonne 3.'),
        ('take', {'card': 'dragons:senior'}, None, "Seat 0 takes the dragons Senior from seat 1's column 1 (card 1 from the top) into their reserve.", 'Majority 2 6-2 (witches Veteran)', "Le joueur 0 prend le Sénior des dragons dans la colonne 1 du joueur 1 (1re carte en partant du haut) et l'ajoute à sa réserve."),
    ],
    'witches aristocrat': [
        ('play', {'card': 'witches:aristocrat', 'column': 1}, None, 'Seat 0 pays 2 coins (turned face down; 0 face up left) and plays the witches Aristocrat into column 1.', 'Majority 2 5-6', "Le joueur 0 paie 2 pièces (retournées face cachée\u202f; il n'en a plus aucune face visible) et joue l'Aristocrate des sorcières dans la colonne 1."),
        ('effect', {}, None, 'Seat 0 turns every coin face up (7).', 'Majority 2 6-2 (witches Aristocrat)', 'Le joueur 0 retourne toutes ses pièces face visible (7).'),
    ],
    'demons junior': [
        ('play', {'card': 'demons:junior', 'column': 1}, None, 'Seat 0 pays 3 coins (turned face down; 7 face up left) and plays the demons Junior into column 1.', 'Majority 2 5-6', 'Le joueur 0 paie 3 pièces (retournées face cachée\u202f; il lui en reste 7 face visible) et joue le Junior des démons dans la colonne 1.'),
        ('drew', {'cards': ['dragons:senior', 'reapers:junior', 'witches:junior']}, [0], 'You draw dragons Senior, reapers Junior and witches Junior into your hand.', 'Majority 2 6-2 (demons Junior)', 'Vous piochez le Sénior des dragons, le Junior des faucheurs et le Junior des sorcières dans votre main.'),
        ('effect', {}, None, 'Seat 0 draws 3 cards into their hand and will put one card of their hand into their reserve.', 'Majority 2 6-2 (demons Junior)', 'Le joueur 0 pioche 3 cartes dans sa main et mettra une carte de sa main dans sa réserve.'),
        ('to reserve', {}, None, 'Seat 0 puts a card of their hand into their reserve.', 'Majority 2 6-2 (demons Junior)', 'Le joueur 0 met une carte de sa main dans sa réserve.'),
        ('my reserve', {}, [0], 'You put the dragons Senior into your reserve.', 'Majority 2 6-2 (demons Junior)', 'Vous mettez le Sénior des dragons dans votre réserve.'),
    ],
    'demons senior': [
        ('play', {'card': 'demons:senior', 'column': 1}, None, 'Seat 0 pays 4 coins (turned face down; 6 face up left) and plays the demons Senior into column 1.', 'Majority 2 5-6', 'Le joueur 0 paie 4 pièces (retournées face cachée\u202f; il lui en reste 6 face visible) et joue le Sénior des démons dans la colonne 1.'),
        ('effect', {}, None, 'Seat 1 must exchange on their next turn.', 'Majority 2 6-2 (demons Senior)', 'Le joueur 1 doit échanger à son prochain tour.'),
        ('end play', {}, None, 'Seat 0 plays no more cards this turn.', 'Majority 2 5-6', 'Le joueur 0 ne joue plus de carte ce tour-ci.'),
        ('pass', {'cards': ['reapers:secretary']}, None, 'Clean-up: seat 0 passes reapers Secretary to seat 1, whose hand it becomes.', 'Majority 2 5-7', "Phase de nettoyage\u202f: le joueur 0 passe le Secrétaire des faucheurs au joueur 1, dont c'est désormais la main."),
        ('turn', {}, None, "Turn 3: seat 1's turn. Income: seat 1 turns every coin face up (3 coins to spend).", 'Majority 2 5-1; Majority 2 5-2', "Tour 3\u202f: c'est au tour du joueur 1. Phase de revenus\u202f: le joueur 1 retourne toutes ses pièces face visible (3 pièces à dépenser)."),
        ('exchange', {}, None, 'Seat 1 exchanges as the demons Senior forced: the hand of 1 card becomes the reserve and the reserve of 1 card becomes the hand.', 'Majority 2 5-3; Majority 2 6-2 (demons Senior)', "Le joueur 1 échange (le Sénior des démons l'y oblige)\u202f: sa main de 1 carte devient la réserve et la réserve de 1 carte devient la main."),
        ('my exchange', {}, [1], 'Your hand is now angels Junior.', 'Majority 2 5-3; Majority 2 6-2 (demons Senior)', 'Votre main contient maintenant\u202f: Junior des anges.'),
    ],
    'demons veteran': [
        ('play', {'card': 'demons:veteran', 'column': 2}, None, 'Seat 0 pays 4 coins (turned face down; 6 face up left) and plays the demons Veteran into column 2.', 'Majority 2 5-6', 'Le joueur 0 paie 4 pièces (retournées face cachée\u202f; il lui en reste 6 face visible) et joue le Vétéran des démons dans la colonne 2.'),
        ('no effect', {}, None, 'The demons Veteran has no effect when played.', 'Majority 2 6-2 (demons Veteran)', "Le Vétéran des démons n'a pas d'effet quand il est joué."),
    ],
    'demons aristocrat': [
        ('play', {'card': 'demons:aristocrat', 'column': 1}, None, 'Seat 0 pays 2 coins (turned face down; 0 face up left) and plays the demons Aristocrat into column 1.', 'Majority 2 5-6', "Le joueur 0 paie 2 pièces (retournées face cachée\u202f; il n'en a plus aucune face visible) et joue l'Aristocrate des démons dans la colonne 1."),
        ('effect', {}, None, 'Seat 0 gains 2 coins face down.', 'Majority 2 6-2 (demons Aristocrat)', 'Le joueur 0 gagne 2 pièces face cachée.'),
    ],
    'secretary': [
        ('play', {'card': 'angels:secretary', 'column': 3}, None, 'Seat 0 pays 2 coins (turned face down; 8 face up left) and plays the angels Secretary into column 3.', 'Majority 2 5-6', 'Le joueur 0 paie 2 pièces (retournées face cachée\u202f; il lui en reste 8 face visible) et joue le Secrétaire des anges dans la colonne 3.'),
        ('no effect', {}, None, 'The angels Secretary has no effect when played; it scores more at the end next to other Secretaries.', 'Majority 2 6-2 (angels Secretary)', "Le Secrétaire des anges n'a pas d'effet quand il est joué\u202f; il rapporte davantage à la fin avec d'autres Secrétaires."),
    ],
    'dragons junior': [
        ('play', {'card': 'dragons:junior', 'column': 2}, None, 'Seat 0 pays 3 coins (turned face down; 7 face up left) and plays the dragons Junior into column 2.', 'Majority 2 5-6', 'Le joueur 0 paie 3 pièces (retournées face cachée\u202f; il lui en reste 7 face visible) et joue le Junior des dragons dans la colonne 2.'),
        ('discard', {'cards': ['reapers:senior@witches']}, None, "The dragons Junior burns the 4th card of seat 1's column 2: reapers Senior with the blue disc (witches) is discarded.", 'Majority 2 6-2 (dragons Junior)', 'Le Junior des dragons brûle la 4e carte de la colonne 2 du joueur 1\u202f: le Sénior des faucheurs avec le disque bleu (sorcières) est défaussé.'),
    ],
    'dragons junior none': [
        ('play', {'card': 'dragons:junior', 'column': 1}, None, 'Seat 0 pays 3 coins (turned face down; 7 face up left) and plays the dragons Junior into column 1.', 'Majority 2 5-6', 'Le joueur 0 paie 3 pièces (retournées face cachée\u202f; il lui en reste 7 face visible) et joue le Junior des dragons dans la colonne 1.'),
        ('effect', {}, None, "Seat 1's column 1 has no 4th card: nothing is discarded.", 'Majority 2 6-2 (dragons Junior)', "La colonne 1 du joueur 1 n'a pas de 4e carte\u202f: rien n'est défaussé."),
    ],
    'dragons junior protected': [
        ('play', {'card': 'dragons:junior', 'column': 1}, None, 'Seat 0 pays 3 coins (turned face down; 7 face up left) and plays the dragons Junior into column 1.', 'Majority 2 5-6', 'Le joueur 0 paie 3 pièces (retournées face cachée\u202f; il lui en reste 7 face visible) et joue le Junior des dragons dans la colonne 1.'),
        ('discard', {'cards': []}, None, "The dragons Junior burns the 4th card of seat 1's column 1: no card is discarded.", 'Majority 2 6-2 (dragons Junior)', "Le Junior des dragons brûle la 4e carte de la colonne 1 du joueur 1\u202f: aucune carte n'est défaussée."),
        ('protected', {}, None, 'The reapers Senior is protected by an angels Junior in its column and stays.', 'Majority 2 6-2 (angels Junior); RULINGS: Majority 2', 'Le Sénior des faucheurs est protégé par un Junior des anges dans sa colonne et reste en jeu.'),
    ],
    'dragons senior': [
        ('play', {'card': 'dragons:senior', 'column': 1}, None, 'Seat 0 pays 4 coins (turned face down; 6 face up left) and plays the dragons Senior into column 1.', 'Majority 2 5-6', 'Le joueur 0 paie 4 pièces (retournées face cachée\u202f; il lui en reste 6 face visible) et joue le Sénior des dragons dans la colonne 1.'),
        ('effect', {}, None, 'Seat 0 discards their whole hand: witches Veteran and two angels Juniors are discarded.', 'Majority 2 6-2 (dragons Senior)', 'Le joueur 0 défausse toute sa main\u202f: le Vétéran des sorcières et deux Juniors des anges sont défaussés.'),
        ('pass', {'cards': []}, None, "Clean-up: seat 0 has no card left to pass; seat 1's hand is empty.", 'Majority 2 5-7', "Phase de nettoyage\u202f: le joueur 0 n'a plus de carte à passer\u202f; la main du joueur 1 est vide."),
        ('turn', {}, None, "Turn 3: seat 1's turn. Income: seat 1 turns every coin face up (3 coins to spend).", 'Majority 2 5-1; Majority 2 5-2', "Tour 3\u202f: c'est au tour du joueur 1. Phase de revenus\u202f: le joueur 1 retourne toutes ses pièces face visible (3 pièces à dépenser)."),
        ('drew', {'cards': ['dragons:secretary', 'witches:senior']}, [1], 'You draw dragons Secretary and witches Senior into your hand.', 'Majority 2 5-4', 'Vous piochez le Secrétaire des dragons et le Sénior des sorcières dans votre main.'),
        ('drew', {'cards': ['angels:junior']}, [0], 'You draw angels Junior into your reserve.', 'Majority 2 5-4', 'Vous piochez le Junior des anges dans votre réserve.'),
        ('draw', {'seat': 1, 'cards': 2}, None, 'Seat 1 has no card in hand, so must draw 2 cards (the opponent has formed 0 factions); seat 0 adds a card from the deck to their reserve.', 'Majority 2 5-4', "Le joueur 1 n'a pas de carte en main et doit donc piocher 2 cartes (l'adversaire n'a formé aucune faction)\u202f; le joueur 0 ajoute une carte de la pioche à sa réserve."),
    ],
    'dragons veteran': [
        ('play', {'card': 'dragons:veteran', 'column': 3}, None, 'Seat 0 pays 4 coins (turned face down; 6 face up left) and plays the dragons Veteran into column 3.', 'Majority 2 5-6', 'Le joueur 0 paie 4 pièces (retournées face cachée\u202f; il lui en reste 6 face visible) et joue le Vétéran des dragons dans la colonne 3.'),
        ('colour', {'colour': 'angels'}, None, 'Seat 0 names angels (pink); seat 1 names another colour.', 'Majority 2 6-2 (dragons Veteran)', 'Le joueur 0 nomme les anges (rose)\u202f; le joueur 1 nomme une autre couleur.'),
        ('colour', {'colour': 'dragons'}, None, 'Seat 1 names dragons (red).', 'Majority 2 6-2 (dragons Veteran)', 'Le joueur 1 nomme les dragons (rouge).'),
        ('discard', {'cards': ['angels:senior', 'reapers:junior@angels', 'dragons:veteran', 'angels:secretary']}, None, 'The dragons Veteran burns every angels and dragons card in play: angels Senior, reapers Junior with the pink disc (angels), dragons Veteran and angels Secretary are discarded.', 'Majority 2 6-2 (dragons Veteran)', 'Le Vétéran des dragons brûle toutes les cartes en jeu des anges et des dragons\u202f: le Sénior des anges, le Junior des faucheurs avec le disque rose (anges), le Vétéran des dragons et le Secrétaire des anges sont défaussés.'),
        ('protected', {}, None, 'The angels Junior is protected by an angels Junior in its column and stays.', 'Majority 2 6-2 (angels Junior); RULINGS: Majority 2', 'Le Junior des anges est protégé par un Junior des anges dans sa colonne et reste en jeu.'),
        ('protected', {}, None, 'The angels Veteran is protected by an angels Junior in its column and stays.', 'Majority 2 6-2 (angels Junior); RULINGS: Majority 2', 'Le Vétéran des anges est protégé par un Junior des anges dans sa colonne et reste en jeu.'),
    ],
    'dragons aristocrat': [
        ('play', {'card': 'dragons:aristocrat', 'column': 1}, None, 'Seat 0 pays 2 coins (turned face down; 8 face up left) and plays the dragons Aristocrat into column 1.', 'Majority 2 5-6', "Le joueur 0 paie 2 pièces (retournées face cachée\u202f; il lui en reste 8 face visible) et joue l'Aristocrate des dragons dans la colonne 1."),
        ('lose faction', {'card': 'reapers:secretary@witches'}, None, 'Seat 1 chooses to discard the reapers Secretary with the blue disc (witches) from their score zone (now 2 factions formed).', 'Majority 2 6-2 (dragons Aristocrat)', 'Le joueur 1 choisit de défausser le Secrétaire des faucheurs avec le disque bleu (sorcières) de sa zone de score (il lui reste 2 factions).'),
    ],
    'dragons aristocrat must': [
        ('play', {'card': 'dragons:aristocrat', 'column': 1}, None, 'Seat 0 pays 2 coins (turned face down; 8 face up left) and plays the dragons Aristocrat into column 1.', 'Majority 2 5-6', "Le joueur 0 paie 2 pièces (retournées face cachée\u202f; il lui en reste 8 face visible) et joue l'Aristocrate des dragons dans la colonne 1."),
        ('lose faction', {'card': 'angels:veteran'}, None, 'Seat 1 must discard the angels Veteran from their score zone (now 0 factions formed).', 'Majority 2 6-2 (dragons Aristocrat)', 'Le joueur 1 doit défausser le Vétéran des anges de sa zone de score (il lui reste 0 faction).'),
    ],
    'dragons aristocrat empty': [
        ('play', {'card': 'dragons:aristocrat', 'column': 1}, None, 'Seat 0 pays 2 coins (turned face down; 8 face up left) and plays the dragons Aristocrat into column 1.', 'Majority 2 5-6', "Le joueur 0 paie 2 pièces (retournées face cachée\u202f; il lui en reste 8 face visible) et joue l'Aristocrate des dragons dans la colonne 1."),
        ('effect', {}, None, "Seat 1's score zone is empty: nothing to discard.", 'Majority 2 6-2 (dragons Aristocrat)', "Le joueur 1 n'a aucune carte dans sa zone de score\u202f: rien à défausser."),
    ],
    'angels junior': [
        ('play', {'card': 'angels:junior', 'column': 1}, None, 'Seat 0 pays 3 coins (turned face down; 7 face up left) and plays the angels Junior into column 1.', 'Majority 2 5-6', 'Le joueur 0 paie 3 pièces (retournées face cachée\u202f; il lui en reste 7 face visible) et joue le Junior des anges dans la colonne 1.'),
        ('no effect', {}, None, 'The angels Junior now protects the cards of its column from discards.', 'Majority 2 6-2 (angels Junior)', 'Le Junior des anges protège désormais les cartes de sa colonne des défausses.'),
    ],
    'angels senior': [
        ('play', {'card': 'angels:senior', 'column': 3}, None, 'Seat 0 pays 4 coins (turned face down; 6 face up left) and plays the angels Senior into column 3.', 'Majority 2 5-6', 'Le joueur 0 paie 4 pièces (retournées face cachée\u202f; il lui en reste 6 face visible) et joue le Sénior des anges dans la colonne 3.'),
        ('disc', {'place': 's0.c1.1', 'colour': 'dragons'}, None, 'Seat 0 moves the red disc from the reapers Junior to the demons Junior in their column 1 (card 1 from the top): it now counts as dragons.', 'Majority 2 6-2 (angels Senior); Majority 2 6-1 (colour discs)', 'Le joueur 0 prend le disque rouge posé sur le Junior des faucheurs et le pose sur le Junior des démons, dans sa colonne 1 (1re carte en partant du haut)\u202f: la carte compte désormais pour les dragons.'),
        ('disc', {'place': 's0.c2.1', 'colour': 'angels'}, None, 'Seat 0 puts the pink disc on the witches Junior in their column 2 (card 1 from the top): it now counts as angels.', 'Majority 2 6-2 (angels Senior); Majority 2 6-1 (colour discs)', 'Le joueur 0 pose le disque rose sur le Junior des sorcières, dans sa colonne 2 (1re carte en partant du haut)\u202f: la carte compte désormais pour les anges.'),
    ],
    'angels veteran': [
        ('play', {'card': 'angels:veteran', 'column': 1}, None, 'Seat 0 pays 4 coins (turned face down; 6 face up left) and plays the angels Veteran into column 1.', 'Majority 2 5-6', 'Le joueur 0 paie 4 pièces (retournées face cachée\u202f; il lui en reste 6 face visible) et joue le Vétéran des anges dans la colonne 1.'),
        ('effect', {'cards': ['demons:aristocrat', 'witches:junior']}, None, 'Seat 0 draws demons Aristocrat and witches Junior and plays them into column 1, cost ignored, without effects.', 'Majority 2 6-2 (angels Veteran)', "Le joueur 0 pioche l'Aristocrate des démons et le Junior des sorcières et joue ces cartes dans la colonne 1, en ignorant leur coût, sans déclencher leurs effets."),
        ('formed', {'seat': 0, 'faction': 'demons', 'representative': 'demons:aristocrat', 'count': 3, 'coins': 1}, None, "Seat 0's column 1 forms the demons faction with 3 cards of it: the demons Aristocrat goes to the score zone as its representative, seat 0 gains 1 coin face down, and the other 4 cards of the column are discarded.", 'Majority 2 5-5 (forming a faction); RULINGS: Majority 2', "La colonne 1 du joueur 0 forme la faction des démons avec 3 cartes de cette faction\u202f: l'Aristocrate des démons va dans la zone de score comme représentant, le joueur 0 gagne 1 pièce face cachée, et les 4 cartes restantes de la colonne sont défaussées."),
    ],
    'angels aristocrat': [
        ('play', {'card': 'angels:aristocrat', 'column': 1}, None, 'Seat 0 pays 2 coins (turned face down; 8 face up left) and plays the angels Aristocrat into column 1.', 'Majority 2 5-6', "Le joueur 0 paie 2 pièces (retournées face cachée\u202f; il lui en reste 8 face visible) et joue l'Aristocrate des anges dans la colonne 1."),
        ('effect', {}, None, "The angels Aristocrat goes straight to seat 0's score zone (now 3 factions) and seat 0 gains 1 coin face down.", 'Majority 2 6-2 (angels Aristocrat)', "L'Aristocrate des anges va directement dans la zone de score du joueur 0 (3 factions à présent) et le joueur 0 gagne 1 pièce face cachée."),
        ('discard', {'cards': ['demons:junior', 'witches:senior']}, None, 'The rest of column 1 is discarded: demons Junior and witches Senior are discarded.', 'Majority 2 6-2 (angels Aristocrat)', 'Le reste de la colonne 1 est défaussé\u202f: le Junior des démons et le Sénior des sorcières sont défaussés.'),
    ],
    'angels aristocrat protected': [
        ('play', {'card': 'angels:aristocrat', 'column': 1}, None, 'Seat 0 pays 2 coins (turned face down; 8 face up left) and plays the angels Aristocrat into column 1.', 'Majority 2 5-6', "Le joueur 0 paie 2 pièces (retournées face cachée\u202f; il lui en reste 8 face visible) et joue l'Aristocrate des anges dans la colonne 1."),
        ('effect', {}, None, "The angels Aristocrat goes straight to seat 0's score zone (now 3 factions) and seat 0 gains 1 coin face down.", 'Majority 2 6-2 (angels Aristocrat)', "L'Aristocrate des anges va directement dans la zone de score du joueur 0 (3 factions à présent) et le joueur 0 gagne 1 pièce face cachée."),
        ('discard', {'cards': []}, None, 'The rest of column 1 is discarded: no card is discarded.', 'Majority 2 6-2 (angels Aristocrat)', "Le reste de la colonne 1 est défaussé\u202f: aucune carte n'est défaussée."),
        ('protected', {}, None, 'The angels Junior is protected by an angels Junior in its column and stays.', 'Majority 2 6-2 (angels Junior); RULINGS: Majority 2', 'Le Junior des anges est protégé par un Junior des anges dans sa colonne et reste en jeu.'),
        ('protected', {}, None, 'The witches Senior is protected by an angels Junior in its column and stays.', 'Majority 2 6-2 (angels Junior); RULINGS: Majority 2', 'Le Sénior des sorcières est protégé par un Junior des anges dans sa colonne et reste en jeu.'),
    ],
    'reapers junior': [
        ('play', {'card': 'reapers:junior', 'column': 2}, None, 'Seat 0 pays 3 coins (turned face down; 7 face up left) and plays the reapers Junior into column 2.', 'Majority 2 5-6', 'Le joueur 0 paie 3 pièces (retournées face cachée\u202f; il lui en reste 7 face visible) et joue le Junior des faucheurs dans la colonne 2.'),
        ('disc', {'place': 's1.c1.1', 'colour': 'demons'}, None, "Seat 0 moves the green disc from the witches Junior to the angels Junior in seat 1's column 1 (card 1 from the top): it now counts as demons.", 'Majority 2 6-2 (reapers Junior); Majority 2 6-1 (colour discs)', 'Le joueur 0 prend le disque vert posé sur le Junior des sorcières et le pose sur le Junior des anges, dans la colonne 1 du joueur 1 (1re carte en partant du haut)\u202f: la carte compte désormais pour les démons.'),
    ],
    'reapers junior none': [
        ('play', {'card': 'reapers:junior', 'column': 2}, None, 'Seat 0 pays 3 coins (turned face down; 7 face up left) and plays the reapers Junior into column 2.', 'Majority 2 5-6', 'Le joueur 0 paie 3 pièces (retournées face cachée\u202f; il lui en reste 7 face visible) et joue le Junior des faucheurs dans la colonne 2.'),
        ('effect', {}, None, "No card in the opponent's columns can take a disc.", 'Majority 2 6-2 (reapers Junior)', "Aucune carte des colonnes de l'adversaire ne peut recevoir de disque."),
    ],
    'reapers senior': [
        ('play', {'card': 'reapers:senior', 'column': 1}, None, 'Seat 0 pays 4 coins (turned face down; 0 face up left) and plays the reapers Senior into column 1.', 'Majority 2 5-6', "Le joueur 0 paie 4 pièces (retournées face cachée\u202f; il n'en a plus aucune face visible) et joue le Sénior des faucheurs dans la colonne 1."),
        ('effect', {'card': 'demons:aristocrat'}, None, "Seat 0 draws the demons Aristocrat, which takes the reapers Senior's place (the Senior is discarded), and triggers its ability.", 'Majority 2 6-2 (reapers Senior); docs/rulings-majority2.md', "Le joueur 0 pioche l'Aristocrate des démons, qui prend la place du Sénior des faucheurs (le Sénior est défaussé), et déclenche sa capacité."),
        ('effect', {}, None, 'Seat 0 gains 2 coins face down.', 'Majority 2 6-2 (demons Aristocrat)', 'Le joueur 0 gagne 2 pièces face cachée.'),
    ],
    'reapers senior twice': [
        ('play', {'card': 'reapers:senior', 'column': 1}, None, 'Seat 0 pays 4 coins (turned face down; 0 face up left) and plays the reapers Senior into column 1.', 'Majority 2 5-6', "Le joueur 0 paie 4 pièces (retournées face cachée\u202f; il n'en a plus aucune face visible) et joue le Sénior des faucheurs dans la colonne 1."),
        ('effect', {'card': 'reapers:senior'}, None, "Seat 0 draws the reapers Senior, which takes the reapers Senior's place (the Senior is discarded), and triggers its ability.", 'Majority 2 6-2 (reapers Senior); docs/rulings-majority2.md', 'Le joueur 0 pioche le Sénior des faucheurs, qui prend la place du Sénior des faucheurs (le Sénior est défaussé), et déclenche sa capacité.'),
        ('effect', {'card': 'demons:aristocrat'}, None, "Seat 0 draws the demons Aristocrat, which takes the reapers Senior's place (the Senior is discarded), and triggers its ability.", 'Majority 2 6-2 (reapers Senior); docs/rulings-majority2.md', "Le joueur 0 pioche l'Aristocrate des démons, qui prend la place du Sénior des faucheurs (le Sénior est défaussé), et déclenche sa capacité."),
        ('effect', {}, None, 'Seat 0 gains 2 coins face down.', 'Majority 2 6-2 (demons Aristocrat)', 'Le joueur 0 gagne 2 pièces face cachée.'),
    ],
    'reapers veteran': [
        ('play', {'card': 'reapers:veteran', 'column': 1}, None, 'Seat 0 pays 4 coins (turned face down; 6 face up left) and plays the reapers Veteran into column 1.', 'Majority 2 5-6', 'Le joueur 0 paie 4 pièces (retournées face cachée\u202f; il lui en reste 6 face visible) et joue le Vétéran des faucheurs dans la colonne 1.'),
        ('disc', {'place': 's1.zone.2', 'colour': 'witches'}, None, "Seat 0 puts the blue disc on the demons Secretary in seat 1's score zone: it now counts as witches.", 'Majority 2 6-2 (reapers Veteran); Majority 2 6-1 (colour discs)', 'Le joueur 0 pose le disque bleu sur le Secrétaire des démons, dans la zone de score du joueur 1\u202f: la carte compte désormais pour les sorcières.'),
    ],
    'reapers veteran none': [
        ('play', {'card': 'reapers:veteran', 'column': 1}, None, 'Seat 0 pays 4 coins (turned face down; 6 face up left) and plays the reapers Veteran into column 1.', 'Majority 2 5-6', 'Le joueur 0 paie 4 pièces (retournées face cachée\u202f; il lui en reste 6 face visible) et joue le Vétéran des faucheurs dans la colonne 1.'),
        ('effect', {}, None, 'No card in a score zone can take a disc.', 'Majority 2 6-2 (reapers Veteran)', "Aucune carte d'une zone de score ne peut recevoir de disque."),
    ],
    'reapers aristocrat': [
        ('play', {'card': 'reapers:aristocrat', 'column': 1}, None, 'Seat 0 pays 2 coins (turned face down; 8 face up left) and plays the reapers Aristocrat into column 1.', 'Majority 2 5-6', "Le joueur 0 paie 2 pièces (retournées face cachée\u202f; il lui en reste 8 face visible) et joue l'Aristocrate des faucheurs dans la colonne 1."),
        ('effect', {}, None, 'Seat 1 loses 1 coin (3 left).', 'Majority 2 6-2 (reapers Aristocrat)', 'Le joueur 1 perd 1 pièce (il en reste 3).'),
    ],
    'reapers aristocrat up': [
        ('play', {'card': 'reapers:aristocrat', 'column': 1}, None, 'Seat 0 pays 2 coins (turned face down; 8 face up left) and plays the reapers Aristocrat into column 1.', 'Majority 2 5-6', "Le joueur 0 paie 2 pièces (retournées face cachée\u202f; il lui en reste 8 face visible) et joue l'Aristocrate des faucheurs dans la colonne 1."),
        ('effect', {}, None, 'Seat 1 loses 1 coin (3 left).', 'Majority 2 6-2 (reapers Aristocrat)', 'Le joueur 1 perd 1 pièce (il en reste 3).'),
    ],
    'reapers aristocrat keep': [
        ('play', {'card': 'reapers:aristocrat', 'column': 1}, None, 'Seat 0 pays 2 coins (turned face down; 8 face up left) and plays the reapers Aristocrat into column 1.', 'Majority 2 5-6', "Le joueur 0 paie 2 pièces (retournées face cachée\u202f; il lui en reste 8 face visible) et joue l'Aristocrate des faucheurs dans la colonne 1."),
        ('effect', {}, None, 'Seat 1 has 3 coins: never below 3, none lost.', 'Majority 2 6-2 (reapers Aristocrat)', 'Le joueur 1 a 3 pièces\u202f: jamais moins de 3, aucune perdue.'),
    ],
    'reapers aristocrat one': [
        ('play', {'card': 'reapers:aristocrat', 'column': 1}, None, 'Seat 0 pays 2 coins (turned face down; 8 face up left) and plays the reapers Aristocrat into column 1.', 'Majority 2 5-6', "Le joueur 0 paie 2 pièces (retournées face cachée\u202f; il lui en reste 8 face visible) et joue l'Aristocrate des faucheurs dans la colonne 1."),
        ('effect', {}, None, 'Seat 1 has 1 coin: never below 3, none lost.', 'Majority 2 6-2 (reapers Aristocrat)', 'Le joueur 1 a 1 pièce\u202f: jamais moins de 3, aucune perdue.'),
    ],
    'promo witches senior': [
        ('play', {'card': 'witches:senior:promo', 'column': 1}, None, 'Seat 0 pays 4 coins (turned face down; 6 face up left) and plays the witches Senior (promo) into column 1.', 'Majority 2 5-6', 'Le joueur 0 paie 4 pièces (retournées face cachée\u202f; il lui en reste 6 face visible) et joue le Sénior des sorcières (promo) dans la colonne 1.'),
        ('effect', {'cards': ['angels:junior', 'reapers:junior', 'reapers:junior']}, None, "3 cards of seat 1's reserve drawn at random: angels Junior and two reapers Juniors are discarded.", 'Majority 2 6-3 (witches Senior)', '3 cartes tirées au hasard dans la réserve du joueur 1\u202f: le Junior des anges et deux Juniors des faucheurs sont défaussés.'),
    ],
    'promo demons veteran': [
        ('play', {'card': 'demons:veteran:promo', 'column': 1}, None, 'Seat 0 pays 4 coins (turned face down; 6 face up left) and plays the demons Veteran (promo) into column 1.', 'Majority 2 5-6', 'Le joueur 0 paie 4 pièces (retournées face cachée\u202f; il lui en reste 6 face visible) et joue le Vétéran des démons (promo) dans la colonne 1.'),
        ('no effect', {}, None, 'The demons Veteran (promo) has no effect when played.', 'Majority 2 6-3 (demons Veteran)', "Le Vétéran des démons (promo) n'a pas d'effet quand il est joué."),
    ],
    'promo dragons junior hit': [
        ('play', {'card': 'dragons:junior:promo', 'column': 1}, None, 'Seat 0 pays 3 coins (turned face down; 7 face up left) and plays the dragons Junior (promo) into column 1.', 'Majority 2 5-6', 'Le joueur 0 paie 3 pièces (retournées face cachée\u202f; il lui en reste 7 face visible) et joue le Junior des dragons (promo) dans la colonne 1.'),
        ('discard', {'cards': ['angels:senior']}, None, "Seat 1's score zone holds angels: angels Senior is discarded.", 'Majority 2 6-3 (dragons Junior)', 'La zone de score du joueur 1 contient des anges\u202f: le Sénior des anges est défaussé.'),
    ],
    'promo dragons junior miss': [
        ('play', {'card': 'dragons:junior:promo', 'column': 1}, None, 'Seat 0 pays 3 coins (turned face down; 7 face up left) and plays the dragons Junior (promo) into column 1.', 'Majority 2 5-6', 'Le joueur 0 paie 3 pièces (retournées face cachée\u202f; il lui en reste 7 face visible) et joue le Junior des dragons (promo) dans la colonne 1.'),
        ('no discard', {}, None, "Seat 0 chooses the reapers Senior; seat 1's score zone holds no reapers card, so it stays.", 'Majority 2 6-3 (dragons Junior)', 'Le joueur 0 choisit le Sénior des faucheurs\u202f; la zone de score du joueur 1 ne contient aucune carte des faucheurs, donc la carte reste.'),
    ],
    'promo dragons junior ghost': [
        ('play', {'card': 'dragons:junior:promo', 'column': 1}, None, 'Seat 0 pays 3 coins (turned face down; 7 face up left) and plays the dragons Junior (promo) into column 1.', 'Majority 2 5-6', 'Le joueur 0 paie 3 pièces (retournées face cachée\u202f; il lui en reste 7 face visible) et joue le Junior des dragons (promo) dans la colonne 1.'),
        ('no discard', {}, None, "Seat 0 chooses the Ghost; a Ghost without a disc has no faction, so no card of seat 1's score zone matches it and it stays.", 'Majority 2 6-3 (dragons Junior); Majority 2 6-4 (Ghost)', "Le joueur 0 choisit le Fantôme\u202f; un Fantôme sans disque n'a pas de faction, donc aucune carte de la zone de score du joueur 1 ne lui correspond et il reste."),
    ],
    'promo dragons junior none': [
        ('play', {'card': 'dragons:junior:promo', 'column': 2}, None, 'Seat 0 pays 3 coins (turned face down; 7 face up left) and plays the dragons Junior (promo) into column 2.', 'Majority 2 5-6', 'Le joueur 0 paie 3 pièces (retournées face cachée\u202f; il lui en reste 7 face visible) et joue le Junior des dragons (promo) dans la colonne 2.'),
        ('effect', {}, None, 'No card of this column can be discarded.', 'Majority 2 6-3 (dragons Junior)', 'Aucune carte de cette colonne ne peut être défaussée.'),
    ],
    'promo angels veteran': [
        ('play', {'card': 'angels:veteran:promo', 'column': 2}, None, 'Seat 0 pays 4 coins (turned face down; 6 face up left) and plays the angels Veteran (promo) into column 2.', 'Majority 2 5-6', 'Le joueur 0 paie 4 pièces (retournées face cachée\u202f; il lui en reste 6 face visible) et joue le Vétéran des anges (promo) dans la colonne 2.'),
        ('effect', {}, None, 'Every colour disc goes back to the supply (4 removed); seat 0 gains 1 coin face down.', 'Majority 2 6-3 (angels Veteran)', 'Tous les disques de couleur retournent dans la réserve (disques retirés\u202f: 4)\u202f; le joueur 0 gagne 1 pièce face cachée.'),
    ],
    'promo angels veteran three': [
        ('play', {'card': 'angels:veteran:promo', 'column': 2}, None, 'Seat 0 pays 4 coins (turned face down; 6 face up left) and plays the angels Veteran (promo) into column 2.', 'Majority 2 5-6', 'Le joueur 0 paie 4 pièces (retournées face cachée\u202f; il lui en reste 6 face visible) et joue le Vétéran des anges (promo) dans la colonne 2.'),
        ('effect', {}, None, 'Every colour disc goes back to the supply (3 removed).', 'Majority 2 6-3 (angels Veteran)', 'Tous les disques de couleur retournent dans la réserve (disques retirés\u202f: 3).'),
    ],
    'promo reapers aristocrat': [
        ('play', {'card': 'reapers:aristocrat:promo', 'column': 1}, None, 'Seat 0 pays 2 coins (turned face down; 8 face up left) and plays the reapers Aristocrat (promo) into column 1.', 'Majority 2 5-6', "Le joueur 0 paie 2 pièces (retournées face cachée\u202f; il lui en reste 8 face visible) et joue l'Aristocrate des faucheurs (promo) dans la colonne 1."),
        ('disc', {'place': 's0.zone.1', 'colour': 'witches'}, None, 'Seat 0 puts the blue disc on the reapers Secretary in their score zone: it now counts as witches.', 'Majority 2 6-3 (reapers Aristocrat); Majority 2 6-1 (colour discs)', 'Le joueur 0 pose le disque bleu sur le Secrétaire des faucheurs, dans sa zone de score\u202f: la carte compte désormais pour les sorcières.'),
        ('disc', {'place': 's0.c1.1', 'colour': 'demons'}, None, 'Seat 0 puts the green disc on the reapers Aristocrat (promo) in their column 1 (card 1 from the top): it now counts as demons.', 'Majority 2 6-3 (reapers Aristocrat); Majority 2 6-1 (colour discs)', "Le joueur 0 pose le disque vert sur l'Aristocrate des faucheurs (promo), dans sa colonne 1 (1re carte en partant du haut)\u202f: la carte compte désormais pour les démons."),
        ('disc', {'place': 's0.zone.2', 'colour': 'dragons'}, None, 'Seat 0 puts the red disc on the reapers Junior in their score zone: it now counts as dragons.', 'Majority 2 6-3 (reapers Aristocrat); Majority 2 6-1 (colour discs)', 'Le joueur 0 pose le disque rouge sur le Junior des faucheurs, dans sa zone de score\u202f: la carte compte désormais pour les dragons.'),
        ('effect', {'colour': 'reapers'}, None, 'No card without a disc is left, so the black disc (reapers) stays in the supply.', 'Majority 2 6-3 (reapers Aristocrat); Majority 2 6-1 (colour discs)', 'Il ne reste aucune carte sans disque, donc le disque noir (faucheurs) reste dans la réserve.'),
    ],
    'promo reapers aristocrat full': [
        ('play', {'card': 'reapers:aristocrat:promo', 'column': 1}, None, 'Seat 0 pays 2 coins (turned face down; 8 face up left) and plays the reapers Aristocrat (promo) into column 1.', 'Majority 2 5-6', "Le joueur 0 paie 2 pièces (retournées face cachée\u202f; il lui en reste 8 face visible) et joue l'Aristocrate des faucheurs (promo) dans la colonne 1."),
        ('effect', {}, None, 'Every disc is already on a card.', 'Majority 2 6-3 (reapers Aristocrat)', 'Tous les disques sont déjà sur une carte.'),
    ],
    'ghost': [
        ('play', {'card': 'independent:ghost', 'column': 2}, None, 'Seat 0 pays 3 coins (turned face down; 7 face up left) and plays the Ghost into column 2.', 'Majority 2 5-6', 'Le joueur 0 paie 3 pièces (retournées face cachée\u202f; il lui en reste 7 face visible) et joue le Fantôme dans la colonne 2.'),
        ('ghost', {}, None, "Seat 0 moves the Ghost into seat 1's column 1.", 'Majority 2 6-4 (Ghost)', 'Le joueur 0 déplace le Fantôme dans la colonne 1 du joueur 1.'),
        ('formed', {'seat': 1, 'faction': 'angels', 'representative': 'angels:senior', 'count': 3, 'coins': 1}, None, "Seat 1's column 1 forms the angels faction with 3 cards of it: the angels Senior goes to the score zone as its representative, seat 1 gains 1 coin face down, and the other 4 cards of the column are discarded.", 'Majority 2 5-5 (forming a faction); RULINGS: Majority 2', 'La colonne 1 du joueur 1 forme la faction des anges avec 3 cartes de cette faction\u202f: le Sénior des anges va dans la zone de score comme représentant, le joueur 1 gagne 1 pièce face cachée, et les 4 cartes restantes de la colonne sont défaussées.'),
    ],
    'form five': [
        ('play', {'card': 'demons:secretary', 'column': 1}, None, 'Seat 0 pays 2 coins (turned face down; 8 face up left) and plays the demons Secretary into column 1.', 'Majority 2 5-6', 'Le joueur 0 paie 2 pièces (retournées face cachée\u202f; il lui en reste 8 face visible) et joue le Secrétaire des démons dans la colonne 1.'),
        ('no effect', {}, None, 'The demons Secretary has no effect when played; it scores more at the end next to other Secretaries.', 'Majority 2 6-2 (demons Secretary)', "Le Secrétaire des démons n'a pas d'effet quand il est joué\u202f; il rapporte davantage à la fin avec d'autres Secrétaires."),
        ('formed', {'seat': 0, 'faction': 'demons', 'representative': 'demons:senior', 'count': 5, 'coins': 2}, None, "Seat 0's column 1 forms the demons faction with 5 cards of it: the demons Senior goes to the score zone as its representative, seat 0 gains 2 coins face down, and the other 4 cards of the column are discarded.", 'Majority 2 5-5 (forming a faction); RULINGS: Majority 2', 'La colonne 1 du joueur 0 forme la faction des démons avec 5 cartes de cette faction\u202f: le Sénior des démons va dans la zone de score comme représentant, le joueur 0 gagne 2 pièces face cachée, et les 4 cartes restantes de la colonne sont défaussées.'),
    ],
    'form fail': [
        ('play', {'card': 'witches:secretary', 'column': 1}, None, 'Seat 0 pays 2 coins (turned face down; 8 face up left) and plays the witches Secretary into column 1.', 'Majority 2 5-6', 'Le joueur 0 paie 2 pièces (retournées face cachée\u202f; il lui en reste 8 face visible) et joue le Secrétaire des sorcières dans la colonne 1.'),
        ('no effect', {}, None, 'The witches Secretary has no effect when played; it scores more at the end next to other Secretaries.', 'Majority 2 6-2 (witches Secretary)', "Le Secrétaire des sorcières n'a pas d'effet quand il est joué\u202f; il rapporte davantage à la fin avec d'autres Secrétaires."),
        ('no faction', {}, None, "Seat 0's column 1 holds 5 cards (2 demons, 2 angels, 1 witches) but no faction has 3: nothing forms and the whole column is discarded.", 'Majority 2 5-5 (forming a faction)', "Le joueur 0 a 5 cartes dans sa colonne 1 (2 cartes des démons, 2 cartes des anges, 1 carte des sorcières) mais aucune faction n'en a 3\u202f: rien ne se forme et toute la colonne est défaussée."),
    ],
    'form two factions': [
        ('play', {'card': 'angels:secretary', 'column': 1}, None, 'Seat 0 pays 2 coins (turned face down; 8 face up left) and plays the angels Secretary into column 1.', 'Majority 2 5-6', 'Le joueur 0 paie 2 pièces (retournées face cachée\u202f; il lui en reste 8 face visible) et joue le Secrétaire des anges dans la colonne 1.'),
        ('no effect', {}, None, 'The angels Secretary has no effect when played; it scores more at the end next to other Secretaries.', 'Majority 2 6-2 (angels Secretary)', "Le Secrétaire des anges n'a pas d'effet quand il est joué\u202f; il rapporte davantage à la fin avec d'autres Secrétaires."),
        ('formed', {'seat': 0, 'faction': 'angels', 'representative': 'angels:secretary', 'count': 3, 'coins': 1}, None, "Seat 0's column 1 forms the angels faction with 3 cards of it: the angels Secretary goes to the score zone as its representative, seat 0 gains 1 coin face down, and the other 5 cards of the column are discarded.", 'Majority 2 5-5 (forming a faction); RULINGS: Majority 2', 'La colonne 1 du joueur 0 forme la faction des anges avec 3 cartes de cette faction\u202f: le Secrétaire des anges va dans la zone de score comme représentant, le joueur 0 gagne 1 pièce face cachée, et les 5 cartes restantes de la colonne sont défaussées.'),
    ],
}

#: The table each situation leaves: columns top first, score zones (discs as ``@faction``),
#: hands and reserves (sorted), the discard pile in order, coins (face up, face down), who must
#: decide and what they may do.
AFTER: dict[str, dict[str, Any]] = {
    'witches junior': {'columns': [[['witches:junior'], [], []], [[], [], []]], 'zones': [[], []], 'hands': [['reapers:secretary'], []], 'reserves': [['angels:secretary', 'demons:junior'], []], 'discard': [], 'coins': [[7, 3], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'witches senior': {'columns': [[[], ['witches:senior'], []], [[], [], []]], 'zones': [[], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], ['reapers:veteran']], 'discard': ['demons:junior', 'angels:senior'], 'coins': [[6, 4], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'witches veteran': {'columns': [[[], [], ['witches:veteran']], [[], ['angels:junior', 'demons:secretary'], []]], 'zones': [['witches:junior'], []], 'hands': [['reapers:secretary'], []], 'reserves': [['dragons:senior'], []], 'discard': [], 'coins': [[6, 4], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'witches aristocrat': {'columns': [[['witches:aristocrat'], [], []], [[], [], []]], 'zones': [['witches:junior', 'witches:senior'], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': [], 'coins': [[7, 0], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'demons junior': {'columns': [[['demons:junior'], [], []], [[], [], []]], 'zones': [[], []], 'hands': [['angels:junior', 'reapers:junior', 'witches:junior'], []], 'reserves': [['dragons:senior'], []], 'discard': [], 'coins': [[7, 3], [0, 3]], 'waiting': [0], 'legal': ['end', 'play witches:junior 1', 'play witches:junior 2', 'play witches:junior 3', 'play angels:junior 1', 'play angels:junior 2', 'play angels:junior 3', 'play reapers:junior 1', 'play reapers:junior 2', 'play reapers:junior 3']},
    'demons senior': {'columns': [[['demons:senior'], [], []], [[], [], []]], 'zones': [[], []], 'hands': [[], ['angels:junior']], 'reserves': [[], ['reapers:secretary']], 'discard': [], 'coins': [[6, 4], [3, 0]], 'waiting': [1], 'legal': ['draw', 'no-draw']},
    'demons veteran': {'columns': [[[], ['demons:veteran'], []], [[], [], []]], 'zones': [['demons:junior'], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': [], 'coins': [[6, 4], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'demons aristocrat': {'columns': [[['demons:aristocrat'], [], []], [[], [], []]], 'zones': [['demons:junior', 'demons:senior'], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': [], 'coins': [[0, 4], [0, 3]], 'waiting': [0], 'legal': ['end']},
    'secretary': {'columns': [[[], [], ['angels:secretary']], [[], [], []]], 'zones': [[], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': [], 'coins': [[8, 2], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'dragons junior': {'columns': [[[], ['dragons:junior'], []], [['witches:secretary'], ['witches:junior', 'demons:junior', 'angels:senior'], []]], 'zones': [[], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': ['reapers:senior'], 'coins': [[7, 3], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'dragons junior none': {'columns': [[['dragons:junior'], [], []], [['witches:secretary', 'witches:secretary', 'witches:secretary'], [], []]], 'zones': [[], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': [], 'coins': [[7, 3], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'dragons junior protected': {'columns': [[['dragons:junior'], [], []], [['angels:junior', 'demons:junior', 'demons:senior', 'reapers:senior'], [], []]], 'zones': [[], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': [], 'coins': [[7, 3], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'dragons senior': {'columns': [[['dragons:senior'], [], []], [[], [], []]], 'zones': [[], []], 'hands': [[], ['dragons:secretary', 'witches:senior']], 'reserves': [['angels:junior'], []], 'discard': ['witches:veteran', 'angels:junior', 'angels:junior'], 'coins': [[6, 4], [3, 0]], 'waiting': [1], 'legal': ['no-free', 'free witches:senior 1', 'free witches:senior 2', 'free witches:senior 3', 'free dragons:secretary 1', 'free dragons:secretary 2', 'free dragons:secretary 3']},
    'dragons veteran': {'columns': [[['witches:junior'], [], []], [['demons:junior'], ['witches:senior'], ['angels:junior', 'angels:veteran']]], 'zones': [['dragons:junior'], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': ['angels:senior', 'reapers:junior', 'dragons:veteran', 'angels:secretary'], 'coins': [[6, 4], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'dragons aristocrat': {'columns': [[['dragons:aristocrat'], [], []], [[], [], []]], 'zones': [['dragons:junior', 'dragons:senior'], ['angels:veteran', 'witches:secretary']], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': ['reapers:secretary'], 'coins': [[8, 2], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'dragons aristocrat must': {'columns': [[['dragons:aristocrat'], [], []], [[], [], []]], 'zones': [['dragons:junior', 'dragons:senior'], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': ['angels:veteran'], 'coins': [[8, 2], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'dragons aristocrat empty': {'columns': [[['dragons:aristocrat'], [], []], [[], [], []]], 'zones': [['dragons:junior', 'dragons:senior'], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': [], 'coins': [[8, 2], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'angels junior': {'columns': [[['angels:junior'], [], []], [[], [], []]], 'zones': [[], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': [], 'coins': [[7, 3], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'angels senior': {'columns': [[['demons:junior@dragons'], ['witches:junior@angels'], ['angels:senior']], [['reapers:junior'], [], []]], 'zones': [[], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': [], 'coins': [[6, 4], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'angels veteran': {'columns': [[[], [], []], [[], [], []]], 'zones': [['angels:junior', 'demons:aristocrat'], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': ['demons:junior', 'demons:senior', 'angels:veteran', 'witches:junior'], 'coins': [[6, 5], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'angels aristocrat': {'columns': [[[], [], []], [[], [], []]], 'zones': [['angels:junior', 'angels:senior', 'angels:aristocrat'], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': ['demons:junior', 'witches:senior'], 'coins': [[8, 3], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'angels aristocrat protected': {'columns': [[['angels:junior', 'witches:senior'], [], []], [[], [], []]], 'zones': [['angels:junior', 'angels:senior', 'angels:aristocrat'], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': [], 'coins': [[8, 3], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'reapers junior': {'columns': [[['witches:junior'], ['reapers:junior'], []], [['angels:junior@demons'], [], []]], 'zones': [[], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': [], 'coins': [[7, 3], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'reapers junior none': {'columns': [[[], ['reapers:junior'], []], [[], [], []]], 'zones': [[], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': [], 'coins': [[7, 3], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'reapers senior': {'columns': [[['demons:aristocrat'], [], []], [[], [], []]], 'zones': [['demons:junior', 'demons:senior'], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': ['reapers:senior'], 'coins': [[0, 6], [0, 3]], 'waiting': [0], 'legal': ['end']},
    'reapers senior twice': {'columns': [[['demons:aristocrat'], [], []], [[], [], []]], 'zones': [[], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': ['reapers:senior', 'reapers:senior'], 'coins': [[0, 6], [0, 3]], 'waiting': [0], 'legal': ['end']},
    'reapers veteran': {'columns': [[['reapers:veteran'], [], []], [[], [], []]], 'zones': [['reapers:junior'], ['angels:veteran', 'demons:secretary@witches']], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': [], 'coins': [[6, 4], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'reapers veteran none': {'columns': [[['reapers:veteran'], [], []], [[], [], []]], 'zones': [['witches:junior@reapers'], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': [], 'coins': [[6, 4], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'reapers aristocrat': {'columns': [[['reapers:aristocrat'], [], []], [[], [], []]], 'zones': [['reapers:junior', 'reapers:senior'], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': [], 'coins': [[8, 2], [2, 1]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'reapers aristocrat up': {'columns': [[['reapers:aristocrat'], [], []], [[], [], []]], 'zones': [['reapers:junior', 'reapers:senior'], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': [], 'coins': [[8, 2], [3, 0]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'reapers aristocrat keep': {'columns': [[['reapers:aristocrat'], [], []], [[], [], []]], 'zones': [['reapers:junior', 'reapers:senior'], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': [], 'coins': [[8, 2], [1, 2]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'reapers aristocrat one': {'columns': [[['reapers:aristocrat'], [], []], [[], [], []]], 'zones': [['reapers:junior', 'reapers:senior'], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': [], 'coins': [[8, 2], [1, 0]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'promo witches senior': {'columns': [[['witches:senior:promo'], [], []], [[], [], []]], 'zones': [['demons:junior', 'demons:junior', 'demons:junior'], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], ['angels:junior']], 'discard': ['angels:junior', 'reapers:junior', 'reapers:junior'], 'coins': [[6, 4], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'promo demons veteran': {'columns': [[['demons:veteran:promo'], [], []], [[], [], []]], 'zones': [['demons:junior'], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': [], 'coins': [[6, 4], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'promo dragons junior hit': {'columns': [[['dragons:junior:promo'], [], []], [['witches:junior'], [], []]], 'zones': [[], ['angels:secretary']], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': ['angels:senior'], 'coins': [[7, 3], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'promo dragons junior miss': {'columns': [[['dragons:junior:promo'], [], []], [['reapers:senior'], [], []]], 'zones': [[], ['angels:secretary']], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': [], 'coins': [[7, 3], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'promo dragons junior ghost': {'columns': [[['dragons:junior:promo'], [], []], [['independent:ghost'], [], []]], 'zones': [[], ['independent:ghost']], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': [], 'coins': [[7, 3], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'promo dragons junior none': {'columns': [[[], ['angels:junior', 'dragons:junior:promo'], []], [[], ['angels:junior'], []]], 'zones': [[], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': [], 'coins': [[7, 3], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'promo angels veteran': {'columns': [[['demons:junior', 'reapers:junior', 'witches:senior'], ['angels:veteran:promo'], []], [[], [], []]], 'zones': [['angels:junior', 'angels:senior'], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': [], 'coins': [[6, 5], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'promo angels veteran three': {'columns': [[['demons:junior', 'reapers:junior'], ['angels:veteran:promo'], []], [[], [], []]], 'zones': [['angels:junior', 'angels:senior'], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': [], 'coins': [[6, 4], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'promo reapers aristocrat': {'columns': [[['reapers:aristocrat:promo@demons'], [], []], [[], [], []]], 'zones': [['reapers:secretary@witches', 'reapers:junior@dragons'], ['angels:junior@angels']], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': [], 'coins': [[8, 2], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'promo reapers aristocrat full': {'columns': [[['reapers:aristocrat:promo'], [], []], [[], [], []]], 'zones': [['reapers:secretary', 'reapers:junior'], ['angels:junior@angels', 'angels:secretary@dragons', 'angels:senior@reapers', 'witches:junior@witches', 'demons:junior@demons']], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': [], 'coins': [[8, 2], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'ghost': {'columns': [[[], [], []], [[], [], []]], 'zones': [[], ['angels:senior']], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': ['angels:junior', 'angels:secretary', 'demons:junior', 'independent:ghost'], 'coins': [[7, 3], [0, 4]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'form five': {'columns': [[[], [], []], [[], [], []]], 'zones': [['demons:senior'], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': ['demons:junior', 'demons:secretary', 'demons:junior', 'demons:secretary'], 'coins': [[8, 4], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'form fail': {'columns': [[[], [], []], [[], [], []]], 'zones': [[], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': ['demons:junior', 'demons:senior', 'angels:secretary', 'angels:junior', 'witches:secretary'], 'coins': [[8, 2], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
    'form two factions': {'columns': [[[], [], []], [[], [], []]], 'zones': [['angels:secretary'], []], 'hands': [['reapers:secretary'], []], 'reserves': [[], []], 'discard': ['demons:junior', 'demons:senior', 'demons:secretary', 'angels:junior', 'angels:senior'], 'coins': [[8, 3], [0, 3]], 'waiting': [0], 'legal': ['end', 'play reapers:secretary 1', 'play reapers:secretary 2', 'play reapers:secretary 3']},
}


def play(name: str, lang: str = "en") -> tuple[Majority2State, list[Any]]:
    """Lay out a situation and play its decisions; the state and the events they made."""
    actions, layout = SCENARIOS[name]
    with language(lang):
        s = table(**layout)
        n = len(s.events)
        for seat, action in actions:
            s.apply(seat, action)
    return s, s.events[n:]


def table_of(s: Majority2State) -> dict[str, Any]:
    waiting = s.current_players()
    return {
        "columns": [[[str(s._card(c)) for c in col] for col in s.columns[p]] for p in (0, 1)],
        "zones": [[str(s._card(c)) for c in s.zone[p]] for p in (0, 1)],
        "hands": [sorted(str(s.cards[c]) for c in s.hand[p]) for p in (0, 1)],
        "reserves": [sorted(str(s.cards[c]) for c in s.reserve[p]) for p in (0, 1)],
        "discard": [str(s.cards[c]) for c in s.discard],
        "coins": [[s.up[p], s.down[p]] for p in (0, 1)],
        "waiting": waiting,
        "legal": s.legal_actions(waiting[0]) if waiting else [],
    }


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_each_effect_is_told_exactly_and_leaves_the_table_the_rulebook_says(name: str) -> None:
    s, events = play(name)
    got = [(e.kind, e.data, None if e.visible_to is None else sorted(e.visible_to), e.text,
            e.rule) for e in events]
    assert got == [row[:5] for row in EVENTS[name]]
    assert table_of(s) == AFTER[name]
    check_conservation(s)
    # a private event reaches its seat alone; everything else reaches both seats (and the log)
    for p in (0, 1):
        assert [e for e in s.events_for(p) if e in events] == [
            e for e in events if e.visible_to is None or p in e.visible_to]
    s_fr, events_fr = play(name, "fr")
    assert [e.text for e in events_fr] == [row[5] for row in EVENTS[name]]
    assert [(e.kind, e.data, e.visible_to) for e in events_fr] == [
        (e.kind, e.data, e.visible_to) for e in events]
    assert table_of(s_fr) == AFTER[name]


def opening(seed: int, **options: Any) -> tuple[Majority2State, list[str]]:
    """A new game and its deck as convention 1 shuffles it (``make_rng(seed, "deck")`` on the
    canonical deck; the top is the end), before set-up deals from it (4-4)."""
    s = Majority2State.new(seed=seed, **options)
    names = [str(c) for c in build_deck(options.get("promos"), options.get("ghosts", False))]
    order = list(range(len(names)))
    make_rng(seed, "deck").shuffle(order)
    return s, [names[i] for i in order]


def test_the_set_up_deals_from_the_top_and_says_so_in_both_languages() -> None:
    """4-4: 4 face-down reserve cards each (seat 0, then seat 1), then seat 0's hand of 6; 3
    coins face down each; the first player cannot exchange on the very first turn (5-3). With
    promos and Ghosts the set-up names them (6-3, 6-4: 60 council cards and the two Ghosts)."""
    s, deck = opening(1, ghosts=True, promos=["witches:senior", "dragons:junior"])
    top = deck[::-1]
    reserve0, reserve1, hand0 = top[:4], top[4:8], top[8:14]
    assert [sorted(str(s.cards[c]) for c in s.reserve[p]) for p in (0, 1)] == [
        sorted(reserve0), sorted(reserve1)]
    assert sorted(str(s.cards[c]) for c in s.hand[0]) == sorted(hand0) and s.hand[1] == []
    assert [str(s.cards[c]) for c in s.deck] == deck[: len(deck) - 14]
    assert (s.up, s.down, s.first, s.player, s.turn, s.phase) == ([3, 0], [0, 3], 0, 0, 1, "draw")
    assert [(e.kind, e.data, e.visible_to, e.rule) for e in s.events] == [
        ("setup", {}, None, "Majority 2 4-4"),
        ("deal", {}, frozenset({0}), "Majority 2 4-4"),
        ("deal", {}, frozenset({1}), "Majority 2 4-4"),
        ("turn", {}, None, "Majority 2 5-1; Majority 2 5-2"),
        ("no exchange", {}, None, "Majority 2 5-3"),
    ]
    assert s.events[1].text == (
        "Your reserve: dragons Junior (promo), angels Veteran, witches Junior and angels "
        "Secretary. Your hand: angels Secretary, reapers Junior, witches Veteran, witches "
        "Aristocrat, dragons Junior (promo) and angels Junior.")
    assert (reserve0, hand0) == (
        ["dragons:junior:promo", "angels:veteran", "witches:junior", "angels:secretary"],
        ["angels:secretary", "reapers:junior", "witches:veteran", "witches:aristocrat",
         "dragons:junior:promo", "angels:junior"])
    assert reserve1 == ["angels:aristocrat", "dragons:junior:promo", "demons:senior",
                        "demons:secretary"]
    assert [e.text for e in s.events[::2]] == [
        "The 60 council cards (promo cards: witches Senior (promo) and dragons Junior (promo)) "
        "and the two Ghosts are shuffled into a face-down deck. Each player gets 3 coins face "
        "down and a reserve of 4 face-down cards; seat 0 holds the first-player token (both "
        "start with 3 coins) and draws a hand of 6 cards.",
        "Your reserve: angels Aristocrat, dragons Junior (promo), demons Senior and demons "
        "Secretary.",
        "Seat 0 cannot exchange on the very first turn of the game.",
    ]
    assert s.events[3].text == (
        "Turn 1: seat 0's turn. Income: seat 0 turns every coin face up (3 coins to spend).")
    with language("fr"):
        f = Majority2State.new(seed=1, ghosts=True, promos=["witches:senior", "dragons:junior"])
        plain = Majority2State.new(seed=1)
    assert [e.text for e in f.events] == [
        f"Les 60 cartes membres du conseil (cartes promo{NNBSP}: Sénior des sorcières (promo) et "
        "Junior des dragons (promo)) et les deux Fantômes sont mélangées en une pioche face "
        f"cachée. Chaque joueur reçoit 3 pièces face cachée et une réserve de 4 cartes face "
        f"cachée{NNBSP}; le joueur 0 prend le pion de premier joueur et pioche une main de 6 "
        "cartes.",
        f"Votre réserve{NNBSP}: Junior des dragons (promo), Vétéran des anges, Junior des "
        f"sorcières et Secrétaire des anges. Votre main{NNBSP}: Secrétaire des anges, Junior des "
        "faucheurs, Vétéran des sorcières, Aristocrate des sorcières, Junior des dragons (promo) "
        "et Junior des anges.",
        f"Votre réserve{NNBSP}: Aristocrate des anges, Junior des dragons (promo), Sénior des "
        "démons et Secrétaire des démons.",
        f"Tour 1{NNBSP}: c'est au tour du joueur 0. Phase de revenus{NNBSP}: le joueur 0 retourne "
        "toutes ses pièces face visible (3 pièces à dépenser).",
        "Le joueur 0 ne peut pas échanger au tout premier tour de la partie.",
    ]
    assert plain.events[0].text == (
        "Les 60 cartes membres du conseil sont mélangées en une pioche face cachée. Chaque "
        f"joueur reçoit 3 pièces face cachée et une réserve de 4 cartes face cachée{NNBSP}; le "
        "joueur 0 prend le pion de premier joueur et pioche une main de 6 cartes.")
    assert len(s.cards) == 62 and len(plain.cards) == 60


def test_a_turns_phases_draw_pass_and_exchange_exactly() -> None:
    """5-1 to 5-7 on seed 1: seat 0 draws 2 (the opponent has formed nothing, 5-4) and seat 1
    adds the next card to its reserve; no free play, no play; clean-up passes the whole hand
    to seat 1 (5-7), whose turn begins with income (5-2) and who exchanges hand and reserve
    (5-3), then does not draw."""
    s, deck = opening(1)
    top = deck[::-1][14:]  # the cards after the deal, next drawn first
    for a in ["draw", "no-free", "end", "exchange", "no-draw"]:
        s.apply(s.current_players()[0], a)
    assert top[:3] == ["dragons:veteran", "reapers:senior", "reapers:veteran"]
    new = s.events[5:]
    passed = ["witches:veteran", "witches:aristocrat", "dragons:junior", "dragons:veteran",
              "angels:secretary", "angels:junior", "reapers:junior", "reapers:senior"]
    assert [(e.kind, e.data, e.visible_to, e.rule) for e in new] == [
        ("drew", {"cards": ["dragons:veteran", "reapers:senior"]}, frozenset({0}),
         "Majority 2 5-4"),
        ("drew", {"cards": ["reapers:veteran"]}, frozenset({1}), "Majority 2 5-4"),
        ("draw", {"seat": 0, "cards": 2}, None, "Majority 2 5-4"),
        ("no free play", {}, None, "Majority 2 5-5"),
        ("end play", {}, None, "Majority 2 5-6"),
        ("pass", {"cards": passed}, None, "Majority 2 5-7"),
        ("turn", {}, None, "Majority 2 5-1; Majority 2 5-2"),
        ("exchange", {}, None, "Majority 2 5-3"),
        ("my exchange", {}, frozenset({1}), "Majority 2 5-3"),
        ("no draw", {}, None, "Majority 2 5-4"),
    ]
    assert [e.text for e in new] == [
        "You draw dragons Veteran and reapers Senior into your hand.",
        "You draw reapers Veteran into your reserve.",
        "Seat 0 draws 2 cards (the opponent has formed 0 factions); seat 1 adds a card from the "
        "deck to their reserve.",
        "Seat 0 plays no card in the free-play phase.",
        "Seat 0 plays no more cards this turn.",
        "Clean-up: seat 0 passes witches Veteran, witches Aristocrat, dragons Junior, dragons "
        "Veteran, angels Secretary, angels Junior, reapers Junior and reapers Senior to seat 1, "
        "whose hand it becomes.",
        "Turn 2: seat 1's turn. Income: seat 1 turns every coin face up (3 coins to spend).",
        "Seat 1 exchanges: the hand of 8 cards becomes the reserve and the reserve of 5 cards "
        "becomes the hand.",
        "Your hand is now demons Secretary, demons Senior, dragons Junior, angels Aristocrat and "
        "reapers Veteran.",
        "Seat 1 does not draw.",
    ]
    assert sorted(str(s.cards[c]) for c in s.reserve[1]) == sorted(passed)
    assert s.passed == [passed, []] and s.received == [[], passed]
    # seat 0 paid nothing: its coins stay face up until spent (5-2, 5-6)
    assert (s.turn, s.player, s.phase, s.up, s.down) == (2, 1, "free", [3, 3], [0, 0])
    assert s.legal_actions(1) == [
        "no-free", "free demons:secretary 1", "free demons:secretary 2", "free demons:secretary 3",
        "free demons:senior 1", "free demons:senior 2", "free demons:senior 3",
        "free dragons:junior 1", "free dragons:junior 2", "free dragons:junior 3"]
    assert s.legal_actions(0) == [] and s.current_players() == [1]
    s.apply(1, "free demons:senior 2")  # 5-5: no cost, no effect; then the standard phase
    assert [(e.kind, e.text, e.rule, e.data) for e in s.events[-1:]] == [
        ("free play", "Free play: seat 1 plays the demons Senior into column 2 without paying "
         "and without its effect.", "Majority 2 5-5", {"card": "demons:senior"})]
    # one free play a turn (5-5), then the standard phase
    assert s.phase == "standard" and s.must_exchange == [False, False] and s.up == [3, 3]
    with language("fr"):
        f, _deck = opening(1)
        for a in ["draw", "no-free", "end", "exchange", "no-draw"]:
            f.apply(f.current_players()[0], a)
    assert [e.text for e in f.events[5:]] == [
        "Vous piochez le Vétéran des dragons et le Sénior des faucheurs dans votre main.",
        "Vous piochez le Vétéran des faucheurs dans votre réserve.",
        f"Le joueur 0 pioche 2 cartes (l'adversaire n'a formé aucune faction){NNBSP}; le joueur 1 "
        "ajoute une carte de la pioche à sa réserve.",
        "Le joueur 0 ne joue aucune carte pendant la phase de jeu gratuit.",
        "Le joueur 0 ne joue plus de carte ce tour-ci.",
        f"Phase de nettoyage{NNBSP}: le joueur 0 passe le Vétéran des sorcières, l'Aristocrate des "
        "sorcières, le Junior des dragons, le Vétéran des dragons, le Secrétaire des anges, le "
        "Junior des anges, le Junior des faucheurs et le Sénior des faucheurs au joueur 1, dont "
        "c'est désormais la main.",
        f"Tour 2{NNBSP}: c'est au tour du joueur 1. Phase de revenus{NNBSP}: le joueur 1 retourne "
        "toutes ses pièces face visible (3 pièces à dépenser).",
        f"Le joueur 1 échange{NNBSP}: sa main de 8 cartes devient la réserve et la réserve de 5 "
        "cartes devient la main.",
        f"Votre main contient maintenant{NNBSP}: Secrétaire des démons, Sénior des démons, Junior "
        "des dragons, Aristocrate des anges et Vétéran des faucheurs.",
        "Le joueur 1 ne pioche pas.",
    ]


def test_the_end_scores_every_card_and_coin_and_names_the_winner() -> None:
    """5-7: the game ends at the clean-up when the player about to start has formed 5
    factions; 5-8: VP of the score zone (a lone Secretary scores 2, 6-2) plus every coin, face
    up or down; the result gives the winner's score first."""
    with language("en"):
        s = table(zone=["witches:junior", "witches:secretary"], up=4, down=1, opp_coins=(1, 2),
                  opp_zone=["angels:junior", "demons:junior", "dragons:junior", "reapers:junior",
                            "witches:senior"])
        n = len(s.events)
        s.apply(0, "end")
    lines0 = ["witches Junior: 3 VP (printed on the card, 6-2). [Majority 2 5-8]",
              "witches Secretary: 2 VP (2, no other witches Secretary). [Majority 2 6-2]",
              "Cards: 3 + 2 = 5 VP; coins: 5 (face up or down, each is worth 1). [Majority 2 5-8]",
              "Final score: 5 + 5 = 10. [Majority 2 5-8]"]
    assert [(e.kind, e.text, e.rule, e.data, e.visible_to) for e in s.events[n:]] == [
        ("end play", "Seat 0 plays no more cards this turn.", "Majority 2 5-6", {}, None),
        ("pass", "Clean-up: seat 0 passes reapers Secretary to seat 1, whose hand it becomes.",
         "Majority 2 5-7", {"cards": ["reapers:secretary"]}, None),
        ("score", "Seat 0's final score: 5 VP from 2 cards in the score zone + 5 coins = 10.",
         "Majority 2 5-8", {"seat": 0, "lines": lines0}, None),
        ("score", "Seat 1's final score: 15 VP from 5 cards in the score zone + 3 coins = 18.",
         "Majority 2 5-8", {"seat": 1, "lines": s.final[1].explain()}, None),
        ("game end", "The game ends: seat 1 starts a turn with 5 factions formed. Seat 1 wins, "
         "18 to 10.", "Majority 2 5-7; Majority 2 5-8",
         {"winner": 1, "scores": [10, 18], "ended_by": "rules"}, None),
    ]
    assert s.is_terminal() and s.current_players() == [] and s.legal_actions(0) == []
    assert (s.winner, s.returns(), s.phase, s.ended_by) == (1, [0.0, 1.0], "over", "rules")
    end = "seat 1 starts a turn with 5 factions formed"
    assert s.result_rows() == [
        {"won": 0, "score": 10, "card_vp": 5, "coins": 5, "factions": 2, "first_player": 1,
         "turns": 2, "end": end, "ended_by": "rules"},
        {"won": 1, "score": 18, "card_vp": 15, "coins": 3, "factions": 5, "first_player": 0,
         "turns": 2, "end": end, "ended_by": "rules"},
    ]
    v = s.view(0)
    assert (v["game_over"], v["winner"], v["result"], v["waiting"]) == (
        True, 1, "Seat 1 wins, 18 to 10.", [])
    assert [(d["total"], d["coins"]) for d in v["scores"]] == [(10, 5), (18, 3)]
    assert v["scores"] == [f.to_dict() for f in s.final]
    with language("fr"):
        f = table(zone=["witches:junior"], opp_zone=["angels:secretary"], up=1, down=1,
                  opp_coins=(0, 1), end_factions=1)
        f.apply(0, "end")
    assert [e.text for e in f.events[-3:]] == [
        f"Le joueur 0{NNBSP}: score final de 3 PV pour 1 carte dans la zone de score + 2 pièces "
        "= 5.",
        f"Le joueur 1{NNBSP}: score final de 2 PV pour 1 carte dans la zone de score + 1 pièce = "
        "3.",
        f"La partie se termine{NNBSP}: le joueur 1 commence un tour avec 1 faction formée. Le "
        "joueur 0 gagne, 5 à 3.",
    ]
    assert f.events[-3].data["lines"][0] == (
        f"Junior des sorcières{NNBSP}: 3 PV (imprimés sur la carte, 6-2). [Majority 2 5-8]")
    assert (f.winner, f.returns(), f.result_rows()[0]["end"]) == (
        0, [1.0, 0.0], "le joueur 1 commence un tour avec 1 faction formée")


def test_the_safety_stop_ends_a_tie_for_the_player_without_the_token() -> None:
    """docs/rulings-majority2.md: the package's turn limit ends the game at that clean-up,
    scored as usual, and says it is no rule; 5-8: a tie goes to the player without the
    first-player token (seat 1)."""
    s = Majority2State.new(seed=2, turn_limit=2)
    for a in ["draw", "no-free", "end", "keep", "draw", "no-free", "end"]:
        s.apply(s.current_players()[0], a)
    why = ("the package's safety stop at the clean-up of turn 2 is reached (not a rule of the "
           "rulebook: it only keeps endless random games finite; the score decides as usual)")
    last = s.events[-1]
    assert (last.kind, last.rule, last.data) == (
        "game end", "docs/rulings-majority2.md; Majority 2 5-8",
        {"winner": 1, "scores": [3, 3], "ended_by": "safety stop"})
    assert last.text == (f"The game ends: {why}. Seat 1 wins, 3 to 3 (a tie: the player "
                         "without the first-player token wins).")
    assert [r["won"] for r in s.result_rows()] == [0, 1]
    assert {r["end"] for r in s.result_rows()} == {why}
    assert s.ended_by == "safety stop" and s.end_reason == why
    assert s.events[-2].data["lines"][0] == "The score zone is empty: 0 VP from cards. [Majority 2 5-8]"
    with language("fr"):
        f = Majority2State.new(seed=2, turn_limit=2)
        for a in ["draw", "no-free", "end", "keep", "draw", "no-free", "end"]:
            f.apply(f.current_players()[0], a)
    assert f.events[-1].text == (
        f"La partie se termine{NNBSP}: l'arrêt de sécurité du logiciel, à la phase de nettoyage "
        f"du tour 2, est atteint (ce n'est pas une règle du livret{NNBSP}: il empêche seulement "
        f"les parties aléatoires sans fin{NNBSP}; le score décide comme d'habitude). Le joueur 1 "
        f"gagne, 3 à 3 (égalité{NNBSP}: le joueur qui n'a pas le pion de premier joueur "
        "l'emporte).")


def refusal_table() -> Majority2State:
    return table(hand=["witches:veteran", "demons:veteran", "angels:aristocrat", "reapers:junior"],
                 zone=["angels:junior"], up=2)


def free_table() -> Majority2State:
    s = table(hand=["demons:veteran", "angels:junior"], zone=["demons:junior"], up=1)
    s.phase = "free"
    s._legal = None
    return s


def colour_table() -> Majority2State:
    s = table(hand=["dragons:veteran"], zone=["dragons:junior"])
    s.apply(0, "play dragons:veteran 1")
    return s


def secretaries_table() -> Majority2State:
    return table(hand=["witches:secretary", "demons:secretary", "dragons:secretary",
                       "angels:secretary", "reapers:junior"])


SECRETARY_PLAYS = ("'play reapers:secretary 1', 'play reapers:secretary 2', "
                   "'play reapers:secretary 3'")
FR_SECRETARY_PLAYS = ", ".join(
    f"«\xa0play reapers:secretary {i}\xa0» (jouer le Secrétaire des faucheurs dans la colonne "
    f"{i} en payant son coût)" for i in (1, 2, 3))
#: name: (table, seat, action, error, English message, rule, French message)
REFUSALS = [
    ("a card misspelt", refusal_table, 0, "play witches:vet 1", MalformedInput,
     "'witches:vet' is not a card: 'vet' is not a rank (secretary, junior, senior, veteran, "
     "aristocrat)", "Majority 2 4-2 and 6-2",
     f"«\xa0witches:vet\xa0» n'est pas une carte{NNBSP}: «\xa0vet\xa0» n'est pas un rang "
     "(«\xa0secretary\xa0» (Secrétaire), «\xa0junior\xa0» (Junior), «\xa0senior\xa0» (Sénior), "
     "«\xa0veteran\xa0» (Vétéran), «\xa0aristocrat\xa0» (Aristocrate))"),
    ("a fourth column", refusal_table, 0, "play reapers:junior 4", MalformedInput,
     "columns are numbered 1, 2 and 3, not '4'", "Majority 2 5-5",
     "Les colonnes sont numérotées 1, 2 et 3, pas «\xa04\xa0»"),
    ("a free play in the standard phase", refusal_table, 0, "free reapers:junior 1", WrongPhase,
     "seat 0 is in the standard-play phase, not in the free-play phase", "Majority 2 5-1",
     "Le joueur 0 est dans la phase de jeu standard, pas dans la phase de jeu gratuit"),
    ("a paid play in the free phase", free_table, 0, "play demons:veteran 1", WrongPhase,
     "seat 0 is in the free-play phase, not in the standard-play phase", "Majority 2 5-1",
     "Le joueur 0 est dans la phase de jeu gratuit, pas dans la phase de jeu standard"),
    ("a card not in hand", refusal_table, 0, "play dragons:junior 1", NotInHand,
     "seat 0 has no dragons Junior in hand", "Majority 2 5-6",
     "Le joueur 0 n'a pas de Junior des dragons en main"),
    ("a Veteran's condition", refusal_table, 0, "play witches:veteran 1", ConditionNotMet,
     "the witches Veteran needs 1 witches card in your score zone", "Majority 2 5-6",
     "Le Vétéran des sorcières demande 1 carte des sorcières dans votre zone de score"),
    ("an Aristocrat's condition", refusal_table, 0, "play angels:aristocrat 2", ConditionNotMet,
     "the angels Aristocrat needs 2 angels cards in your score zone", "Majority 2 5-6",
     "L'Aristocrate des anges demande 2 cartes des anges dans votre zone de score"),
    ("coins short", refusal_table, 0, "play reapers:junior 3", CannotPay,
     "the reapers Junior costs 3 and seat 0 has only 2 coins face up", "Majority 2 5-6",
     "Le Junior des faucheurs coûte 3 et le joueur 0 n'a que 2 pièces face visible"),
    ("one coin", lambda: table(hand=["reapers:junior"], up=1), 0, "play reapers:junior 1",
     CannotPay, "the reapers Junior costs 3 and seat 0 has only 1 coin face up",
     "Majority 2 5-6", "Le Junior des faucheurs coûte 3 et le joueur 0 n'a que 1 pièce face "
     "visible"),
    ("the demons Veteran free", free_table, 0, "free demons:veteran 1", ConditionNotMet,
     "the demons Veteran cannot be played in the free-play phase",
     "Majority 2 6-2 (demons Veteran)",
     "Le Vétéran des démons ne peut pas être joué pendant la phase de jeu gratuit"),
    ("the angels Junior free", free_table, 0, "free angels:junior 1", ConditionNotMet,
     "the angels Junior cannot be played in the free-play phase",
     "Majority 2 6-2 (angels Junior)",
     "Le Junior des anges ne peut pas être joué pendant la phase de jeu gratuit"),
    ("an empty entry", refusal_table, 0, "   ", MalformedInput,
     f"an empty entry is not an action; legal now: 'end', {SECRETARY_PLAYS}", "Majority 2 5-1",
     f"Une entrée vide n'est pas une action{NNBSP}; actions permises maintenant{NNBSP}: "
     f"«\xa0end\xa0» (finir son tour), {FR_SECRETARY_PLAYS}"),
    ("another word", refusal_table, 0, "pass", IllegalAction,
     f"seat 0 cannot do 'pass' in the standard-play phase; legal: 'end', {SECRETARY_PLAYS}",
     "Majority 2 5-1",
     f"Le joueur 0 ne peut pas faire «\xa0pass\xa0» dans la phase de jeu standard{NNBSP}; actions "
     f"permises{NNBSP}: «\xa0end\xa0» (finir son tour), {FR_SECRETARY_PLAYS}"),
    ("not a text", refusal_table, 0, 3, MalformedInput,
     "an action is a word such as 'draw' or 'play demons:junior 2', not 3", "Majority 2 5-1",
     "Une action est un texte comme «\xa0draw\xa0» (piocher) ou «\xa0play demons:junior 2\xa0» "
     f"(jouer le Junior des démons dans la colonne 2), pas 3{NNBSP}; on peut aussi écrire en "
     "français «\xa0piocher\xa0», «\xa0ne pas piocher\xa0», «\xa0échanger\xa0», «\xa0garder\xa0», "
     "«\xa0finir\xa0» ou «\xa0jouer demons:junior 2\xa0»"),
    ("the other seat", refusal_table, 1, "end", WrongPlayer,
     "it is not seat 1's decision now; waiting for seat 0", "Majority 2 5-1",
     f"Ce n'est pas au joueur 1 de jouer{NNBSP}: on attend le joueur 0"),
    ("a play during a choice", colour_table, 0, "play reapers:secretary 1", IllegalAction,
     "seat 0 cannot do 'play reapers:secretary 1' in the dragons Veteran's choice of a colour; "
     "legal: 'colour witches', 'colour demons', 'colour dragons', 'colour angels', "
     "'colour reapers'", "Majority 2 5-1",
     "Le joueur 0 ne peut pas faire «\xa0play reapers:secretary 1\xa0» dans le choix d'une "
     f"couleur pour le Vétéran des dragons{NNBSP}; actions permises{NNBSP}: «\xa0colour "
     "witches\xa0» (les sorcières), «\xa0colour demons\xa0» (les démons), «\xa0colour "
     "dragons\xa0» (les dragons), «\xa0colour angels\xa0» (les anges), «\xa0colour reapers\xa0» "
     "(les faucheurs)"),
    ("another seat's choice", colour_table, 1, "colour angels", WrongPlayer,
     "it is not seat 1's decision now; waiting for seat 0", "Majority 2 5-1",
     f"Ce n'est pas au joueur 1 de jouer{NNBSP}: on attend le joueur 0"),
    ("a long list", secretaries_table, 0, "draw", IllegalAction,
     "seat 0 cannot do 'draw' in the standard-play phase; legal: 'end', "
     + ", ".join(f"'play {f}:secretary {i}'" for f in ("witches", "demons", "dragons")
                 for i in (1, 2, 3))
     + ", 'play angels:secretary 1', 'play angels:secretary 2' ...", "Majority 2 5-1", None),
]


@pytest.mark.parametrize("case", REFUSALS, ids=[c[0] for c in REFUSALS])
def test_each_refusal_says_why_in_both_languages_and_changes_nothing(case: Any) -> None:
    """Refusals name the rule (5-1 whose decision and which phase, 5-5 and 5-6 the plays and
    their conditions, 6-2 the cards that may not be free-played) and leave the game as it was."""
    _name, make, seat, action, error, english, rule, french = case
    s = make()
    before = s.to_json()
    with pytest.raises(error) as caught:
        s.apply(seat, action)
    assert type(caught.value) is error
    assert str(caught.value) == f"{english} (rule: {rule})" and caught.value.rule == rule
    assert s.to_json() == before
    if isinstance(action, str):  # a board reads typed text with parse_action: the same refusal
        with pytest.raises(error) as parsed:
            s.parse_action(seat, action)
        assert str(parsed.value) == str(caught.value)
    if french is not None:
        with language("fr"):
            f = make()
            with pytest.raises(error) as caught:
                f.apply(seat, action)
        assert str(caught.value).startswith(french + f" (règle{NNBSP}: ")


def test_french_words_and_spaces_are_read_as_the_notation() -> None:
    """A class may type the French verbs (docs/rulings-majority2.md, "Words in French") or
    extra spaces; the action recorded is the notation's."""
    s, _deck = opening(1)
    s.apply(0, "  Piocher ")
    s.apply(0, "pas de jeu gratuit")
    s.apply(0, "jouer angels:secretary  2")
    s.apply(0, "FINIR")
    s.apply(1, "garder")
    s.apply(1, "ne pas piocher")
    assert [a for _p, a in s.history] == [
        "draw", "no-free", "play angels:secretary 2", "end", "keep", "no-draw"]
    assert s.phase == "free" and s.player == 1
    t, _deck = opening(1)
    for a in ["draw", "no-free", "end"]:
        t.apply(t.current_players()[0], a)
    t.apply(1, "Échanger")
    u, _deck = opening(1)
    for a in ["draw", "no-free", "end"]:
        u.apply(u.current_players()[0], a)
    u.apply(1, "echanger")
    assert t.history[-1] == u.history[-1] == (1, "exchange")
    v, _deck = opening(1)
    v.apply(0, "draw")
    v.apply(0, "gratuit angels:secretary 1")
    assert v.history[-1] == (0, "free angels:secretary 1")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_bad_options_are_refused_by_name_with_their_rule(lang: str) -> None:
    """4-1: two players; 6-4: the Ghosts are on or off; docs/rulings-majority2.md: the Ghost's
    cost, the end threshold and the safety stop are whole numbers (not booleans) from 0, 1, 2."""
    cases = [
        ({"n_players": 3}, IllegalAction, "Majority 2 is a game for 2 players, not 3",
         "Majority 2 se joue à 2 joueurs, pas 3", "Majority 2 4-1"),
        ({"n_players": True}, IllegalAction, "Majority 2 is a game for 2 players, not True",
         "Majority 2 se joue à 2 joueurs, pas True", "Majority 2 4-1"),
        ({"ghosts": 1}, MalformedInput, "ghosts is true or false, not 1",
         "L'option ghosts vaut true ou false, pas 1", "Majority 2 6-4"),
        ({"ghost_cost": -1}, MalformedInput, "ghost_cost must be a whole number >= 0, not -1",
         "L'option ghost_cost doit être un nombre entier ≥ 0, pas −1", "docs/rulings-majority2.md"),
        ({"end_factions": 0}, MalformedInput, "end_factions must be a whole number >= 1, not 0",
         "L'option end_factions doit être un nombre entier ≥ 1, pas 0", "docs/rulings-majority2.md"),
        ({"turn_limit": True}, MalformedInput,
         "turn_limit must be a whole number >= 2, not True",
         "L'option turn_limit doit être un nombre entier ≥ 2, pas True", "docs/rulings-majority2.md"),
        ({"turn_limit": 1}, MalformedInput, "turn_limit must be a whole number >= 2, not 1",
         "L'option turn_limit doit être un nombre entier ≥ 2, pas 1", "docs/rulings-majority2.md"),
        ({"end_factions": 1.5}, MalformedInput,
         "end_factions must be a whole number >= 1, not 1.5",
         "L'option end_factions doit être un nombre entier ≥ 1, pas 1.5", "docs/rulings-majority2.md"),
    ]
    for options, error, english, french, rule in cases:
        with language(lang), pytest.raises(error) as caught:
            Majority2State.new(seed=1, **options)
        if lang == "en":
            assert str(caught.value) == f"{english} (rule: {rule})"
        else:
            assert str(caught.value).startswith(f"{french} (règle{NNBSP}: ")
    # the lowest values are accepted and recorded
    s = Majority2State.new(seed=1, ghost_cost=0, end_factions=1, turn_limit=2, ghosts=False)
    assert s.options == {"promos": [], "ghosts": False, "ghost_cost": 0, "end_factions": 1,
                         "turn_limit": 2}


def viewed_table() -> Majority2State:
    """Seat 0 plays the dragons Veteran and names reapers: seat 1 must name the second colour
    (6-2). Discs on both sides, a card in the discard pile, seat 1's last pass on record."""
    s = table(hand=["dragons:veteran", "witches:junior"], zone=["dragons:junior"],
              reserve=["demons:senior", "angels:junior"], opp_reserve=["witches:senior"],
              columns=[["angels:senior", "witches:junior"], ["reapers:junior@angels"]],
              opp_columns=[["angels:secretary", "demons:junior"], [], ["angels:junior",
                                                                       "angels:veteran"]],
              opp_zone=["reapers:secretary@witches"], top=["demons:aristocrat", "reapers:veteran"])
    s.discard.append(s.deck.pop(0))
    s.passed[1] = ["dragons:secretary"]
    s.apply(0, "play dragons:veteran 2")
    s.apply(0, "colour reapers")
    return s


def test_each_seats_view_is_exactly_the_public_table_and_its_own_cards() -> None:
    """Public (docs/rulings-majority2.md, "Hidden information"): the columns and zones with
    their discs, coins of both faces, the discard pile, sizes of the deck, hands and reserves,
    whose decision and what is being decided, the last hand passed, which columns an angels
    Junior protects (6-2), the draw count each seat would get (5-4: 1 formed faction -> 3).
    Private: the seat's own hand and reserve, in card order. Only ``view(None)`` holds the
    hands, the reserves and the deck (its top last)."""
    s = viewed_table()
    public = {
        "game": "majority2", "turn": 2, "player": 0, "first_player": 0, "phase": "standard",
        "waiting": [1], "decision": {"kind": "colour", "seat": 1, "first": "reapers"},
        "deck_size": len(s.deck), "discard": ["demons:veteran"],
        "discs": {"witches": "s1.zone.1", "angels": "s0.c2.1"},
        "must_exchange": [False, False], "end_factions": 5, "draw_count": [3, 3],
        "players": [
            {"columns": [["angels:senior", "witches:junior"],
                         ["reapers:junior@angels", "dragons:veteran"], []],
             "score_zone": ["dragons:junior"], "coins_up": 6, "coins_down": 4, "hand_size": 2,
             "reserve_size": 2, "passed": [], "protected": [False, False, False]},
            {"columns": [["angels:secretary", "demons:junior"], [],
                         ["angels:junior", "angels:veteran"]],
             "score_zone": ["reapers:secretary@witches"], "coins_up": 0, "coins_down": 3,
             "hand_size": 0, "reserve_size": 1, "passed": ["dragons:secretary"],
             "protected": [False, False, True]},
        ],
        "game_over": False, "winner": None, "result": "", "scores": [],
    }
    assert len(s.deck) == 44  # 60 - 15 laid out - 1 discarded
    assert s.view(0) == {**public, "seat": 0, "hand": ["witches:junior", "reapers:secretary"],
                         "reserve": ["demons:senior", "angels:junior"]}
    assert s.view(1) == {**public, "seat": 1, "hand": [], "reserve": ["witches:senior"]}
    everything = s.view(None)
    assert everything == {
        **public, "seat": None,
        "hands": [["witches:junior", "reapers:secretary"], []],
        "reserves": [["demons:senior", "angels:junior"], ["witches:senior"]],
        "deck": [str(s.cards[c]) for c in s.deck]}
    assert everything["deck"][-2:] == ["reapers:veteran", "demons:aristocrat"]
    # the decisions' public part: which column, the disc's scope, count and colour
    s2 = table(hand=["angels:senior"], columns=[["demons:junior"]])
    s2.apply(0, "play angels:senior 2")
    assert s2.view(1)["decision"] == {"kind": "disc", "seat": 0, "scope": "own", "left": 2,
                                      "colour": None}
    s3 = table(hand=["dragons:junior:promo"], opp_columns=[["reapers:senior"]], promos="all")
    s3.apply(0, "play dragons:junior:promo 1")
    assert s3.view(1)["decision"] == {"kind": "target", "seat": 0, "column": 1}
    s4 = table(hand=["witches:veteran"], zone=["witches:junior"])
    s4.apply(0, "play witches:veteran 1")
    assert s4.view(1)["decision"] == {"kind": "take", "seat": 0}
    assert s4.view(0)["waiting"] == [0] and s4.legal_actions(0) == ["take s0.c1.1"]


def test_a_hand_is_shown_in_card_order_whatever_order_it_came_in() -> None:
    """A hand is a set: its seat's view, the exchange's private sentence and the pass list it in
    card order (faction, then rank), so the order cards arrived in tells nothing."""
    s = table(hand=["reapers:junior", "witches:senior", "angels:secretary", "witches:junior"],
              filler=False)
    assert s.view(0)["hand"] == ["witches:junior", "witches:senior", "angels:secretary",
                                 "reapers:junior"]
    s.apply(0, "end")
    passed = [e for e in s.events if e.kind == "pass"]
    assert [e.data for e in passed] == [{"cards": ["witches:junior", "witches:senior",
                                                   "angels:secretary", "reapers:junior"]}]
    assert s.view(1)["hand"] == ["witches:junior", "witches:senior", "angels:secretary",
                                 "reapers:junior"]


def test_a_single_possible_representative_is_taken_for_the_player() -> None:
    """Convention 3 and docs/rulings-majority2.md (forming): with one card value that can
    represent the faction, no decision is asked; the event says the same."""
    s = table(hand=["demons:junior"], filler=True,
              columns=[["demons:junior", "demons:junior", "witches:senior", "angels:junior"]],
              top=["reapers:junior", "reapers:senior", "dragons:junior"])
    s.apply(0, "play demons:junior 1")
    s.apply(0, "reserve reapers:junior")
    formed = [e for e in s.events if e.kind == "formed"]
    assert [e.data for e in formed] == [{"seat": 0, "faction": "demons",
                                         "representative": "demons:junior", "count": 3,
                                         "coins": 1}]
    assert s.zone[0] and str(s.cards[s.zone[0][0]]) == "demons:junior"
    assert s.columns[0][0] == [] and s.current_players() == [0]


def test_a_free_played_ghost_stays_in_its_own_column() -> None:
    """docs/rulings-majority2.md: a free-played card has no effect, so a free-played Ghost
    stays in your own column (its move is its effect, 6-4)."""
    s = table(hand=["independent:ghost"], ghosts=True)
    s.phase = "free"
    s._legal = None
    s.apply(0, "free independent:ghost 3")
    assert [str(s.cards[c]) for c in s.columns[0][2]] == ["independent:ghost"]
    assert s.phase == "standard" and s.up[0] == 10
    assert s.legal_actions(0)[0] == "end"


def test_a_ghost_played_for_its_cost_asks_for_the_opponents_column() -> None:
    """6-4 and docs/rulings-majority2.md: the Ghost costs 3 by default (option ``ghost_cost``);
    played for its cost it goes to the opponent's column the player chooses."""
    s = table(hand=["independent:ghost"], ghosts=True, ghost_cost=5, up=5)
    s.apply(0, "play independent:ghost 1")
    assert s.up[0] == 0 and s.down[0] == 5
    assert s.legal_actions(0) == ["ghost 1", "ghost 2", "ghost 3"]
    assert s.view(1)["decision"] == {"kind": "ghost", "seat": 0}
    s.apply(0, "ghost 3")
    assert [str(s.cards[c]) for c in s.columns[1][2]] == ["independent:ghost"]
    assert s.columns[0][0] == []
    cheap = table(hand=["independent:ghost"], ghosts=True, up=3)
    assert "play independent:ghost 1" in cheap.legal_actions(0)
    assert "play independent:ghost 1" not in table(hand=["independent:ghost"], ghosts=True,
                                                    up=2).legal_actions(0)


def test_the_discard_pile_is_reshuffled_when_a_draw_needs_it() -> None:
    """6-1 and docs/rulings-majority2.md: the discard pile becomes the new deck, shuffled, when
    a draw finds the deck empty; a public event says how many cards."""
    s = table(hand=["witches:junior"])
    s.discard = s.deck[:-1]
    s.deck = s.deck[-1:]
    pile = sorted(s.discard)
    s.apply(0, "play witches:junior 1")
    kinds = [e.kind for e in s.events[-4:]]
    assert kinds == ["play", "reshuffle", "drew", "effect"]
    reshuffle = s.events[-3]
    assert (reshuffle.text, reshuffle.rule, reshuffle.data, reshuffle.visible_to) == (
        f"The deck is empty: the {len(pile)} discarded cards are shuffled into a new deck.",
        "Majority 2 6-1 (discarded cards)",
        {}, None)
    assert sorted(s.deck + s.reserve[0][-1:]) == pile and s.discard == []
    assert len(s.reserve[0]) == 2


def test_a_save_plays_on_exactly_as_the_game() -> None:
    """A saved game (to_json) loads to an equal state with the same log for every seat, and
    the same decisions after it give the same game (convention 1: all chance from the seed)."""
    s = Majority2State.new(seed=4, promos="all", ghosts=True)
    rng = random.Random(4)
    for _ in range(60):
        p = s.current_players()[0]
        s.apply(p, rng.choice(s.legal_actions(p)))
    loaded = Majority2State.from_json(s.to_json())
    assert loaded == s and json.loads(loaded.to_json()) == json.loads(s.to_json())
    for p in (0, 1, None):
        assert loaded.view(p) == s.view(p) and loaded.explain(p) == s.explain(p)
    for _ in range(60):
        if s.is_terminal():
            break
        p = s.current_players()[0]
        a = rng.choice(s.legal_actions(p))
        s.apply(p, a)
        loaded.apply(p, a)
    assert loaded.view(None) == s.view(None) and loaded.events == s.events


@pytest.mark.parametrize("seed,options", [
    (3, {}), (5, {"promos": "all", "ghosts": True}),
    (8, {"promos": ["witches:senior", "dragons:junior"], "ghosts": True, "ghost_cost": 1,
         "end_factions": 3}),
])
def test_seeded_random_games_follow_the_rulebook_step_by_step(seed: int, options: Any) -> None:
    """The independent referee (referee.py, written from the rulebook) judges every decision."""
    state = Majority2State.new(seed=seed, **options)
    judge_game(state, random.Random(seed))
    assert state.is_terminal()


def test_the_defaults_are_the_two_player_game_of_the_rulebook() -> None:
    """4-1: two players; promo cards and Ghosts are options (6-3, 6-4), off by default; the
    Ghost costs 3, five formed factions end the game (5-7), the safety stop is turn 200
    (docs/rulings-majority2.md). The constructor and ``new`` make the same game."""
    s = Majority2State(seed=1)
    assert s.n_players == 2 and s == Majority2State.new(seed=1)
    assert s.options == {"promos": [], "ghosts": False, "ghost_cost": 3, "end_factions": 5,
                         "turn_limit": 200}
    assert Majority2State.new(seed=1).options == s.options
    # a game in progress has no result yet: no winner, no end, scores as they stand (5-8)
    assert s.result_rows() == [
        {"won": 0, "score": 3, "card_vp": 0, "coins": 3, "factions": 0, "first_player": 1,
         "turns": 1, "end": "", "ended_by": ""},
        {"won": 0, "score": 3, "card_vp": 0, "coins": 3, "factions": 0, "first_player": 0,
         "turns": 1, "end": "", "ended_by": ""},
    ]
    assert s.returns() == [0.0, 0.0] and s.winner is None and s.view(0)["result"] == ""


def test_keeping_hand_and_reserve_is_a_public_event() -> None:
    """5-3: the exchange is a choice; keeping is told to both seats."""
    for lang, text in (("en", "Seat 1 keeps the hand and does not exchange."),
                       ("fr", "Le joueur 1 garde sa main et n'échange pas.")):
        with language(lang):
            s = Majority2State.new(seed=1)
            for a in ["draw", "no-free", "end", "keep"]:
                s.apply(s.current_players()[0], a)
        e = s.events[-1]
        assert (e.kind, e.text, e.rule, e.data, e.visible_to) == (
            "keep", text, "Majority 2 5-3", {}, None)
        assert s.phase == "draw" and s.current_players() == [1]


def test_a_ghost_free_played_by_the_active_player_takes_the_disc_first() -> None:
    """6-4 notes: with two disc-less Ghosts in a column, the one played by the player whose turn
    it is takes a disc meant for that column first; a Ghost free-played into one's own column
    (docs/rulings-majority2.md) was played by that player too."""
    s = table(hand=["independent:ghost", "angels:senior"], columns=[["witches:junior"]],
              ghosts=True)
    other = ghost_into(s, 0, 0, 1)  # s0.c1.2, moved there by seat 1's Ghost effect
    s.phase = "free"
    s._legal = None
    s.apply(0, "free independent:ghost 1")  # s0.c1.3, played by seat 0, the active player
    mine = s.columns[0][0][2]
    s.apply(0, "play angels:senior 2")
    s.apply(0, "disc s0.c1.1 dragons")
    assert s.disc == {mine: "dragons"} and other not in s.disc
    assert s.events[-2].kind == "ghost" and s.events[-1].data == {"place": "s0.c1.3",
                                                                  "colour": "dragons"}


def test_a_pending_decision_shows_its_public_part_to_both_seats() -> None:
    """What everyone at the table sees of a decision being taken: the column a faction forms
    in (5-5), how many discs the angels Senior still puts and in which scope (6-2)."""
    s = table(hand=["demons:secretary"],
              columns=[[], ["demons:junior", "demons:senior", "angels:junior", "demons:junior"]])
    s.apply(0, "play demons:secretary 2")
    assert s.legal_actions(0) == ["form demons:secretary", "form demons:junior",
                                  "form demons:senior"]
    for p in (0, 1, None):
        assert s.view(p)["decision"] == {"kind": "form", "seat": 0, "column": 2}
    s = table(hand=["angels:senior"], columns=[["demons:junior"], ["witches:junior"]])
    s.apply(0, "play angels:senior 3")
    assert s.view(1)["decision"] == {"kind": "disc", "seat": 0, "scope": "own", "left": 2,
                                     "colour": None}
    s.apply(0, "disc s0.c1.1 dragons")
    assert s.view(1)["decision"] == {"kind": "disc", "seat": 0, "scope": "own", "left": 1,
                                     "colour": None}
    assert [a for a in s.legal_actions(0) if a.startswith("disc s0.c2.1")] == [
        "disc s0.c2.1 witches", "disc s0.c2.1 demons", "disc s0.c2.1 angels",
        "disc s0.c2.1 reapers"]  # another colour than the first disc's (docs/rulings)


def test_the_witches_veteran_taking_from_its_own_column_says_their_column() -> None:
    """6-2 (witches Veteran): any card in play, itself included; the sentence names the
    taker's own column as theirs."""
    for lang, text in (
        ("en", "Seat 0 takes the witches Veteran from their column 3 (card 1 from the top) into "
               "their reserve."),
        ("fr", "Le joueur 0 prend le Vétéran des sorcières dans sa colonne 3 (1re carte en "
               "partant du haut) et l'ajoute à sa réserve."),
    ):
        with language(lang):
            s = table(hand=["witches:veteran"], zone=["witches:junior"])
            s.apply(0, "play witches:veteran 3")
            s.apply(0, "take s0.c3.1")
        assert (s.events[-1].kind, s.events[-1].text) == ("take", text)
        assert s.columns[0][2] == [] and [str(s.cards[c]) for c in s.reserve[0]] == [
            "witches:veteran"]


def test_the_draw_counts_the_opponents_factions_and_says_what_was_short() -> None:
    """5-4: the draw table by the opponent's formed factions (3 -> 4 cards); with the deck and
    the discard pile short, the player draws what is left and the opponent's reserve card
    comes only if a card remains (docs/rulings-majority2.md)."""
    s = table(zone=["witches:junior", "demons:junior", "dragons:junior"], filler=False)
    s.apply(0, "end")  # seat 1 starts with an empty hand: its draw is forced
    draw = [e for e in s.events if e.kind == "draw"][-1]
    assert (draw.text, draw.data) == (
        "Seat 1 has no card in hand, so must draw 4 cards (the opponent has formed 3 "
        "factions); seat 0 adds a card from the deck to their reserve.", {"seat": 1, "cards": 4})
    assert len(s.hand[1]) == 4 and len(s.reserve[0]) == 1
    with language("fr"):
        f = table(zone=["witches:junior"], filler=False)
        f.deck = f.deck[-3:]
        f.apply(0, "end")
    draw = [e for e in f.events if e.kind == "draw"][-1]
    assert draw.text == (
        "Le joueur 1 n'a pas de carte en main et doit donc piocher 3 cartes (l'adversaire a "
        f"formé 1 faction){NNBSP}; la pioche est vide, donc le joueur 0 ne reçoit pas de carte "
        "de réserve.")
    s = table(zone=["witches:junior"], filler=False)
    s.deck = s.deck[-2:]
    s.apply(0, "end")
    draw = [e for e in s.events if e.kind == "draw"][-1]
    assert (draw.text, draw.data) == (
        "Seat 1 has no card in hand, so must draw 3 cards (the opponent has formed 1 faction) "
        "(only 2 could be drawn); the deck is empty, so seat 0 gets no reserve card.",
        {"seat": 1, "cards": 2})  # the data counts the cards drawn
    assert len(s.hand[1]) == 2 and s.reserve[0] == [] and s.deck == []


@pytest.mark.parametrize("cost,up,playable", [(5, 4, False), (5, 5, True), (1, 1, True),
                                              (0, 0, True), (3, 2, False)])
def test_the_ghost_costs_the_option_given(cost: int, up: int, playable: bool) -> None:
    """6-4 prints no cost: the package's option ``ghost_cost`` (3 by default) is what a Ghost
    costs to play (docs/rulings-majority2.md)."""
    s = table(hand=["independent:ghost"], ghosts=True, ghost_cost=cost, up=up)
    assert ("play independent:ghost 1" in s.legal_actions(0)) is playable
    if playable:
        s.apply(0, "play independent:ghost 1")
        assert (s.up[0], s.down[0]) == (up - cost, cost)
    else:
        with pytest.raises(CannotPay, match=f"the Ghost costs {cost} and seat 0 has only {up} "):
            s.apply(0, "play independent:ghost 1")


def effect_events(lang: str, make: Any, action: str) -> list[tuple[Any, ...]]:
    with language(lang):
        s = make()
        n = len(s.events)
        s.apply(0, action)
    return [(e.kind, e.text, e.rule, e.data, e.visible_to) for e in s.events[n + 1:]]


def test_the_reapers_senior_with_nothing_or_only_the_other_senior_to_draw() -> None:
    """6-2 (reapers Senior) and docs/rulings-majority2.md: with the deck and the discard pile
    empty nothing is drawn (6-1); with only the other reapers Senior left the two would draw
    each other forever, so this one draws nothing, stays, and the event says why."""
    def endless() -> Majority2State:
        s = table(hand=["reapers:senior"], top=["reapers:senior"])
        s.reserve[1] += s.deck[:-1]
        s.deck = s.deck[-1:]
        return s

    def empty() -> Majority2State:
        s = table(hand=["reapers:senior"])
        s.reserve[1] += s.deck
        s.deck = []
        return s

    rule = "Majority 2 6-2 (reapers Senior)"
    assert effect_events("en", endless, "play reapers:senior 1") == [
        ("no effect", "The deck and the discard pile hold nothing but the other reapers Senior: "
         "the two would draw each other back forever, so this one draws nothing and stays.",
         f"{rule}; docs/rulings-majority2.md", {}, None)]
    assert effect_events("fr", endless, "play reapers:senior 1")[0][1] == (
        "La pioche et la défausse ne contiennent que l'autre Sénior des faucheurs"
        f"{NNBSP}: les deux se piocheraient l'un l'autre sans fin, donc celui-ci ne pioche rien "
        "et reste.")
    assert effect_events("en", empty, "play reapers:senior 1") == [
        ("effect", "The deck and the discard pile are empty: nothing is drawn.", rule, {}, None)]
    assert effect_events("fr", empty, "play reapers:senior 1")[0][1] == (
        f"La pioche et la défausse sont vides{NNBSP}: rien n'est pioché.")
    s = empty()
    s.apply(0, "play reapers:senior 1")
    assert [str(s.cards[c]) for c in s.columns[0][0]] == ["reapers:senior"] and s.discard == []


def test_the_witches_veteran_with_every_card_protected_takes_nothing() -> None:
    """6-2 (witches Veteran) with the angels Junior's protection (RULINGS: it stops the take,
    a discard by a card effect): the Veteran itself lies in a protected column."""
    def make() -> Majority2State:
        return table(hand=["witches:veteran"], zone=["witches:junior"],
                     columns=[["angels:junior"]],
                     opp_columns=[["angels:junior", "demons:junior"]])

    assert effect_events("en", make, "play witches:veteran 1") == [
        ("effect", "No card in play can be taken (all are protected).",
         "Majority 2 6-2 (witches Veteran)", {}, None)]
    assert effect_events("fr", make, "play witches:veteran 1")[0][1] == (
        "Aucune carte en jeu ne peut être prise (toutes sont protégées).")
    s = make()
    s.apply(0, "play witches:veteran 1")
    assert s.tasks == [] and s.current_players() == [0] and s.reserve[0] == []


def test_a_ghost_the_angels_veteran_plays_is_the_active_players() -> None:
    """6-2 (angels Veteran: draw and play 2 cards) and 6-4 notes: a Ghost it plays into your
    column is played by you, so it takes a disc meant for that column before the other
    player's Ghost."""
    s = table(hand=["angels:veteran", "angels:senior"], zone=["angels:junior"],
              top=["independent:ghost", "demons:junior"], ghosts=True)
    drawn = s.deck[-1]
    other = ghost_into(s, 0, 0, 1)
    assert drawn != other and s.cards[drawn].is_ghost
    s.apply(0, "play angels:veteran 1")  # 4 cards: nothing forms (5-5)
    assert [str(s._card(c)) for c in s.columns[0][0]] == [
        "independent:ghost", "angels:veteran", "independent:ghost", "demons:junior"]
    assert s.columns[0][0][2] == drawn
    s.apply(0, "play angels:senior 2")
    s.apply(0, "disc s0.c1.2 dragons")  # aimed at the Veteran: a disc-less Ghost takes it
    assert s.disc == {drawn: "dragons"} and other not in s.disc


def test_a_lone_ghost_of_the_other_player_catches_the_disc_and_says_so() -> None:
    """6-4 notes: while the Ghost has no disc, a disc meant for another card of its column
    lands on it, whoever played it (the active player's priority only decides between two
    Ghosts). The event names the column and the card aimed at, in both languages (French:
    « qui visait le Junior », not « destiné à le Junior »)."""
    for lang, text in (
        ("en", "The Ghost in seat 0's column 2 has no disc yet, so the disc meant for the "
               "witches Junior lands on the Ghost instead."),
        ("fr", "Le Fantôme de la colonne 2 du joueur 0 n'a pas encore de disque"
               f"{NNBSP}: le disque qui visait le Junior des sorcières est posé sur le Fantôme à "
               "la place."),
    ):
        with language(lang):
            s = table(hand=["angels:senior"], columns=[[], ["witches:junior"]], ghosts=True)
            ghost = ghost_into(s, 0, 1, 1)  # moved into seat 0's column by seat 1
            s.apply(0, "play angels:senior 3")
            n = len(s.events)
            s.apply(0, "disc s0.c2.1 dragons")
        redirect, disc = s.events[n:n + 2]
        assert (redirect.kind, redirect.text, redirect.data, redirect.visible_to) == (
            "ghost", text, {}, None)
        assert redirect.rule == ("Majority 2 6-4 (Ghost)" if lang == "en"
                                 else "Majority 2 6-4 (Fantôme)")
        assert disc.data == {"place": "s0.c2.2", "colour": "dragons"}
        assert s.disc == {ghost: "dragons"}


def test_two_ghosts_of_the_active_player_the_one_aimed_at_takes_the_disc() -> None:
    """6-4 notes give the active player's Ghost priority; when both Ghosts of the column were
    played by the active player, the one the disc was aimed at takes it
    (docs/rulings-majority2.md): a Ghost is not "another card" of its own column."""
    s = table(hand=["reapers:junior"], opp_columns=[["witches:junior"]], ghosts=True)
    first = ghost_into(s, 1, 0, 0)
    second = ghost_into(s, 1, 0, 0)
    s.apply(0, "play reapers:junior 1")
    s.apply(0, "disc s1.c1.3 dragons")
    assert s.disc == {second: "dragons"} and first not in s.disc
    assert [e.kind for e in s.events[-1:]] == ["disc"]


def test_a_ghost_moved_by_its_effect_is_the_movers_for_the_disc_priority() -> None:
    """6-4: the Ghost played goes to the opponent's column; it was played by the player who
    moved it, so on that player's turn it takes a disc meant for its column before the
    opponent's own Ghost (6-4 notes)."""
    s = table(hand=["independent:ghost", "reapers:junior"],
              opp_columns=[["witches:junior"]], ghosts=True)
    theirs = ghost_into(s, 1, 0, 1)  # s1.c1.2: seat 1's Ghost, free-played in its own column
    s.apply(0, "play independent:ghost 2")
    s.apply(0, "ghost 1")  # s1.c1.3
    mine = s.columns[1][0][2]
    assert s.cards[mine].is_ghost and mine != theirs
    s.apply(0, "play reapers:junior 1")
    s.apply(0, "disc s1.c1.1 dragons")
    assert s.disc == {mine: "dragons"} and theirs not in s.disc


def test_the_reapers_promo_aristocrats_decisions_show_scope_and_colour() -> None:
    """6-3 (reapers Aristocrat): one disc of the supply after another, in faction order, on any
    disc-less card in play or in a score zone; the table sees which colour is being placed."""
    s = table(hand=["reapers:aristocrat:promo"], zone=["reapers:secretary", "reapers:junior"],
              opp_columns=[["angels:junior"]], promos=["reapers:aristocrat"])
    s.apply(0, "play reapers:aristocrat:promo 1")
    assert s.view(1)["decision"] == {"kind": "disc", "seat": 0, "scope": "anywhere",
                                     "left": 1, "colour": "witches"}
    assert s.legal_actions(0) == ["disc s0.c1.1 witches", "disc s1.c1.1 witches",
                                  "disc s0.zone.1 witches", "disc s0.zone.2 witches"]
    s.apply(0, "disc s1.c1.1 witches")
    assert s.view(0)["decision"]["colour"] == "demons"


@pytest.mark.parametrize("name", ["angels veteran", "ghost", "form five", "form two factions",
                                  "form fail"])
def test_each_faction_formed_is_recorded(name: str) -> None:
    """5-5: the record of the factions formed (seat, faction, its cards in the column, coins)
    that the analysis reads: one entry per "formed" event, with its data."""
    s, events = play(name)
    assert s.formed == [{k: v for k, v in e.data.items() if k != "representative"}
                        for e in events if e.kind == "formed"]
    assert s.formed or name == "form fail"


def test_the_opponents_forming_after_a_ghost_is_their_decision_in_every_view() -> None:
    """6-4 and docs/rulings-majority2.md: the Ghost brings the opponent's column to 5 cards, so
    the opponent settles it (5-5): every view shows that decision, and an action typed by the
    opponent meanwhile is refused naming it."""
    s = table(hand=["independent:ghost"], ghosts=True,
              opp_columns=[["angels:junior", "angels:senior", "angels:secretary",
                            "demons:junior"]])
    s.apply(0, "play independent:ghost 2")
    s.apply(0, "ghost 1")
    for p in (0, 1, None):
        assert s.view(p)["decision"] == {"kind": "form", "seat": 1, "column": 1}
        assert s.view(p)["waiting"] == [1]
    with pytest.raises(IllegalAction) as caught:
        s.apply(1, "end")
    assert str(caught.value) == (
        "seat 1 cannot do 'end' in the choice of a faction's representative; legal: "
        "'form angels:secretary', 'form angels:junior', 'form angels:senior' "
        "(rule: Majority 2 5-1)")
    with language("fr"), pytest.raises(IllegalAction) as caught:
        s.apply(1, "end")
    assert str(caught.value).startswith(
        "Le joueur 1 ne peut pas faire «\xa0end\xa0» dans le choix du représentant d'une "
        f"faction{NNBSP}; actions permises{NNBSP}: «\xa0form angels:secretary\xa0»")


def test_a_refusal_lists_up_to_twelve_legal_actions_then_dots() -> None:
    """A refusal names what is legal now: all of it up to 12 actions, else the first 12 and
    "..." (the angels Senior's second disc on 3 cards in 4 colours is 12; four cards in hand
    make 13 in the standard phase)."""
    s = table(hand=["angels:senior"], columns=[["demons:junior"], ["witches:junior",
                                                                    "dragons:junior"]])
    s.apply(0, "play angels:senior 3")
    s.apply(0, "disc s0.c1.1 dragons")
    twelve = [f"'disc {pl} {f}'" for pl in ("s0.c2.1", "s0.c2.2", "s0.c3.1")
              for f in ("witches", "demons", "angels", "reapers")]
    with pytest.raises(IllegalAction) as caught:
        s.apply(0, "end")
    assert str(caught.value) == (
        "seat 0 cannot do 'end' in the placing of a colour disc; legal: "
        + ", ".join(twelve) + " (rule: Majority 2 5-1)")
    s = table(hand=["witches:secretary", "demons:secretary", "dragons:secretary",
                    "angels:secretary"], filler=False)
    assert len(s.legal_actions(0)) == 13
    with pytest.raises(IllegalAction) as caught:
        s.apply(0, "draw")
    assert str(caught.value).endswith("'play angels:secretary 2' ... (rule: Majority 2 5-1)")


@pytest.mark.parametrize("lang,text", [
    ("en", "the angels Junior costs 3 and seat 0 has only 2 coins face up (rule: Majority 2 5-6)"),
    ("fr", "Le Junior des anges coûte 3 et le joueur 0 n'a que 2 pièces face visible (règle"
           f"{NNBSP}: Majority 2 5-6)."),
])
def test_a_card_that_may_not_be_free_played_is_refused_in_standard_play_for_its_cost(
        lang: str, text: str) -> None:
    """6-2: the angels Junior may not be free-played, but in the standard phase it is only its
    cost (5-6) that stops it."""
    with language(lang):
        s = table(hand=["angels:junior"], up=2)
        with pytest.raises(CannotPay) as caught:
            s.apply(0, "play angels:junior 1")
    assert str(caught.value) == text


def test_each_seats_draw_count_and_result_row_are_its_own() -> None:
    """5-4: each seat's draw count follows the factions its opponent has formed (0 -> 2, 1-2 ->
    3, 3-4 -> 4); 5-8: each seat's result row holds its own score while the game goes on."""
    s = table(zone=["witches:junior"], opp_zone=["angels:junior", "demons:junior",
                                                 "reapers:junior"], up=4, down=1)
    assert s.view(0)["draw_count"] == [4, 3] and s.view(None)["draw_count"] == [4, 3]
    rows = s.result_rows()
    assert [(r["score"], r["card_vp"], r["coins"], r["factions"]) for r in rows] == [
        (3 + 5, 3, 5, 1), (9 + 3, 9, 3, 3)]
    assert [r["won"] for r in rows] == [0, 0]

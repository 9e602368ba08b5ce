"""Errors a person can read.

Every refusal in the package is a :class:`RuleError` (a ``ValueError``) whose message says
what was wrong and which rule forbids it, so a board can show it instead of a traceback. The
state that refused is always left exactly as it was: engines validate before they mutate.


Messages are written in the current language (:mod:`majority_core.i18n`): the raiser passes
``_("...")`` text, and the rule citation is looked up in the catalog here, so a constant
citation marked with ``N_`` reads French after ``set_language("fr")`` ("Sultane 5b" stays).
"""

from __future__ import annotations


def _(text: str) -> str:
    """The catalog lookup; :mod:`majority_core.i18n` puts its own here when it loads (errors
    imports nothing, so the layer can raise these errors without an import cycle)."""
    return _translate(text)


_translate = str
#: The citation of a rule in the current language (``i18n.citation`` when it loads).
_cite = str
#: French typography for a message built from pieces (``i18n.french`` when it loads).
_typeset = str
#: A refusal as the sentence a board shows alone (``i18n.refusal_sentence`` when it loads).
_sentence = str


class RuleError(ValueError):
    """Base of every refusal. ``rule`` cites the rulebook section (or ruling) that forbids it."""

    def __init__(self, message: str, *, rule: str | None = None) -> None:
        self.rule = _cite(rule) if rule else rule
        self._reason = _sentence(message)
        super().__init__(_sentence(
            _("{message} (rule: {rule})").format(message=message, rule=self.rule)
            if rule
            else message
        ))

    @property
    def reason(self) -> str:
        """The message without the rule citation, for compact displays."""
        return getattr(self, "_reason", str(self))


class IllegalAction(RuleError):
    """The action is not allowed for this player at this moment."""


class WrongPlayer(RuleError):
    """Somebody acted who does not have to decide now."""


class WrongPhase(RuleError):
    """The action belongs to another phase of the game (or the game is over)."""


class MalformedInput(RuleError):
    """A card, vote or value could not be read at all."""


class SaveFileError(RuleError):
    """A save file is not valid JSON, not ours, or replays into an illegal decision."""


def json_error_words(exc: BaseException) -> str:
    """Where a text stopped being JSON, in the current language (Python's own message is
    English: "Expecting value: line 1 column 1 (char 0)")."""
    import json

    if isinstance(exc, json.JSONDecodeError):
        return _("error at line {line}, column {column}").format(line=exc.lineno,
                                                                   column=exc.colno)
    if isinstance(exc, UnicodeDecodeError):
        return _("its bytes are not UTF-8 text")
    return _("it is not text")

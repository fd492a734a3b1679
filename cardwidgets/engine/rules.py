"""Rules as data: one frozen dataclass per game, validated, with named variants. A typo in an option
(``make("some_game", deck="shorr")``) raises :class:`RulesError` naming the option, the value and
what is allowed before a card is dealt; how an option is declared: :doc:`/docs/design/engine`."""

from __future__ import annotations

import dataclasses
import difflib
import re
import types
import typing
from collections.abc import Mapping
from typing import Any, ClassVar, Literal, TypeVar, get_args, get_origin

from cardwidgets.engine.errors import RulesError, quoted
from cardwidgets.i18n import _, get_language, pgettext
from cardwidgets.i18n.words import written_number

R = TypeVar("R", bound="Rules")


def option(
    default: Any,
    doc: str,
    *,
    minimum: int | None = None,
    maximum: int | None = None,
) -> Any:
    """Declare a rule option: its default, a one-line explanation (marked for the catalogue with
    ``N_``: the Rules button shows it in the table's language), and a numeric range."""
    return dataclasses.field(
        default=default, metadata={"doc": doc, "minimum": minimum, "maximum": maximum}
    )


@dataclasses.dataclass(frozen=True)
class RuleOption:
    """What the Rules button and error messages say about one option, and what it may hold
    (deal codes write an option's value as a small number from these facts)."""

    name: str
    default: Any
    doc: str
    allowed: str
    #: The allowed values of a ``Literal`` option, in their declared order; None otherwise.
    choices: tuple[Any, ...] | None = None
    #: The option's type, None left out: ``int``, ``bool``, or the ``Literal`` of the choices.
    kind: Any = None
    minimum: int | None = None
    maximum: int | None = None
    #: Whether None is allowed too.
    optional: bool = False


@dataclasses.dataclass(frozen=True)
class Rules:
    """Base of every game's rules. Subclasses are frozen dataclasses built with :func:`option`."""

    #: Named presets: ``{"original_english": {"ace_draw": 0}}``.
    variants: ClassVar[Mapping[str, Mapping[str, Any]]] = {}
    #: The version of these rules a record is written under: raised when an option is added,
    #: so a record written earlier can replay the game it recorded.
    rules_version: ClassVar[int] = 1
    #: For each option added since version 1: the version that added it and the value every
    #: game was played with before it existed.
    earlier_values: ClassVar[Mapping[str, tuple[int, Any]]] = {}
    #: The options' names and text values as the Rules button words them, marked for the
    #: catalogue: ``{"ace_draw": N_("ace draw"), "no_draw": N_("no draw")}`` (one not listed
    #: reads as its identifier with spaces, in every language).
    words: ClassVar[Mapping[str, str]] = {}

    @classmethod
    def values_as_of(cls, version: int, values: Mapping[str, Any]) -> dict[str, Any]:
        """``values`` as a record of rules ``version`` means them: an option it lacks that was
        added later takes the value play had before (not today's default)."""
        filled = dict(values)
        for name, (added, before) in cls.earlier_values.items():
            if name not in filled and version < added:
                filled[name] = before
        return filled

    def __post_init__(self) -> None:
        hints = typing.get_type_hints(type(self))
        for f in dataclasses.fields(self):
            _check_value(type(self).__name__, f, hints[f.name], getattr(self, f.name))
        problem = self.conflict()
        if problem:
            raise RulesError(problem)

    def conflict(self) -> str | None:
        """A sentence describing options that cannot go together, or None. For subclasses."""
        return None

    # ------------------------------------------------------------------ building
    @classmethod
    def from_dict(cls: type[R], values: Mapping[str, Any]) -> R:
        """Rules from option names and values; unknown names get a did-you-mean answer."""
        known = [f.name for f in dataclasses.fields(cls)]
        for name in values:
            if name not in known:
                close = difflib.get_close_matches(name, known, n=1)
                hint = " " + _("Did you mean {name}?").format(name=repr(close[0])) if close else ""
                raise RulesError(
                    _("{owner} has no option {name}.{hint} Options: {options}.").format(
                        owner=cls.__name__,
                        name=quoted(name),
                        hint=hint,
                        options=", ".join(known) or _("none"),
                    )
                )
        return cls(**values)

    @classmethod
    def variant(cls: type[R], name: str, /, **overrides: Any) -> R:
        """A named preset, optionally with further options changed."""
        if not isinstance(name, str) or name not in cls.variants:
            names = ", ".join(cls.variants) or _("none")
            raise RulesError(
                _("{owner} has no variant {name}. Variants: {names}.").format(
                    owner=cls.__name__, name=quoted(name), names=names
                )
            )
        return cls.from_dict({**cls.variants[name], **overrides})

    def replace(self: R, **changes: Any) -> R:
        return type(self).from_dict({**self.to_dict(), **changes})

    # ------------------------------------------------------------------ reading
    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}

    def changed(self) -> dict[str, Any]:
        """Only the options that differ from the defaults."""
        return {
            f.name: getattr(self, f.name)
            for f in dataclasses.fields(self)
            if getattr(self, f.name) != f.default
        }

    @classmethod
    def options(cls) -> list[RuleOption]:
        hints = typing.get_type_hints(cls)
        return [
            RuleOption(
                f.name,
                f.default,
                f.metadata.get("doc", ""),
                _allowed(f, hints[f.name]),
                choices=_literal_choices(_plain_type(hints[f.name])),
                kind=_plain_type(hints[f.name]),
                minimum=f.metadata.get("minimum"),
                maximum=f.metadata.get("maximum"),
                optional=_is_optional(hints[f.name]),
            )
            for f in dataclasses.fields(cls)
        ]

    def in_words(self) -> list[str]:
        """One line per option for the Rules button, in words and not code: its name, the value
        in force (and the usual one when it differs), and what it does."""
        lines = []
        english = get_language() == "en"
        for opt in self.options():
            value = getattr(self, opt.name)
            usual = (
                ""
                if value == opt.default
                else " " + _("(usually {value})").format(value=self.worded(opt.default))
            )
            name = self.worded(opt.name)
            doc = _plain(opt.doc) if english else _(opt.doc)
            line = pgettext(
                "a rule option: its name, value, usual value, help", "{name}: {value}{usual}. {doc}"
            )
            lines.append(
                line.format(
                    name=name[0].upper() + name[1:], value=self.worded(value), usual=usual, doc=doc
                )
            )
        return lines

    def worded(self, value: object) -> str:
        """An option's name or value in the current language: from :attr:`words` when listed
        there, else as :func:`_words` writes it."""
        if isinstance(value, bool):
            return _("yes") if value else _("no")
        if value is None:
            return pgettext("a rule option's value", "none")
        if isinstance(value, int):
            return written_number(value)
        if isinstance(value, str) and value in self.words:
            return _(self.words[value])
        return _words(value)

    def describe(self) -> list[str]:
        """One line per option as code (``joker = 'skip_next_turn' (default 'no_draw')``),
        marking the defaults: for tutorials that teach the options by name (the Rules button
        shows :meth:`in_words`)."""
        lines = []
        for opt in self.options():
            value = getattr(self, opt.name)
            mark = "default" if value == opt.default else f"default {opt.default!r}"
            lines.append(f"{opt.name} = {value!r} ({mark}): {opt.doc}")
        return lines


def _words(value: object) -> str:
    """An option's name or value as a learner reads it: ``skip_next_turn`` is "skip next turn",
    True "yes", None "none", 10000 "10,000"."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "none"
    if isinstance(value, int):
        return f"{value:,}"
    return str(value).replace("_", " ")


def _plain(doc: str) -> str:
    """An option's sentence without code: ``failed_bid='minus_bid'`` and ``'untouchable'``
    become "failed bid minus bid" and "untouchable"; ``None`` "none"."""
    doc = re.sub(r"\b(\w+)='(\w+)'", lambda m: f"{_words(m[1])} {_words(m[2])}", doc)
    doc = re.sub(r"'(\w+)'", lambda m: f"“{_words(m[1])}”", doc)
    return re.sub(r"\bNone\b", "none", doc)


def _allowed(f: dataclasses.Field[Any], hint: Any) -> str:
    """What an option takes, as an error says it: its values, or the kind and range of number."""
    either = pgettext("between the values an option allows", " or ")
    choices = _literal_choices(hint)
    if choices is not None:
        return either.join(repr(c) for c in choices)
    base = _plain_type(hint)
    low, high = f.metadata.get("minimum"), f.metadata.get("maximum")
    text = base.__name__ if isinstance(base, type) else str(base)
    if base is int and (low is not None or high is not None):
        if low is not None and high is not None:
            text = _("a whole number from {low} to {high}").format(low=low, high=high)
        elif low is not None:
            text = _("a whole number of at least {low}").format(low=low)
        else:
            text = _("a whole number of at most {high}").format(high=high)
    elif base is bool:
        text = either.join(("True", "False"))
    if _is_optional(hint):
        text = either.join((text, "None"))
    return text


def _literal_choices(hint: Any) -> tuple[Any, ...] | None:
    return get_args(hint) if get_origin(hint) is Literal else None


def _is_optional(hint: Any) -> bool:
    return get_origin(hint) in (typing.Union, types.UnionType) and type(None) in get_args(hint)


def _plain_type(hint: Any) -> Any:
    if get_origin(hint) in (typing.Union, types.UnionType):
        rest = [a for a in get_args(hint) if a is not type(None)]
        return rest[0] if len(rest) == 1 else hint
    return hint


def _check_value(owner: str, f: dataclasses.Field[Any], hint: Any, value: Any) -> None:
    allowed = _allowed(f, hint)
    problem = _("{owner}: {name}={value} is not allowed; {name} takes {allowed}.").format(
        owner=owner, name=f.name, value=quoted(value), allowed=allowed
    )
    if value is None:
        if not _is_optional(hint):
            raise RulesError(problem)
        return
    choices = _literal_choices(_plain_type(hint))
    if choices is not None:
        # `True == 1`, so compare types too: ace_draw=True is a mistake, not a 1.
        if not any(value == c and type(value) is type(c) for c in choices):
            raise RulesError(problem)
        return
    base = _plain_type(hint)
    if base is bool:
        if not isinstance(value, bool):
            raise RulesError(problem)
        return
    if base is int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise RulesError(problem)
        low, high = f.metadata.get("minimum"), f.metadata.get("maximum")
        if (low is not None and value < low) or (high is not None and value > high):
            raise RulesError(problem)
        return
    if isinstance(base, type) and not isinstance(value, base):
        raise RulesError(problem)

"""Deal codes: a teacher reads out a short code, and every student's screen gets the same deal. A
code holds a game, its rules and a seed, from which the engine draws every chance event;
``deal_code(game, seed=42)`` is a code such as ``'HJA0-12R'``, and :func:`read_deal_code` gives
back the same game, rules and seed, whatever case, dashes or look-alike letters it is typed with.
How a code is written and why it stays valid: :doc:`/docs/design/deal-codes`."""

from __future__ import annotations

import dataclasses
import secrets
from typing import Any, Final

from cardwidgets.engine.errors import DealCodeError, RulesError, UnknownGameError, quoted
from cardwidgets.engine.game import Game, State
from cardwidgets.engine.registry import game_class, game_for_letter, make
from cardwidgets.engine.rules import RuleOption

#: Crockford's base 32: a character's value is its place here.
ALPHABET: Final = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
#: Characters people write for others: O for 0, I and L for 1.
_READS_AS: Final = {"O": "0", "I": "1", "L": "1"}
#: The check is a weighted sum modulo this prime (it fits in two characters: 1021 < 32 * 32).
#: The longest text read as a deal code: a code with every rule option changed is far shorter,
#: and reading is then quick whatever is typed or sent.
MAX_CODE_CHARACTERS: Final = 120
_CHECK_MODULUS: Final = 1021
_CHECK_LENGTH: Final = 2
#: Seeds drawn for a code without one stay below this, so the code stays short (6 characters).
DRAWN_SEEDS: Final = 4096
_GROUP: Final = 4
_MORE: Final = 16  # the fifth bit of a character: the number goes on


@dataclasses.dataclass(frozen=True)
class Deal:
    """What a deal code names: a game with its rules, and the seed of its chance events."""

    game: Game[Any, Any]
    seed: int

    @property
    def code(self) -> str:
        return deal_code(self.game, self.seed)

    def new_state(self, names: list[str] | tuple[str, ...] | None = None) -> State:
        """The game at its start, before the first shuffle: the same on every screen."""
        state: State = self.game.new_state(self.seed, names)
        return state

    def __repr__(self) -> str:
        return f"Deal({self.game!r}, seed={self.seed})"


def deal_code(
    game: str | Game[Any, Any],
    seed: int | None = None,
    *,
    variant: str | None = None,
    **rules: Any,
) -> str:
    """The code of ``game`` (a name, with a named ``variant`` and rule options as in
    :func:`~cardwidgets.engine.registry.make`, or a Game) dealt from ``seed``.

    Without a seed one is drawn below :data:`DRAWN_SEEDS`, so the code stays short.
    """
    if isinstance(game, Game):
        if variant is not None or rules:
            raise RulesError("Give either a Game or a game's name with its rules, not both.")
    else:
        game = make(game, variant, **rules)
    if seed is None:
        seed = secrets.randbelow(DRAWN_SEEDS)
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise RulesError(f"A seed is a whole number of 0 or more, not {seed!r}.")
    letter = game.info.deal_letter
    numbers = [seed]
    defaults = type(game.rules)()
    for place, option in enumerate(game.rules.options()):
        value = getattr(game.rules, option.name)
        if value != getattr(defaults, option.name):
            numbers += [place, _number_of(option, value)]
    values = [ALPHABET.index(letter)]
    for number in numbers:
        values += _write_number(number)
    values += _check(values)
    text = "".join(ALPHABET[v] for v in values)
    return "-".join(text[i : i + _GROUP] for i in range(0, len(text), _GROUP))


def read_deal_code(code: str) -> Deal:
    """The deal a code names, or :class:`DealCodeError` saying what is wrong with the code."""
    if not isinstance(code, str):
        raise DealCodeError(f"A deal code is text such as 'HJA0-12R', not {quoted(code)}.")
    if len(code) > MAX_CODE_CHARACTERS:
        raise DealCodeError(
            f"{quoted(code)} is {len(code):,} characters long: deal codes are short, such as "
            f"'HJA0-12R' (at most {MAX_CODE_CHARACTERS})."
        )
    values = _values(code)
    payload, check = values[:-_CHECK_LENGTH], values[-_CHECK_LENGTH:]
    if _check(payload) != check:
        raise DealCodeError(
            f"{quoted(code)} is not a valid deal code: its last two characters are a check, and "
            "they do not match the rest, so a character is probably mistyped. Compare it with the "
            "code you were given, character by character."
        )
    deal = _deal(code, payload)
    if deal.code.replace("-", "") != "".join(ALPHABET[v] for v in values):
        raise _unreadable(code, "it is not written the way cardwidgets writes deal codes")
    return deal


def game_or_deal(name_or_code: str) -> str | Deal:
    """A game's name (returned as given) or the deal a code names.

    Text that is neither gets the error that helps most: a near miss of a game's name is told
    which game it may mean, text with digits or dashes what is wrong with it as a code, and
    other text both.
    """
    try:
        game_class(name_or_code)
    except UnknownGameError as not_a_game:
        text = name_or_code.strip().upper() if isinstance(name_or_code, str) else ""
        if not_a_game.suggestion is not None or not text or not _spelled_like_a_code(text):
            raise
        try:
            return read_deal_code(name_or_code)
        except DealCodeError as not_a_code:
            if any(c.isdigit() or c == "-" for c in text):
                raise
            raise DealCodeError(f"{not_a_game} Nor is it a deal code: {not_a_code}") from None
    return name_or_code


# ---------------------------------------------------------------------- writing
def _number_of(option: RuleOption, value: Any) -> int:
    """A rule option's value as a whole number of 0 or more."""
    if option.optional:
        return 0 if value is None else 1 + _number_of(_required(option), value)
    if option.choices is not None:
        return next(
            i for i, c in enumerate(option.choices) if c == value and type(c) is type(value)
        )
    if option.kind is bool:
        return int(value)
    if option.kind is int:
        if option.minimum is not None:
            return int(value) - option.minimum
        number = int(value)
        return 2 * number if number >= 0 else -2 * number - 1  # 0, -1, 1, -2, ... as 0, 1, 2, 3
    raise DealCodeError(
        f"The rule option {option.name} ({option.allowed}) cannot be written in a deal code: "
        "deal codes hold choices, flags and whole numbers."
    )


def _value_of(option: RuleOption, number: int) -> Any:
    """The inverse of :func:`_number_of`; None where no value has that number."""
    if option.optional:
        return None if number == 0 else _value_of(_required(option), number - 1)
    if option.choices is not None:
        return option.choices[number] if number < len(option.choices) else None
    if option.kind is bool:
        return bool(number) if number <= 1 else None
    if option.minimum is not None:
        return option.minimum + number
    return number // 2 if number % 2 == 0 else -(number + 1) // 2


def _required(option: RuleOption) -> RuleOption:
    """The option without None, for the value that follows it."""
    return dataclasses.replace(option, optional=False)


def _write_number(number: int) -> list[int]:
    groups = [number & 15]
    while number > 15:
        number >>= 4
        groups.append(number & 15)
    groups.reverse()
    return [group | _MORE for group in groups[:-1]] + groups[-1:]


def _check(values: list[int]) -> list[int]:
    total = sum(place * value for place, value in enumerate(values, start=1)) % _CHECK_MODULUS
    return [total // len(ALPHABET), total % len(ALPHABET)]


# ---------------------------------------------------------------------- reading
def _spelled_like_a_code(text: str) -> bool:
    return all(c in ALPHABET or c in _READS_AS or c in "- " for c in text)


def _values(code: str) -> list[int]:
    """The characters' values, after forgiving case, dashes, spaces and O, I, L."""
    values = []
    for character in code.upper():
        if character in "- \t\n":
            continue
        character = _READS_AS.get(character, character)
        if character not in ALPHABET:
            raise DealCodeError(
                f"{quoted(code)} is not a deal code: {character!r} is never used in one. Deal "
                "codes are digits and letters (no U), such as 'HJA0-12R'."
            )
        values.append(ALPHABET.index(character))
    if len(values) < 2 + _CHECK_LENGTH:
        raise DealCodeError(
            f"{quoted(code)} is too short for a deal code: they have at least "
            f"{2 + _CHECK_LENGTH} letters and digits, such as 'HJA0-12R'."
        )
    return values


def _deal(code: str, payload: list[int]) -> Deal:
    """The deal a payload whose check matched names (a code from a newer version may not)."""
    letter = ALPHABET[payload[0]]
    name = game_for_letter(letter)
    if name is None:
        raise _unreadable(code, f"no game's codes start with {letter!r}")
    cls = game_class(name)
    numbers = _read_numbers(code, payload[1:])
    seed, pairs = numbers[0], numbers[1:]
    if len(pairs) % 2:
        raise _unreadable(code, "a rule option has no value")
    options = cls.rules_class.options()
    chosen: dict[str, Any] = {}
    for place, number in zip(pairs[::2], pairs[1::2], strict=True):
        if place >= len(options):
            raise _unreadable(code, f"{cls.title} has no rule option number {place}")
        option = options[place]
        value = _value_of(option, number)
        if value is None and not option.optional:
            raise _unreadable(code, f"{option.name} has no value number {number}")
        chosen[option.name] = value
    try:
        return Deal(cls(**chosen), seed)
    except RulesError as error:
        raise _unreadable(code, str(error)) from None


def _read_numbers(code: str, values: list[int]) -> list[int]:
    """Each number's groups of four bits, read as hexadecimal text in one conversion: linear
    in the code's length (adding a group at a time to a growing number is quadratic)."""
    numbers: list[int] = []
    digits: list[str] = []
    for value in values:
        digits.append(_HEX[value & 15])
        if not value & _MORE:
            numbers.append(int("".join(digits), 16))
            digits = []
    if not numbers or values[-1] & _MORE:
        raise _unreadable(code, "it is cut short")
    return numbers


_HEX: Final = "0123456789abcdef"


def _unreadable(code: str, why: str) -> DealCodeError:
    return DealCodeError(
        f"{quoted(code)} is not a deal code this version of cardwidgets can read: {why}. It may "
        "come from a newer version; otherwise ask for the code again."
    )

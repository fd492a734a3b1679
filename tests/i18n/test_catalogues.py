"""The catalogues are complete and current: every wrapped string of the code is in the French
and Russian catalogues, translated, not fuzzy, with the same ``{fields}`` as its English and
as many plural forms as the language has, and each ``.mo`` is compiled from its ``.po``."""

from __future__ import annotations

from babel.messages.catalog import Message

from cardwidgets.i18n import LANGUAGES, translations
from tools.i18n import LANGUAGES as TRANSLATED
from tools.i18n import check, count, problems_of


def test_the_french_and_russian_catalogues_are_complete_and_compiled():
    problems = check()
    assert not problems, "\n".join(problems)


def test_every_language_but_english_has_a_catalogue():
    assert set(LANGUAGES) == {"en", *TRANSLATED}
    for language in TRANSLATED:
        assert count(language) > 200
        assert translations(language).gettext("Half and Half") != "Half and Half"


def test_an_entry_left_untranslated_is_caught():
    assert problems_of(Message("{name} passes."), plurals=2) == [
        "'{name} passes.' is not translated"
    ]


def test_a_fuzzy_entry_is_caught():
    message = Message("{name} passes.", "{name} passe.", flags=["fuzzy"])
    assert problems_of(message, plurals=2) == [
        "'{name} passes.' is fuzzy: check it and remove the flag"
    ]


def test_a_translation_with_other_fields_than_its_english_is_caught():
    (problem,) = problems_of(Message("{name} passes.", "{nom} passe."), plurals=2)
    assert "fills in ['nom'], the English ['name']" in problem


def test_a_plural_entry_needs_every_form_of_the_language():
    russian = Message(("{n} trick", "{n} tricks"), ("{n} взятка", "{n} взятки"))
    assert problems_of(russian, plurals=3) == [
        "('{n} trick', '{n} tricks') has 2 plural forms, the language has 3"
    ]

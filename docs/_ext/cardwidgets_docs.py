"""The parts of the documentation site made from the package on each build, and its link check.

A page per shipped game (``docs/games/<name>.md``, and their index: its rules in words, its
options and variants as the code declares them, its picture, its lessons) and a replay of one
seeded game of each, the table's own Save replay file, so a reader sees a game move with no
Python. Both come from the game registry, so they cannot drift from the code; neither is kept
in git.
After the build every local link and picture of every page is followed: a page or anchor that
is not there is a warning, which ``make docs`` (warnings as errors) fails on.
"""

from __future__ import annotations

import html.parser
import importlib
import inspect
import posixpath
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from docutils import nodes
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.transforms.post_transforms import SphinxPostTransform
from sphinx.util import logging
from sphinx.util.nodes import make_refnode

import cardwidgets
from cardwidgets.engine.registry import game_class, game_names

logger = logging.getLogger(__name__)

DOCS = Path(__file__).resolve().parents[1]
ROOT = DOCS.parent
GAME_PAGES = DOCS / "games"
#: The seed of each game's replay: any seed deals a whole game; this one is the site's.
REPLAY_SEED = 1


def shipped_games() -> list[str]:
    """The games this package ships (not others a package installed alongside publishes), in
    the start page's order (simplest first)."""
    shipped = [n for n in game_names() if game_class(n).__module__.startswith("cardwidgets.games.")]

    def place(name: str) -> tuple[int, str]:
        showcase = game_class(name).info.showcase
        return (showcase.place if showcase else len(shipped), name)

    return sorted(shipped, key=place)


GAMES_INDEX = """# The games

One page per game: what it is, its options and variants as the code declares them, the
picture of its table, a game to watch in the browser, and its lessons. The pages are written
from the game registry on every build, so they say what the code does.

```{toctree}
:maxdepth: 1

"""


def lessons_of(name: str) -> list[Path]:
    """A game's lessons, ``tutorials/<name or alias>_*.ipynb``, the rules first (as the start
    page lists them)."""
    names = (name, *game_class(name).aliases)
    found = {path for n in names for path in (ROOT / "tutorials").glob(f"{n}_*.ipynb")}
    return sorted(found, key=lambda path: ("rules" not in path.stem, path.name))


def cell(text: object) -> str:
    """Text for a Markdown table cell."""
    return str(text).replace("|", "\\|").replace("\n", " ")


def game_page(name: str) -> str:
    """The Markdown of one game's page."""
    game = cardwidgets.make(name)
    cls = type(game)
    info = cls.info
    rules = type(game.rules)
    players = (
        f"{info.min_players}"
        if info.min_players == info.max_players
        else f"{info.min_players} to {info.max_players}"
    )
    lines = [
        f"# {game.title}",
        "",
        f"![A table of {game.title}](../../notebooks/pictures/{name}.svg)",
        "",
        game.rules_summary(),
        "",
        f'**Players**: {players}. **In code**: `cardwidgets.play("{name}")` opens a table, '
        f'`cardwidgets.make("{name}")` is the game without one'
        + (f" (also known as {', '.join(f'`{a}`' for a in cls.aliases)})." if cls.aliases else "."),
        f"**Play it in Jupyter**: [the play notebook](../../notebooks/{name}.ipynb).",
        "",
    ]
    lessons = lessons_of(name)
    guide = ROOT / "tutorials" / "teachers" / f"{name}.md"
    if lessons or guide.exists():
        lines += ["## Lessons", ""]
        for lesson in lessons:
            lines.append(f"- [{lesson.name}](../../tutorials/{lesson.name})")
        if guide.exists():
            lines.append(f"- [The teacher's guide](../../tutorials/teachers/{name}.md)")
        lines.append("")
    lines += [
        "## Watch a game",
        "",
        f"One game with seed {REPLAY_SEED}, every card shown, played by the game's bots: the "
        "table's own *Save replay* file, which runs in the browser with no Python. It opens at "
        "the end of the game: drag the slider back to the start and press Play, or step with "
        "Back and Forward.",
        "",
        f'<iframe class="cw-replay" src="../../replays/{name}.html" '
        f'title="A replay of {game.title}" loading="lazy"></iframe>',
        "",
        f"[Open the replay on its own page](../../replays/{name}.html){{.external}}",
        "",
        "## Options",
        "",
        f'Each is a keyword of `cardwidgets.make("{name}", ...)` and `cardwidgets.play`; a '
        "value that is not allowed is refused with an error that lists what is.",
        "",
        "| option | default | allowed | what it does |",
        "|---|---|---|---|",
    ]
    for option in rules.options():
        lines.append(
            f"| `{option.name}` | `{option.default!r}` | {cell(option.allowed)} | "
            f"{cell(option.doc)} |"
        )
    lines.append("")
    if rules.variants:
        lines += [
            "## Variants",
            "",
            f'A variant is a named set of options: `cardwidgets.make("{name}", '
            'variant="...")`, and more options may be given beside it.',
            "",
            "| variant | options |",
            "|---|---|",
        ]
        for variant, values in rules.variants.items():
            options = ", ".join(f"`{k}={v!r}`" for k, v in values.items())
            lines.append(f"| `{variant}` | {options} |")
        lines.append("")
    return "\n".join(lines)


def write_if_changed(path: Path, text: str) -> None:
    """Write ``text`` unless the file already holds it (an unchanged page is not read again)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")


def write_replay(name: str, target: Path) -> None:
    """One whole seeded game of ``name`` (its first hand where it has several), saved as the
    table's Save replay file does it, every card shown."""
    options = {o.name for o in type(cardwidgets.make(name).rules).options()}
    table = cardwidgets.play(
        name, seed=REPLAY_SEED, mode="all", **({"max_hands": 1} if "max_hands" in options else {})
    )
    while not table.state.is_terminal:
        table.step(100)
    target.parent.mkdir(parents=True, exist_ok=True)
    table.export_html(target, seat="all")


def make_pages(app: Sphinx, config: Config) -> None:
    """Before the pages are read: the game pages, and the replays written into the site."""
    games = shipped_games()
    write_if_changed(GAME_PAGES / "index.md", GAMES_INDEX + "\n".join(games) + "\n```\n")
    for name in games:
        write_if_changed(GAME_PAGES / f"{name}.md", game_page(name))
        write_replay(name, Path(app.outdir) / "replays" / f"{name}.html")


# ---------------------------------------------------------------------- links to folders
def source_address() -> str:
    """The repository's address, as the launch links have it (``[tool.cardwidgets]``)."""
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    found = re.search(r'^Source = "(https://[^"]+)"$', pyproject, re.M)
    if found is None:
        raise RuntimeError("pyproject.toml names no Source address under [tool.cardwidgets]")
    return found.group(1)


class FolderLinks(SphinxPostTransform):
    """A page's link to a folder of the repository (``../examples/higher_lower/``), which is
    no page of the site, goes to that folder in the repository, as it does on GitHub. (Links to
    a file the site lacks are MyST's downloads; to no file at all, a warning.)"""

    default_priority = 8  # before MyST resolves its references (9)

    def run(self, **kwargs: Any) -> None:
        for node in list(self.document.findall(addnodes.pending_xref)):
            if node["reftype"] != "myst" or node["refdomain"] is not None:
                continue
            page = Path(self.env.doc2path(node["refdoc"]))
            folder = (page.parent / node["reftarget"]).resolve()
            if not folder.is_dir() or not folder.is_relative_to(ROOT):
                continue
            address = f"{source_address()}/tree/HEAD/{folder.relative_to(ROOT).as_posix()}"
            link = nodes.reference("", "", *node.children, refuri=address, internal=False)
            node.replace_self(link)


# ---------------------------------------------------------------------- short names
def where_defined(dotted: str) -> str | None:
    """The name under which a re-exported object is documented: ``cardwidgets.make`` is
    ``cardwidgets.engine.registry.make``. None if ``dotted`` names nothing importable."""
    parts = dotted.split(".")
    for split in range(len(parts), 0, -1):
        try:
            obj: Any = importlib.import_module(".".join(parts[:split]))
        except ImportError:
            continue
        owner = None
        try:
            for attribute in parts[split:]:
                owner, obj = obj, getattr(obj, attribute)
        except AttributeError:
            return None
        module, qualname = getattr(obj, "__module__", None), getattr(obj, "__qualname__", None)
        if inspect.ismodule(obj):
            return obj.__name__
        if module and qualname:
            return f"{module}.{qualname}"
        name = parts[-1]
        if inspect.isclass(owner):  # a property: named after the class that defines it
            definer = next((cls for cls in owner.__mro__ if name in vars(cls)), owner)
            return f"{definer.__module__}.{definer.__qualname__}.{name}"
        if split < len(parts):  # data: named after the module or class that holds it
            holder = where_defined(".".join(parts[:-1]))
            return f"{holder}.{name}" if holder else None
        return None
    return None


def find_by_short_name(
    app: Sphinx, env: Any, node: addnodes.pending_xref, contnode: nodes.Element
) -> nodes.reference | None:
    """A docstring's Python reference by a short name (:class:`TableWidget`,
    :meth:`Game.resample`) that Sphinx's own lookup misses: the one documented object whose
    full name ends with it, the nearest to the referring module when several do."""
    if node.get("refdomain") != "py":
        return None
    target = str(node["reftarget"]).lstrip(".~")
    domain = env.get_domain("py")
    defined = where_defined(target)
    if defined in domain.objects:
        entry = domain.objects[defined]
        return make_refnode(app.builder, node["refdoc"], entry.docname, entry.node_id, contnode)
    kinds = set(domain.objtypes_for_role(node["reftype"]) or ())
    found = {
        name: entry
        for name, entry in domain.objects.items()
        if (name == target or name.endswith("." + target))
        and not entry.aliased
        and (not kinds or entry.objtype in kinds)
    }
    if not found:
        return None
    here = str(node.get("py:module") or "")

    def nearness(name: str) -> int:
        return len(posixpath.commonprefix([name.split("."), here.split(".")]))

    best = max(nearness(name) for name in found)
    nearest = [name for name in found if nearness(name) == best]
    if len(nearest) != 1:
        return None
    entry = found[nearest[0]]
    return make_refnode(
        app.builder, node["refdoc"], entry.docname, entry.node_id, contnode, nearest[0]
    )


# ---------------------------------------------------------------------- worksheets
def writing_lines(app: Sphinx, docname: str, source: list[str]) -> None:
    """A worksheet's lines to write on (rows of underscores, a rule each in Markdown) are drawn
    as lines on the page instead of as rules, which Markdown may not put side by side."""
    if docname.startswith("tutorials/teachers/"):
        source[0] = re.sub(
            r"^_{10,}$", '<div class="cw-writing-line"></div>', source[0], flags=re.M
        )


# ---------------------------------------------------------------------- the link check
@dataclass
class _Links(html.parser.HTMLParser):
    """The ids a page defines and the local addresses it points at."""

    ids: set[str] = field(default_factory=set)
    targets: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        super().__init__()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        for key in ("id", "name"):
            if values.get(key) and (key == "id" or tag == "a"):
                self.ids.add(str(values[key]))
        for key in ("href", "src"):
            address = values.get(key)
            if address:
                self.targets.append(address)


def _read(page: Path) -> _Links:
    links = _Links()
    links.feed(page.read_text(encoding="utf-8"))
    return links


def check_links(app: Sphinx, exception: Exception | None) -> None:
    """Every local link and picture of every built page reaches a file, and every ``#anchor``
    an id in it."""
    if exception is not None or app.builder.format != "html":
        return
    outdir = Path(app.outdir)
    pages = {page: _read(page) for page in sorted(outdir.rglob("*.html"))}
    broken = 0
    for page, links in pages.items():
        for address in links.targets:
            parts = urlsplit(address)
            if parts.scheme or parts.netloc or address.startswith(("data:", "javascript:")):
                continue
            path = unquote(parts.path)
            target = page if not path else Path(posixpath.normpath(page.parent / path))
            if target.is_dir():
                target = target / "index.html"
            if not target.is_file():
                broken += 1
                logger.warning(
                    "%s links to %s, which the site does not have",
                    page.relative_to(outdir),
                    address,
                    type="cardwidgets",
                    subtype="link",
                )
            elif parts.fragment and target.suffix == ".html":
                ids = pages[target].ids if target in pages else _read(target).ids
                if unquote(parts.fragment) not in ids:
                    broken += 1
                    logger.warning(
                        "%s links to %s, an anchor that page does not have",
                        page.relative_to(outdir),
                        address,
                        type="cardwidgets",
                        subtype="link",
                    )
    logger.info("link check: %d pages, %d broken local links", len(pages), broken)


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("config-inited", make_pages)
    app.add_post_transform(FolderLinks)
    app.connect("missing-reference", find_by_short_name)
    app.connect("source-read", writing_lines)
    app.connect("build-finished", check_links)
    return {"parallel_read_safe": True, "parallel_write_safe": True}

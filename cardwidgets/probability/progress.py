"""A progress bar for long simulations: an ipywidgets bar in a notebook, a text line elsewhere, so a
class waiting on ten million games sees that something is happening
(:doc:`/docs/design/probability`)."""

from __future__ import annotations

import sys
from types import TracebackType
from typing import Any, Final

from cardwidgets.i18n import _, pgettext
from cardwidgets.i18n.words import written_number

#: Runs of at least this many samples show progress unless the caller says otherwise.
LONG_RUN: Final = 10_000_000


def in_notebook() -> bool:
    """True inside a Jupyter kernel, where widgets can be shown."""
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    return shell is not None and getattr(shell, "kernel", None) is not None


class Progress:
    """A progress bar for a long run: ``with Progress(total, "Simulating") as bar:``, then
    ``bar.update(done)`` as the samples finish.

    ``enabled=None`` shows the bar only for long runs (``LONG_RUN`` samples or more), so short
    runs in lessons print nothing but their answer.
    """

    def __init__(self, total: int, label: str, enabled: bool | None = None) -> None:
        self.total = total
        self.label = label
        self.enabled = total >= LONG_RUN if enabled is None else enabled
        self._widgets: tuple[Any, Any] | None = None
        #: Updates are shown once per hundredth of the run (and at its end): a bar updated at
        #: every one of 5,000 games floods the page with widget messages and slows the run.
        self._every = max(1, total // 100)
        self._shown = -1

    def __enter__(self) -> Progress:
        if self.enabled and in_notebook():
            import ipywidgets
            from IPython.display import display

            bar = ipywidgets.IntProgress(value=0, max=self.total, description=_(self.label))
            note = ipywidgets.Label(value=self._done_words(0))
            self._widgets = (bar, note)
            display(ipywidgets.HBox([bar, note]))  # type: ignore[no-untyped-call]
        return self

    def update(self, done: int) -> None:
        """Show that ``done`` of the ``total`` samples are finished."""
        if not self.enabled:
            return
        hundredth = done // self._every
        if hundredth == self._shown and done < self.total:
            return
        self._shown = hundredth
        if self._widgets is not None:
            bar, note = self._widgets
            bar.value = done
            note.value = self._done_words(done)
        else:
            share = done / self.total if self.total else 1.0
            whole = written_number(1.0, 0, percent=True)  # the width kept, so the line is still
            line = pgettext("a long run's progress line", "{label}: {share} ({done})").format(
                label=_(self.label),
                share=written_number(share, 0, percent=True).rjust(len(whole)),
                done=self._done_words(done),
            )
            sys.stderr.write(f"\r{line}")
            sys.stderr.flush()

    def _done_words(self, done: int) -> str:
        return pgettext("a long run's progress", "{done} of {total}").format(
            done=written_number(done), total=written_number(self.total)
        )

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        if not self.enabled:
            return
        if self._widgets is not None:
            self._widgets[0].bar_style = "danger" if kind else "success"
        else:
            sys.stderr.write("\n")
            sys.stderr.flush()

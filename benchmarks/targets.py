"""The speed targets of issues 28 and 35, each judged from a figure the same `make bench` run
measured: met, or missed and by how much, so RESULTS.md says where the project stands without
a reader comparing numbers across its tables."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Target:
    """One target for one subject: ``measured`` against ``bound``, in ``unit``; ``at_least``
    when the figure must reach the bound (a speed), else stay under it (a time, a ratio of
    costs)."""

    what: str
    subject: str
    measured: float
    bound: float
    unit: str
    at_least: bool = False

    @property
    def met(self) -> bool:
        return self.measured >= self.bound if self.at_least else self.measured <= self.bound

    @property
    def verdict(self) -> str:
        """ "met", or how far off: "missed, 2.9 times the bound" / "missed, 0.48 of the bound"."""
        if self.met:
            return "met"
        if self.at_least:
            return f"missed: {self.measured / self.bound:.2f} of it"
        return f"missed: {self.measured / self.bound:.1f} times it"

    def row(self) -> list[str]:
        relation = "at least" if self.at_least else "at most"
        return [
            self.what,
            self.subject,
            f"{relation} {_number(self.bound)}{self.unit}",
            f"{_number(self.measured)}{self.unit}",
            self.verdict,
        ]


def _number(value: float) -> str:
    """A figure as the tables write it: whole when large, two decimals when small."""
    return f"{value:,.0f}" if abs(value) >= 20 else f"{value:.2f}"

"""Benchmarks: run with `make bench`. Figures, not tests: nothing here asserts a time."""

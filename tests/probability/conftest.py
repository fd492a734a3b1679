"""Plots in tests draw off screen, whatever machine runs them."""

import matplotlib

matplotlib.use("Agg")

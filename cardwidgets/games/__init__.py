"""The games that ship with cardwidgets, one subpackage each.

This package is the built-in provider of the ``cardwidgets.games`` entry-point group: the
registry imports each subpackage and registers the game classes it exports (see
:mod:`cardwidgets.engine.registry`). A game outside cardwidgets is found the same way.
"""

"""The games that ship with cardwidgets, one subpackage each. This package is the built-in provider
of the ``cardwidgets.games`` entry-point group, found by the registry as a game outside
cardwidgets is (:doc:`/docs/design/engine`)."""

"""``python -m cardwidgets``: the same command as ``cardwidgets``, for when scripts are not on PATH."""

import sys

from cardwidgets.cli import main

sys.exit(main())

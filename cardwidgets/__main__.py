"""``python -m cardwidgets``: the ``cardwidgets`` command, for when scripts are not on PATH."""

import sys

from cardwidgets.cli import main

sys.exit(main())

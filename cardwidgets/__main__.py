"""``python -m cardwidgets``: the ``cardwidgets`` command, for when scripts are not on PATH."""

import sys

from cardwidgets.cli import main

if __name__ == "__main__":  # importing the module (a walk of the package) runs nothing
    sys.exit(main())

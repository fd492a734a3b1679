"""``python -m cardwidgets``: the ``cardwidgets`` command, for when scripts are not on PATH."""

import sys

from cardwidgets.cli import main

# Only when run: importing the module (as the API reference's builder does) runs no command.
if __name__ == "__main__":
    sys.exit(main())

"""Entry script for the bundled app: the same ``lionheart`` command as the wheel installs."""

import sys

from lionheart_qt.app import main

if __name__ == "__main__":
    sys.exit(main())

"""``python -m slu_node.cli`` = the ``slu`` command."""

import sys

from slu_node.cli import main

sys.exit(main())

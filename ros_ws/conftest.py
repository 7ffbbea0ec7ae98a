"""Keep pytest out of ``src/``: ``src/slu_node`` is a symlink to the repository root (for colcon), and
following it would collect every test again, recursively. The tests live in ``<repo>/tests``."""

collect_ignore = ["src"]

"""Self-contained HTML evaluation reports built from run logs (see :mod:`slu_node.report.html`)."""

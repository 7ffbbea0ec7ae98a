"""Test double of rclpy loggers; every record goes to :data:`RECORDS` as (level, logger name, text)."""

from __future__ import annotations

RECORDS: list = []


class RcutilsLogger:
    def __init__(self, name: str):
        self.name = name

    def _log(self, level, msg, **_kw):
        RECORDS.append((level, self.name, str(msg)))
        return True

    def debug(self, msg, **kw):
        return self._log("DEBUG", msg, **kw)

    def info(self, msg, **kw):
        return self._log("INFO", msg, **kw)

    def warning(self, msg, **kw):
        return self._log("WARN", msg, **kw)

    warn = warning

    def error(self, msg, **kw):
        return self._log("ERROR", msg, **kw)

    def fatal(self, msg, **kw):
        return self._log("FATAL", msg, **kw)

    def get_child(self, name):
        return RcutilsLogger(f"{self.name}.{name}")


def get_logger(name: str) -> RcutilsLogger:
    return RcutilsLogger(name)

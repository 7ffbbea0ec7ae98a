"""Test double of rclpy.task.Future."""


class Future:
    def __init__(self):
        self._done = False
        self._result = None
        self._callbacks = []

    def done(self) -> bool:
        return self._done

    def result(self):
        return self._result

    def set_result(self, result) -> None:
        self._result, self._done = result, True
        for cb in self._callbacks:
            cb(self)

    def add_done_callback(self, cb) -> None:
        self._callbacks.append(cb)

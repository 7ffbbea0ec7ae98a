"""Test double of rclpy.node.Node."""

from __future__ import annotations

import collections
import time as _time

from rclpy import graph
from rclpy.exceptions import (
    InvalidParameterTypeException,
    InvalidParameterValueException,
    ParameterAlreadyDeclaredException,
    ParameterNotDeclaredException,
)
from rclpy.logging import RcutilsLogger
from rclpy.parameter import Parameter
from rclpy.qos import HistoryPolicy, _as_profile
from rclpy.task import Future
from rclpy.time import Clock


class Publisher:
    def __init__(self, node, msg_type, topic, qos):
        self.node, self.msg_type, self.topic, self.qos = node, msg_type, topic, qos
        self.history = collections.deque(maxlen=max(1, qos.depth))

    def publish(self, msg) -> None:
        if not isinstance(msg, self.msg_type):
            raise TypeError(f"publish() of {type(msg).__name__} on {self.topic} expects {self.msg_type.__name__}")
        self.history.append(msg)
        graph.deliver(self, msg)

    def get_subscription_count(self) -> int:
        with graph.STATE.lock:
            return sum(1 for s in graph.STATE.subscriptions if s.topic == self.topic and graph.compatible(self.qos, s.qos))

    @property
    def topic_name(self) -> str:
        return self.topic

    def destroy(self) -> None:
        self.node.destroy_publisher(self)


class Subscription:
    def __init__(self, node, msg_type, topic, callback, qos):
        self.node, self.msg_type, self.topic, self.callback, self.qos = node, msg_type, topic, callback, qos
        keep_all = qos.history == HistoryPolicy.KEEP_ALL
        self.queue = collections.deque(maxlen=None if keep_all else max(1, qos.depth))

    def enqueue(self, msg) -> None:
        self.queue.append(msg)

    @property
    def topic_name(self) -> str:
        return self.topic


class Service:
    def __init__(self, node, srv_type, name, callback):
        self.node, self.srv_type, self.name, self.callback = node, srv_type, name, callback
        self.requests = collections.deque()


class Client:
    def __init__(self, node, srv_type, name):
        self.node, self.srv_type, self.name = node, srv_type, name

    def _service(self):
        with graph.STATE.lock:
            return next((s for s in graph.STATE.services if s.name == self.name and s.srv_type is self.srv_type), None)

    def service_is_ready(self) -> bool:
        return self._service() is not None

    def wait_for_service(self, timeout_sec=None) -> bool:
        return self.service_is_ready()

    def call_async(self, request) -> Future:
        if not isinstance(request, self.srv_type.Request):
            raise TypeError("call_async() needs a Request of the client's service type")
        future = Future()
        srv = self._service()
        if srv is not None:
            srv.requests.append((request, future))
        return future


class Timer:
    def __init__(self, node, period, callback):
        self.node, self.period, self.callback = node, float(period), callback
        self.next_due = _time.monotonic() + self.period
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class Node:
    """Test double of rclpy.node.Node."""

    def __init__(self, node_name: str, *, context=None, cli_args=None, namespace=None, use_global_arguments=True,
                 enable_rosout=True, start_parameter_services=True, parameter_overrides=None,
                 allow_undeclared_parameters=False, automatically_declare_parameters_from_overrides=False):
        if not graph.STATE.ok:
            raise RuntimeError("rclpy.init() has not been called (test double)")
        self._name = node_name
        self._namespace = namespace or "/"
        self._overrides = {p.name: p for p in (parameter_overrides or [])}
        self._parameters: dict[str, Parameter] = {}
        self._descriptors: dict = {}
        self.publishers, self.subscriptions, self.services, self.clients, self.timers = [], [], [], [], []
        self._logger = RcutilsLogger(node_name)
        self._clock = Clock()
        if automatically_declare_parameters_from_overrides:
            for p in self._overrides.values():
                self._parameters[p.name] = p

    # names, logger, clock
    def get_name(self) -> str:
        return self._name

    def get_namespace(self) -> str:
        return self._namespace

    def get_fully_qualified_name(self) -> str:
        return self._namespace.rstrip("/") + "/" + self._name

    def get_logger(self) -> RcutilsLogger:
        return self._logger

    def get_clock(self) -> Clock:
        return self._clock

    def resolve_topic_name(self, topic: str, *, only_expand=False) -> str:
        return graph.resolve(topic, self._name, self._namespace)

    # parameters
    def declare_parameter(self, name: str, value=None, descriptor=None, ignore_override=False) -> Parameter:
        if name in self._parameters:
            raise ParameterAlreadyDeclaredException(name)
        if name in self._overrides and not ignore_override:
            over = self._overrides[name].value
            if value is not None and Parameter.Type.from_parameter_value(over) != Parameter.Type.from_parameter_value(value) \
                    and not (descriptor is not None and descriptor.dynamic_typing):
                raise InvalidParameterTypeException(f"{name}: {over!r} does not have the type of {value!r}")
            value = over
        if descriptor is not None:
            self._check_range(name, value, descriptor)
            self._descriptors[name] = descriptor
        param = Parameter(name, value=value)
        self._parameters[name] = param
        return param

    @staticmethod
    def _check_range(name, value, d) -> None:
        for rng in list(d.floating_point_range) + list(d.integer_range):
            if not rng.from_value <= value <= rng.to_value:
                raise InvalidParameterValueException(
                    f"{name}={value!r} outside [{rng.from_value}, {rng.to_value}]")

    def get_parameter(self, name: str) -> Parameter:
        if name not in self._parameters:
            raise ParameterNotDeclaredException(name)
        return self._parameters[name]

    def has_parameter(self, name: str) -> bool:
        return name in self._parameters

    def describe_parameter(self, name: str):
        return self._descriptors[name]

    # entities
    def create_publisher(self, msg_type, topic: str, qos_profile, **_kw) -> Publisher:
        pub = Publisher(self, msg_type, self.resolve_topic_name(topic), _as_profile(qos_profile))
        self.publishers.append(pub)
        with graph.STATE.lock:
            graph.STATE.publishers.append(pub)
        return pub

    def create_subscription(self, msg_type, topic: str, callback, qos_profile, **_kw) -> Subscription:
        sub = Subscription(self, msg_type, self.resolve_topic_name(topic), callback, _as_profile(qos_profile))
        self.subscriptions.append(sub)
        with graph.STATE.lock:
            graph.STATE.subscriptions.append(sub)
        graph.late_join(sub)
        return sub

    def create_service(self, srv_type, srv_name: str, callback, **_kw) -> Service:
        srv = Service(self, srv_type, self.resolve_topic_name(srv_name), callback)
        self.services.append(srv)
        with graph.STATE.lock:
            graph.STATE.services.append(srv)
        return srv

    def create_client(self, srv_type, srv_name: str, **_kw) -> Client:
        client = Client(self, srv_type, self.resolve_topic_name(srv_name))
        self.clients.append(client)
        return client

    def create_timer(self, timer_period_sec: float, callback, **_kw) -> Timer:
        timer = Timer(self, timer_period_sec, callback)
        self.timers.append(timer)
        return timer

    def _remove(self, own: list, shared: list, entity) -> bool:
        with graph.STATE.lock:
            if entity in own:
                own.remove(entity)
            if entity in shared:
                shared.remove(entity)
                return True
        return False

    def destroy_publisher(self, pub) -> bool:
        return self._remove(self.publishers, graph.STATE.publishers, pub)

    def destroy_subscription(self, sub) -> bool:
        return self._remove(self.subscriptions, graph.STATE.subscriptions, sub)

    def destroy_service(self, srv) -> bool:
        return self._remove(self.services, graph.STATE.services, srv)

    def destroy_timer(self, timer) -> bool:
        timer.cancel()
        if timer in self.timers:
            self.timers.remove(timer)
        return True

    def destroy_node(self) -> None:
        for pub in list(self.publishers):
            self.destroy_publisher(pub)
        for sub in list(self.subscriptions):
            self.destroy_subscription(sub)
        for srv in list(self.services):
            self.destroy_service(srv)
        for t in list(self.timers):
            self.destroy_timer(t)

    # used by the executor: one ready callback, or False
    def _run_one(self) -> bool:
        for sub in list(self.subscriptions):
            if sub.queue:
                sub.callback(sub.queue.popleft())
                return True
        for srv in list(self.services):
            if srv.requests:
                request, future = srv.requests.popleft()
                future.set_result(srv.callback(request, srv.srv_type.Response()))
                return True
        now = _time.monotonic()
        for timer in list(self.timers):
            if not timer.cancelled and now >= timer.next_due:
                timer.next_due = now + timer.period
                timer.callback()
                return True
        return False

    def _next_timer(self) -> float:
        due = [t.next_due for t in self.timers if not t.cancelled]
        return min(due) if due else float("inf")

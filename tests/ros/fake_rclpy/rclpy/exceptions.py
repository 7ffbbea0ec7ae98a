"""Test double of rclpy.exceptions."""


class ParameterException(Exception):
    pass


class ParameterNotDeclaredException(ParameterException):
    pass


class ParameterAlreadyDeclaredException(ParameterException):
    pass


class InvalidParameterValueException(ParameterException):
    pass


class InvalidParameterTypeException(ParameterException):
    pass

"""The ROS 2 face of slu_node.

Importing this package imports no ROS module: :mod:`slu_node.ros.names` (topic names, QoS choices) and
:mod:`slu_node.ros.messages` (core types ⇄ messages, audio decoding) are plain Python, shared with
:mod:`slu_node.bag`. The node modules (:mod:`~slu_node.ros.mic_node`, :mod:`~slu_node.ros.asr_node`,
:mod:`~slu_node.ros.slu_parser_node`) and :mod:`~slu_node.ros.common` import ``rclpy``.
"""

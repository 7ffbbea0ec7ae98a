"""ROS 2 bags without ROS (rosbags 0.11): record WAV files into bags, replay bags through the pipeline, score.

- :mod:`slu_node.bag.typestore`: the message types (``slu_interfaces`` from the package's own ``.msg``
  files, ``audio_common_msgs``) registered in a rosbags typestore.
- :mod:`slu_node.bag.record`: ``slu bag record-wav``.
- :mod:`slu_node.bag.replay`: ``slu bag replay``.
- :mod:`slu_node.bag.score`: ``slu bag score``.
"""

"""Replay a recorded bag (audio_common_msgs audio) into slu_node, optionally recording the results.

    ros2 launch slu_node replay.launch.py bag:=samples/cooking_session.bag
    ros2 launch slu_node replay.launch.py bag:=in.bag record:=/tmp/results.bag rate:=2.0

The bag's /audio_info is republished latched (its offered QoS is stored in the bag). Without ROS, the
same replay runs as ``slu bag replay BAG --out OUT_BAG`` (docs/ros.md).
"""

import os

from ament_index_python.packages import get_package_share_directory
from launch import LaunchDescription
from launch.actions import DeclareLaunchArgument, ExecuteProcess, TimerAction
from launch.conditions import IfCondition
from launch.substitutions import LaunchConfiguration, PythonExpression
from launch_ros.actions import Node


def generate_launch_description():
    share = get_package_share_directory("slu_node")
    record = LaunchConfiguration("record")
    return LaunchDescription([
        DeclareLaunchArgument("bag", description="bag directory to play"),
        DeclareLaunchArgument("rate", default_value="1.0"),
        DeclareLaunchArgument("record", default_value="", description="if set, record the results to this bag"),
        DeclareLaunchArgument("params_file", default_value=os.path.join(share, "config", "slu_node.yaml")),
        DeclareLaunchArgument("domain_dir", default_value=""),
        Node(package="slu_node", executable="slu_parser_node", name="slu_node", output="screen",
             parameters=[LaunchConfiguration("params_file"), {"domain_dir": LaunchConfiguration("domain_dir")}]),
        ExecuteProcess(
            cmd=["ros2", "bag", "record", "-o", record, "/speech/transcript", "/robot/command",
                 "/robot/clarification"],
            output="screen", condition=IfCondition(PythonExpression(["'", record, "' != ''"]))),
        # give the node time to load its models before the audio starts
        TimerAction(period=5.0, actions=[ExecuteProcess(
            cmd=["ros2", "bag", "play", LaunchConfiguration("bag"), "--rate", LaunchConfiguration("rate")],
            output="screen")]),
    ])

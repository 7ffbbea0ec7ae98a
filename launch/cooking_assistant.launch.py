"""Microphone → slu_node → robot/command + robot/clarification.

    ros2 launch slu_node cooking_assistant.launch.py                       # default microphone
    ros2 launch slu_node cooking_assistant.launch.py wav_file:=/path/a.wav # play a recording instead
    ros2 launch slu_node cooking_assistant.launch.py use_mic:=false        # audio from another driver
    ros2 launch slu_node cooking_assistant.launch.py split:=true           # asr_node + slu_node(input=transcript)
"""

import os

from ament_index_python.packages import get_package_share_directory
from launch import LaunchDescription
from launch.actions import DeclareLaunchArgument
from launch.conditions import IfCondition, UnlessCondition
from launch.substitutions import LaunchConfiguration
from launch_ros.actions import Node


def generate_launch_description():
    share = get_package_share_directory("slu_node")
    params_file = LaunchConfiguration("params_file")
    domain = LaunchConfiguration("domain_dir")
    split = LaunchConfiguration("split")
    common = [params_file, {"domain_dir": domain}]
    return LaunchDescription([
        DeclareLaunchArgument("params_file", default_value=os.path.join(share, "config", "slu_node.yaml")),
        DeclareLaunchArgument("domain_dir", default_value="", description="domain directory ('' = models/cooking)"),
        DeclareLaunchArgument("use_mic", default_value="true", description="start mic_node"),
        DeclareLaunchArgument("wav_file", default_value="", description="mic_node plays this file instead"),
        DeclareLaunchArgument("split", default_value="false", description="separate asr_node and slu_node"),
        Node(package="slu_node", executable="mic_node", name="mic_node", output="screen",
             parameters=[params_file, {"wav_file": LaunchConfiguration("wav_file")}],
             condition=IfCondition(LaunchConfiguration("use_mic"))),
        Node(package="slu_node", executable="slu_parser_node", name="slu_node", output="screen",
             parameters=common, condition=UnlessCondition(split)),
        Node(package="slu_node", executable="asr_node", name="asr_node", output="screen",
             parameters=common, condition=IfCondition(split)),
        Node(package="slu_node", executable="slu_parser_node", name="slu_node", output="screen",
             parameters=common + [{"input": "transcript"}], condition=IfCondition(split)),
    ])

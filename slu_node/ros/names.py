"""Topic, service and frame names used by the nodes, the launch files and the bag tools (no ROS import).

Relative names resolve in the node's namespace; ``~/`` names in the node's private namespace.
"""

AUDIO = "audio"  #: audio_common_msgs/AudioDataStamped, best effort (SensorDataQoS)
AUDIO_INFO = "audio_info"  #: audio_common_msgs/AudioInfo, reliable + transient local (latched)
TRANSCRIPT = "speech/transcript"  #: slu_interfaces/Transcript, reliable depth 10
COMMAND = "robot/command"  #: slu_interfaces/ActionCommand, reliable depth 10
CLARIFICATION = "robot/clarification"  #: slu_interfaces/ClarificationRequest, reliable depth 10
ROBOT_SPEAKING = "robot_speaking"  #: std_msgs/Bool, true mutes recognition
SET_VAD_ENABLED = "~/set_vad_enabled"  #: std_srvs/SetBool service
HRI_SPEECH = "/humans/voices/{voice_id}/speech"  #: hri_msgs/LiveSpeech (ROS4HRI REP-155), optional

#: Topic → message type, as written in bags.
TOPIC_TYPES = {
    AUDIO: "audio_common_msgs/msg/AudioDataStamped",
    AUDIO_INFO: "audio_common_msgs/msg/AudioInfo",
    TRANSCRIPT: "slu_interfaces/msg/Transcript",
    COMMAND: "slu_interfaces/msg/ActionCommand",
    CLARIFICATION: "slu_interfaces/msg/ClarificationRequest",
}

#: Topic carrying reference annotations in recorded bags (``slu bag record-wav --ref``): one
#: std_msgs/String per utterance, ``"<id>; <SUGAR>"``, stamped at the utterance's start in the stream.
REFERENCE = "reference/sugar"

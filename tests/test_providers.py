"""The session options every onnxruntime session of the project gets (slu_node.providers)."""

from slu_node.providers import session_options

SPINNING = "session.intra_op.allow_spinning"


def test_worker_threads_do_not_spin_unless_asked():
    """Spinning worker threads took the core that Moonshine's beam search needed on the 2-core machine
    (forty-eighth session): off by default, on when asked; the other options as documented."""
    quiet, spinning = session_options(2), session_options(2, spinning=True)
    assert quiet.get_session_config_entry(SPINNING) == "0"
    assert spinning.get_session_config_entry(SPINNING) == "1"
    assert quiet.intra_op_num_threads == 2 and quiet.inter_op_num_threads == 1
    assert session_options(0).intra_op_num_threads == 1
    assert session_options(1, memory_arena=False).enable_cpu_mem_arena is False


def test_moonshine_passes_spinning_to_its_sessions():
    from tests.test_asr_moonshine import _need_model

    _need_model()
    from slu_node.asr import create_asr

    for spinning, want in ((False, "0"), (True, "1")):
        asr = create_asr("moonshine", spinning=spinning)
        for session in (asr._encoder, asr._decoder):
            assert session.get_session_options().get_session_config_entry(SPINNING) == want

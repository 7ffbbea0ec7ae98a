"""Audio input: conversions to int16 mono 16 kHz and a clear AudioError for every kind of bad audio."""

import warnings

import numpy as np
import pytest
import soundfile as sf

from slu_node.audio.io import AudioError, ClippingWarning, load_audio, to_pcm16_mono16k, write_wav


def tone(seconds=0.5, rate=16000, freq=440.0, amp=0.3):
    t = np.arange(int(seconds * rate)) / rate
    return amp * np.sin(2 * np.pi * freq * t)


def test_wav_roundtrip_is_bit_exact(tmp_path):
    x = (tone() * 32767).astype(np.int16)
    path = write_wav(tmp_path / "a.wav", x)
    y = load_audio(path)
    assert y.dtype == np.int16 and y.ndim == 1
    np.testing.assert_array_equal(x, y)


def test_stereo_44k1_float_file_is_downmixed_and_resampled(tmp_path):
    left, right = tone(1.0, 44100, 440, 0.4), tone(1.0, 44100, 440, 0.2)
    sf.write(tmp_path / "s.wav", np.stack([left, right], axis=1), 44100, subtype="FLOAT")
    y = load_audio(tmp_path / "s.wav")
    assert y.dtype == np.int16 and abs(len(y) - 16000) <= 2
    # mean of the channels has amplitude 0.3 of full scale
    assert abs(np.abs(y[1000:-1000]).max() / 32768 - 0.3) < 0.01


def test_flac_and_8k_input(tmp_path):
    sf.write(tmp_path / "a.flac", (tone(0.5, 8000) * 32767).astype(np.int16), 8000)
    y = load_audio(tmp_path / "a.flac")
    assert abs(len(y) - 8000) <= 2


def test_array_conversions():
    x = tone(0.25, 48000)
    y = to_pcm16_mono16k(x.astype(np.float32), 48000)
    assert y.dtype == np.int16 and abs(len(y) - 4000) <= 2
    # (channels, n) arrays are accepted as well as (n, channels)
    st = np.stack([x, x])
    assert len(to_pcm16_mono16k(st, 48000)) == len(to_pcm16_mono16k(st.T, 48000))
    # int32 and uint8 are scaled by their own full scale
    i32 = (x * 2**31).astype(np.int32)
    assert abs(np.abs(to_pcm16_mono16k(i32, 48000)).max() / 32768 - 0.3) < 0.01
    u8 = (x * 127 + 128).astype(np.uint8)
    assert abs(np.abs(to_pcm16_mono16k(u8, 48000).astype(float)).max() / 32768 - 0.3) < 0.02


@pytest.mark.parametrize(
    "samples, rate, message",
    [
        (np.zeros(0, np.int16), 16000, "empty"),
        (np.array([0.1, np.nan, 0.2] * 100), 16000, "NaN"),
        (np.array([0.1, np.inf] * 100), 16000, "NaN or infinite"),
        (np.zeros((2, 2, 100)), 16000, "1-D"),
        (np.array(["a", "b"]), 16000, "integer or float"),
        (np.array([object(), object()]), 16000, "integer or float"),
        (np.zeros(100, np.int16), 1000, "8000..192000"),
        (np.zeros(100, np.int16), 16000.5, "integer number of Hz"),
    ],
)
def test_bad_arrays_give_audio_error(samples, rate, message):
    with pytest.raises(AudioError, match=message):
        to_pcm16_mono16k(samples, rate)


def test_bad_files_give_audio_error(tmp_path):
    with pytest.raises(AudioError, match="no such audio file"):
        load_audio(tmp_path / "missing.wav")
    garbage = tmp_path / "garbage.wav"
    garbage.write_bytes(b"RIFF\x00\x00not really a wave file" * 10)
    with pytest.raises(AudioError, match="cannot read audio"):
        load_audio(garbage)
    text = tmp_path / "notes.txt"
    text.write_text("hello")
    with pytest.raises(AudioError, match="cannot read audio"):
        load_audio(text)
    empty = tmp_path / "empty.wav"
    sf.write(empty, np.zeros(0, np.int16), 16000)
    with pytest.raises(AudioError, match="empty"):
        load_audio(empty)
    nan = tmp_path / "nan.wav"
    sf.write(nan, np.array([0.0, np.nan] * 200, dtype=np.float32), 16000, subtype="FLOAT")
    with pytest.raises(AudioError, match="NaN"):
        load_audio(nan)
    # the message names the file
    with pytest.raises(AudioError, match="nan.wav"):
        load_audio(nan)


def test_clipping_warns_but_returns_audio():
    x = np.clip(tone(0.5, 16000, amp=3.0), -1, 1)
    with pytest.warns(ClippingWarning, match="clipped"):
        y = to_pcm16_mono16k(x, 16000)
    assert len(y) == 8000
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        to_pcm16_mono16k(tone(0.5, 16000, amp=0.5), 16000)  # no warning for normal audio


def test_write_wav_rejects_empty(tmp_path):
    with pytest.raises(AudioError):
        write_wav(tmp_path / "x.wav", np.zeros(0, np.int16))

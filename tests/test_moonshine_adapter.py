"""The Moonshine encoder adapter: its training targets (tokenizer, text form), the float decoder it is
trained through, its export, its data, and the recogniser with and without it (tests that need the
fetched model skip with a reason without it; `make test` fetches it)."""

from pathlib import Path

import numpy as np
import pytest

from slu_node.asr.adapter_data import TRAINING_VOICES, target_text, voice_turns
from slu_node.asr.moonshine_fetch import ORIGINAL_DECODER, default_model_dir, is_complete

REPO = Path(__file__).resolve().parents[1]
COOKING = REPO / "models" / "cooking"
#: Token ids Moonshine Base wrote for samples/commands c01, c03, c04 and c06 (greedy decoding).
WRITTEN = {
    "Crack three eggs into the bowl.": [14279, 384, 2211, 29808, 964, 278, 12580, 29880, 29889],
    "Whisk vigorously.": [806, 3873, 14877, 272, 5794, 29889],
    "Put the flying pan on the stove over high heat.": [12065, 278, 22764, 7243, 373, 278, 380, 994, 975, 1880,
                                                        12871, 29889],
    "Feel the carrot slim the feeler.": [5169, 295, 278, 1559, 5450, 2243, 326, 278, 4459, 261, 29889],
}
ESPEAK_COMMANDS = ("add a pinch of salt to the soup", "peel the carrots with the peeler",
                   "pour the milk into the saucepan", "knead the dough for five minutes")


def _need_model():
    if not is_complete(default_model_dir()):
        pytest.skip(f"no Moonshine model at {default_model_dir()}: run `slu fetch-asr` (make test does)")


def test_target_text_is_written_as_moonshine_writes():
    assert target_text("i'll add the salt") == "I'll add the salt."
    assert target_text("so i think stir it") == "So I think stir it."


def test_every_training_voice_is_known_and_none_of_the_held_out_voices_is_used():
    from slu_node.tts import VOICES

    assert set(TRAINING_VOICES) <= set(VOICES)
    held_out = {"festival:kal", "festival:kdl", "flite:kal", "espeak:en-gb-x-rp", "espeak:en-us+f3"}
    assert not held_out & set(voice_turns())
    turns = voice_turns()
    assert turns.count("flite:rms") == 3 and turns.count("espeak:en-us") == 1


def test_training_rooms_are_drawn_from_their_ranges_and_the_same_for_a_seed():
    pytest.importorskip("pyroomacoustics")
    from slu_node.asr.adapter_data import RT60_RANGE_S, training_rooms

    rooms = training_rooms(3, seed=5)
    assert len(rooms) == 3 and training_rooms(1, seed=5)[0].tolist() == rooms[0].tolist()
    for rir in rooms:
        assert rir.dtype == np.float32 and rir[0] == pytest.approx(1.0)
        # the Schroeder curve falls 20 dB in about a third of the RT60 (the image method runs longer)
        energy = np.cumsum(rir[::-1].astype(np.float64) ** 2)[::-1]
        t20 = np.argmax(10 * np.log10(energy / energy[0]) <= -20) / 16000
        assert RT60_RANGE_S[0] / 3 / 2 < t20 < RT60_RANGE_S[1] / 3 * 2
    assert len({len(r) for r in rooms}) == 3  # three rooms, not one thrice


def test_a_share_of_the_spoken_sentences_is_reverberated_and_the_rest_is_as_without_rooms(monkeypatch):
    import slu_node.audio.mix
    import slu_node.tts
    from slu_node.asr.adapter_data import REVERB_SHARE, speak

    tone = (np.sin(np.arange(8000) * 0.2) * 8000).astype(np.int16)
    monkeypatch.setattr(slu_node.tts, "synthesize", lambda text, voice, rate=1.0: tone)
    monkeypatch.setattr(slu_node.audio.mix, "load_noise", lambda name: np.ones(16000, np.int16))
    sentences = [f"sentence {i}" for i in range(200)]
    echo = np.zeros(400, np.float32)
    echo[0], echo[399] = 1.0, 0.8
    dry, wet = speak(sentences, seed=3), speak(sentences, seed=3, rooms=[echo])
    heard_in_room = [w for w in wet if w["room"] is not None]
    assert all(d["room"] is None for d in dry)
    assert abs(len(heard_in_room) / len(wet) - REVERB_SHARE) < 0.1
    for d, w in zip(dry, wet):
        assert (d["voice"], d["snr_db"], len(d["audio"])) == (w["voice"], w["snr_db"], len(w["audio"]))
        assert np.array_equal(d["audio"], w["audio"]) == (w["room"] is None)


def test_out_of_domain_sentences_are_drawn_from_snips_train(tmp_path, monkeypatch):
    from slu_node.asr.adapter_data import OOD_TEXT, other_sentences

    snips = tmp_path / OOD_TEXT
    snips.parent.mkdir(parents=True)
    snips.write_text("Play  Some Jazz\nwhat is the weather\nplay some jazz\n\nrate this book 4 stars\n",
                     encoding="utf-8")
    monkeypatch.setenv("SLU_SHARED", str(tmp_path))
    drawn = other_sentences(5, seed=1)
    assert sorted(drawn) == ["play some jazz", "rate this book 4 stars", "what is the weather"]
    assert other_sentences(2, seed=1) == other_sentences(2, seed=1)
    monkeypatch.setenv("SLU_SHARED", str(tmp_path / "nowhere"))
    with pytest.raises(FileNotFoundError, match="SLU_SHARED"):
        other_sentences(2, seed=1)


def test_tokenizer_gives_the_ids_moonshine_writes():
    _need_model()
    from slu_node.asr.moonshine_tokens import MoonshineTokenizer

    tokenizer = MoonshineTokenizer(default_model_dir() / "tokens.txt")
    for text, ids in WRITTEN.items():
        assert tokenizer.encode(text) == ids
        assert tokenizer.decode(ids) == text
    mixed = "I'll add 2 eggs, then stir — ça va?"
    assert tokenizer.decode(tokenizer.encode(mixed)) == mixed
    with pytest.raises(ValueError):
        tokenizer.encode("  ")


def test_float_decoder_matches_the_int8_decoder_and_passes_gradients(first_step_feed):
    _need_model()
    torch = pytest.importorskip("torch")
    ort = pytest.importorskip("onnxruntime")
    from slu_node.asr.moonshine_float import float_decoder
    from slu_node.asr.onnx_torch import OnnxTorch
    from slu_node.audio.io import load_audio

    model_dir = default_model_dir()
    audio = load_audio(REPO / "samples" / "commands" / "c04.wav").astype(np.float32)[None] / 32768.0
    hidden = ort.InferenceSession(str(model_dir / "encoder_model.onnx")).run(None, {"input_values": audio})[0]
    ids = np.array([[1] + WRITTEN["Put the flying pan on the stove over high heat."][:8]])
    merged = ort.InferenceSession(str(model_dir / ORIGINAL_DECODER))
    want = merged.run(["logits"], first_step_feed(merged, ids, hidden))[0]
    h = torch.from_numpy(hidden).requires_grad_()
    got = OnnxTorch(float_decoder(model_dir / ORIGINAL_DECODER))(torch.from_numpy(ids), h)[0]
    assert (got.detach().numpy().argmax(-1) == want.argmax(-1)).all()
    assert np.abs(got.detach().numpy() - want).max() < 2.0
    got[0, -1].logsumexp(-1).backward()
    assert float(h.grad.abs().sum()) > 0


def test_untrained_adapter_changes_nothing_and_export_keeps_a_trained_one(tmp_path):
    torch = pytest.importorskip("torch")
    ort = pytest.importorskip("onnxruntime")
    from slu_node.asr.adapter_training import export_adapter, make_adapter

    hidden = np.random.default_rng(0).normal(size=(1, 30, 416)).astype(np.float32)
    adapter = make_adapter()
    path = export_adapter(adapter, tmp_path / "a.onnx", int8=False)
    out = ort.InferenceSession(str(path)).run(None, {"encoder_hidden_states": hidden})[0]
    np.testing.assert_array_equal(out, hidden)
    with torch.no_grad():
        for p in adapter.parameters():
            p.add_(0.05 * torch.randn_like(p))
        want = adapter(torch.from_numpy(hidden)).numpy()
    for int8, tolerance in ((False, 1e-4), (True, 0.05)):
        path = export_adapter(adapter, tmp_path / f"b{int8}.onnx", int8=int8)
        got = ort.InferenceSession(str(path)).run(None, {"encoder_hidden_states": hidden})[0]
        change = want - hidden
        assert np.abs(got - want).max() / np.abs(change).max() < tolerance


def test_batch_loss_counts_each_target_and_the_end_token():
    torch = pytest.importorskip("torch")
    from slu_node.asr.adapter_data import EncodedBatch
    from slu_node.asr.adapter_training import batch_loss, make_adapter

    seen = {}

    def decoder(ids, hidden):
        seen["ids"] = ids
        return [torch.zeros(ids.shape[0], ids.shape[1], 10)]

    batch = EncodedBatch(np.zeros((2, 7, 416), np.float16), [[5, 6, 7], [8]], ["a", "b"], ["v", "v"])
    loss, n = batch_loss(decoder, make_adapter(), batch)
    assert n == 4 + 2
    assert seen["ids"].tolist() == [[1, 5, 6, 7], [1, 8, 2, 2]]
    assert float(loss) == pytest.approx(n * np.log(10), rel=1e-5)


def test_missing_adapter_names_how_to_train_one(tmp_path):
    _need_model()
    from slu_node.asr.moonshine_asr import MoonshineAsr

    with pytest.raises(FileNotFoundError, match="adapter_training"):
        MoonshineAsr(adapter=tmp_path / "none.onnx")


def test_the_cooking_adapter_is_used_and_hears_espeak_ng_better():
    """An accuracy floor, not an exact transcript: on espeak-ng's en-us, the voice the recogniser did
    worst on, the domain's adapter gets at least as many words right as no adapter, and most of them."""
    _need_model()
    jiwer = pytest.importorskip("jiwer")
    from slu_node.asr import create_asr
    from slu_node.asr.adapter_training import ADAPTER_FILE
    from slu_node.tts import available_voices, synthesize

    if "espeak:en-us" not in available_voices():
        pytest.skip("espeak-ng is not installed")
    adapted = create_asr("moonshine", domain_dir=COOKING)
    assert adapted.adapter_path == COOKING / "asr" / ADAPTER_FILE
    plain = create_asr("moonshine", domain_dir=COOKING, adapter=None)
    assert plain.adapter_path is None
    audio = [synthesize(text, "espeak:en-us") for text in ESPEAK_COMMANDS]
    refs = list(ESPEAK_COMMANDS)
    wer_adapted = jiwer.wer(refs, [adapted.transcribe(a).text or "-" for a in audio])
    wer_plain = jiwer.wer(refs, [plain.transcribe(a).text or "-" for a in audio])
    assert wer_adapted <= wer_plain
    assert wer_adapted <= 0.2

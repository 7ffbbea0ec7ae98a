"""Moonshine backend: the fetch (integrity check, vocabulary), the missing-model error, the language-model
fusion's word scoring, and decoding of synthesized commands with an accuracy floor (skipped with a
reason when the model was not fetched; `make test` fetches it)."""

import base64
import hashlib
from pathlib import Path

import numpy as np
import pytest

from slu_node.asr import create_asr
from slu_node.asr.moonshine_fetch import ENV_VAR, _download, default_model_dir, is_complete, llama_tokens

REPO = Path(__file__).resolve().parents[1]
COFFEE_LM = REPO / "models" / "coffee" / "asr" / "lm.arpa"


def _need_model():
    if not is_complete(default_model_dir()):
        pytest.skip(f"no Moonshine model at {default_model_dir()}: run `slu fetch-asr` (make test does)")


def test_download_checks_the_pinned_digest(tmp_path):
    blob = tmp_path / "pkg.tgz"
    blob.write_bytes(b"some bytes")
    good = "sha512-" + base64.b64encode(hashlib.sha512(b"some bytes").digest()).decode()
    assert _download(blob.as_uri(), good, 5.0) == b"some bytes"
    bad = "sha512-" + base64.b64encode(hashlib.sha512(b"other").digest()).decode()
    with pytest.raises(OSError, match="does not match"):
        _download(blob.as_uri(), bad, 5.0)


def test_llama_tokens_reads_the_embedded_vocabulary():
    vocab = ["<unk>", "<s>", "</s>", "\u2581the", "ing"]
    js = f'const llama_vocab_base64 = "{base64.b64encode(chr(10).join(vocab).encode()).decode()}";'
    assert llama_tokens(js) == vocab
    with pytest.raises(ValueError, match="llama_vocab_base64"):
        llama_tokens("const nothing = 1;")


def test_missing_model_names_the_fetch_command(tmp_path, monkeypatch):
    with pytest.raises(FileNotFoundError, match="slu fetch-asr --model base"):
        create_asr("moonshine", model_dir=tmp_path / "nope")
    # each model has its own default folder, and the error names the model to fetch
    monkeypatch.delenv(ENV_VAR, raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert default_model_dir("tiny") == tmp_path / "slu_node" / "moonshine-tiny" != default_model_dir("base")
    with pytest.raises(FileNotFoundError, match=f"--model tiny {tmp_path}"):
        create_asr("moonshine", model="tiny")
    with pytest.raises(ValueError, match="unknown Moonshine model 'huge'"):
        create_asr("moonshine", model="huge")


def _fake_model_dir(tmp_path, tokens):
    """A folder that passes the completeness check, for the parts that never run the networks."""
    for name in ("encoder_model.onnx", "decoder_model_merged.onnx"):
        (tmp_path / name).write_bytes(b"")
    (tmp_path / "tokens.txt").write_text("\n".join(tokens), encoding="utf-8")
    return tmp_path


def test_unloadable_model_is_a_runtime_error(tmp_path):
    with pytest.raises(RuntimeError, match="cannot load"):
        create_asr("moonshine", model_dir=_fake_model_dir(tmp_path, ["<unk>", "<s>", "</s>"]))


def test_fusion_scores_each_part_of_a_hyphenated_word():
    """The decoder can join words with hyphens ("light-rose"); each part must meet the language
    model at once, or such runs escape it. The LM is the coffee domain's, where "roast" follows
    "light" and "rose" is unknown."""
    from slu_node.asr.moonshine_asr import DomainLm, MoonshineAsr, _Hypothesis

    lm = DomainLm(COFFEE_LM)
    assert lm.logprob("roast", ["<s>", "light"]) > lm.logprob("rose", ["<s>", "light"])
    assert lm.could_start("roa") and not lm.could_start("medium-rosx")
    # a number may be spelled while its words are the model's; a run of digits that spells none (noise
    # decoded as "420000000000000000") pays at once
    assert lm.could_start("12") and lm.could_start("16")
    assert not lm.could_start("4200000000") and not lm.could_start("420000000000000000")
    asr = MoonshineAsr.__new__(MoonshineAsr)  # only the token bookkeeping, no networks
    asr.tokens = ["<unk>", "<s>", "</s>", "\u2581light", "-", "ro", "ast", "se", "\u2581please"]
    asr.lm, asr.lm_weight, asr.homophones, asr._normalised = lm, 0.5, {}, {}

    def fused(token_ids):
        hyp = _Hypothesis([1], [], 0.0)
        for tok in token_ids:
            hyp, _ = asr._extend(hyp, tok, 0.0)
        return hyp

    roast, rose = fused([3, 4, 5, 6, 8]), fused([3, 4, 5, 7, 8])
    assert roast.words == ("light", "roast") and rose.words == ("light", "rose")
    assert roast.fused > rose.fused
    spelled = fused([3, 4, 5, 7])  # "light-rose" not yet complete: the unknown word already pays
    assert spelled.lookahead < 0 and fused([3, 4, 5]).lookahead == 0
    # the end token closes the word being spelled and adds the end of sentence, nothing else: its
    # text "</s>" is no word ("s" would be scored as unknown and every ending would pay for it)
    ended, done = asr._extend(fused([3, 4, 5, 6]), 2, 0.0)
    assert done and ended.words == ("roast", "</s>")
    expected = 0.5 * sum(lm.logprob(w, h) for w, h in (("light", ["<s>"]), ("roast", ["<s>", "light"]),
                                                        ("</s>", ["light", "roast"])))
    assert ended.lm == pytest.approx(expected)


def test_bad_audio_is_rejected_and_silence_gives_no_words():
    _need_model()
    from slu_node.audio.io import AudioError

    asr = create_asr("moonshine")
    with pytest.raises(AudioError):
        asr.transcribe(np.zeros(16000, dtype=np.float32))
    assert asr.transcribe(np.zeros(800, dtype=np.int16)).text == ""  # 50 ms: shorter than the model takes


@pytest.mark.parametrize("beam", [4, 1])
def test_synthesized_commands_are_recognised(beam):
    """Accuracy floor, not transcripts: five commands from two TTS voices, WER (jiwer) at most 20 %
    with the cooking LM fused (beam search, and greedy decoding), and the n-best list and word
    confidences well formed."""
    _need_model()
    jiwer = pytest.importorskip("jiwer")
    from slu_node.tts import available_voices, synthesize

    voices = [v for v in ("flite:rms", "festival:slt") if v in available_voices()]
    if not voices:
        pytest.skip("no TTS voice (flite / festival) installed")
    asr = create_asr("moonshine", domain_dir=REPO / "models" / "cooking", beam=beam)
    refs = ["add two eggs to the bowl", "put the pot on the stove", "whisk the cream",
            "pour the milk into the pan", "now add a pinch of salt"]
    hyps = []
    for i, ref in enumerate(refs):
        pad = np.zeros(3200, dtype=np.int16)
        t = asr.transcribe(np.concatenate([pad, synthesize(ref, voices[i % len(voices)]), pad]))
        hyps.append(t.text)
        assert t.alternatives and t.alternatives[0][0] == t.text
        assert len(t.words) == len(t.text.split()) and all(0 <= w.confidence <= 1 for w in t.words)
    assert jiwer.wer(refs, hyps) <= 0.2, hyps


def test_homophones_of_domain_words_are_read_as_them():
    """From the coffee domain's pronunciations: "ice" sounds like "iced" (a variant the domain file
    adds), "hole" like "whole" (CMUdict); words of the domain itself are never mapped."""
    from slu_node.asr.homophones import domain_homophones
    from slu_node.domain import load_domain

    coffee = REPO / "models" / "coffee"
    mapping = domain_homophones(coffee)
    assert mapping["ice"] == "iced" and mapping["hole"] == "whole"
    assert not set(mapping) & set(load_domain(coffee).known_words)
    assert domain_homophones(REPO / "tests") == {}  # no asr/words.dict: nothing to map


def test_homophones_apply_to_written_words_and_to_the_language_model():
    from slu_node.asr.moonshine_asr import DomainLm, MoonshineAsr, _Hypothesis

    asr = MoonshineAsr.__new__(MoonshineAsr)
    asr.tokens = ["<unk>", "<s>", "</s>", "\u2581ice", "\u2581coffee", "\u2581please"]
    asr.lm, asr.lm_weight, asr.homophones, asr._normalised = DomainLm(COFFEE_LM), 0.5, {"ice": "iced"}, {}
    hyp = _Hypothesis([1], [], 0.0)
    for tok in (3, 4, 5):
        hyp, _ = asr._extend(hyp, tok, 0.0)
    assert hyp.words == ("iced", "coffee")
    assert asr._words(hyp) == ["iced", "coffee", "please"]


def test_a_character_spelled_in_bytes_costs_an_unknown_word():
    """Moonshine writes noise as "♪" (three byte tokens: no token of the vocabulary holds it); each such
    character pays the unknown-word score once, where byte tokens used to pay the LM nothing."""
    from slu_node.asr.moonshine_asr import DomainLm, MoonshineAsr, _Hypothesis

    asr = MoonshineAsr.__new__(MoonshineAsr)
    asr.tokens = ["<unk>", "<s>", "</s>", "\u2581", "<0xE2>", "<0x99>", "<0xAA>", "\u2581coffee"]
    asr.lm, asr.lm_weight, asr.homophones, asr._normalised = DomainLm(COFFEE_LM), 0.5, {}, {}
    hyp = _Hypothesis([1], [], 0.0)
    for tok in (3, 4, 5, 6):
        hyp, _ = asr._extend(hyp, tok, 0.0)
    assert hyp.fused == pytest.approx(0.5 * asr.lm.oov_logprob)  # one character, one charge
    for tok in (4, 5, 6):
        hyp, _ = asr._extend(hyp, tok, 0.0)
    assert hyp.fused == pytest.approx(2 * 0.5 * asr.lm.oov_logprob)
    assert asr._words(hyp) == []  # "♪♪" spells no word


def test_a_letter_of_another_script_costs_an_unknown_word_and_accents_are_folded():
    """Base has tokens of its own for Greek, Cyrillic and CJK letters, which the word joiner dropped:
    they cost the language model nothing, and on a robotic voice Base went on "... saute it παι ναι
    ..." for 47 tokens past a command's last English word, outscoring the rest of the command per
    token (forty-third session). Each such token pays the unknown-word score; an accented Latin letter
    is folded instead, so that "latté" is scored as the known "latte", not split at its "é"."""
    from slu_node.asr.moonshine_asr import DomainLm, MoonshineAsr, _Hypothesis

    asr = MoonshineAsr.__new__(MoonshineAsr)
    asr.tokens = ["<unk>", "<s>", "</s>", "\u2581latt", "\u00e9", "\u2581latte", "\u2581please",
                  "\u2581\u03c0\u03b1", "\u03b9"]
    asr.lm, asr.lm_weight, asr.homophones, asr._normalised = DomainLm(COFFEE_LM), 0.5, {}, {}

    def decoded(tokens):
        hyp = _Hypothesis([1], [], 0.0)
        for tok in tokens:
            hyp, _ = asr._extend(hyp, tok, 0.0)
        return hyp

    assert decoded([3, 4, 6]).fused == pytest.approx(decoded([5, 6]).fused)  # "latté please" = "latte please"
    assert decoded([3, 4, 6]).words == ("<s>", "latte")  # "please" is still being spelled
    greek = decoded([7, 8])  # "παι"
    assert greek.fused == pytest.approx(2 * 0.5 * asr.lm.oov_logprob)  # two tokens, two charges
    assert asr._words(greek) == []


def test_a_long_run_of_digits_pays_for_every_digit(tmp_path):
    """Moonshine writes noise as runs of zeros. A number longer than six digits is no spoken quantity
    even when its words are known (the cooking LM of the twelfth session knew "million" through its
    filler sentences; here a small LM that knows it stands in), and every digit a run adds once it
    spells no known number pays the unknown-word score again: with one charge, the cheap zeros of
    "100000000000" outscored the command per token (the kitchen session, twelfth session)."""
    from slu_node.asr.moonshine_asr import MAX_SPOKEN_DIGITS, DomainLm, MoonshineAsr, _Hypothesis

    words = ["<s>", "</s>", "one", "two", "fifty", "hundred", "thousand", "million"]
    arpa = tmp_path / "lm.arpa"
    arpa.write_text(f"\\data\\\nngram 1={len(words)}\n\n\\1-grams:\n"
                    + "".join(f"-1.0 {w}\n" for w in words) + "\n\\end\\\n")
    lm = DomainLm(arpa)
    assert {"one", "hundred", "thousand", "million"} <= lm.words  # "1000000" spells known words
    assert lm.could_start("250") and lm.could_start("100000")
    assert not lm.could_start("1" + "0" * MAX_SPOKEN_DIGITS)
    asr = MoonshineAsr.__new__(MoonshineAsr)
    asr.tokens = ["<unk>", "<s>", "</s>", "\u25811", "0"]
    asr.lm, asr.lm_weight, asr.homophones, asr._normalised = lm, 0.5, {}, {}
    hyp, scores = _Hypothesis([1], [], 0.0), []
    for tok in [3] + [4] * 9:  # "1" then nine zeros
        hyp, _ = asr._extend(hyp, tok, 0.0)
        scores.append(hyp.fused)
    charge = 0.5 * lm.oov_logprob
    assert scores[MAX_SPOKEN_DIGITS - 1] == 0.0 and scores[MAX_SPOKEN_DIGITS] == pytest.approx(charge)
    assert scores[-1] == pytest.approx(charge * (10 - MAX_SPOKEN_DIGITS))


def test_words_that_sound_alike_are_one_hypothesis_spelled_as_the_language_model_prefers():
    """ "need" and "knead" sound the same: the recogniser ranked "then need dough" first and gave it
    most of the mass, which left "knead" a posterior of 0.04 in the end-to-end benchmark (twelfth
    session). Grouped, the n-best list holds one of them, spelled as the language model prefers, with
    their probabilities summed; a hypothesis that sounds otherwise stays an alternative of its own."""
    from slu_node.asr.homophones import domain_sound_alikes, find_sound_alikes, word_meanings
    from slu_node.asr.lm import dict_entries
    from slu_node.asr.moonshine_asr import MoonshineAsr, _Hypothesis
    from slu_node.domain import load_domain

    sound = find_sound_alikes({"need", "knead", "dough", "then", "two", "too"},
                              [("need", "N IY D"), ("knead", "N IY D"), ("dough", "D OW"),
                               ("two", "T UW"), ("too", "T UW")])
    assert sound == {"need": "knead", "knead": "knead"}  # "two / too": amounts are left to the recogniser
    same = frozenset({("quantity", "g")})  # "gram / gramme" say the same unit: the spelling is left alone
    assert find_sound_alikes({"gram", "gramme", "need", "knead"},
                             [("gram", "G R AE M"), ("gramme", "G R AE M"), ("need", "N IY D"), ("knead", "N IY D")],
                             {"gram": same, "gramme": same, "knead": frozenset({("act", "knead")})}) == sound
    cooking = domain_sound_alikes(REPO / "models" / "cooking")  # asr/sound_alikes.json, written by slu train
    assert cooking["need"] == cooking["knead"] and "gramme" not in cooking and "yoghurt" not in cooking
    domain = load_domain(REPO / "models" / "cooking")
    assert cooking == find_sound_alikes(domain.known_words, dict_entries(str(REPO / "models" / "cooking" / "asr" /
                                                                             "words.dict")), word_meanings(domain))
    asr = MoonshineAsr.__new__(MoonshineAsr)
    asr.tokens = ["<unk>", "<s>", "</s>", "\u2581then", "\u2581need", "\u2581kne", "ad", "\u2581dough"]
    asr.homophones, asr._normalised, asr.lm = {}, {}, None  # the spelling from the hypotheses' LM scores
    hyps = [_Hypothesis([1, 3, 4, 7, 2], [0.0] * 4, -1.0, lm=-6.0),  # "then need dough": best by the recogniser
            _Hypothesis([1, 3, 5, 6, 7, 2], [0.0] * 5, -4.0, lm=-3.0),  # "then knead dough": best by the LM
            _Hypothesis([1, 3, 7, 2], [0.0] * 3, -9.0, lm=-2.0)]  # "then dough"
    asr.sound_alikes = {}
    plain = asr._transcript(hyps, 1.0, 0.0)
    assert plain.text == "then need dough" and len(plain.alternatives) == 3
    asr.sound_alikes = sound
    grouped = asr._transcript(hyps, 1.0, 0.0)
    assert grouped.text == "then knead dough"
    assert [t for t, _ in grouped.alternatives] == ["then knead dough", "then dough"]
    knead = grouped.words[1]
    assert knead.word == "knead" and knead.confidence > 0.99 > plain.words[1].confidence
    assert grouped.alternatives[1][1] == pytest.approx(plain.alternatives[2][1])



def test_a_word_that_sounds_like_another_domain_word_is_spelled_as_the_language_model_prefers():
    """The beam often holds one spelling only: "flip the time" for "flip the thyme" had nothing to be
    merged with, and was asked about (nineteenth session). Each such word is spelled as the language
    model prefers in its sentence; a tie keeps the recogniser's spelling, and other words stay."""
    from slu_node.asr.moonshine_asr import MoonshineAsr

    class Bigrams:  # logprob(word | the word before), -5 for a pair it does not know
        table = {("the", "thyme"): -1.0, ("the", "time"): -3.0, ("a", "time"): -1.0, ("a", "thyme"): -4.0}

        def logprob(self, word, history):
            return self.table.get((history[-1], word), -5.0)

    asr = MoonshineAsr.__new__(MoonshineAsr)
    asr.lm, asr.sound_alikes, asr._seen_pairs = Bigrams(), {"time": "thyme", "thyme": "thyme"}, set()
    assert asr._respell("flip the time".split()) == ["flip", "the", "thyme"]
    assert asr._respell("one at a thyme".split()) == ["one", "at", "a", "time"]
    assert asr._respell("time it".split()) == ["time", "it"]  # a tie: as the recogniser spelled it
    assert asr._respell("add the dill".split()) == ["add", "the", "dill"]
    asr.lm = None
    assert asr._respell("flip the time".split()) == ["flip", "the", "time"]


def test_a_spelling_seen_beside_its_neighbours_wins_over_a_backed_off_score(tmp_path):
    """The fixed-discount language model backs off generously: "creme", seen only before "fraiche",
    scored "... whisk the creme" above "... the cream". A spelling that the model has seen with the
    words around it (its 2-grams, read from the ARPA file) comes first; the score decides between
    spellings seen alike."""
    from slu_node.asr.lm import arpa_bigrams
    from slu_node.asr.moonshine_asr import MoonshineAsr

    arpa = tmp_path / "lm.arpa"
    arpa.write_text("\\data\\\nngram 1=6\nngram 2=4\n\n\\1-grams:\n-1 <s> 0\n-1 </s>\n-1 the 0\n-1 cream 0\n"
                    "-1 creme 0\n-1 fraiche 0\n\n\\2-grams:\n-1 the cream\n-1 cream </s>\n-1 the creme\n"
                    "-1 creme fraiche\n\n\\end\\\n", encoding="utf-8")
    seen = arpa_bigrams(arpa, ["cream", "creme"])
    assert seen == {("the", "cream"), ("cream", "</s>"), ("the", "creme"), ("creme", "fraiche")}

    class BackedOff:  # prefers "creme" everywhere, as the backed-off scores did
        def logprob(self, word, history):
            return -1.0 if word == "creme" else -2.0

    asr = MoonshineAsr.__new__(MoonshineAsr)
    asr.lm, asr.sound_alikes, asr._seen_pairs = BackedOff(), {"cream": "cream", "creme": "cream"}, seen
    assert asr._respell("whisk the creme".split())[-1] == "cream"
    assert asr._respell("the cream fraiche".split())[1] == "creme"
    asr._seen_pairs = set()
    assert asr._respell("whisk the cream".split())[-1] == "creme"  # the score alone


class _ScriptedDecoder:
    """Stands in for the decoder session: next-token probabilities by the last token."""

    def __init__(self, table, vocab):
        self.table, self.vocab = table, vocab

    def get_outputs(self):
        return [None]  # the logits; no cached keys and values

    def run(self, _outputs, feed):
        rows = []
        for (last,) in feed["input_ids"]:
            p = np.full(self.vocab, 1e-6)
            for tok, prob in self.table.get(int(last), {2: 1.0}).items():
                p[tok] = prob
            rows.append(np.log(p / p.sum()))
        return [np.array(rows, np.float32)[:, None, :]]


def _scripted_asr(table, beam: int = 4):
    """A MoonshineAsr without model files, decoding from ``table`` (see :class:`_ScriptedDecoder`) over
    the tokens <unk> <s> </s> get me a coffee uh um, with no language model."""
    from slu_node.asr.moonshine_asr import MoonshineAsr

    asr = MoonshineAsr.__new__(MoonshineAsr)
    asr.tokens = ["<unk>", "<s>", "</s>", "\u2581get", "\u2581me", "\u2581a", "\u2581coffee", "\u2581uh", "\u2581um"]
    asr.lm, asr.homophones, asr._normalised = None, {}, {}
    asr.beam, asr.candidates = beam, beam
    asr._symbol = np.zeros(32768, dtype=bool)
    asr._past = []
    asr._decoder = _ScriptedDecoder(table, len(asr.tokens))
    return asr


def _host_cache(asr):
    """The decoding cache of ``_scripted_asr``'s decoder (no keys and values to keep)."""
    from slu_node.asr.moonshine_cache import HostCache

    return HostCache(asr._decoder, [], 4, 8, np.zeros((1, 4, 8), np.float32))


def test_fast_speech_gets_more_steps_only_when_the_empty_hypothesis_would_win():
    """At the token limit "<s> </s>" was the best hypothesis that had ended on a long command spoken
    fast, and the search returned the empty transcript (espeak-ng, 59 tokens in 8.9 s). Then it goes
    on to the fast limit; when a better one has ended, it stops at the usual one."""
    fast = {1: {3: 0.8, 2: 0.2}, 3: {4: 0.99}, 4: {5: 0.99}, 5: {6: 0.99}, 6: {2: 0.99}}
    asr = _scripted_asr(fast)
    assert asr._words(asr._beam_search(_host_cache(asr), 3)[0]) == []
    best = asr._beam_search(_host_cache(asr), 3, fast_max_tokens=6)
    assert asr._words(best[0]) == ["get", "me", "a", "coffee"]
    ended = {**fast, 3: {4: 0.6, 2: 0.4}}  # "get </s>" ends within the usual limit, better than "</s>"
    asr = _scripted_asr(ended)
    best = asr._beam_search(_host_cache(asr), 3, fast_max_tokens=6)
    assert asr._words(best[0]) == ["get"]


def test_only_fluent_live_hypotheses_count_as_fast_speech():
    """Going on past the usual limit is for fast speech, not for what the decoder makes up from noise
    (kitchen noise at 10 dB: a third of the recogniser's time, no command changed)."""
    from slu_node.asr.moonshine_asr import FAST_MIN_PER_TOKEN, MoonshineAsr, _Hypothesis

    def hyp(tokens, per_token):
        return _Hypothesis(list(range(tokens)), [0.0] * tokens, per_token * tokens)

    empty, worded = hyp(1, -3.0), hyp(5, -1.0)
    fluent, made_up = hyp(40, FAST_MIN_PER_TOKEN + 0.5), hyp(40, FAST_MIN_PER_TOKEN - 0.5)
    assert MoonshineAsr._speech_is_fast([fluent], [])
    assert MoonshineAsr._speech_is_fast([fluent], [empty])
    assert not MoonshineAsr._speech_is_fast([fluent], [empty, worded])  # a real one has ended
    assert not MoonshineAsr._speech_is_fast([made_up], [empty])
    assert not MoonshineAsr._speech_is_fast([made_up], [])


def test_beam_search_does_not_stop_on_short_hypotheses():
    """Finished hypotheses are ranked per token, so the search must not stop because short ones
    ("get", "uh") have better *summed* scores than the live one: with a beam of 4 that used to return
    "get me a" here; the whole "get me a coffee" scores best per token."""
    asr = _scripted_asr({1: {3: 0.67, 7: 0.12, 8: 0.12, 2: 0.09}, 3: {4: 0.67, 2: 0.33},
                         4: {5: 0.67, 2: 0.33}, 5: {6: 0.67, 2: 0.33}, 6: {2: 0.99},
                         7: {2: 0.99}, 8: {2: 0.99}})
    best = asr._beam_search(_host_cache(asr), max_tokens=10)
    assert asr._words(best[0]) == ["get", "me", "a", "coffee"]
    assert [round(h.per_token, 6) for h in best] == sorted((round(h.per_token, 6) for h in best), reverse=True)


def test_candidates_scored_by_their_bound_make_the_beam_that_scoring_all_makes():
    """``_candidates`` scores extensions only until the rest cannot reach the beam; the beam it gives
    (and the ended hypotheses ranked above its last) must be what scoring every extension gives, here
    with the coffee LM fused and random recogniser scores."""
    from slu_node.asr.moonshine_asr import DomainLm, MoonshineAsr, _Hypothesis

    asr = MoonshineAsr.__new__(MoonshineAsr)
    asr.tokens = ["<unk>", "<s>", "</s>", "\u2581a", "\u2581large", "\u2581latte", "\u2581with", "\u2581milk",
                  "\u2581please", "\u2581x", "yz", "\u2581light", "\u2581roast", "?", "\u25812"]
    asr.lm, asr.lm_weight, asr.homophones, asr._normalised = DomainLm(COFFEE_LM), 0.5, {}, {}
    asr._symbol = np.zeros(32768, dtype=bool)
    asr._symbol[13] = True
    rng = np.random.default_rng(7)
    vocab = np.arange(2, len(asr.tokens))
    for trial in range(200):
        asr.beam = int(rng.integers(1, 6))
        live = []
        for _ in range(int(rng.integers(1, 6))):
            hyp = _Hypothesis([1], [], 0.0)
            for tok in rng.choice(vocab[1:], size=int(rng.integers(0, 4))):
                hyp, _ = asr._extend(hyp, int(tok), float(-rng.exponential(2.0)))
            live.append(hyp)
        k = int(rng.integers(1, len(vocab)))
        top = np.array([rng.choice(vocab, size=k, replace=False) for _ in live])
        logp = -rng.exponential(3.0, size=top.shape)
        everything = []
        for b, hyp in enumerate(live):
            for j, tok in enumerate(top[b].tolist()):
                if not (asr._symbol[tok] and asr._symbol[hyp.tokens[-1]]):
                    everything.append(asr._extend(hyp, tok, float(logp[b, j])) + (b,))
        everything.sort(key=lambda c: -c[0].fused)

        def beam_of(candidates):
            kept, ended = [], []
            for hyp, done, b in candidates:
                (ended if done else kept).append((hyp.tokens, b))
                if len(kept) == asr.beam:
                    break
            return kept, ended

        assert beam_of(asr._candidates(live, top, logp)) == beam_of(everything), trial


def test_search_stops_once_no_live_hypothesis_can_matter(monkeypatch):
    """"get me </s>" ends at step 3 and nothing else ends well: the hesitations "uh um uh ..." go on
    with poor scores and never end. Waiting for a beam's worth of ended hypotheses ran the search to
    its limit; it stops once no live one can rank first or weigh in the n-best, with the result the
    waiting search gives."""
    from slu_node.asr.moonshine_asr import MoonshineAsr

    table = {1: {3: 0.96, 7: 0.02, 8: 0.02}, 3: {4: 0.99}, 4: {2: 0.99}, 7: {7: 0.5, 8: 0.5}, 8: {7: 0.5, 8: 0.5}}
    asr = _scripted_asr(table)
    steps = []
    run = asr._decoder.run
    asr._decoder.run = lambda outputs, feed: steps.append(1) or run(outputs, feed)
    best = asr._beam_search(_host_cache(asr), max_tokens=30)
    settled_steps = len(steps)
    monkeypatch.setattr(MoonshineAsr, "_settled", staticmethod(lambda *args: False))
    steps.clear()
    waited = asr._beam_search(_host_cache(asr), max_tokens=30)
    assert len(steps) == 30 and settled_steps <= 12  # "uh" falls 10 below "get me" by its 10th token
    assert asr._words(best[0]) == asr._words(waited[0]) == ["get", "me"]
    assert best[0].fused == waited[0].fused


def test_settled_waits_for_a_live_hypothesis_that_could_still_rank_first():
    """A live hypothesis whose score spread over the token limit beats the best ended one per token,
    or that weighs in the n-best, keeps the search going; an empty ended hypothesis keeps the fast
    limit in play."""
    from slu_node.asr.moonshine_asr import NEGLIGIBLE_NATS, MoonshineAsr, _Hypothesis

    def hyp(tokens, score):
        return _Hypothesis(list(range(tokens)), [0.0] * (tokens - 1), score)

    ended = hyp(6, -2.5)  # -0.5 per token
    assert MoonshineAsr._settled([hyp(10, -30.0)], [ended], limit=40)  # at best -0.75 per token
    assert not MoonshineAsr._settled([hyp(10, -15.0)], [ended], limit=40)  # -0.375 at 40 tokens
    assert not MoonshineAsr._settled([hyp(10, -2.5 - NEGLIGIBLE_NATS + 1)], [ended], limit=8)
    assert not MoonshineAsr._settled([hyp(10, -30.0)], [], limit=40)
    empty = hyp(2, -1.0)  # "<s> </s>": -1 per token
    assert MoonshineAsr._settled([hyp(10, -30.0)], [empty], limit=20)
    assert not MoonshineAsr._settled([hyp(10, -30.0)], [empty], limit=20, fast_max_tokens=40)

"""The class language model over the domain's value types (:mod:`slu_node.asr.class_lm`) and its
interpolation with the word model (:class:`slu_node.asr.moonshine_asr.DomainLm`)."""

import pytest

from slu_node.asr.class_lm import CLASS_LM_FILE, CLASS_WORDS_FILE, build_class_lm, classed, word_classes
from slu_node.asr.moonshine_asr import DomainLm


def test_words_of_one_type_only_are_classed(cooking_domain):
    classes = word_classes(cooking_domain)
    assert classes["squid"] == "<ingredient>" and classes["wok"] == "<utensil>"
    assert "whisk" not in classes  # a verb too
    assert "the" not in classes
    assert classed("heat the squid".split(), classes) == ["heat", "the", "<ingredient>"]


def _write_models(tmp_path, sentences, classes):
    from pocketsphinx.lm import ArpaBoLM

    lm = ArpaBoLM(text="\n".join(sentences), add_start=True, discount_mass=0.5)
    for word in classes:
        lm.grams_1.setdefault(word, 1)
    lm.compute()
    with open(tmp_path / "lm.arpa", "w", encoding="utf-8") as fh:
        lm.write(fh)
    return build_class_lm(sentences, classes, tmp_path, 0.5)


def test_a_value_never_sampled_after_a_verb_scores_as_its_type_does(tmp_path):
    """"heat the squid" was never sampled: the word model backs off to "the squid", where a utensil
    said in many roles scores higher; the class model scores an ingredient after "heat the"."""
    classes = {"soup": "<ingredient>", "rice": "<ingredient>", "milk": "<ingredient>", "squid": "<ingredient>",
               "spoon": "<utensil>", "pan": "<utensil>"}
    sentences = (["heat the soup", "heat the rice", "heat the milk", "use the spoon", "stir with the spoon",
                  "take the spoon", "wash the spoon", "put the squid in the pan"] * 5)
    stats = _write_models(tmp_path, sentences, classes)
    assert stats["classes"] == 2 and (tmp_path / CLASS_LM_FILE).is_file() and (tmp_path / CLASS_WORDS_FILE).is_file()
    words = DomainLm(tmp_path / "lm.arpa")
    mixed = DomainLm(tmp_path / "lm.arpa", class_weight=0.5)
    history = ["heat", "the"]
    assert words.logprob("spoon", history) > words.logprob("squid", history)
    assert mixed.logprob("squid", history) > words.logprob("squid", history)
    gap = words.logprob("spoon", history) - words.logprob("squid", history)
    assert mixed.logprob("spoon", history) - mixed.logprob("squid", history) < gap / 2
    assert mixed.logprob("heat", ["<s>"]) <= 0.0
    assert mixed.logprob("zebra", history) == words.logprob("zebra", history) == words.oov_logprob


def test_a_class_weight_needs_the_class_model(tmp_path):
    _write_models(tmp_path, ["heat the soup"] * 3, {"soup": "<ingredient>"})
    (tmp_path / CLASS_LM_FILE).unlink()
    assert DomainLm(tmp_path / "lm.arpa").class_weight == 0.0
    with pytest.raises(FileNotFoundError, match="class language model"):
        DomainLm(tmp_path / "lm.arpa", class_weight=0.3)
    with pytest.raises(ValueError, match="class_weight"):
        DomainLm(tmp_path / "lm.arpa", class_weight=1.0)

"""Predicate builder and clarification policy, driven by an oracle tagger (gold tags of generated data).

With perfect tags and intents, the builder must reproduce the generator's reference predicates exactly:
this ties the generator and the parser to one canonicalisation (both go through build_predicate).
"""

import difflib
from pathlib import Path

import pytest

from slu_node.builder import PredicateBuilder, closes_phrase, says_split
from slu_node.clarify import ClarificationPolicy
from slu_node.cues import (foreign_verbs_with_objects, own_plans, past_reports, question_words, untagged_modality_end,
                           untagged_places, untagged_verbs, verbs_outside_domain)
from slu_node.datagen import generate
from slu_node.domain import load_domain
from slu_node.parser import SpokenCommandParser
from slu_node.predicates import Filler, build_predicate
from slu_node.read_as import how_often
from slu_node.spans import bio_spans
from slu_node.sugar import format_predicates
from slu_node.textnorm import (command_order, courtesies, lead_ins, participle_base_forms, repeats, requests_at,
                               tokenize, verb_base_forms)
from slu_node.types import (
    REASON_LOW_CONFIDENCE,
    REASON_MISSING_ARGUMENT,
    REASON_NEGATED,
    REASON_NO_SPEECH,
    REASON_OUT_OF_DOMAIN,
    REASON_UNKNOWN_WORD,
    UNCERTAIN,
    NluOutput,
)

DOMAIN_DIR = Path(__file__).resolve().parents[1] / "models" / "cooking"


@pytest.fixture(scope="module")
def domain():
    return load_domain(DOMAIN_DIR)


class OracleModel:
    """Returns given tags/intents for known token sequences (a stand-in for the trained tagger)."""

    def __init__(self, domain, examples=(), confidence=0.99):
        self.labels = domain.intent_labels
        self.table = {tuple(ex.tokens): ex for ex in examples}
        self.confidence = confidence
        # the tagger reads a request phrase as its action's verb ("i need the colander" → "take the
        # colander"): so does the oracle, with the verb tagged as a trained tagger would
        verbs = {words: name for name, words in domain.request_verbs.items()}
        for ex in examples:
            dropped, replaced = requests_at(ex.tokens, domain.request_phrases)
            if replaced:
                kept = [i for i in range(len(ex.tokens)) if i not in dropped]
                first = min(replaced)
                action = verbs[tuple(replaced[i] for i in sorted(replaced))]
                tags = [(("B-" if i == first else "I-") + "act." + action) if i in replaced else ex.tags[i] for i in kept]
                self.table[tuple(replaced.get(i, ex.tokens[i]) for i in kept)] = type(
                    "Ex", (), {"tags": tuple(tags), "intents": tuple(ex.intents)})
            # an action said another way is read in the command's order ("give the eggs a whisk" →
            # "whisk the eggs"): so is the oracle, with the example's own tags
            order, moved = command_order(ex.tokens, domain.verb_starts, domain.known_words)
            if order != list(range(len(ex.tokens))):
                self.table[tuple(moved.get(i, ex.tokens[i]) for i in order)] = type(
                    "Ex", (), {"tags": tuple(ex.tags[i] for i in order), "intents": tuple(ex.intents)})
            # "every now and again" is read "occasionally" before tagging (:func:`slu_node.read_as.how_often`):
            # so is the oracle, the word given the phrase's first tag
            into = how_often(ex.tokens, domain.verb_starts)
            if into:
                read = [(w, ex.tags[i]) for i, t in enumerate(ex.tokens) for w in into.get(i, (t,))]
                self.table[tuple(w for w, _ in read)] = type(
                    "Ex", (), {"tags": tuple(tag for _, tag in read), "intents": tuple(ex.intents)})

    def add(self, text, tags, intents):
        tokens = tuple(tokenize(text))
        assert len(tokens) == len(tags), (tokens, tags)
        self.table[tokens] = type("Ex", (), {"tags": tuple(tags), "intents": tuple(intents)})

    def predict(self, tokens):
        ex = self.table.get(tuple(tokens))
        tags = ex.tags if ex else ("O",) * len(tokens)
        if ex is None:  # the parser read some words otherwise ("as well" → "too"): the closest one's tags
            ex, tags = self._aligned(tuple(tokens))
        intents = {label: (self.confidence if ex and label in ex.intents else 0.01) for label in self.labels}
        return NluOutput(tuple(tokens), tuple(tags), (self.confidence,) * len(tokens), intents)

    def _aligned(self, tokens):
        """(example, tags) of the known token sequence closest to ``tokens`` (difflib's ratio at least
        0.8), its tags kept on the words both say and "O" elsewhere; else of one that says every word of
        ``tokens`` in order and some more, which the parser left out before tagging ("grab the large
        ramekins *from the pantry*": ratio 0.77), one word of three or more perhaps read otherwise
        ("please could you add custard *as well*" read "add custard *too*"); (None, all "O") when none is."""
        best, ratio = None, 0.8
        for known, ex in self.table.items():
            matcher = difflib.SequenceMatcher(None, known, tokens, autojunk=False)
            if matcher.quick_ratio() >= ratio and matcher.ratio() >= ratio:
                best, ratio = (known, ex, matcher), matcher.ratio()
        if best is None:
            for known, ex in self.table.items():
                matcher = difflib.SequenceMatcher(None, known, tokens, autojunk=False)
                if (len(known) > len(tokens) and matcher.quick_ratio() >= 0.6
                        and sum(n for _, _, n in matcher.get_matching_blocks()) >= len(tokens) - (len(tokens) > 2)):
                    best = (known, ex, matcher)
                    break
        tags = ["O"] * len(tokens)
        if best is None:
            return None, tuple(tags)
        known, ex, matcher = best
        for a, b, n in matcher.get_matching_blocks():
            tags[b:b + n] = ex.tags[a:a + n]
        return ex, tuple(tags)


def test_bio_spans_handles_orphan_inside_tags():
    spans = bio_spans(["a", "b", "c", "d"], ["B-x", "I-x", "I-y", "O"], [0.9, 0.8, 0.7, 0.6])
    assert [(s.label, s.start, s.end) for s in spans] == [("x", 0, 2), ("y", 2, 3)]
    assert spans[0].confidence == pytest.approx(0.8)


def test_oracle_tags_reproduce_generated_references(domain):
    examples = [ex for ex in generate(domain, 600, seed=5) if ex.intents and ex.reference]
    assert len(examples) > 300
    parser = SpokenCommandParser(domain, OracleModel(domain, examples))
    mismatches = []
    for ex in examples:
        result = parser.parse(ex.text)
        got = format_predicates(result.command.predicates) if result.command else format_predicates(
            result.clarification.partial)
        if got != ex.reference:
            mismatches.append((ex.text, ex.reference, got))
    # A few generated orders are ambiguous without a model of syntax (a later action whose verb comes
    # after its arguments, joined by a pause only: "flip the risotto, is the pot boiling"); allow 3 %.
    assert len(mismatches) <= 0.03 * len(examples), f"{len(mismatches)} of {len(examples)} differ, e.g. {mismatches[:5]}"


def test_pronoun_takes_previous_object(domain):
    model = OracleModel(domain)
    text = "take the milk and add it to the pot"
    model.add(text, ["B-act.take", "O", "B-object", "O", "B-act.add", "B-object", "O", "O", "B-destination"],
              ["take", "add"])
    result = SpokenCommandParser(domain, model).parse(text)
    assert format_predicates(result.command.predicates) == "[take(milk), add(milk, pot)]"


def test_missing_required_argument_asks_with_placeholder(domain):
    model = OracleModel(domain)
    model.add("add it to the pot", ["B-act.add", "B-object", "O", "O", "B-destination"], ["add"])
    result = SpokenCommandParser(domain, model).parse("add it to the pot")
    assert result.command is None
    assert result.clarification.reason == REASON_MISSING_ARGUMENT  # a pronoun with no antecedent
    assert format_predicates(result.clarification.partial) == "add(#, pot)"
    assert result.clarification.words == ("it",) and '"it"' in result.clarification.prompt
    assert "know \"it\". Which" not in result.clarification.prompt  # "it" is no unknown word

    model.add("pour into the pot", ["B-act.add", "O", "O", "B-destination"], ["add"])
    result = SpokenCommandParser(domain, model).parse("pour into the pot")
    assert result.clarification.reason == REASON_MISSING_ARGUMENT
    assert result.clarification.roles == ("object",)
    assert format_predicates(result.clarification.partial) == "add(#, pot)"
    assert result.clarification.prompt


def test_unknown_word_in_argument_position(domain):
    model = OracleModel(domain)
    model.add("add the blorptang to the bowl", ["B-act.add", "O", "B-object", "O", "O", "B-destination"], ["add"])
    result = SpokenCommandParser(domain, model).parse("add the blorptang to the bowl")
    assert result.command is None
    assert result.clarification.reason == REASON_UNKNOWN_WORD
    assert "blorptang" in result.clarification.words
    assert "blorptang" in result.clarification.prompt


def test_a_known_value_the_role_cannot_hold_is_not_called_unknown(domain):
    """peel holds ingredients, so "peel the whisk" is asked about; the question must not say that the
    whisk is unknown. (Until the eighteenth session this was "hand me the whisk"; take now holds
    utensils, see test_take_hands_a_utensil.)"""
    model = OracleModel(domain)
    model.add("peel the whisk", ["B-act.peel", "O", "B-object"], ["peel"])
    clarification = SpokenCommandParser(domain, model).parse("peel the whisk").clarification
    assert clarification.reason == REASON_UNKNOWN_WORD and clarification.words == ("whisk",)
    assert "know" not in clarification.prompt and '"whisk"' in clarification.prompt and "peel" in clarification.prompt

    # the tagger took an article into the verb ("remove the" is a verb phrase of uncover's): the
    # question leaves it out ("... I can remove the. Which ..." until the thirty-fifth session)
    model.add("peel the whisk", ["B-act.peel", "I-act.peel", "B-object"], ["peel"])
    prompt = SpokenCommandParser(domain, model).parse("peel the whisk").clarification.prompt
    assert "I can peel." in prompt, prompt


def test_take_hands_a_utensil(domain):
    """A kitchen robot is asked for its tools: "hand me the whisk" was asked about, since SUGAR's take
    template names ingredients and containers; the domain's take now holds utensils too."""
    assert "utensil" in domain.actions["take"].arg("object").types
    model = OracleModel(domain)
    model.add("hand me the whisk", ["B-act.take", "O", "O", "B-object"], ["take"])
    assert format_predicates(SpokenCommandParser(domain, model).parse("hand me the whisk").command.predicates) == (
        "take(whisk)")


def test_out_of_domain_and_empty_give_no_command(domain):
    parser = SpokenCommandParser(domain, OracleModel(domain))
    assert parser.parse("what's the weather like tomorrow").clarification.reason == REASON_OUT_OF_DOMAIN
    for text in ["", "   ", "!!!", "\x00\x01"]:
        result = parser.parse(text)
        assert result.command is None and result.clarification.reason == REASON_NO_SPEECH


def test_foreign_words_make_an_action_out_of_domain_but_not_a_stop(domain):
    model = OracleModel(domain)
    foreign = "wander then move the tongs living in america"  # "find" is a domain word since check's "find out if"
    model.add(foreign, ["O", "O", "B-act.put", "O", "B-object", "O", "O", "O"], ["put"])
    one = "move the tongs over there"  # one word outside the domain's vocabulary: still a command
    model.add(one, ["B-act.put", "O", "B-object", "O", "O"], ["put"])
    stop = "stop the robot i have dirty hands"  # a possessive would reach the model as "the"
    model.add(stop, ["O"] * 7, ["stop"])
    parser = SpokenCommandParser(domain, model)
    result = parser.parse(foreign)
    assert result.command is None and result.clarification.reason == REASON_OUT_OF_DOMAIN
    assert set(result.clarification.words) == {"wander", "living", "america"}
    assert format_predicates(parser.parse(one).command.predicates) == "put(tongs)"
    assert parser.parse(stop).command.dialogue_act == "stop"
    # the thresholds are the policy's: with a higher minimum the same words pass
    lenient = SpokenCommandParser(domain, model, ClarificationPolicy(foreign_min=4))
    assert lenient.parse(foreign).command is not None
    # words in a span the action has no role for count too (knead has no quantity)
    dropped = "knead jokes half of the pork playlist"
    model.add(dropped, ["B-act.knead", "B-quantity", "I-quantity", "O", "O", "B-object", "O"], ["knead"])
    assert parser.parse(dropped).clarification.words == ("jokes", "playlist")
    # a word outside the vocabulary in an argument position is an unknown word, not a foreign one
    model.add("grate the blorp and the flib", ["B-act.grate", "O", "B-object", "O", "O", "B-object"], ["grate"])
    assert parser.parse("grate the blorp and the flib").clarification.reason == REASON_UNKNOWN_WORD


def test_a_verb_outside_the_vocabulary_is_asked_about(domain):
    """The tagger reads unknown verbs by their letters ("preheat" as cook); the domain names no such
    action, so the command is asked about, not acted on (twelfth session)."""
    model = OracleModel(domain)
    text = "preheat the oven to two hundred degrees"
    model.add(text, ["B-act.cook", "O", "B-destination", "O", "B-modality", "I-modality", "I-modality"], ["cook"])
    known = "heat the oven to two hundred degrees"
    model.add(known, ["B-act.cook", "O", "B-destination", "O", "B-modality", "I-modality", "I-modality"], ["cook"])
    parser = SpokenCommandParser(domain, model)
    asked = parser.parse(text)
    assert asked.command is None and asked.clarification.reason == REASON_LOW_CONFIDENCE
    assert asked.clarification.words == ("preheat",)
    assert parser.parse(known).command is not None
    lenient = SpokenCommandParser(domain, model, ClarificationPolicy(unknown_verb_asks=False))
    assert lenient.parse(text).command is not None


def test_foreign_best_hypothesis_vetoes_its_alternatives(domain):
    from slu_node.types import Transcript, Word

    model = OracleModel(domain)
    best = "find then move the tongs living in america"
    model.add(best, ["O", "O", "B-act.put", "O", "B-object", "O", "O", "O"], ["put"])
    model.add("move the tongs", ["B-act.put", "O", "B-object"], ["put"])
    parser = SpokenCommandParser(domain, model)
    words = tuple(Word(w, 0.0, 0.0, 0.9) for w in best.split())
    heard = Transcript(best, 0.9, ((best, 0.9), ("move the tongs", 0.85)), words)
    result = parser.parse_transcript(heard)
    assert result.command is None and result.clarification.reason == REASON_OUT_OF_DOMAIN
    # the same alternative still wins behind a best hypothesis that is merely not a command
    model.add("move the tons", ["B-act.put", "O", "B-object"], ["put"])
    plain = Transcript("move the tons", 0.7, (("move the tons", 0.7), ("move the tongs", 0.85)),
                       tuple(Word(w, 0.0, 0.0, c) for w, c in zip("move the tons".split(), (0.95, 0.95, 0.2))))
    assert parser.parse_transcript(plain).command is not None


def test_a_verb_after_an_and_that_joins_nothing_is_asked_about_when_it_sounds_like_its_undoing(domain):
    """Moonshine wrote "and cover the pot" for "uncover the pot" and "... after that and wrap the
    cheese" for "... unwrap ...": done as ``cover``, the opposite of what was asked; for voices no
    rule had been written for, "then cover the pot" too. Heard, such a verb is asked about ("Should
    I cover or uncover?"), and the n-best alternative with "then" in place of the "and" (the same
    sounds) does not win; typed, after an "and" that joins something, or with an argument the
    undoing has no role for ("with the lid": uncover takes no instrument), it is done."""
    from slu_node.types import Transcript, Word

    model = OracleModel(domain)
    tags = {"and cover the pot": ["O", "B-act.cover", "O", "B-object"],
            "okay after that and wrap the cheese": ["O", "O", "O", "O", "B-act.cover", "O", "B-object"],
            "okay after that then wrap the cheese": ["O", "O", "O", "O", "B-act.cover", "O", "B-object"],
            "stir the soup and cover the pot": ["B-act.mix", "O", "B-object", "O", "B-act.cover", "O", "B-object"],
            "then cover the pot": ["O", "B-act.cover", "O", "B-object"],
            "then cover the pot with the lid": ["O", "B-act.cover", "O", "B-object", "O", "B-instrument",
                                                "I-instrument"]}
    for text, t in tags.items():
        model.add(text, t, sorted({x[6:] for x in t if x.startswith("B-act.")}))
    parser = SpokenCommandParser(domain, model)

    def heard(text, *alternatives):
        words = tuple(Word(w, 0.0, 0.0, 1.0) for w in text.split())
        return Transcript(text, 1.0, ((text, 1.0), *((a, 0.5) for a in alternatives)), words)

    asked = parser.parse_transcript(heard("and cover the pot"))
    assert asked.command is None and asked.clarification.reason == REASON_LOW_CONFIDENCE
    assert asked.clarification.words == ("cover",)
    assert asked.clarification.prompt == "Should I cover or uncover?"  # the domain's sounds_alike prompt
    assert parser.parse("and cover the pot").command is not None  # typed
    asked = parser.parse_transcript(heard("okay after that and wrap the cheese", "okay after that then wrap the cheese"))
    assert asked.command is None and asked.clarification.words == ("wrap",)
    done = parser.parse_transcript(heard("stir the soup and cover the pot"))
    assert format_predicates(done.command.predicates) == "[mix(soup), cover(pot)]"
    asked = parser.parse_transcript(heard("then cover the pot"))
    assert asked.command is None and asked.clarification.words == ("cover",)
    done = parser.parse_transcript(heard("then cover the pot with the lid"))
    assert format_predicates(done.command.predicates) == "cover(pot, lid)"


def test_bare_verb_heard_in_noise_is_asked_not_done(domain):
    model = OracleModel(domain)
    model.add("so whip", ["O", "B-act.mix"], ["mix"])
    model.add("whip the cream", ["B-act.mix", "O", "B-object"], ["mix"])
    parser = SpokenCommandParser(domain, model)
    assert parser.parse("so whip").command is not None  # typed: no SNR
    assert parser.parse("so whip", snr_db=20.0).command is not None  # quiet enough
    noisy = parser.parse("so whip", snr_db=8.0)
    assert noisy.command is None and noisy.clarification.reason == "low_confidence"
    assert format_predicates(noisy.clarification.partial) == "mix(*[ingredients]*, *whisk*)"
    # an uttered argument is more evidence than the verb alone: accepted at the same SNR
    assert parser.parse("whip the cream", snr_db=8.0).command is not None


def test_dialogue_act_heard_in_noise_is_asked_not_done(domain):
    model = OracleModel(domain)
    model.add("undo that", ["O", "O"], ["undo"])
    parser = SpokenCommandParser(domain, model)
    assert parser.parse("undo that").command.dialogue_act == "undo"  # typed: no SNR
    assert parser.parse("undo that", snr_db=20.0).command.dialogue_act == "undo"
    noisy = parser.parse("undo that", snr_db=8.0)
    assert noisy.command is None and noisy.clarification.reason == "low_confidence"
    assert noisy.clarification.words == ("undo",)


def test_an_argument_heard_doubtfully_in_noise_is_asked_about_where_in_quiet_it_is_done(domain):
    """``noisy_slot_threshold``: "cream" at ASR word confidence 0.3 gives the argument a confidence of
    about 0.55 (tag × sqrt(0.3)), above the quiet threshold and below the noisy one."""
    model = OracleModel(domain)
    model.add("whip the cream", ["B-act.mix", "O", "B-object"], ["mix"])
    parser = SpokenCommandParser(domain, model)
    heard = [1.0, 1.0, 0.3]
    assert parser.policy.slot_threshold < 0.3 ** 0.5 < parser.policy.noisy_slot_threshold
    assert parser.parse("whip the cream", word_confidence=heard, snr_db=20.0).command is not None
    noisy = parser.parse("whip the cream", word_confidence=heard, snr_db=10.0)
    assert noisy.command is None and noisy.clarification.reason == "low_confidence"
    assert noisy.clarification.roles == ("object",)
    assert parser.parse("whip the cream", word_confidence=[1.0] * 3, snr_db=10.0).command is not None
    lenient = SpokenCommandParser(domain, model, ClarificationPolicy(noisy_slot_threshold=0.45))
    assert lenient.parse("whip the cream", word_confidence=heard, snr_db=10.0).command is not None


def test_policy_thresholds_outside_zero_to_one_are_refused():
    with pytest.raises(ValueError, match="noisy_slot_threshold"):
        ClarificationPolicy(noisy_slot_threshold=1.5)
    with pytest.raises(ValueError, match="slot_threshold"):
        ClarificationPolicy(slot_threshold=-0.1)


def test_stop_heard_in_noise_is_done(domain):
    """The cooking domain's ``urgent_acts``: "stop" is done at an SNR at which "undo" is asked about
    (a stop asked about keeps the robot going)."""
    assert domain.urgent_acts == ("stop",)
    model = OracleModel(domain)
    model.add("stop", ["O"], ["stop"])
    model.add("undo", ["O"], ["undo"])
    parser = SpokenCommandParser(domain, model)
    assert parser.parse("stop", snr_db=5.0).command.dialogue_act == "stop"
    assert parser.parse("undo", snr_db=5.0).command is None


def test_low_confidence_gives_no_command(domain):
    model = OracleModel(domain, confidence=0.3)
    model.add("grate the cheese", ["B-act.grate", "O", "B-object"], ["grate"])
    result = SpokenCommandParser(domain, model, ClarificationPolicy(intent_threshold=0.2)).parse("grate the cheese")
    assert result.command is None and result.clarification.reason == "low_confidence"


def test_bad_input_never_raises(domain):
    parser = SpokenCommandParser(domain, OracleModel(domain))
    for text in ["7 7 7 7 1234567", "x" * 10_000, "add " * 5000, b"\xff\xfeadd salt", "caf\u00e9 \ud83c\udf73", None, 42]:
        result = parser.parse(text)
        assert result.command is None or result.command.predicates == ()


def test_quantity_and_implicit_defaults(domain):
    builder = PredicateBuilder(domain)
    text = "add two hundred grams of flour"
    tokens = tokenize(text)
    tags = ["B-act.add", "B-quantity", "I-quantity", "I-quantity", "O", "B-object"]
    intents = {label: 0.01 for label in domain.intent_labels} | {"add": 0.99}
    drafts = builder.build(NluOutput(tuple(tokens), tuple(tags), (0.99,) * len(tokens), intents))
    assert format_predicates([drafts[0].predicate]) == "add(200 g, flour, *[ingredients]*)"


@pytest.mark.parametrize("text, tags, expected", [
    # "seventy | five grams": a number split over two quantity spans is one amount, not 70
    ("add seventy five grams of butter",
     ["B-act.add", "B-quantity", "B-quantity", "I-quantity", "O", "B-object"], "add(75 g, butter, *[ingredients]*)"),
    ("simmer the sauce for two hundred fifty minutes",
     ["B-act.cook", "O", "B-object", "O", "B-modality", "I-modality", "B-modality", "I-modality"],
     "cook(sauce, 250 min)"),
    # two quantities that no number joins stay two spans (the first one kept)
    ("add two three grams of butter",
     ["B-act.add", "B-quantity", "B-quantity", "I-quantity", "O", "B-object"], "add(2, butter, *[ingredients]*)"),
    # "for a | minute": the untagged article makes the unit an amount
    ("cook the rice for a minute", ["B-act.cook", "O", "B-object", "O", "O", "B-modality"], "cook(rice, 1 min)"),
    # an untagged "a" before a value that is no unit stays out
    ("add a salt", ["B-act.add", "O", "B-object"], "add(salt, *[ingredients]*)"),
])
def test_an_amount_the_tagger_split_is_read_whole(domain, text, tags, expected):
    tokens = tokenize(text)
    intents = {label: 0.01 for label in domain.intent_labels} | {tags[0][len("B-act."):]: 0.99}
    drafts = PredicateBuilder(domain).build(NluOutput(tuple(tokens), tuple(tags), (0.99,) * len(tokens), intents))
    assert format_predicates([drafts[0].predicate]) == expected


@pytest.mark.parametrize("text, tags, expected", [
    # mix has no destination; the verb implies the blender as instrument, and it was uttered
    ("blitz the tomatoes in the blender", ["B-act.mix", "O", "B-object", "O", "O", "B-destination"],
     "mix(tomato, blender)"),
    # another value than the implied one: left out, and the instrument stays implied
    ("blitz the tomatoes in the pot", ["B-act.mix", "O", "B-object", "O", "O", "B-destination"],
     "mix(tomato, *blender*)"),
])
def test_an_implied_value_uttered_under_another_role_is_written_as_uttered(domain, text, tags, expected):
    tokens = tokenize(text)
    intents = {label: 0.01 for label in domain.intent_labels} | {"mix": 0.99}
    drafts = PredicateBuilder(domain).build(NluOutput(tuple(tokens), tuple(tags), (0.99,) * len(tokens), intents))
    assert format_predicates([drafts[0].predicate]) == expected


def test_a_pronoun_for_several_things_in_a_role_that_holds_one_is_asked_about(domain):
    """"boil the eggs and the potatoes then remove them": remove holds one object, and the predicate
    kept the eggs alone, the potatoes left out unsaid (forty-first session, from a development
    command); one antecedent is done as before."""
    model = OracleModel(domain)
    both = "boil the eggs and the potatoes then remove them"
    model.add(both, ["B-act.cook", "O", "B-object", "O", "O", "B-object", "O", "B-act.remove", "B-object"],
              ["cook", "remove"])
    one = "boil the eggs then remove them"
    model.add(one, ["B-act.cook", "O", "B-object", "O", "B-act.remove", "B-object"], ["cook", "remove"])
    parser = SpokenCommandParser(domain, model)
    asked = parser.parse(both)
    assert asked.command is None and asked.clarification.reason == REASON_LOW_CONFIDENCE
    assert asked.clarification.words == ("them",)
    assert format_predicates(parser.parse(one).command.predicates) == "[cook(egg), remove(egg)]"


def test_the_object_after_let_belongs_to_the_next_verb(domain):
    """"cover the pot and let it simmer": "pot and ... it" looked like a list, so "it" went to cover
    (``cover([pot, #])``, asked about); it is simmer's, and refers to the pot, which cook holds as its
    destination (a utensil), not as its object (twenty-first session: ``cook(pot, 20 min)`` before)."""
    model = OracleModel(domain)
    text = "cover the pot and let it simmer for twenty minutes"
    model.add(text, ["B-act.cover", "O", "B-object", "O", "O", "B-object", "B-act.cook", "O", "B-modality",
                     "I-modality"], ["cover", "cook"])
    result = SpokenCommandParser(domain, model).parse(text)
    assert format_predicates(result.command.predicates) == "[cover(pot), cook(*[ingredients]*, pot, 20 min)]"


def test_a_quantity_that_runs_over_a_list_is_asked_about_not_dropped(domain):
    """A quantity span over "and" swallowed listed objects: dropping it, as an unmeasurable "a bit
    of" is dropped, acted on garlic alone. One that is amounts each with its value is one action per
    amount (twenty-seventh session, :mod:`slu_node.amounts`); one that is not ("some") is asked about."""
    model = OracleModel(domain)
    text = "get me two onions and a clove of garlic"
    model.add(text, ["B-act.take", "O", "B-quantity", "I-quantity", "I-quantity", "I-quantity", "I-quantity",
                     "O", "B-object"], ["take"])
    unmeasured = "get me two onions and some garlic"
    model.add(unmeasured, ["B-act.take", "O", "B-quantity", "I-quantity", "I-quantity", "I-quantity", "B-object"],
              ["take"])
    model.add("get me a bit of garlic", ["B-act.take", "O", "B-quantity", "I-quantity", "I-quantity", "B-object"],
              ["take"])
    parser = SpokenCommandParser(domain, model)
    result = parser.parse(text)
    assert format_predicates(result.command.predicates) == "[take(2, onion), take(1 clove, garlic)]"
    result = parser.parse(unmeasured)
    assert result.command is None and result.clarification.reason == REASON_UNKNOWN_WORD
    assert format_predicates(parser.parse("get me a bit of garlic").command.predicates) == "take(garlic)"


def test_instrument_before_the_next_verb_goes_to_that_verb(domain):
    model = OracleModel(domain)
    text = "unwrap the jar use the tongs to shred the chicken"
    model.add(text, ["B-act.uncover", "O", "B-object", "O", "O", "B-instrument", "O", "B-act.grate", "O", "B-object"],
              ["uncover", "grate"])
    result = SpokenCommandParser(domain, model).parse(text)
    # "uncover" has no instrument role; "grate" has
    assert format_predicates(result.command.predicates) == "[uncover(jar), grate(chicken, tongs)]"


def test_a_span_the_verb_lacks_stays_with_it_before_a_connector(domain):
    """Fifty-seventh-session probe 105: the time knead cannot hold had gone to put, past "then"."""
    text = "knead the dough for ten minutes then put it in the bowl"
    tags = ["B-act.knead", "O", "B-object", "B-modality", "I-modality", "I-modality", "O", "B-act.put", "B-object",
            "O", "O", "B-destination"]
    assert _oracle_parse(domain, text, tags, ["knead", "put"]) == "[knead(dough), put(dough, bowl)]"


def test_a_word_tagged_with_a_role_that_cannot_hold_it_joins_the_value_after_it(domain):
    """"sieve hot sauce": "hot" tagged as a quantity (a state, which no quantity is) had been dropped,
    and ``sieve(sauce)`` done (a generated development command heard exactly, forty-first session)."""
    model = OracleModel(domain)
    text = "sieve hot sauce"
    model.add(text, ["B-act.sieve", "B-quantity", "B-object"], ["sieve"])
    counted = "add two eggs"
    model.add(counted, ["B-act.add", "B-quantity", "B-object"], ["add"])
    parser = SpokenCommandParser(domain, model)
    assert format_predicates(parser.parse(text).command.predicates) == "sieve(hot sauce)"
    # a quantity the role holds stays apart from the object after it
    assert format_predicates(parser.parse(counted).command.predicates).startswith("add(2, egg")


def test_what_to_use_before_to_and_the_next_verb_is_that_verbs_even_when_the_verb_before_takes_it(domain):
    """"shred the salad dressing use a whisk to flip it": grate takes an instrument too, and had the
    whisk (``[grate(salad dressing, whisk), turn(salad dressing)]``: a generated development command
    heard exactly, forty-first session)."""
    model = OracleModel(domain)
    text = "shred the cheese use a whisk to flip it"
    model.add(text, ["B-act.grate", "O", "B-object", "O", "O", "B-instrument", "O", "B-act.turn", "B-object"],
              ["grate", "turn"])
    without_to = "shred the cheese with a whisk flip it"
    model.add(without_to, ["B-act.grate", "O", "B-object", "O", "O", "B-instrument", "B-act.turn", "B-object"],
              ["grate", "turn"])
    parser = SpokenCommandParser(domain, model)
    assert format_predicates(parser.parse(text).command.predicates) == "[grate(cheese), turn(cheese, whisk)]"
    # said with "with" and no "to", the whisk is still the verb's before it
    assert format_predicates(parser.parse(without_to).command.predicates) == "[grate(cheese, whisk), turn(cheese)]"


def test_list_conjunction_joins_a_list_but_a_connector_still_cuts(domain):
    model = OracleModel(domain)
    joined = "then peel the pancake and the ricotta puree radish"
    model.add(joined, ["O", "B-act.peel", "O", "B-object", "O", "O", "B-object", "B-act.mash", "B-object"],
              ["peel", "mash"])
    cut = "flip the pancake and then with the lid cover the pot"
    model.add(cut, ["B-act.turn", "O", "B-object", "O", "O", "O", "O", "B-instrument", "B-act.cover", "O",
                    "B-object"], ["turn", "cover"])
    parser = SpokenCommandParser(domain, model)
    # "and" between two objects joins them; it is not the clause boundary it would be before a verb
    assert format_predicates(parser.parse(joined).command.predicates) == "[peel([pancake, ricotta]), mash(radish)]"
    # "and then" before an instrument still sends it to the next verb
    assert format_predicates(parser.parse(cut).command.predicates) == "[turn(pancake), cover(pot, lid)]"


@pytest.mark.parametrize("text, tags, expected", [
    ("peel and mash the potatoes", ["B-act.peel", "O", "B-act.mash", "O", "B-object"], "[peel(potato), mash(potato)]"),
    # mix's object is optional and add's object goes into the preparation: mix keeps its implicit one
    ("stir and add the milk", ["B-act.mix", "O", "B-act.add", "O", "B-object"],
     "[mix(*[ingredients]*), add(milk, *[ingredients]*)]"),
    # thirty-third session: an optional object is shared when the next verb adds nothing...
    ("heat and stir the milk", ["B-act.cook", "O", "B-act.mix", "O", "B-object"], "[cook(milk), mix(milk)]"),
    # ... across a lone "and": "and then" says two steps, as the generated commands have it
    ("heat and then stir the milk", ["B-act.cook", "O", "O", "B-act.mix", "O", "B-object"],
     "[cook(*[ingredients]*), mix(milk)]"),
    # a comma between verbs (left out by the tokenizer) joins them in a chain that ends in "and"
    ("peel boil and mash the potatoes", ["B-act.peel", "B-act.cook", "O", "B-act.mash", "O", "B-object"],
     "[peel(potato), cook(potato), mash(potato)]"),
])
def test_verbs_joined_by_and_share_the_next_ones_object(domain, text, tags, expected):
    assert _oracle_parse(domain, text, tags, [t[len("B-act."):] for t in tags if t.startswith("B-act.")]) == expected


@pytest.mark.parametrize("text, tags, intents, expected", [
    # the tagger labels the last value a place: it was dropped unasked, put(egg, bowl)
    ("put the eggs in the bowl and the milk", ["B-act.put", "O", "B-object", "O", "O", "B-destination", "O", "O",
                                               "B-destination"], ["put"], "put([egg, milk], bowl)"),
    # add's place holds a list, and was add(sugar, [bowl, salt])
    ("add the sugar to the bowl and the salt", ["B-act.add", "O", "B-object", "O", "O", "B-destination", "O", "O",
                                                "B-destination"], ["add"], "add([sugar, salt], bowl)"),
    # food after food may be a second place: left as it was read
    ("add the cheese to the pasta and the sauce", ["B-act.add", "O", "B-object", "O", "O", "B-destination", "O",
                                                   "O", "B-destination"], ["add"], "add(cheese, [pasta, sauce])"),
    # thirty-sixth session: unless it is of the object's group and not of the place's (herbs and spices)...
    ("add the salt to the soup and the pepper", ["B-act.add", "O", "B-object", "O", "O", "B-destination", "O", "O",
                                                 "B-destination"], ["add"], "add([salt, pepper], soup)"),
    ("pour the cream over the strawberries and the blueberries", ["B-act.add", "O", "B-object", "O", "O",
                                                                  "B-destination", "O", "O", "B-destination"],
     ["add"], "add(cream, [strawberry, blueberry])"),
    # ... or measured out, roughly or in a span of its own: no place is
    ("add the chives to the eggs and some salt", ["B-act.add", "O", "B-object", "O", "O", "B-destination", "O", "O",
                                                  "B-destination"], ["add"], "add([chive, salt], egg)"),
    ("add the cinnamon to the batter and a pinch of nutmeg", ["B-act.add", "O", "B-object", "O", "O",
                                                              "B-destination", "O", "B-quantity", "I-quantity", "O",
                                                              "B-destination"], ["add"],
     # its amount its own since the sixty-sixth session (an object before a pair has no share of it)
     "[add(cinnamon, batter), add(1 pinch, nutmeg, batter)]"),
    # an action done to the ingredients together mixes what a value is stirred into, and what follows it
    ("stir the honey into the yogurt and the cinnamon", ["B-act.mix", "O", "B-object", "O", "O", "B-destination",
                                                         "O", "O", "B-destination"], ["mix"],
     "mix([honey, yogurt, cinnamon])"),
])
def test_a_thing_said_after_the_place_is_the_actions_object(domain, text, tags, intents, expected):
    """Stripping, :func:`slu_node.gapping.stripped_heads` (thirty-fourth-session probe 50)."""
    assert _oracle_parse(domain, text, tags, intents) == expected


def test_verbs_apart_share_no_object(domain):
    """More than a conjunction between the verbs, or two verbs side by side with no chain: nothing is
    shared, peel's and grate's objects are asked for ("it would be *grate* if you could add the salt",
    heard, had been done as ``[grate(salt), add(salt)]`` by a first form of the comma rule)."""
    model = OracleModel(domain)
    apart = "peel after that mash the potatoes"
    model.add(apart, ["B-act.peel", "O", "O", "B-act.mash", "O", "B-object"], ["peel", "mash"])
    side_by_side = "grate add the salt"
    model.add(side_by_side, ["B-act.grate", "B-act.add", "O", "B-object"], ["grate", "add"])
    parser = SpokenCommandParser(domain, model)
    assert parser.parse(apart).clarification.reason == REASON_MISSING_ARGUMENT
    assert parser.parse(side_by_side).clarification.reason == REASON_MISSING_ARGUMENT


def test_known_value_of_another_type_is_dropped_from_an_optional_role(domain):
    """A known value or an amount that no role of the action holds is dropped from typed text and
    reported (``unplaced``); heard in noise it is asked about."""
    model = OracleModel(domain)
    text = "grate the cheese over the pasta"
    model.add(text, ["B-act.grate", "O", "B-object", "O", "O", "B-instrument"], ["grate"])
    unknown = "grate the cheese over the blorp"
    model.add(unknown, ["B-act.grate", "O", "B-object", "O", "O", "B-instrument"], ["grate"])
    parser = SpokenCommandParser(domain, model)
    assert format_predicates(parser.parse(text).command.predicates) == "grate(cheese)"
    assert parser.parse(text).unplaced == ("pasta",)  # reported, for n-best rescoring
    assert parser.parse(unknown).clarification.reason == REASON_UNKNOWN_WORD  # a word of no type: asked
    # heard in noise, a value left out is more likely a misheard word than a place: asked about
    assert parser.parse(text, snr_db=20.0).command is not None
    noisy = parser.parse(text, snr_db=10.0)
    assert noisy.command is None and noisy.clarification.reason == "low_confidence"
    assert noisy.clarification.words == ("pasta",)
    model.add("grate the cheese over the top", ["B-act.grate", "O", "B-object", "O", "O", "O"], ["grate"])
    assert parser.parse("grate the cheese over the top", snr_db=10.0).command is not None  # nothing left out
    # so is an amount of a measured type that no role holds ("pick out the pits of nine hundred ninety s")
    timed = "knead the dough for ten minutes"
    model.add(timed, ["B-act.knead", "O", "B-object", "O", "B-modality", "I-modality"], ["knead"])
    assert format_predicates(parser.parse(timed).command.predicates) == "knead(dough)"
    assert parser.parse(timed).unplaced == ("ten minutes",)
    assert parser.parse(timed, snr_db=10.0).clarification.words == ("ten minutes",)


@pytest.fixture(scope="module")
def coffee():
    return load_domain(DOMAIN_DIR.parent / "coffee")


def coffee_parse(coffee, text, tags):
    model = OracleModel(coffee)
    model.add(text, tags, ["order_drink"])
    return SpokenCommandParser(coffee, model).parse(text)


def test_a_verb_span_that_ends_as_one_of_the_actions_verbs_is_the_actions(coffee):
    """The twenty-fifth session's rule for verb spans with no verb of the domain ("keep going") first
    asked about real coffee orders heard at 6 dB: the tagger's "could i please get" and "i have" (in
    "here i have", heard for "can i have") end as order_drink's "could i get" and "can i have" do, and
    are its verbs."""
    for text, tags in (("could i please get a latte", ["B-act.order_drink"] + ["I-act.order_drink"] * 3),
                       ("so i have a latte", ["O", "B-act.order_drink", "I-act.order_drink"])):
        done = coffee_parse(coffee, text, tags + ["O", "B-coffee_drink"])
        assert format_predicates(done.command.predicates) == "order_drink(latte)", text


def test_amount_phrase_one_slip_away_keeps_its_amount_or_asks(coffee):
    head = ["B-act.order_drink", "O", "B-coffee_drink", "O"]
    slip = coffee_parse(coffee, "brew a mocha with a bit it brown sugar", head + ["B-sugar_amount"] + ["I-sugar_amount"] * 4)
    assert format_predicates(slip.command.predicates) == "order_drink(mocha, a bit of brown sugar)"
    dropped_a = coffee_parse(coffee, "brew a mocha with lot of milk", head + ["B-milk_amount"] + ["I-milk_amount"] * 2)
    assert format_predicates(dropped_a.command.predicates) == "order_drink(mocha, a lot of milk)"
    # a missing content word is not guessed: "some almond" stays unknown, not "some almond milk"
    guess = coffee_parse(coffee, "brew a mocha with some almond", head + ["B-milk_amount", "I-milk_amount"])
    assert guess.command is None and guess.clarification.reason == REASON_UNKNOWN_WORD


def test_side_by_side_triggers_of_one_action_are_one_verb(coffee):
    tags = ["B-act.order_drink", "B-act.order_drink", "I-act.order_drink", "O", "B-coffee_drink"]
    joined = coffee_parse(coffee, "i'll get me a mocha", tags)
    assert format_predicates(joined.command.predicates) == "order_drink(mocha)"
    # apart (a word between them), the two triggers stay two orders: the first asks for its drink
    apart = coffee_parse(coffee, "i'll now get me a mocha", ["B-act.order_drink", "O"] + tags[1:])
    assert apart.command is None and apart.clarification.reason == REASON_MISSING_ARGUMENT


def test_a_lone_function_word_tagged_as_an_argument_is_no_unknown_word(coffee):
    tags = ["B-act.order_drink", "B-roast", "I-roast", "B-size", "B-coffee_drink", "I-coffee_drink"]
    lone = coffee_parse(coffee, "brew light roast a drip coffee", tags)
    assert format_predicates(lone.command.predicates) == "order_drink(drip coffee, light roast)"
    # a content word there is still asked about
    word = coffee_parse(coffee, "brew light roast huge drip coffee", tags)
    assert word.command is None and word.clarification.reason == REASON_UNKNOWN_WORD


def test_a_shared_verb_takes_the_action_whose_roles_hold_its_arguments(domain):
    model = OracleModel(domain)
    # the tagger reads "remove" as separate (whose object is a part or an ingredient) in both
    for text in ("remove the scissors", "remove the yolk", "remove the blorp"):
        model.add(text, ["B-act.separate", "O", "B-object"], ["separate"])
    parser = SpokenCommandParser(domain, model)
    assert format_predicates(parser.parse("remove the scissors").command.predicates) == "remove(kitchen scissors)"
    assert format_predicates(parser.parse("remove the yolk").command.predicates) == "separate(yolk)"
    # a word no action of the verb knows is still asked about, under the tagger's reading
    unknown = parser.parse("remove the blorp")
    assert unknown.command is None and unknown.clarification.reason == REASON_UNKNOWN_WORD


def test_a_shared_verb_takes_the_action_that_places_every_known_value(domain):
    model = OracleModel(domain)
    tags = ["B-act.separate", "O", "B-object", "O", "O", "B-source"]
    # separate's source holds an ingredient or a utensil, remove's a container too
    for text in ("remove the raspberries from the bowl", "remove the yolk from the eggs"):
        model.add(text, tags, ["separate"])
    parser = SpokenCommandParser(domain, model)
    moved = parser.parse("remove the raspberries from the bowl")
    assert format_predicates(moved.command.predicates) == "remove(raspberry, bowl)" and moved.unplaced == ()
    assert format_predicates(parser.parse("remove the yolk from the eggs").command.predicates) == "separate(yolk, egg)"


def test_a_phrasal_verb_said_around_its_object_takes_the_action_of_the_whole_phrase(domain):
    """"take the seeds out of the lemon" asked about "seeds" (a part is no object of remove's); the
    verb said around its object is separate's "take out"."""
    model = OracleModel(domain)
    tags = ["B-act.remove", "O", "B-object", "O", "O", "O", "B-source"]
    # the tagger reads "take" as remove's "take out"; a part is no object of remove's
    for text in ("take the seeds out of the lemon", "take the seeds from inside the lemon"):
        model.add(text, tags, ["remove"])
    parser = SpokenCommandParser(domain, model)
    out = parser.parse("take the seeds out of the lemon")
    assert format_predicates(out.command.predicates) == "separate(seed, lemon)"
    # without the particle, "take" is no verb of separate: asked about under the tagger's reading
    assert parser.parse("take the seeds from inside the lemon").command is None
    assert says_split(("take out",), "take", ["seeds", "out", "of"])
    assert not says_split(("take out",), "take", ["seeds", "of"])
    assert not says_split(("take",), "take out", ["out"])


def test_a_command_that_ends_on_a_word_asking_for_more_is_asked_about(coffee):
    head = ["B-act.order_drink", "O", "B-coffee_drink", "O"]
    cut = coffee_parse(coffee, "brew a mocha with some", head + ["O"])
    assert cut.command is None and cut.clarification.reason == REASON_LOW_CONFIDENCE
    assert cut.clarification.words == ("some",)
    whole = coffee_parse(coffee, "brew a mocha with some sugar", head + ["B-sugar_amount", "I-sugar_amount"])
    assert format_predicates(whole.command.predicates) == "order_drink(mocha, some sugar)"
    # past a closing word too: "please" had hidden the cut
    cut = coffee_parse(coffee, "brew a mocha with some please", head + ["O", "O"])
    assert cut.command is None and cut.clarification.words == ("some",)


def test_a_command_cut_after_a_preposition_and_describing_words_is_asked_about(cooking_parser):
    # "... with a little", heard at 1.4 times the rate for "... with the ladle", had turned the walnuts
    cut = cooking_parser.parse("peel the asparagus and turn some walnuts over with a little")
    assert cut.command is None and cut.clarification.words == ("little",)
    assert cooking_parser.parse("add a little").clarification.reason != REASON_LOW_CONFIDENCE
    # "and then" with nothing after it: the next step was lost; "every now and then" is how often
    assert cooking_parser.parse("add the salt and then").clarification.words == ("then",)
    assert cooking_parser.parse("stir the sauce every now and then").command is not None
    # "until" or "using" with nothing after it: "... crack the chickens until for me", heard for "and dill"
    assert cooking_parser.parse("go ahead and crack the chickens until for me").clarification.words == ("until",)
    assert cooking_parser.parse("mash the potatoes using").command is None
    assert cooking_parser.parse("stir until thick").command is not None
    # ... or "for" or "at": "uh drain spaghetti for thank you", heard for "um transfer a dish slow thank you"
    assert cooking_parser.parse("uh drain spaghetti for thank you").clarification.words == ("for",)
    assert cooking_parser.parse("cook the pasta for ten minutes").command is not None


def _asks(parser, said, words):
    """Assert that ``parser`` asks about ``words`` (a tuple) for the text ``said``."""
    result = parser.parse(said)
    assert result.command is None and result.clarification.words == words, (said, result.clarification)


def _does(parser, *said):
    """Assert that ``parser`` reads each text of ``said`` as a command."""
    for text in said:
        assert parser.parse(text).command is not None, text


def test_a_question_word_where_an_argument_was_said_is_asked_about(cooking_parser):
    # "through what", heard at 10 dB for "through a wok", had been sieve(cookie) with the sieve lost
    _asks(cooking_parser, "pass the biscuits through what please", ("what",))
    # not a question after no preposition ("... or what")
    _does(cooking_parser, "pass the biscuits through a wok please", "is the oil hot or what")


def test_an_unknown_last_word_after_a_role_preposition_is_asked_about(cooking_parser):
    # "mash potatoes with pho", heard at 10 dB for "with fork", had been mash(potato): "pho" untagged
    for said in ("mash potatoes with pho", "mash potatoes with pho please"):
        cut = cooking_parser.parse(said)
        assert cut.command is None and cut.clarification.words == ("pho",), said
        assert cut.clarification.roles == ("instrument",)
    assert format_predicates(cooking_parser.parse("mash potatoes with fork").command.predicates) == "mash(potato, fork)"


def test_put_said_with_a_time_alone_asks_where(cooking_parser):
    # "cook the pasta for nine minutes", heard "put the pasta ..." (flite slt), had been done as put
    cut = cooking_parser.parse("put the pasta for nine minutes then drain it")
    assert cut.command is None and cut.clarification.reason == "missing_argument"
    assert cut.clarification.roles == ("destination",) and cut.clarification.prompt == "Where should I put it?"
    for said, done in (("put the cake in the oven for forty minutes", "put(cake, oven, 40 min)"),
                       ("pop the masher at one degree for nine hours", "put(masher, 1 deg, 9 h)")):
        assert format_predicates(cooking_parser.parse(said).command.predicates) == done


def test_a_list_heard_naming_one_value_twice_is_asked_about(cooking_parser):
    # "flip over a biscuit and the biscuit", heard across a reverberant kitchen for "the spinach and
    # the biscuit", had been turn(cookie): one of the two was misheard
    said = "flip over a biscuit and the biscuit"
    heard = cooking_parser.parse(said, word_confidence=[1.0] * 7)
    assert heard.command is None and heard.clarification.words == ("biscuit",)
    assert cooking_parser.parse("flip over the spinach and the biscuit", word_confidence=[1.0] * 7).command is not None


def test_fifty_fourth_session_probe_phrasings(cooking_parser):
    # probe 69: a leading "just" before an amount, a verb's word that ends a value ("lemon zest"), and
    # a hedge before what needs doing had been out of domain or a second action
    for said, done in (("just a pinch of nutmeg", "add(1 pinch, nutmeg, *[ingredients]*)"),
                       ("right, now grate the lemon zest", "grate(lemon)"),
                       ("i think the soup needs a stir", "mix(soup)")):
        assert format_predicates(cooking_parser.parse(said).command.predicates) == done, said
    assert cooking_parser.parse("i think the soup is ready").command is None  # a statement stays one
    assert format_predicates(cooking_parser.parse("grate the lemon zest the orange").command.predicates) == (
        "[grate(lemon), grate(orange)]")  # a verb with an object of its own after it stays a verb


def test_one_list_heard_on_both_sides_of_its_verb_is_asked_about(cooking_parser):
    # "wish of brownie flip the pancake now", heard for "we should probably flip the pancake now", had
    # been turn([brownie, pancake]); a course's header before the verb stays in the list
    heard = cooking_parser.parse("wish of brownie flip the pancake now", word_confidence=[1.0] * 7)
    assert heard.command is None and "brownie" in heard.clarification.words
    header = cooking_parser.parse("now for the sauce stir in the cream", word_confidence=[1.0] * 8)
    assert format_predicates(header.command.predicates) == "mix([sauce, cream])"


def test_a_request_phrase_after_an_auxiliary_is_a_question(cooking_parser):
    # "do we need the colander" asks whether it is needed; it had been take(colander)
    assert cooking_parser.parse("do we need the colander").command is None
    assert format_predicates(cooking_parser.parse("we need the colander").command.predicates) == "take(colander)"


def test_courtesies_that_were_asked_about_are_done(cooking_parser):
    # probe 69: both had been asked about, "if ..." read as a condition and "taking" after "terribly"
    # as a verb no word leads
    for said, done in (("if you wouldn't mind drain the pasta", "sieve(pasta)"),
                       ("would you mind terribly taking the tray out of the oven", "remove(baking tray, oven)")):
        result = cooking_parser.parse(said)
        assert result.command is not None and format_predicates(result.command.predicates) == done, said
    assert cooking_parser.parse("stock adding milk").command is None  # "stop adding milk" misheard
    # seventieth-session blind probes 449 and 455: praise said last, "for now"; not a state
    for said, done in (("scatter a handful of chopped parsley over the prawns lovely",
                        "add(1 handful, parsley, shrimp)"),
                       ("pop the feta back in the fridge for now", "put(feta, fridge)"),
                       # what is said of the saying or the work ahead (textnorm.SAYING_PHRASES: probes 444, 452)
                       ("i'll say it louder sprinkle in a pinch of chilli flakes",
                        "add(1 pinch, chili powder, *[ingredients]*)"),
                       ("okay let's get the veg sorted grab a head of broccoli and a bag of carrots",
                        "[take(1 head, broccoli), take(1 bag, carrot)]")):
        result = cooking_parser.parse(said)
        assert result.command is not None and format_predicates(result.command.predicates) == done, said
    assert cooking_parser.parse("fry the onions until lovely").command is None


def test_a_question_of_a_prepared_things_state_is_a_check(cooking_parser):
    # "roast" before the thing says how it was prepared (seventieth-session blind probe 441: cooked)
    result = cooking_parser.parse("are the roast potatoes golden yet")
    assert result.command is not None and format_predicates(result.command.predicates) == "check(golden, potato)"


def test_a_verb_lost_after_can_you_is_asked_about(cooking_parser):
    # "can you five potatoes", heard at 10 dB for "peel five potatoes", had been add(5, potato)
    _asks(cooking_parser, "can you five potatoes", ("can you",))
    _does(cooking_parser, "could you pass the salt", "five potatoes please")


def test_having_a_taste_of_a_thing_is_checking_it(cooking_parser):
    # check's requests: "have a taste of the soup" had asked what to check (probe 13)
    assert format_predicates(cooking_parser.parse("have a taste of the soup").command.predicates) == "check(soup)"


def test_a_number_after_for_with_its_unit_lost_is_asked_about(cooking_parser):
    # "... puree the meats for twelve thanks", heard at 10 dB, had been mash(meat), "for twelve" left out
    _asks(cooking_parser, "puree the meat for twelve thanks", ("twelve",))
    _does(cooking_parser, "puree the meat for twelve minutes", "boil the eggs for six and a half minutes",
          "cook the pasta for eight or so minutes", "whisk for one more minute", "stir the soup for a while")


def test_a_foreign_word_beside_a_value_that_other_values_extend_is_asked_about(coffee, domain):
    head = ["B-act.order_drink", "O", "B-coffee_drink", "O"]
    # "sour milk" (heard for "soy milk"): "milk" is part of soy / whole / skim milk, so no plain "milk"
    sour = coffee_parse(coffee, "brew a mocha with sour milk", head + ["B-milk_amount", "I-milk_amount"])
    assert sour.command is None and sour.clarification.reason == REASON_UNKNOWN_WORD
    # a known word there still falls back to the value ("the milk")
    known = coffee_parse(coffee, "brew a mocha with the milk", head + ["B-milk_amount", "I-milk_amount"])
    assert format_predicates(known.command.predicates) == "order_drink(mocha, milk)"
    # a value no longer form holds keeps its foreign modifier out: "a small saucepan" is the saucepan
    model = OracleModel(domain)
    text = "melt the butter in a small saucepan"
    model.add(text, ["B-act.cook", "O", "B-object", "O", "B-destination", "I-destination", "I-destination"], ["cook"])
    small = SpokenCommandParser(domain, model).parse(text)
    assert format_predicates(small.command.predicates) == "cook(butter, saucepan)"


def test_an_alternative_that_drops_an_argument_asked_about_does_not_win(coffee):
    from slu_node.types import Transcript, Word

    model = OracleModel(coffee)
    head = ["B-act.order_drink", "O", "B-coffee_drink"]
    model.add("brew a mocha with dinner", head + ["O", "B-sugar_amount"], ["order_drink"])
    model.add("brew a mocha", head, ["order_drink"])
    model.add("brew a mocha with sugar", head + ["O", "B-sugar_amount"], ["order_drink"])
    parser = SpokenCommandParser(coffee, model)
    best = "brew a mocha with dinner"
    words = tuple(Word(w, 0.0, 0.0, 0.1 if w == "dinner" else 0.95) for w in best.split())  # "dinner" unsure

    # "dinner" was said where a sugar goes: "brew a mocha" would drop it, so the parser asks
    for alternative in ("brew a mocha", "brew a mocha with sugar"):
        result = parser.parse_transcript(Transcript(best, 0.5, ((best, 0.5), (alternative, 0.5)), words))
        if alternative == "brew a mocha":
            assert result.command is None and result.clarification.reason == REASON_UNKNOWN_WORD
        else:  # an alternative that fills the argument still wins
            assert format_predicates(result.command.predicates) == "order_drink(mocha, sugar)"


def test_a_span_with_two_values_and_a_foreign_word_is_asked_about(domain):
    """Heard for "... knead then look whether noodle is golden": one object span holds two values of
    the role and a word foreign to the domain; taking the last value would silently drop the first."""
    model = OracleModel(domain)
    tags = ["B-act.take", "O", "B-object", "I-object", "I-object"]
    for text in ("take the vanilla quieter noodle", "take the lovely noodle", "take the vanilla noodle"):
        model.add(text, tags[:len(text.split())], ["take"])
    parser = SpokenCommandParser(domain, model)
    two = parser.parse("take the vanilla quieter noodle")
    assert two.command is None and two.clarification.reason == REASON_UNKNOWN_WORD
    # one value beside a foreign word, or two known words with no foreign one, are read as before
    assert format_predicates(parser.parse("take the lovely noodle").command.predicates) == "take(noodle)"
    assert parser.parse("take the vanilla noodle").command is not None


def test_a_span_with_two_values_and_a_thing_of_another_role_is_asked_about(domain):
    """Typed in a blind probe (fifty-seventh session): "beat butter sugar mixer till fluffy", one
    object span, had been mix(sugar, *whisk*, fluffy), the butter and the mixer silently left out."""
    model = OracleModel(domain)
    tags = ["B-act.take", "B-object", "I-object", "I-object"]
    model.add("take butter sugar mixer", tags, ["take"])
    parser = SpokenCommandParser(domain, model)
    result = parser.parse("take butter sugar mixer")
    assert result.command is None and result.clarification.reason == REASON_UNKNOWN_WORD


def _oracle_parse(domain, text, tags, intents, heard=False):
    """Predicates (or the clarification's reason) of ``text`` read with the given tags; ``heard``: as
    a transcript, every word with ASR confidence 1."""
    model = OracleModel(domain)
    model.add(text, tags, intents)
    result = SpokenCommandParser(domain, model).parse(text, word_confidence=[1.0] * len(tags) if heard else None)
    return format_predicates(result.command.predicates) if result.command else result.clarification.reason


def test_a_span_of_several_values_said_without_and_is_read_as_all_of_them(domain):
    """A recogniser writes no commas: "knead squid, olive and dill" came as one "squid olive" span,
    which was read as olive alone, silently dropping the squid."""
    assert _oracle_parse(domain, "knead squid olive and dill", ["B-act.knead", "B-object", "I-object", "O",
                                                                 "B-object"], ["knead"]) == "knead([squid, olive, dill])"
    # a multi role takes each value as its own argument ("every now and again" is read "occasionally" before
    # tagging since the seventy-fourth session, :func:`slu_node.read_as.how_often`)
    assert _oracle_parse(domain, "stir the sauce until ready occasionally",
                         ["B-act.mix", "O", "B-object", "O", "B-modality", "I-modality"],
                         ["mix"]) == "mix(sauce, occasionally, ready)"
    # a value whose whole form holds other values stays one
    assert _oracle_parse(domain, "whisk the sour cream", ["B-act.mix", "O", "B-object", "I-object"],
                         ["mix"]) == "mix(sour cream, *whisk*)"
    # two spans side by side whose words together name one value are that value
    assert _oracle_parse(domain, "whisk the pancake batter", ["B-act.mix", "O", "B-object", "B-object"],
                         ["mix"]) == "mix(batter, *whisk*)"
    # of two roles too, in the first one's, when the first names nothing alone (twenty-sixth session)
    assert _oracle_parse(domain, "put the cast iron skillet on the stove",
                         ["B-act.put", "O", "B-object", "I-object", "B-modality", "O", "O", "B-destination"],
                         ["put"]) == "put(pan, stove)"
    # but not when the first is a value of its own: "the cream | cheese" read as two roles stays two
    assert _oracle_parse(domain, "add the cream cheese", ["B-act.add", "O", "B-object", "B-destination"],
                         ["add"]) == "add(cream, cheese)"
    # a role of one value cannot take two: asked about, not one of them picked
    assert _oracle_parse(domain, "put the eggs in the bowl pot", ["B-act.put", "O", "B-object", "O", "O",
                                                                   "B-destination", "I-destination"],
                         ["put"]) == REASON_UNKNOWN_WORD


def test_heard_values_side_by_side_with_no_and_are_asked_about(domain):
    """Heard, a span read as several values with no "and" in the list ("one hundred grams of tofu
    eggs", "lime oil" for "olive oil", "a lemon oatmeal" for "a lemon over the fish") is asked about:
    a misheard word that happens to name a value (twenty-eighth session). Typed, it is the list; a
    list that ends with "and" is read as before."""
    tofu = ("add tofu eggs into the bowl", ["B-act.add", "B-object", "I-object", "O", "O", "B-destination"], ["add"])
    assert _oracle_parse(domain, *tofu, heard=False) == "add([tofu, egg], bowl)"
    assert _oracle_parse(domain, *tofu, heard=True) == REASON_LOW_CONFIDENCE
    squid = ("knead squid olive and dill", ["B-act.knead", "B-object", "I-object", "O", "B-object"], ["knead"])
    assert _oracle_parse(domain, *squid, heard=True) == "knead([squid, olive, dill])"
    # a value of another label joining the list beside it, with no "and" either ("deep fry *nut* chicken wings")
    nut = ("deep fry nut chicken wings", ["B-act.add", "I-act.add", "B-quantity", "B-object", "I-object"], ["add"])
    assert _oracle_parse(domain, *nut, heard=False) == "add([nut, chicken wing], *oil*)"
    assert _oracle_parse(domain, *nut, heard=True) == REASON_LOW_CONFIDENCE
    walnuts = ("drizzle some cream cheese walnuts and a parmigiano",
               ["B-act.add", "O", "B-object", "I-object", "B-modality", "O", "O", "B-object"], ["add"])
    assert _oracle_parse(domain, *walnuts, heard=True) == _oracle_parse(domain, *walnuts, heard=False)
    # the list's last value, after its "and", is two values side by side: "flip salad and the pumpkin
    # oranges", heard for "... the pumpkin once" (forty-first session)
    pumpkin = ("flip salad and the pumpkin oranges", ["B-act.turn", "B-object", "O", "O", "B-object", "I-object"],
               ["turn"])
    assert _oracle_parse(domain, *pumpkin, heard=False) == "turn([salad, pumpkin, orange])"
    assert _oracle_parse(domain, *pumpkin, heard=True) == REASON_LOW_CONFIDENCE


def test_a_value_its_label_cannot_hold_joins_the_list_beside_it(domain):
    """The tagger labelled "walnuts" a modality between two objects ("drizzle some cream cheese
    walnuts and a parmigiano"); no manner is called so, and the command went on without the walnuts.
    "mix the flour with the sugar" was ``mix(flour)``: the sugar, tagged as the instrument, was left out."""
    tags = ["B-act.add", "O", "B-object", "I-object", "B-modality", "O", "O", "B-object"]
    assert _oracle_parse(domain, "drizzle some cream cheese walnuts and a parmigiano", tags,
                         ["add"]) == "add([cream cheese, walnut, parmesan], *[ingredients]*)"
    # two words away from any object it is not the list's; after "and then" it is the action said
    # again on it (twenty-seventh session; it had been left out)
    tags = ["B-act.add", "O", "B-object", "I-object", "O", "O", "B-modality"]
    assert _oracle_parse(domain, "add the cream cheese and then walnuts", tags,
                         ["add"]) == "[add(cream cheese, *[ingredients]*), add(walnut, *[ingredients]*)]"
    # an ingredient mixed "with (the)" another is in the list; a utensil after "with" is the instrument
    tags = ["B-act.mix", "O", "B-object", "O", "O", "B-instrument"]
    assert _oracle_parse(domain, "mix the flour with the sugar", tags, ["mix"]) == "mix([flour, sugar])"
    assert _oracle_parse(domain, "mix the flour with the whisk", tags, ["mix"]) == "mix(flour, whisk)"
    # an action with a destination that can hold the first reads "A with B" as B put on A
    tags = ["B-act.add", "O", "B-object", "O", "B-instrument", "I-instrument"]
    assert _oracle_parse(domain, "sprinkle the cake with icing sugar", tags, ["add"]) == "add(icing sugar, cake)"
    # the domain's expressions say "sprinkle {destination} with {object}": a list after "with", tagged
    # as objects, is what is put on the cake (it had been add([cake, sugar, cinnamon], ...))
    assert "sprinkle" in domain.actions["add"].place_first_verbs
    tags = ["B-act.add", "O", "B-object", "O", "B-object", "O", "B-object"]
    assert _oracle_parse(domain, "sprinkle the cake with sugar and cinnamon", tags,
                         ["add"]) == "add([sugar, cinnamon], cake)"
    tags = ["B-act.cook", "O", "B-object", "O", "O", "B-instrument"]
    assert _oracle_parse(domain, "cook the chicken with the onions", tags, ["cook"]) == "cook([chicken, onion])"
    # after "with" only an ingredient joins: a plate covers the bowl, it is not covered with it
    # (twenty-seventh session: it had been cover([bowl, plate]); cover's instrument holds a container
    # since the thirty-sixth, as probe 41's reference has it)
    tags = ["B-act.cover", "O", "B-object", "O", "O", "B-instrument"]
    assert _oracle_parse(domain, "cover the bowl with a plate", tags, ["cover"]) == "cover(bowl, plate)"
    # nor an ingredient for an action done to more than food: what the pie is covered with is no
    # second pie (thirty-second session: it had been cover([pie, dough])); nor is it dropped: the
    # instrument holds no food, and the command is asked about (thirty-sixth session: it was cover(pie))
    assert _oracle_parse(domain, "cover the pie with the pastry", tags, ["cover"]) == "low_confidence"
    # nor does a word other than "with" join them: "over the pasta" is no list of grate's
    tags = ["B-act.grate", "O", "B-object", "O", "O", "B-instrument"]
    assert _oracle_parse(domain, "grate the cheese over the pasta", tags, ["grate"]) == "grate(cheese)"


def test_a_negated_command_is_asked_about_never_done(domain):
    """"do not stir the soup" was ``mix(soup)``: the template cannot write "not", and acting on the
    rest does what the user forbade."""
    model = OracleModel(domain)
    model.add("do not stir the soup", ["O", "O", "B-act.mix", "O", "B-object"], ["mix"])
    model.add("stir the soup", ["B-act.mix", "O", "B-object"], ["mix"])
    model.add("crack the eggs and don't whisk them", ["B-act.open", "O", "B-object", "O", "O", "B-act.mix",
                                                       "B-object"], ["open", "mix"])
    model.add("crack the eggs", ["B-act.open", "O", "B-object"], ["open"])
    model.add("please don't put the knife in the oven", ["O", "B-act.put", "I-act.put", "O", "B-object", "O",
                                                         "O", "B-destination"], ["put"])
    for text, intents in (("don't undo that", ["undo"]), ("undo that", ["undo"]), ("not that", ["no"]),
                          ("never mind", ["undo"])):
        model.add(text, ["O"] * len(text.split()), intents)
    parser = SpokenCommandParser(domain, model)
    asked = parser.parse("do not stir the soup")
    assert asked.command is None and asked.clarification.reason == REASON_NEGATED
    assert asked.clarification.words == ("not",) and "stir" in asked.clarification.prompt
    assert format_predicates(parser.parse("stir the soup").command.predicates) == "mix(soup)"
    # the prompt names the action the negation stands before, without the negation in its verb (in
    # noise: in quiet the negated clause after a command is left out, slu_node.exclusions)
    assert "not whisk" in parser.parse("crack the eggs and don't whisk them", snr_db=5.0).clarification.prompt
    assert format_predicates(parser.parse("crack the eggs and don't whisk them").command.predicates) == "open(egg)"
    assert "not put." in parser.parse("please don't put the knife in the oven").clarification.prompt
    # a negated dialogue act is asked about too, unless the act's own phrase holds the word
    assert parser.parse("don't undo that").clarification.reason == REASON_NEGATED
    assert [parser.parse(t).command.dialogue_act for t in ("undo that", "not that", "never mind")] == [
        "undo", "no", "undo"]


def test_a_question_about_an_action_is_no_command(domain):
    """"did you add the salt", "who put the knife in the microwave" were done: asking about an action
    is not asking for it. Requests asked as questions are still commands."""
    model = OracleModel(domain)
    model.add("did you add the salt", ["O", "O", "B-act.add", "O", "B-object"], ["add"])
    model.add("who put the knife in the microwave", ["O", "B-act.put", "O", "B-object", "O", "O",
                                                     "B-destination"], ["put"])
    model.add("can you add the salt", ["O", "O", "B-act.add", "O", "B-object"], ["add"])
    # a question word before neither an auxiliary nor the verb: noise the recogniser wrote as a word
    model.add("who would you stir the soup", ["O", "O", "O", "B-act.mix", "O", "B-object"], ["mix"])
    parser = SpokenCommandParser(domain, model)
    for text, word in (("did you add the salt", "did"), ("who put the knife in the microwave", "who")):
        asked = parser.parse(text)
        assert asked.command is None and asked.clarification.reason == REASON_OUT_OF_DOMAIN
        assert asked.clarification.words == (word,)
    assert format_predicates(parser.parse("can you add the salt").command.predicates) == "add(salt, *[ingredients]*)"
    assert format_predicates(parser.parse("who would you stir the soup").command.predicates) == "mix(soup)"
    # whether something is needed (twenty-third session: "do the potatoes need peeling" was done)
    model.add("do the potatoes need peel", ["O", "O", "B-object", "O", "B-act.peel"], ["peel"])
    asked = parser.parse("do the potatoes need peeling")
    assert asked.command is None and asked.clarification.words == ("do",)


def test_the_speakers_own_plan_is_no_command(domain):
    """"let me crack the eggs" and "i'll stir the soup" were done: the speaker says what they will do.
    "let's" and "i want you to" ask the robot, and a plan phrase far from the verb is no plan of it."""
    model = OracleModel(domain)
    cases = {
        "let me crack the eggs": ["O", "O", "B-act.open", "O", "B-object"],
        "i'll now stir the soup": ["O", "O", "B-act.mix", "O", "B-object"],
        "i am going to add the salt": ["O", "O", "O", "O", "B-act.add", "O", "B-object"],
        "let's add the salt": ["O", "B-act.add", "O", "B-object"],
        "i want you to add the salt": ["O", "O", "O", "O", "B-act.add", "O", "B-object"],
        "let me know and then add the salt": ["O", "O", "O", "O", "O", "B-act.add", "O", "B-object"],
    }
    cases["add the salt"] = ["B-act.add", "O", "B-object"]  # "i want you to ...", its request frame left out
    for text, tags in cases.items():
        model.add(text, tags, [t[6:] for t in tags if t.startswith("B-act.")])
    parser = SpokenCommandParser(domain, model)
    for text, words in (("let me crack the eggs", ("let me",)), ("i'll now stir the soup", ("i'll",)),
                        ("i am going to add the salt", ("i am going to",))):
        asked = parser.parse(text)
        assert asked.command is None and asked.clarification.reason == REASON_OUT_OF_DOMAIN
        assert asked.clarification.words == words
    tags = ["O", "O", "O", "O", "B-act.add", "O", "B-object"]
    assert own_plans(["i", "am", "going", "to", "add", "the", "salt"], tags) == ["i am going to"]
    # "now" inside the phrase: "and i'm now going to bring the cherries", heard at 10 dB for "now now
    # combine the cherries", had been take(cherry) (twenty-second session)
    tags = ["O", "O", "O", "O", "O", "B-act.take", "O", "B-object"]
    assert own_plans(["and", "i'm", "now", "going", "to", "bring", "the", "cherries"], tags) == ["i'm now going to"]
    # a plan phrase the tagger puts in the verb is the domain's way of asking ("i'll have a latte")
    assert own_plans(["i'll", "have", "a", "latte"], ["B-act.order", "I-act.order", "O", "B-drink"]) == []
    for text in ("let's add the salt", "i want you to add the salt", "let me know and then add the salt"):
        assert format_predicates(parser.parse(text).command.predicates) == "add(salt, *[ingredients]*)"


def test_asking_whether_the_speaker_should_do_it_is_no_command(domain):
    """"should i add the salt now" and "can i add the salt now" were done (twenty-first-session probe):
    the speaker asks about their own action. A verb the tagger left untagged counts too (the action can
    come from the intent alone); "shall we" suggests, as "let's" does, and "can i have" asks for the
    object (take's request phrase)."""
    model = OracleModel(domain)
    model.add("should i add the salt now", ["O", "O", "B-act.add", "O", "B-object", "O"], ["add"])
    model.add("can i add the salt now", ["O", "O", "O", "O", "B-object", "O"], ["add"])
    model.add("shall we add the salt", ["O", "O", "B-act.add", "O", "B-object"], ["add"])
    model.add("grab the salt", ["B-act.take", "O", "B-object"], ["take"])
    parser = SpokenCommandParser(domain, model)
    for text, words in (("should i add the salt now", ("should i",)), ("can i add the salt now", ("can i",))):
        asked = parser.parse(text)
        assert asked.command is None and asked.clarification.reason == REASON_OUT_OF_DOMAIN, text
        assert asked.clarification.words == words
    assert format_predicates(parser.parse("shall we add the salt").command.predicates) == "add(salt, *[ingredients]*)"
    assert format_predicates(parser.parse("can i have the salt").command.predicates) == "take(salt)"
    assert own_plans(["do", "i", "add", "salt"], ["O", "O", "O", "B-object"], frozenset({"add"})) == ["do i"]
    assert own_plans(["do", "i", "add", "salt"], ["O", "O", "O", "B-object"]) == []


def test_a_verb_of_one_action_is_trusted_out_of_noise_when_the_intent_head_doubts_it(domain):
    """"add the chopped tomatoes and simmer for twenty minutes": the intent head gave cook 0.09 and the
    command was asked about, though "simmer" names cook alone. In noise both must still agree. A verb
    that another action says too, or starts a phrase of ("put" for add's "put in", said at the clause's
    end), decides only when that action cannot hold the arguments."""
    model = OracleModel(domain)  # intents not listed get 0.01, tags 0.99
    model.add("add the tomatoes and simmer", ["B-act.add", "O", "B-object", "O", "B-act.cook"], ["add"])
    model.add("add the tomatoes and put the eggs in the pot",
              ["B-act.add", "O", "B-object", "O", "B-act.put", "O", "B-object", "O", "O", "B-destination"], ["add"])
    model.add("add the tomatoes and put the eggs in",
              ["B-act.add", "O", "B-object", "O", "B-act.put", "O", "B-object", "O"], ["add"])
    model.add("add the tomatoes and remove the pot from the oven",
              ["B-act.add", "O", "B-object", "O", "B-act.remove", "O", "B-object", "O", "O", "B-source"], ["add"])
    parser = SpokenCommandParser(domain, model)
    assert format_predicates(parser.parse("add the tomatoes and simmer").command.predicates) == (
        "[add(tomato, *[ingredients]*), cook(*[ingredients]*)]")
    assert parser.parse("add the tomatoes and simmer", snr_db=25.0).command is not None
    noisy = parser.parse("add the tomatoes and simmer", snr_db=10.0)
    assert noisy.command is None and noisy.clarification.reason == "low_confidence"
    # add's "put in", its particle closing the clause (sixtieth session); "in" that leads a place says
    # no "put in" (sixty-first session): the verb is put's
    assert format_predicates(parser.parse("add the tomatoes and put the eggs in").command.predicates) == (
        "[add(tomato, *[ingredients]*), add(egg, *[ingredients]*)]")
    assert format_predicates(parser.parse("add the tomatoes and put the eggs in the pot").command.predicates) == (
        "[add(tomato, *[ingredients]*), put(egg, pot)]")
    # separate says "remove" too, but cannot take a pot from an oven: the verb decides
    assert format_predicates(parser.parse("add the tomatoes and remove the pot from the oven").command.predicates) == (
        "[add(tomato, *[ingredients]*), remove(pot, oven)]")


def test_a_verb_decides_when_no_longer_phrase_of_it_is_said(domain):
    """"take a spoon and stir the soup" (twenty-ninth session: the intent head gave take 0.06 in "take
    a spoon and put the pasta in the pot"): remove's "take out", separate's "take off" and uncover's
    "take the lid off" start with "take", but none of their later words follows it, so "take"
    decides. "take the pot off the stove and stir the soup" says "take ... off": it does not."""
    model = OracleModel(domain)  # intents not listed get 0.01
    model.add("take a spoon and stir the soup",
              ["B-act.take", "O", "B-object", "O", "B-act.mix", "O", "B-object"], ["mix"])
    model.add("take the pot off the stove and stir the soup",
              ["B-act.take", "O", "B-object", "O", "O", "B-source", "O", "B-act.mix", "O", "B-object"], ["mix"])
    parser = SpokenCommandParser(domain, model)
    assert format_predicates(parser.parse("take a spoon and stir the soup").command.predicates) == (
        "[take(spoon), mix(soup)]")
    asked = parser.parse("take the pot off the stove and stir the soup")
    assert asked.command is None and asked.clarification.words == ("take",)


def test_a_choice_or_an_unplaced_self_repair_inside_a_command_is_asked_about(domain):
    """"add the salt or the pepper" names two values for one argument, and which is a guess. A self-repair
    is read without what it takes back (:mod:`slu_node.repairs`: "add two, i mean three eggs", which had
    been ``add(2, egg)``); one whose reparandum is not a whole phrase ("the salt and, actually, the
    pepper") is asked about. A command taken back at its end ("... please wait") is not done."""
    model = OracleModel(domain)
    cases = {
        "add three eggs": ["B-act.add", "B-quantity", "B-object"],
        "add the salt and actually the pepper": ["B-act.add", "O", "B-object", "O", "O", "O", "B-object"],
        "add the salt or the pepper": ["B-act.add", "O", "B-object", "O", "O", "B-object"],
        # at the start a repair word takes nothing back
        "no add the pepper": ["O", "B-act.add", "O", "B-object"],
        "add the pepper please wait": ["B-act.add", "O", "B-object", "O", "O"],
    }
    for text, tags in cases.items():
        model.add(text, tags, ["add"])
    parser = SpokenCommandParser(domain, model)
    for text, word in (("add the salt and actually the pepper", "actually"), ("add the salt or the pepper", "or")):
        asked = parser.parse(text)
        assert asked.command is None and asked.clarification.reason == REASON_LOW_CONFIDENCE
        assert word in asked.clarification.words
    repaired = parser.parse("add two i mean three eggs")
    assert format_predicates(repaired.command.predicates) == "add(3, egg, *[ingredients]*)"
    assert format_predicates(parser.parse("no add the pepper").command.predicates) == "add(pepper, *[ingredients]*)"
    taken_back = parser.parse("add the pepper please wait")
    assert taken_back.command is None and taken_back.clarification.reason == REASON_NEGATED
    # inside a quantity span: an amount with a number the builder cannot read is asked about, not
    # dropped as a "bit of" is (that gave add(egg))
    model.add("add 3 or 4 eggs", ["B-act.add", "B-quantity", "I-quantity", "I-quantity", "B-object"], ["add"])
    assert parser.parse("add 3 or 4 eggs").clarification.reason == REASON_UNKNOWN_WORD


def test_a_command_that_waits_for_a_condition_is_asked_about(domain):
    """"if the soup is thick add some water" was ``add([soup, water], thick)``, done at once; "if"
    right after a verb is check's ("see if the oil is hot") and "no need to" negates. Said first, the
    condition is left out before tagging, and the question says what the robot cannot do: wait
    (thirtieth session: read whole, "when the water boils add the pasta" was out of domain)."""
    model = OracleModel(domain)
    model.add("add some water", ["B-act.add", "O", "B-object"], ["add"])  # the condition left out
    model.add("see if the oil is hot", ["B-act.check", "O", "O", "B-object", "O", "B-modality"], ["check"])
    model.add("no need to stir the soup", ["O", "O", "O", "B-act.mix", "O", "B-object"], ["mix"])
    model.add("add some water if the soup is thick", ["B-act.add", "O", "B-object", "O", "O", "B-object", "O",
                                                      "B-modality"], ["add"])
    parser = SpokenCommandParser(domain, model)
    for text in ("if the soup is thick add some water", "add some water if the soup is thick"):
        asked = parser.parse(text)
        assert asked.command is None and asked.clarification.reason == REASON_LOW_CONFIDENCE, text
        assert "if" in asked.clarification.words
        assert asked.clarification.prompt == domain.prompts["not_now"].format(word="if", action="add"), text
    assert format_predicates(parser.parse("if the soup is thick add some water").clarification.partial) == (
        "add(water, *[ingredients]*)")
    assert format_predicates(parser.parse("see if the oil is hot").command.predicates) == "check(hot, oil)"
    assert parser.parse("no need to stir the soup").clarification.reason == REASON_NEGATED


def test_once_before_a_subject_is_a_condition(domain):
    """"put the jam in the fridge once it's cool" was ``put(jam, fridge)``, done at once (twenty-first
    session); "turn the steak once" counts."""
    model = OracleModel(domain)
    model.add("put the jam in the fridge once it's cool", ["B-act.put", "O", "B-object", "O", "O", "B-destination",
                                                           "O", "O", "B-modality"], ["put"])
    model.add("turn the steak once", ["B-act.turn", "O", "B-object", "O"], ["turn"])
    parser = SpokenCommandParser(domain, model)
    asked = parser.parse("put the jam in the fridge once it's cool")
    assert asked.command is None and asked.clarification.words == ("once",)
    assert format_predicates(parser.parse("turn the steak once").command.predicates) == "turn(steak)"


def test_an_unseen_ing_form_of_a_domain_verb_is_read_as_the_verb(domain):
    """The generator writes base forms; "would you mind cracking three eggs into the bowl" was read
    with "cracking" as a quantity and the command was out of domain."""
    model = OracleModel(domain)
    # "would you mind" is a lead-in (twenty-third session): the tagger reads the rest
    model.add("crack three eggs into the bowl", ["B-act.open", "B-quantity", "B-object", "O", "O", "B-destination"],
              ["open"])
    parser = SpokenCommandParser(domain, model)
    result = parser.parse("would you mind cracking three eggs into the bowl")
    assert format_predicates(result.command.predicates) == "open(3, egg, bowl)"
    # a word of the domain stays as it is ("boiling" is a state); "stirring", "grating" lose a
    # doubled consonant or get their "e" back
    assert verb_base_forms(["boiling", "stirring", "grating"], frozenset({"boil", "stir", "grate"}),
                           frozenset({"boiling"})) == ["boiling", "stir", "grate"]


def test_a_delayed_command_is_asked_about_but_a_duration_is_not(domain):
    """"take it out after twenty minutes" was ``remove(chicken)``, done at once: a predicate's time is a
    duration ("for twenty minutes"), so a delay is asked about."""
    model = OracleModel(domain)
    for text in ("stir the soup after twenty minutes", "stir the soup for twenty minutes"):
        model.add(text, ["B-act.mix", "O", "B-object", "O", "B-modality", "I-modality"], ["mix"])
    model.add("cook the pasta in two litres of water", ["B-act.cook", "O", "B-object", "O", "B-quantity",
                                                         "I-quantity", "O", "O"], ["cook"])
    parser = SpokenCommandParser(domain, model)
    asked = parser.parse("stir the soup after twenty minutes")
    assert asked.command is None and asked.clarification.reason == REASON_LOW_CONFIDENCE
    assert "after" in asked.clarification.words
    assert format_predicates(parser.parse("stir the soup for twenty minutes").command.predicates) == "mix(soup, 20 min)"
    # "in" before an amount of something else is no delay
    assert parser.parse("cook the pasta in two litres of water").command is not None


def test_a_verb_that_only_starts_the_actions_verb_phrases_needs_their_end(domain):
    """"cut the peppers" was ``separate(pepper)``: "cut" is only the start of separate's "cut out", and
    cutting is no SUGAR action. A particle of the action's verbs said later completes it."""
    model = OracleModel(domain)
    model.add("cut the peppers", ["B-act.separate", "O", "B-object"], ["separate"])
    model.add("cut the pits out of the cherries", ["B-act.separate", "O", "B-object", "O", "O", "O", "B-source"],
              ["separate"])
    model.add("pull the wok off the fryer", ["B-act.remove", "O", "B-object", "O", "O", "B-source"], ["remove"])
    parser = SpokenCommandParser(domain, model)
    asked = parser.parse("cut the peppers")
    assert asked.command is None and asked.clarification.reason == REASON_LOW_CONFIDENCE
    assert asked.clarification.words == ("cut",)
    assert format_predicates(parser.parse("cut the pits out of the cherries").command.predicates) == "separate(pit, cherry)"
    assert format_predicates(parser.parse("pull the wok off the fryer").command.predicates) == "remove(wok, deep fryer)"
    # a verb span that is no verb of the domain at all: the tagger's guess (twenty-fifth session)
    model.add("keep going", ["B-act.mix", "I-act.mix"], ["mix"])
    model.add("keep stirring", ["B-act.mix", "I-act.mix"], ["mix"])
    asked = parser.parse("keep going")
    assert asked.command is None and asked.clarification.words == ("keep going",)
    assert format_predicates(parser.parse("keep stirring").command.predicates) == "mix(*[ingredients]*)"
    # "keep" goes on only with "stirring" or "mixing": another phrase's particle does not end it
    # (forty-eighth session: "keep the olive oil in it" had been mix(olive oil), "in" read as fold's)
    model.add("keep the olive oil in it", ["B-act.mix", "O", "B-object", "I-object", "O", "B-destination"], ["mix"])
    model.add("keep the soup stirring", ["B-act.mix", "O", "B-object", "I-act.mix"], ["mix"])
    asked = parser.parse("keep the olive oil in it")
    assert asked.command is None and asked.clarification.words == ("keep",)
    assert parser.parse("keep the soup stirring").command is not None


def test_a_hesitation_inside_a_command_is_left_out(domain):
    """"stir the soup hmm gently" was asked about ("hmm" tagged with the manner), and so were "go ahead
    and just stir the soup" and "kindly add the salt"; the generator puts "um" and "uh" only before a
    command, where they stay."""
    model = OracleModel(domain)
    model.add("stir the soup gently", ["B-act.mix", "O", "B-object", "B-modality"], ["mix"])
    model.add("um add the salt", ["O", "B-act.add", "O", "B-object"], ["add"])  # "add the salt" unknown to it
    parser = SpokenCommandParser(domain, model)
    heard = parser.parse("stir the soup hmm gently", word_confidence=[0.9, 0.9, 0.9, 0.2, 0.9])
    assert format_predicates(heard.command.predicates) == "mix(soup, gently)"
    # the result's tags line up with the text's tokens again, the filler's "O"
    assert heard.nlu.tokens == ("stir", "the", "soup", "hmm", "gently") and heard.nlu.tags[3] == "O"
    # "um" before the command is a word of the domain's prefixes: kept for the tagger
    assert format_predicates(parser.parse("um add the salt").command.predicates) == "add(salt, *[ingredients]*)"
    # a hedge the generator never writes goes, before the command too
    assert format_predicates(parser.parse("kindly stir the soup gently").command.predicates) == "mix(soup, gently)"


def test_a_verb_said_again_after_a_restart_is_one_action(domain):
    """"add a add the salt": the speaker began again; it was an add with no object (asked about) and a
    second add. Two adds with an argument of their own stay two. (A restart of two words or more said
    word for word, "add the add the salt", is left out before tagging: :mod:`slu_node.repairs`.)"""
    model = OracleModel(domain)
    model.add("add a add the salt", ["B-act.add", "O", "B-act.add", "O", "B-object"], ["add"])
    model.add("add the salt and add the pepper", ["B-act.add", "O", "B-object", "O", "B-act.add", "O", "B-object"],
              ["add"])
    parser = SpokenCommandParser(domain, model)
    assert format_predicates(parser.parse("add a add the salt").command.predicates) == "add(salt, *[ingredients]*)"
    assert format_predicates(parser.parse("add the salt and add the pepper").command.predicates) == (
        "[add(salt, *[ingredients]*), add(pepper, *[ingredients]*)]")



def test_a_phrase_that_urges_the_verb_after_it_is_left_out(domain):
    """"make sure you stir the risotto constantly" was asked about ("make sure" is check's verb, with
    no object), "don't forget to add a pinch of salt" was a negation and "why don't you stir the soup"
    a question (nineteenth-session probe). Before a verb such a phrase says nothing of the command; a
    negation after it still asks, and "make sure" before no verb stays check's."""
    model = OracleModel(domain)
    model.add("stir the risotto constantly", ["B-act.mix", "O", "B-object", "B-modality"], ["mix"])
    model.add("add the salt", ["B-act.add", "O", "B-object"], ["add"])
    model.add("make sure you don't burn the sauce", ["B-act.check", "I-act.check", "O", "O", "O", "O", "B-object"],
              ["check"])
    model.add("make sure the oil is hot", ["B-act.check", "I-act.check", "O", "B-object", "O", "B-modality"], ["check"])
    parser = SpokenCommandParser(domain, model)
    heard = parser.parse("make sure you stir the risotto constantly")
    assert format_predicates(heard.command.predicates) == "mix(risotto, constantly)"
    assert heard.nlu.tokens[:3] == ("make", "sure", "you") and heard.nlu.tags[:3] == ("O", "O", "O")
    for text in ("don't forget to add the salt", "why don't you add the salt", "remember to add the salt",
                 "be a dear and add the salt", "do me a favour and add the salt", "we're going to add the salt",
                 "we should add the salt"):
        assert format_predicates(parser.parse(text).command.predicates) == "add(salt, *[ingredients]*)", text
    assert parser.parse("make sure you don't burn the sauce").command is None
    assert format_predicates(parser.parse("make sure the oil is hot").command.predicates) == "check(hot, oil)"
    verbs = frozenset({"stir", "add"})
    assert lead_ins(tokenize("make sure that you stir it and try to add salt"), verbs) == {0, 1, 2, 3, 7, 8}
    assert lead_ins(tokenize("make sure to not stir"), verbs) == set()


def test_courtesies_and_words_that_only_order_the_actions_are_left_out(domain):
    """Twenty-first-session probe: "peel the carrots if you don't mind" was a negation, "... when you
    get a chance" an unknown word, "would you be able to peel the carrots" out of domain, and "crack
    the eggs and once that's done whisk them" gave whisk the state "done". First in an utterance,
    "when you're done" puts the command off, and it is still asked about."""
    model = OracleModel(domain)
    model.add("peel the carrots", ["B-act.peel", "O", "B-object"], ["peel"])
    model.add("would you peel the carrots", ["O", "O", "B-act.peel", "O", "B-object"], ["peel"])
    model.add("crack the eggs and whisk them", ["B-act.open", "O", "B-object", "O", "B-act.mix", "B-object"],
              ["open", "mix"])
    model.add("when you're done cover the bowl", ["O", "O", "O", "B-act.cover", "O", "B-object"], ["cover"])
    parser = SpokenCommandParser(domain, model)
    for text in ("peel the carrots if you don't mind", "peel the carrots when you get a chance",
                 "if you don't mind peel the carrots", "would you be able to peel the carrots",
                 # twenty-fifth session: more courtesies, and the robot addressed
                 "peel the carrots if that's ok", "peel the carrots thank you very much", "hey chef peel the carrots",
                 "peel the carrots mate", "if you could peel the carrots that'd be great"):
        assert format_predicates(parser.parse(text).command.predicates) == "peel(carrot)", text
    for text in ("crack the eggs and once that's done whisk them", "crack the eggs and finally whisk them"):
        assert format_predicates(parser.parse(text).command.predicates) == "[open(egg), mix(egg, *whisk*)]", text
    assert parser.parse("when you're done cover the bowl").command is None
    verbs = frozenset({"peel", "see"})
    assert courtesies(tokenize("peel them if you can and then"), verbs) == {2, 3, 4}
    assert courtesies(tokenize("see if you can peel them"), verbs) == {1, 2, 3}
    assert courtesies(tokenize("see if you can smell it"), verbs) == set()


def test_asking_for_an_action_again_or_for_longer_is_left_out():
    """Twenty-fourth-session probe: "heat the milk up again" and "cook the pasta a little longer" were
    asked about ("again", "longer" as unknown modalities). Only after a verb, and not inside "now and
    again" (a manner) or a dialogue act ("say that again")."""
    verbs = frozenset({"heat", "cook", "stir", "add"})

    def is_value(phrase):
        return phrase in ("now and again", "salt")

    assert repeats(tokenize("heat the milk up again"), verbs, is_value) == {4}
    assert repeats(tokenize("cook the pasta a little longer please"), verbs, is_value) == {3, 4, 5}
    assert repeats(tokenize("cook it for a bit longer and then stir it"), verbs, is_value) == {2, 3, 4, 5}
    assert repeats(tokenize("stir it now and again"), verbs, is_value) == set()
    assert repeats(tokenize("say that again"), verbs, is_value) == set()
    assert repeats(tokenize("add again the salt"), verbs, is_value) == set()  # before a value: not at an end
    # the "-ing" form after a lead-in is read as its verb, even one the domain knows ("keep stirring")
    assert verb_base_forms(["carry", "on", "stirring"], frozenset({"stir"}), frozenset({"stirring"}),
                           led={2}) == ["carry", "on", "stir"]


def test_a_verb_after_to_with_no_argument_is_the_purpose_of_the_action_before(domain):
    """"add salt and pepper to taste" was asked about: "taste" is check's verb, and check had no object.
    A verb that "to" brings in after another action, with no argument of its own, says what that
    action is for; one with an argument is an action of its own."""
    model = OracleModel(domain)
    model.add("add salt and pepper to taste", ["B-act.add", "B-object", "O", "B-object", "O", "B-act.check"],
              ["add", "check"])
    model.add("heat the oil to fry the onions", ["B-act.cook", "O", "B-object", "O", "B-act.add", "O", "B-object"],
              ["cook", "add"])
    parser = SpokenCommandParser(domain, model)
    assert format_predicates(parser.parse("add salt and pepper to taste").command.predicates) == (
        "add([salt, pepper], *[ingredients]*)")
    assert format_predicates(parser.parse("heat the oil to fry the onions").command.predicates) == (
        "[cook(oil), add(onion, *oil*)]")


def test_an_amount_the_tagger_split_in_two_is_one_amount(domain):
    """"add a large handful of spinach": the tagger gave "a" and "large handful" a quantity span each;
    neither reads as an amount, and the amount was dropped unasked. Together they are one handful.
    And "remaining", like "the", is no part of the value it comes before."""
    model = OracleModel(domain)
    model.add("add a large handful of spinach", ["B-act.add", "B-quantity", "B-quantity", "I-quantity", "O",
                                                 "B-object"], ["add"])
    model.add("add the remaining sugar", ["B-act.add", "O", "B-object", "I-object"], ["add"])
    parser = SpokenCommandParser(domain, model)
    assert format_predicates(parser.parse("add a large handful of spinach").command.predicates) == (
        "add(1 handful, spinach, *[ingredients]*)")
    # "remaining", like "the" or "more", is no part of the value (it had been an unknown word)
    assert format_predicates(parser.parse("add the remaining sugar").command.predicates) == "add(sugar, *[ingredients]*)"
    # nor is "clean" ("grab me a clean bowl", twentieth-session probe)
    model.add("take a clean bowl", ["B-act.take", "B-object", "I-object", "I-object"], ["take"])
    assert format_predicates(parser.parse("take a clean bowl").command.predicates) == "take(bowl)"


def test_a_heard_value_a_role_could_hold_but_none_does_is_asked_about(domain):
    """Typed, "grate the cheese for the pasta" is ``grate(cheese)``: the template has no place for
    the pasta. Heard, a value of a type one of the action's roles holds (grate's object holds
    ingredients) and that none holds is a sign of a misheard or misread command ("stick the pots in
    the ladle and the large colander onto the pressure cooker" had been ``put(pot, ladle)``), so it is
    asked about; unless it was said after a word of place and the action has no place role: "grate
    the cheese over the pasta" says where the cheese goes (asked about until the twenty-seventh
    session). A value of a type the action has no role for is what the template cannot say, heard
    or typed ("knead the dough for ten minutes")."""
    model = OracleModel(domain)
    for text in ("grate the cheese over the pasta", "grate the cheese for the pasta"):
        model.add(text, ["B-act.grate", "O", "B-object", "O", "O", "B-instrument"], ["grate"])
    model.add("knead the dough for ten minutes", ["B-act.knead", "O", "B-object", "O", "B-modality", "I-modality"],
              ["knead"])
    parser = SpokenCommandParser(domain, model)
    for text in ("grate the cheese over the pasta", "grate the cheese for the pasta"):
        assert format_predicates(parser.parse(text).command.predicates) == "grate(cheese)"
    heard = parser.parse("grate the cheese for the pasta", word_confidence=[1.0] * 6)
    assert heard.command is None and heard.clarification.words == ("pasta",)
    heard = parser.parse("grate the cheese over the pasta", word_confidence=[1.0] * 6)
    assert format_predicates(heard.command.predicates) == "grate(cheese)"
    for confidence in (None, [1.0] * 6):
        kneaded = parser.parse("knead the dough for ten minutes", word_confidence=confidence)
        assert format_predicates(kneaded.command.predicates) == "knead(dough)"
    # a second value for a role that holds one is asked about, typed or heard: which was meant is a
    # guess ("take the eggs and the pan off the stove" had been remove(egg, stove), twentieth session)
    model.add("put the pot on the stove and the oven", ["B-act.put", "O", "B-object", "O", "O", "B-destination", "O",
                                                        "O", "B-destination"], ["put"])
    for confidence in (None, [1.0] * 9):
        asked = parser.parse("put the pot on the stove and the oven", word_confidence=confidence)
        assert asked.command is None and asked.clarification.words == ("oven",) and asked.unplaced == ("oven",)
        assert format_predicates(asked.clarification.partial) == "put(pot, stove)"

def test_a_progressive_says_what_is_being_done_and_asks_for_nothing(domain):
    """"the robot is stirring the soup" was ``check(soup)``, and with unseen "-ing" forms read as verbs
    "i am peeling the potatoes" would have been ``peel(potato)``. A state value after "is" stays a
    check ("the soup is boiling")."""
    model = OracleModel(domain)
    model.add("the robot is stirring the soup", ["O", "O", "O", "B-act.mix", "O", "B-object"], ["mix"])
    model.add("are you stirring the soup", ["O", "O", "B-act.mix", "O", "B-object"], ["mix"])
    model.add("the soup is boiling", ["O", "B-object", "B-act.check", "B-modality"], ["check"])
    parser = SpokenCommandParser(domain, model)
    for text in ("the robot is stirring the soup", "are you stirring the soup"):
        asked = parser.parse(text)
        assert asked.command is None and asked.clarification.reason == REASON_OUT_OF_DOMAIN
        assert asked.clarification.words == ("stirring",)
    assert format_predicates(parser.parse("the soup is boiling").command.predicates) == "check(boiling, soup)"
    verbs = frozenset({"peel"})
    assert verb_base_forms(["i", "am", "peeling", "them"], verbs, frozenset()) == ["i", "am", "peeling", "them"]
    assert verb_base_forms(["try", "peeling", "them"], verbs, frozenset()) == ["try", "peel", "them"]


def test_a_value_no_role_holds_is_left_out_with_the_words_before_it(domain):
    """"poach the eggs in simmering water" was asked about as an unknown word: cook's destination holds
    no ingredient, and "simmering water" is no lexicon value. Domain words before a value the role
    cannot hold go with it; a word foreign to the domain there is still asked about."""
    model = OracleModel(domain)
    for text in ("poach the eggs in simmering water", "poach the eggs in flubbery water"):
        model.add(text, ["B-act.cook", "O", "B-object", "O", "B-destination", "I-destination"], ["cook"])
    parser = SpokenCommandParser(domain, model)
    assert format_predicates(parser.parse("poach the eggs in simmering water").command.predicates) == "cook(egg)"
    asked = parser.parse("poach the eggs in flubbery water")
    assert asked.command is None and asked.clarification.words == ("flubbery water",)


def test_a_value_left_untagged_after_and_joins_the_list_before_it(domain):
    """"pass me a fork and a knife" was ``take(fork)``: the tagger left "knife" untagged, and it was
    dropped unasked. An untagged value right after "and" (and leading words) that follows a role span
    of the same type joins that span's role. "take out the eggs and the pan" had been ``remove(egg)``,
    the pan dropped unasked: remove's object holds a utensil too, so the pan joins it, and since remove
    takes one object, the command is asked about (thirty-second session)."""
    model = OracleModel(domain)
    model.add("pass me a fork and a knife please", ["B-act.take", "O", "O", "B-object", "O", "O", "O", "O"], ["take"])
    model.add("take out the eggs and the pan", ["B-act.remove", "I-act.remove", "O", "B-object", "O", "O", "O"],
              ["remove"])
    parser = SpokenCommandParser(domain, model)
    assert format_predicates(parser.parse("pass me a fork and a knife please").command.predicates) == (
        "take([fork, knife])")
    asked = parser.parse("take out the eggs and the pan")
    assert asked.command is None and asked.clarification.words == ("pan",)


def test_a_value_left_untagged_after_and_joins_a_list_whose_role_holds_its_type(domain):
    """"fetch me a clean bowl and a whisk" was ``take(bowl)``: a container, then a utensil the tagger
    left untagged, dropped unasked (thirty-second-session probe). A value of another type joins the
    list when the verb's action's role holds that type too, after a word the tagger took into the
    span ("clean"); an action whose role does not hold it gets no such value ("add the salt and a
    whisk": an ingredient role), and, since the sixtieth session, asks about the clause it was said
    in (:func:`slu_node.clarify._untagged_clause`), where it had been left out unasked."""
    tags = ["B-act.take", "O", "O", "B-object", "I-object", "O", "O", "O"]
    assert _oracle_parse(domain, "fetch me a clean bowl and a whisk", tags, ["take"]) == "take([bowl, whisk])"
    tags = ["B-act.add", "O", "B-object", "O", "O", "O"]
    assert _oracle_parse(domain, "add the salt and a whisk", tags, ["add"]) == "low_confidence"


def test_a_list_said_without_its_commas_keeps_its_middle_value(domain):
    """"bring me a knife, a cutting board and two onions" had been ``take(2, [knife, onion])``: the
    tagger left "a cutting board" untagged between the knife and the "and" (a transcript has no
    commas). With "and" after it and the role said again, or another value, it is in the list; with
    neither it is not ("pass me the knife the cutting board please": no list). The count said on the last
    is its own since the seventieth session (:func:`slu_node.amounts.paired_amounts`, as four blind sets'
    references write)."""
    tags = ["B-act.take", "O", "O", "B-object", "O", "O", "O", "O", "B-quantity", "B-object"]
    assert _oracle_parse(domain, "bring me a knife a cutting board and two onions", tags,
                         ["take"]) == "[take([knife, cutting board]), take(2, onion)]"
    tags = ["B-act.take", "O", "O", "B-object", "O", "O", "O", "O", "O", "O"]
    assert _oracle_parse(domain, "get me a knife a cutting board and the onions", tags,
                         ["take"]) == "take([knife, cutting board, onion])"
    tags = ["B-act.take", "O", "O", "B-object", "O", "O", "O", "O"]
    assert _oracle_parse(domain, "pass me the knife the cutting board please", tags, ["take"]) == "take(knife)"


def test_a_place_right_after_and_is_the_next_of_the_list(domain):
    """"get out a bowl and a whisk and crack three eggs into the bowl": the whisk, tagged as remove's
    source with no preposition before it, had been ``remove(bowl, whisk)``. After "and" and an
    article it is the next object; remove takes one, so the command is asked about. An untagged
    one is too ("get out a bowl and a whisk" had been ``remove(bowl)``)."""
    tags = ["B-act.remove", "I-act.remove", "O", "B-object", "O", "O", "B-source", "O", "B-act.open",
            "B-quantity", "B-object", "O", "O", "B-destination"]
    assert _oracle_parse(domain, "get out a bowl and a whisk and crack three eggs into the bowl", tags,
                         ["remove", "open"]) == REASON_LOW_CONFIDENCE
    tags = ["B-act.remove", "I-act.remove", "O", "B-object", "O", "O", "O"]
    assert _oracle_parse(domain, "get out a bowl and a whisk", tags, ["remove"]) == REASON_LOW_CONFIDENCE
    tags = ["B-act.mix", "O", "B-object", "O", "O", "B-object", "O", "O", "B-instrument"]
    assert _oracle_parse(domain, "mix the flour and the sugar with a whisk", tags,
                         ["mix"]) == "mix([flour, sugar], whisk)"


def test_an_ingredient_stirred_into_another_is_mixed_with_it(domain):
    """"stir the oats into the milk" and "fold the cream into the mixture" were ``mix(oat)`` and
    ``mix(cream)``: the tagger called the second a destination, which mix lacks, and it was left out
    (thirty-second-session probe; probe 11's reference had said ``mix([egg white, batter])`` for "fold
    the egg whites into the batter"). An action done to the ingredients together and with no place
    to put them mixes in what it is stirred into; another action does not ("grate the cheese into
    the sauce" grates the cheese), nor is a bowl mixed in. So is one stirred *in* another, as a
    recogniser hears "into" now and then."""
    mix = ["B-act.mix", "O", "B-object", "O", "O", "B-destination"]
    cases = [
        ("stir the oats into the milk", mix, False, "mix([oat, milk])"),
        # heard too: "into" joins the list as "and" does (it had been asked about as values side by side)
        ("stir the oats into the milk", mix, True, "mix([oat, milk])"),
        ("stir the oats in the milk", mix, True, "mix([oat, milk])"),
        ("stir the oats into the bowl", mix, False, "mix(oat)"),
        ("stir the chocolate into the warm cream", mix + ["I-destination"], False, "mix([chocolate, cream])"),
        ("grate the cheese into the sauce", ["B-act.grate"] + mix[1:], False, "grate(cheese)"),
        # a word the lexicon lacks there is an object it lacks, asked about ("knead the raisins into
        # the door", heard for "... the dough", had been knead(raisin)), untagged or tagged as a place
        ("knead the raisins into the door", ["B-act.knead"] + mix[1:5] + ["O"], False, REASON_UNKNOWN_WORD),
        ("stir the chocolate into the ganache", mix, False, REASON_UNKNOWN_WORD),
        ("whisk the eggs in the big bowl", mix[:5] + ["O", "O"], False, "mix(egg, *whisk*)"),
    ]
    for text, tags, heard, expected in cases:
        assert _oracle_parse(domain, text, tags, [tags[0][6:]], heard=heard) == expected, text


def test_a_modality_said_twice_is_one_argument_at_its_lower_confidence(domain):
    """"beat the butter until it's light and fluffy": both words are ``fluffy`` (the lexicon's "light"),
    and the predicate holds it once; the lower confidence of the two counts, so that a doubtful one is
    still asked about."""
    pred = build_predicate(domain, "mix", {"modality": [Filler("fluffy", "state", 0.9),
                                                        Filler("fluffy", "state", 0.3),
                                                        Filler(UNCERTAIN, "", 0.2), Filler(UNCERTAIN, "", 0.2)]})
    assert [(a.values, a.confidence) for a in pred.arguments if a.role == "modality"] == [
        (("fluffy",), 0.3), ((UNCERTAIN,), 0.2), ((UNCERTAIN,), 0.2)]
    tags = ["B-act.mix", "O", "B-object", "O", "O", "B-modality", "O", "B-modality"]
    assert _oracle_parse(domain, "beat the butter until it's light and fluffy", tags,
                         ["mix"]) == "mix(butter, *whisk*, fluffy)"


def test_a_phrase_that_asks_for_the_object_is_read_as_the_verb(domain):
    """"i need the colander" and "can i have the salt" were out of domain: the generator says "i
    need" only before an amount. take's ``requests`` are read as its verb "grab" (``request_verbs``);
    "i need you to" and "i need to" before a verb are no request."""
    model = OracleModel(domain)
    model.add("grab the colander", ["B-act.take", "O", "B-object"], ["take"])
    model.add("grab the salt", ["B-act.take", "O", "B-object"], ["take"])
    model.add("i need you to add the salt", ["O", "O", "O", "O", "B-act.add", "O", "B-object"], ["add"])
    model.add("add the salt", ["B-act.add", "O", "B-object"], ["add"])  # its request frame left out
    parser = SpokenCommandParser(domain, model)
    heard = parser.parse("i need the colander")
    assert format_predicates(heard.command.predicates) == "take(colander)"
    assert heard.text == "i need the colander" and heard.nlu.tokens == ("i", "grab", "the", "colander")
    assert format_predicates(parser.parse("can i have the salt").command.predicates) == "take(salt)"
    assert format_predicates(parser.parse("i need you to add the salt").command.predicates) == (
        "add(salt, *[ingredients]*)")
    phrases = {("i", "need"): ("take",), ("could", "i", "have"): ("pick", "up")}
    assert requests_at(tokenize("could i have the salt"), phrases) == ({0}, {1: "pick", 2: "up"})
    assert requests_at(tokenize("i need to stir it"), phrases) == (set(), {})
    assert requests_at(tokenize("i need"), phrases) == (set(), {})


def test_give_me_after_another_action_is_a_take_of_its_own(domain):
    """"give me" is said in take's expressions, not as a verb, so the tagger tags no verb for it: "add
    the salt and give me the squid" had been one add of both (twenty-ninth session). It is one of
    take's ``requests`` now, read as its verb "grab"."""
    model = OracleModel(domain)
    model.add("add the salt and grab the squid",
              ["B-act.add", "O", "B-object", "O", "B-act.take", "O", "B-object"], ["add", "take"])
    model.add("add the salt and give me the squid",
              ["B-act.add", "O", "B-object", "O", "O", "O", "O", "B-object"], ["add", "take"])
    parser = SpokenCommandParser(domain, model)
    assert format_predicates(parser.parse("add the salt and give me the squid").command.predicates) == (
        "[add(salt, *[ingredients]*), take(squid)]")


def test_a_value_before_a_first_verb_that_and_leads_into_is_not_that_verbs(domain):
    """"chop the pork chops and take the squid": "chop" is no action of the domain, so the tagger tags
    no verb before the pork, and the pork had joined take's list (``take([pork, squid])``; espeak-ng's
    "leave pork chops and ..." for "knead pork chops and ...", twenty-ninth session). A value ahead of a
    first verb that a lone "and" leads into goes to an action the intent head names and no verb says,
    or, with none, is left out of the command: asked about when heard. Another role stays the verb's:
    the lid of "take the lid and cover the pot" had been dropped by the first form of this rule."""
    model = OracleModel(domain)
    model.add("chop the pork chops and take the squid",
              ["O", "O", "B-object", "I-object", "O", "B-act.take", "O", "B-object"], ["take"])
    model.add("crack the eggs and add the salt",
              ["O", "O", "B-object", "O", "B-act.add", "O", "B-object"], ["open", "add"])
    model.add("take the lid and cover the pot",  # the tagger reads it as cover with an instrument
              ["O", "O", "B-instrument", "O", "B-act.cover", "O", "B-object"], ["cover"])
    parser = SpokenCommandParser(domain, model)
    assert format_predicates(parser.parse("take the lid and cover the pot").command.predicates) == "cover(pot, lid)"
    # typed, "take(squid)" until the fifty-eighth session: a verb the robot has no action for, said
    # with its own object, is now asked about (:func:`slu_node.cues.foreign_verbs_with_objects`)
    chopped = parser.parse("chop the pork chops and take the squid")
    assert chopped.command is None and "chop" in chopped.clarification.words
    heard = parser.parse("chop the pork chops and take the squid", word_confidence=[1.0] * 8)
    assert heard.command is None and heard.unplaced == ("pork chops",)  # not joined to take's list
    assert format_predicates(parser.parse("crack the eggs and add the salt").command.predicates) == (
        "[open(egg), add(salt, *[ingredients]*)]")



def test_a_value_said_with_how_it_was_prepared_is_that_value(domain):
    """Twenty-first-session probe: "add the grated cheese", "the diced tomatoes", "the softened butter"
    were asked about (a foreign word beside a value that longer values hold, as "sour milk" for "soy
    milk"). A foreign "-ed" or "-ly" word before a value of a type the domain file marks ``prepared``
    says how it was prepared; before a utensil it may be a misheard value ("the sliced spoon", heard
    at 10 dB for "the slotted spoon") and is still asked about."""
    assert domain.types["ingredient"].prepared and not domain.types["utensil"].prepared
    model = OracleModel(domain)
    model.add("add the grated cheese", ["B-act.add", "O", "B-object", "I-object"], ["add"])
    model.add("add the finely chopped onions", ["B-act.add", "O", "B-object", "I-object", "I-object"], ["add"])
    model.add("take the sliced spoon", ["B-act.take", "O", "B-object", "I-object"], ["take"])
    parser = SpokenCommandParser(domain, model)
    assert format_predicates(parser.parse("add the grated cheese").command.predicates) == "add(cheese, *[ingredients]*)"
    assert format_predicates(parser.parse("add the finely chopped onions").command.predicates) == (
        "add(onion, *[ingredients]*)")
    asked = parser.parse("take the sliced spoon")
    assert asked.command is None and asked.clarification.reason == REASON_UNKNOWN_WORD
    # heard in noise, such a word may be a verb misheard ("and the fancied chicken" for "and then sift
    # chicken" at 10 dB): asked about
    heard = parser.parse("add the grated cheese", word_confidence=[0.95] * 4, snr_db=10.0)
    assert heard.command is None and heard.clarification.words == ("grated",)
    assert parser.parse("add the grated cheese", word_confidence=[0.95] * 4, snr_db=30.0).command is not None


def test_describing_words_tagged_apart_take_in_the_value_after_them(domain):
    """"add the rest of the milk", "crack both eggs", "put the raw chicken on the board": the tagger made
    the describing word an object of its own, asked about as unknown; "hand me the sharp knife" tagged
    "sharp" and left "knife" untagged (twenty-first-session probe)."""
    model = OracleModel(domain)
    model.add("add the rest of the milk", ["B-act.add", "O", "B-object", "O", "O", "B-object"], ["add"])
    model.add("put the raw chicken on the board", ["B-act.put", "O", "B-object", "B-object", "O", "O", "O"], ["put"])
    model.add("hand me the sharp knife", ["B-act.take", "O", "O", "B-object", "O"], ["take"])
    model.add("add the salt and the milk", ["B-act.add", "O", "B-object", "O", "O", "B-object"], ["add"])
    parser = SpokenCommandParser(domain, model)
    assert format_predicates(parser.parse("add the rest of the milk").command.predicates) == (
        "add(milk, *[ingredients]*)")
    # the board, left untagged by this oracle, is read as said last after put's preposition (seventy-first
    # session, cues.untagged_last_value): it had been dropped
    assert format_predicates(parser.parse("put the raw chicken on the board").command.predicates) == (
        "put(chicken, cutting board)")
    assert format_predicates(parser.parse("hand me the sharp knife").command.predicates) == "take(knife)"
    # a count word tagged apart is the count: "crack both eggs into the bowl"
    model.add("crack both eggs into the bowl", ["B-act.open", "B-object", "B-object", "O", "O", "B-destination"],
              ["open"])
    assert format_predicates(parser.parse("crack both eggs into the bowl").command.predicates) == "open(2, egg, bowl)"
    # a value before the next one is no describing word: both stay
    assert format_predicates(parser.parse("add the salt and the milk").command.predicates) == (
        "add([salt, milk], *[ingredients]*)")


def test_a_command_with_nothing_uttered_but_a_noun_is_asked_about(domain):
    """"the whisk now" (said "the whisk please" in the twenty-first session) was ``mix(*[ingredients]*)``:
    no verb, the whisk left out (mix's object holds ingredients), the action from the intent alone; "a
    whisk now" read the utensil as mix's verb. "give the eggs a whisk" is read "whisk the eggs"
    (twenty-third session), and a bare verb ("whisk") stays a verb. Since the twenty-fifth session a
    thing named with a courtesy is read with its verb (:func:`slu_node.verbless.bare_request`): "the
    whisk please" is "take the whisk"; since the fifty-fifth "now" ends such a request too ("garlic
    now"), so "the whisk now" and "a whisk now" are requests for the whisk, no mix."""
    model = OracleModel(domain)
    model.add("the whisk now", ["O", "B-object", "O"], ["mix"])
    model.add("a whisk now", ["O", "B-act.mix", "O"], ["mix"])
    model.add("whisk the eggs", ["B-act.mix", "O", "B-object"], ["mix"])  # "give the eggs a whisk", as read
    model.add("whisk", ["B-act.mix"], ["mix"])
    model.add("take the whisk", ["B-act.take", "O", "B-object"], ["take"])  # "the whisk please", as read
    model.add("take a whisk", ["B-act.take", "O", "B-object"], ["take"])  # "a whisk now", as read
    parser = SpokenCommandParser(domain, model)
    for text in ("the whisk now", "a whisk now"):
        assert format_predicates(parser.parse(text).command.predicates) == "take(whisk)", text
    assert format_predicates(parser.parse("give the eggs a whisk").command.predicates) == "mix(egg, *whisk*)"
    assert format_predicates(parser.parse("whisk").command.predicates) == "mix(*[ingredients]*, *whisk*)"
    asked_for = parser.parse("the whisk please")
    assert format_predicates(asked_for.command.predicates) == "take(whisk)"
    assert asked_for.nlu.tokens == ("the", "whisk", "take")  # in the text's order again, as read


def test_a_value_tagged_with_a_role_the_action_lacks_is_asked_about_when_another_role_could_hold_it(domain):
    """"move the pot off the heat" was ``put(pot)``: the heat, tagged as a source, left out (put has no
    source), though put's destination holds a stove (twenty-first-session probe). "grab three eggs from
    the fridge" stays take's: no role of take holds an appliance."""
    model = OracleModel(domain)
    model.add("move the pot off the heat", ["B-act.put", "O", "B-object", "O", "O", "B-source"], ["put"])
    model.add("grab three eggs from the fridge", ["B-act.take", "B-quantity", "B-object", "O", "O", "B-source"],
              ["take"])
    parser = SpokenCommandParser(domain, model)
    asked = parser.parse("move the pot off the heat")
    assert asked.command is None and asked.clarification.words == ("heat",)
    assert format_predicates(parser.parse("grab three eggs from the fridge").command.predicates) == "take(3, egg)"
    # a role that holds a value already: the knife is what separate cannot say, not a second source
    model.add("remove the seeds from the lemon with a knife",
              ["B-act.separate", "O", "B-object", "O", "O", "B-source", "O", "O", "B-instrument"], ["separate"])
    assert format_predicates(parser.parse("remove the seeds from the lemon with a knife").command.predicates) == (
        "separate(seed, lemon)")
    # a value said as a place, which an action with no place role cannot say, is no instrument misheard,
    # unless the verb may be another action's longer phrase: "toss ... in" is add's (thirtieth session)
    model.add("stir the sauce in the pan", ["B-act.mix", "O", "B-object", "O", "O", "B-destination"], ["mix"])
    model.add("toss the pasta in the pot", ["B-act.mix", "O", "B-object", "O", "O", "B-destination"], ["mix"])
    assert format_predicates(parser.parse("stir the sauce in the pan").command.predicates) == "mix(sauce)"
    asked = parser.parse("toss the pasta in the pot")
    assert asked.command is None and asked.clarification.words == ("pot",)


def test_an_object_said_where_the_predicate_would_act_on_another_is_asked_about(domain):
    """"heat the oven" was ``cook(*[ingredients]*)``: the oven, tagged as the object, is no ingredient,
    and the predicate took the implied object instead (twenty-fifth session). Typed or heard, it is
    asked about; an implied instrument over a value said elsewhere stays ("whisk the eggs with the milk
    in a jug": the jug is where)."""
    model = OracleModel(domain)
    model.add("heat the oven", ["B-act.cook", "O", "B-object"], ["cook"])
    model.add("whisk the eggs with the milk in a jug",
              ["B-act.mix", "O", "B-object", "O", "O", "B-object", "O", "O", "B-instrument"], ["mix"])
    parser = SpokenCommandParser(domain, model)
    asked = parser.parse("heat the oven")
    assert asked.command is None and asked.clarification.words == ("oven",)
    done = parser.parse("whisk the eggs with the milk in a jug")
    assert format_predicates(done.command.predicates) == "mix([egg, milk], *whisk*)"


def test_a_manner_said_before_the_verb_is_the_actions(domain):
    """"constantly stir the risotto" was ``mix(risotto)``: the tagger left "constantly" untagged before
    the verb, and the manner was dropped unasked (twenty-first-session probe). A value before the verb
    that only a role of another kind could hold (an ingredient) is left to the tagger. Since the
    seventy-seventh session the manner is said after the step before tagging
    (:func:`slu_node.fronted_manner.manner_first`), where an untagged manner is read too."""
    model = OracleModel(domain)
    model.add("stir the risotto constantly", ["B-act.mix", "O", "B-object", "O"], ["mix"])
    model.add("cream stir the soup", ["O", "B-act.mix", "O", "B-object"], ["mix"])
    parser = SpokenCommandParser(domain, model)
    assert format_predicates(parser.parse("constantly stir the risotto").command.predicates) == (
        "mix(risotto, constantly)")
    assert format_predicates(parser.parse("cream stir the soup").command.predicates) == "mix(soup)"


def test_a_thing_left_untagged_after_a_verb_with_no_object_is_its_object(domain):
    """"fetch me a clean knife": the tagger left all but the verb untagged, and what to take was asked
    (fifty-second-session probe). A value of a type the object holds, past "me" and leading words, is
    the object; one it cannot hold (an appliance for take) is not."""
    model = OracleModel(domain)
    model.add("fetch me a clean knife", ["B-act.take", "O", "O", "O", "O"], ["take"])
    model.add("fetch me a clean oven", ["B-act.take", "O", "O", "O", "O"], ["take"])
    parser = SpokenCommandParser(domain, model)
    assert format_predicates(parser.parse("fetch me a clean knife").command.predicates) == "take(knife)"
    assert parser.parse("fetch me a clean oven").command is None


def test_a_verb_whose_particle_is_not_said_is_the_action_that_says_it_alone(domain):
    """"take a big spoon", tagged as remove's (whose verbs are "take off", "take out", "take away"),
    had been ``remove(spoon)``, done: no "off", "out" or "away" was said, so "take" is take's
    (fifty-second session). With "off" said it stays remove's; "bring water at boil" says cook's
    "bring to the boil" but for "to" and "the"."""
    model = OracleModel(domain)
    model.add("take a big spoon", ["B-act.remove", "O", "O", "B-object"], ["remove"])
    model.add("take the pot off the stove", ["B-act.remove", "O", "B-object", "O", "O", "B-source"], ["remove"])
    model.add("bring water at boil", ["B-act.cook", "B-object", "O", "O"], ["cook"])
    parser = SpokenCommandParser(domain, model)
    assert format_predicates(parser.parse("take a big spoon").command.predicates) == "take(spoon)"
    assert format_predicates(parser.parse("take the pot off the stove").command.predicates) == "remove(pot, stove)"
    assert format_predicates(parser.parse("bring water at boil").predicates) == "cook(water)"


def test_a_pronoun_fills_the_role_that_can_hold_its_antecedent(domain):
    """"drizzle some olive oil over them" (after the chicken breasts went into the tin) had the breasts
    as add's modality, where the tagger put "them" (twenty-first session); add's destination holds an
    ingredient. A pronoun whose role holds its antecedent stays there."""
    model = OracleModel(domain)
    model.add("drizzle some olive oil over them", ["B-act.add", "O", "B-object", "I-object", "O", "B-modality"],
              ["add"])
    model.add("whisk them", ["B-act.mix", "B-object"], ["mix"])
    parser = SpokenCommandParser(domain, model)
    heard = parser.parse("drizzle some olive oil over them", ("chicken breast",))
    assert format_predicates(heard.command.predicates) == "add(olive oil, chicken breast)"
    assert format_predicates(parser.parse("whisk them", ("egg",)).command.predicates) == "mix(egg, *whisk*)"


def test_a_value_before_of_is_no_list_with_the_one_after(domain):
    """"pass me a jar of honey": the tagger made "a jar" an amount, which no unit read, and the jar
    then joined the object list, ``take([jar, honey])`` (twenty-first session). "of" makes no list;
    "mix the flour with the sugar" still does. Since the twenty-fourth session "jar" is a unit too,
    so the amount is kept."""
    model = OracleModel(domain)
    model.add("pass me a jar of honey", ["B-act.take", "O", "B-quantity", "I-quantity", "O", "B-object"], ["take"])
    model.add("mix the flour with the sugar", ["B-act.mix", "O", "B-object", "O", "O", "B-instrument"], ["mix"])
    parser = SpokenCommandParser(domain, model)
    assert format_predicates(parser.parse("pass me a jar of honey").command.predicates) == "take(1 jar, honey)"
    assert format_predicates(parser.parse("mix the flour with the sugar").command.predicates) == "mix([flour, sugar])"


def test_everything_as_the_object_is_everything_so_far(domain):
    """"put everything in the oven", "cover it all with foil" were asked about for a missing object
    (twenty-first-session probe): "everything" right after the verb is ``*[ingredients]*`` when another
    argument says where or with what. Alone ("take everything") it stays asked about."""
    model = OracleModel(domain)
    model.add("put everything in the oven", ["B-act.put", "O", "O", "O", "B-destination"], ["put"])
    model.add("cover it all with foil", ["B-act.cover", "O", "O", "O", "B-instrument"], ["cover"])
    model.add("take everything", ["B-act.take", "O"], ["take"])
    parser = SpokenCommandParser(domain, model)
    assert format_predicates(parser.parse("put everything in the oven").command.predicates) == (
        "put(*[ingredients]*, oven)")
    assert format_predicates(parser.parse("cover it all with foil").command.predicates) == (
        "cover(*[ingredients]*, foil)")
    asked = parser.parse("take everything")
    assert asked.command is None and asked.clarification.reason == REASON_MISSING_ARGUMENT


def test_a_count_word_first_in_a_value_span_is_the_count(domain):
    """"put both trays in the oven": the tagger made "both trays" one object span, and the count was
    dropped as a leading word (twenty-first-session probe)."""
    model = OracleModel(domain)
    model.add("put both trays in the oven", ["B-act.put", "B-object", "I-object", "O", "O", "B-destination"], ["put"])
    parser = SpokenCommandParser(domain, model)
    assert format_predicates(parser.parse("put both trays in the oven").command.predicates) == (
        "put(baking tray, oven, 2)")


def test_unit_words_tagged_with_the_object_join_the_count(domain):
    """"add two cups flour" and "pour 250ml milk into the pan" were ``add(2, flour)`` and
    ``add(250, milk, pan)``: the unit was tagged with the object and left out of the look-up
    (twenty-first session). A span of unit words only joins the count when the value's span follows
    it ("take two cans | chopped tomatoes"); "take two glasses" keeps its glasses."""
    model = OracleModel(domain)
    model.add("add two cups flour", ["B-act.add", "B-quantity", "B-object", "I-object"], ["add"])
    model.add("pour 250ml milk into the pan", ["B-act.add", "B-quantity", "B-object", "I-object", "O", "O",
                                               "B-destination"], ["add"])
    model.add("take two cans chopped tomatoes", ["B-act.take", "B-quantity", "B-object", "B-object", "I-object"],
              ["take"])
    model.add("take two glasses", ["B-act.take", "B-quantity", "B-object"], ["take"])
    parser = SpokenCommandParser(domain, model)
    expected = {"add two cups flour": "add(2 cup, flour, *[ingredients]*)",
                "pour 250ml milk into the pan": "add(250 ml, milk, pan)",
                "take two cans chopped tomatoes": "take(2 can, tomato)", "take two glasses": "take(2, glass)"}
    for text, predicates in expected.items():
        assert format_predicates(parser.parse(text).command.predicates) == predicates, text


def test_suggestions_and_what_something_needs_read_as_the_command(domain):
    """Twenty-third-session probe: "how about adding some pepper", "now we add the milk" (a recipe
    read out), "the soup needs stirring" and "the eggs need to be whisked" were out of domain or asked
    about, and "give the eggs a whisk" lost the whisk the verb implies. A question or condition
    before "we" keeps it ("should we add the salt"), and what needs doing is read so only when its
    subject starts a clause ("if the soup needs stirring ...")."""
    verbs = frozenset({"stir", "add", "whisk", "peel"})
    assert lead_ins(tokenize("now we add the salt"), verbs) == {1}
    assert lead_ins(tokenize("how about adding some salt"), verbs) == {0, 1}
    assert lead_ins(tokenize("should we add the salt"), verbs) == set()
    assert lead_ins(tokenize("when we add the salt"), verbs) == set()
    assert lead_ins(tokenize("how about the salt"), verbs) == set()
    # the longest phrase said first wins: not "you should" alone, which left "i think" in
    assert lead_ins(tokenize("i think you should add the salt"), verbs) == {0, 1, 2, 3}
    # a sequence phrase first says the command before with "that's" too (thirtieth session: "when that's
    # done add the pasta" was out of domain); without "that" it waits for something not said
    assert lead_ins(tokenize("when that's done add the salt"), verbs) == {0, 1, 2}
    assert lead_ins(tokenize("when you're done with that add the salt"), verbs) == {0, 1, 2, 3, 4}
    assert lead_ins(tokenize("when you're done add the salt"), verbs) == set()
    assert courtesies(tokenize("great job next add the salt as soon as possible"), verbs) == {0, 1, 6, 7, 8, 9}
    known = frozenset({"soup", "eggs", "potatoes"})

    def read(text):
        tokens = tokenize(text)
        order, replaced = command_order(tokens, verbs, known)
        return " ".join(replaced.get(i, tokens[i]) for i in order)

    assert read("the soup needs stirring") == "stir the soup"
    assert read("and the eggs need to be whisked now") == "and whisk the eggs now"
    assert read("they need peeling") == "peel them"
    assert read("the potatoes need peeling and the soup needs stirring") == "peel the potatoes and stir the soup"
    assert read("the soup has to be stirred") == "stir the soup"  # blind probe 138
    assert read("the potatoes have to be peeled") == "peel the potatoes"
    assert read("the soup has to be hot") == "the soup has to be hot"
    for text in ("if the soup needs stirring", "the soup needs salt", "needs stirring", "the soup needs washing",
                 "does the soup need stirring", "have you got the eggs whisked"):
        assert read(text) == text
    # an action given as a noun: the verb first, so that it implies what it implies
    assert read("give the eggs a whisk") == "whisk the eggs"
    assert read("give them a good stir and then peel the potatoes") == "stir them and then peel the potatoes"
    for text in ("give me a whisk", "give the soup a wash", "give the soup a"):
        assert read(text) == text
    # a word between "a" and the verb that says how is read after the object (thirtieth session: "give
    # the sauce a quick stir" had been mix(sauce), "quick" left out); any other word is left out
    tokens = tokenize("give the soup a quick stir")
    order, replaced = command_order(tokens, verbs, known, is_how=lambda w: w == "quick")
    assert " ".join(replaced.get(i, tokens[i]) for i in order) == "stir the soup quick"
    assert read("give the soup a quick stir") == "stir the soup"
    # its adverb where the lexicon knows one: after a pronoun the tagger left "quick" untagged (probe 343)
    order, replaced = command_order(tokens, verbs, known, is_how=lambda w: w in ("quick", "quickly"))
    assert " ".join(replaced.get(i, tokens[i]) for i in order) == "stir the soup quickly"
    # what is to be had done: "get the eggs cracked"; not "get the grated cheese"
    assert read("get the eggs whisked for me") == "whisk the eggs for me"
    assert read("get the whisked eggs") == "get the whisked eggs"
    # readings that overlap are read once, and nothing is lost twice
    for text in ("get the eggs need whisking whisked", "give the soup needs stirring a whisk", "needs needs"):
        order, _ = command_order(tokenize(text), verbs, known)
        assert len(set(order)) == len(order) <= len(tokenize(text))
    # a state to bring something to, named by a verb (fifty-first session: "simmer" had been asked about
    # as a place); not "bring ... to the boil", the domain's verb phrase, nor a place
    def brought(text):
        tokens = tokenize(text)
        order, replaced = command_order(tokens, frozenset({"simmer", "boil", "put"}), known)
        return " ".join(replaced.get(i, tokens[i]) for i in order)

    assert brought("bring the soup to a simmer") == "simmer the soup"
    assert brought("bring the soup to the simmer and then stir it") == "simmer the soup and then stir it"
    for text in ("bring the water to the boil", "bring the pot to the stove", "bring it to a simmer slowly",
                 "bring to a simmer"):
        assert brought(text) == text
    assert participle_base_forms("stirred") == ["stirr", "stirre", "stir"]
    assert "beat" in participle_base_forms("beaten") and participle_base_forms("red") == []

    model = OracleModel(domain)
    model.add("stir the soup", ["B-act.mix", "O", "B-object"], ["mix"])
    parser = SpokenCommandParser(domain, model)
    heard = parser.parse("the soup needs stirring")
    assert format_predicates(heard.command.predicates) == "mix(soup)"
    assert heard.nlu.tokens == ("the", "soup", "needs", "stir")  # in the text's order again, as read
    assert heard.nlu.tags == ("O", "B-object", "O", "B-act.mix")


def test_a_verb_the_tagger_gave_another_action_is_its_own_actions(domain):
    """A verb the tagger gives to an action that never says it is its own action's, when that one
    holds every argument (twenty-third session: "bring the radish off the counter", take's, had been
    ``remove(radish)``; "splash", tried as a verb of add without retraining, was tagged ``mash``). A
    verb that starts a phrase of the tagged action stays with it ("bring" starts cook's "bring to the
    boil", said around its object)."""
    model = OracleModel(domain)
    model.add("sprinkle some milk", ["B-act.mash", "O", "B-object"], ["mash"])
    model.add("bring the water to the boil", ["B-act.cook", "O", "B-object", "O", "O", "O"], ["cook"])
    parser = SpokenCommandParser(domain, model)
    assert format_predicates(parser.parse("sprinkle some milk").command.predicates) == "add(milk, *[ingredients]*)"
    assert format_predicates(parser.parse("bring the water to the boil").command.predicates) == "cook(water)"


def test_an_amount_with_a_unit_is_asked_about_not_dropped(domain):
    """A measured role's span that reads as no amount was dropped when it held no number ("some", "a
    bit of"); one with a unit says an amount: "add a few spoons of sugar" had been ``add(sugar)``,
    done (twenty-third-session probe). Informal "em" is "them"."""
    model = OracleModel(domain)
    model.add("add a few spoons of sugar", ["B-act.add", "B-quantity", "I-quantity", "I-quantity", "O", "B-object"],
              ["add"])
    model.add("add a bit of sugar", ["B-act.add", "B-quantity", "I-quantity", "I-quantity", "B-object"], ["add"])
    model.add("peel them", ["B-act.peel", "B-object"], ["peel"])
    parser = SpokenCommandParser(domain, model)
    asked = parser.parse("add a few spoons of sugar")
    assert asked.command is None and asked.clarification.reason == REASON_UNKNOWN_WORD
    assert format_predicates(parser.parse("add a bit of sugar").command.predicates) == "add(sugar, *[ingredients]*)"
    # a fraction the numbers cannot read says an amount too: "add a third of the sugar" had been
    # add(sugar), all of it (thirty-fourth session; a third is read since the sixty-seventh, a fifth not)
    model.add("add a fifth of the sugar", ["B-act.add", "B-quantity", "I-quantity", "O", "O", "B-object"], ["add"])
    asked = parser.parse("add a fifth of the sugar")
    assert asked.command is None and asked.clarification.reason == REASON_UNKNOWN_WORD
    model.add("add a third of the sugar", ["B-act.add", "B-quantity", "I-quantity", "O", "O", "B-object"], ["add"])
    assert format_predicates(parser.parse("add a third of the sugar").command.predicates) == (
        "add(0.33, sugar, *[ingredients]*)")
    asked = parser.parse("peel em")
    assert asked.command is None and asked.clarification.words == ("them",)


def test_a_report_of_what_was_done_asks_for_nothing():
    """"we added the salt already", "you've put the pan on the stove" and "we put the cake in the oven
    an hour ago" had been done (twenty-third session). A past form after a subject or a perfect
    auxiliary that starts its clause, or "ago", reports; the present ("we add the salt", a recipe
    read out) and a relative clause inside a command ("add the salt you mixed earlier") do not."""
    verbs = frozenset({"add", "put", "mix", "whisk"})
    assert past_reports(tokenize("we added the salt already"), verbs) == ["we added"]
    assert past_reports(tokenize("oh i've just whisked the eggs"), verbs) == ["i've whisked"]
    assert past_reports(tokenize("you've put the pan on the stove"), verbs) == ["you've put"]
    assert past_reports(tokenize("put the cake in the oven an hour ago"), verbs) == ["ago"]
    assert past_reports(tokenize("we always stir it like this"), verbs) == ["we always"]
    for text in ("we add the salt", "you put the pan on the stove", "add the salt you mixed earlier",
                 "have the eggs whisked"):
        assert past_reports(tokenize(text), verbs) == [], text


@pytest.mark.parametrize("text, sugar", [
    ("add the onions first, then the garlic", "[add(onion, *[ingredients]*), add(garlic, *[ingredients]*)]"),
    ("peel the potatoes then the carrots", "[peel(potato), peel(carrot)]"),
    ("take the milk, then the eggs", "[take(milk), take(egg)]"),
    # "and" joins a list; "and also" is no sequence
    ("add the salt and the pepper", "add([salt, pepper], *[ingredients]*)"),
    ("take the milk and also the cream", "take([milk, cream])"),
])
def test_a_value_said_after_then_is_the_action_said_again(cooking_parser, text, sugar):
    """Twenty-seventh session: the second value had joined the first one's list, the order lost."""
    result = cooking_parser.parse(text)
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == sugar


@pytest.mark.parametrize("text", [
    "stick the ginger on the big tupperware next be it carefully",  # heard for "next peel it carefully"
    "put the ginger in the bowl then it",  # "then it" names no other object
])
def test_no_action_is_said_again_past_a_foreign_word_or_on_a_pronoun(cooking_parser, text):
    """The action is said again only on another object with nothing but determiners, known words and
    its own verbs between: "next *be* it carefully" had put the ginger a second time (twenty-eighth
    session)."""
    result = cooking_parser.parse(text)
    assert not (result.command is not None and len(result.command.predicates) > 1
                and result.command.predicates[0].action == result.command.predicates[1].action)


def test_a_verb_said_around_its_phrase_is_not_another_actions_bare_verb(cooking_parser):
    """"bring the pot to the boil": cook's "bring ... to the boil" cannot hold a pot; take's "bring"
    can, and it was ``take(pot)``, done (twenty-seventh session). Asked about now."""
    result = cooking_parser.parse("bring the pot to the boil")
    assert not result.accepted
    assert all(p.action != "take" for p in (result.clarification.partial or ()))


def test_a_heard_amount_before_the_verb_with_no_thing_is_asked_about(domain):
    """Moonshine writes kitchen noise as numbers: "two thousand put the rice in the oven" (10 dB) had
    been ``put(rice, oven, 2000)``, done. Heard, an amount before the verb with no thing after it is
    asked about; typed, and with its thing ("two eggs, crack them"), it stays as it was read."""
    model = OracleModel(domain)
    text = "two thousand put the rice in the oven"
    model.add(text, ["B-quantity", "I-quantity", "B-act.put", "O", "B-object", "O", "O", "B-destination"], ["put"])
    parser = SpokenCommandParser(domain, model)
    typed = parser.parse(text)
    heard = parser.parse(text, word_confidence=[1.0] * 8)
    assert heard.command is None and heard.clarification.reason == "low_confidence"
    assert "two thousand" in heard.clarification.words
    assert typed.command is not None
    plain = "put the rice in the oven"
    model.add(plain, ["B-act.put", "O", "B-object", "O", "O", "B-destination"], ["put"])
    assert parser.parse(plain, word_confidence=[1.0] * 6).command is not None


def test_a_small_amount_after_with_joins_the_value_to_a_mixed_list(domain):
    """Thirty-fourth session: "whisk the eggs with a bit of milk" had been ``mix(egg, *whisk*)``, the
    milk (tagged as an instrument) dropped; mash, done to its object alone, keeps it out."""
    tags = ["B-act.mix", "O", "B-object", "O", "O", "O", "O", "B-instrument"]
    assert _oracle_parse(domain, "whisk the eggs with a bit of milk", tags, ["mix"]) == "mix([egg, milk], *whisk*)"
    tags = ["B-act.mash", "O", "B-object", "O", "O", "O", "O", "B-instrument"]
    assert _oracle_parse(domain, "mash the potatoes with a bit of butter", tags, ["mash"]) == "mash(potato)"


@pytest.mark.parametrize("text, tags, expected", [
    ("wash and peel the potatoes", ["O", "O", "B-act.peel", "O", "B-object"], ["wash"]),
    ("can you wash and then peel it", ["O", "O", "O", "O", "O", "B-act.peel", "B-object"], ["wash"]),
    # "try and" leads into the verb; a value before "and" is a list; a domain verb is the tagger's miss
    ("try and peel the potatoes", ["O", "O", "B-act.peel", "O", "B-object"], []),
    ("salt and pepper the soup", ["O", "O", "B-act.add", "O", "B-object"], []),
    ("take and peel an orange", ["O", "O", "B-act.peel", "O", "B-object"], []),
    # not first in its clause: "the cooked and peeled potatoes"
    ("add the cooked and peeled potatoes", ["B-act.add", "O", "O", "O", "B-act.peel", "B-object"], []),
])
def test_a_verb_outside_the_domain_joined_to_one_inside_is_found(text, tags, expected):
    """Thirty-third session: "wash and peel the potatoes" had been done as ``peel(potato)``."""
    openers = frozenset({"and", "then", "please", "you", "can"})
    found = verbs_outside_domain(text.split(), tags, frozenset({"peel", "add", "take"}),
                                 {"salt", "pepper", "potatoes"}.__contains__, openers)
    assert found == expected
    # a one-word verb of the domain that the tagger missed there is read as its action's verb
    # (thirty-fourth session: "take and peel an orange" had been peel(orange), take dropped)
    actions = {"take": "take", "grab": "take", "peel": "peel"}
    said = untagged_verbs(text.split(), tags, actions, openers)
    assert said == ({0: "take"} if text == "take and peel an orange" else {})


@pytest.mark.parametrize("text, tags, expected", [
    ("chop the carrots and peel the potatoes", ["O", "O", "O", "O", "B-act.peel", "O", "B-object"], ["chop"]),
    ("add the salt then dice the fresh onions", ["B-act.add", "O", "B-object", "O", "O", "O", "O", "O"], ["dice"]),
    # a word of the domain ("use ... to"), a determiner or opener, an adverb, a progressive, a word of
    # no verb ("plus"), a tagged word, or no thing after it
    ("use the whisk to beat the eggs", ["O", "O", "B-instrument", "O", "B-act.mix", "O", "B-object"], []),
    ("peel the potatoes and then the carrots", ["B-act.peel", "O", "B-object", "O", "O", "O", "B-object"], []),
    ("gently the carrots", ["O", "O", "B-object"], []),
    ("chopping the carrots", ["O", "O", "B-object"], []),
    ("add the salt plus the carrots", ["B-act.add", "O", "B-object", "O", "O", "B-object"], []),
    ("chop the carrots", ["B-act.peel", "O", "B-object"], []),
    ("chop it and peel the potatoes", ["O", "O", "O", "B-act.peel", "O", "B-object"], []),
])
def test_a_verb_outside_the_domain_said_with_its_own_object_is_found(text, tags, expected):
    """Fifty-eighth session: "chop the carrots and peel the potatoes" had been done as ``peel(potato)``."""
    things = {"carrots", "potatoes", "salt", "onions", "whisk", "eggs"}
    domain_words = things | {"use", "to", "peel", "add", "beat"}
    found = foreign_verbs_with_objects(text.split(), tags, domain_words, things.__contains__, things.__contains__,
                                       {"the", "fresh", "some"})
    assert found == expected


@pytest.mark.parametrize("text, tags, expected", [
    ("squeeze some lemon juice over it", ["B-act.add", "O", "B-object", "I-object", "O", "O"], {5: "B-destination"}),
    ("take the bones out of them", ["B-act.remove", "O", "B-object", "O", "O", "O"], {5: "B-source"}),
    # tagged already, a place said already, no preposition before it, or no verb before it
    ("pour the milk over it", ["B-act.add", "O", "B-object", "O", "B-destination"], {}),
    ("pour the milk into the pot over it", ["B-act.add", "O", "B-object", "O", "O", "B-destination", "O", "O"], {}),
    ("add it", ["B-act.add", "O"], {}),
    ("over it", ["O", "O"], {}),
    # a role that is no place: check's "is"
    ("look at the cake is it done", ["B-act.check", "O", "O", "B-object", "O", "O", "B-modality"], {}),
])
def test_an_untagged_pronoun_after_a_place_preposition_is_the_place(domain, text, tags, expected):
    """Forty-eighth session: "squeeze some lemon juice over it" had been ``add(lemon juice,
    *[ingredients]*)``, the tagger leaving "it" untagged."""
    from slu_node.domain import PLACE_ROLE, SOURCE_ROLE

    assert untagged_places(text.split(), tags, domain.actions, (PLACE_ROLE, SOURCE_ROLE)) == expected


@pytest.mark.parametrize("text, tags, expected", [
    ("use it to cover the chicken", ["O", "O", "O", "B-act.cover", "O", "B-object"], {1: "B-instrument"}),
    ("using them mash the potatoes", ["O", "O", "B-act.mash", "O", "B-object"], {1: "B-instrument"}),
    ("use it", ["O", "O"], {}),  # no verb after it
])
def test_a_pronoun_after_use_is_the_next_verbs_instrument(domain, text, tags, expected):
    """Fifty-eighth session: "get the big spoon and use it to stir the soup" had been ``mix(soup)``."""
    from slu_node.domain import INSTRUMENT_ROLE, PLACE_ROLE, SOURCE_ROLE

    assert untagged_places(text.split(), tags, domain.actions, (PLACE_ROLE, SOURCE_ROLE, INSTRUMENT_ROLE)) == expected


@pytest.mark.parametrize("text, tags, expected", [
    # food said as what to do it with: the template's instrument holds none (it had been dropped unasked)
    ("cover the pizza with cheese", ["B-act.cover", "O", "B-object", "O", "B-instrument"], "low_confidence"),
    ("wrap the fish in bacon", ["B-act.cover", "O", "B-object", "O", "B-instrument"], "low_confidence"),
    ("turn the chicken in the flour", ["B-act.turn", "O", "B-object", "O", "O", "B-instrument"], "low_confidence"),
    # a thing the instrument holds, or an amount of food (an ingredient added), or a place's "in" stays
    ("cover the pot with the lid", ["B-act.cover", "O", "B-object", "O", "O", "B-instrument"], "cover(pot, lid)"),
    ("mash the potatoes with a bit of butter", ["B-act.mash", "O", "B-object", "O", "O", "O", "O", "B-instrument"],
     "mash(potato)"),
    ("boil the pasta in the water", ["B-act.cook", "O", "B-object", "O", "O", "B-destination"], "cook(pasta)"),
])
def test_food_said_as_the_instrument_is_asked_about(domain, text, tags, expected):
    """:func:`slu_node.clarify._said_to_use` (thirty-sixth session), typed text."""
    assert _oracle_parse(domain, text, tags, [tags[0][len("B-act."):]]) == expected



@pytest.mark.parametrize("text, tags, intents, expected", [
    # "add" heard as "and": the intent says add, and the eggs and the salt, untagged, were dropped unasked
    ("and the chives to the eggs and some salt", ["O", "O", "B-object", "O", "O", "O", "O", "O", "O"], ["add"],
     "low_confidence"),
    # every thing said is held: the intent alone may say what is done with it
    ("a pinch of salt", ["B-quantity", "I-quantity", "O", "B-object"], ["add"], "add(1 pinch, salt, *[ingredients]*)"),
    # a verb said: what its tags leave out is the builder's to place ("sieve the flour into the bowl")
    ("sieve the flour into the bowl", ["B-act.sieve", "O", "B-object", "O", "O", "O"], ["sieve"], "sieve(flour)"),
])
def test_a_thing_no_argument_holds_in_a_command_without_a_verb_is_asked_about(domain, text, tags, intents, expected):
    """:func:`slu_node.clarify._unheld_things` (thirty-sixth session, probe 53 heard)."""
    assert _oracle_parse(domain, text, tags, intents) == expected


@pytest.mark.parametrize("text, tags, intents, expected", [
    # a word where the verb would be that says no action: the verb misheard, the intent a guess
    ("once more star the soup", ["O", "O", "O", "O", "B-object"], ["add"], "low_confidence"),
    ("away dad the salt first", ["O", "O", "O", "B-object", "O"], ["remove"], "low_confidence"),
    ("then rather cheese", ["O", "O", "B-object"], ["add"], "low_confidence"),
    # openers, amounts, a question's "is", or a word of the action's own expressions: said without a verb
    ("now a bit of salt", ["O", "O", "O", "O", "B-object"], ["add"], "add(salt, *[ingredients]*)"),
    ("is the water boiling", ["O", "O", "B-object", "B-modality"], ["check"], "check(boiling, water)"),
    ("put the lid on the pot", ["O", "O", "B-instrument", "O", "O", "B-object"], ["cover"], "cover(pot, lid)"),
    # a word of the action's own expressions ("line {object} with {instrument}")
    ("line the tray with foil", ["O", "O", "B-object", "O", "B-instrument"], ["cover"], "cover(baking tray, foil)"),
])
def test_a_word_where_the_verb_would_be_is_asked_about(domain, text, tags, intents, expected):
    """:func:`slu_node.clarify._verb_slot_word` (thirty-seventh session, hand-written commands heard)."""
    assert _oracle_parse(domain, text, tags, intents) == expected


@pytest.mark.parametrize("text, tags, expected", [
    # a word the domain does not know where an amount was tagged: a misheard unit or thing, asked about
    ("put the part of water on the stove", ["B-act.put", "B-quantity", "I-quantity", "O", "B-object", "O", "O",
                                            "B-destination"], "unknown_word"),
    # rough amounts and determiners say no quantity: dropped, as before
    ("add a bit of salt", ["B-act.add", "B-quantity", "I-quantity", "O", "B-object"], "add(salt, *[ingredients]*)"),
    ("peel all the potatoes", ["B-act.peel", "B-quantity", "O", "B-object"], "peel(potato)"),
])
def test_an_amount_with_a_word_the_domain_does_not_know_is_asked_about(domain, text, tags, expected):
    """A quantity span with no number is dropped as a rough amount only when the domain knows its words
    (:meth:`slu_node.builder.PredicateBuilder._fill`; thirty-seventh session, a hand-written command heard)."""
    assert _oracle_parse(domain, text, tags, [tags[0][len("B-act."):]]) == expected


def test_a_value_said_of_another_value_is_asked_about_when_heard(cooking_parser):
    """:func:`slu_node.builder._of_another`: "zest cookie of lemon juice", heard at 10 dB for "zest a
    bit of lemon juice", had been grate([cookie, lemon juice]) (fifty-fifth session)."""
    said = "zest cookie of lemon juice finely please"
    heard = cooking_parser.parse(said, word_confidence=[1.0] * len(said.split()), snr_db=40.0)
    assert heard.command is None and "lemon juice" in heard.clarification.words, heard.clarification
    # an amount of a thing, and the container a thing is in, are no second value
    for text in ("take a jar of honey", "put the bowl of eggs in the fridge", "add some of the milk"):
        assert cooking_parser.parse(text, word_confidence=[1.0] * len(text.split()), snr_db=40.0).command, text


def test_a_pronoun_no_role_holds_is_read_as_a_value_left_out(cooking_parser):
    """:meth:`slu_node.builder.PredicateBuilder._fill`: the cake that "it" stands for is no place to
    put things, so put is read as add, as "on the cake" is (fifty-fifth-session probe: it had been
    put(sprinkles, cake), a food as put's place)."""
    result = cooking_parser.parse("take the cake out of the oven and put the sprinkles on it")
    assert result.command is not None
    assert [p.action for p in result.command.predicates] == ["remove", "add"]
    added = result.command.predicates[1]
    assert dict((a.role, a.values) for a in added.arguments)["destination"] == ("cake",)
    # a pronoun the role holds stays where it was said
    kept = cooking_parser.parse("take out the pot and put the lid on it").command
    assert kept is not None and kept.predicates[1].action == "cover"


def test_words_of_the_actions_own_templates_are_no_role_it_lacks(cooking_parser):
    """:meth:`slu_node.builder.PredicateBuilder._fill`: "from the drawer", which take's templates say,
    tagged as a source take lacks, had been asked about as remove's (fifty-fifth-session probe)."""
    result = cooking_parser.parse("grab the thermometer from the drawer")
    assert result.command is not None and format_predicates(result.command.predicates) == "take(thermometer)"


@pytest.mark.parametrize("said, expected", [
    # an untagged word before a value that makes a longer one joins it ("tin" alone is the cake tin)
    ("line the loaf tin with greaseproof paper", "cover(loaf tin, baking paper)"),
    # a pronoun after an instrument's preposition is the instrument
    ("grab the masher and mash the potatoes with it", "[take(masher), mash(potato, masher)]"),
    ("take the sieve and sift the icing sugar through it", "[take(sieve), sieve(icing sugar, sieve)]"),
    # a word of how a tool cuts or how thick it is tells which one
    ("use the fine grater to zest the lemon", "grate(lemon, grater)"),
])
def test_tools_said_in_everyday_ways(cooking_parser, said, expected):
    """Fifty-fifth-session probe 76 (written blind): each had been asked about or done wrong."""
    result = cooking_parser.parse(said)
    assert result.command is not None and format_predicates(result.command.predicates) == expected


def test_an_amount_of_a_thing_after_and_is_no_value_of_the_list(cooking_parser):
    """:meth:`slu_node.builder.PredicateBuilder._conjoined`: "a tin" before "of tomatoes" is an amount,
    not the cake tin joining the list (fifty-fifth-session probe: take(2, [onion, cake tin, tomato]))."""
    result = cooking_parser.parse("grab me two onions and a tin of tomatoes")
    assert result.command is not None
    assert format_predicates(result.command.predicates) == "[take(2, onion), take(1 can, tomato)]"


def test_a_domain_verb_left_untagged_after_and_is_asked_about(cooking_parser):
    """:func:`slu_node.clarify._untagged_clause_verbs`: the third action of "lift the lid off the pot
    give the stew a stir and put the lid back on" had been left out unasked (fifty-fifth-session
    probe); cover's own "put ... on" is no lost verb."""
    asked = cooking_parser.parse("okay now lift the lid off the pot give the stew a stir and put the lid back on")
    assert asked.command is None and "put" in asked.clarification.words
    assert cooking_parser.parse("you can go ahead and put the lid on the pot").command is not None


@pytest.mark.parametrize("text, tags, expected", [
    # a part and the food it is of, one span: the part is taken out of the food
    ("take out the cherry stones", ["B-act.separate", "I-act.separate", "O", "B-object", "I-object"],
     "separate(pit, cherry)"),
    ("remove stones cherries", ["B-act.separate", "B-object", "I-object"], "separate(pit, cherry)"),
    # two values of the object's own types: a list, as before
    ("take out the seeds skins", ["B-act.separate", "I-act.separate", "O", "B-object", "I-object"],
     "separate([seed, skin])"),
])
def test_a_part_and_a_food_in_one_span_read_as_a_compound(domain, text, tags, expected):
    """Fifty-seventh-session blind probes: "cherries stones take out" had been separate([cherry, pit])."""
    assert _oracle_parse(domain, text, tags, ["separate"]) == expected


@pytest.mark.parametrize("text, tags, intents, expected", [
    # a thing said right after the pronoun with no preposition: the one role left that holds it
    ("take the cake and put it wire rack", ["B-act.take", "O", "B-object", "O", "B-act.put", "B-object", "O", "O"],
     ["take", "put"], "[take(cake), put(cake, cooling rack)]"),
    ("take the garlic and crush it garlic press",
     ["B-act.take", "O", "B-object", "O", "B-act.mash", "B-object", "I-object", "I-object"],
     ["take", "mash"], "[take(garlic), mash(garlic, garlic press)]"),
    # an amount said so: the one role of several values that holds it
    ("take the pancake and cook it one more minute",
     ["B-act.take", "O", "B-object", "O", "B-act.cook", "B-object", "O", "O", "O"],
     ["take", "cook"], "[take(pancake), cook(pancake, 1 min)]"),
    # "them" as a determiner before a thing the role holds is no pronoun apart
    ("mash up them potatoes", ["B-act.mash", "O", "B-object", "I-object"], ["mash"], "mash(potato)"),
    # the role the thing would go to is said already: nothing added
    ("put the pan on the stove oven", ["B-act.put", "O", "B-object", "O", "O", "B-destination", "O"], ["put"],
     "put(pan, stove)"),
])
def test_a_thing_said_with_no_preposition_after_a_role_span(domain, text, tags, intents, expected):
    """Fifty-seventh-session blind probe 102: "take cake out oven put it wire rack" had been put(cake)."""
    assert _oracle_parse(domain, text, tags, intents) == expected


@pytest.mark.parametrize("text, expected", [
    # an untagged pronoun right after its verb, something said before it to stand for
    ("pour the cream into a saucepan warm it gently and then pour it over the chocolate",
     "[add(cream, saucepan), cook(cream, gently), add(cream, chocolate)]"),
    # "out of it": the vessel the act before named, where its things cannot be
    ("sear the scallops in the skillet lift them out of it and then sear the prawns in that pan",
     "[cook(scallop, pan), remove(scallop, pan), cook(shrimp, pan)]"),
    # "use it to ...": the next verb's instrument
    ("get the big spoon and use it to stir the soup", "[take(spoon), mix(soup, spoon)]"),
    # a recipe's second verb said alongside, "to taste", "set aside", "a further", irregular participles
    ("simmer for forty five minutes stirring occasionally",
     "[cook(*[ingredients]*, 45 min), mix(*[ingredients]*, occasionally)]"),
    ("season to taste with sea salt and black pepper", "add([salt, pepper], *[ingredients]*)"),
    ("beat the egg yolks and the icing sugar until thick then set aside",
     "mix([egg yolk, icing sugar], *whisk*, thick)"),
    ("take the lid off the casserole and cook for a further fifteen minutes",
     "[uncover(baking dish), cook(*[ingredients]*, 15 min)]"),
    ("carefully fold in the beaten egg whites with a spatula", "mix(egg white, spatula, carefully)"),
    ("peel three medium potatoes with a vegetable peeler", "peel(3, potato, peeler)"),
    ("grab us a tin of chickpeas and a bunch of coriander", "[take(1 can, chickpea), take(1 bunch, coriander)]"),
    ("pour the cream into the bowl oh and the mascarpone as well", "add([cream, mascarpone], bowl)"),
    # a span tagged with a role the action lacks, in the role its preposition leads
    ("zest the lime squeeze it over the rice and stir in the coriander",
     "[grate(lime), add(lime, rice), mix(coriander)]"),
    # "sprinkle them with sugar", the sugar tagged as the place: what is sprinkled
    ("take the biscuits out of the oven slide them onto the wire rack and sprinkle them with sugar",
     "[remove(cookie, oven), put(cookie, cooling rack), add(sugar, cookie)]"),
    # so with a measured amount tagged between (sixty-fifth-session blind probe 323)
    ("spread a knob of butter over the corn and sprinkle it with a pinch of salt",
     "[add(1 knob, butter, corn), add(1 pinch, salt, corn)]"),
    # a place a verb's implied instrument can be stays with that verb
    ("blitz the flour and the butter in the food processor add three tablespoons of cold water",
     "[mix([flour, butter], food processor), add(3 tbsp, water, *[ingredients]*)]"),
    # where it comes from is no place it goes
    ("pour the caramel from the pan into the ramekins", "add(caramel, ramekin)"),
    ("drizzle the honey from the jar over the porridge", "add(honey, porridge)"),
    # a state asked about the thing just named; "but leave the thyme in": not taken out
    ("have a look at the onions are they golden yet", "check(golden, onion)"),
    ("pick out the bay leaves but leave the thyme in", "separate(bay leaf)"),
    # a list after an object found past describing words (probe 130)
    ("fetch me a clean plate and a fork", "take([plate, fork])"),
    # what is said to people where the robot is called is left out (probe 133: the robot had done it)
    ("robot add two tablespoons of soy sauce to the wok and dad you keep an eye on the rice",
     "add(2 tbsp, soy sauce, wok)"),
    ("sam grab the ketchup from the cupboard and robot fry the sausages", "add(sausage, *oil*)"),
    ("robot knead the bread dough love can you put the kettle on", "knead(dough)"),
    # no call of the robot: no one else is told apart
    ("will you flip the crepes with the spatula robot", "turn(crepe, spatula)"),
    # words that describe a thing are no arguments (probe 134: states of the command, unknown objects)
    ("beat the soft unsalted butter and the golden caster sugar together until light and fluffy",
     "mix([butter, sugar], *whisk*, fluffy)"),
    ("blitz the soft cooked chickpeas and the roasted garlic in the old food processor until smooth",
     "mix([chickpea, garlic], food processor, smooth)"),
    ("whisk the cold double cream in the chilled metal bowl until stiff", "mix(cream, *whisk*, stiff)"),
    ("turn over the thick juicy pork chops in the griddle pan with the long metal tongs", "turn(pork, tongs)"),
    # a thing said first and taken up by a pronoun is the object (probe 135: asked about)
    ("as for the chicken roast it for an hour", "cook(chicken, *oven*, 1 h)"),
    ("when it comes to the egg whites whisk them vigorously", "mix(egg white, *whisk*, vigorously)"),
    ("that sauce give it a stir", "mix(sauce)"),
    ("the carrots peel two of them and then grate them", "[peel(2, carrot), grate(carrot)]"),
])
def test_fifty_eighth_session_blind_probe_readings(cooking_parser, text, expected):
    """Commands of the fifty-eighth session's blind probes 110-135 (references written before the
    run) that had been asked about or done wrong, read by the session's rules."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected


@pytest.mark.parametrize("text, lost", [
    ("season the lamb with rosemary and time then roast it for an hour", "time"),
    ("season the duck breasts with sea salt time and black pepper", "time"),
    ("add the salt and pepper", None),
    ("put the pan on the stove and wait", None),
    ("add the salt and stir", None),
])
def test_a_word_of_a_list_the_tagger_did_not_read_is_asked_about(cooking_parser, text, lost):
    """Fifty-eighth session, spoken blind probes: "thyme" heard as "time" had been left out of the list."""
    result = cooking_parser.parse(text)
    if lost is None:
        assert result.command is not None, result.clarification
    else:
        assert result.command is None and lost in result.clarification.words


def test_a_count_of_nothing_said_is_asked_about(cooking_parser):
    """Fifty-eighth session, spoken blind probe 111: "... and roast four and a half", heard for "... for
    an hour and a half", had been ``cook(*[ingredients]*, *oven*, 4.5)``, done."""
    heard = cooking_parser.parse("cover the roasting tin with tinfoil and roast four and a half")
    assert heard.command is None and "four and a half" in heard.clarification.words
    assert cooking_parser.parse("crack two eggs into the bowl").command is not None  # the eggs counted


def test_an_amount_of_a_thing_left_untagged_is_asked_about(cooking_parser):
    """Fifty-eighth-session blind probe 124: the ricotta and the eggs had been left out, done."""
    result = cooking_parser.parse("fetch a bunch of asparagus a tub of ricotta and a carton of eggs")
    assert result.command is None and any("ricotta" in w for w in result.clarification.words)


@pytest.mark.parametrize("verb, after, closed", [
    ("bring", ["to", "the", "boil"], True), ("bring", ["to", "a", "boil", "please"], True),
    ("bring", ["to", "the", "table"], False), ("bring", [], False),
    ("put", ["in", "the", "pot"], False),  # a one-word rest before more words leads a place
    ("put", ["in"], True), ("put", ["in", "and", "brown", "it"], True),  # at the clause's end it closes
    ("take", ["the", "lid", "off"], True), ("add", ["to", "the", "boil"], False),
])
def test_closes_phrase(verb, after, closed):
    phrases = ("bring to the boil", "bring to a boil", "put in", "take the lid off")
    assert closes_phrase(phrases, verb, after) is closed


@pytest.mark.parametrize("text, expected", [
    # "bring" is take's whole verb; "to the boil" after the water closes cook's (had been take(3 l, water))
    ("over a high heat bring three litres of water to the boil", "cook(water, high heat, 3 l)"),
    ("bring two cups of water to a boil", "cook(water, 2 cup)"),
    ("bring me the pot", "take(pot)"),
    # request frames of probe 138
    ("you'd better take the lid off the stockpot", "uncover(pot)"),
    ("the plan is to simmer the lentils for twenty minutes then add the cumin and the turmeric",
     "[cook(lentil, 20 min), add([cumin, turmeric], *[ingredients]*)]"),
    ("your job now is to separate the eggs and whisk the egg whites until they're stiff",
     "[separate(egg), mix(egg white, *whisk*, stiff)]"),
    ("i'll have you toast the pine nuts in the skillet until golden then scatter them over the salad",
     "[cook(pine nut, pan, golden), add(pine nut, salad)]"),
    ("the pastry has to be wrapped in foil", "cover(dough, foil)"),
    # "together with" after the whole preparation says what it is mixed with (probe 137)
    ("toss everything together with the tongs", "mix(*[ingredients]*, tongs)"),
    # a verb and its particle name the action as the verb does (the intent head gave mix 0.36)
    ("drain the spaghetti and stir in the pesto", "[sieve(spaghetti), mix(pesto)]"),
    ("sift the flour and the bicarbonate of soda then stir in the buttermilk",
     "[sieve([flour, baking soda]), mix(buttermilk)]"),
    # "please" between check and what it asks about (probe 136: asked as a condition)
    ("check please if the oil is hot", "check(hot, oil)"),
    # probe 142, run-on speech: an agreeing "yeah" is no verb outside the domain; "you know", "on both
    # sides" and a hedging "like" before an amount are left out
    ("so yeah and then just put the baking tray in the oven", "put(baking tray, oven)"),
    ("um like give the the porridge a stir every couple of minutes you know", "mix(porridge, occasionally)"),
    ("so basically drain the chickpeas in the colander and then like mash them with a fork you no",
     "[sieve(chickpea, colander), mash(chickpea, fork)]"),
    ("so uh basically fry the halloumi on both sides until it's golden", "add(halloumi, *oil*, golden)"),
    ("pour in like three tablespoons of soy sauce", "add(3 tbsp, soy sauce, *[ingredients]*)"),
    # a pronoun whose number is not the last things' takes the things before them
    ("put the sweet potatoes in the pot and pour in a litre of water and then boil them for twenty minutes",
     "[put(sweet potato, pot), add(1 l, water, *[ingredients]*), cook(sweet potato, 20 min)]"),
    ("crack four eggs into a bowl add a splash of milk and beat them with a fork",
     "[open(4, egg, bowl), add(1 splash, milk, *[ingredients]*), mix(egg, fork)]"),
    # a vessel put somewhere as "it" is still the vessel "in it" stands for, not the place
    ("grab the big saucepan and then put it on the hob over medium heat and melt a knob of butter in it",
     "[take(saucepan), put(saucepan, stove, medium heat), cook(butter, saucepan, 1 knob)]"),
    # probe 141: one verb for several things with their own amounts, "them" all of them
    ("grab two onions and a knob of ginger and peel them",
     "[take(2, onion), take(1 knob, ginger), peel([onion, ginger])]"),
    # probe 143: what was scattered "on top of" is under the next pronoun
    ("scatter the mozzarella on top of the pizza and slide it into the oven",
     "[add(mozzarella, pizza), put(pizza, oven)]"),
    # probes 144-146: food "together with" a tool is mixed with it; "my" before a thing is "the"; how,
    # said last and left untagged; amounts said "and then" one after the other
    ("whisk the eggs and the milk together with a fork", "mix([egg, milk], fork)"),
    ("take the bowl together with the whisk", "take([bowl, whisk])"),
    ("add a splash of milk to my coffee thanks", "add(1 splash, milk, coffee)"),
    ("heat up the baked beans in a small saucepan over a low heat and stir them now and then",
     "[cook(bean, saucepan, low heat), mix(bean, occasionally)]"),
    ("um pour in like three tablespoons of soy sauce and then a teaspoon of honey and mix well",
     "[add(3 tbsp, soy sauce, *[ingredients]*), add(1 tsp, honey, *[ingredients]*), mix(*[ingredients]*, well)]"),
    # probes 147-149: formal courtesies and frames; the robot called first, whatever follows
    ("if it's not too much bother could you grate a little nutmeg over the custard", "grate(nutmeg)"),
    ("i'd be obliged if you would let the rice simmer very gently in the pot for twelve minutes",
     "cook(rice, pot, gently, 12 min)"),
    ("kindly check whether the custard has thickened thank you ever so much", "check(thick, custard)"),
    ("hey chef a pinch of nutmeg thanks", "add(1 pinch, nutmeg, *[ingredients]*)"),
    ("robot a little more sea salt please", "add(salt, *[ingredients]*)"),
    ("get me twelve hundred grams of flour", "take(1200 g, flour)"),
    # probes 151-154: a thing said first taken up by a pronoun of another role; a first verb the tagger
    # left untagged before its object and the next verb; "into it" after a pronoun place; the lid
    # taken off put on another thing
    ("the big pot boil the tagliatelle in it", "cook(tagliatelle, pot)"),
    ("the whisk use it to whip the cream", "mix(cream, whisk)"),
    ("the baking dish lay the lasagne sheets in it", "put(lasagna sheet, baking dish)"),
    ("take a small pan melt the dark chocolate in it and pour it over the cake",
     "[take(pan), cook(chocolate, pan), add(chocolate, cake)]"),
    ("get the cast iron skillet put it on the stove and sear the scallops in it",
     "[take(pan), put(pan, stove), cook(scallop, pan)]"),
    ("take a bowl and tip the flour into it and crack two eggs into it",
     "[take(bowl), add(flour, bowl), open(2, egg, bowl)]"),
    ("take the lid off the stockpot and put it on the wok", "[uncover(pot), cover(wok, lid)]"),
    ("take the pan off the stove and put it on the board", "[remove(pan, stove), put(pan, cutting board)]"),
    # probes 155 and 158: a pronoun stands for what its role holds of the things said; restarts
    ("pick up the potatoes and the potato peeler and peel them with it",
     "[take([potato, peeler]), peel(potato, peeler)]"),
    ("grab the whisk and the egg whites and beat them with it until stiff",
     "[take([whisk, egg white]), mix(egg white, whisk, stiff)]"),
    ("open a can of open a tin of chickpeas and drain them", "[open(1 can, chickpea), sieve(chickpea)]"),
    ("take the chicken out of the take the chicken out of the fridge", "remove(chicken, fridge)"),
    ("um squeeze the lem squeeze the lime over the fish", "add(lime, fish)"),
    ("add the salt and add the pepper", "[add(salt, *[ingredients]*), add(pepper, *[ingredients]*)]"),
    # probe 164: "stir in" an amount is mix's, the amount left out (as probes 36 and 164 write it); an
    # amount poured into the food said before: "it" is that food
    ("stir in two tablespoons of curry paste", "mix(curry powder)"),
    ("put the chicken in the slow cooker pour in half a litre of chicken stock and cook it on low for six hours",
     "[put(chicken, slow cooker), add(500 ml, stock, *[ingredients]*), cook(chicken, low heat, 6 h)]"),
    ("put the pot on the stove add a litre of water and bring it to the boil",
     "[put(pot, stove), add(1 l, water, *[ingredients]*), cook(water)]"),
    # probes 168-169: a noun compound typed after a determiner is its last value; "to the boil" closing
    # cook's phrase before a place
    ("squeeze the lime over the fish tacos", "add(lime, taco)"),
    ("put the butter dish back in the fridge", "put(dish, fridge)"),
    ("add salt pepper", "add([salt, pepper], *[ingredients]*)"),  # a terse list: no determiner
    ("bring two litres of water to the boil in the big pot", "cook(water, pot, 2 l)"),
])
def test_fifty_ninth_session_blind_probe_readings(cooking_parser, text, expected):
    """Commands of the fifty-ninth session's blind probes 136-169 (references written before the run)
    that had been asked about or done wrong, read by the session's rules."""
    assert _done_as(cooking_parser, text) == expected


def _done_as(parser, text):
    """The predicates ``parser`` does for ``text``, formatted; fails the test when it asks instead."""
    result = parser.parse(text)
    assert result.command is not None, result.clarification
    return format_predicates(result.command.predicates)


@pytest.mark.parametrize("text, expected", [
    # what a thing should have done, said with "ought to be", "should be", "could do with", "is ready to be",
    # "wants to" (blind probes 531, 218, 191, 219: out of domain or asked about)
    ("the bowl ought to be covered with cling film", "cover(bowl, cling film)"),
    ("the stock should be strained through the sieve", "sieve(stock, sieve)"),
    ("the chickpeas could do with a blitz in the food processor", "mix(chickpea, food processor)"),
    ("the rice could do with cooking for another five minutes", "cook(rice, 5 min)"),
    ("the pancake's ready to be flipped", "turn(pancake)"),
    ("the rice wants to simmer on a low heat for twelve minutes", "cook(rice, low heat, 12 min)"),
    # a need for a thing where a heat is said after its place says where it goes (had been take(pan), done)
    ("i need the frying pan on the hob over a high heat", "put(pan, stove, high heat)"),
    # a reminder that names the topic before the command (had been asked about as negated)
    ("remember the eggs crack them into the bowl", "open(egg, bowl)"),
    # a restaurant's service, and its appliances and things, lids on a rice cooker
    ("knead the pizza dough before service", "knead(dough)"),
    ("peel five kilos of spuds for tonight's service", "peel(5 kg, potato)"),
    ("toast the bagels on the flat top for sixty seconds", "cook(bagel, grill pan, 60 s)"),
    ("take the foil off the short ribs and brush them with the marinade", "[uncover(ribs), add(marinade, ribs)]"),
    ("take the lid off the rice cooker and check if the rice is done", "[uncover(rice cooker), check(done, rice)]"),
    # how much easier the task is, said after it (blind probe 534)
    ("peel the ginger with a spoon it's much easier that way", "peel(ginger, spoon)"),
    # amounts said the casual way (blind probe 541); a stick of cinnamon, though "cinnamon stick" names it
    ("grab a dozen and a half eggs please", "take(18, egg)"),
    ("i need a couple of hundred grams of cheddar", "take(200 g, cheddar)"),
    ("pour nought point five litres of warm water into the mixing bowl", "add(500 ml, water, bowl)"),
    ("throw a stick of cinnamon and two bay leaves into the ghee", "[add(1 stick, cinnamon, ghee), add(2, bay leaf, ghee)]"),
    # the robot called between two steps (blind probe 539); "lovely and" before how (blind probe 540)
    ("take the cake out of the oven okay robot and put it on the cooling rack",
     "[remove(cake, oven), put(cake, cooling rack)]"),
    ("blitz the carrots with the stick blender until they're lovely and smooth", "mix(carrot, blender, smooth)"),
    # the part taken out of what the step before named, said with no particle (blind probe 544)
    ("peel five apples and remove the cores", "[peel(5, apple), separate(core, apple)]"),
    ("crack the eggs and separate the yolks", "[open(egg), separate(yolk)]"),
    # a statement of how a thing tastes or looks said first (blind probe 552: the sauce had been added too)
    ("the sauce tastes a bit flat add a teaspoon of tomato puree", "add(1 tsp, tomato paste, *[ingredients]*)"),
    # a dish named as a header, the lexicon lacking it or with no article (blind probe 551)
    ("now the tempura take the prawns out of the freezer", "remove(shrimp, freezer)"),
    ("okay now miso soup put the small pot on the stove on medium heat", "put(pot, stove, medium heat)"),
    # a ladle pours ("ladle: pour" in the domain file): "it" is the risotto the stock went into (blind probe 536)
    ("heard chef ladle some chicken stock into the risotto and keep stirring it", "[add(stock, risotto), mix(risotto)]"),
    # new words of the lexicon: an instant pot, malt vinegar, instant noodles
    ("cook the dried beans in the instant pot for forty minutes", "cook(bean, pressure cooker, 40 min)"),
    ("pour a litre of malt vinegar into the saucepan", "add(1 l, vinegar, saucepan)"),
    ("open a packet of instant noodles and put them in a bowl", "[open(1 packet, noodle), put(noodle, bowl)]"),
])
def test_seventy_third_session_blind_probe_readings(cooking_parser, text, expected):
    """Commands of the seventy-third session's blind probes 529-552 (and earlier ones of the same kind)
    that had been asked about or done wrong, read by the session's rules."""
    assert _done_as(cooking_parser, text) == expected


@pytest.mark.parametrize("text", [
    "i need the butter in the fridge",  # may say where the butter is: a request for it, no put
    "i reckon the stew could do with another splash of red wine",  # an amount, no verb: not "splash the stew"
    "don't forget the salt",
    "the cake should be done by now",
    # a verb the domain lacks, tagged as the object, before its own object (blind probe 360: done as the grate alone)
    "decorate the cream with the toasted almonds and grate a little dark chocolate over the top",
    "no need to stir the soup",
])
def test_seventy_third_session_readings_leave_these_alone(cooking_parser, text):
    result = cooking_parser.parse(text)
    got = format_predicates(result.command.predicates) if result.command is not None else None
    assert got in (None, "take(butter)"), got


def test_how_said_last_and_left_untagged(domain):
    """Fifty-ninth-session blind probe 144: "stir them now and then" had been ``mix(bean)``."""
    def manner(phrase):
        return "manner" if phrase in ("now and then", "gently") else None

    tokens = "heat the beans and stir them now and then please".split()
    tags = ["B-act.cook", "O", "B-object", "O", "B-act.mix", "B-object", "O", "O", "O", "O"]
    assert untagged_modality_end(tokens, tags, domain.actions, manner) == {
        6: "B-modality", 7: "I-modality", 8: "I-modality"}
    assert untagged_modality_end(tokens[:7], tags[:7], domain.actions, manner) == {}  # one word: no "now"
    tags[4] = "B-act.peel"  # peel holds no manner
    assert untagged_modality_end(tokens, tags, domain.actions, manner) == {}


def test_a_first_verb_left_untagged_before_its_object_and_the_next_verb():
    """Fifty-ninth-session blind probe 153: "take a small pan melt the dark chocolate in it" had lost
    the take, the tagger leaving "take" untagged."""
    tokens = "take a small pan melt the chocolate in it".split()
    tags = ["O", "O", "O", "B-object", "B-act.cook", "O", "B-object", "O", "B-destination"]
    assert untagged_verbs(tokens, tags, {"take": "take"}, frozenset({"and"})) == {0: "take"}
    tags[3] = "O"  # no object before the next verb: nothing read
    assert untagged_verbs(tokens, tags, {"take": "take"}, frozenset({"and"})) == {}
    tokens[0], tags[3] = "so", "B-object"  # not a verb of the domain
    assert untagged_verbs(tokens, tags, {"take": "take"}, frozenset({"and"})) == {}


@pytest.mark.parametrize("text, asked", [
    ("could a robot like you knead pizza dough properly", ["could"]),
    ("can a pot go in the oven", ["can"]),
    ("could you knead the dough", []),
    ("is a tureen firm", []),  # a check
])
def test_an_auxiliary_before_an_indefinite_subject_asks_of_no_one(text, asked):
    """Fifty-ninth-session blind set of utterances not to act on: "could a robot like you knead pizza
    dough properly" had been done."""
    assert question_words(tokenize(text), []) == asked


@pytest.mark.parametrize("text, done", [
    ("fry the bacon for one hundred", False),  # heard for "for another minute": no temperature
    ("bake the bread for two hundred", False),
    ("bake the bread at two hundred", True),  # an oven's setting
    ("microwave the soup for a one hundred", False),
    ("heat the oil to one eighty", True),
])
def test_a_bare_number_after_a_time_preposition_is_no_temperature(cooking_parser, text, done):
    """Fifty-ninth-session spoken blind probe 160: "fry it for one hundred" had been done at 100 degrees."""
    assert (cooking_parser.parse(text).command is not None) is done


@pytest.mark.parametrize("text, sugar", [
    # the food goes with its vessel onto a surface, and "it" into an appliance (sixty-first session, as
    # the blind references write them; :attr:`slu_node.domain.ArgSpec.vessel_when_placed`)
    ("pour two litres of water into the big pot and put it on the hob", "[add(2 l, water, pot), put(pot, stove)]"),
    ("pour the batter into the tin and put it in the oven", "[add(batter, cake tin), put(cake tin, oven)]"),
    ("put the leftovers in a box and stick them in the fridge", "[put(leftovers, container), put(leftovers, fridge)]"),
    # a verb whose action's longer phrase the words after it say: separate's "take off" for a part
    # (:meth:`slu_node.builder.PredicateBuilder._verb_decides`)
    ("take the skin off the salmon and bake it at one hundred and ninety degrees for fifteen minutes",
     "[separate(skin, salmon), cook(salmon, *oven*, 190 deg, 15 min)]"),
    # a one-word particle at the clause's end closes add's "put in"; before a place it leads it
    # (:func:`slu_node.builder.closes_phrase`)
    ("put the chicken in and brown it on a high heat", "[add(chicken, *[ingredients]*), cook(chicken, high heat)]"),
    ("put the eggs in the pot", "put(egg, pot)"),
    ("take the cake out", "remove(cake)"),  # remove's "take out" too: the tagged action stays
    # pronouns across steps, describers (probes 180, 181)
    ("peel the parsnips with the peeler and then peel the carrots with it too",
     "[peel(parsnip, peeler), peel(carrot, peeler)]"),  # "with it": what the action before held there
    ("heat the milk in the small saucepan and whisk the cocoa into it",
     "[cook(milk, saucepan), mix([cocoa powder, milk], *whisk*)]"),  # stirred into what "it" stands for
    ("put the rhubarb and the strawberries in the pot and simmer both gently for ten minutes",
     "[put([rhubarb, strawberry], pot), cook([rhubarb, strawberry], gently, 10 min)]"),
    ("open both tins of coconut milk and pour them into the slow cooker",
     "[open(2 can, coconut milk), add(coconut milk, slow cooker)]"),
    ("season the thick pork chops with salt", "add(salt, pork)"),  # a state word before a place describes it
    # a thing said after "into" is no tool unless the action's templates lead its tool so (probe 182)
    ("grate some ginger into the wok then add the garlic", "[grate(ginger), add(garlic, *[ingredients]*)]"),
    ("blend the soup in the blender", "mix(soup, blender)"),  # "in" leads mix's tool in its templates
    # Irish and world Englishes (probes 184, 185)
    ("pet would you pass us the tin opener", "take(can opener)"),  # an endearment first, an Irish frame
    ("season the stew with a wee pinch of salt", "add(1 pinch, salt, stew)"),
    ("add salt as per taste", "add(salt, *[ingredients]*)"),
    # a clause said first with its verb untagged ("put" of cover's "put the lid on ..."), then "and let ..."
    # (:meth:`slu_node.segments.Segmenter.segment`; probes 174, 182, 186)
    ("put the lid on the big pot and let the soup simmer for twenty five minutes",
     "[cover(pot, lid), cook(soup, 25 min)]"),
    ("over a high heat bring three litres of water to the boil", "cook(water, high heat, 3 l)"),  # no clause of its own
    # a thing got into a place, with how, is put there (:meth:`slu_node.builder.PredicateBuilder._retarget`;
    # probe 191: take had left the oven and the heat out unasked); where it is, take stays
    ("get the baking tray into the oven at two hundred and twenty degrees", "put(baking tray, oven, 220 deg)"),
    ("grab the celery from the fridge", "take(celery)"),
])
def test_sixtieth_session_readings(cooking_parser, text, sugar):
    """Sixtieth-session blind probes 170-191: readings their misses showed."""
    result = cooking_parser.parse(text)
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == sugar


@pytest.mark.parametrize("text", [
    "pour the gravy into the gravy boat",  # one value in two roles: add(gravy, gravy)
    "pause the cookery programme so i can check the oven",  # the speaker's own action
    "take two slices of bread toast them in the toaster spread the marmalade on them",  # a run-on verb read
    "pour a splash of double cream into the sauce and give it a oyster",  # a last clause read as nothing
])
def test_sixtieth_session_readings_asked_about(cooking_parser, text):
    """Sixtieth-session blind sets: these had been done (the last as two actions, the marmalade dropped)."""
    assert cooking_parser.parse(text).command is None


@pytest.mark.parametrize("text, sugar", [
    # a listed compound's first words before another form of its head (:meth:`slu_node.domain.Domain.lookup`)
    ("pour half a litre of chicken broth into the saucepan", "add(500 ml, stock, saucepan)"),
    # a one-word particle that leads a place is no part of the verb phrase (probe 202); an amount still adds
    ("peel the prawns and put them in a bowl", "[peel(shrimp), put(shrimp, bowl)]"),
    ("put five hundred grams of flour in the bowl", "add(500 g, flour, bowl)"),
    ("drain the gnocchi and toss them in the pesto", "[sieve(gnocchi), mix([gnocchi, pesto])]"),
    # "like" hedging a state (probe 201)
    ("whip the cream till it's like stiff", "mix(cream, *whisk*, stiff)"),
    # a time clause between two steps whose subject is what the first worked on (probe 203)
    ("bring the water to the boil in the big pot and when it's boiling throw in the spaghetti",
     "[cook(water, pot), add(spaghetti, *[ingredients]*)]"),
    ("pour the eggs into the pan and once they've set flip the omelette with the spatula",
     "[add(egg, pan), turn(omelette, spatula)]"),
    ("heat the oil in the wok and while that's heating peel the garlic", "[cook(oil, wok), peel(garlic)]"),
    ("put the lasagne in the oven and meanwhile drizzle the vinaigrette over the salad",
     "[put(lasagna, oven), add(salad dressing, salad)]"),
    ("as soon as you've taken the tray out of the oven move the cookies onto the wire rack",
     "[remove(baking tray, oven), put(cookie, cooling rack)]"),
    # whose a thing is, a word the domain does not know, read as "the" (probe 204)
    ("put grandma's baking dish in the oven", "put(baking dish, oven)"),
    ("pour last night's leftover chicken soup into the saucepan", "add(soup, saucepan)"),
    # not across a verb that starts the command (sixty-fourth-session probe 302)
    ("so marco finally broke up with his girlfriend crack two eggs into the bowl", "open(2, egg, bowl)"),
    # a compound before "and" and a verb (probe 168)
    ("turn over the lamb burgers and cook them for another four minutes", "[turn(burger), cook(burger, 4 min)]"),
    # a place no value of the action's source: take's, as its templates say (probe 209)
    ("get the wok out of the cupboard", "take(wok)"),
    ("take the eggs out of the fridge", "remove(egg, fridge)"),
    # "and do the same with": a step of its own (probe 206)
    ("crush the garlic with the side of your knife and do the same with the ginger",
     "[mash(garlic, knife), mash(ginger, knife)]"),
    # describers: a colour that names a value alone, where a thing stands, the most of its kind (probe 206)
    ("pour the rest of the milk into the white jug", "add(milk, jug)"),
    ("pour the white wine into the pan", "add(wine, pan)"),
    ("move the pot on the right onto the back burner", "put(pot, stove)"),
    ("pass me the big wooden board and your sharpest knife", "take([cutting board, knife])"),
    ("drain the penne in nan's enamel colander", "sieve(penne, colander)"),
    # steps said to be done at once, done in the order said (probe 98)
    ("whisk the egg yolks and at the same time melt the butter in a small saucepan",
     "[mix(egg yolk, *whisk*), cook(butter, saucepan)]"),
    ("pour the cream slowly into the soup and stir at the same time",
     "[add(cream, soup, slowly), mix(*[ingredients]*)]"),
    # one verb for two acts, each put "back" (probe 210)
    ("put the parmesan back in the fridge and the ice cream back in the freezer",
     "[put(parmesan, fridge), put(ice cream, freezer)]"),
    # an amount said without its thing: the food named last before its verb (:mod:`slu_node.elided`; probe 213)
    ("get the eggs out of the fridge and crack three into the jug", "[remove(egg, fridge), open(3, egg, jug)]"),
    ("peel the carrots and put four in the pot", "[peel(carrot), put(carrot, pot, 4)]"),
    ("take the blueberries out of the fridge and scatter a handful over the porridge",
     "[remove(blueberry, fridge), add(1 handful, blueberry, porridge)]"),
    ("open a tin of chickpeas and tip half into the saucepan", "[open(1 can, chickpea), add(0.5, chickpea, saucepan)]"),
    ("drain the sweetcorn and tip half of it into the salad bowl", "[sieve(corn), add(0.5, corn, salad bowl)]"),
    ("add a splash of soy sauce to the noodles taste them and add a bit more",
     "[add(1 splash, soy sauce, noodle), check(noodle), add(soy sauce, *[ingredients]*)]"),
    # a compound after an amount's "of" (probe 211)
    ("put two slices of banana bread in the toaster", "put(bread, toaster, 2 slice)"),
    # a verb first in its clause is no thing an amount after it measures (probe 216)
    ("grab the bread and toast four slices", "[take(bread), cook(bread, 4 slice)]"),
    # a thing said to be there first: what a pronoun of the command stands for (probe 214)
    ("there are some pears in the bowl peel two of them", "peel(2, pear)"),
    # requests said indirectly (probe 219)
    ("it would help if the carrots were peeled", "peel(carrot)"),
    ("why don't we let the stew simmer on a low heat for twenty minutes", "cook(stew, low heat, 20 min)"),
    ("how about we pour a splash of white wine into the pan", "add(1 splash, wine, pan)"),
    ("if you get a moment could you take the lid off the saucepan", "uncover(saucepan)"),
    ("could you possibly take the seeds out of the chillies", "separate(seed, chili)"),
    # a relative clause after a thing said first, taken up by a pronoun (probe 218)
    ("the onions that i sliced earlier throw them into the wok", "add(onion, wok)"),
    ("the skillet you browned the mince in put it back on the hob", "put(pan, stove)"),
    ("apples you peel and then you grate them", "[peel(apple), grate(apple)]"),
    ("the casserole dish that's been in the oven take the foil off it", "uncover(baking dish)"),
    # politeness: a negative guess with its tag, "could i trouble you to", "if you'd", "got" (probe 221)
    ("you wouldn't grate some parmesan would you", "grate(parmesan)"),
    ("i don't suppose you could take the saucepan off the heat could you", "remove(saucepan, stove)"),
    ("could i trouble you to warm the milk in the microwave for a minute", "cook(milk, microwave, 1 min)"),
    ("i'd be ever so grateful if you'd take three hundred grams of flour and sift it into the bowl",
     "[take(300 g, flour), sieve(flour)]"),
    ("it would be grand if the lemon got zested over the cake", "grate(lemon)"),
    ("would you mind awfully draining the chickpeas", "sieve(chickpea)"),
    # what is going on with a thing, said after it, describes it (probe 221)
    ("add a pinch of salt to the water that's boiling", "add(1 pinch, salt, water)"),
    ("could you possibly pop the lid on the pot that's simmering", "cover(pot, lid)"),
    # an old-fashioned host (probe 225); a thing pointed at first (probe 228)
    ("you couldn't possibly peel the parsnips could you", "peel(parsnip)"),
    ("i don't suppose you'd mind warming the custard in the small saucepan", "cook(custard, saucepan)"),
    ("be so good as to check whether the oven is hot", "check(hot, oven)"),
    ("that soup you made earlier warm it up in the small saucepan", "cook(soup, saucepan)"),
    # "get" a thing "on" an appliance puts it there (probes 231 and 232)
    ("get the big cast iron pan on the hob over a medium heat", "put(pan, stove, medium heat)"),
    ("grab the bowl on the counter", "take(bowl)"),
])
def test_sixty_first_session_readings(cooking_parser, text, sugar):
    """Sixty-first-session blind probes 199-205: readings their misses showed."""
    result = cooking_parser.parse(text)
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == sugar


@pytest.mark.parametrize("text", [
    "when the oil is hot throw in the onions",  # a time clause first waits on what no step said brings about
    "peel the garlic and when the oil is hot add the onions",  # its subject no thing of the step before
    "put the jam in the fridge once it's cool",  # no step after it
    "next christmas let's roast the turkey in my mum's big oven",  # put off
    "turn over the lamb burgers and",  # a dangling list word
    "put the yogurts back in the fridge and the bread back in the cupboard",  # a place the domain lacks
    "sweetheart could you hand me the pepper",  # said to a person
    "it would be nice if the soup was hot",  # a wish, no request
    "you wouldn't add salt could you",  # the tag is not the frame's modal
])
def test_sixty_first_session_readings_asked_about(cooking_parser, text):
    """Sixty-first session: each is asked about, not done."""
    assert cooking_parser.parse(text).command is None


def test_and_before_a_place_heard_is_asked_about(cooking_parser):
    """Sixty-first session: heard, "and" right before "in", "into", "on" or "onto" is a word made up or
    split ("whack the sauce and in the oven", heard for "the lasagne in"), asked about; typed, read."""
    said = "put the sauce and in the oven"
    assert cooking_parser.parse(said).command is not None
    assert cooking_parser.parse(said, word_confidence=[1.0] * 7).command is None
    assert cooking_parser.parse("peel the potatoes and in the meantime boil the water",
                                word_confidence=[1.0] * 10).command is not None


@pytest.mark.parametrize("text, sugar", [
    # noun compounds the tagger cut in two (probe 233): the head is the thing
    ("toss the fruit salad gently with the salad tongs", "mix(salad, tongs, gently)"),
    ("crack two duck eggs into the mixing bowl", "open(2, egg, bowl)"),
    ("grab two mixing bowls from the cupboard", "take(2, bowl)"),  # "mixing" no amount (probe 346)
    ("uncover the rice pudding and give it a stir", "[uncover(pudding), mix(pudding)]"),
    ("simmer the beef stew on a low heat for two hours", "cook(stew, low heat, 2 h)"),
    ("add the buttermilk whisk until smooth",
     "[add(buttermilk, *[ingredients]*), mix(*[ingredients]*, *whisk*, smooth)]"),
    ("take the bay leaves out of the onion soup", "separate(bay leaf, soup)"),  # a food's compound in a place
    # a package said with "the": counted by open, left out by the others (probes 236 and 238)
    ("open the jar of honey for me please", "open(1 jar, honey)"),
    ("open the other tin of chickpeas", "open(1 can, chickpea)"),
    ("put the carton of buttermilk back in the fridge", "put(buttermilk, fridge)"),
    ("get the bottle of white wine out of the fridge", "remove(wine, fridge)"),
    # what is left of a thing, with no amount (probe 239)
    ("tip whatever's left of the soup into a saucepan", "add(soup, saucepan)"),
    ("take the end of the cheddar and grate it over the pasta", "[take(cheddar), grate(cheddar)]"),
    ("scatter those bits of feta over the frittata", "add(feta, frittata)"),
    ("crack the last couple of eggs into the wok", "open(2, egg, wok)"),
    ("peel those last few potatoes", "peel(potato)"),
    ("open the last two tins of chickpeas", "open(2 can, chickpea)"),
    # pairs joined by "and also"; "straight" before a place; a name first before the robot's (probe 235)
    ("oh and a splash of milk and also a handful of grated cheese",
     "[add(1 splash, milk, *[ingredients]*), add(1 handful, cheese, *[ingredients]*)]"),
    ("take the tart out of the fridge and put it straight in the oven", "[remove(tart, fridge), put(tart, oven)]"),
    ("ben go and find your shoes robot tip five hundred grams of penne into the pot", "add(500 g, penne, pot)"),
    ("are the chips crispy yet", "check(crispy, fries)"),
    # remarks about other people around the commands (probes 244-247)
    ("heat the oil in the wok the boys like everything spicy so throw in two chillies",
     "[cook(oil, wok), add(2, chili, *[ingredients]*)]"),
    ("lily's allergic to peanuts so spread jam on her toast", "add(jam, toast)"),
    ("take the brownies out of the oven the kids will be home any minute", "remove(brownie, oven)"),
    ("turn the chicken over with the tongs mum always did it twice", "turn(chicken, tongs)"),
    ("get the halloumi out of the fridge tom's gone vegetarian apparently so fry it for two minutes",
     "[remove(halloumi, fridge), add(halloumi, *oil*, 2 min)]"),
    ("peel the beetroot with the peeler they love anything with beetroot then roast it for forty minutes",
     "[peel(beetroot, peeler), cook(beetroot, *oven*, 40 min)]"),
    ("put the griddle on the hob on a high heat and check it's hot before the first chapati goes on",
     "[put(grill pan, stove, high heat), check(hot, grill pan)]"),
    ("put the opened bottle of red wine back in the fridge", "put(wine, fridge)"),
    ("wrap the sandwiches in cling film and pop them in the fridge till later",
     "[cover(sandwich, cling film), put(sandwich, fridge)]"),
    # talk to a friend around the robot's commands; a remark said first (probes 249 and 252)
    ("so how was the flight robot grab me the big saucepan", "take(saucepan)"),
    ("robot put the saucepan on the hob over a medium heat anyway what were you saying about your boss",
     "put(saucepan, stove, medium heat)"),
    ("take the ramekins out of the fridge are you sure you've got room for pudding", "remove(ramekin, fridge)"),
    ("i'm absolutely dying for a cup of tea boil some water in the kettle", "cook(water, kettle)"),
    # remarks said first with their own subject; "it's", "that's" and "it" asides (probes 252, 258)
    ("the landlord still hasn't fixed the tap drain the chickpeas in the colander",
     "sieve(chickpea, colander)"),
    ("i think i'm coming down with a cold put the chicken wings in the air fryer for eighteen minutes",
     "put(chicken wing, air fryer, 18 min)"),
    ("robot toast the pine nuts in the small frying pan and scatter them over the salad it's just rocket and pear",
     "[cook(pine nut, pan), add(pine nut, salad)]"),
    ("robot cover the bowl with a tea towel it needs about an hour to rise", "cover(bowl, tea towel)"),
    ("oh she always does that robot season the chicken breasts with paprika", "add(paprika, chicken breast)"),
])
def test_sixty_second_session_readings(cooking_parser, text, sugar):
    """Sixty-second-session blind probes 233-252: readings their misses showed."""
    result = cooking_parser.parse(text)
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == sugar


@pytest.mark.parametrize("text", [
    "peel the potatoes i'd rather do it myself",  # a wish that says the speaker will
    "unless the cream cheese is already soft pop it in the microwave",  # a condition said first waits
    "crack two eggs into the bowl actually never mind",  # taken back: no aside is left out
    "pour the cream into the sauce oh ignore me we're making it without cream",
    "stir the gravy for me mum",  # said to a person
    "put the eggs in the bowl pot",  # a place of one with two values
    "did the robot add the sugar",  # the robot spoken of
    "my brother can't even boil an egg",  # the remark's own verb
    "i think butter tastes better than margarine on hot toast",  # no object after "toast": no command
])
def test_sixty_second_session_readings_asked_about(cooking_parser, text):
    """Sixty-second session: each is asked about, not done."""
    assert cooking_parser.parse(text).command is None


@pytest.mark.parametrize("text, sugar", [
    # talk to a friend before the robot's name: the name goes with it; a verb after a subject or an
    # auxiliary is the talk's own (probe 264)
    ("i'll go and find the remote robot heat the custard", "cook(custard)"),
    ("where did i put the corkscrew robot boil the tagliatelle in the big pot for four minutes",
     "cook(tagliatelle, pot, 4 min)"),
    # "it's" after "until" read "it is": with "small", two words the domain does not know (probe 264)
    ("heat the milk in the small saucepan until it's warm", "cook(milk, saucepan, warm)"),
    # "into" says add's "tip in" (the intent head gave add 0.39 after "drain ... and")
    ("drain the tagliatelle and tip it into the sauce", "[sieve(tagliatelle), add(tagliatelle, sauce)]"),
    # a chef's shorthand: the thing, then its verb's past participle (probe 263)
    ("garlic crushed in the mortar and pestle", "mash(garlic, mortar)"),
    ("chicken roasted at two hundred degrees for forty minutes", "cook(chicken, *oven*, 200 deg, 40 min)"),
    ("cream whipped to stiff peaks", "mix(cream, *whisk*, stiff)"),
    ("lasagne cooked through check", "check(cooked, lasagna)"),  # a state the verb after it asks about
    ("eggs boiled four minutes", "cook(egg, 4 min)"),  # an amount after a participle is no object (probe 287)
    ("pasta drained and back in the saucepan", "[sieve(pasta), put(pasta, saucepan)]"),  # then moved (275)
    ("spuds tender yet", "check(soft, potato)"),  # a question without "is" (probe 291)
    # a "no" inside an aside repairs nothing (probe 289)
    ("mash the lentils with the potato masher that's a hard no from me by the way", "mash(lentil, masher)"),
    ("shred the cabbage with the mandoline mind your fingers", "grate(cabbage, mandoline)"),  # a warning (284)
    ("the water boiling yet", "check(boiling, water)"),
    ("oil hot enough yet", "check(hot, oil)"),  # "enough" before "yet" (seventy-first-session blind probe 480)
    # talk to a partner after the robot's command (probe 266): questions after "and", a verb inside
    # the question, turns, an endearment before a clause, people three words on; "this" before "robot"
    ("robot pour the water into the pot oh and did you hear back from your mum", "add(water, pot)"),
    ("robot season the chicken breasts with salt and black pepper did your dad ever get the car fixed",
     "add([salt, pepper], chicken breast)"),
    ("robot grab four eggs and separate them oh that reminds me we need to take the cat to the vet",
     "[take(4, egg), separate(egg)]"),
    ("robot drain the spaghetti in the colander careful babe it's hot", "sieve(spaghetti, colander)"),
    ("robot take the chicken off the griddle and put it on the chopping board the kids next door got a puppy",
     "[remove(chicken, grill pan), put(chicken, cutting board)]"),
    ("i fancy some flatbreads with this robot add a cup of warm water to the flour and knead the dough",
     "[add(1 cup, water, flour), knead(dough)]"),
    # a question after the command that asks about its things, and a request after it, stay the command's
    ("have a look at the onions are they golden yet", "check(golden, onion)"),
    ("stir the sauce and could you remove the lid from the pot", "[mix(sauce), uncover(pot)]"),
    # remarks on what the thing is doing or comes to (probe 268), after a correction too
    ("give the pasta a good stir with the wooden spoon it's starting to stick", "mix(pasta, wooden spoon)"),
    ("mash the bananas with a fork they're going brown anyway and then add them to the batter",
     "[mash(banana, fork), add(banana, batter)]"),
    ("grate the cheddar no wait the gouda it melts better", "grate(gouda)"),
    ("crack three eggs into the jug actually make it four they're quite small", "open(4, egg, jug)"),
    # the speaker's own plan, "how's", "it makes" after the command (probe 264)
    ("robot cover the hummus with cling film i'll wrap up some bread for you to take home", "cover(hummus, cling film)"),
    ("lay the halloumi in the grill pan and cook it for two minutes on each side how's your mum getting on",
     "[put(halloumi, grill pan), cook(halloumi, 2 min)]"),
    ("peel the um what's it called the potatoes", "peel(potato)"),  # thinking aloud, no question
    # talk to a child helping (probe 272): a person called before what is said to them, praise
    ("sift the flour and the bicarbonate of soda through the sieve lily you can tap the side like this",
     "sieve([flour, baking soda], sieve)"),
    ("put the butter in the microwave for twenty seconds no sweetie don't press the buttons",
     "put(butter, microwave, 20 s)"),
    ("mix the batter with the stand mixer until smooth that's it lily good job", "mix(batter, mixer, smooth)"),
    ("robot peel four potatoes with the peeler sam you do the carrots", "peel(4, potato, peeler)"),
    ("add the milk to the pan please keep stirring", "[add(milk, pan), mix(*[ingredients]*)]"),  # no one called
    # orders and questions to a child called by name (probe 273); not a word after "and" or a determiner
    ("fry two rashers of bacon until crispy maya leave your brother alone", "add(2 rasher, bacon, *oil*, crispy)"),
    ("peel two clementines for the lunchboxes leo have you brushed your teeth", "peel(2, tangerine)"),
    ("drain the pasta and meanwhile put the frying pan back on the burner", "[sieve(pasta), put(pan, stove)]"),
    # on the phone (probe 278), a child told off before the robot's name (277), memories (280)
    ("robot beat the eggs and the milk together sorry dad go on", "mix([egg, milk], *whisk*)"),
    ("oscar stop poking it please robot cover the bowl with a tea towel", "cover(bowl, tea towel)"),
    ("simmer the carrots gently for fifteen minutes harold liked his with a bit of bite", "cook(carrot, gently, 15 min)"),
    ("drain the rice through the sieve my mum always said you have to get the starch off", "sieve(rice, sieve)"),
    ("robot put the muffin tin back in the oven for twenty minutes and liam don't you dare open that door",
     "put(muffin tin, oven, 20 min)"),  # called after "and" (probe 285)
    # talk between two calls of the robot ends at the second (probe 270)
    ("robot wrap the sandwiches in foil my money's on her cousin's startup robot put them in the fridge",
     "[cover(sandwich, foil), put(sandwich, fridge)]"),
    ("so if we fly into lisbon we could get the train up to porto on the wednesday robot tip a bag of spinach "
     "into the salad bowl", "add(1 bag, spinach, salad bowl)"),  # the talk's "to ..." clause ends at the call
    # a pronoun of the command for the thing named last in the talk before the call (probe 264)
    ("here have you tried this parmesan it's the aged one from the market robot grate it over the pasta",
     "grate(parmesan)"),
    ("i'll slice the red peppers in a minute robot take the seeds out of them first", "separate(seed, bell pepper)"),
])
def test_sixty_third_session_readings(cooking_parser, text, sugar):
    """Sixty-third-session blind probes 261-292: readings their misses showed (each checked on every
    typed fixture, the generated commands, the utterances not to act on and the replayed spoken sets)."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == sugar


@pytest.mark.parametrize("text", ["i'll stir the soup robot", "did you add the salt robot",
                                  # a participle after a thing that reports what was done
                                  "eggs turned out nice", "the rice cooked perfectly",
                                  # told to a person, "i'll" after it no aside of a command
                                  "right so you boil the spaghetti for ten minutes and then drain it yeah i'll text you the rest"])
def test_talk_and_reports_are_still_no_command(cooking_parser, text):
    assert cooking_parser.parse(text).command is None


def test_a_cooks_shorthand_with_a_verbless_clause_after_is_read_as_two_steps(cooking_parser):
    """Sixty-third-session blind probe 275: read with the participle as the verb, the clause after it
    with no verb was taken into the first action ("pasta drained and back in the saucepan" had been
    ``sieve(pasta, saucepan)``, done; it is read with the mover now, :func:`slu_node.verbless.moved_on`),
    and so it was asked about; since the sixty-fifth session the participle is read as the step's verb
    (:mod:`slu_node.participles`) and the terse step after "then" as one of its own."""
    result = cooking_parser.parse("potatoes mashed with the masher then butter and milk in")
    assert result.accepted and format_predicates(result.command.predicates) == (
        "[mash(potato, masher), add([butter, milk], *[ingredients]*)]")


def test_a_verbless_step_after_and_is_read_with_the_mover():
    """:func:`slu_node.verbless.moved_on`: only "and", a place preposition and a place, no verb after."""
    from slu_node.verbless import moved_on

    is_place = {"fridge", "oven", "air fryer"}.__contains__
    verbs = frozenset({"put", "cover", "stir"})
    assert moved_on("lid on the tupperware and into the fridge".split(), "put", is_place, verbs) == {
        4: ("and", "put", "it")}
    assert moved_on("foil over it and back in the oven".split(), "put", is_place, verbs) == {3: ("and", "put", "it")}
    assert moved_on("foil over it then in the oven".split(), "put", is_place, verbs) == {3: ("then", "put", "it")}
    assert moved_on("cover it and stir it in the oven".split(), "put", is_place, verbs) == {}  # a verb of its own
    assert moved_on("cover it and in the meantime stir".split(), "put", is_place, verbs) == {}  # no place
    assert moved_on("lid on the pot and into the fridge".split(), "", is_place, verbs) == {}  # no mover


@pytest.mark.parametrize("text, reference", [
    ("pizza out of the freezer and into the oven", "[remove(pizza, freezer), put(pizza, oven)]"),
    ("dough out of the bowl and knead it for ten minutes", "[remove(dough, bowl), knead(dough)]"),
    ("half a cup of cream into the sauce then let the sauce simmer five minutes",
     "[add(0.5 cup, cream, sauce), cook(sauce, 5 min)]"),
    ("garlic and chilli into the hot oil", "add([garlic, chili], oil)"),
    ("wok on burner full heat add sesame oil", "[put(wok, stove, high heat), add(oil, *[ingredients]*)]"),
    # a line cook's sequences (probe 308): onto a plate or a griddle is put; over food, add; the step
    # after "and into ..." reaches to "then"
    ("omelette onto the plate and grate a little cheese over it", "[put(omelette, plate), grate(cheese)]"),
    ("a glass of white wine over the mussels and cover the pot", "[add(1 glass, wine, mussel), cover(pot)]"),
    ("chicken wings out of the fridge and into the air fryer for twenty two minutes then turn them halfway",
     "[remove(chicken wing, fridge), put(chicken wing, air fryer, 22 min), turn(chicken wing)]"),
    # two terse steps (probe 311)
    ("two litres of water in the big pot then the pot onto the hob", "[add(2 l, water, pot), put(pot, stove)]"),
    ("pan on the hob then oil in", "[put(pan, stove), add(oil, *[ingredients]*)]"),
    # the thing and its place said first tell which thing the step's pronoun is: no step of their own
    ("the steaks in the griddle pan flip them with the tongs", "turn(steak, tongs)"),
    ("that lemon on the chopping board zest it over the cake", "grate(lemon)"),
])
def test_a_terse_first_step_before_a_step_with_its_verb(cooking_parser, text, reference):
    """Sixty-fourth-session blind probe 299 (a busy cook's shorthand): a first step with no verb before
    "and", "then" or a verb (:meth:`SpokenCommandParser._placed_things`) had been asked about; probe
    228's things said with their place before a step that takes them up stay a description."""
    from slu_node.sugar import format_predicates

    result = cooking_parser.parse(text)
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == reference


@pytest.mark.parametrize("text, reference", [
    # a place "on it" where things were put: the vessel (sixty-seventh-session blind probe 353)
    ("drizzle a little olive oil over the baking tray and lay the dough on it",
     "[add(olive oil, baking tray), put(dough, baking tray)]"),
    ("robot can you get the cake out of the oven and put the sprinkles on it",
     "[remove(cake, oven), add(sprinkles, cake)]"),  # taken out of the oven: the cake
    # a vessel put on a heat goes with its food (probe 360)
    ("pour a little water into a small saucepan put it on a low heat and set the bowl over it",
     "[add(water, saucepan), put(saucepan, low heat), put(bowl, saucepan)]"),
    # the other part is no source (typed probes 11 and 132, "whites" an egg white's name since probe 360)
    ("crack four eggs and separate the yolks from the whites", "[open(4, egg), separate(yolk)]"),
    ("add a pinch of salt to the whites and whisk them until they form stiff peaks",
     "[add(1 pinch, salt, egg white), mix(egg white, *whisk*, stiff)]"),
    # "them together" after one thing added to another: both (probes 361, typed 164 and 231) ...
    ("put a tablespoon of cornflour in a mug add two tablespoons of cold water to it and stir them together "
     "with a fork", "[add(1 tbsp, cornstarch, mug), add(2 tbsp, water, cornstarch), mix([cornstarch, water], fork)]"),
    ("tip a hundred and fifty grams of flour into the mixing bowl add seventy five grams of butter and mix them "
     "together with a fork", "[add(150 g, flour, bowl), add(75 g, butter, *[ingredients]*), mix([flour, butter], fork)]"),
    # ... not "them" alone, which references read as the first things (typed probe 184)
    ("drain the spuds throw in a knob of butter and mash them with the masher",
     "[sieve(potato), add(1 knob, butter, *[ingredients]*), mash(potato, masher)]"),
    ("a slice of cheddar on each burger and cover them with a lid", "[add(1 slice, cheddar, burger), cover(burger, lid)]"),
    # a check asked for with "let me know" (the domain's check requests; probe 364)
    ("let me know if the jelly has set", "check(set, jelly)"),
    # a tool said with "in" by an action with no place (mix's said_in: probes 368, 369)
    ("robot beat the butter and the sugar in the stand mixer until light and fluffy",
     "mix([butter, sugar], mixer, fluffy)"),
    ("whisk the eggs in a bowl", "mix(egg, *whisk*)"),  # a container: no tool
    # "the other four eggs", "the bag of frozen peas", the last dish after "lastly" (probes 371, 372)
    ("put the other four eggs back in the fridge", "put(egg, fridge, 4)"),
    ("get the bag of frozen peas out of the freezer", "remove(pea, freezer)"),
    ("lastly the tomato soup please peel one onion and two cloves of garlic", "[peel(1, onion), peel(2 clove, garlic)]"),
    # the food an action with no place was done into is what "it" stands for next, not one stirred "in" (probe 376)
    ("grate a little nutmeg into the cream and warm it on a low heat", "[grate(nutmeg), cook(cream, low heat)]"),
    ("grate the parmesan over the risotto and stir it in", "[grate(parmesan), mix(parmesan)]"),
    # "halfway through" says when, no role holds it (probe 375)
    ("microwave last night's rice on high for two minutes and give it a stir halfway through",
     "[cook(rice, *microwave*, high heat, 2 min), mix(rice)]"),
    # a name in "'s" and what she did, an aside, not whose the fork is (probe 365)
    ("drain the peas and add a knob of butter to them maya's already got her fork out",
     "[sieve(pea), add(1 knob, butter, pea)]"),
    # sixty-eighth-session blind probes 382 and 384: "in with" a thing is where it goes; "with it" after a
    # verb said before its place; seeds of a spice are the spice
    ("throw the garlic and the ginger in with the onions and stir for a minute",
     "[add([garlic, ginger], onion), mix(*[ingredients]*, 1 min)]"),
    ("melt fifty grams of butter in a small saucepan and brush the pastry with it",
     "[cook(butter, saucepan, 50 g), add(butter, dough)]"),
    ("toast a teaspoon of cumin seeds in the dry frying pan for about a minute", "cook(cumin, pan, 1 min, 1 tsp)"),
    ("add the tomatoes next mash the yeast", "[add(tomato, *[ingredients]*), mash(yeast)]"),  # no dish "next"
    ("warm the custard gently and stir it all the time", "[cook(custard, gently), mix(custard, constantly)]"),  # 387
    ("pour the milk in and stir it all well", "[add(milk, *[ingredients]*), mix(*[ingredients]*, well)]"),  # it all
    # probe 392: a verb word in a thing's name; "of it" not the cheese of a cheese grater
    ("add a teaspoon of lemon zest to the ricotta", "add(1 tsp, lemon, ricotta)"),  # had grated the ricotta
    ("a cinnamon stick and the cardamom into the hot ghee first", "add([cinnamon, cardamom], ghee)"),
    ("over a medium heat saute the garlic for one minute", "cook(garlic, medium heat, 1 min)"),
    ("grate some cheddar with the cheese grater sprinkle a handful of it over the macaroni",
     "[grate(cheddar, grater), add(1 handful, cheddar, macaroni)]"),
    # a place mix lacks said "into": add's "toss in" (probes 366, 395); where a thing is, before where it goes
    ("toss the prawns into the wok", "add(shrimp, wok)"),
    ("toss the salad with the dressing", "mix([salad, salad dressing])"),
    ("put the leftover beef stew in the blue plastic tupperware into the microwave for three minutes",
     "put(stew, microwave, 3 min)"),
    # so with "over", and "from" before "on" (seventieth-session blind probe 466)
    ("drizzle the olive oil in the green bottle over the tomatoes", "add(olive oil, tomato)"),
    ("put the lid from the big pot on the little saucepan", "cover(saucepan, lid)"),
])
def test_pronoun_places_vessels_and_parts_of_blind_probes_353_to_360(cooking_parser, text, reference):
    result = cooking_parser.parse(text)
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == reference


@pytest.mark.parametrize("text, reference", [
    # seventy-first-session blind probes 469-496; 469-478: a verb's word that ends a value, said before a place
    ("spread the avocado on the toast and grate a little lemon zest over it", "[add(avocado, toast), grate(lemon)]"),
    ("put the stir fry on the plates", "put(stir fry, plate)"),
    # one verb said around a value, as "take the cloth off": the later verb's, or the verb before's own "with"
    ("take the tea towel off the bowl and move the dough onto a baking tray", "[uncover(bowl), put(dough, baking tray)]"),
    ("sprinkle the stir fry with sesame seeds and spring onions", "add([sesame seed, spring onion], stir fry)"),
    # another covering said in uncover's "take the lid off"
    ("get the mousse out of the fridge and take the cling film off the ramekins",
     "[remove(mousse, fridge), uncover(ramekin)]"),
    # what an amount is of is no place
    ("throw in a handful of basil leaves a splash of balsamic vinegar and a pinch of sea salt",
     "[add(1 handful, basil, *[ingredients]*), add(1 splash, vinegar, *[ingredients]*), "
     "add(1 pinch, salt, *[ingredients]*)]"),
    # a lexicon value said last, untagged, after a preposition of a role no word holds
    ("get the marge out of the icebox", "remove(margarine, fridge)"),
    # blind probes 484 and 486: afterthoughts, slips owned up to, things said again
    ("put the milk back in the fridge oh and the butter", "put([milk, butter], fridge)"),
    ("roast the carrots for half an hour oh plus the parsnips", "cook([carrot, parsnip], *oven*, 30 min)"),
    ("crack the eggs into the bowl whoops i meant the jug", "open(egg, jug)"),
    ("put the chicken wings in the air fryer for twelve minutes hmm better do fifteen",
     "put(chicken wing, air fryer, 15 min)"),
    ("peel both potatoes with the peeler and boil them in the same pot as the carrots",
     "[peel(2, potato, peeler), cook(potato, pot)]"),
    ("heat the oil in one pan and melt the butter in the other", "[cook(oil, pan), cook(butter, pan)]"),
    # blind probe 485: a describing word tagged as an amount or a thing; "a litre and a half" after a dish
    ("season the chicken breasts with smoked paprika", "add(paprika, chicken breast)"),
    ("next the soup pour a litre and a half of vegetable stock into the big saucepan", "add(1500 ml, stock, saucepan)"),
    # blind probe 490: where it goes said before the object, by an action with no place
    ("grate over the pasta some parmesan", "grate(parmesan)"),
    # blind probes 494 and 496: the amount it is not, said after the amount; a second thing asked for at once
    ("put the cake tin in the oven at one eighty degrees not two hundred", "put(cake tin, oven, 180 deg)"),
    ("bake the cookies at one seventy degrees for twelve minutes not fifteen",
     "cook(cookie, *oven*, 170 deg, 12 min)"),
    ("simmer the tomato sauce on a low heat for twenty minutes whilst you boil the spaghetti",
     "[cook(tomato sauce, low heat, 20 min), cook(spaghetti)]"),
    # "meanwhile" ends a clause said after the command, and is left out after a step
    ("drain the potatoes and mash them while they're still hot and meanwhile warm the milk in a small pan",
     "[sieve(potato), mash(potato), cook(milk, pan)]"),
    ("stir the sauce so it doesn't burn meanwhile boil the pasta", "[mix(sauce), cook(pasta)]"),
])
def test_readings_of_the_seventy_first_sessions_blind_probes(cooking_parser, text, reference):
    result = cooking_parser.parse(text)
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == reference


@pytest.mark.parametrize("text", [
    "whip the egg whites in the kitchenaid until they're stiff",  # a word outside the domain where mix's
    # implied whisk may be (blind probe 476: had been done with the whisk)
    "right so the ingredients are two hundred grams of butter three eggs and a pinch of salt",  # no verb: a list
    "line the biscuit sheet with parchment",  # a vessel's head word after a food: not the biscuit
    # a correction read as no purpose clause (blind probe 486: had been done with the fork)
    "flip the steaks with the fork come to think of it the tongs are better",
])
def test_what_may_name_something_else_is_asked_about(cooking_parser, text):
    assert not cooking_parser.parse(text).accepted


@pytest.mark.parametrize("text, reference", [
    # blind probe 512: a thing tagged as a way, led by a preposition of the place ("over")
    ("pour the hot water over the jelly and stir it till it's melted", "[add(water, jelly), mix(jelly, melted)]"),
    # blind probe 508: "grill" as cook's verb, its grill implied; a value after a value is no verb (terse)
    ("grill the steaks for four minutes on each side", "cook(steak, *grill*, 4 min)"),
    ("salt and pepper on the steaks then onto the grill", "[add([salt, pepper], steak), put(steak, grill)]"),
    # blind probes 506 and 508: "a side" after a time
    ("sear the halloumi on the griddle for two minutes a side", "cook(halloumi, grill pan, 2 min)"),
    # blind probe 509: the kids' things (the apostrophe unheard)
    ("get the kids' plates down from the cupboard above the sink", "take(plate)"),
    ("flip the pancakes the kids like them golden", "turn(pancake)"),  # no owner: a statement
    # blind probe 505: a reason after an endearment
    ("season the soup with salt and pepper sweetheart because otherwise it tastes of nothing at all",
     "add([salt, pepper], soup)"),
    # a step done alongside, said after the last step's time: its object (blind probe 511 and two earlier
    # references); none said, *[ingredients]*; a fronted time of its own is no step before
    ("simmer the gravy gently for ten minutes stirring every now and then",
     "[cook(gravy, gently, 10 min), mix(gravy, occasionally)]"),
    ("simmer for forty five minutes stirring occasionally",
     "[cook(*[ingredients]*, 45 min), mix(*[ingredients]*, occasionally)]"),
    ("pour in the cream and for a minute stir gently", "[add(cream, *[ingredients]*), mix(*[ingredients]*, gently, 1 min)]"),
    # a unit word that begins a value after a count (the generator's commands): not "3 loaf"
    ("so bring me three loaf tins for me", "take(3, loaf tin)"),
    ("take three loaves of bread", "take(3 loaf, bread)"),
])
def test_readings_of_the_seventy_second_sessions_blind_probes(cooking_parser, text, reference):
    result = cooking_parser.parse(text)
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == reference


def test_a_value_said_after_a_value_stands_in_for_no_verb(cooking_parser):
    """"put sausages grill twelve minutes" (probe 102, terse) had become a cook when "grill" was made a verb."""
    result = cooking_parser.parse("put sausages grill twelve minutes")
    assert not any(p.action == "cook" for p in result.predicates)


@pytest.mark.parametrize("text, tags, told, expected", [
    ("the dough is sticky so knead it thoroughly", ["O", "O", "O", "O", "O", "B-act.knead", "O", "O"], False,
     {6: "B-object"}),
    ("knead it thoroughly", ["B-act.knead", "O", "O"], True, {1: "B-object"}),  # the thing told before
    # nothing it could stand for, "it all", or an object tagged after it
    ("knead it thoroughly", ["B-act.knead", "O", "O"], False, {}),
    ("give the soup it all", ["O", "O", "B-object", "B-act.mix", "O", "O"], False, {}),
    ("add the salt and stir it into the soup", ["B-act.add", "O", "B-object", "O", "B-act.mix", "O", "O", "O",
                                                "B-object"], False, {}),
])
def test_an_untagged_pronoun_after_a_verb_is_its_object(domain, text, tags, told, expected):
    """Seventy-seventh-session blind probe 705: "... so knead it thoroughly for another ten minutes" had kneaded
    everything."""
    from slu_node.cues import untagged_objects

    assert untagged_objects(text.split(), tags, domain.actions, domain.is_thing, told) == expected


@pytest.mark.parametrize("text, asked", [
    ("kemal would you mind grating the courgettes", ["would", "you"]),
    ("okay jo can you stir the soup", ["can", "you"]),
    ("robot would you stir the soup", []),  # the robot's own name is no person's
    ("would you mind grating the cheese", []),
])
def test_a_request_after_a_name_is_kept_for_the_cue(domain, text, asked):
    """A seventy-seventh-session blind not-command: "kemal would you mind grating ..." had been done, "would you
    mind" left out as a lead-in."""
    from slu_node.cues import asked_by_name

    tokens = text.split()
    assert [tokens[i] for i in asked_by_name(tokens, domain.known_words)] == asked


@pytest.mark.parametrize("text, like", [
    ("get the pie in the oven at gas mark five for forty minutes",
     "put the pie in the oven at gas mark five for forty minutes"),
    ("make sure the oven's preheated to one eighty degrees", "check the oven is at one eighty degrees"),
    ("put the four dirty ramekins in the dishwasher", "put the four ramekins in the dishwasher"),
    ("empty the cold leftover rice into the wok", "empty the rice into the wok"),
    ("bring me the dirty sieve", "bring me the sieve"),
])
def test_commands_of_the_seventy_seventh_sessions_probes(reads_like, text, like):
    """Blind probes 689 ("get" with "in" puts; a preheated oven), 690 (things to wash) and 702 (cold leftovers)."""
    reads_like(text, like)


@pytest.mark.parametrize("text, like", [
    ("robot whisk the egg whites until stiff and lucy come and watch this", "whisk the egg whites until stiff"),
    ("robot put the leftovers in the fridge and bella it's teeth time", "put the leftovers in the fridge"),
    ("robot crush the garlic in the garlic press and nina hold your nose it's pongy",
     "crush the garlic in the garlic press"),
])
def test_a_child_called_after_and_is_not_the_robot(reads_like, text, like):
    """Seventy-seventh-session blind probe 735: what was said to lucy, bella and nina had been asked about."""
    reads_like(text, like)

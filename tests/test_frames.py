"""Hedged and indirect ways of asking (:mod:`slu_node.frames`), on the cooking domain."""

import pytest

from slu_node.frames import could_use, past_request, request_frame
from slu_node.textnorm import tokenize


def _without_frame(text, domain, trained=frozenset()):
    tokens = tokenize(text)
    frame = request_frame(tokens, domain.verb_starts, lambda p: domain.lookup(p) is not None, trained)
    return " ".join(t for i, t in enumerate(tokens) if i not in frame)


@pytest.mark.parametrize("text, kept", [
    ("i was thinking maybe you could peel the potatoes", "peel the potatoes"),
    ("okay it might be a good idea to stir the sauce", "okay stir the sauce"),
    ("can i get you to stir the risotto", "stir the risotto"),  # a verb inside that asks the hearer
    ("would it be too much to ask you to stir the soup", "stir the soup"),
    ("you should probably taste the sauce", "taste the sauce"),
    # asking leave, "if you" (seventy-second-session blind probe 500)
    ("is it alright if you check whether the spaghetti is soft", "check whether the spaghetti is soft"),
    ("would it be okay if you stir the soup", "stir the soup"),
])
def test_a_request_frame_is_found_by_its_shape(cooking_domain, text, kept):
    assert _without_frame(text, cooking_domain) == kept


@pytest.mark.parametrize("text", [
    "should i add the salt now",  # the speaker's own plan
    "i'd rather you didn't stir it",  # a negation
    "stir it so that you can add the salt",  # a command before the "frame"
    "could you peel the potatoes",  # too short: the tagger's
    "if the soup is thick could you add some water",  # a value inside
    "we were going to the shop",  # no verb after
    "it burns if you stir it",  # "if you" after no word of leave: a condition
])
def test_what_is_no_request_frame_stays(cooking_domain, text):
    assert _without_frame(text, cooking_domain) == " ".join(tokenize(text))


def test_a_frame_the_tagger_was_trained_with_is_left_to_it(cooking_domain):
    text = "i'd like you to stir the soup"
    assert _without_frame(text, cooking_domain) == "stir the soup"
    assert _without_frame(text, cooking_domain, frozenset({"i'd like you to"})) == text


def test_could_use_is_read_as_adding_to_it(cooking_domain):
    def thing_verb(phrase):
        found = cooking_domain.lookup(phrase)
        return {"ingredient": "add", "utensil": "take"}.get(found[0]) if found else None

    def read(text):
        tokens = tokenize(text)
        reading = could_use(tokens, thing_verb, lambda p: cooking_domain.lookup(p) is not None)
        return reading and " ".join(reading[1].get(i, tokens[i]) for i in reading[0])

    assert read("the soup could use a bit more salt please") == "add a bit more salt to the soup please"
    assert read("we could do with some more pepper") == "add some more pepper"
    assert read("i could use a whisk") == "take a whisk"
    for text in ("you can use the whisk", "the soup could use a stir", "could you use the whisk", "the soup"):
        assert read(text) is None



@pytest.mark.parametrize("text, read", [
    ("it would really help if you mashed the avocados with a fork", "mash the avocados with a fork"),
    ("i'd appreciate it if you took the pan off the heat", "take the pan off the heat"),
    ("it'd help if you wrapped the feta in cling film", "wrap the feta in cling film"),
])
def test_a_request_put_hypothetically_is_read_as_the_request(cooking_domain, text, read):
    """A conditional frame, "if you" and a past form (fifty-sixth-session probe of indirect requests)."""
    tokens = tokenize(text)
    frame, pasts = past_request(tokens, cooking_domain.verb_starts, cooking_domain.is_value)
    assert " ".join(pasts.get(i, t) for i, t in enumerate(tokens) if i not in frame) == read


@pytest.mark.parametrize("text", [
    "if you mashed the avocados they would be smooth",  # no conditional before "if"
    "it would help if you didn't mash the avocados",  # a negation
    "i wonder how it would taste if you mashed the avocados",  # a question word: no frame
])
def test_what_is_no_hypothetical_request_stays(cooking_domain, text):
    frame, pasts = past_request(tokenize(text), cooking_domain.verb_starts, cooking_domain.is_value)
    assert not frame and not pasts


@pytest.mark.parametrize("text, addressed", [
    ("mum could you give the soup a stir", ["mum"]),
    ("drain the peas in the colander kids", ["kids"]),
    ("ellie can you drain the pasta", ["ellie"]),
    ("hey robot could you stir the soup", []),  # the robot, called by name
    ("could you stir the soup", []),
    ("yo throw the penne in the pot", []),  # an interjection before a bare verb: no name
    ("yeah can you stir the soup", []),  # an interjection before "can you"
    ("hey jo flip the burgers", ["jo"]),  # a name called (seventy-sixth-session blind not-command)
    ("hey there flip the burgers", []),
])
def test_a_request_addressed_to_someone_else_is_found(cooking_domain, text, addressed):
    """A family word first or last, or an unknown word before "could you" (fifty-sixth-session blind
    set of requests addressed to people)."""
    from slu_node.cues import addressed_elsewhere

    assert addressed_elsewhere(tokenize(text), cooking_domain.known_words) == addressed


@pytest.mark.parametrize("text, read", [
    ("the soup needs more salt", "the soup could use more salt"),
    ("the batter needs one and a quarter teaspoons of vanilla extract",
     "the batter could use one and a quarter teaspoons of vanilla extract"),
    ("mm it needs more lemon", "mm it could use more lemon"),
    ("this needs more pepper please", "this could use more pepper please"),
    # what is to be done, no thing, an amount of time, or a subject no action's object: as said
    ("the seeds need to come out of the chillies first", "the seeds need to come out of the chillies first"),
    ("the potatoes need peeling", "the potatoes need peeling"),
    ("the cake needs an hour so bake it", "the cake needs an hour so bake it"),
    ("the soup needs a stir", "the soup needs a stir"),
    ("the kids need more milk", "the kids need more milk"),
])
def test_a_thing_needed_is_read_as_could_use(cooking_parser, text, read):
    """Seventy-fourth-session blind probe 557: out of domain, or "batter needs" asked about."""
    from slu_node.frames import needed_things

    tokens = tokenize(text)
    found = needed_things(tokens, cooking_parser._thing_verb, cooking_parser._is_object)
    assert " ".join(w for i, t in enumerate(tokens) for w in found.get(i, (t,))) == read


@pytest.mark.parametrize("text, expected", [
    ("the soup needs more salt", "add(salt, soup)"),
    ("the batter needs one and a quarter teaspoons of vanilla extract", "add(1.25 tsp, vanilla, batter)"),
    ("mm it needs more lemon", "add(lemon, *[ingredients]*)"),
    ("this needs more pepper please", "add(pepper, *[ingredients]*)"),
    # guard a regression: what is to be done to the thing said first
    ("the seeds need to come out of the chillies first", "separate(seed, chili)"),
    ("the potatoes need peeling", "peel(potato)"),
    ("the soup needs a stir", "mix(soup)"),
])
def test_the_parser_adds_the_thing_needed(cooking_parser, text, expected):
    from slu_node.sugar import format_predicates

    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected


@pytest.mark.parametrize("text, called", [
    ("hey jo flip the burgers when you get a sec", True),
    ("hey chef a pinch of nutmeg thanks", False),  # a greeting of the robot
    ("hey robot flip the burgers", False),
    ("hey flip the burgers", False),
])
def test_a_person_called_first_is_found(cooking_domain, text, called):
    """Seventy-sixth session: the parser keeps such a call, so the request is asked about, not done."""
    from slu_node.cues import called_by_name

    assert called_by_name(tokenize(text), cooking_domain.known_words) is called


@pytest.mark.parametrize("text", ["hey jo flip the burgers when you get a sec",
                                  "oliver while you're up could you take the chicken out of the freezer"])
def test_the_parser_does_not_do_what_is_asked_of_a_person(cooking_parser, text):
    assert cooking_parser.parse(text).command is None

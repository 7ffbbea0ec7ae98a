"""The last action asked for again on something else, in one utterance (:mod:`slu_node.again`), on its
own with hand-written predicates, then through the parser."""

import pytest

from slu_node.again import again, says_again
from slu_node.sugar import format_predicates
from slu_node.types import Argument, Predicate


def pred(action, **roles):
    """A predicate of uttered arguments, ``role=(values...)``; ``implicit_<role>`` for implicit ones."""
    args = [Argument(role.removeprefix("implicit_"), tuple(values), implicit=role.startswith("implicit_"))
            for role, values in roles.items()]
    return Predicate(action, tuple(args))


@pytest.mark.parametrize("text, start, end, said", [
    ("flip the burgers and then the halloumi too", 6, 7, True),
    ("flip the burgers and then the halloumi please too", 6, 7, True),
    ("peel the apples and the pears as well", 5, 6, True),
    ("flip the burgers and also the halloumi", 5, 6, True),
    ("flip the burgers and then the halloumi", 6, 7, False),
    ("mash the cashews next and a little more chips too", 8, 9, False),  # "more": an amount added
])
def test_an_act_said_again_is_found_by_its_words(text, start, end, said):
    assert says_again(text.split(), start, end) is said


def test_the_new_thing_takes_the_place_of_what_it_stands_in_for(cooking_domain):
    # the object, the other arguments kept
    last = pred("peel", object=("apple",), instrument=("peeler",))
    assert again(cooking_domain, last, pred("add", object=("pear",), implicit_destination=("[ingredients]",))) == \
        pred("peel", object=("pear",), instrument=("peeler",))
    # food for food: the source, where the object is a part
    last = pred("separate", object=("stem",), source=("strawberry",))
    assert again(cooking_domain, last, pred("remove", object=("cherry",))) == \
        pred("separate", object=("stem",), source=("cherry",))
    # the count is not said again
    last = pred("open", quantity=("2",), object=("egg",), destination=("bowl",))
    assert again(cooking_domain, last, pred("add", object=("egg",))) == pred("open", object=("egg",),
                                                                          destination=("bowl",))


def test_nothing_is_said_again_when_the_new_thing_fits_no_role(cooking_domain):
    last = pred("peel", object=("apple",))
    assert again(cooking_domain, last, pred("add", object=("oven",))) is None  # no food: nothing it stands for
    # more than the object said: its own act
    assert again(cooking_domain, last, pred("add", object=("pear",), destination=("bowl",))) is None


@pytest.mark.parametrize("text, expected", [
    ("flip the burgers and then the halloumi too", "[turn(burger), turn(halloumi)]"),
    ("pull the stalks off the strawberries and then do the same with the cherries",
     "[separate(stem, strawberry), separate(stem, cherry)]"),
    ("melt the dark chocolate in the microwave and then do the same with the butter",
     "[cook(chocolate, microwave), cook(butter, microwave)]"),
])
def test_the_parser_does_the_last_act_again(cooking_parser, text, expected):
    """Fifty-eighth-session blind probe 113: these had been done as ``add(halloumi, ...)``,
    ``remove(cherry)`` and ``cook(butter)``."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected


def test_the_act_an_earlier_one_undid_is_done_again(cooking_domain):
    from slu_node.again import redone, says_back_on

    uncovered = pred("uncover", object=("baking dish",))
    assert format_predicates([redone(cooking_domain, uncovered, "lift the lid off")]) == "cover(baking dish, lid)"
    assert format_predicates([redone(cooking_domain, uncovered, "uncover")]) == "cover(baking dish)"
    assert redone(cooking_domain, pred("peel", object=("apple",)), "peel") is None  # peel undoes nothing
    assert says_back_on("put it back on".split(), 2) and says_back_on("put it back in and stir".split(), 2)
    assert not says_back_on("put it back on the stove".split(), 2)


@pytest.mark.parametrize("text, expected", [
    ("lift the lid off the casserole give the beef a stir and then put it back on",
     "[uncover(baking dish), mix(beef), cover(baking dish, lid)]"),
    ("take the pan off the stove and put it back on", "[remove(pan, stove), put(pan, stove)]"),
])
def test_put_it_back_on_is_where_it_came_from(cooking_parser, text, expected):
    """Fifty-eighth-session blind probe 113: the first had been ``put(beef)``, done."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected


@pytest.mark.parametrize("text, expected", [
    ("throw the chorizo into the pan first and then the onions", "[add(chorizo, pan), add(onion, pan)]"),
    ("spread the butter on the toast and then the jam", "[add(butter, toast), add(jam, toast)]"),
    ("put the butter in the fridge and then the milk", "[put(butter, fridge), put(milk, fridge)]"),
    # no place said: none carried; a time is not carried (probe 47)
    ("add the salt and then the pepper", "[add(salt, *[ingredients]*), add(pepper, *[ingredients]*)]"),
    ("cook the chicken for twenty minutes and then the rice", "[cook(chicken, 20 min), cook(rice)]"),
])
def test_a_thing_said_after_then_goes_where_the_last_went(cooking_parser, text, expected):
    """Seventy-second-session blind probe 497, and the references of blind probes 400 and 434: the
    onions had gone to ``*[ingredients]*``."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected

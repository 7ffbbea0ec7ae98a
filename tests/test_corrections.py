"""A command corrected in the next utterance or in the same breath (:mod:`slu_node.corrections`, the
dialogue state, the parser)."""

import pytest

from slu_node.corrections import corrected, correction_places, hesitated_corrections, rejected_values, said_correction
from slu_node.sugar import format_predicate, format_predicates
from slu_node.textnorm import tokenize
from slu_node.types import Argument, Predicate


def _pred(action, **roles):
    return Predicate(action, tuple(Argument(role, (value,)) for role, value in roles.items()))


@pytest.mark.parametrize("text, fixed", [
    ("sorry i meant the pan", "put(pan, stove)"),
    ("actually on the oven", "put(pot, oven)"),
    ("no no the red thing", None),  # "red thing" is no value of the lexicon: nothing to put in
    ("no no the big pan", "put(pan, stove)"),  # "big" tells which pan (sixty-seventh session)
    ("no", None),
    ("not that", None),
    ("no the pot", None),  # what it was already
    ("no stir it", None),  # a command, not a value
])
def test_a_value_said_as_a_correction_takes_the_place_of_its_kind(cooking_domain, text, fixed):
    last = _pred("put", object="pot", destination="stove")
    got = corrected(last, tokenize(text), cooking_domain)
    assert (format_predicate(got) if got else None) == fixed


def test_an_amount_said_as_a_correction_keeps_the_old_unit(cooking_domain):
    last = Predicate("add", (Argument("quantity", ("30 g",)), Argument("object", ("milk",)),
                             Argument("destination", ("bowl",))))
    assert format_predicate(corrected(last, tokenize("no forty"), cooking_domain)) == "add(40 g, milk, bowl)"
    assert format_predicate(corrected(last, tokenize("make that half a litre"), cooking_domain)) == (
        "add(500 ml, milk, bowl)")  # the domain's canonical amount
    count = Predicate("open", (Argument("quantity", ("2",)), Argument("object", ("egg",))))
    assert format_predicate(corrected(count, tokenize("no three"), cooking_domain)) == "open(3, egg)"


def test_the_dialogue_state_reads_a_correction_after_a_command(conversation):
    state, said = conversation
    assert said("put the pot on the stove") == "put(pot, stove)"
    assert said("sorry i meant the pan") == "put(pan, stove)"
    assert said("actually on the oven") == "put(pan, oven)"  # the state took in the corrected command
    state.reset()
    assert said("sorry i meant the pan") == "out_of_domain"  # nothing to correct


@pytest.mark.parametrize("text, found", [
    ("take two cloves of garlic no make it three", (5, 9)),
    ("boil the eggs for eight minutes wait no seven and then peel them", (6, 9)),
    ("bake it at two hundred degrees no one hundred and eighty degrees", (6, 12)),  # "and" inside a number
    ("grab the whisk or no the fork", (3, 7)),
    ("add salt but no pepper", None),  # an exclusion
    ("beat the batter with a spoon instead of the whisk", None),  # what is not used
    ("pour the milk i mean the cream into the jug", (3, 7)),  # inside the command, "into" resumes it
    ("grab the whisk or the fork", None),  # a choice
])
def test_a_correction_said_after_the_command_is_found(cooking_domain, text, found):
    assert said_correction(tokenize(text), cooking_domain) == found


def test_a_correction_in_the_same_breath_goes_to_the_argument_its_preposition_names(cooking_domain):
    last = _pred("add", object="mushroom", destination="butter")
    before = tokenize("fry the mushrooms in butter")
    assert format_predicate(corrected(last, tokenize("no sorry in olive oil"), cooking_domain, before)) == (
        "add(mushroom, olive oil)")
    # with no preposition both foods could take it: none is chosen
    assert corrected(last, tokenize("no sorry olive oil"), cooking_domain, before) is None
    assert len(correction_places(last, tokenize("no sorry olive oil"), cooking_domain, before)[1]) == 2


def test_a_bare_number_corrects_the_amount_said_last(cooking_domain):
    last = Predicate("cook", (Argument("object", ("cake",)), Argument("modality", ("200 deg",)),
                              Argument("modality", ("20 min",))))
    before = tokenize("bake the cake at two hundred degrees for twenty minutes")
    assert format_predicate(corrected(last, tokenize("no twenty five"), cooking_domain, before)) == (
        "cook(cake, 200 deg, 25 min)")
    assert format_predicate(corrected(last, tokenize("no one hundred and eighty degrees"), cooking_domain,
                                      before)) == "cook(cake, 180 deg, 20 min)"
    heat = Predicate("cook", (Argument("object", ("sauce",)), Argument("modality", ("low heat",)),
                              Argument("modality", ("30 min",))))
    assert format_predicate(corrected(heat, tokenize("or rather forty"), cooking_domain)) == (
        "cook(sauce, low heat, 40 min)")  # "low heat" holds no amount


@pytest.mark.parametrize("text, meant", [
    ("crack three eggs into the mixing bowl no make that four", "open(4, egg, bowl)"),
    ("stir the porridge for five minutes well maybe ten", "mix(porridge, 10 min)"),
    ("boil the potatoes no the beetroot and then peel it", "[cook(beetroot), peel(beetroot)]"),
    ("fry the mushrooms in butter no sorry in olive oil", "add(mushroom, olive oil)"),
    # "my mistake", "my bad" (seventieth-session blind probe 453: the knife had been kept)
    ("peel four potatoes with the knife my mistake with the peeler", "peel(4, potato, peeler)"),
    ("add two eggs my bad three eggs", "add(3, egg, *[ingredients]*)"),
    # "or actually", "or make it" (seventy-fourth-session blind probe 588: asked about)
    ("pop the butter in the fridge or actually the freezer", "put(butter, freezer)"),
    ("put the chicken in the oven at two hundred degrees or make it one ninety", "put(chicken, oven, 190 deg)"),
    # "not" before the value named already and another (seventy-sixth-session blind probe 650: asked as negated)
    ("turn the pancakes with the fork not the fork the spatula", "turn(pancake, spatula)"),
    ("add the cumin to the pan er not the cumin the turmeric", "add(turmeric, pan)"),
    ("brown the mince in the pot let me rephrase that in the big pan", "cook(minced meat, pan)"),
])
def test_the_parser_reads_a_command_corrected_in_the_same_breath(cooking_parser, text, meant):
    assert format_predicates(cooking_parser.parse(text).command.predicates) == meant


def test_a_correction_no_one_argument_takes_is_asked_about(cooking_parser):
    """The carrots or the potatoes, all three vegetables: no one argument is of the new value's kind."""
    result = cooking_parser.parse("add the carrots to the potatoes no the parsnips")
    assert result.command is None and result.clarification.reason == "low_confidence"


@pytest.mark.parametrize("text, meant", [
    ("sprinkle some paprika over the chicken wait no the cumin", "add(cumin, chicken)"),  # probe 157's reference
    ("squeeze half a lemon over the fish or rather half a lime", "add(0.5, lime, fish)"),
    ("add a pinch of cumin to the stew or rather paprika", "add(1 pinch, paprika, stew)"),
])
def test_a_correction_replaces_the_one_argument_of_its_kind(cooking_parser, text, meant):
    """Sixty-seventh session: a value of the group of one argument alone (the domain file's groups:
    spices, fruit) replaces that one; these had been asked about."""
    assert format_predicates(cooking_parser.parse(text).command.predicates) == meant


@pytest.mark.parametrize("text, meant", [
    ("grab the frying pan no not that one the saucepan", "take(saucepan)"),
    ("put the lid on the pot no not that one the saucepan", "cover(saucepan, lid)"),
    ("sprinkle some parsley over the pasta oh not parsley sorry basil", "add(basil, pasta)"),
    ("add a teaspoon of salt to the water sorry i meant a tablespoon", "add(1 tbsp, salt, water)"),
    ("get me six eggs wait no four is plenty", "take(4, egg)"),
    ("add a pinch of cumin to the stew or rather a pinch of paprika", "add(1 pinch, paprika, stew)"),
    ("add a teaspoon of ground cinnamon actually make that half a teaspoon of cardamom",
     "add(0.5 tsp, cardamom, *[ingredients]*)"),  # a new amount, not said before, is kept
    ("peel four potatoes actually make it six we've got guests coming", "peel(6, potato)"),
    ("cook the onions in the wok wait use the big pan instead", "cook(onion, pan)"),
    ("crack two eggs no three into the bowl and whisk them", "[open(3, egg, bowl), mix(egg, *whisk*)]"),
    ("peel a piece of ginger with the peeler actually use a spoon and then grate it",
     "[peel(1 piece, ginger, spoon), grate(ginger)]"),  # "a spoon", a utensil, is no amount
    ("season the salad with salt scratch that season it with black pepper", "add(pepper, salad)"),
    ("put the butter in the microwave um actually melt it in a small saucepan instead", "cook(butter, saucepan)"),
])
def test_corrections_of_blind_probe_359(cooking_parser, text, meant):
    """Sixty-seventh-session blind probe 359 (self-corrections): 26 of 40 done exactly at first. "not that
    one", "not X sorry Y", "a tablespoon", "is plenty", an amount said again before the new thing, "big",
    "actually make it" before a reason, a place said after the correction, and a pronoun of a command said
    again that stands for the thing taken back."""
    assert format_predicates(cooking_parser.parse(text).command.predicates) == meant


def test_a_step_to_do_first_after_a_restart_stays_asked_about(cooking_parser):
    """Both steps are meant ("first"), and the order is not read: the pronoun is not resolved."""
    result = cooking_parser.parse("fry the garlic oh wait crush it first with the garlic press")
    assert result.command is None


@pytest.mark.parametrize("text, meant", [
    ("peel the turnips sorry not the turnips the parsnips", "peel(parsnip)"),  # the old value taken back first
    ("crack four eggs into the ramekins sorry not four two", "open(2, egg, ramekin)"),
    ("add a teaspoon of cumin oh hang on turmeric not cumin", "add(1 tsp, turmeric, *[ingredients]*)"),  # or after
    ("steam the green beans for seven minutes scratch that five", "cook(green bean, 5 min)"),
    ("add the vegetable stock make it three hundred millilitres", "add(300 ml, stock, *[ingredients]*)"),  # none said
])
def test_a_correction_may_take_the_old_value_back_or_give_one_unsaid(cooking_parser, text, meant):
    """Sixtieth-session blind probes 194 and 195, written after the rule for corrections."""
    assert format_predicates(cooking_parser.parse(text).command.predicates) == meant


def test_scratch_that_alone_still_takes_the_command_back(cooking_parser):
    assert cooking_parser.parse("add the sugar no scratch that").command is None


@pytest.mark.parametrize("text, meant", [
    ("season the steak with sea salt and black pepper actually just the salt", "add(salt, steak)"),  # cut to it
    ("beat the eggs with the milk oh sorry with the cream", "mix([egg, cream], *whisk*)"),  # the milk alone
    # a value of another kind that one argument's role holds: an appliance for a utensil
    ("cook the rice in the saucepan actually just use the rice cooker", "cook(rice, rice cooker)"),
    ("beat the egg whites with the hand mixer erm actually the balloon whisk", "mix(egg white, whisk)"),
    # probe 265: the value taken back by name; "use" replaces what "with" led; the command going on after
    ("grab the yogurt and the muesli no not the muesli the chia seeds", "take([yogurt, chia seed])"),
    ("cover the jug with cling film no wait use a plate and put it in the fridge",
     "[cover(jug, plate), put(jug, fridge)]"),
    ("beat the egg whites with the whisk actually use the electric mixer until stiff", "mix(egg white, mixer, stiff)"),
    ("bake the frittata for fifteen minutes actually twenty at one hundred and ninety degrees",
     "cook(frittata, *oven*, 190 deg, 20 min)"),
    # probe 274: no preposition said, the one value said with none replaced
    ("mix the prawns with the yogurt oh sorry i meant the chicken", "mix([chicken, yogurt])"),
    # probe 283: the command going on with "for" after the correction
    ("roast the potatoes at two hundred and twenty degrees no two hundred for forty five minutes until crispy",
     "cook(potato, *oven*, crispy, 200 deg, 45 min)"),
    # probe 286: the preposition said leads what it led; several values; one action said twice is no reading
    ("cover the bowl with a tea towel no wait with a plate", "cover(bowl, plate)"),
    ("season the rice with salt pepper and chilli flakes actually just salt and pepper", "add([salt, pepper], rice)"),
    ("season the cod with salt and pepper i mean salt and paprika", "add([salt, paprika], cod)"),
    ("grab me a bag of peas and a bag of sweetcorn actually just the peas", "take(1 bag, pea)"),
    # the last of two steps taken back, the step before kept (sixty-sixth session)
    ("throw in a handful of rolled oats and some sultanas on second thoughts just the oats",
     "add(1 handful, oat, *[ingredients]*)"),
    ("bring the soup to the boil and then simmer it for twenty minutes no sorry half an hour",
     "[cook(soup), cook(soup, 30 min)]"),  # a time corrected: both steps stay
    ("crush the garlic with the knife no use the mortar and pestle", "mash(garlic, mortar)"),  # one value
    # probe 290: the value that shares a word with the new one; several values after a determiner
    ("beat the butter and the caster sugar together until fluffy actually make that the brown sugar",
     "mix([butter, brown sugar], *whisk*, fluffy)"),
    ("put the flour the sugar and the butter in the food processor actually just the flour and the butter",
     "put([flour, butter], food processor)"),
    # sixty-eighth-session blind probe 384: a thing the last clause did not name ("it") is not taken back; a
    # word that describes the new value; a next step whose verb names a value too ("heat")
    ("put the chicken in the roasting tin and drizzle it with olive oil no sorry melted butter",
     "[put(chicken, roasting tin), add(butter, chicken)]"),
    ("put the frying pan on the hob sorry the wok and heat a splash of oil in it",
     "[put(wok, stove), cook(oil, wok, 1 splash)]"),
    ("crack three eggs into the bowl no make that four and whisk them until they're fluffy",
     "[open(4, egg, bowl), mix(egg, *whisk*, fluffy)]"),
    ("grate the cheddar rather than the parmesan", "grate(cheddar)"),  # "than" describes nothing
])
def test_a_correction_keeps_or_replaces_one_value_of_a_list_or_one_of_another_kind(cooking_parser, text, meant):
    """Sixty-third-session blind probes 262 and 265: "actually just the salt" had been ``add([salt,
    pepper], salt)``, "with the cream" ``mix(cream, *whisk*)``, "not the muesli" had lost the yogurt
    and "use a plate" covered the plate, all done; the others were asked about."""
    assert format_predicates(cooking_parser.parse(text).command.predicates) == meant


def test_several_values_that_two_lists_could_take_are_asked_about(cooking_parser):
    """Sixty-third-session blind probe 283: the thyme or the chicken; read whole it had been
    ``add(thyme, [rosemary, sage])``."""
    result = cooking_parser.parse("scatter some thyme over the chicken actually make that rosemary and sage")
    assert result.command is None and result.clarification.reason == "low_confidence"


@pytest.mark.parametrize("text, read", [
    ("drizzle the honey over the porridge uh maple syrup sorry we're out of honey",
     "drizzle the honey over the porridge sorry maple syrup we're out of honey"),
    ("put the bacon on the big plate um the serving dish actually",
     "put the bacon on the big plate actually the serving dish"),
    ("warm the milk for thirty seconds uh twenty", "warm the milk for thirty seconds no twenty"),
    # no value before the cue, no number after a unit, a hesitation inside the command
    ("add the salt uh sorry", "add the salt uh sorry"),
    ("boil the eggs for six minutes uh and then peel them", "boil the eggs for six minutes uh and then peel them"),
    ("add two hundred grams uh of flour", "add two hundred grams uh of flour"),
])
def test_a_correction_said_with_a_hesitation_for_its_cue(cooking_domain, text, read):
    """Seventy-second-session blind probe 497: these had been asked about, the value an unknown argument."""
    tokens = tokenize(text)
    into = hesitated_corrections(tokens, cooking_domain)
    assert " ".join(w for i, t in enumerate(tokens) for w in into.get(i, (t,))) == read


@pytest.mark.parametrize("text, meant", [
    ("drizzle a spoonful of honey over the porridge uh maple syrup sorry we're out of honey",
     "add(1 tbsp, maple syrup, porridge)"),
    ("warm the baby's milk in the microwave for thirty seconds uh twenty", "cook(milk, microwave, 20 s)"),
    ("put the bacon and the sausages on the big plate um the serving dish actually", "put([bacon, sausage], dish)"),
])
def test_the_parser_reads_a_correction_said_with_a_hesitation(cooking_parser, text, meant):
    result = cooking_parser.parse(text)
    assert result.command is not None and format_predicates(list(result.command.predicates)) == meant


def test_not_before_a_value_not_named_before_stays_a_negation(cooking_domain):
    tokens = tokenize("add the milk not the cream")
    assert rejected_values(tokens, cooking_domain) == {}
    tokens = tokenize("turn the pancakes with the fork not the fork the spatula")
    assert rejected_values(tokens, cooking_domain) == {6: ("no", "not")}

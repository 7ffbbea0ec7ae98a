"""Steps said in another order than they are to be done (:mod:`slu_node.ordering`): the words that say
the order, on their own, then the parser's commands in the order to do them."""

import pytest

from slu_node.ordering import Order, done_first, in_order, perfect_steps, said_order
from slu_node.purpose import purpose_clauses
from slu_node.spans import Span
from slu_node.sugar import format_predicates
from slu_node.textnorm import expand_tokens, tokenize


def order_of(domain, text):
    tokens = tokenize(text)
    clauses = purpose_clauses(tokens, domain.verb_starts, domain.known_words, domain.modality_starts)
    return tokens, said_order(tokens, domain.verb_starts, domain.is_value, clauses)


@pytest.mark.parametrize("text, left_out, first_from", [
    ("drain the chickpeas but first grab the colander", ["but", "first"], "grab"),
    ("melt the butter in the microwave and before that take it out of the fridge", ["and", "before", "that"],
     "take"),
    ("blend the soup but take the bay leaves out of it first", ["but", "first"], "take"),
    ("add the eggs after you beat the butter and the sugar", ["after", "you"], "beat"),
])
def test_words_that_put_a_later_step_first_are_found(cooking_domain, text, left_out, first_from):
    tokens, order = order_of(cooking_domain, text)
    assert sorted(tokens[i] for i in order.left_out) == sorted(left_out)
    assert tokens[order.first_from] == first_from


@pytest.mark.parametrize("text", [
    "drain the chickpeas but grab the colander",  # no "first"
    "grab the colander first",  # one step
    "drain pasta with the colander and after you put it in the dish",  # "and after": afterwards
    "add the salt first and then the pepper",
    "stir the soup before serving",  # a "before" clause that says no step
])
def test_steps_said_in_order_stay(cooking_domain, text):
    _, order = order_of(cooking_domain, text)
    assert order.first_from is None and not order.first_last


def test_a_before_clause_that_says_a_step_is_kept(cooking_domain):
    tokens, order = order_of(cooking_domain, "before you add the penne season the water with salt")
    assert [tokens[i] for i in sorted(order.left_out)] == ["before", "you"]
    assert [tokens[i] for i in sorted(order.kept)] == ["add", "the", "penne"]
    assert order.first_last
    tokens, order = order_of(cooking_domain, "line the tin with parchment before you pour the batter into it")
    assert "pour" in [tokens[i] for i in order.kept] and not order.first_last
    # said after the command, its "before" is read as "then" (sixty-eighth-session blind probe 380)
    assert tokens[order.then_at] == "before" and order.then_at not in order.left_out
    # no step in it: left out as before
    _, order = order_of(cooking_domain, "before you forget add a pinch of salt")
    assert order == Order()


@pytest.mark.parametrize("text, sugar", [
    ("heat the oil in the wok until it's hot before you throw in the prawns",
     "[cook(oil, wok, hot), add(shrimp, *[ingredients]*)]"),  # the prawns had been dropped, done
    ("simmer the sauce for ten minutes before you add the cream",
     "[cook(sauce, 10 min), add(cream, *[ingredients]*)]"),  # the cream had been add's place, asked about
])
def test_a_step_said_after_before_is_done_next(cooking_parser, text, sugar):
    result = cooking_parser.parse(text)
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == sugar


def test_a_step_said_done_with_a_perfect_is_read_after_you(cooking_domain):
    for text, read in [("once you've spread the passata over the pizza", "after you spread the passata over the pizza"),
                       ("when you have mashed the bananas", "after you mash the bananas"),
                       ("add the eggs after you've beaten the butter", "add the eggs after you beat the butter"),
                       ("when you've finished", "when you've finished")]:  # no verb of the domain
        tokens = tokenize(text)
        assert " ".join(expand_tokens(tokens, perfect_steps(tokens, cooking_domain.verb_starts), None)[0]) == read


class _Draft:
    def __init__(self, name, *starts):
        self.name, self.spans = name, [Span("object", s, s + 1, "x", 1.0) for s in starts]


def test_drafts_said_from_a_token_go_first_in_the_order_said():
    a, b, c = _Draft("a", 1), _Draft("b", 5), _Draft("c", 9)
    assert [d.name for d in done_first([a, b, c], 4)] == ["b", "c", "a"]
    assert [d.name for d in done_first([a, b, c], 4, 8)] == ["b", "a", "c"]
    assert [d.name for d in done_first([a, b, c], 12)] == ["a", "b", "c"]  # nothing said from there
    bare = _Draft("bare")  # no span: keeps the place of the draft before it
    assert [d.name for d in done_first([a, b, bare], 4)] == ["b", "bare", "a"]
    assert [d.name for d in in_order(None, [a, b, c], Order(first_last=True), None)] == ["b", "c", "a"]


@pytest.mark.parametrize("text, expected", [
    ("drain the chickpeas but first grab the colander", "[take(colander), sieve(chickpea)]"),
    ("blend the soup but take the bay leaves out of it first", "[separate(bay leaf, soup), mix(soup, *blender*)]"),
    ("melt the butter in the microwave for thirty seconds and before that take it out of the fridge",
     "[remove(butter, fridge), cook(butter, microwave, 30 s)]"),
    ("before you add the penne season the water with a handful of salt",
     "[add(1 handful, salt, water), add(penne, *[ingredients]*)]"),
    ("wrap the dough in cling film after you've kneaded it and then put it in the fridge",
     "[knead(dough), cover(dough, cling film), put(dough, fridge)]"),
    ("once you've crushed the garlic in the garlic press add it to the sauce",
     "[mash(garlic, garlic press), add(garlic, sauce)]"),
])
def test_the_parser_puts_the_steps_in_the_order_to_do_them(cooking_parser, text, expected):
    """Fifty-eighth-session blind probe 115: the first three had been done in the order said, the
    fourth without its penne, the last two asked about."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected


@pytest.mark.parametrize("text, expected", [
    ("drain the noodles oh wait take the pot off the hob first", "[remove(pot, stove), sieve(noodle)]"),
    ("knead the pizza dough oh wait add a bit more flour first", "[add(flour, *[ingredients]*), knead(dough)]"),
    # before the step said last before it, not before all (probe 265); after "but", before all (probe 115)
    ("cook the omelette over a medium heat for three minutes then flip it oh wait check it's set first",
     "[cook(omelette, medium heat, 3 min), check(set, omelette), turn(omelette)]"),
    ("peel the potatoes and then boil them but grab the peeler first", "[take(peeler), peel(potato), cook(potato)]"),
    ("drain the chickpeas in the colander oh wait first open the tin of chickpeas",
     "[open(1 can, chickpea), sieve(chickpea, colander)]"),  # probe 274
    ("pour the soup into the bowls oh first pick the bay leaves out of it",
     "[separate(bay leaf, soup), add(soup, bowl)]"),  # probe 292
    ("add the potatoes oh hang on peel them first", "[peel(potato), add(potato, *[ingredients]*)]"),  # 294
    # the pronoun of the step remembered (sixty-fourth-session probe 304): its number picks the thing,
    # or the object among things of one type
    ("scatter the cherry tomatoes over the rocket sorry put it in the salad bowl first",
     "[put(rocket, salad bowl), add(cherry tomato, rocket)]"),
    ("add the garlic to the onion oh wait crush it with the garlic press first",
     "[mash(garlic, garlic press), add(garlic, onion)]"),
    # "first" before an aside or a goodnight (probe 307)
    ("add a tin of kidney beans to the pot oh drain them first sophie it's not spicy i promise",
     "[sieve(bean), add(1 can, bean, pot)]"),
    ("put the leftovers in the fridge oh and cover them with cling film first night night everyone",
     "[cover(leftovers, cling film), put(leftovers, fridge)]"),
])
def test_a_step_remembered_after_an_editing_term_goes_first(cooking_parser, text, expected):
    """Sixty-third-session blind probe 262: "oh wait" had been read as a self-repair that took the
    first step back, and only the second was done."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected


@pytest.mark.parametrize("text", [
    "spread the butter on the bread after you've toasted it",  # two things of one number: asked (probe 89)
    "pour the cake batter into the tin oh wait line it with baking paper first",  # the verb decides: asked
])
def test_a_pronoun_the_order_leaves_open_is_asked_about(cooking_parser, text):
    assert cooking_parser.parse(text).command is None


@pytest.mark.parametrize("text, sugar", [
    # seventy-fifth-session blind probe 615: two steps joined by when or in which order to do them
    ("pour the custard into the jug before that though strain it through the sieve",
     "[sieve(custard, sieve), add(custard, jug)]"),
    ("brush the pie with beaten egg and right after you've done that bake it at one eighty for forty minutes",
     "[add(egg, pie), cook(pie, *oven*, 180 deg, 40 min)]"),
    ("open a tin of coconut milk pour it into the pot and as soon as it starts to simmer add the curry paste",
     "[open(1 can, coconut milk), add(coconut milk, pot), add(curry powder, *[ingredients]*)]"),
])
def test_the_parser_orders_steps_joined_by_time_words(cooking_parser, text, sugar):
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == sugar


def test_a_condition_said_first_with_its_own_infinitive_waits(cooking_parser):
    """"as soon as it starts *to simmer*": the clause's verb, not a command (done at once before)."""
    result = cooking_parser.parse("as soon as it starts to simmer add the curry paste")
    assert result.command is None and result.clarification.reason == "low_confidence"

"""Purpose and reason clauses after a command (:mod:`slu_node.purpose`), on the cooking domain and
its trained parser."""

import pytest

from slu_node.asides import trailing_asides
from slu_node.purpose import fronted_condition, purpose_clauses, restated_verbs, stated_fact
from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize


def _kept(text, domain):
    tokens = tokenize(text)
    gone = purpose_clauses(tokens, domain.verb_starts, domain.known_words, domain.modality_starts)
    return " ".join(t for i, t in enumerate(tokens) if i not in gone)


@pytest.mark.parametrize("text, kept", [
    ("stir the soup so it doesn't burn", "stir the soup"),
    ("stir the soup so that it doesn't burn", "stir the soup"),
    ("stir the soup so the bottom doesn't catch", "stir the soup"),  # a determiner after "so"
    ("cover the bowl to keep it warm", "cover the bowl"),  # a purpose verb the cooking_domain knows
    ("put the butter in the microwave to soften it", "put the butter in the microwave"),  # one it does not
    ("cover the bowl in order to keep it warm", "cover the bowl"),
    ("add a pinch of salt to bring out the flavour", "add a pinch of salt"),  # a phrasal verb of the domain's
    ("leave the chive to bring to a boil", "leave the chive to bring to a boil"),  # cook's own expression
    ("peel the potatoes because we're making mash", "peel the potatoes"),
    ("stir the risotto while it cooks", "stir the risotto"),
    ("stir the sauce or it will stick to the pan", "stir the sauce"),
    ("squeeze the lemon over the fish for some extra flavour", "squeeze the lemon over the fish"),
    ("mix the flour and the sugar before you add the eggs", "mix the flour and the sugar"),
    ("stir the soup before serving", "stir the soup"),
    ("stir the soup so it doesn't burn and then add the salt", "stir the soup and then add the salt"),
    # "and then" and a subject with no verb of the domain: the reason goes on (seventieth-session blind
    # probe 448, read as a second put)
    ("put the cake on the wire rack because cream on a warm cake slides straight off and then you've got a puddle",
     "put the cake on the wire rack"),
    ("stir the soup so it doesn't burn and then you add the salt", "stir the soup and then you add the salt"),
    ("whisk the batter until there are no lumps", "whisk the batter"),  # an "until" clause with no state
    ("stir the sauce until it thickens and then add the salt", "stir the sauce and then add the salt"),
    ("grate the cheese so it melts then add it to the pasta", "grate the cheese then add it to the pasta"),
    # warnings and cases (sixty-second-session blind probes 234 and 237)
    ("heat the oil in the wok until it's hot or the noodles will stick", "heat the oil in the wok until it's hot"),
    ("take the frying pan off the burner otherwise the caramel will burn", "take the frying pan off the burner"),
    ("add the milk or the cream", "add the milk or the cream"),  # a choice: no word of what will be
    ("crack the eggs into a bowl first in case one of them is bad and then whisk them",
     "crack the eggs into a bowl first and then whisk them"),
    ("so it doesn't boil over take the lid off the pot", "take the lid off the pot"),  # the clause's own verb
    # said before the command (twenty-fifth session)
    ("before you add the eggs melt the butter", "melt the butter"),
    ("okay while the pasta cooks grate the cheese", "okay grate the cheese"),
    ("before adding the flour melt the butter", "melt the butter"),
    ("while it's still warm mash the potatoes", "mash the potatoes"),  # "warm" says how it is
    ("since you're there grab me the salt", "grab me the salt"),
    ("try to flip the omelette without breaking it", "try to flip the omelette"),  # how, not a second action
    # what a thing waits to do, then for how long: the time is the command's (sixty-eighth-session probe 378)
    ("pop it in the fridge to rest for half an hour", "pop it in the fridge for half an hour"),
    ("put the dough in the fridge to chill for an hour", "put the dough in the fridge for an hour"),
    ("put the dough in the fridge to chill", "put the dough in the fridge to chill"),  # no time: put's verb
    # seventy-second-session blind probe 505, a grandparent explaining: "that way", "so nobody", "so that even"
    ("put them on the wire rack that way the bottoms won't go soggy", "put them on the wire rack"),
    ("cut the cores out so nobody ends up with a pip", "cut the cores out"),
    ("blend the soup until it's smooth so that even your brother will eat it", "blend the soup until it's smooth"),
    ("whilst the oven heats up knead the dough", "knead the dough"),  # said first, British
    # seventy-sixth-session blind probes 643 and 646: "edge" had been asked about
    ("chuck in a teaspoon of sugar to take the edge off the acidity", "chuck in a teaspoon of sugar"),
    ("put it in cold water to take the edge off", "put it in cold water"),
])
def test_purpose_clause_is_left_out(cooking_domain, text, kept):
    assert _kept(text, cooking_domain) == kept


@pytest.mark.parametrize("text", [
    "so now heat the squid",  # "so" before any verb, and before a verb
    "use the whisk to beat the eggs",  # an instrument's expression
    "add two or three eggs",  # a choice: "or" before no subject pronoun
    "add the milk or the cream",
    "add the salt to the soup",  # "to" before a determiner: where it goes
    "bring the water to the boil",
    "remember to stir the soup",
    "i want you to peel the carrots",
    "give it to me",
    "cook the pasta for ten minutes",  # "for" before a time or words the cooking_domain knows
    "stir it for a bit",
    "add the salt for me",
    "add sugar to taste",
    "whisk the eggs after you crack them",  # "after" puts the command off
    "leave the rice to bring to the boil",  # a verb phrase of the cooking_domain after "to"
    "after you peel the potatoes mash them",  # "after" first: two actions in the order said
    "before you add the eggs",  # no command after the clause
    "while stirring add the milk",  # no subject
    "fry the bacon until it's crispy",  # the state it waits for
    "whisk the eggs until they are stiff peaks",
])
def test_what_is_no_purpose_clause_stays(cooking_domain, text):
    assert _kept(text, cooking_domain) == " ".join(tokenize(text))


@pytest.mark.parametrize("text, sugar", [
    ("take the eggs out of the fridge so they warm up", "remove(egg, fridge)"),  # had been + cook(...)
    ("hand me the whisk so i can beat the eggs", "take(whisk)"),  # had been + mix(egg, *whisk*)
    ("take the pan off the heat so it doesn't boil over", "remove(pan, stove)"),  # had been negated
    ("mash the bananas with a fork until there are no lumps", "mash(banana, fork)"),  # "no" had taken it back
    ("fry the bacon until it's nice and crispy", "add(bacon, *oil*, crispy)"),  # "nice and": a filler
])
def test_parser_acts_on_the_command_alone(cooking_parser, text, sugar):
    result = cooking_parser.parse(text)
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == sugar


@pytest.mark.parametrize("text, sugar", [
    ("take the pan off the heat so it doesn't boil over", "remove(pan, stove)"),  # its subject opens it
    ("hand me the whisk so i can beat the eggs", "take(whisk)"),
    ("put the butter in the microwave to soften it", None),  # "to" and "for" clauses stay
    ("squeeze the lemon over the fish for some extra flavour", None),
    ("whisk the batter until there are no lumps", None),
])
def test_in_noise_only_a_clause_its_subject_opens_is_left_out(cooking_parser, text, sugar):
    """Below the policy's SNR gate a word after "to", "for" or "until" may be one the recogniser made
    up: that clause stays, and what it says is asked about. A clause that "so", "while", "because"
    ... open with a subject is left out in noise too (twenty-eighth session: at 10 dB, 7 more of the
    484 hand-written spoken commands right and 2 fewer done wrong)."""
    result = cooking_parser.parse(text, snr_db=5.0)
    assert result.accepted == (sugar is not None)
    if sugar:
        assert format_predicates(result.command.predicates) == sugar
    assert cooking_parser.parse(text).accepted  # typed, each clause is left out


@pytest.mark.parametrize("text, kept", [
    ("check the chicken to make sure it's cooked through", "check the chicken it's cooked through"),
    ("test the cake to see if it's done", "test the cake it's done"),
    ("look at the sauce and see if it's thick", "look at the sauce it's thick"),
    ("have a look and see if the cake's done", "have a look the cake's done"),  # check's "look" as a noun (probe 340)
    ("check the oil and check the pasta", "check the oil and check the pasta"),  # a value follows: two checks
    ("use the whisk to whisk it", "use the whisk to whisk it"),  # "the whisk" is no verb; "it" an object
    ("add the salt and add it to the pot", "add the salt and add it to the pot"),
])
def test_an_actions_verb_said_again_before_what_it_looks_at_is_left_out(cooking_domain, text, kept):
    tokens = tokenize(text)
    gone = restated_verbs(tokens, cooking_domain)
    assert " ".join(t for i, t in enumerate(tokens) if i not in gone) == kept


def test_a_check_said_with_make_sure_is_one_check(cooking_parser):
    """Twenty-fourth-session probe: "check the chicken to make sure it's cooked through" had been two
    checks, the second with no object, and was asked about."""
    result = cooking_parser.parse("check the chicken to make sure it's cooked through")
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == "check(cooked, chicken)"



@pytest.mark.parametrize("text, condition", [
    ("when the water boils add the pasta", "when the water boils"),
    ("if the soup is too thick add some water", "if the soup is too thick"),
    ("okay once the oil is hot add the onions", "once the oil is hot"),
    ("when you're done cover the bowl", "when you're done"),
    ("add the pasta when the water boils", ""),  # said after: cues.conditions finds it
    ("when the water boils", ""),  # no command after it
    ("once more stir the soup", ""),  # no subject after "once"
    ("as soon as the butter has melted throw in the garlic", "as soon as the butter has melted"),  # probe 380
    ("as soon as possible take the pan off the stove", ""),  # a courtesy
])
def test_a_condition_said_first(cooking_domain, text, condition):
    tokens = tokenize(text)
    found = fronted_condition(tokens, cooking_domain.verb_starts)
    assert " ".join(tokens[i] for i in found) == condition


@pytest.mark.parametrize("text, statement, thing", [
    ("the oil is hot now add the onions", "the oil is hot now", "oil"),
    ("okay the soup is ready so stir it", "the soup is ready so", "soup"),
    ("the pasta is already cooked", "", ""),  # no command after it: cues.statements asks
    ("is the oil hot then add the onions", "", ""),  # a question: asked_states reads it
    ("beef are add in the eggs whisk the sugar", "", ""),  # a verb right after "are": no statement
    ("the butter has melted, add the flour", "the butter has melted", "butter"),
    ("the milk is warm, whisk in the eggs", "the milk is warm", "milk"),  # "warm" a state, not cook's verb
    # where the thing is said before the form (seventy-first-session blind probe 478)
    ("the pot at the back has started boiling take it off the heat", "the pot at the back has started boiling",
     "pot"),
    ("the sauce in the little saucepan is too thick add some water", "the sauce in the little saucepan is too thick",
     "sauce"),
    ("the pot on the hob stir it", "", ""),  # no form of "be": no statement
])
def test_a_statement_said_first(cooking_domain, text, statement, thing):
    tokens = tokenize(text)
    found, about = stated_fact(tokens, cooking_domain.verb_starts, cooking_domain.is_thing,
                               cooking_domain.modality_starts)
    assert (" ".join(tokens[i] for i in found), about) == (statement, thing)


def test_a_statement_said_first_asks_nothing_and_gives_its_pronouns_a_thing(cooking_parser):
    """"the oil is hot now add the onions" had been ``add([oil, onion], ..., hot)``, done; "the soup is
    ready so stir it" asked what "it" was (fifty-second session)."""
    from slu_node.sugar import format_predicates

    assert format_predicates(cooking_parser.parse("the oil is hot now add the onions").command.predicates) == (
        "add(onion, *[ingredients]*)")
    assert format_predicates(cooking_parser.parse("the soup is ready so stir it").command.predicates) == "mix(soup)"


@pytest.mark.parametrize("text, kept", [
    ("to stop the spaghetti sticking together add a splash of olive oil", "add a splash of olive oil"),
    ("to draw out the bitterness sprinkle the aubergines with salt", "sprinkle the aubergines with salt"),
    ("so the chocolate doesn't seize melt it slowly", "melt it slowly"),
    ("to the bowl add the eggs", "to the bowl add the eggs"),  # a place, not an infinitive
    ("so we add the milk and stir it", "so we add the milk and stir it"),  # a person's subject: a command
])
def test_a_purpose_said_first_is_left_out(cooking_domain, text, kept):
    """A purpose said before the command (fifty-sixth-session probe 93), typed; in noise
    (``subject_only``) only the clauses a subject opens after a command are read so."""
    assert _kept(text, cooking_domain) == kept
    tokens = tokenize(text)
    heard = purpose_clauses(tokens, cooking_domain.verb_starts, cooking_domain.known_words,
                            cooking_domain.modality_starts, subject_only=True)
    assert not heard.intersection(range(2))


@pytest.mark.parametrize("text, kept", [
    ("add the sugar now my mother always used brown but white is fine", "add the sugar now"),
    ("take the chicken out and cover it with foil we always did that at christmas",
     "take the chicken out and cover it with foil"),
    ("crack two eggs into the jug my harold never could do that", "crack two eggs into the jug"),
    # said of the speaker, though a verb of the domain follows (sixty-second-session blind probes 236, 240)
    ("would you separate the eggs for me i can't crack them one handed", "would you separate the eggs for me"),
    ("crack the eggs into the jug for me please i'd get shell everywhere", "crack the eggs into the jug for me please"),
    ("take the seeds out of the pomegranate please it's too fiddly", "take the seeds out of the pomegranate please"),
    ("drain the potatoes and mash them with the masher i'm worn out",
     "drain the potatoes and mash them with the masher"),
    ("take the lid off the casserole dish my arms feel like lead", "take the lid off the casserole dish"),
    # the speaker's own need, a request phrase before "to" and no verb of the domain (sixty-seventh session)
    ("let it simmer for twenty five minutes i need to sit down", "let it simmer for twenty five minutes"),
    ("peel the potatoes i need to grab the salt", "peel the potatoes i need to grab the salt"),
    # after a thing whose last word starts a verb ("pan fry"): sixty-ninth-session blind probe 411
    ("put the lid on the frying pan it's spitting everywhere", "put the lid on the frying pan"),
    # a word that points at what is at hand, with "be" after it (blind probe 417)
    ("peel four apples with the peeler these are from next door's tree", "peel four apples with the peeler"),
    ("put the griddle on a high heat this is my favourite bit", "put the griddle on a high heat"),
    ("strain the custard through the sieve there are always a few lumps", "strain the custard through the sieve"),
    ("fry the shallots gently until they're soft sorry about the drilling the neighbours are redoing their bathroom",
     "fry the shallots gently until they're soft"),  # an apology
    ("check the custard is hot and then we're done just in time", "check the custard is hot"),  # the work over
    ("bake the cookies for twelve minutes they'll firm up as they cool", "bake the cookies for twelve minutes"),
    # after a request phrase of the domain said first (seventy-second-session blind probe 504: asked about)
    ("gimme a bag of crisps i'm starving", "gimme a bag of crisps"),
])
def test_an_aside_after_the_command_is_left_out(cooking_domain, text, kept):
    """A clause with its own subject after the command (fifty-sixth-session probe 95)."""
    tokens = tokenize(text)
    gone = trailing_asides(tokens, cooking_domain.verb_starts, cooking_domain.is_thing,
                           tuple(cooking_domain.request_phrases))
    assert " ".join(t for i, t in enumerate(tokens) if i not in gone) == kept


@pytest.mark.parametrize("text, kept", [
    ("drain the potatoes in the colander mum do you want a cup of tea while we wait",
     "drain the potatoes in the colander"),  # "while we wait" takes nothing back
    ("steam the cauliflower in the steamer basket for eight minutes gran would you like a sherry",
     "steam the cauliflower in the steamer basket for eight minutes"),
    ("put it in the oven for ten minutes auntie jo don't touch that it's scalding", "put it in the oven for ten minutes"),
    ("stir the gravy with the wooden spoon until it's thickened it's like a sauna in here isn't it",
     "stir the gravy with the wooden spoon until it's thickened"),
    ("take the muffin tin out of the oven the yorkshires have puffed up beautifully look at that grandad",
     "take the muffin tin out of the oven"),
    # what a child helping is told of themselves (sixty-fifth-session blind probe 335)
    ("melt seventy five grams of butter in the microwave you're standing so nicely on your step",
     "melt seventy five grams of butter in the microwave"),
    ("peel three bananas you did the first one all by yourself clever boy", "peel three bananas"),
    ("peel the beetroot and once you've done that boil it", "peel the beetroot and once you've done that boil it"),
    # a parent cooking with children (sixty-sixth-session blind probe 337: asked about)
    ("melt a knob of butter in the pan ooh listen to it sizzle lily", "melt a knob of butter in the pan"),
    ("check if the cookies are golden mmm they smell yummy don't they", "check if the cookies are golden"),
    ("put the apples in the saucepan no lily the peel goes in the bin", "put the apples in the saucepan"),
    ("add the pasta to the water lily how many pasta shapes can you count", "add the pasta to the water"),
    # answers to a child's questions and a warning (sixty-eighth-session blind probe 383)
    ("add a splash of olive oil yes olive oil comes from olives clever girl", "add a splash of olive oil"),
    ("add the salt to the flour and yes yeast is actually alive", "add the salt to the flour"),
    ("melt the butter on a low heat no butter doesn't come out of cows", "melt the butter on a low heat"),
    ("slide it onto the chopping board careful darling it's still really hot", "slide it onto the chopping board"),
    ("add the salt no add the pepper", "add the salt no add the pepper"),  # a verb after "no": a correction
    ("put the butter in the microwave no don't it'll go everywhere",
     "put the butter in the microwave no don't it'll go everywhere"),  # taken back, no answer
    # a question to a person on the phone or in the room (probe 388)
    ("heat a splash of oil in the frying pan mum is the shed roof still leaking", "heat a splash of oil in the frying pan"),
    ("grate it into the salad bowl so when do you start", "grate it into the salad bowl"),
    ("add the pasta when the water boils", "add the pasta when the water boils"),  # when, no question
    ("drizzle the honey over the yogurt oh but sprinkle the granola on it first",  # "but" calls no one
     "drizzle the honey over the yogurt oh but sprinkle the granola on it first"),
    # baking with a child (seventieth-session blind probe 443): a warning before the name, a plan or an
    # order told them
    ("put the butter in the microwave careful ollie the bowl gets really hot", "put the butter in the microwave"),
    ("separate an egg ollie we'll save the white for another day", "separate an egg"),
    ("put the cookies in the tupperware ollie say thank you to the robot", "put the cookies in the tupperware"),
    # a cook's run-on sentences and explanations (probes 448 and 451): an aside joined by "and", what the
    # thing does, what that is
    ("grate some parmesan on the fine side and my sister likes it like snow", "grate some parmesan on the fine side"),
    ("add the salt and my pepper", "add the salt and my pepper"),  # "and" joins two things
    ("sift the flour through the sieve it gets rid of any lumps", "sift the flour through the sieve"),
    ("let it cook for ten minutes that's usually about right", "let it cook for ten minutes"),
    ("add two eggs my mistake three eggs", "add two eggs my mistake three eggs"),  # a self-correction
    # an apology with its own subject (probe 455); not one that names a thing, a correction misheard
    # ("sorry i meant the round cake tin"): "sorry" stays, and the parser asks
    ("throw the garlic in too sorry i'm so slow tonight", "throw the garlic in too"),
    ("tip the tomatoes into the pan sorry that splashed everywhere", "tip the tomatoes into the pan"),
    ("line the loaf tin with baking paper sorry i'm and around cake tin", "line the loaf tin with baking paper sorry"),
    # a cook's statement of how things are (probe 461), a gerund's too; not a state the command checks or
    # waits for, a thing's own name ("the tomato sauce") nor the next step after "and"
    ("season the steaks with sea salt and black pepper salting early pulls moisture to the surface",
     "season the steaks with sea salt and black pepper"),
    ("peel the potatoes with the peeler a knife takes half the potato away", "peel the potatoes with the peeler"),
    ("put the pan on the hob the oil is hot", "put the pan on the hob"),
    ("make sure the oil is hot", "make sure the oil is hot"),
    ("stir until the onions are soft", "stir until the onions are soft"),
    ("peel the potatoes using the big steamer and turn them", "peel the potatoes using the big steamer and turn them"),
    ("grab me the big stockpot would you", "grab me the big stockpot would you"),  # a request's tag
    ("drain it in the sieve i meant the colander the sieve is too small",  # a correction, then its reason
     "drain it in the sieve i meant the colander"),
    ("throw in the turmeric oh sorry the cumin goes in first",
     "throw in the turmeric oh sorry the cumin goes in first"),
])
def test_talk_to_the_family_after_the_command_is_left_out(cooking_domain, text, kept):
    """Sixty-fourth-session blind probe 300 (a Sunday roast with the family): asked about at first."""
    tokens = tokenize(text)
    gone = trailing_asides(tokens, cooking_domain.verb_starts, cooking_domain.is_thing,
                           tuple(cooking_domain.request_phrases), cooking_domain.known_words)
    assert " ".join(t for i, t in enumerate(tokens) if i not in gone) == kept


@pytest.mark.parametrize("text", [
    "peel the potatoes and then we mash them",  # the recipe's "we" and a verb: a command
    "add the salt to the soup wait i'll do it",  # a take-back
    "put the beef in the oven for the kids would like it",  # no "you" after the modal
    "flip my pancake over please",  # a possessive of the object
    "put it in my bowl",
    "add the salt i mean the pepper",  # a self-correction
    "then we need seven bottles of milk",  # a request phrase
    "we always stir it like this",  # nothing said before it
    "peel the potatoes i'd like them mashed",  # a wish
    "peel the potatoes i'd rather do it myself",
])
def test_what_is_no_aside_stays(cooking_domain, text):
    tokens = tokenize(text)
    assert not trailing_asides(tokens, cooking_domain.verb_starts, cooking_domain.is_thing,
                               tuple(cooking_domain.request_phrases))


@pytest.mark.parametrize("text, kept", [
    ("stir the sauce while you pour the milk into it", "stir the sauce while you pour the milk into it"),
    ("while you whisk the eggs heat the oil in the wok", "while you whisk the eggs heat the oil in the wok"),
    ("grate the cheese while the pasta cooks", "grate the cheese"),  # a background, not asked for
    ("stir the sauce while you're at it", "stir the sauce"),
])
def test_while_you_and_a_verb_is_a_second_action(cooking_domain, text, kept):
    """"while you" and a verb of the domain asks for a second action at once (fifty-sixth-session
    probe 98); "while" before anything else says when."""
    assert _kept(text, cooking_domain) == kept


@pytest.mark.parametrize("text", [
    "bash the biscuits to bits with the rolling pin",  # what they are crushed to, not what for
    "mash the garlic to a paste with the pestle",
])
def test_what_a_thing_is_crushed_to_is_no_purpose(cooking_domain, text):
    tokens = tokenize(text)
    assert not purpose_clauses(tokens, cooking_domain.verb_starts, cooking_domain.known_words)


@pytest.mark.parametrize("text", [
    # a step the tagger left untagged, a verb and its thing (sixty-eighth-session blind probe 400: done as
    # cook(*[ingredients]*), "sear" alone read)
    "i know you like yours rare season the steaks with salt and pepper and sear them in the griddle pan",
    # a thing wanted, tagged as a verb ("toast" had been done as cook(*[ingredients]*))
    "the kids want toast put four slices of bread in the toaster",
    # a last step said with its particle alone (sixty-ninth session: typed probe 269 had dropped it)
    "garlic crushed with the flat of the knife then in",
])
def test_a_step_the_tagger_did_not_read_is_asked_about(cooking_parser, text):
    result = cooking_parser.parse(text)
    assert not result.accepted and result.command is None


def test_a_thing_left_somewhere_warm_waits(cooking_parser):
    """Sixty-eighth-session blind probe 400: "warm" had been read as cook's verb, a second action."""
    result = cooking_parser.parse("cover the dough with a tea towel and leave it somewhere warm")
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == "cover(dough, tea towel)"


@pytest.mark.parametrize("text, reason", [
    ("i've gone and lost my reading glasses again so would you tell me whether the chicken is cooked through dear",
     "i've gone and lost my reading glasses again so"),
    ("it's gone cold so will you warm the soup", "it's gone cold so"),
    # a need of an hour asks for the time, no reason to leave out (seventy-fourth-session blind probe 557)
    ("the cake needs an hour at one eighty degrees so bake it", ""),
    # guards a regression: a need of no amount stays a reason
    ("the cake needs a bit of colour so bake it", "the cake needs a bit of colour so"),
])
def test_a_reason_said_first_before_so_and_a_request(cooking_domain, text, reason):
    """Seventy-fourth-session blind probe 560, an elderly speaker: "so would you" had been asked about."""
    from slu_node.purpose import reason_first

    tokens = tokenize(text)
    found, _ = reason_first(tokens, cooking_domain.verb_starts, cooking_domain.is_thing,
                            tuple(cooking_domain.request_phrases))
    assert " ".join(tokens[i] for i in found) == reason


@pytest.mark.parametrize("text, condition", [
    ("should the caramel start to smoke pull the pan off the heat", "should the caramel start to smoke"),
    ("should the caramel start to smoke pull the pan off the heat straight away", "should the caramel start to smoke"),
    # guard a regression: "should" asking, or after its subject, opens no condition
    ("should i add the salt", ""),
    ("you should add the salt", ""),
])
def test_should_opens_an_inverted_condition(cooking_domain, text, condition):
    """A not-command of ``tests/fixtures/cooking_not_commands.txt``: without "straight away" it had been
    done as remove(pan, stove) (seventy-fourth session)."""
    tokens = tokenize(text)
    found = fronted_condition(tokens, cooking_domain.verb_starts)
    assert " ".join(tokens[i] for i in found) == condition


@pytest.mark.parametrize("text", [
    "should the caramel start to smoke pull the pan off the heat",
    # guards a regression: asked about before "should" opened a condition too
    "should the caramel start to smoke pull the pan off the heat straight away",
])
def test_a_command_after_an_inverted_condition_is_not_done(cooking_parser, text):
    assert cooking_parser.parse(text).command is None


@pytest.mark.parametrize("text, kept", [
    ("sprinkle a tablespoon of caster sugar over the pie that was my little secret",
     "sprinkle a tablespoon of caster sugar over the pie"),
    ("stir the soup that was a long day", "stir the soup"),
    # guards a regression: "that" opens what is checked
    ("check that the oil is hot", "check that the oil is hot"),
])
def test_that_was_after_the_command_is_an_aside(cooking_domain, text, kept):
    """Seventy-fourth-session blind probe 575 (a grandparent's memories): asked about as unknown words."""
    tokens = tokenize(text)
    gone = trailing_asides(tokens, cooking_domain.verb_starts, cooking_domain.is_thing,
                           tuple(cooking_domain.request_phrases), cooking_domain.known_words)
    assert " ".join(t for i, t in enumerate(tokens) if i not in gone) == kept


@pytest.mark.parametrize("text, expected", [
    # a reason's "so" and "would you" (:mod:`slu_node.purpose`)
    ("i've gone and lost my reading glasses again so would you tell me whether the chicken is cooked through dear",
     "check(cooked, chicken)"),
    # a habit of the past (:data:`slu_node.cues.REPORTING_PHRASES`) and the command after "so please" or
    # "but would you" (:mod:`slu_node.asides`)
    ("i used to make the gravy myself you know but nowadays you do a far better job so please warm the gravy up "
     "in the small saucepan", "cook(gravy, saucepan)"),
    ("well now we used to do all this by hand in my day but would you blend the soup with the stick blender please",
     "mix(soup, blender)"),
    # "that was" after the command (:func:`slu_node.asides.trailing_asides`)
    ("sprinkle a tablespoon of caster sugar over the pie that was my little secret", "add(1 tbsp, sugar, pie)"),
    # guards a regression: someone else's habit, and "that" opening what is checked
    ("just like mother used to do please grate a little nutmeg over the custard", "grate(nutmeg)"),
    ("check that the oil is hot", "check(hot, oil)"),
    # a purpose after the command said after a reason's "so" is left out (:mod:`slu_node.parser`)
    ("the first batch is done so cover the pancakes with a tea towel to keep them warm", "cover(pancake, tea towel)"),
])
def test_the_parser_does_the_command_after_talk_of_the_past(cooking_parser, text, expected):
    """Seventy-fourth-session blind probes 560 (an elderly speaker), 95, 575 and 565: asked about, out of
    the domain, or the command taken for an aside."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected


def test_a_need_of_an_hour_is_not_done_without_the_hour(cooking_parser):
    """Seventy-fourth-session blind probe 557: done as cook(cake, *oven*), the time and the heat left out
    with the reason; asked about, or done with them."""
    result = cooking_parser.parse("the cake needs an hour and a quarter at one seventy degrees so bake it now")
    assert result.command is None or "75 min" in format_predicates(result.command.predicates)


@pytest.mark.parametrize("text, kept", [
    # seventy-fifth-session blind probe 597
    ("to keep the pancakes warm put them in the oven", "put them in the oven"),
    ("since the sauce is still too thin let it simmer on a low heat", "let it simmer on a low heat"),
    ("in order to get a really crispy skin roast the chicken", "roast the chicken"),
    ("stir the sauce every few minutes to make sure it doesn't catch", "stir the sauce every few minutes"),
    ("whip the cream until it's thick as we're piping it onto the cake", "whip the cream until it's thick"),
    ("stir the sauce to make sure it's smooth", "stir the sauce to make sure it's smooth"),  # check's own
])
def test_purposes_and_reasons_of_blind_probe_597_are_left_out(cooking_domain, text, kept):
    assert _kept(text, cooking_domain) == kept


@pytest.mark.parametrize("text, expected", [
    ("to keep the pancakes warm put them in the oven at one hundred degrees", "put(pancake, oven, 100 deg)"),
    ("since the sauce is still too thin let it simmer on a low heat for another ten minutes",
     "cook(sauce, low heat, 10 min)"),
    ("in order to get a really crispy skin roast the chicken at two hundred and twenty degrees for forty minutes",
     "cook(chicken, *oven*, 220 deg, 40 min)"),
])
def test_a_pronoun_stands_for_the_food_of_a_purpose_said_first(cooking_parser, text, expected):
    """Seventy-fifth-session blind probe 597: "them" and "it" had been asked about."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected


def test_a_before_clause_said_first_lends_no_pronoun_its_food(cooking_parser):
    """A "before" clause may hold a step ("... have a taste of the stew"): asked about, as before."""
    result = cooking_parser.parse("oh before i forget you left your bank card in my coat pocket have a taste of "
                                  "the stew and add a pinch of salt to it")
    assert result.command is None


@pytest.mark.parametrize("text, read", [
    ("the whisk is in the dishwasher take it out and whisk the egg whites with it",
     "the whisk is in the dishwasher take it out of the dishwasher and whisk the egg whites with it"),
    ("the chicken in the oven has had long enough take it out",
     "the chicken in the oven has had long enough take it out of the oven"),
    # no place said, or no "out" after a pronoun: as said
    ("the cake is done take it out", "the cake is done take it out"),
    ("the whisk is in the dishwasher take the bowl out", "the whisk is in the dishwasher take the bowl out"),
])
def test_a_thing_taken_out_comes_out_of_where_a_statement_put_it(cooking_parser, text, read):
    """Seventy-sixth-session blind probe 666: three references take it out of the place said (left out)."""
    from slu_node.purpose import taken_out_of_stated
    from slu_node.textnorm import expand_tokens

    tokens = tokenize(text)
    into = taken_out_of_stated(tokens, cooking_parser._stated(tokens)[0], cooking_parser._is_place)
    assert " ".join(expand_tokens(tokens, into)[0]) == read


@pytest.mark.parametrize("text, sugar", [
    ("the chicken stock's in the freezer take it out and warm it up in the microwave",
     "[remove(stock, freezer), cook(stock, microwave)]"),
    ("the grater is in the drawer under the hob use it to zest the lemon", "grate(lemon, grater)"),
    ("the frozen peas are in the top drawer of the freezer boil two hundred grams of them for three minutes",
     "cook(pea, 3 min, 200 g)"),  # the freezer had been the command's place
    ("the wooden spoon's in the drawer next to the oven use it to stir the soup", "mix(soup, wooden spoon)"),
])
def test_the_parser_reads_where_a_thing_is_said_first(cooking_parser, text, sugar):
    """Seventy-sixth-session blind probe 666 (a cook who says where things are): 24 of 40 done exactly at first."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == sugar


@pytest.mark.parametrize("text, like", [
    ("grate some fresh horseradish to go with the beef", "grate some horseradish"),
    ("open a bottle of red wine for the table", "open a bottle of red wine"),
    ("cover the yolks with cling film and chill them for tomorrow's custard",
     "cover the yolks with cling film and chill them"),
    ("to finish pour the custard into the ramekins and chill them",
     "pour the custard into the ramekins and chill them"),
    ("um hi robot i'm a total beginner so i think i'm going to need the big pot", "i'm going to need the big pot"),
])
def test_what_a_command_is_for_of_the_seventy_seventh_session(reads_like, text, like):
    """Seventy-seventh-session blind probes 687, 700, 712 and 719."""
    reads_like(text, like)


@pytest.mark.parametrize("text, aside", [
    ("add a knob of butter to them sorry that's a lot of butter", "sorry that's a lot of butter"),
    ("simmer the milk gently it catches on the bottom really easily", "it catches on the bottom really easily"),
    ("add the salt sorry i meant the pepper", ""),  # a correction
])
def test_asides_of_the_seventy_seventh_session(cooking_domain, text, aside):
    """Seventy-seventh-session blind probes 719 and 721: both had been asked about."""
    tokens = tokenize(text)
    found = trailing_asides(tokens, cooking_domain.verb_starts, cooking_domain.is_thing,
                            tuple(cooking_domain.request_phrases), cooking_domain.known_words)
    assert " ".join(tokens[i] for i in found) == aside

"""The committed cooking NLU model through the real parser: accuracy floors on held-out text.

Floors sit below what was measured when the model was trained (see models/cooking/MODEL_CARD.md), so a
regression of the model, the builder or the domain file makes them fail.
"""

import json
from pathlib import Path

import pytest

from slu_node.datagen import generate
from slu_node.domain import load_domain
from slu_node.parser import SpokenCommandParser
from slu_node.scoring.parser_eval import evaluate_examples, evaluate_sugar_file
from slu_node.sugar import format_predicates

ROOT = Path(__file__).resolve().parents[1]
DOMAIN_DIR = ROOT / "models" / "cooking"
FIXTURES = ROOT / "tests" / "fixtures"
SLURP_TEST = ROOT.parent / "shared" / "data" / "nlu" / "slurp" / "test.jsonl"
#: below the correct arguments of the committed model on tests/fixtures/cooking_probe*.* (README)
PROBE_ARGUMENTS_FLOOR = 90.0
#: Probes with a floor of their own (% correct arguments): the sixty-second session's conditions said
#: first and warnings ("unless the potatoes are already soft boil them", asked about: 234, 237), a
#: tired cook's complaints around the commands (240, 241), a host's asides about the guests (244), remarks
#: said before the command (249), compounds the lexicon lacks ("oat milk", 250), chat to a friend
#: around the robot's commands (252) and the last four, written after every change and run once
#: (253-256: guests, the end of the week's packages, a stressed cook); a last round (257: chat with a
#: partner around the commands, 258: news said first, 260: a little of everything); the sixty-third
#: session's 262-296, themes aimed at what was weak (self-corrections, a cook's shorthand, talk to a
#: friend, a partner, a child or on the phone around the commands, "hard but fair"), each with a floor a
#: little under its last figure, the ordinary ones (261, 267, 276, 279, 288, 295) and the best at the default;
#: the sixty-fourth session's 297-312, four rounds (talk or news said first with no call of the robot,
#: a cook's shorthand in sequences, corrections with their reasons, steps remembered late, talk to
#: the family), floored the same way;
#: the twentieth's fronted phrases ("through the
#: sieve pass the sauce", "out of the oven take the bread") and an unknown verb ("shake") are missed; the
#: twenty-first's "use the rest of the cream", "a little at a time", "the other half of the butter";
#: the twenty-fifth's "hand me the other knife" (asked about; "the juice of one lemon" is right since
#: the twenty-seventh);
#: the twenty-sixth's "measure out" and "grease ... with" (unknown verbs; "put a pound of ground beef
#: in the skillet" is ``add`` since the twenty-seventh, put's ``measured_as``); and its negations with the thing wanted
#: after them ("not the big pot, the small pan, put it on the stove"; its lists said in order and "take
#: two eggs and a cup of flour" are right since the twenty-seventh session: 17 → 21 of 27 exactly
#: right; "don't add the salt, add the pepper" and "whisk the eggs with a bit of milk" since the
#: thirty-fourth, 23); the
#: twenty-seventh's verbs that need a model trained with them ("ladle", "rub ... with", "grease ...
#: with", "measure out", "store", "shake", "drop", "spoon": nouns the model knows, so no stand-in); the
#: thirty-fourth's second values after a place that is food ("add the salt to the soup and the pepper":
#: a second place, as "add the cheese to the pasta and the sauce" is); the fifty-fifth's simplified
#: "robot English", written blind ("flour please sift", "the pan put on stove medium heat", "onions
#: frying in olive oil"): the object said before the verb, "-ing" verbs and missing words are mostly
#: asked about (23 of 40 done exactly at first, 2 done wrong; 26 once an object said first with nothing
#: after its verb was read after it, "flour please sift"); and its short calls ("a pinch of paprika",
#: "kettle on please", "the whisk"), a bare amount or a thing with no verb or courtesy left asked about.
PROBE_FLOORS = {"cooking_probe77": 65.0, "cooking_probe83": 85.0, "cooking_probe87": 70.0, "cooking_probe89": 80.0,
                "cooking_probe91": 84.0, "cooking_probe92": 80.0, "cooking_probe93": 86.0, "cooking_probe95": 55.0,
                "cooking_probe96": 40.0, "cooking_probe98": 70.0, "cooking_probe101": 50.0, "cooking_probe102": 55.0,
                "cooking_probe104": 60.0, "cooking_probe106": 58.0,
                "cooking_probe108": 48.0, "cooking_probe110": 85.0, "cooking_probe114": 72.0, "cooking_probe122": 80.0,
                "cooking_probe123": 85.0, "cooking_probe126": 85.0, "cooking_probe127": 82.0,
                "cooking_probe132": 88.0, "cooking_probe133": 82.0, "cooking_probe134": 35.0, "cooking_probe135": 70.0,
                "cooking_probe156": 85.0, "cooking_probe157": 55.0, "cooking_probe165": 75.0, "cooking_probe168": 55.0,
                "cooking_probe173": 80.0, "cooking_probe176": 85.0, "cooking_probe180": 38.0, "cooking_probe188": 75.0,
                "cooking_probe191": 60.0, "cooking_probe194": 80.0, "cooking_probe195": 65.0,
                "cooking_probe206": 80.0, "cooking_probe211": 80.0, "cooking_probe218": 55.0, "cooking_probe221": 70.0,
                "cooking_probe228": 78.0, "cooking_probe234": 85.0, "cooking_probe237": 78.0, "cooking_probe240": 84.0,
                "cooking_probe241": 83.0, "cooking_probe244": 80.0, "cooking_probe249": 74.0, "cooking_probe250": 80.0,
                "cooking_probe252": 78.0, "cooking_probe253": 80.0, "cooking_probe254": 83.0, "cooking_probe256": 75.0,
                "cooking_probe257": 75.0, "cooking_probe258": 58.0, "cooking_probe260": 82.0,
                "cooking_probe262": 81.0, "cooking_probe263": 78.0, "cooking_probe266": 82.0, "cooking_probe268": 81.0,
                "cooking_probe269": 32.0, "cooking_probe270": 81.0, "cooking_probe271": 87.0, "cooking_probe272": 82.0,
                "cooking_probe274": 65.0, "cooking_probe275": 51.0, "cooking_probe277": 57.0, "cooking_probe280": 71.0,
                "cooking_probe281": 62.0, "cooking_probe282": 85.0, "cooking_probe284": 73.0, "cooking_probe285": 87.0,
                "cooking_probe286": 73.0, "cooking_probe287": 62.0, "cooking_probe289": 62.0, "cooking_probe290": 79.0,
                "cooking_probe291": 63.0, "cooking_probe292": 73.0, "cooking_probe293": 78.0, "cooking_probe294": 72.0,
                "cooking_probe296": 69.0,
                "cooking_probe298": 82.0, "cooking_probe299": 63.0, "cooking_probe300": 75.0, "cooking_probe302": 77.0,
                "cooking_probe304": 82.0, "cooking_probe306": 57.0, "cooking_probe307": 71.0, "cooking_probe308": 51.0,
                "cooking_probe310": 61.0, "cooking_probe311": 45.0, "cooking_probe312": 74.0,
                "cooking_probe314": 86.0, "cooking_probe316": 86.0, "cooking_probe317": 77.0, "cooking_probe321": 72.0,
                "cooking_probe322": 87.0, "cooking_probe326": 60.0, "cooking_probe330": 71.0, "cooking_probe331": 77.0,
                "cooking_probe332": 75.0, "cooking_probe334": 67.0, "cooking_probe335": 81.0, "cooking_probe336": 84.0,
                "cooking_probe337": 87.0, "cooking_probe338": 84.0, "cooking_probe339": 76.0, "cooking_probe340": 84.0,
                "cooking_probe341": 45.0, "cooking_probe342": 84.0, "cooking_probe344": 65.0, "cooking_probe346": 87.0,
                "cooking_probe352": 45.0, "cooking_probe360": 85.0, "cooking_probe362": 82.0,
                "cooking_probe365": 50.0, "cooking_probe368": 85.0, "cooking_probe369": 73.0, "cooking_probe373": 65.0,
                "cooking_probe378": 88.0, "cooking_probe383": 85.0, "cooking_probe386": 88.0,
                "cooking_probe394": 80.0, "cooking_probe395": 85.0, "cooking_probe400": 70.0,
                "cooking_probe406": 85.0, "cooking_probe408": 85.0, "cooking_probe417": 83.0, "cooking_probe421": 83.0,
                "cooking_probe428": 86.0, "cooking_probe430": 64.0, "cooking_probe434": 72.0, "cooking_probe435": 80.0,
                "cooking_probe439": 14.0,
                # seventieth session: "hard but fair" in roundabout words, baking with a child, a cook's
                # run-on sentences, a teenager taught, self-corrections, apologies, grilling, a distracted
                # parent, steps in an unusual order, explanations after every command, lists with amounts
                "cooking_probe442": 45.0, "cooking_probe443": 84.0, "cooking_probe448": 64.0, "cooking_probe451": 72.0,
                "cooking_probe453": 78.0, "cooking_probe455": 72.0, "cooking_probe456": 86.0, "cooking_probe457": 88.0,
                "cooking_probe460": 79.0, "cooking_probe461": 63.0, "cooking_probe463": 78.0, "cooking_probe465": 78.0,
                "cooking_probe466": 67.0, "cooking_probe468": 80.0, "cooking_probe470": 68.0,
                # seventy-first session: commands that wait for a condition (asked about by design), slang
                # and brand names for things, terse commands, several things in one breath, things said
                # again ("the same", "the other"), batch cooking, changes made right after the command
                "cooking_probe474": 78.0, "cooking_probe476": 33.0, "cooking_probe480": 84.0, "cooking_probe482": 76.0,
                "cooking_probe484": 87.0, "cooking_probe485": 86.0, "cooking_probe486": 74.0,
                # the last round: a rushed family dinner ("fish fingers", no word of the lexicon), a
                # second-language speaker, loose quantities ("a few minutes", asked about by design)
                "cooking_probe489": 84.0, "cooking_probe490": 85.0, "cooking_probe492": 73.0,
                # a round after those: an older cook's words ("the range", "pudding rice"), two things at once
                "cooking_probe493": 79.0, "cooking_probe496": 75.0,
                # seventy-second session: swaps for allergies ("no eggs in this cake ...", reasons after a
                # thing not used), warnings with the command, long rambling talk before it with no turning word
                "cooking_probe507": 88.0, "cooking_probe516": 89.0, "cooking_probe519": 63.0,
                # and a round after it: a parent talking to a toddler between the steps
                "cooking_probe521": 84.0,
                # seventy-third session: statements of need and questions ("can the soup be blended ..."),
                # a cook's pronouns with no antecedent in the utterance, conditions said first (asked about by
                # design), a restaurant chef's jargon ("fire the risotto", "plate up"), quantifiers
                "cooking_probe531": 79.0, "cooking_probe532": 88.0, "cooking_probe533": 78.0,
                "cooking_probe536": 72.0, "cooking_probe541": 89.0, "cooking_probe543": 85.0,
                # a round after it: pickling and preserving (words the lexicon lacks: "chutney", "sterilise"),
                # tasting and adjusting ("it needs a bit more kick", "thin it down with ...")
                "cooking_probe546": 89.0, "cooking_probe548": 88.0, "cooking_probe549": 85.0, "cooking_probe552": 73.0,
                # seventy-fourth session: a learner's English (verb last, "fire" for the hob), bread and pizza
                # dough ("dough balls", "a couple more minutes"), times said loosely ("for another six"),
                # checks by probing and tapping, a grandparent's stories around every command
                "cooking_probe564": 85.0, "cooking_probe571": 87.0, "cooking_probe573": 89.0,
                "cooking_probe574": 89.0, "cooking_probe575": 70.0,
                # the last round: a recipe video's narration ("now we're going to ..."), a first-time cook's
                # hedges and questions, a guest's allergies ("rather than", "everyone else's salad")
                "cooking_probe577": 81.0, "cooking_probe578": 86.0, "cooking_probe582": 82.0,
                # a round run once with the final code: a family brunch (names, "for him"), precise baking
                # ("weigh", "fan", "middle shelf"), corrections in new shapes ("or actually", "make it", "let's
                # say"), leftovers, chat about the day before the command
                "cooking_probe585": 85.0, "cooking_probe587": 81.0, "cooking_probe588": 68.0,
                "cooking_probe589": 76.0, "cooking_probe590": 73.0,
                # seventy-fifth session: a bake sale's verbs ("scoop", "pipe", "weigh out") and places ("each hole
                # of"); Chinese home cooking (dumplings, a bamboo steamer: words the lexicon lacks)
                "cooking_probe598": 80.0, "cooking_probe603": 88.0,
                # baking with a child (praise and explanations between the steps), amounts said after the thing,
                # things named by what they hold or what was done with them, steps joined by time words
                "cooking_probe609": 81.0, "cooking_probe610": 87.0, "cooking_probe613": 72.0, "cooking_probe615": 88.0,
                # the last round: a busy parent's amounts, eggs, things named again, explanations to a friend
                "cooking_probe619": 87.0, "cooking_probe620": 84.0, "cooking_probe623": 85.0, "cooking_probe624": 87.0,
                # run once with the final code: oven and hob settings ("preheat", "turn the heat down": no action)
                "cooking_probe629": 81.0,
                # the sixth round, once with the final code: a recipe card read aloud (things and amounts first,
                # times before the verb), a couple cooking together, rice, tools described, tasting, smoothies
                "cooking_probe634": 67.0, "cooking_probe635": 82.0, "cooking_probe636": 87.0, "cooking_probe638": 88.0,
                "cooking_probe639": 77.0, "cooking_probe640": 87.0,
                # seventy-sixth session: batch cooking and freezing ("leave them to defrost", "fish a box of soup
                # out", "zap it for two more")
                "cooking_probe654": 84.0,
                # loose amounts ("for a few minutes", "loads of water"), a tired cook's terse commands ("open tin
                # tomatoes", "season steak salt and pepper")
                "cooking_probe661": 88.0, "cooking_probe663": 81.0,
                # a birthday cake ("the tins" after "the two cake tins": no thing of the lexicon)
                "cooking_probe667": 83.0,
                # leftovers ("the rest of them", "the other half of"), the thing named first ("those carrots peel
                # them"), packaged food ("weigh out", "from the carton", "dissolve two stock cubes in a litre of ...")
                "cooking_probe676": 85.0, "cooking_probe677": 85.0, "cooking_probe678": 84.0,
                # seventy-seventh session: thinking aloud ("what else oh the garlic", "where did i put the colander
                # oh there it is"), asides between steps, things pointed at ("that one there the whisk", "the other
                # pot the big one"), a cook whose hands are full ("hold the jug"), amounts said after the thing with
                # no verb ("flour five hundred grams sugar a tablespoon ... all into the bowl")
                "cooking_probe693": 85.0, "cooking_probe698": 86.0, "cooking_probe708": 82.0, "cooking_probe715": 86.0,
                "cooking_probe732": 60.0,
                # talk to a child between the robot's commands ("... noah shuffle back from the edge please"),
                # stop, wait and undo said with a command ("wait the flour's got lumps in it sift it ..."), where
                # a thing is said first ("the oven gloves are hanging on the door take the lasagne out ...")
                "cooking_probe735": 85.0, "cooking_probe738": 70.0, "cooking_probe740": 80.0,
                # a friend on speakerphone, two things at once ("as soon as the water's boiling ..."), a reason
                # said first ("since the oven's hot ..."): the fourth round, run once, nothing changed for it
                "cooking_probe743": 80.0, "cooking_probe745": 85.0, "cooking_probe748": 82.0,
                "cooking_probe20": 85.0, "cooking_probe21": 85.0, "cooking_probe26": 70.0, "cooking_probe31": 85.0,
                "cooking_probe36": 85.0, "cooking_probe37": 80.0, "cooking_probe41": 65.0,
                "cooking_probe44": 85.0, "cooking_probe45": 85.0,
                "cooking_probe46": 75.0, "cooking_probe50": 75.0, "cooking_probe54": 85.0,
                "cooking_probe61": 82.0, "cooking_probe62": 87.0}


@pytest.fixture(scope="module")
def parser():
    return SpokenCommandParser.load(DOMAIN_DIR)


def test_handwritten_commands_floor(parser):
    figures = evaluate_sugar_file(parser, FIXTURES / "cooking_handwritten.txt", FIXTURES / "cooking_handwritten.sugar")
    assert figures["n"] >= 100
    assert figures["correct_actions"] >= 90.0, figures
    assert figures["correct_arguments"] >= 70.0, figures


@pytest.mark.parametrize("name, n", [("cooking_probe", 42), ("cooking_probe2", 42), ("cooking_probe3", 48),
                                     ("cooking_probe4", 40), ("cooking_probe5", 40), ("cooking_probe6", 40),
                                     ("cooking_probe7", 40), ("cooking_probe8", 40), ("cooking_probe9", 40),
                                     ("cooking_probe10", 40), ("cooking_probe11", 40), ("cooking_probe12", 40),
                                     ("cooking_probe13", 40), ("cooking_probe14", 36), ("cooking_probe15", 39),
                                     ("cooking_probe16", 34), ("cooking_probe17", 45), ("cooking_probe18", 40),
                                     ("cooking_probe19", 38), ("cooking_probe20", 40), ("cooking_probe21", 30),
                                     ("cooking_probe22", 20), ("cooking_probe23", 38),
                                     ("cooking_probe24", 38), ("cooking_probe25", 40), ("cooking_probe26", 34),
                                     ("cooking_probe27", 40), ("cooking_probe28", 40), ("cooking_probe29", 40),
                                     ("cooking_probe30", 20), ("cooking_probe31", 25), ("cooking_probe32", 30),
                                     ("cooking_probe33", 25), ("cooking_probe34", 38), ("cooking_probe35", 30),
                                     ("cooking_probe36", 29), ("cooking_probe37", 27),
                                     ("cooking_probe38", 30), ("cooking_probe39", 34), ("cooking_probe40", 32),
                                     ("cooking_probe41", 30), ("cooking_probe42", 39),
                                     ("cooking_probe43", 42), ("cooking_probe44", 44),
                                     ("cooking_probe45", 40), ("cooking_probe46", 36),
                                     ("cooking_probe47", 38), ("cooking_probe48", 27),
                                     ("cooking_probe49", 32), ("cooking_probe50", 20),
                                     ("cooking_probe51", 23), ("cooking_probe52", 11),
                                     ("cooking_probe53", 28), ("cooking_probe54", 40),
                                     ("cooking_probe55", 40), ("cooking_probe56", 40),
                                     ("cooking_probe57", 40), ("cooking_probe58", 40), ("cooking_probe59", 40),
                                     ("cooking_probe60", 40), ("cooking_probe61", 40), ("cooking_probe62", 30),
                                     ("cooking_probe63", 40), ("cooking_probe64", 40),
                                     ("cooking_probe65", 40), ("cooking_probe66", 12),
                                     ("cooking_probe67", 40), ("cooking_probe68", 40),
                                     ("cooking_probe69", 40), ("cooking_probe70", 40),
                                     ("cooking_probe71", 40), ("cooking_probe72", 40),
                                     ("cooking_probe73", 40), ("cooking_probe74", 40), ("cooking_probe75", 40),
                                     ("cooking_probe76", 40), ("cooking_probe77", 40), ("cooking_probe78", 40),
                                     ("cooking_probe79", 40), ("cooking_probe80", 40), ("cooking_probe81", 40),
                                     ("cooking_probe82", 40), ("cooking_probe83", 40), ("cooking_probe84", 40),
                                     ("cooking_probe85", 40), ("cooking_probe86", 40), ("cooking_probe87", 40),
                                     ("cooking_probe88", 40), ("cooking_probe89", 40), ("cooking_probe90", 40),
                                     ("cooking_probe91", 40), ("cooking_probe92", 40), ("cooking_probe93", 40),
                                     ("cooking_probe94", 40), ("cooking_probe95", 40), ("cooking_probe96", 40),
                                     ("cooking_probe97", 40), ("cooking_probe98", 40), ("cooking_probe99", 30),
                                     ("cooking_probe100", 40), ("cooking_probe101", 40), ("cooking_probe102", 40),
                                     ("cooking_probe103", 40), ("cooking_probe104", 40), ("cooking_probe105", 40),
                                     ("cooking_probe106", 40), ("cooking_probe107", 40),
                                     ("cooking_probe108", 40), ("cooking_probe109", 40),
                                     ("cooking_probe110", 40), ("cooking_probe111", 40), ("cooking_probe112", 40),
                                     ("cooking_probe113", 40), ("cooking_probe114", 40), ("cooking_probe115", 40),
                                     ("cooking_probe116", 40), ("cooking_probe117", 40), ("cooking_probe118", 40),
                                     ("cooking_probe119", 40), ("cooking_probe120", 40), ("cooking_probe121", 40),
                                     ("cooking_probe122", 40), ("cooking_probe123", 40), ("cooking_probe124", 40),
                                     ("cooking_probe125", 40), ("cooking_probe126", 40), ("cooking_probe127", 40),
                                     ("cooking_probe128", 40), ("cooking_probe129", 40), ("cooking_probe130", 40),
                                     ("cooking_probe131", 40), ("cooking_probe132", 40), ("cooking_probe133", 40),
                                     ("cooking_probe134", 40), ("cooking_probe135", 40), ("cooking_probe136", 40),
                                     ("cooking_probe137", 40), ("cooking_probe138", 40), ("cooking_probe139", 40),
                                     ("cooking_probe140", 40), ("cooking_probe141", 40), ("cooking_probe142", 40),
                                     ("cooking_probe143", 40), ("cooking_probe144", 40), ("cooking_probe145", 40),
                                     ("cooking_probe146", 40), ("cooking_probe147", 40), ("cooking_probe148", 40),
                                     ("cooking_probe149", 40), ("cooking_probe150", 40), ("cooking_probe151", 40),
                                     ("cooking_probe152", 40), ("cooking_probe153", 40), ("cooking_probe154", 40),
                                     ("cooking_probe155", 40), ("cooking_probe156", 40), ("cooking_probe157", 40),
                                     ("cooking_probe158", 40), ("cooking_probe159", 40), ("cooking_probe160", 40),
                                     ("cooking_probe161", 40), ("cooking_probe162", 40), ("cooking_probe163", 40),
                                     ("cooking_probe164", 40), ("cooking_probe165", 40), ("cooking_probe166", 40),
                                     ("cooking_probe167", 40), ("cooking_probe168", 40), ("cooking_probe169", 40),
                                     ("cooking_probe170", 40), ("cooking_probe171", 40), ("cooking_probe172", 40),
                                     ("cooking_probe173", 40), ("cooking_probe174", 40), ("cooking_probe175", 40),
                                     ("cooking_probe176", 40), ("cooking_probe177", 40), ("cooking_probe178", 40),
                                     ("cooking_probe179", 40), ("cooking_probe180", 40), ("cooking_probe181", 40),
                                     ("cooking_probe182", 40), ("cooking_probe183", 40), ("cooking_probe184", 40),
                                     ("cooking_probe185", 40), ("cooking_probe186", 40), ("cooking_probe187", 40),
                                     ("cooking_probe188", 40), ("cooking_probe189", 40), ("cooking_probe190", 40),
                                     ("cooking_probe191", 40), ("cooking_probe192", 40), ("cooking_probe193", 40),
                                     ("cooking_probe194", 40), ("cooking_probe195", 40), ("cooking_probe196", 40),
                                     ("cooking_probe197", 40), ("cooking_probe198", 40),
                                     ("cooking_probe199", 40), ("cooking_probe200", 40), ("cooking_probe201", 40),
                                     ("cooking_probe202", 40), ("cooking_probe203", 40), ("cooking_probe204", 40),
                                     ("cooking_probe205", 40), ("cooking_probe206", 40), ("cooking_probe207", 40),
                                     ("cooking_probe208", 40), ("cooking_probe209", 40), ("cooking_probe210", 40),
                                     ("cooking_probe211", 40), ("cooking_probe212", 40), ("cooking_probe213", 40),
                                     ("cooking_probe214", 40), ("cooking_probe215", 40), ("cooking_probe216", 40),
                                     ("cooking_probe217", 40), ("cooking_probe218", 40), ("cooking_probe219", 40),
                                     ("cooking_probe220", 40), ("cooking_probe221", 40), ("cooking_probe222", 40),
                                     ("cooking_probe223", 40), ("cooking_probe224", 40), ("cooking_probe225", 40),
                                     ("cooking_probe226", 40), ("cooking_probe227", 40), ("cooking_probe228", 40),
                                     ("cooking_probe229", 40), ("cooking_probe230", 40), ("cooking_probe231", 40),
                                     ("cooking_probe232", 40), ("cooking_probe233", 40), ("cooking_probe234", 40),
                                     ("cooking_probe235", 40), ("cooking_probe236", 40), ("cooking_probe237", 40),
                                     ("cooking_probe238", 40), ("cooking_probe239", 40), ("cooking_probe240", 40),
                                     ("cooking_probe241", 40), ("cooking_probe242", 40), ("cooking_probe243", 40),
                                     ("cooking_probe244", 40), ("cooking_probe245", 40), ("cooking_probe246", 40),
                                     ("cooking_probe247", 40), ("cooking_probe248", 40), ("cooking_probe249", 40),
                                     ("cooking_probe250", 40), ("cooking_probe251", 40), ("cooking_probe252", 40),
                                     ("cooking_probe253", 40), ("cooking_probe254", 40), ("cooking_probe255", 40),
                                     ("cooking_probe256", 40), ("cooking_probe257", 40), ("cooking_probe258", 40),
                                     ("cooking_probe259", 40), ("cooking_probe260", 40),
                                     *((f"cooking_probe{n}", 40) for n in range(261, 750) if n != 405)])
def test_probe_commands_floor(parser, name, n):
    """Everyday commands written as probes of unseen phrasing: 42 in the twelfth session (seasoning, size
    words, "until fluffy", "every now and then"), 42 in the thirteenth ("pass me the salt", "seventy five
    grams", "a tin of chopped tomatoes"), 48 and 40 in the sixteenth ("peel and mash the potatoes",
    "blitz the tomatoes in the blender", "cover the pot and let it simmer"), 2 × 40 in the seventeenth
    ("would you mind cracking three eggs into the bowl": 97.5 / 97.5 % at first; the sixth 100 / 95.6 %
    with no change made after it), 40 in the eighteenth ("take the seeds out of the lemon": 97.5 / 97.5 %
    at first, 100 / 100 % after a phrasal verb said around its object was read whole; the eighth, SUGAR's
    Italian recipe commands in English, 100 / 97.7 % at first, 100 / 100 % once "sprinkle the cake with
    icing sugar" was read as the sugar put on the cake; the ninth, chains of actions, 100 / 97.9 % at
    first, 100 / 100 % once a verb two actions say decides when only one can hold its arguments
    ("remove the chicken from the oven and ...") and "bread dough" was dough), 2 × 40 in the nineteenth
    (exactly right: the tenth, urging and idioms, 37 of 40 at first, 40 once "make sure you", "don't
    forget to" and "why don't you" before a verb were left out and "to taste" after a command was no
    check; the eleventh 37 at first, with three references set to the templates after the run, 38
    once check held the oven; "fold the egg whites into the batter" dropped the batter (mixed in since
    the thirty-second session) and "grate the lemon zest" reads "zest" as a second grate; the twelfth, written after those changes
    and left as it was: 38 of 40, "crack an egg into the bowl" without the count and "sandwiches" not in
    the lexicon, which then got it with sixty other common foods and kitchen things), 40 + 40 + 40 in the
    twentieth (exactly right at first: 36 of 40, 26 of 40 and 31 of 40; four commands of the fourteenth
    that say only "it" and one of the fifteenth with no template, "roll out the dough", were then left
    out, since asking is right for them, and ten references set to the lexicon and the templates;
    then 37, 31 of 36 and 34 of 39 once "at one eighty" was a temperature, "be a dear and" a lead-in,
    a value no role holds after other domain words left out, and the lexicon had stew, lasagna, toast,
    berries, a dishwasher and a glass of wine; new verbs, "spread" and "dissolve", wait for a model
    trained with them), and a fourth, requests and modal phrases, 23 of 34 at first (six of 40 left
    out before the run as no template's or of unclear reference; one reference then set to the
    lexicon), 31 once "i need the colander" and "can i have the salt" were take's requests, "we
    should" a lead-in, "five more minutes" a time, "on each side" a domain phrase, and a value left
    untagged after "and" joined the list before it), and 45 + 40 in the twenty-first: amounts, times
    and temperatures as cooks say them ("a teaspoon and a half", "for an hour and a half", "a kilo
    and a half"), 45 of 45 at first, and values with describing words ("the grated cheese", "the
    rest of the milk", "the raw chicken"), 28 of 40 at first (two references then set to the
    templates: "the last potato" says no count, sieve holds no bowl), 35 once a foreign "-ed" or
    "-ly" word before an ingredient said how it was prepared and a span of describing words took in
    the value after it, and 37 once "both" and "another" were counts), and 38 of 40 checking and
    putting away ("is the cake done yet", "take the muffins out of the oven and put them on the
    cooling rack"; two whose values the lexicon lacks left out: 35 of 38 at first, 34 once "once it's
    cool" asked, as a condition does, and "move the pot off the heat" was asked about instead of done
    as ``put(pot)``), and 40 with the instrument, the manner or the place said first ("with a fork
    mash the bananas", "constantly stir the risotto", "into the bowl crack three eggs"): 34 of 40 at
    first, 35 once a manner left untagged before the
    verb was the action's), and 30 with "everything", "all" and "the rest" ("put everything in the
    oven", "put both trays in the oven"): 21 of 30 at first (one reference then set to put's order),
    26 once "everything" after a verb with another argument was ``*[ingredients]*`` and a count word
    first in a value's span was the count), and 20 written the way recipes are typed ("add 3 tbsp olive
    oil to the pan", "take 2 cans chopped tomatoes", "Bake at 200°C for 25 mins."; written after the
    first form of the unit rule): 14 of 20 at first (the twentieth session's code 8, accepting 6
    with their units dropped), 18 once a span of unit words joined the count when the value's span
    followed it and a size word after a bare count was no part of the value), and 38 self-repairs in
    the twenty-second ("add two, no, three eggs", "put the pan on the stove, sorry, in the oven",
    "stir, no, whisk the eggs"): 5 of the 35 written before the run were right at first (the rest
    asked about), 34 once :func:`slu_node.repairs.reparanda` left the reparandum out; three more
    came from the not-a-command fixture, where the seventeenth session had put them to be asked about;
    and 38 suggestions and indirect commands in the twenty-third ("let's crack two eggs into the
    bowl", "how about adding some pepper to the soup", "the soup needs stirring", "now we add the
    milk"; two of 40 left out after the run, one saying only "it", one with values the lexicon lacks,
    and five references set to the lexicon): 33 of 38 at first, 38 once "how about" and a
    clause-initial "we" before a verb were lead-ins and what something "needs" done to it and an
    action given as a noun ("give the eggs a whisk") were read as the command
    (:func:`slu_node.textnorm.command_order`); then 40 frames, asides and praise around a command
    ("what i want you to do is stir the soup", "great job next crack the eggs into the bowl", "take
    the pan off the stove as soon as possible"; two references set after the run: "oil" is the
    lexicon's, and "for the sauce stir in the cream" mixes both): 27 of 40 at first, 40 once these
    were lead-ins, courtesies or fillers ("oh"); then 34 colloquial commands ("gimme the salt", "get
    them eggs cracked", "couple spoons of sugar"; six of 40 left out after the run, four with no
    template, two saying only a pronoun): 13 of 34 at first, 19 once "gimme" and "let me have" were
    requests, "get X cracked" read "crack X", "em" "them", "couple" a count and "spoons" a unit, and 25
    in the twenty-fourth once the domain file had "shove", "bung", "throw", "splash" (read as the
    verbs of their groups the model knows, :meth:`slu_node.domain.Domain.verb_stand_ins`), "spuds"
    and "crack on and" was a lead-in; its floor is lower, "another egg please" and four
    commands with no template being asked about; and 40 commands with what they are for in the twenty-fourth
    ("stir the soup so it doesn't burn", "cover the bowl to keep it warm", "stir the risotto while it
    cooks"): 15 of 40 at first, three of them done with a second action ("hand me the whisk so i can
    beat the eggs" as ``[take(whisk), mix(egg, *whisk*)]``), 38 once such a clause was left out
    (:func:`slu_node.purpose.purpose_clauses`), 39 once a verb said again was too
    (:func:`slu_node.purpose.restated_verbs`: "check the chicken to make sure it's cooked through"); and 40 with "again", "a little longer", "carry on",
    "meanwhile", "only", "put back" (written after those changes): 32 of 40 at first, none done
    wrong, 39 once "again" and "longer" after a verb were left out (:func:`slu_node.textnorm.repeats`),
    "carry on" and "continue" were lead-ins whose "-ing" verb is read as the verb, "only" a filler and
    "return" one of put's verbs; and 40 said as people speak in the twenty-fifth ("add the um the
    flour to the bowl", "st- stir the soup", "okay so what we're gonna do is crack the eggs into the
    bowl", "the the sugar add it to the bowl"): 34 of 40 at first (one of them done wrong, the bowl
    dropped; one reference then set to bake's ``*oven*``), 40 once a word broken off with a hyphen,
    "what's it called", a pseudo-cleft ("what ... do is") and an object named before its verb and
    taken up by a pronoun were read as such (:func:`slu_node.textnorm.tokenize`,
    :data:`slu_node.textnorm.FILLER_PHRASES`, :func:`slu_node.textnorm.command_order`); there,
    "salt please" came to be done (:func:`slu_node.verbless.bare_request`): probe 26, 26 of 34; then
    20 with a clause said before the command or a rough amount ("while the rice cooks peel the
    carrots", "cook the pasta for eight or so minutes"; written after the first form of
    :func:`slu_node.purpose.fronted_clause`, which had done "before you add the eggs melt the butter"
    as ``[add(egg), cook(butter)]`` and "while the pasta cooks grate the cheese" as
    ``grate([pasta, cheese])``): 8 of 20 with the session's starting code, 18 at first, 20 once a
    verb saying how something is ("while it's still *warm*") no longer ended the clause and "or
    thereabouts" was a filler; then 25 naming things the way people point them out ("add the milk
    that's in the fridge to the pot", "put the pot of water on the stove", "grab the pan with the
    onions in it"): 17 of 25 at first, four of them done wrong (``put(water, stove)``,
    ``add(milk, [fridge, pot])``), 21 once such words were left out
    (:func:`slu_node.describing.descriptions`); then 30 steps of recipes as a cook would say them
    ("melt a knob of butter in the frying pan", "pop the chicken in the oven for forty minutes"): 30
    of 30 at first, with the session's starting code too, nothing changed after; and 25 hedged and
    indirect requests ("i was thinking maybe you could peel the potatoes", "the soup could use a bit
    more salt", "can i get you to stir the risotto"): 11 of 25 at first, two done wrong (``add([soup,
    salt], ...)``; "without breaking it" as a second action), 24 once a request frame was found by its
    shape (:func:`slu_node.frames.request_frame`), "could use" / "could do with" read as adding
    (:func:`slu_node.frames.could_use`), "needs a good stir" and "wants stirring" as what needs
    doing, "feel free to" a lead-in, "that'd be great" a courtesy and "without" + "-ing" a clause of
    how; and in the twenty-sixth 38 everyday commands ("let the onions sweat for five minutes",
    "see if the oil's hot enough", "get me a bigger bowl"; references written before the run, three
    then set to the lexicon and the templates: "grab the milk out of the fridge" is remove's "take
    ... out of", "every couple of minutes" the lexicon's "occasionally", "an egg" no count): 24 of 38
    at first (27 with those references), 34 once "X's" before a state was "X is"
    (:func:`slu_node.textnorm.contracted_is`),
    comparatives were picking words, an "until" clause with no state left out, "a little at a time"
    a filler and the domain file had "sweat", "lay" and "scatter" ("ladle", "drop" and "rub ... with"
    wait for a model trained with them); and 30 with the course of a recipe said first ("step three
    add the flour", "in five minutes turn the chicken", "now for the sauce melt the butter", "the
    first thing you need to do is melt the butter", "once you've done that pour the batter"): 20 of
    30 at first, 28 once such headers were left out (:func:`slu_node.headers.course_headers`; the two
    delays, "in five minutes ...", are asked about by design: the robot cannot wait) and
    "moving on", "at the very end", "whenever you get a moment" and "the ... thing ... is" were
    lead-ins, courtesies and pseudo-clefts; and 29 in American kitchen English ("add a stick of butter
    to the pan", "broil the salmon for five minutes", "season the steak with kosher salt and
    pepper", "fry the bacon in the cast iron skillet until crispy"; written after those changes,
    "bake it at three fifty ...", a pronoun with no context, left out and one reference set to
    fry's template after the run): 19 of 29 at first, 25 once the domain file had "broil", "kosher
    salt", "ranch dressing", "muffin pan" and "cast iron skillet" and two spans of two roles that
    together name one value were joined (:func:`slu_node.spans.join_split_values`); "measure out",
    "grease ... with" and "stir in a can of ..." (done as ``add``) are left; and 27 lists and
    alternatives ("add the flour along with the sugar", "add butter instead of oil to the pan", "put
    the pan on the stove rather than in the oven"; references written before the run, three of 30
    left out then as choices or unclear): 11 of 27 at first, four done wrong by dropping the second
    value or putting the one set aside in the other's place, 17 once "as well as", "along with",
    "together with", "plus" and "followed by" between values were "and" and "instead of X", "rather
    than X" were left out (:mod:`slu_node.joiners`); and 30 ways of asking for a check ("has the
    chocolate melted yet", "keep an eye on the milk", "take a look at the rice", "find out if the
    bread is crispy"; references before the run): 21 of 30 at first, one done wrong ("has the water
    come to the boil" as ``cook(water)``), 27 once check's requests had "keep an eye on", "have a
    look at", "take a look at", "find out if", "has X" before a state was "is X"
    (:func:`slu_node.textnorm.perfect_questions`) and the lexicon "caramel" and "roast chicken";
    "has the water come to the boil" is now ``check(water)``, its state left out; and in the
    twenty-seventh 34 recipe steps as SUGAR's are said ("peel the potatoes and boil them for twenty
    minutes", "add a knob of butter and a splash of milk", "bring a large pot of water to the boil";
    references before the run, four then set to the lexicon, the templates and the earlier probes'
    readings: "beat" implies the whisk, "the peppers" are pepper, "add ... and cook" cooks everything,
    amounts each with a value are an action each): 29 of 34 at first, one done wrong
    (``take(pot)``), 34 once amounts with their values were split (:mod:`slu_node.amounts`) and a
    vessel "of" something after "bring ... to the boil" was left out; and 32 more, written after
    those changes: 32 of 32 at first; and 30 with verbs the domain file lacked ("ladle the soup into
    four bowls", "spread the jam on the toast", "dissolve the sugar in the warm water", "rub the lamb
    with garlic"; one reference then set to the lexicon's "cocoa powder"): 16 of 30 at first, one
    done wrong ("cover the bowl with a plate" as ``cover([bowl, plate])``), 20 once "spread" and
    "dissolve" were add's, "lemon zest" the lemon, and a thing of another type after "with" no
    longer joined the object's list. Two models retrained with seed 14 and more verbs ("ladle",
    "drop", "rub ... with", "grease ... with", "store", "shake", "measure out"; the first also with
    containers as cover's instrument) got 26 of 30 here but lost 31 and 43 of the other fixture
    lines, and were not kept. In the thirtieth, 40 everyday commands ("pop the bread in the toaster",
    "slide the tray onto the top shelf of the oven", "cover the pot and let the beans simmer for five
    minutes"; references before the run, one saying only "it" then left out and one set to mash's
    template, which has no amount): 35 of 39 at first, 38 once a region of a place said with "of" was
    the place (:mod:`slu_node.parts`), a span after "let" and determiners the next verb's and "a
    quick stir" kept its manner; "turn the steak after three minutes" is asked about, as delays are.
    In the thirty-first, 42 more everyday commands ("crack two eggs and beat them with a fork",
    "simmer the sauce for twenty minutes on a low heat", "um can you uh stir the soup"; references
    before the run, two then set to the lexicon and the unit conversions: "the peppers" are pepper,
    six and a half minutes ``390 s``): 40 of 42 at first, 42 with those references, nothing changed.
    In the thirty-second, 44 breakfast and baking steps ("fry a couple of eggs in the pan", "take the
    stone out of the avocado", "beat the butter and the sugar until it's light and fluffy";
    references before the run, none changed after): 36 of 44 at first, three done with a value
    dropped ("fetch me a clean bowl and a whisk" as ``take(bowl)``, "fold the whipped cream into the
    mixture" as ``mix(cream)``, "stir the oats into the hot milk" as ``mix(oat)``), 39 once a value of another type the role holds joined the list after "and", an
    ingredient stirred "into" another was mixed with it and "light" was fluffy, 40 once a value
    after "into" with a word of the domain before it was that value ("the *hot* milk"). Left:
    "grill" as a verb (a model trained with it), "with a splash of milk" and "on each side" after "a
    minute" and "grease the muffin tin with a bit of butter" (asked about). Then 40 lists of things
    of mixed kinds ("bring me a knife, a cutting board and two onions", "get out a bowl and a whisk
    and crack three eggs into the bowl", "fold the blueberries into the muffin batter"; references
    before the run, two of them against the templates, a list for remove's and check's one object):
    28 of 40 at first, 30 once a list's middle value said without its comma was in the list, a place
    right after "and" and an article was the next object, and the lexicon had "muffin batter", 31
    once the domain file's expressions said "[sprinkle|drizzle|spread] {destination} with {object}"
    and the builder read them ("sprinkle the cake with sugar and cinnamon" had been ``add([cake,
    sugar, cinnamon], ...)``), 34 once three references gave an amount said on a list's last value
    to the whole list, as the hand-written fixture writes "add three cloves of garlic and the onion
    to the pan"; "get out a bowl and a whisk ..." and "take the tray and the cake tin out of the
    oven" are asked about, remove taking one object. Then 36 ways of covering and uncovering ("put a
    lid on the pot", "line the baking tray with foil", "take the foil off the chicken"; references
    before the run, four then set to earlier fixtures' readings and the lexicon: "let it simmer"
    after "cover the pan" cooks in the pan, "give it a stir" stirs with it, "put a plate over the
    bowl" is put's, "the dish" is the lexicon's dish): 23 of 36 at first, 27 with those references,
    and "cover the pie with the pastry" no longer covered a pie and the pastry (an ingredient after
    "with" joins no list of an action done to more than food); eight of the nine left are asked
    about ("peel back the foil", "lift the lid and check the rice"), and cover's instrument holds
    no pastry (asked about since the thirty-sixth session, :func:`slu_node.clarify._said_to_use`;
    then, cover's instrument holding a container, probe 41's "cover the bowl with a plate" became
    right). In the thirty-third, 38 commands saying one verb for two acts ("put the milk in the
    fridge and the butter in the freezer", "boil the potatoes for twenty minutes and the carrots for
    ten", "crack two eggs into the bowl and three into the jug"; references before the run): 4 of 38
    at first, 12 of them done wrong (``add(flour, [bowl, sugar, pan])``), 38 once a second act of the
    first one's shape after "and" was read as such (:mod:`slu_node.gapping`); and 27 with several
    verbs for one object ("peel, boil and mash the potatoes", "heat and stir the milk"; references
    before the run): 16 of 27 at first, 23 once a verb with a required object shared the next one's
    across a comma and one with an optional object across a lone "and" (not before an adding verb:
    "stir and add the milk"). Left: "whisk and pour the eggs into the pan" (pour adds), "boil and
    then drain the pasta" (the generated commands keep the implicit object after "and then") and "the
    tin of beans"; "take and peel an orange", whose "take" the tagger misses, is right since the
    thirty-fourth session (:func:`slu_node.cues.untagged_verbs`: 24 of 27). In the thirty-fourth, 32
    with a thing or a step left out ("add the sugar but not the salt", "add the flour without the
    sugar", "stir the soup but don't boil it", "skip the salt and add the pepper"; references before
    the run, one then set to the hand-written fixture's "put three eggs in the pot"): 5 of 32 at
    first, three of them done wrong (``add(flour, sugar)``, ``add([sugar, salt], ...)`` for "... and
    leave out the salt" and "..., forget the salt"), the rest asked about; 31 once such words were
    left out (:mod:`slu_node.exclusions`). "don't peel the potatoes, just boil them" is asked about:
    "them" names what the negated clause said. Then 20 with a second thing said after the place
    ("put the eggs in the bowl and the milk", "add the sugar to the bowl and the salt"; references
    before the run): 2 of 20 at first, 16 done wrong (``put(egg, bowl)``, the milk dropped unasked;
    ``add(sugar, [bowl, salt])``), 16 once such a value ending the utterance was the object's
    (:func:`slu_node.gapping.stripped_heads`); after a place that is food ("add the salt to the soup
    and the pepper") it stays a second place, as in "add the cheese to the pasta and the sauce".
    In the thirty-fifth, 23 with an amount in a "with" phrase ("sprinkle the salad with a handful of
    walnuts", "drizzle the salad with a little olive oil", "whisk the eggs with a pinch of salt";
    references before the run, one of 24 then left out: its reference dropped the pinch of "season
    the steak with a pinch of salt and some pepper"): 10 at first, 12 done wrong (``add(1 handful,
    salad, walnut)``; the oil and the salt dropped unasked), 23 once the phrase was read afresh
    (:mod:`slu_node.fillings`). Then 11 near the heat and the appliances' settings ("take the pan off
    the heat", "simmer the soup on low", "turn the chicken over"; references before the run, one then
    set to probes 15, 26 and 42's ``put(kettle)``), the commands of a batch whose other 19 joined the
    not-a-command fixture: all 11 as before the session, 10 right; "move the pot off the hob" is
    asked about, as put has no source. In the thirty-sixth, 28 with a second thing said after the
    place ("add the salt to the soup and the pepper", "add the cinnamon to the batter and a pinch of
    nutmeg", "pour the stock over the rice and the peas"; references before the run, the pinch's then
    set to the hand-written fixture's one amount over the list), two more that joined the
    not-a-command fixture: 20 right at first, 8 done wrong (``add(salt, [soup, pepper])``; "stir the
    honey into the yogurt and the cinnamon" dropped the cinnamon), 26 right once a value of the
    object's group and not the place's (the domain file's groups), or one measured out, was read as
    an object (:func:`slu_node.gapping.stripped_heads`). Two stay done as read, both readings English
    allows: "add the jam to the toast and the butter", "add the ham to the bread and the cheese too".
    In the forty-seventh, 40 as speakers of English as a second language say them ("put salt in soup",
    "the eggs, crack them in the bowl", "put in the bowl the flour", "make boil the water", "is
    necessary to stir the sauce"; references before the run): 29 of 40 at first, three done wrong
    (two with an object left unsaid after "and": "peel potato and boil" cooks ``*[ingredients]*``), 34
    once a place said before the object was read as the place (:mod:`slu_node.fronted`), put leaving
    food out was read as add, and "is necessary to" and a causative "make" were lead-ins; its floor is
    lower, the three still done wrong ("bring water at boil", "check if the water boil").
    In the forty-eighth, 40 as a home cook says them to the robot, with kitchen slang and
    vocatives ("hey robot, crack three eggs into the bowl", "bung the chicken in the oven", "chuck the
    onions into the pot", "crack on and knead the dough", "mash the spuds with a fork"; references
    before the run, one then set to probe 39's ``cook(water)`` for "bring a big pot of water to the
    boil"; 37 right before that): 38 of 40 at first, none done wrong; 39 once "till" was read as
    "until" ("whisk up the egg whites till they're stiff" had two foreign words and was out of
    domain). "fish the bay leaves out of the stew" is asked about.
    In the forty-ninth, 40 measured amounts as a home cook says them ("a knob of butter", "two sticks
    of celery", "half a litre of coconut milk", "a couple of sprigs of rosemary"; references before
    the run): 38 of 40 at first, one done wrong, "put three slices of bread in the toaster" as
    ``add`` (put's ``measured_as``); 39 once an appliance kept put (``kept_with``). "spoon three
    tablespoons of yogurt into the sauce" is asked about ("spoon" is no verb of the domain).
    In the fiftieth, 40 with adverbs, tag questions and particles ("gently stir the sauce", "stir
    the soup would you", "take the lid off the pan"; references before the run): 38 of 40, the two
    misses the references' (beat's implied whisk, fry's oil), then set to the domain's; and 40 as
    a cook talks ("the potatoes need peeling", "i'd like the butter melted in the saucepan",
    "let's get the onions into the pan", "put it on the board"): 28 of 40 at first, two done wrong
    ("let's get the onions into the pan" and "i'd like the butter melted ..." as ``take``), seven
    references then set to the domain's conventions ("half a litre" is 500 ml, "get the grater
    out" remove's) and one that says only "it" rewritten; 37 once a participle after "like",
    "want" or "need" said the action, take's things said to go "into" a place were put there
    (``moved_as``) and "board" was the cutting board. "set the oven to two hundred degrees" and
    "see if it needs more salt" are asked about, "crack an egg" has no count. A third, 40 everyday
    commands written at the session's end after every change (references before the run, three
    then set to the templates: separate and sieve take no count or place, cook's quantity comes
    last): 36 of 40, none done wrong; 37 once "leftovers" was a value. Asked about: a self-repair
    after "i need you to", a delay ("after two minutes"), "a spoonful at a time".
    In the fifty-first, 40 everyday commands of putting, covering and taking out ("stick the baking
    tray in the oven", "take the lid off the pot"; references before the run): 40 of 40; and 40
    less usual ("fish the bay leaves out of the soup", "i'll need the big pot", "the onions go in
    the pan first"; references before the run, seven then set to the domain's conventions: "stir
    in the cream" is ``mix``, "take the skin off" ``separate``, "another egg" one): 29 of 40, "i want
    the chicken in the oven" done as ``take(chicken)``; 30 once "bring the soup to a simmer" was read
    "simmer the soup", 31 once a thing wanted "in" a place was put there, 32 once "now the flour" was
    read "add the flour"; asked about: "brown the meat in batches" and seven more. A third, 30
    checks and pronouns ("boil the eggs and check if they are done", "crack the eggs and whisk them
    well"; written after "they" after "check if" was read as the object): 18 of 30
    at first, 23 once five references were set to the lexicon ("done" is a state, "bubbling"
    simmering, "every few minutes" occasionally), 24 once "check that" was read as "check if" is;
    asked about: "tell me when the oil is hot", "let me know if the pasta is ready" ("know" and
    "when" are no words of the domain), "see if the bread is toasted", and three more. 40 in the
    fifty-second, questions before a second action ("is the water boiling then add the pasta", "are
    the potatoes soft yet then drain them") and everyday steps: 39 of 40 at first, 40 once a question
    of a thing's state at the start was read as a check ("are the onions soft then add the garlic"
    had been ``add(garlic, ..., soft)``); a second 40, a day's steps ("drain the rice and put it back
    in the pot", "fetch me a clean knife"): 37 of 40 at first (one reference then set to the
    lexicon: "pips" are seeds), 38 once a thing the tagger left untagged after a verb with no object
    was its object; "add the butter to the potatoes and mash them" mashes the butter (a pronoun
    takes the previous action's object, as the generator says it); a third 40, steps chained with
    connectors and everyday requests ("crack the eggs into a bowl, add the sugar and whisk", "grab
    me two eggs and a cup of milk"), 40 of 40 at first; and 12 with a statement first ("the oil is
    hot now add the onions", "the butter has melted, add the flour"), 10 written before
    :func:`slu_node.purpose.stated_fact` took "has" and a state that is a verb ("warm"): 8 of 10 at
    first, all 12 now; and 40 everyday steps in the fifty-third session ("grab the biggest pot you
    have", "pop the bread in the toaster", "put the leftover rice in a container"): 39 of 40 at first,
    40 once one reference was set to the fixtures' convention ("crack an egg" has no count); and 40
    recipe steps in the fifty-fourth ("next up, whisk the egg whites until stiff", "sift the flour and
    the cocoa"): 39 of 40 at first, 40 once a shape said after "into" was left out ("break the
    chocolate into pieces", :data:`slu_node.textnorm.SHAPE_PHRASES`); and 40 indirect and chatty
    requests in the same session ("would it be possible to grate some cheese", "could you be a dear
    and put the kettle on"): 37 of 40 at first, 40 (all done, none asked about) once a leading "just"
    was left out, a verb's word ending a value ("lemon zest") was read as the value's, "i think"
    before what needs doing was read past, "if you wouldn't mind" was a courtesy and an "-ing" verb
    after a lead-in was led; and 40 with amounts, times and temperatures ("add one and a half
    teaspoons of salt", "bake at one hundred and eighty degrees for an hour"): 39 of 40 at first,
    40 once one reference followed sugar_format.md's own example ("half a kilo" is 500 g); and two
    sets of 40 in the fifty-fifth, written blind by helper sessions that had read only the format,
    the domain file and the fixtures: recipe steps ("fry the halloumi for two minutes on each side then
    flip it", "make sure the butter has melted"), 38 of 40 at first, 40 once a side phrase was left
    out (:data:`slu_node.textnorm.SIDE_PHRASES`) and "has" between a thing and its state was read
    "is"; speakers of many kinds ("hand us the wee knife", "have the spuds gone soft yet", "um take
    the the mince out of the fridge and uh brown it in the big pan"), 30 of 40 done exactly at first,
    36 once a vocative ("dear") was a courtesy, "wee" a size word, "X's at" "X is at", a linking
    participle ("gone soft") read past, a hesitation after "and" no cut-off, and a pronoun no role
    of its action holds an unplaced value ("put the sprinkles on it", the cake, is add's); left: the
    terse "onions in", "toss them in" read as add's "toss in", and "fry it" after "take the seeds
    out of the capsicum" taking the seeds (38 since, with the next two sets' rules); and two more
    blind sets: places, appliances and coverings ("tray in the oven", "grab the thermometer from
    the drawer", "check if the oven has reached two hundred and twenty degrees"), 35 of 40 at first,
    all asked about, 40 once a terse command with no verb was read with one
    (:func:`slu_node.verbless.placed_things`), words of the action's own templates tagged with a role
    it lacks were left out, "has reached" was "is at", "all the way through" a filler and "check
    it's set" "check if it is set"; chained actions with pronouns ("scoop out the seeds from the
    pumpkin and once that's done roast it", "take the steak out of the fridge season it with salt
    and then sear it"), 34 of 40 at first, five done wrong, 40 once a pronoun's number chose what it
    stands for and the domain file marked add's food destination and separate's source
    (:mod:`slu_node.antecedents`) and "season it with" read the pronoun as the place; and one of how
    things are done ("stir the gravy till it thickens", "for forty five minutes put the casserole dish
    in the oven at one hundred and fifty degrees", "gently fry the garlic in butter for a minute"):
    36 of 40 at first, 40 once a state's "-en" verb was the state (:func:`slu_node.textnorm.state_verbs`),
    unit words left untagged after a number joined it, a manner tagged as the verb was a modality and
    another appliance than the one a verb implies ("blitz ... in the food processor") held its role;
    and one of tools and the rarer actions ("use the fine grater to zest the lemon", "line the loaf tin
    with greaseproof paper", "take the sieve and sift the icing sugar through it"): 32 of 40 at first,
    two done wrong (the loaf tin as the cake tin, the sieve of "through it" left out), 36 once "fine",
    "coarse" and "thin" were describing words, untagged words before a value that make a longer one
    joined it and a pronoun after an instrument's preposition was the instrument; left: "the roast
    potatoes", "the can opener", "a sheet of foil" ("sheet" starts "sheet pan") and "the tea towel"
    split by the tagger, all asked about; and two more blind sets: simplified "robot English" (see
    :data:`PROBE_FLOORS`), and moving things from one place to another ("tip the pasta out of the pan",
    "pick the bay leaves out of the stew", "put the leftovers back in the fridge"), 40 of 40 at first;
    and commands with words of negation, exclusion or correction in them ("never mind the cumin add
    the paprika and stir it in", "add some salt but not too much", "peel four uh no five potatoes"):
    25 of 40 at first, one done wrong, 34 once a dropped thing said first before a verb with no word
    between was left out, a limit on an amount a filler, "don't you forget to" and "give" after a
    lead-in read past, "scratch" a dropping verb and a hesitation before an editing term part of it;
    left, asked about: a negated clause followed by what to do instead with no joining word ("no need
    to peel the carrots just grate them", "don't take the cake out yet check if it's done first");
    and checks ("has the milk come to a boil", "stir the sauce and see whether it has thickened"),
    36 of 40 at first, one done wrong (the boil left out of the first), and run-on dictation ("okay
    now lift the lid off the pot give the stew a stir and put the lid back on"), 34 of 40 at first,
    four done wrong: 35 once the spoken order broke a tie between a pronoun's readings (the
    spaghetti tipped into the water, not the water), a tin after "and" before "of" was an amount and
    a domain verb the tagger left untagged after "and" was asked about (the lid had been left out
    unasked); left: "cover it" after "pour in the white wine" covers the wine, and "grab ... and also
    a tin of tomatoes" adds the tomatoes (the intent said add); and short calls ("oil in the wok",
    "pan off the heat", "garlic now", "a pinch of paprika"), 28 of 40 at first, one done wrong (the
    oil put, not added), 34 once a terse command chose its verb by what goes where (food into a
    vessel is added, into an appliance put; from a place, removed) and "now" ended a request like
    "please" (see :data:`PROBE_FLOORS`); and a TV cook's commands wrapped in their reasons ("garlic
    burns really easily so fry it gently", "the key to a good mash is dry potatoes so drain them in
    the colander"), 7 of 40 at first, two done wrong, 36 once a reason said first and joined by "so"
    to the command was left out, its first thing what the command's pronoun stands for
    (:func:`slu_node.purpose.reason_first`); and commands written as a recogniser writes them ("Add 1/2
    a cup of buttermilk.", "Bake at 180°C for 25 mins", "pour in 250ml of stock"), 35 of 40 at first,
    none done wrong, 37 once "a" around a fraction in digits was read past ("1/2 a cup", "a 1/4
    teaspoon"); left: "hrs", which the lexicon lacks; and British and American kitchen words ("bung
    the aubergine in the oven", "fry the prawns in the skillet"), 38 of 40 at first, none done wrong,
    with no change made ("pop the halloumi under the grill": put has no "under"; "take the tea towel
    off the dough", the tagger splitting "tea towel"); and commands wrapped in social talk ("what a
    week it's been honestly anyway could you peel the plantains", "cover the plate with cling film
    brilliant work today", "if it's no bother turn the tofu over with the tongs"), 20 of 40 at first,
    none done wrong, 37 once praise and nicely-asking conditions were courtesies, "hiya" and
    "morning" greetings, and small talk before a turning word ("anyway", "oh yes", "okay now") left
    out (:func:`slu_node.purpose.small_talk`); and five blind probes of the fifty-sixth session:
    learners' English ("pour the milk inside the saucepan and make it warm", "fry onions on the pan
    until become golden", "make them boil during twenty minutes"), 25 of 40 at first, one done wrong,
    27 once "during" before a time was read "for" and a verb of becoming "is";
    amounts ("one and a half kilos", "another two eggs", "half a dozen eggs"), 40 of 40 at first;
    sequences ("first ... next ... finally", "before you X, Y", "X after you've Y'd"), 28 of 40, three
    done wrong (a "before" clause said first is left out, as since the twenty-fifth session; the
    writer expected it done after the command); indirect requests ("the potatoes need peeling",
    "mind grabbing the colander", "time to flip the pancakes"), 36 of 40, two done wrong, 38 once a
    conditional frame before "if you" and a past form was read as a request ("it would really help if
    you mashed the avocados", :func:`slu_node.frames.past_request`); left, done wrong: "let's get the
    turkey in the oven" as take, "adding a pinch of nutmeg to the custard and giving it a stir"
    stirring the nutmeg; modifiers
    placed freely ("cook for twelve minutes the basmati rice", "fry gently the onion ...", "for
    twenty minutes let the stew simmer gently"), 25 of 40, seven done wrong, 34 and none once a span
    a role cannot hold went to the one role that can
    (:meth:`~slu_node.builder.PredicateBuilder._relabeled`), an untagged object after the verb's
    modifiers or after "let" was read, a duration said first, and degree words before a manner left
    out ("very gently", :data:`slu_node.textnorm.DEGREE_WORDS`); and four more: quantifiers ("the
    other half of the butter", "both loaf tins", "the rest"), 30 of 40 at first, four done wrong, 31
    (left, done wrong: "both" or "two" of an action with no quantity carried to the next action's
    pronoun, "grate both courgettes and add them" as ``add(2, ...)``, and the pizza's "it" read as
    the mozzarella); purposes said with the command ("cover the pot to keep the soup warm", "*to stop
    the spaghetti sticking together* add ..."), 31 and one wrong, 34 and none once "to" before a verb
    the domain does not know and "so" before a thing's subject said first are left out
    (:func:`slu_node.purpose.fronted_clause`); a teenager's slang ("can u like stir it real quick",
    "bro drain the spaghetti asap"), 32 and none, 39; and long-winded speakers' asides ("add the
    sugar now my mother always used brown but white is fine"), 4 of 40, none wrong, 16 once an aside
    with its own subject after the command is left out (:func:`slu_node.asides.trailing_asides`);
    and a third round: telegraphic "robot English" again (96: "zest lemon zester", "get mozzarella
    out fridge unwrap it"), 6 of 40 at first with 8 done wrong, 6 and 7 once a thing of another
    role said right after the object is asked about ("zest lemon zester"; its floor is where it
    stands: the tagger needs training with such speech); durations and temperatures said many
    ways (97), 36 and one wrong, 40 once an amount of the next smaller unit after "and" is read
    ("a minute and thirty seconds" as ``90 s``; :func:`slu_node.numbers.normalize_measure`,
    :meth:`~slu_node.builder.PredicateBuilder._joined_amounts`); two actions at once (98: "stir the
    sauce while you pour the milk into it"), 13 and six wrong, 19 and none once "while you" and a
    verb is a second action, not a background; commands that call the robot by name (99: "chef bot",
    "kitchen robot"), 21 of 30, 27; and, written last, 40 ordinary commands of one evening meal
    (100), with no planned difficulty, to estimate the session's final code on plain speech: 38 of
    40 done exactly, one done wrong ("pour two litres of water into the pot and put *it* on the
    hob" puts the water), the same with the session's first code; no change made for it.
    Fifty-seventh session: terse commands again (101: "pot off heat spaghetti drain"; 102: "add two
    hundred grams sugar bowl", "scallions sprinkle noodles"), 16 and 8 of 40 at first (4 and 5 done
    wrong), 20 and 17 (2 and 1) once a thing said with no preposition after a role span, objects on
    both sides of the verb and a unit with no number are read (:mod:`slu_node.terse_reading`),
    and probe 96 15 with 4 wrong;
    and 40 ordinary commands (103), 38 and 2 wrong at first, 40 once what was poured over a thing
    hands the next pronoun to that thing (:mod:`slu_node.antecedents`). A second round, written
    while those rules were made: keyword commands (104: "pour orange juice carafe", "squeeze half
    lemon fish"), 10 of 40 with the session's first code, 13 done wrong; 13 and 11 with the first
    round's rules; 18 and 2 once a list said with no "and" whose last value another empty role could
    hold is asked about, a thing tagged as a modifier is placed, and a thing, an amount or a unit
    said beside a value is no longer left out unasked; ordinary commands of five dishes (105), 38
    and one wrong at first, 39 and none (a time knead cannot hold stays with it before "then").
    Written last, to estimate the session's last code: a line cook's short orders (106: "burger
    flip", "fries in fryer four minutes"), 19 of 40 with its first code (5 done wrong), 23 (3, then 2) with
    its last; ordinary brunch and dinner commands (107), 34 (6) and 36 (4), then 37 (3) once "into
    it" after a thing taken out of a vessel is the vessel ("take the chicken out of the pot throw the
    onions and carrots into it"); what "them" stands for two actions back ("crack four eggs into a
    bowl add a splash of milk and beat them") and "on it" as the place just named ("put the chicken
    back in the pot and put the lid on it") are left. And two more written after the session's
    rules: a person with little English giving word-by-word orders (108: "eggs two bowl crack",
    "milk warm microwave one minute"), 11 of 40 done exactly with the first code (8 done wrong), 19
    (6) with the last, 19 (5) once a value of a role before a thing it cannot hold, in one span, is
    asked about ("soup stir slowly wooden spoon"), 22 (2) once a thing tagged as a second verb
    beside the verb is read as a role ("stew simmer", "onions fry butter", "warm microwave");
    ordinary weekday family cooking (109), 35 (3) and 36 (2), no change made for it (37 (1) once "as
    well" is read "too", fifty-eighth session). The fifty-eighth session's four, written blind before
    its rules (done exactly, done wrong; with its first code, then its last): speakers correcting
    themselves (110: "add the salt no sorry the pepper"), 33 (1), 34 (0); recipe cards read aloud
    (111: "season to taste", "simmer for forty five minutes stirring occasionally"), 31 (3), 39 (0);
    British, Irish and Australian home cooks (112: "bung the spuds in the pot"), 35 (0), 36 (0);
    later steps that refer back ("... then do the same with the cherries", "add both to the rice",
    "put the rest back in the fridge"), 24 (11), 37 (2), 38 (1) by the session's end. Then four more, written while those rules
    were made: commands wrapped in chat (114: "oh blimey it's spitting everywhere put the lid on the
    frying pan"), 25 (0), 28 (0), 30 (0) by the session's end ("by hand" no verb, "let's crack on"); steps said in another order than to be done (115: "drain the
    chickpeas but first grab the colander", "before you add the penne season the water"), 12 (13),
    33 (2), 35 (1) by the session's end; things picked out by size, "one" and ordinals (116: "crack the eggs into the bigger
    one", "a second frying pan"), 27 (2), 36 (0); a chef's technique verbs (117), 39 (1), 39 (1).
    Written last and first run after all of those rules, ordinary weekend baking (118) and a
    weeknight dinner (119): 35 (3) and 38 (1); 37 (1) and 39 (0) after three rules their misses
    showed ("squeeze it *over the rice*" tagged as a role the action lacks, "sprinkle them with
    sugar", "blitz ... in the food processor add ..."). Then a last round of four, written after
    those (first run with the code they were written against, then the session's last): American
    home cooks (120) 40 (0), 40 (0); a recogniser's transcripts of disfluent speech (121: "put the pa
    put the pan on the stove") 30 (0), 39 (0); moving things between vessels (122: "pour the caramel
    from the pan into the ramekins") 26 (3), 31 (0); a voice assistant's wake words and requests
    (123) 36 (0), 36 (0). And a fourth round: amounts said every way (124: "fetch a bunch of
    asparagus a tub of ricotta and a carton of eggs", "add a sprig of rosemary to the lamb and roast
    it") 35 (4), 38 (0); checks and tests (125: "have a look at the onions are they golden yet") 38
    (1), 39 (0); long three-step commands (126) 31 (4), 31 (4), "followed by" read as a list where
    its writer wrote a second act, and "simmer it" two steps back left; exclusions and substitutions
    (127: "pick out the bay leaves but leave the thyme in") 30 (1), 31 (0). A fifth: tools (128)
    40 (0), 40 (0); times and limits (129) 38 (2), 39 (1); tidying and storing (130: "fetch me a
    clean plate and a fork") 38 (1), 39 (0); world cuisines (131: "put the dumplings in the steamer
    basket cover it") 35 (2), 36 (1). A sixth, written last: parts and pieces (132) 35 (2), 35 (2);
    the robot and people addressed in one breath (133: "robot add two tablespoons of soy sauce to
    the wok and dad you keep an eye on the rice") 5 (5), 31 (0), once the clauses said to people are
    left out (:func:`slu_node.cues.said_to_others`); things described by many stacked words (134: "the
    big blue ceramic bowl") 5 (4), 5 (4), the weak spot the session leaves (describing words the
    domain does not know were asked about, a state said as one was read as a modality), 12 (1) once
    the words between an article and the thing are read as describing it, typed (heard, only known
    values; :meth:`slu_node.builder.PredicateBuilder._described_things`); the thing named before what
    to do with it (135: "the onions could you fry them") 19 (1), 29 (1) once a topic's "as for"
    is left out (:func:`slu_node.read_as.topics`) and a pronoun after the verb takes up the one thing
    said first ("that sauce give it a stir"). A seventh (fifty-ninth session): speakers of English as
    a second language (136: "put pot on fire then pour one liter water and boil it") 32 (4), 39 (0)
    once a thing never said bare had its "the" put back (:func:`slu_node.articles.dropped_thing_articles`);
    four recipes step by step (137) 38 (0), 39 (0); indirect requests (138: "your job now is to ...",
    "the pastry has to be wrapped in foil") 34 (0), 40 (0); amounts, times, heats and states (139:
    "over a high heat bring three litres of water to the boil") 39 (1), 40 (0). An eighth: the lexicon's
    rarer synonyms (140) 40 (0); lists (141) 37 (2), 38 (1) ("sprinkle the rosemary and the garlic over
    the lamb and the potatoes" still joins the potatoes to the garlic, alike in the domain file's
    groups); run-on speech (142) 32 (2), 39 (0); moving things between places (143) 37 (1), 38 (0).
    A ninth, written after those rules: breakfast (144) 37 (3), 40 (0); a weeknight dinner (145)
    39 (0), 39 (0); baking (146) 38 (2), 39 (1) ("mix the bread dough in the stand mixer": the mixer,
    tagged as mix's place, is still left out). A tenth: formal courtesy (147: "i should be most grateful
    if you would ...") 32 (1), 38 (1); spoken forms of numbers (148: "a pair of", "twelve hundred
    grams", "one and three quarter cups") 37 (0), 40 (0); the robot called as a wake word (149: "hey
    chef a pinch of nutmeg thanks") 37 (0), 39 (0); serving and leftovers (150) 38 (0), 38 (0). An
    eleventh: the rarer actions (151) 38 (1), 38 (1) ("sift the flour into the bowl then crack three
    eggs into it": the bowl, a template's words for sieve, is left out and the eggs cracked nowhere);
    checks (152) 38 (1), 38 (1) ("has the pot come to the boil yet": the state, tagged nowhere, is
    lost); pronouns for utensils and vessels (153: "the big pot boil the tagliatelle in it", "take the
    lid off the stockpot and put it on the wok") 29 (4), 36 (3); short commands (154) 39 (0), 39 (0).
    A twelfth: pronoun chains with tools (155: "pick up the potatoes and the peeler and peel them with
    it") 30 (3), 33 (2); parts and quantities pointed back to (156) 34 (1), 34 (1); corrections said
    mid-command (157: "add three eggs no make that four", mostly asked about) 20 (1), 20 (1); stutters
    and restarts (158: "open a can of open a tin of chickpeas") 33 (2), 38 (0). A thirteenth, ordinary
    commands with no planned difficulty written last (159: a week's cooking, 160: a retired home cook,
    161: a student): 40 (0), 40 (0), 40 (0) at first. A fourteenth, the last: two more ordinary sets
    (162: a busy parent, 163: a chef at home) 40 (0), 40 (0); three-step commands (164) 30 (6), 33 (3)
    once "stir in" an amount is mix's, as probes 36 and 164 write it, and an amount poured into the
    food before makes "it" that food ("put the chicken in the slow cooker pour in half a litre of stock
    and cook it"); "hard but fair" commands (165: fronted places, stacked describing words, noun
    compounds) 30 (3), 31 (2). A fifteenth: two more ordinary sets (166: a teenager learning, 167: a
    dinner party) 40 (0), 40 (0); ordinary commands with numbers (169) 38 (0), 39 (0); "hard but fair"
    again (168: noun compounds, fronted places, long describing phrases) 15 (9), 19 (6) once a noun
    compound typed after a determiner is read as its last value ("the fish tacos", "the butter dish":
    :meth:`slu_node.builder.PredicateBuilder._compound`) -- the weak spot left, with 165.
    Sixtieth session: the earlier weak spots, with its last code, 157 33 (0), 165 32 (2), 168 22 (5).
    Its blind probes, exactly right (wrong) at first, then with the session's rules: ordinary sets (170:
    a grandmother's Sunday lunch, 171: a nurse after a night shift) 38 (1), 40 (0) and 38 (1), 39 (1);
    a cook thinking aloud (172: "let's see um stir the risotto", "... cheers") 29 (0), 39 (0); "hard but
    fair" word order (173: "add the brown sugar about two tablespoons", amounts said after their thing:
    :mod:`slu_node.afterthoughts`) 24 (2), 34 (0). Written after those rules, with the session's first
    code, the code they were written after, and the last: two more ordinary sets (174: a weeknight
    curry, 175: a baker's Saturday) 35 (1), 35 (1), 38 (0) and 37 (1), 37 (1), 39 (0); corrections
    said in the same breath (176: "steam the broccoli for eight minutes well let's say six":
    :func:`slu_node.corrections.said_correction`) 19 (3), 29 (4), 35 (0); afterthoughts (177: "grab
    some lemons two should be enough", "the tea towel a damp one") 20 (2), 25 (2), 37 (0). A third
    round, written after those, at first and with the last code: ordinary sets (178: a date-night
    dinner, 179: a weekend breakfast for guests) 37 (1), 38 (0) and 39 (1), 39 (1); "hard but fair"
    again (180: describing words the domain does not know, relative clauses, places with a shelf or
    rack) 11 (2), 12 (1), the weak spot left, mostly asked about; pronouns across steps (181: "peel the
    parsnips with the peeler and then peel the carrots with it too", "whisk the cocoa into it",
    "simmer both gently") 32 (5), 36 (2). A fourth: ordinary sets (182: a vegetarian weeknight dinner,
    183: Sunday meal prep) 38 (1), 40 (0) and 40 (0), 40 (0); Scottish, Irish and northern English
    (184: "pet would you pass us the tin opener", "would you ever check if the spuds are soft", "a
    wee pinch") 31 (0), 37 (0); world Englishes (185: "add salt as per taste", "add in some soy sauce
    lah") 37 (0), 39 (0). A fifth: ordinary sets (186: an old man cooking for one, 187: a parent with a
    small child helping) 36 (2), 37 (2) and 39 (1), 39 (1) ("put the lid on the big pot and let the
    soup simmer": the clause before the first verb goes to cover, :class:`slu_node.segments.Segmenter`);
    run-on speech with objects left out (188: "boil the egg noodles for four minutes drain in the
    colander put them in a bowl") 22 (2), 22 (1): the left-out objects are asked about, a weak spot.
    A sixth, the last: ordinary sets (189: two friends making pizza, 190: a cafe cook before lunch) 38
    (0), 38 (0) and 40 (0), 40 (0); requests said indirectly (191: "it'd be lovely if the turnips were
    peeled", "the sardines could be fried now") 22 (2), 23 (1), mostly asked about as out of the domain.
    A seventh, written to test the session's rules on unseen wording: ordinary sets (192: a holiday
    dinner, 193: high-protein meals) 39 (0), 39 (0) and 40 (0), 40 (0); corrections again (194: "no hang
    on", "scratch that make it", "on second thoughts", "sorry not the turnips the parsnips") 14 (1) with
    the code they were written after (7 (3) with the session's first), 33 (0) once those phrases were
    read; afterthoughts again (195: "half a teaspoon no more", "three minutes tops", "the milk slowly
    two hundred millilitres") 20 (1) (11 (1) with the first code), 26 (1). Last, three ordinary sets
    written after every change and left as they came (196: a cooking class, 197: food for someone
    unwell, 198: a budget week of dinners): 38 (0), 39 (1), 39 (1) with the last code, the same as
    with the first ("pour half a litre of chicken broth", "add a pinch of salt and some chives").
    The sets after 198 (to 440, the sixty-ninth session's; its 405, a kitchen session whose lines refer
    to the lines before, is the dialogue fixture ``cooking_recipes5``) are described, each with its first
    run, in ``docs/results/history.md``; 341 (conditions said first, which the policy asks about: the robot
    would otherwise act at once) and 352, 365 and 373 (kitchen sessions whose pronouns refer to earlier lines,
    asked about when each line is read alone), 383 (a parent answering a child's questions around the
    commands) 394 (parts of things said before, "the other half", "do the same to") and 400 ("hard but fair",
    written last) keep low floors on purpose, as do the sixty-ninth session's 406, 421 ("hard but fair"),
    408 and 428 (a busy cook's clipped steps), 417 (chat and remarks around the commands), 430 (a
    grandparent's explanations after each command: statements about things, "the sugar takes the
    sharpness off the tomatoes", which read as more of the command), 434 ("hard but fair" as a kitchen
    session whose pronouns refer to earlier lines), 435 (reasons and warnings around the steps) and 439
    (tools and places named by what they do, "the thing that goes ping", "the flat flippy thing": asked
    about, or done without the thing so named). Seventieth session, 441-468 (28 sets, the first code:
    869 of 1,120 done exactly, 34 wrong), lower floors for 442 (commands said in roundabout ways, "the
    carrots want the peeler taking to them"), 448, 451, 461 and 468 (explanations and asides run on after
    each command), 443, 455 and 457 (talk to a child, apologies, a distracted parent), 453 and 460
    (self-corrections, steps said out of order), 456 and 463 (reference conventions the writers split
    on: "peppers", "on top", an amount with a list), 465 (an evening meal whose lines refer back: asked
    about when read alone) and 466 (things described by where they are and whose they are); 469-472, the
    last round, run once with the last code (137 of 160, 5 wrong; one change made after it, 138 and 4),
    470 ("hard but fair": commands mixed with talk to others) with a lower floor. Seventy-first session,
    473-488 (16 sets, the first code: 479 of 640 done exactly, 36 wrong), lower floors for 474 (commands
    that wait for a condition, asked about by design), 476 (slang and brand names the lexicon lacks),
    480 (terse commands with the verb left out), 482 (several things in one breath), 484 (things said
    again), 485 (batch cooking) and 486 (changes made right after the command); 489-492, the last round,
    run with the code as it stood (126 of 160, 6 wrong; two rules made after it, 129 and 5), 489, 490
    and 492 with lower floors; 493-496, a round after it (116 of 160 and 13 wrong with the first code,
    124 and 9 with the last), 493 (an older cook's words) and 496 (two things done at once) with lower
    floors. Seventy-second session, 497-512 (16 sets, the first code: 546 of 640 done exactly, 17 wrong),
    a lower floor for 507 (swaps for allergies: "no eggs in this cake mash a banana ...", a thing not used
    with its reason after it); 513-520, the last round, run with the code as it stood (276 of 320, 3 wrong;
    one rule made after it, for warnings said with the command), 516 (those warnings) and 519 (long
    rambling talk before the command with no word that turns from it) with lower floors; 521-528, a round
    after it, run with the code as it stood (284 of 320, 10 wrong; 294 and 9 after three rules: praise
    after the command, the tool or vessel said first, "everything's"), 521 (talk to a toddler between
    the steps) with a lower floor. Seventy-third session, 529-536 (the first code: 244 of 320 done
    exactly, 3 wrong; 273 and 2 with the last), lower floors for 531 (statements of need and questions),
    532 (pronouns with no antecedent in the utterance), 533 (conditions said first, asked about by
    design) and 536 (a restaurant chef's jargon); 537-544 and 545-552, run with the code as it stood
    (281 and 9 wrong, 270 and 16; 299 and 5, 282 and 11 with the last), 541 (casual number styles), 543
    (quantifiers), 546 (things named by their contents), 548 (manner words placed oddly), 549 (pickling:
    words the lexicon lacks) and 552 (tasting and adjusting) with lower floors. Seventy-fourth session,
    553-560 and 561-568 (the first code: 276 of 320 done exactly, 5 wrong, and 282, 10 wrong; 307 and 0,
    299 and 5 with the last), 564 (a learner's English, the verb said last) with a lower floor; 569-576, a
    round after them, run with the code as it stood (252 of 320, 5 wrong; 281 and 3 with the last), 571
    (bread and pizza dough), 573 (times said loosely), 574 (checks by probing and tapping) and 575 (a
    grandparent's stories around every command) with lower floors; 577-584, the last round, run with the
    code as it stood (280 of 320, 11 wrong; the first code 278 and 12; 287 and 5 after four rules made for
    it), 577 (a recipe video's narration), 578 (a first-time cook's hedges) and 582 (a guest's allergies)
    with lower floors; 585-592, written after every change and run once with the final code (257 of 320
    done exactly, 1 wrong; the first code 257 and 2; 259 after "for jess", "or actually"), lower floors for
    585, 587, 588 (corrections in new shapes, asked about), 589 and 590. Seventy-fifth session, 593-600 (the
    first code: 276 of 320 done exactly, 13 wrong; 295 and 7 after the session's first rules) and 601-608,
    run once with the code as it stood (291 and 9; the first code 289 and 11; 298 and 4 with the last),
    598 (a bake sale's verbs and places) and 603 (Chinese home cooking) with lower floors; 609-616, run
    with the code as it stood (238 and 22; the first code 235 and 22; 269 and 14 with the last), 609 (baking
    with a child), 610 (amounts said after the thing: 13 → 35 of 40), 613 (things named by what they hold
    or what was done with them) and 615 (steps joined by time words) with lower floors; 617-624, the last
    round, run with the code as it stood (271 and 22; the first code 265 and 23; 284 and 10 with the last:
    things named again, 623, 20 and 13 wrong → 32 and 2 after `renamed.py`), 619, 620, 623 and 624 with
    lower floors; 625-632, written after every change and run once with the final code (272 and 15; the
    first code 270 and 15; 282 and 12 after praise between steps and a clause said again more fully were
    read), 629 (oven and hob settings) with a lower floor; 633-640, the same (257 and 13; the first code 246
    and 16; 263 and 12 after a recipe card's bare counts and times before the verb were read), 634-636 and
    638-640 with lower floors. Seventy-sixth session, 641-679 in five rounds, each set run once with the
    session's first code (1,376 of 1,560 done exactly, 37 wrong) and once with the code as it stood when it
    was written (1,391 and 36); 1,447 and 21 with the last code; 654 (freezing), 661 (loose amounts), 663
    (terse commands), 667 (a birthday cake's "tins") and 676-678 (leftovers, the thing named first, packaged
    food) with lower floors; a sixth round, 680-685 (224 and 4 with the first code; 230 and 4 with the last).
    Seventy-seventh session, 686-725, each set run once with the session's first code (1,405 of 1,600 done
    exactly, 70 wrong; 1,494 and 42 with the last), and 726-733, run with the first code and with the code as
    it stood (265 of 320 and 16 wrong, 279 and 10; 286 and 8 with the last), and 734-741 the same (265 and 12,
    269 and 12; 283 and 9); 693 (thinking aloud), 698 (asides between steps), 708 (things pointed at), 715 (full
    hands), 732 (amounts after the thing, no verb), 735 (talk to a child), 738 (stop, wait and undo) and 740
    (where things are, said first) with lower floors; a fourth round, 742-749, run once with the first code
    (286 of 320, 4 wrong) and the last (290 and 3), nothing changed for it, 743, 745 and 748 with lower floors.
    The domain file, the generator or the builder got what they lacked after their first evaluation,
    so these are regression floors, not unseen-set figures."""
    figures = evaluate_sugar_file(parser, FIXTURES / f"{name}.txt", FIXTURES / f"{name}.sugar")
    assert figures["n"] == n
    assert figures["correct_arguments"] >= PROBE_FLOORS.get(name, PROBE_ARGUMENTS_FLOOR), figures


def test_what_is_not_a_command_is_never_done(parser):
    """40 utterances written in the seventeenth session before they were run: negations, questions about
    actions, self-repairs and choices, commands that wait for a condition, talk about food. Three were
    acted on at first ("add three no four eggs" → ``add(egg)``, "take the flour i mean the sugar" →
    ``take(flour)``, "add two or three cloves of garlic" → ``add(garlic)``); the builder and the
    clarification policy were then changed, so this is a regression test, not an unseen-set figure.
    Eight more of the eighteenth session state the speaker's own plan ("let me crack the eggs");
    they were written after the rule that catches them, as were the nineteenth session's four
    negations after a phrase that urges ("make sure you don't burn the sauce"). The twenty-first
    session's four, the speaker asking about their own action ("should i add the salt now"), had all
    been done before the rule that catches them. The twenty-second session moved three self-repairs
    to probe 23, as commands now read with the repair ("add three no four eggs" → ``add(4, egg, ...)``),
    and added ten commands taken back at their end ("add the salt no wait", "crack two eggs into the
    bowl actually never mind"), six of which had been done. The twenty-third session added seven
    reports and questions ("we added the salt already", "we always stir it like this", "does the soup
    need stirring") from an adversarial batch, all done before the rules that catch them. The
    thirty-third session added six with a step the robot cannot do before "and" and one it can ("wash
    and peel the potatoes", "chop and fry the onions"), four of which had been done as the second
    step alone, written after the rule that catches them (:func:`slu_node.cues.verbs_outside_domain`).
    The thirty-fourth added five found in batches of statements and questions ("we're out of milk",
    "how do you peel a mango", "remind me to add the salt"), four of them done before
    :func:`slu_node.cues.shortages`, "how" among the question words and "i should", "remind me to"
    among the plan phrases; and four put off to later ("next time add more salt", "wait until i say
    then add the salt"), all done before :func:`slu_node.cues.deferrals`. The thirty-fifth added 19
    written before the run: three ordered after or before a thing with no verb of its own ("add the
    eggs after the butter"), two of which had been done (``add(egg, butter)``) before
    :func:`slu_node.cues.orderings`, and 16 settings of the heat and the appliances ("turn the heat
    down", "set the oven to one eighty", "switch on the microwave"), all asked about already. The
    thirty-sixth added two from probe 53's batch, written before the run: "add the salt to the pot and
    the pasta after", done as ``add(salt, [pot, pasta])`` before :func:`slu_node.cues.trailing_orders`,
    and "... and the garlic in a minute", asked about already. The fiftieth added six asking how,
    musing or putting off in a request frame ("could you tell me how to knead dough", "i wonder if
    we should add more salt", "later you could stir the soup", "next week we can bake a cake"), all six
    of them done before :func:`slu_node.frames.request_frame` left such frames to the policy. The
    fifty-second added 28 statements, questions and musings written before the run ("the eggs are
    in the fridge", "is there any milk left", "could you remind me to stir the soup later"): two
    statements of a thing's state or place were done as checks before
    :func:`slu_node.cues.statements`. The fifty-fifth added 58 written blind by a helper session
    (negations, questions to people, reported and planned actions, conditions, choices, talk about
    recipes and shopping): 5 of its 60 were done at first, 2 still are and are left out (a person
    named first, a shopping list); "the recipe tells you to ..." (:data:`slu_node.cues.REPORTING_PHRASES`),
    "in case ..." (:data:`slu_node.cues.EVENT_PHRASES`), "we might ..." and "once you've ..." in a
    request frame are asked about now. A second blind set of 60 (narration, what the robot did,
    questions, recipes read for later, plans, conditions, negations, talk to pets and children,
    songs, people named): 9 done at first, 6 still are and are left out; "you forgot to ...",
    "was i supposed to ...", "is it too soon to ..." (:data:`slu_node.cues.ASKING_PHRASES`) are
    asked about now. A third blind set of 60 (fifty-sixth session: regrets, recipes read for later,
    questions about what the robot can do, people addressed, descriptions, opinions, jokes, phone
    calls, commands cancelled in the same breath): 2 done at first and left out ("darling can you
    pass me the salt ...", "darling" a courtesy to the robot too; "saving this one for christmas
    drizzle honey over the figs ..."), no change made. And 60 commands it cannot carry out as said
    (blind: no such action, a doable one joined to one it cannot do, unknown things, values of the
    wrong type): 2 done at first, one since a thing after "with" that the role cannot hold is asked
    about ("cover the bowl with the chopping board"); "bake the cake at the usual temperature" is left
    out. And 30 requests addressed to a person (a family word or a name, first or last): 19 done at
    first, 7 since a family word first or last, or an unknown word before "could you", addresses
    someone else (:func:`slu_node.cues.addressed_elsewhere`); the 7 (a name before a bare verb or
    last: "sam grab the colander", "crack the eggs into the mug leo") are left out. A fourth blind
    set of 60 in terse fragments (fifty-seventh session: "sauce way too salty ugh", "did sara already
    salt water", "should buy more flour", "chop onions fine"): none done, with the session's terse
    readings in place. The fifty-eighth added two with a verb the robot has no action for, said
    with its own object, before one it has ("chop the carrots and peel the potatoes", done as
    ``peel(potato)`` before :func:`slu_node.cues.foreign_verbs_with_objects`). The fifty-ninth added
    a fifth blind set of 60 (negations, questions, plans, states, commands put off, talk to others,
    opinions, cancellations, reports): 14 done at first, 6 still are and are left out (a name before
    a bare verb or "please", "darling", two cancellations read as undo and stop); "never stir the
    caramel once the sugar starts to melt" (a negated clause with a clause inside it), "hold off on
    ...", "after dinner ...", "in an hour or so ..." (:data:`slu_node.cues.DEFERRING_PHRASES`,
    :func:`slu_node.cues.put_off`), "i'm about to ...", "... myself"
    (:data:`slu_node.cues.SPEAKER_REFLEXIVES`), "hang on i'm just draining the spinach" (no request
    frame before an "-ing" form after "be") and "guys can one of you ..." are asked about now. A sixth
    blind set of 60, written after those rules (thinking aloud, recipes for another day, what the robot
    can do, words to a pet or a child, commands cancelled at the end, past conditionals, opinions, a
    video narrated, wishes, what the robot did): 5 done at first, 3 still are and are left out ("are
    you able to separate eggs without breaking the yolks", read as a request); "could a robot like you
    ..." (an auxiliary before "a") and "i wish i could ..." are asked about now. The sixtieth added a
    seventh blind set of 60 (words to other voice assistants, messages dictated to a phone, idioms,
    sarcasm, stories told to children, offers to guests, reported speech, a quiz, TV): 2 done at first,
    "alexa add double cream and puff pastry to my shopping list" (another assistant's wake word first:
    :data:`slu_node.cues.OTHER_ASSISTANTS`) and "he's been cooking the books at work for years" ("work"
    after a preposition read as knead's verb); none since. An eighth (requests the robot cannot carry
    out: household tasks, kitchen actions it has none of, things the lexicon lacks, unsafe requests):
    8 of 60 done at first; "pour the gravy into the gravy boat" (one value in two roles) and "... so i
    can check the oven" are asked about now, the 6 still done are left out (noun compounds the lexicon
    lacks read as their known word: "fish sauce", "ginger beer", "waffle iron"; details it cannot
    express: "hand me the knife blade first"). The sixty-first added 58 of a ninth blind set, written to
    use its new rules' forms in chat ("grandma's apple pie was always better", "meanwhile my brother
    was peeling the potatoes", "i'll have three"); 2 of 60 done, left out. The sixty-second added a
    tenth of 60, written to use its new rules' forms in chat (statements about the speaker, warnings
    said alone, leftovers and packages talked about, noun compounds, small talk before "but"): none
    done. The sixty-sixth added 39 of an eleventh blind set of 40 (recipes read for another day, talk
    naming an action for someone else, how-to questions, plans): 3 done at first, 2 fixed ("do you
    have to ..." asks, "is it even possible for you to ..."), the third left out ("can you pass me
    the butter love ...", an endearment the robot may be called by). The seventy-fourth added 37 of a
    twelfth blind set of 40, in the forms of its new rules (inverted conditions, hurry said of another
    time, talk on the phone, what a dish needs asked, past habits, praise, paces talked about): 4 done
    with its first code and 4 with its rules at first, one then fixed, the 3 still done left out. The
    seventy-fifth added 36 of a thirteenth (plans for another day, others' doings, advice asked, a recipe
    read aloud, a person called by name, sarcasm, hypotheticals, things done): 5 done, 1 fixed ("on friday"),
    4 left out. The seventy-sixth added 36 of a fourteenth (talk to pets and children, idioms with kitchen
    verbs, besides the thirteenth's kinds): 5 done, 1 fixed ("while you're up" said to oliver), 4 left out;
    "hey jo flip the burgers when you get a sec" asked about (a call of jo) once "when you get a sec" was a
    courtesy. The seventy-seventh added 38 of a fifteenth (plans thought aloud, a cooking programme talked
    about, besides the thirteenth's kinds): 3 done, 1 fixed ("kemal would you mind ..."), 2 left out (a recipe
    read to someone)."""
    lines = (FIXTURES / "cooking_not_commands.txt").read_text().splitlines()
    texts = [t for t in lines if t and not t.startswith("#")]
    assert len(texts) == 983
    accepted = [t for t in texts if parser.parse(t).command is not None]
    assert not accepted, accepted


def test_kitchen_work_outside_the_action_set_gives_few_commands(parser):
    """Kitchen tasks that no SUGAR template covers, worded unlike the domain file's negatives, are asked
    about rather than read as the nearest action. Before the twelfth session "preheat the oven ..."
    became ``cook`` and "cut the peppers ..." ``separate``; the latter still did with the twelfth
    session's model ("cut out" is one of separate's verbs) and no longer with the thirteenth's, so the
    floor stays at 5 of 6."""
    texts = ["cut the peppers into strips", "preheat the oven to one hundred and eighty degrees",
             "chop the parsley", "let the meat rest for five minutes", "slice the tomatoes thinly",
             "wash the potatoes"]
    accepted = [t for t in texts if (r := parser.parse(t)).command is not None and r.command.predicates]
    assert len(accepted) <= 1, accepted


@pytest.mark.parametrize("text, sugar", [("shove the tray in the oven", "put(baking tray, oven)"),
                                         ("bung the chicken in the oven", "put(chicken, oven)"),
                                         ("splash some milk in the bowl", "add(milk, bowl)")])
def test_a_verb_added_after_training_is_read_as_a_verb_of_its_group(parser, text, sugar):
    """Verbs the domain file got after the model was trained (twenty-fourth session) are read as the
    first verb of their group (:meth:`slu_node.domain.Domain.verb_stand_ins`); before, the first two
    were asked about as unknown words and the last read as mash (twenty-third session)."""
    assert "shove" not in parser.model.vocab.word_index  # else this tests the model, not the stand-in
    result = parser.parse(text)
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == sugar


@pytest.mark.parametrize("text, sugar", [("grease a loaf tin with a knob of butter", "add(1 knob, butter, loaf tin)"),
                                         ("spread the scones with egg", "add(egg, scone)")])
def test_a_verb_said_before_its_place_is_read_as_one_said_so(parser, text, sugar):
    """Sixty-eighth-session blind probe 378: "grease" (new) and "spread", read as "add", had been asked
    about and done as ``add([scone, egg], ...)``; read as "sprinkle" (:meth:`slu_node.domain.Action.stand_in`),
    the thing said first is the place."""
    assert "grease" not in parser.model.vocab.word_index and "spread" not in parser.model.vocab.word_index
    result = parser.parse(text)
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == sugar


@pytest.mark.parametrize("text, sugar", [("add a splash of milk", "add(1 splash, milk, *[ingredients]*)"),
                                         ("take a jar of honey", "take(1 jar, honey)"),
                                         ("add two rashers of bacon to the pan", "add(2 rasher, bacon, pan)")])
def test_packaging_and_portions_are_amounts(parser, text, sugar):
    """Units the twenty-fourth session added (a jar, a bottle, a bag, a head, a wedge, a splash, a
    rasher, ...): "take a jar of honey" had been ``take(honey)``, its amount dropped unasked, and "two
    rashers" asked about. A verb of the domain after a determiner is a noun: "a *splash* of milk" is
    not read as "a *add* of milk" (:meth:`slu_node.domain.Domain.verb_stand_ins`)."""
    result = parser.parse(text)
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == sugar


@pytest.mark.parametrize("short, full", [("whisk the egg whites till they're stiff",
                                          "whisk the egg whites until they're stiff"),
                                         ("cook the rice til it's soft", "cook the rice until it's soft")])
def test_till_is_until(parser, short, full):
    """"till" and "til" are read as "until" (:data:`slu_node.textnorm.INFORMAL_FORMS`): the first
    command, with "till" and "they're" outside the domain's words, had been out of domain
    (forty-eighth-session probe)."""
    got, want = parser.parse(short), parser.parse(full)
    assert want.accepted and got.accepted, got.clarification
    assert format_predicates(got.command.predicates) == format_predicates(want.command.predicates)


def test_a_command_cut_short_is_asked_about_not_rejected(parser):
    """Every verb form of the domain followed by "the" alone ("take the", "could you put the": a
    command cut short by a pause) is a command with its object missing, which the next utterance can
    complete (``Pipeline(continue_within_s=...)``), not out-of-domain speech. The twelfth session's
    first model (seed 13) rejected 6 of these 378; its committed one (seed 14) none; the thirteenth
    session's, 1 of 390 ("hand the")."""
    domain = load_domain(DOMAIN_DIR)
    verbs = sorted({say for action in domain.actions.values() for say in action.verb_phrases})
    texts = [f"{prefix}{verb} the" for verb in verbs for prefix in ("", "now ", "could you ")]
    rejected = [t for t in texts if (r := parser.parse(t)).clarification is not None
                and r.clarification.reason == "out_of_domain"]
    assert len(texts) >= 300 and len(rejected) <= 2, rejected


def test_words_of_the_actions_own_templates_are_no_argument(parser):
    """cook's templates say "{modality} [on each side|on both sides|per side]": tagged as a modality,
    those words are left out, not asked about as unknown (probe 44's "cook the pancake for a minute on
    each side" had asked); a word no template says there is still asked about."""
    assert format_predicates(parser.parse("cook the pancake for a minute on each side").command.predicates) \
        == "cook(pancake, 1 min)"
    assert parser.parse("sear the tuna for two minutes on both sides").accepted
    asked = parser.parse("cook the pancake for a minute on each blorp")
    assert asked.clarification is not None and asked.clarification.reason == "unknown_word"


def test_a_value_runs_on_into_the_untagged_words_that_make_it_longer(parser):
    """The tagger, trained before the lexicon had "meat thermometer" and "washing up bowl", tags
    "meat" and "washing" alone; the span takes in the words after it that make the lexicon's longest
    value (``put(meat, ...)`` had been done, "washing" asked about); "the chicken stock" stays one."""
    def said(text):
        return format_predicates(parser.parse(text).command.predicates)
    assert said("now return the meat thermometer quick") == "put(thermometer, quickly)"
    assert said("pass me the washing up bowl") == "take(basin)"
    assert said("put the meat in the oven") == "put(meat, oven)"


def test_a_value_right_after_a_pronoun_is_asked_about_when_heard(parser):
    """"saute it pine nuts" (espeak, clean, for "saute eight pine nuts") had been cook with the earlier
    objects and the pine nuts; heard, a value right after a pronoun is asked about. Typed, it is read
    as before, and "saute it in the pan" is no such case."""
    text = "puree the quinoa next saute it pine nuts in the cake pan"
    heard = parser.parse(text, None, [1.0] * len(text.split()))
    assert heard.clarification is not None and "it pine" in " ".join(heard.clarification.words)
    assert parser.parse(text).accepted
    plain = "puree the quinoa next saute it in the cake pan"
    assert parser.parse(plain, None, [1.0] * len(plain.split())).accepted


def test_a_verb_the_model_does_not_tag_stands_in_for_its_groups_first(parser):
    """cover's "line" (forty-sixth session) is a word of the model, from other text, but the model,
    trained before, does not tag it as a verb: it is read as "cover" (``untaught_verbs``), as a verb
    the model never saw is; the verbs it tags are left as they are."""
    from slu_node.parser import untaught_verbs

    untaught = untaught_verbs(parser.domain, parser.model, parser.model.vocab.word_index)
    assert "line" in untaught and not untaught & {"cover", "wrap", "add", "stir", "peel"}
    assert parser.stand_ins["line"] == "cover"
    assert format_predicates(parser.parse("please line the mug and the large containers with kitchen foil")
                             .command.predicates) == "cover([mug, container], foil)"


def test_generated_held_out_floor(parser):
    domain = load_domain(DOMAIN_DIR)
    examples = generate(domain, 400, seed=987654)  # a seed training never used
    figures = evaluate_examples(parser, examples)
    assert figures["correct_actions"] >= 95.0, figures
    assert figures["correct_arguments"] >= 88.0, figures
    assert figures["slot_f1"] >= 90.0, figures


def test_slot_f1_skips_texts_the_parser_rewrites_to_other_words(parser):
    """"is the rice tender and now cover it" is read as "check if the rice tender ...": its tags
    align with no gold tag."""
    from slu_node.types import Example

    rewritten = Example(tuple("please is the rice tender and now cover it".split()),
                        ("O", "O", "O", "B-object", "B-modality", "O", "O", "B-act.cover", "B-object"),
                        ("check", "cover"), "[check(soft, rice), cover(rice)]")
    plain = Example(tuple("stir the rice".split()), ("B-act.mix", "O", "B-object"), ("mix",), "mix(rice)")
    figures = evaluate_examples(parser, [rewritten, plain])
    assert figures["slot_f1_unaligned"] == 1 and figures["slot_f1"] == 100.0, figures


def test_out_of_domain_text_gives_no_command(parser):
    if not SLURP_TEST.is_file():
        pytest.skip(f"SLURP text not found at {SLURP_TEST}")
    sentences = []
    for line in SLURP_TEST.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if row["scenario"] != "cooking":
            sentences.append(row["sentence"])
    sentences = sentences[::10][:300]
    accepted = [s for s in sentences if parser.parse(s).command is not None and parser.parse(s).command.predicates]
    assert len(accepted) <= 0.05 * len(sentences), accepted[:10]


def test_convention_examples_exact(parser):
    """The context-free examples of the convention (§4) parse to exactly the written predicates."""
    cases = {
        "crack two eggs into the bowl": "open(2, egg, bowl)",
        "whisk well": "mix(*[ingredients]*, *whisk*, well)",
        "put the pan on the stove over medium heat": "put(pan, stove, medium heat)",
        "fry the zucchini flowers": "add(zucchini flower, *oil*)",
        "take half a kilo of milk and pour it into the pot": "[take(500 g, milk), add(milk, pot)]",
        "cover the bowl with cling film": "cover(bowl, cling film)",
    }
    from slu_node.sugar import format_predicates

    wrong = {}
    for text, expected in cases.items():
        result = parser.parse(text)
        got = format_predicates(result.command.predicates) if result.command else f"CLARIFY {result.clarification}"
        if got != expected:
            wrong[text] = got
    assert not wrong


def test_dialogue_acts(parser):
    for text, act in [("stop", "stop"), ("cancel that", "stop"), ("yes please", "yes"), ("undo that", "undo")]:
        result = parser.parse(text)
        assert result.command is not None and result.command.dialogue_act == act, (text, result)


def test_a_speaker_who_needs_a_tool_is_given_it(parser):
    """"i need a whisk" had been read as "whisk" given as a noun ("the eggs need a whisk"), and everything
    was whisked; "i need a pot" became "take a pot", which the tagger read as remove's "take" and asked
    about. A speaker's own need asks for the thing, and take's request phrases are read as "grab",
    a verb of take's alone (fifty-first session)."""
    from slu_node.sugar import format_predicates

    for text, want in (("i need a whisk", "take(whisk)"), ("we need a whisk", "take(whisk)"),
                       ("i need a pot", "take(pot)"), ("give me the big pot", "take(pot)")):
        result = parser.parse(text)
        assert result.command is not None and format_predicates(result.command.predicates) == want, text
    said = parser.parse("the eggs need a whisk")
    assert format_predicates(said.command.predicates) == "mix(egg, *whisk*)"


def test_a_span_past_a_connector_goes_to_the_next_action_when_the_verb_before_lacks_its_role(parser):
    """Heard "um get out the ramekins then put a greaseproof paper and a muffin tin now" (festival kal,
    clean, for "... on a muffin tin"): the untagged "put" starts no action, and the paper, cover's
    instrument, was given to remove, which has no such role, and left out: ``cover(muffin tin)`` was
    done. A span after the last verb, past a connector, of a role that verb's action lacks goes to
    the action after the connector (fifty-first session)."""
    from slu_node.sugar import format_predicates

    result = parser.parse("um get out the ramekins then put a greaseproof paper and a muffin tin now")
    assert format_predicates(result.command.predicates) == "[remove(ramekin), cover(muffin tin, baking paper)]"
    kept = parser.parse("get out the ramekins then put the foil on the pot")
    assert format_predicates(kept.command.predicates) == "[remove(ramekin), cover(pot, foil)]"


def test_a_subject_pronoun_after_check_if_is_the_thing_before(parser):
    """"whisk the eggs then check if they are fluffy": the tagger left "they" untagged (the generator
    says "if them are"), and the check asked what to check. After a verb and "if", "whether" or
    "that", "they" is read "them" and "it's" "it is"; after "to see if" the pronoun is the check's own object and
    stays (fifty-first session)."""
    from slu_node.sugar import format_predicates
    from slu_node.textnorm import asked_pronouns, tokenize

    for text, want in (("whisk the eggs then check if they are fluffy", "[mix(egg, *whisk*), check(fluffy, egg)]"),
                       ("boil the potatoes and see whether they're soft", "[cook(potato), check(soft, potato)]"),
                       ("add the milk then check if it's hot", "[add(milk, *[ingredients]*), check(hot, milk)]"),
                       ("take the chicken out and check that it's cooked through",
                        "[remove(chicken), check(cooked, chicken)]"),
                       ("check the potatoes to see if they are soft", "check(soft, potato)")):
        result = parser.parse(text)
        assert result.command is not None and format_predicates(result.command.predicates) == want, text
    verbs = parser.domain.verb_words
    assert asked_pronouns(tokenize("check if they are soft"), verbs) == {2: ("them",)}
    assert asked_pronouns(tokenize("i wonder if they are soft"), verbs) == {}
    assert asked_pronouns(tokenize("cook them to see if they're soft"), verbs) == {}
    # right after the verb, with no "if": read with one (fifty-fifth-session probe)
    assert asked_pronouns(tokenize("check it's set"), verbs) == {1: ("if", "it", "is")}
    assert asked_pronouns(tokenize("check the chicken to make sure it's cooked"), verbs) == {}
    # after a thing whose last word starts a verb: a remark, no check (sixty-ninth-session blind probe 411)
    spitting = tokenize("put the lid on the frying pan it's spitting")
    assert asked_pronouns(spitting, verbs) == {7: ("if", "it", "is")}  # "pan" starts "pan fry"
    assert asked_pronouns(spitting, verbs, parser.domain.is_thing) == {}
    assert asked_pronouns(tokenize("cover the pan it's smoking"), verbs, parser.domain.is_thing) == {}
    # after "tell me when", "let me know when" (sixty-ninth-session blind probes 426 and 431)
    assert asked_pronouns(tokenize("tell me when it's hot"), verbs) == {3: ("it", "is")}
    told = parser.parse("cook the spaghetti for nine minutes and let me know when it's done")
    assert told.accepted and format_predicates(told.command.predicates) == (
        "[cook(spaghetti, 9 min), check(done, spaghetti)]")
    # a check that the next check holds whole is one check (builder._asked_once); two things, two checks
    watched = parser.parse("keep an eye on the milk and tell me when it's boiling")
    assert watched.accepted and format_predicates(watched.command.predicates) == "check(boiling, milk)"
    both = parser.parse("check the soup and check the milk")
    assert format_predicates(both.command.predicates) == "[check(soup), check(milk)]"
    result = parser.parse("take the quiche out of the oven and check it's set")
    assert result.command is not None
    assert format_predicates(result.command.predicates) == "[remove(quiche, oven), check(set, quiche)]"


@pytest.mark.parametrize("said, expected", [
    ("tray in the oven", "put(baking tray, oven)"),
    ("onions in please", "add(onion, *[ingredients]*)"),
    ("the eggs in the fridge", "put(egg, fridge)"),
    ("oil in the wok", "add(oil, wok)"),  # food into a vessel is added, as "knob of butter in the pan"
    ("pot on the stove", "put(pot, stove)"),
    ("pan off the heat", "remove(pan, stove)"),  # where it comes from
    ("butter out of the fridge", "remove(butter, fridge)"),
    # modifiers after the place (fifty-seventh-session probe 101)
    ("dough in fridge one hour", "put(dough, fridge, 1 h)"),
    ("tray in oven two hundred degrees twenty minutes", "put(baking tray, oven, 200 deg, 20 min)"),
    # an amount before the things (sixty-third-session blind probe 269)
    ("two slices of bread in the toaster", "put(bread, toaster, 2 slice)"),
    ("two litres of water in the pot", "add(2 l, water, pot)"),
    ("a splash of red wine into the pan", "add(1 splash, wine, pan)"),  # "splash" a verb too, in the amount
    ("peanut butter and jam on the bagel", "add([peanut butter, jam], bagel)"),  # onto food (probe 287)
    # where the thing goes next, after "and" (probes 287, 296)
    ("lid on the tupperware and into the fridge", "[cover(container, lid), put(container, fridge)]"),
    ("carrots and parsnips peeled and in the roasting tin",
     "[peel([carrot, parsnip]), put([carrot, parsnip], roasting tin)]"),
    # a modifier led by a preposition after the place (sixty-fifth-session blind probe 317)
    ("big pot on the hob over a medium heat", "put(pot, stove, medium heat)"),
    ("tray in the oven at two hundred degrees for twenty minutes", "put(baking tray, oven, 200 deg, 20 min)"),
    # how the things were prepared said before them (probe 321); "back" before the place (probe 317)
    ("the diced tomatoes into a large mixing bowl", "add(tomato, bowl)"),
    ("dough back in the bowl", "put(dough, bowl)"),
    # a tired cook (sixty-sixth-session blind probe 339): a heat only after "on"; "till" before a state
    ("frying pan on a medium heat", "put(pan, medium heat)"),
    ("pancetta in the pan till it's crispy", "add(bacon, pan, crispy)"),
    ("chopped onion in the ghee till soft", "add(onion, ghee, soft)"),
])
def test_a_terse_command_with_no_verb_is_read_with_one(parser, said, expected):
    """:func:`slu_node.verbless.placed_things` (fifty-fifth-session probes: out of domain, or asked
    what to remove). In noise the verb is as likely lost, so the reading is not made there."""
    from slu_node.sugar import format_predicates

    result = parser.parse(said)
    assert result.command is not None and format_predicates(result.command.predicates) == expected
    heard = parser.parse(said, word_confidence=[1.0] * len(said.split()), snr_db=8.0)
    assert heard.command is None or format_predicates(heard.command.predicates) != expected


def test_a_thing_that_is_a_verb_leaves_a_terse_command_alone(parser):
    from slu_node.textnorm import tokenize
    from slu_node.verbless import placed_things

    def read(text):
        return placed_things(tokenize(text), parser._thing_verb,
                             lambda phrase: parser.domain.lookup(phrase, ("appliance", "container")) is not None,
                             parser.domain.one_word_verbs, lambda things, preposition, place: "put")

    assert read("tray in the oven") == {0: ("put", "the", "tray")}
    assert read("the tray in the oven") == {0: ("put", "the")}  # a determiner said: none added
    assert read("whisk in the bowl") == {}  # "whisk" is a verb too
    assert read("tray in the oven and stir") == {}  # what follows is no place
    assert read("the tray") == {}  # no place word
    assert read("tray in the oven twenty minutes") == {}  # no modifier reader given: the words are no place

"""Asides said after a command, or around it: what the speaker says of themselves, of other people or
to someone else, not asked of the robot.

"crack two eggs into the jug *my harold never could do that*", "would you separate the eggs for me *i
can't crack them one handed*", "get the halloumi out of the fridge *tom's gone vegetarian apparently*
so fry it", "take the brownies out of the oven *the kids will be home any minute*", "robot put the
saucepan on the hob *anyway what were you saying about your boss*". Read by the tagger, such an aside
gave a second action ("crack", "get"), a negation ("can't") or an unknown argument, and the command
was asked about or done wrong (fifty-sixth-session probe 95; sixty-second-session blind probes 236,
240, 244, 245 and 252). The parser leaves it out before tagging
(:meth:`slu_node.parser.SpokenCommandParser.parse`). Moved out of :mod:`slu_node.purpose` in the
sixty-second session. English.
"""

from __future__ import annotations

from typing import Callable, Container, Optional, Sequence

from slu_node.cues import ENDEARMENTS, PERSON_WORDS, ROBOT_CALLS, SPOKEN_OF_VERB
from slu_node.mid_asides import bare_step_at
from slu_node.purpose import SUBJECT_PRONOUNS, request_at
from slu_node.textnorm import (FILLER_WORDS, INFORMAL_FORMS, NEED_WORDS, NOUN_MARKERS, PICKING_WORDS, STATING_BE,
                              thing_end, verb_said)

#: Aside subjects that say what the thing will do ("bake the cookies ... for twelve minutes *they'll* firm up
#: as they cool": sixty-ninth-session blind probe 435, done with the states).
_WILL_SUBJECTS = frozenset({"they'll", "it'll"})
#: Words that start an aside said after the command, a clause of its own with its own subject ("add the
#: sugar now *my* mother always used brown", "cover it with foil *we* always did that at christmas";
#: :func:`trailing_asides`). English.
ASIDE_SUBJECTS = frozenset({"my", "our", "we", "i", "he", "she", "they", "nothing", "everyone", "everybody", "nobody",
                            # "... with the masher *i'm* worn out", "open a bottle of red wine *i've* earned
                            # it" (sixty-second-session blind probe 240: asked about); asides about
                            # guests (probe 244: 8 of 40 done at first)
                            "i'm", "i've", "he's", "she's", "they're", "they've", "we've", "we're", "he'd",
                            "she'd", "they'd", "her", "his", "their", "we'll",
                            # the speaker's own plan after the command, its verb theirs ("robot cover the
                            # hummus with cling film *i'll* wrap up some bread for you": sixty-third-
                            # session blind probe 264, asked about)
                            "i'll"}) | _WILL_SUBJECTS
#: Words after which those of :data:`_WILL_SUBJECTS` say why the command is taken back ("put the butter in
#: the microwave no *don't it'll* go everywhere").
_TAKING_BACK_LAST = frozenset({"don't", "no", "not", "dont"})
#: Words after "the" that, with a word of :data:`_PERSON_VERBS` after them, make it an aside's subject:
#: people ("... *the kids will* be home any minute", "*the little ones only* eat jam sandwiches";
#: sixty-second-session blind probes 245, 246; "*the kids next door got* a puppy", probe 266, three words
#: on); so does a word of
#: :data:`slu_node.cues.PERSON_WORDS` alone ("... *mum always* did it twice", "*granny can't* stand
#: runny eggs"; probes 245, 247), not one said last to call a person ("stir the gravy for me *mum*").
_PEOPLE_AFTER_THE = PERSON_WORDS | {"twins", "little", "guests", "neighbours", "neighbors"}
_PERSON_VERBS = frozenset({"always", "never", "only", "can't", "won't", "will", "is", "was", "are", "were", "likes",
                           "hates", "loves", "wants", "like", "hate", "love", "want", "eats", "eat", "doesn't",
                           "don't", "didn't", "does", "did", "has", "had", "used", "got",
                           # a grandparent's memories: "... over the pastry *grandad said* that's what made it
                           # shine" (seventy-fourth-session blind probe 575)
                           "said", "says", "loved", "taught", "swore"})
#: What a cook says when the work is over, after the last command ("... and then *we're done*"): no step
#: of its own ("done" had been read as a state of another add; sixty-ninth-session blind probe 417). English.
_ALL_DONE = frozenset({("we're", "done"), ("we're", "finished"), ("i'm", "done"), ("job", "done"),
                       ("that's", "it"), ("all", "done")})
#: Verbs after "that" and a thing that make a remark of it ("... *that board is* older than your mother").
_THAT_THING_VERBS = frozenset({"is", "was", "has", "had", "belonged", "came", "goes"})
#: Words that point at what is at hand, with a form of "be" after them the subject of a remark said after
#: the command (sixty-ninth-session blind probe 417: "peel four apples with the peeler *these are* from
#: next door's tree" had read "these" as the tool, the peeler asked about; "strain the custard through the
#: sieve *there are* always a few lumps" had been out of domain). English.
_POINTING_SUBJECTS = frozenset({"this", "these", "those", "there"})
#: Verbs (third person) and words after a thing that make it the subject of a statement of how things
#: are, a cook's explanation after the command ("... *butter gives* a risotto a rounder richer flavour",
#: "... *undercooked potatoes are* what makes lumpy mash"; :func:`_statement_at`). English.
_STATING_VERBS = frozenset({"is", "are", "was", "were", "gives", "takes", "makes", "turns", "goes", "burns", "lets",
                            "pulls", "keeps", "tastes", "spits", "melts", "sinks", "sticks", "ruins", "helps",
                            "means", "breaks", "steams", "catches", "comes", "gets", "holds", "can't",
                            "cannot", "won't", "would", "only", "never", "always"})
#: Of those, the ones a gerund's statement says ("... *resting lets* the juices settle", "... *toasting the
#: grains first is* what helps them keep their shape").
_GERUND_STATING = frozenset({"is", "lets", "pulls", "helps", "makes", "gives", "means", "keeps", "stops"})
#: Words a statement's subject may start with, besides a thing and a word the domain does not know
#: ("*any* water left clinging to them makes the mash watery", "*even* a nonstick tin lets a sponge catch").
_STATED_LEADS = frozenset({"the", "a", "an", "any", "every", "even", "this", "these", "those", "some", "all", "most",
                           "cold", "hot", "warm", "fresh", "raw", "burnt", "dry", "wet"})
#: Most words of the subject of such a statement ("*the ready grated stuff from the shop* is dry").
_LONGEST_STATED = 6
#: Words before a clause that make it the command's own (what is checked or waited for: "make *sure* the
#: oil is hot", "check *that* ...", "stir *until* the onions are soft"), besides :data:`_BEFORE_NO_ASIDE`.
_BEFORE_OWN_CLAUSE = frozenset({"sure", "see", "whether", "till", "until", "that", "if", "once", "when", "while",
                                "sorry", "oh", "no", "actually", "wait", "oops",  # "... oh sorry the cumin goes in
                                # first": a correction
                                "using", "because", "cause", "so", "since", "through", "over", "under", "across",
                                "inside", "off", "out", "around", "round", "about", "near", "between", "below",
                                "above", "onto", "into"})
#: Words that order steps: a statement that says one is an instruction ("the cumin goes in *first*").
_ORDERING_WORDS = frozenset({"first", "next", "last", "instead", "afterwards", "after", "before", "then"})
#: Words that end a statement's subject unread: a clause or a step starts there ("... the big steamer *and*
#: turn ...", "... the tomato sauce *because* the tomatoes are sharp").
_NOT_IN_SUBJECT = frozenset({"and", "then", "because", "cause", "so", "but", "or", "if", "when", "until", "while",
                             "since", "as", "please"})


def _statement_at(tokens: Sequence[str], k: int, verbs: frozenset, is_thing: Callable[[str], bool],
                  known: Container[str]) -> bool:
    """True when a statement of how things are starts at ``k``, after a command: a subject of at most
    :data:`_LONGEST_STATED` words that names a thing (``is_thing``) in its last two words before a word of
    :data:`_STATING_VERBS`, or an "-ing" form no verb of ``verbs`` starts (a gerund: "salting", "resting")
    before a word of :data:`_GERUND_STATING`; not after a word that joins it to the command (none of
    :data:`_BEFORE_NO_ASIDE`, :data:`_BEFORE_OWN_CLAUSE` nor a verb), and only when ``known`` (the domain's
    words) is given. "grate some parmesan with the cheese grater *the ready grated stuff from the shop is
    dry* ...", "season the steaks with sea salt and black pepper *salting early pulls moisture* ..."
    (seventieth-session blind probe 461, a cook who explains why after every command: 6 of 40 done at
    first, the explanations read as more of the command)."""
    before = tokens[k - 1]
    if (not known or before in _BEFORE_NO_ASIDE or before in _BEFORE_OWN_CLAUSE or before in NOUN_MARKERS
            or before in PICKING_WORDS or before in SUBJECT_PRONOUNS or verb_said(tokens, k - 1, verbs)
            or not verbs.intersection(tokens[:k]) or tokens[k] in verbs):
        return False
    if tokens[k].endswith("ing") and len(tokens[k]) > 5 and tokens[k] not in known:
        return bool(_GERUND_STATING.intersection(tokens[k + 1:k + 1 + _LONGEST_STATED]))
    if not (tokens[k] in _STATED_LEADS or is_thing(tokens[k]) or tokens[k] not in known):
        return False  # "put the pan *on* the hob the oil is hot": the statement starts after the place
    if tokens[k] not in _STATED_LEADS and (is_thing(before) or before not in known or before in verbs):
        return False  # "see if the carrot *cake* is done", "the roast *potatoes*": a bare word after a noun
    last_verb = max((j for j in range(k) if verb_said(tokens, j, verbs)), default=0)
    if _BEFORE_OWN_CLAUSE.intersection(tokens[last_verb + 1:k]):
        return False  # "check if the uh *the oil* is hot": the clause the command checks
    if k > 1 and is_thing(" ".join(tokens[k - 1:k + 1])):
        return False  # "the tomato *sauce*": inside a thing's name
    for v in range(k + 1, min(len(tokens), k + 1 + _LONGEST_STATED)):
        if tokens[v] in _NOT_IN_SUBJECT or tokens[v] in SUBJECT_PRONOUNS:
            return False  # "... through the sieve *it* gets rid of any lumps": that statement starts later
        if tokens[v] in _STATING_VERBS:
            if _ORDERING_WORDS.intersection(tokens[v + 1:]) or tokens[v + 1:v + 2] == ["you"]:
                return False  # "the cumin goes in *first*": a step's order; "... the big stockpot *would you*"
            subject = tokens[k:v]
            if any(w in NOUN_MARKERS and u not in _BEFORE_NO_ASIDE for u, w in zip(subject, subject[1:])):
                return False  # "i *meant the colander the sieve* is too small": two noun phrases, no one subject
            return any(is_thing(w) for w in subject[-2:]) or is_thing(" ".join(subject[-2:]))
        if tokens[v] in verbs and tokens[v - 1] not in NOUN_MARKERS:
            return False
    return False


#: Subjects after "sorry" that make it an apology of its own after the command, not a self-correction.
_APOLOGY_SUBJECTS = frozenset({"that", "i'm", "i've", "it's", "that's", "i", "we're"})
#: The speaker and those with them, saying what they think before such a remark ("*i swear* there were ...").
_SPEAKERS = frozenset({"i", "we"})
#: Aside subjects that are no object of a verb before them ("... through the sieve *we've* known them",
#: "sieve" being a verb too; not "flip *my* pancake"), nor start a relative clause after a thing ("pour
#: the stock into the pan *we* used yesterday", "pan" a verb's first word too; probe 244).
_PRONOUN_SUBJECTS = frozenset({"i'm", "i've", "he's", "she's", "they're", "they've", "we've", "we're", "he'd",
                               "she'd", "they'd", "i'd", "we'd"})
#: Aside subjects that may start a relative clause after a thing whose word is a verb's too ("the pan *we*
#: used yesterday"); the others are asides after a thing so named ("through the sieve *my* late husband
#: couldn't abide lumps": sixty-third-session blind probe 280).
_RELATIVE_SUBJECTS = frozenset({"we", "i", "they", "he", "she"})
#: Aside subjects that a noun follows, whose verb after it is that noun's, never one asked for ("take
#: the lid off the casserole dish *my arms feel* like lead"; probe 240; "*her mum* was a chef").
_OWNING_SUBJECTS = frozenset({"my", "our", "her", "his", "their"})
#: Words after a name (a word the domain does not know) that make it an aside's subject ("... *mark's*
#: always late", "*sarah used* to be a baker", "*rachel will* be last as usual"; probe 244). English.
_AFTER_NAMED = frozenset({"is", "was", "will", "has", "had", "used", "won't", "isn't", "wasn't", "doesn't", "loves",
                          "hates", "likes",
                          # memories of a late husband (sixty-third-session blind probe 280: "... *harold
                          # liked* his with a bit of bite")
                          "liked", "loved", "hated", "always", "never", "said", "says"})
#: Words that take the command back or change it, said anywhere: no aside is left out where one is
#: ("crack two eggs into the bowl *actually* never mind", "pour the cream into the sauce oh *ignore* me
#: we're making it without cream" are asked about); so is "never mind". English.
_TAKING_BACK = frozenset({"actually", "ignore", "forget", "cancel", "scratch", "instead", "wait", "hang"})
#: Words before "wait" that make it a verb of its own, no take-back ("... mum do you want a cup of tea
#: *while we wait*"; sixty-fourth-session blind probe 300). English.
_WAITING_SUBJECTS = frozenset({"we", "i", "you", "they", "while", "to", "can't", "cannot", "can"})
#: Words after an aside's subject that make it part of the command ("add the salt *i mean* the pepper").
_NOT_ASIDE = frozenset({"mean", "meant", "said", "think", "guess", "reckon", "suppose",
                        "mistake", "bad"})  # "... two eggs *my mistake* three eggs": a self-correction
#: Words before which an aside's subject is the command's (a possessive or an object: "put it in *my* bowl").
_BEFORE_NO_ASIDE = frozenset({"in", "into", "on", "onto", "to", "with", "from", "for", "of", "at", "and", "or", "if",
                              "then", "when", "that", "so", "than", "as", "let", "help", "give", "pass", "hand", "get",
                              "bring", "fetch", "grab", "show", "tell", "make", "while", "because", "once",
                              "after", "before", "until", "till", "could", "would", "can", "will", "should",
                              "do", "did", "may", "might", "must",
                              # a question about the thing just named ("... the onions *are they* golden
                              # yet": fifty-eighth-session probe 125)
                              "is", "are", "was", "were"})
#: How many words after an aside's subject a verb of the domain makes it a command of its own: two ("then
#: *we* add the milk", "*i* then add"; not "*my* mother always used *brown*", a word the domain has as a
#: verb), four after a word of the future (:data:`_FUTURE_WORDS`: "*we* are going to add ...").
_ASIDE_VERB_REACH = 4
#: Words that put a verb after an aside's subject in the future (:func:`trailing_asides`).
_FUTURE_WORDS = frozenset({"are", "is", "going", "gonna", "will", "shall", "'ll", "would", "got"})
#: Words after an aside's subject that make what follows said of the speaker, not asked for, though a
#: verb of the domain follows ("... for me *i can't* crack them one handed", "*i keep* catching my
#: fingers", "*i'd only* make a mess"; sixty-second-session blind probe 236, a bandaged hand: asked
#: about or done as a second action). English.
_SAID_OF_SPEAKER = frozenset({"can't", "cannot", "couldn't", "won't", "wouldn't", "don't", "didn't", "never",
                              "keep", "kept", "always", "only", "just", "really"})
#: Subjects that make what follows them what would be, not a request, unless a wish follows
#: (:data:`_WISHED`): "... *i'd* get shell everywhere"; "*i'd* like them mashed", "*i'd rather* do it
#: myself" are no asides. English.
_CONDITIONAL_SUBJECTS = frozenset({"i'd", "we'd"})
_WISHED = frozenset({"like", "love", "rather", "prefer", "appreciate", "be", "want"})
#: "it's" and "that's" before a word of degree (:data:`_DEGREE_WORDS`) say how the task is, not what to
#: do: "take the seeds out of the pomegranate please *it's too* fiddly with one hand". English.
_DEGREE_WORDS = frozenset({"too", "so", "really", "very", "quite", "such"})
#: Words after "it's" or "that's" that make them say something of the thing or of the day, no state
#: the command waits for ("... *it's just* rocket and pear", "*it's been* going since ten", "*that's
#: the* secret apparently"; sixty-second-session blind probe 252: done with the rocket and the pear
#: as places, or asked about). English.
_SAID_OF_IT = _DEGREE_WORDS | {"been", "just", "in", "a", "an", "the", "my", "your", "his", "her", "their", "for",
                               "from", "only", "always", "never", "what", "how", "why",
                               "like",  # "... *it's like* a sauna in here isn't it" (probe 300)
                               # how much easier the task is: "peel the ginger with a spoon *it's much easier* that
                               # way" (seventy-third-session blind probe 534: out of domain)
                               "much", "far", "loads", "easier", "quicker", "simpler", "safer", "faster"}
#: Words after "that's" that make it such an aside; not a relative clause's ("add the milk *that's in*
#: the fridge to the pot", "the chicken *that's been* roasting").
_SAID_OF_THAT = _DEGREE_WORDS | {"the", "a", "an", "just", "what", "how", "why", "my", "your",
                                 "usually", "where", "when", "exactly"}  # "... *that's usually* about right" (451)
#: Verbs after "it" said after the command that make it an aside of what the thing does ("cover the
#: bowl with a tea towel *it needs* about an hour to rise", "grate the gouda *it melts* better"). English.
_IT_DOES = frozenset({"needs", "takes", "smells", "looks", "tastes", "was", "goes", "melts", "burns", "sticks",
                      "makes",
                      # a cook explaining to a learner ("... on a medium heat *it should* shimmer a bit", "sift
                      # the flour through the sieve *it gets* rid of any lumps": seventieth-session blind
                      # probe 451, 20 of 40 done at first)
                      "should", "shouldn't", "gets", "feels", "helps", "stops", "keeps",
                      # "simmer the milk gently *it catches* on the bottom really easily" (blind probe 721)
                      "catches", "spits", "boils", "splits", "curdles"})
#: Subjects before an "-ing" form that say what the thing is doing as the command is given, an aside
#: ("give the pasta a good stir *it's starting* to stick", "... on a high heat *it's smoking* already";
#: sixty-third-session blind probe 268: asked about); not after "until" or a verb ("check *it's*
#: boiling"), as for every aside.
_SAID_GOING_ON = frozenset({"it's", "they're"})
#: Words after an aside's subject that say what it comes to, a state after them, not a verb asked for
#: ("mash the bananas with a fork *they're going brown* anyway", "brown" a verb of the domain too;
#: probe 268: done as a second action); "going to" says a plan. English.
_BECOMING = frozenset({"going", "getting", "turning"})


def trailing_asides(tokens: Sequence[str], verbs: frozenset, is_thing: Callable[[str], bool],
                    requests: Sequence[tuple[str, ...]] = (), known: Container[str] = frozenset()) -> range:
    """The indices of an aside said after the command to the end of the utterance: a word of
    :data:`ASIDE_SUBJECTS` not first, after a word that can end a command (none of
    :data:`_BEFORE_NO_ASIDE` nor, but before a subject pronoun with its verb, a verb: "put it in *my*
    bowl", "flip *my* pancake", "and *i*"),
    with a word of ``verbs`` (the first words of the domain's verb phrases) before it and none just
    after it (:data:`_ASIDE_VERB_REACH`: "then *we add* the milk" is a recipe's command), no thing
    right after it (``is_thing``: "*my* pancake"), no request phrase of the domain starting at it
    (``requests``: "*we need* seven bottles"; but one that says the speaker's own need, :func:`_own_need`: "*i
    need to* sit down"), no word of need after it ("*we* are going to need ..."), and no self-correction or
    hedge ("*i mean*", "*i think*"); a verb or a word of need after a word that says what follows is of the
    speaker (:data:`_SAID_OF_SPEAKER`, or after "i'd"
    what would be: "*i'd* get shell everywhere") does not count. A long-winded speaker's
    memories and opinions ("crack two eggs into the jug *my harold never could do that*", "take the
    chicken out and cover it with foil *we always did that at christmas*") had made the command out
    of domain or asked about (fifty-sixth-session probe 95: 4 of 40 done at first). A name (a word of
    none of ``known``, the domain's words) with "'s" or a word of :data:`_AFTER_NAMED` after it
    starts one too ("... *tom's* gone vegetarian", "*sarah used* to be a baker"), and so does "the"
    and a word or two the domain does not know before "is", "are", "keeps" and the like ("*the
    harrisons are* stuck in traffic"; sixty-second-session blind probe 244, a host's asides about the
    guests); so do people of the household before a word of :data:`_PERSON_VERBS` ("... *the kids
    will* be home any minute"), a question or a turn to other talk (:func:`_chat_after`), and an
    exclamation of :data:`_EXCLAMATIONS` ("... *ooh listen to it sizzle* lily"). The
    aside runs to the end of the utterance, or to "then", "so" or "and" before a verb of the command
    ("... *they love anything with beetroot* then roast it"). Empty when there is none, or when a word
    that takes the command back is said (:data:`_TAKING_BACK`; the reason given after a
    self-correction is read by :func:`slu_node.correction_reasons.correction_reason`). English."""
    taking_back = any(t in _TAKING_BACK and not (t == "wait" and u in _WAITING_SUBJECTS)
                      and not (t == "actually" and u in _STATING)  # "yeast *is actually* alive"
                      for u, t in zip([""] + list(tokens), tokens))
    if taking_back or ("never", "mind") in zip(tokens, tokens[1:]):
        return range(0)
    for k in range(1, len(tokens)):
        after = tokens[k + 1:k + 1 + _ASIDE_VERB_REACH]
        planned = _FUTURE_WORDS.intersection(after[:2])  # "we are *going to* add", "i *will* add"
        if tokens[k] in _CONDITIONAL_SUBJECTS and after[:1] and after[0] in _WISHED:
            continue  # "... *i'd rather* do it myself", "*i'd like* them mashed": a wish, no aside
        if tokens[k] == "i'll" and any(t == "you" and u in verbs for t, u in zip(tokens[:k], tokens[1:k])):
            continue  # "right so *you boil* the spaghetti ... *i'll* text you the rest": told to a person
        of_speaker = bool(after) and (after[0] in _SAID_OF_SPEAKER or tokens[k] in _CONDITIONAL_SUBJECTS
                                      or tokens[k] in _OWNING_SUBJECTS or tokens[k] == "i'll")
        # "... with the peeler *these are* from next door's tree", "... on a high heat *this is* my favourite bit"
        pointing = bool(after) and tokens[k] in _POINTING_SUBJECTS and after[0] in STATING_BE
        # "... over the pie *that was* my little secret" (seventy-fourth-session blind probe 575, a grandparent's
        # memories); not "check *that* the oil is hot", where "that" opens what is checked
        pointing = pointing or (tokens[k] == "that" and not verb_said(tokens, k - 1, verbs) and (
            after[:1] == ["was"]  # "... that board *is* older than your mother", "that spoon *has* been ..."
            or (len(after) > 1 and is_thing(after[0]) and after[1] in _THAT_THING_VERBS)))
        # "... until they're soft *sorry about* the drilling the neighbours are redoing their bathroom"
        pointing = pointing or (tokens[k] == "sorry" and after[:1] == ["about"])
        # "... into the pan *sorry that* splashed everywhere", "... in too *sorry i'm* so slow tonight": an
        # apology with its own subject (seventieth-session blind probe 455, asked about)
        pointing = pointing or (tokens[k] == "sorry" and bool(after) and after[0] in _APOLOGY_SUBJECTS
                                and not _NOT_ASIDE.intersection(after[1:2])  # no thing named: "sorry i meant
                                and not any(is_thing(t) for t in tokens[k + 1:]))  # the round cake tin", heard
        # "sorry i'm and around cake tin", is a correction; but "sorry that's *a* lot of butter" says how much
        # (seventy-seventh-session blind probe 719, asked about)
        pointing = pointing or (tokens[k] == "sorry" and after[:1] in (["that's"], ["it's"])
                                and after[1:2] in (["a"], ["too"], ["so"], ["quite"], ["very"], ["really"]))
        judged = bool(after) and ((tokens[k] == "it's" and after[0] in _SAID_OF_IT)
                                  or (tokens[k] in _SAID_GOING_ON and after[0].endswith("ing")
                                      and after[0] not in _FUTURE_WORDS)  # "... *it's starting* to stick"
                                  or (tokens[k] in ASIDE_SUBJECTS and after[0] in _BECOMING
                                      and after[1:2] != ["to"])  # "*they're going* brown anyway"
                                  or (tokens[k] == "that's" and after[0] in _SAID_OF_THAT)
                                  or (tokens[k] == "it" and after[0] in _IT_DOES
                                      and after[1:2] != ["be"])  # "check the oven *it should be* at ..."
                                  or pointing)
        own_need = _own_need(tokens, k, verbs, requests)  # "... *i need to sit down*"
        said_of = of_speaker or judged or own_need  # a verb or a word of need after it is the aside's own
        if tuple(tokens[k:k + 2]) in _ALL_DONE and verbs.intersection(tokens[:k]):
            lead = k  # "check the custard is hot *and then we're done* just in time ..." (blind probe 417)
            while lead > 1 and tokens[lead - 1] in ("and", "then"):
                lead -= 1
            return range(lead, _aside_end(tokens, k, verbs))
        if _answer_at(tokens, k, verbs):  # "... into the saucepan *yes olive oil comes from olives*"
            return range(k - (tokens[k - 1] == "and"), len(tokens))  # "... to the flour *and yes* yeast is ..."
        if _chat_after(tokens, k, verbs):
            lead = k  # "... into the pot *oh and* did you hear back from your mum": the joining words too
            while lead > 1 and (tokens[lead - 1] in ("and", "so") or tokens[lead - 1] in FILLER_WORDS):
                lead -= 1
            return range(lead, len(tokens))
        if (tokens[k] in _EXCLAMATIONS and tokens[k] not in known and verbs.intersection(tokens[:k])
                and tokens[k - 1] not in _BEFORE_NO_ASIDE
                and (k + 1 == len(tokens) or tokens[k + 1] not in verbs or tokens[k + 1] in _EXCLAIMED_VERBS)):
            return range(k, _aside_end(tokens, k, verbs))  # "... *ooh listen to it sizzle* lily" (probe 337)
        if _statement_at(tokens, k, verbs, is_thing, known):  # "... with the peeler *a knife takes* half ..."
            return range(k, _aside_end(tokens, k, verbs))
        said_to = _said_to_someone(tokens, k, known)
        if said_to is not None and _command_before(tokens, said_to, verbs):  # to the end or the next step
            said_to -= tokens[said_to - 1] in _WARNINGS  # "... *careful darling* it's still really hot" (probe 383)
            return range(said_to, _aside_end(tokens, k, verbs))  # ("... *sorry mum no i'm listening* and drain them")
        if (tokens[k] in ENDEARMENTS and tokens[k] not in known and after and verbs.intersection(tokens[:k])
                and tokens[k - 1] not in NOUN_MARKERS):  # not "honey", food too
            # "... in the colander *careful babe it's hot*": talk to someone else, with the word before
            # the call when the domain does not know it (sixty-third-session blind probe 266)
            lead = k - 1 if tokens[k - 1] not in known and tokens[k - 1] not in _BEFORE_NO_ASIDE else k
            if _aside_end(tokens, k, verbs) == len(tokens):  # not "... pepper *dear* and squeeze ..."
                return range(lead, len(tokens))
        people = (tokens[k] == "the" and bool(after) and after[0] in _PEOPLE_AFTER_THE
                  and _PERSON_VERBS.intersection(after[1:4])) or (
            tokens[k] in PERSON_WORDS and bool(after) and after[0] in _PERSON_VERBS)
        joined = _joined_aside(tokens, k)  # "... *and my sister* likes it like snow"
        if ((tokens[k] in ASIDE_SUBJECTS or tokens[k] in _CONDITIONAL_SUBJECTS or judged or people
             or _named_subject(tokens, k, known))
                and (tokens[k - 1] not in _BEFORE_NO_ASIDE or joined)
                and not (tokens[k] in _WILL_SUBJECTS and tokens[k - 1] in _TAKING_BACK_LAST)  # "no don't it'll ..."
                and (tokens[k] in _PRONOUN_SUBJECTS or pointing
                     or (tokens[k - 1] not in verbs if tokens[k] in _RELATIVE_SUBJECTS
                         else not verb_said(tokens, k - 1, verbs) or (k > 1 and is_thing(" ".join(tokens[k - 2:k])))))
                and (said_of or not verbs.intersection(after if planned else after[:2]))
                and (said_of or not _needs(tokens, k, verbs))
                and (people or not _NOT_ASIDE.intersection(tokens[k + 1:k + 2]))  # "*grandad said* ..."
                and (pointing or thing_end(tokens, k + 1, is_thing) is None)
                and (own_need or not request_at(tokens, k, requests))
                # a request said first counts as the command's verb: "*gimme* a bag of crisps i'm starving"
                # (seventy-second-session blind probe 504: asked about)
                and (_command_before(tokens, k, verbs) or any(request_at(tokens, j, requests) for j in range(k)))):
            # with the speaker's own words before a remark that points ("... the pan *i swear* there were
            # more in the cupboard")
            lead = k - 2 if pointing and k > 2 and tokens[k - 2] in _SPEAKERS and tokens[k - 1] not in known else k
            return range(lead - joined, _aside_end(tokens, k, verbs))
    return range(0)


def _command_before(tokens: Sequence[str], k: int, verbs: frozenset) -> bool:
    """True when a word of ``verbs`` is said as a verb before ``k`` (:func:`~slu_node.textnorm.verb_said`):
    not "we used to do all this *by hand* in my day but would you blend the soup ..." (probe 95, a
    long-winded speaker: once "would you" after "but" turned from small talk in the seventy-fourth
    session, the command had been taken for an aside)."""
    return any(verb_said(tokens, j, verbs) for j in range(k))


def _answer_at(tokens: Sequence[str], k: int, verbs: frozenset) -> bool:
    """True when an answer to someone's question starts at ``k``, after a verb of ``verbs``: a word of
    :data:`_ANSWERS` (not after a word of :data:`_BEFORE_NO_ASIDE` but "and": "... with *no* sauce"), no verb of
    ``verbs`` right after it ("... no add the pepper" corrects), the statement's subject first (no word of
    :data:`_STATING` nor :data:`_NOT_ANSWERED` right after it: "... *no don't* it'll go everywhere"
    takes the command back), and a word of :data:`_STATING` within
    :data:`_ANSWER_REACH` words: "... a splash of olive oil *yes olive oil comes from olives* clever
    girl", "... on a low heat *no butter doesn't come out of cows*" (sixty-eighth-session blind probe
    383, a parent answering a child: asked about as unknown words and negations)."""
    after = tokens[k + 1:k + 1 + _ANSWER_REACH]
    return (tokens[k] in _ANSWERS and k > 0 and (tokens[k - 1] not in _BEFORE_NO_ASIDE or tokens[k - 1] == "and")
            and bool(after)
            and after[0] not in verbs and after[0] not in _STATING and after[0] not in _NOT_ANSWERED
            and bool(_STATING.intersection(after)) and verbs.intersection(tokens[:k]))


#: Words that answer a question (:func:`_answer_at`).
_ANSWERS = frozenset({"yes", "yeah", "yep", "no", "nope"})
#: Words that make a statement of what follows an answer word (:func:`_answer_at`). English.
_STATING = frozenset({"is", "are", "was", "were", "isn't", "aren't", "does", "doesn't", "do", "don't", "comes",
                      "come", "really", "can", "can't", "has", "have", "grows", "grow", "lives", "live"})
#: Words right after "no" that take the command back, no answer ("... *no don't* it'll go everywhere").
_NOT_ANSWERED = frozenset({"not", "never", "wait", "stop", "hang", "hold", "sorry", "actually"})
#: Most words after an answer word in which one of :data:`_STATING` is said.
_ANSWER_REACH = 4


def _own_need(tokens: Sequence[str], k: int, verbs: frozenset, requests: Sequence[tuple[str, ...]]) -> bool:
    """True when a request phrase of ``requests`` starts at ``k`` and says the speaker's own need, "to" and
    a word that is none of ``verbs``: "... let it all simmer for twenty five minutes *i need to sit down*"
    (a typed probe 241 reference; the tagger had read "sit down" as a time or a state)."""
    phrase = next((p for p in requests if tuple(tokens[k:k + len(p)]) == tuple(p)), None)
    end = k + len(phrase) if phrase is not None else k
    return (phrase is not None and list(tokens[end:end + 1]) == ["to"] and end + 1 < len(tokens)
            and tokens[end + 1] not in verbs)


#: Words after "the" and a word the domain does not know that make them an aside's subject ("... *the
#: harrisons are* stuck in traffic", "*the doorbell keeps* going"). English.
_AFTER_THE_UNKNOWN = frozenset({"is", "are", "was", "were", "keeps", "will", "won't", "has", "can't",
                                "have", "had"})  # "... *the yorkshires have* puffed up beautifully" (probe 300)


#: Warnings said to someone right before their name, with the aside (:func:`trailing_asides`: "... onto the
#: chopping board *careful darling* it's still really hot": sixty-eighth-session blind probe 383, a parent
#: with a child; "careful" had been read as a manner).
_WARNINGS = frozenset({"careful"})


#: Words that start a question or a turn to other talk after the command ("... *anyway* what were you
#: saying about your boss", "... *do you* still see much of mark", "smells good *doesn't it*";
#: sixty-second-session blind probe 252, cooking while chatting to a friend; :func:`_chat_after`).
#: English.
_TURNS = frozenset({"anyway", "anyhow"})
_QUESTION_WORDS = frozenset({"what", "how", "where", "who", "why"})
#: Words after "when" that make it ask, not say when ("... so *when do* you start"; not "when it's hot").
_ASKING_WHEN = frozenset({"do", "did", "does", "are", "were", "will", "have", "has"})
#: Words after a question word that make it ask ("*what were* you saying", "*how was* the flight"; not
#: "pass the biscuits through *what* please").
_ASKING_AFTER = frozenset({"were", "was", "is", "are", "do", "did", "does", "have", "has", "a", "an", "about",
                           "wants", "likes", "fancies"})  # "... *who wants* to watch it" (probe 337)
#: Question words said with "is", which ask by themselves (probe 264).
_ASKING_CONTRACTED = frozenset({"how's", "where's", "who's"})  # not "peel the um *what's* it called the potatoes"
#: Words before "you" that ask ("*are you* sure", "*do you* still see much of mark").
_ASKING_YOU = frozenset({"do", "did", "are", "were", "have", "can", "could", "shall"})
#: Tags of a question ("smells good *doesn't it*", "you do eat cheese *don't you*").
_TAGS = frozenset({"don't", "doesn't", "isn't", "aren't", "didn't", "won't"})
#: Auxiliaries that ask a question of someone, not for an action, before a subject of
#: :data:`_ASKED_SUBJECTS` even after "and" ("... *oh and did you* hear back from your mum", "*did your*
#: dad ever get the car fixed", "*did i* tell you ..."; sixty-third-session blind probe 266, a partner
#: in the kitchen: asked about); "can you", "could you" may ask for the robot's next step.
_ASKING_ONLY = frozenset({"did", "do", "does"})  # not "are they golden yet", a check's question
_ASKED_SUBJECTS = frozenset({"you", "your", "i", "we", "he", "she", "they"})
#: Phrases that turn to other talk after the command whatever follows ("... oh *that reminds me* we need
#: to take the cat to the vet", "... *guess what* happened at work today", "... *remind me* to take
#: some to work tomorrow"; probe 266).
_TURN_PHRASES = (("that", "reminds", "me"), ("guess", "what"), ("remind", "me"), ("speaking", "of"),
                 ("mind", "your"), ("watch", "your"))  # a warning: "... with the mandoline *mind your* fingers"
#: Words after which a verb of the domain starts a command again, after a question or other talk
#: (:func:`_chat_after`): "... do you want some *and then* stir the sauce".
_COMMAND_AGAIN = frozenset({"and", "then", "so", "now", "robot", "please", "okay", "ok", "right"}) | FILLER_WORDS
#: Modals before "you" that ask for the action of the verb after them ("... *could you* remove the lid").
_REQUEST_MODALS = frozenset({"can", "could", "would", "will"})


def _needs(tokens: Sequence[str], k: int, verbs: frozenset) -> bool:
    """True when a word of need is said after ``k`` that asks for a thing or an action of the domain:
    not "want to" and a verb the domain does not know ("... *i want to hear* everything")."""
    return any(t in NEED_WORDS and not (tokens[j + 1:j + 2] == ["to"] and tokens[j + 2:j + 3]
                                        and tokens[j + 2] not in verbs)
               for j, t in enumerate(tokens[k + 1:], start=k + 1))


#: A subject "you" said to someone else with a verb that is none of the robot's ("... *don't you* touch them
#: madam", "... and *you can* eat the wonky ones ellie": sixty-seventh-session blind probe 362, a grandparent
#: to a child).
_TOLD_YOU = frozenset({("don't", "you"), ("you", "can"), ("you", "could"), ("you", "must"), ("you", "mustn't")})


def _chat_after(tokens: Sequence[str], k: int, verbs: frozenset) -> bool:
    """True when a question or other talk starts at ``k``, after a verb of ``verbs`` and before none
    that starts a command again (after a word of :data:`_COMMAND_AGAIN` or a request's "could you";
    "... did your dad ever *get* the car fixed" asks): "anyway", a phrase of :data:`_TURN_PHRASES`, a
    question word before a word of :data:`_ASKING_AFTER`, a word of :data:`_ASKING_YOU` before "you",
    one of :data:`_ASKING_ONLY` before a subject of :data:`_ASKED_SUBJECTS` (after "and" too), a
    contracted question word of :data:`_ASKING_CONTRACTED`, a tag of :data:`_TAGS` before "you" or
    "it", or a subject "you" of :data:`_TOLD_YOU` before a word that is none of ``verbs``; not after a
    word that leads a clause of the command ("... *if* you ...", "*and* do ...")."""
    after = tokens[k + 1] if k + 1 < len(tokens) else ""
    only = tokens[k] in _ASKING_ONLY and after in _ASKED_SUBJECTS  # "... oh and *did you* hear back ..."
    told = (tokens[k], after) in _TOLD_YOU and k + 2 < len(tokens) and tokens[k + 2] not in verbs
    turned = any(tuple(tokens[k:k + len(p)]) == p for p in _TURN_PHRASES) or told
    asks = (tokens[k] in _TURNS or (tokens[k] in _QUESTION_WORDS and after in _ASKING_AFTER) or only or turned
            or (tokens[k] == "when" and after in _ASKING_WHEN)  # "... so *when do* you start" (probe 388)
            or tokens[k] in _ASKING_CONTRACTED  # "... on each side *how's* your mum getting on"
            or (tokens[k] in _ASKING_YOU and after == "you") or (tokens[k] in _TAGS and after in ("you", "it")))
    asked_so = tokens[k - 1] == "so" and (tokens[k] in _QUESTION_WORDS or tokens[k] == "when")  # "... *so when* do"
    return bool(asks and k and (tokens[k - 1] not in _BEFORE_NO_ASIDE or ((only or told) and tokens[k - 1] == "and")
                                or asked_so)
                and verbs.intersection(tokens[:k])
                and not any(verb_said(tokens, j, verbs) and (tokens[j - 1] in _COMMAND_AGAIN or (
                    tokens[j - 1] == "you" and tokens[j - 2] in _REQUEST_MODALS)) for j in range(k + 1, len(tokens))))


def _named_subject(tokens: Sequence[str], k: int, known: Container[str]) -> bool:
    """True when a name starts an aside at ``k`` (:func:`trailing_asides`): a word of none of
    ``known`` with "'s" ("*tom's* gone vegetarian") or a word of :data:`_AFTER_NAMED` after it, or "the"
    and one or two such words (or "one", "ones") before a word of :data:`_AFTER_THE_UNKNOWN` ("*the
    harrisons are* ...")."""
    word = tokens[k]
    stem = word[:-2] if word.endswith("'s") else word
    if not known or not stem.isalpha() or tokens[k - 1] in NOUN_MARKERS:  # "if you get *a moment* could ..."
        return False
    if stem not in known and stem not in SUBJECT_PRONOUNS and (
            word.endswith("'s") or tokens[k + 1:k + 2] and tokens[k + 1] in _AFTER_NAMED):
        return True
    if word != "the":
        return False
    for n in (1, 2):
        said = tokens[k + 1:k + 1 + n]
        if (len(said) == n and all(t.isalpha() and (t not in known or t in ("one", "ones")) for t in said)
                and tokens[k + 1 + n:k + 2 + n] and tokens[k + 1 + n] in _AFTER_THE_UNKNOWN):
            return True
    return False


#: Words after a person called after the command that say something to them ("... *lily you* can tap the
#: side like this", "... *sweetie don't* press the buttons"; sixty-third-session blind probe 272, a child
#: helping to bake: 9 of 40 done at first). English.
#: Words that ask a question of a person called by a word of the household or an endearment, not of a
#: name (:func:`_said_to_someone`: "... *mum is* the shed roof still leaking"; a name may be a word misheard).
_ASKED_OF_A_PERSON = frozenset({"is", "are", "was", "were", "can", "could", "will", "would", "shall", "should"})
_TO_THE_CALLED = frozenset({"you", "you're", "you've", "you'll", "don't", "we", "we're", "we've", "let's", "look",
                            "stand", "climb", "hold", "keep", "careful", "mind", "watch", "be", "stop", "no",
                            # questions and orders to a child at breakfast (probe 273: "... *leo have*
                            # you brushed your teeth", "*maya finish* your juice please")
                            "have", "has", "do", "did", "please", "it's", "where's", "sit", "eat", "finish", "leave",
                            "blow", "come", "go", "get", "put", "wash", "brush", "help", "try",
                            "i",  # "... *mum i* know you love sprouts" (probe 285)
                            # a question or a remark to them ("... *lily how* many pasta shapes can you
                            # count": sixty-sixth-session blind probe 337)
                            "how", "what", "where", "who", "why", "which",
                            # a plan or an order told a child baking (seventieth-session blind probe 443:
                            # "... *ollie we'll* save the white for another day", "... *ollie say* thank
                            # you to the robot")
                            "we'll", "say"})
#: Phrases of praise said to someone after the command ("... *well done* sweetie you're a super helper",
#: "... *that's right* lily we have to be patient", "... *high five* lily we did it"; probe 272).
_PRAISE = (("well", "done"), ("good", "job"), ("good", "girl"), ("good", "boy"), ("that's", "right"),
           ("that's", "it"), ("high", "five"), ("clever", "girl"), ("clever", "boy"), ("good", "stirring"),
           # "... *good helping* today you two high five" (sixty-sixth-session blind probe 337)
           ("good", "helping"), ("good", "work"), ("nice", "work"), ("great", "job"), ("nice", "job"))
#: What a child helping is told of themselves after the command ("... *you're* such a good helper", "...
#: *you did* the first one all by yourself": sixty-fifth-session blind probe 335, asked about), not after a
#: word of :data:`_TIMING` ("... and *once you've* done that pour it ...").
_TOLD_OF_THEMSELVES = (("you're",), ("you've",), ("you", "were"), ("you", "did"), ("you", "are"))
_TIMING = frozenset({"once", "when", "after", "if", "until", "till", "before", "while", "as", "because", "since",
                     "so", "that", "and", "then", "unless", "whether"})
#: Words after which an unknown word is no name called ("... *and meanwhile* put the frying pan back", "...
#: *this morning* has set").
_JOINING_NO_NAME = frozenset({"and", "then", "so", "but", "or", "plus"})  # "... *oh plus* the parsnips" (probe 486)
#: Words the domain does not know that are no name called either: "... for twenty minutes *whilst you* boil
#: the spaghetti" (seventy-first-session blind probe 496: read as talk to someone, the spaghetti left out).
_NO_NAMES = frozenset({"whilst", "plus",
                       # an occasion's last word: "it's roast *day* get the chicken out" (seventy-seventh-session
                       # blind probe 687: "roast" read as the command, "day get ..." as talk to someone)
                       "day", "night", "time", "evening", "morning", "weekend", "tonight", "today"})
#: Words after a name that address its bearer, who may then be called after "and" too (probe 285).
_ADDRESSING = frozenset({"you", "you're", "you've", "you'll", "don't", "do", "did", "have", "can", "could"})
#: Words said before a person called, part of what is said to them ("... *oh* lily don't eat them all",
#: "... *no* sweetie don't press the buttons").
_BEFORE_CALLED = frozenset({"oh", "ooh", "oops", "no", "and", "look", "now", "okay", "ok", "right",
                            "sorry",  # "... *sorry* dad go on" (probe 278, on the phone)
                            "yes", "yeah", "aww"}) | FILLER_WORDS  # "... *yes* sam you can have ..." (probe 337)
#: Words after which a name is called whatever is said to its bearer next ("... *no* lily the peel goes
#: in the bin", "... *oh* sam that's a funny face"; sixty-sixth-session blind probe 337, a parent
#: cooking with children: asked about).
_CALLING = frozenset({"no", "oh", "ooh", "yes", "yeah", "aww",
                      "careful"})  # "... for thirty seconds *careful ollie* the bowl gets really hot" (probe 443)


def _joined_aside(tokens: Sequence[str], k: int) -> bool:
    """True when "and" joins an aside that starts at ``k`` to the command before it, after a word that
    can end a command: "... a splash of red wine it's left over from last night *and it'd* be a crime
    to waste it", "... on the fine side *and my* sister likes it like snow" (seventieth-session blind
    probe 448, a cook's run-on sentences: 17 of 40 done at first). Not after "and" said to join two
    things or steps ("... the salt *and my* pepper")."""
    return k > 1 and tokens[k - 1] == "and" and tokens[k - 2] not in _BEFORE_NO_ASIDE


#: Exclamations after the command that start talk of what is going on ("... *ooh* listen to it sizzle",
#: "... *mmm* they smell yummy don't they"; probe 337: asked about); not "oh" or "oops", which may start
#: a correction. English.
_EXCLAMATIONS = frozenset({"ooh", "oooh", "mmm", "mmmm", "wow", "yum", "aww", "whoa", "yay"})
#: Verbs of the domain said after an exclamation to someone watching ("... ooh *look* a long curly peel").
_EXCLAIMED_VERBS = frozenset({"look", "listen", "smell", "see"})


def _said_to_someone(tokens: Sequence[str], k: int, known: Container[str]) -> Optional[int]:
    """Where talk to someone other than the robot starts, for talk said from ``k`` on after the command:
    a phrase of :data:`_PRAISE` or :data:`_TOLD_OF_THEMSELVES` at ``k``, or a person called at ``k``
    (a word of :data:`slu_node.cues.ENDEARMENTS` or :data:`~slu_node.cues.PERSON_WORDS`, or a name: letters only,
    a word of none of ``known``, the domain's words, nor a filler, not after a subject or an
    auxiliary of :data:`slu_node.cues.SPOKEN_OF_VERB`, a determiner or a word of
    :data:`_JOINING_NO_NAME`) before a word of
    :data:`_TO_THE_CALLED` ("please" not last) or a request's modal and "you" ("... *gran would you*
    like a sherry"), with the words of :data:`_BEFORE_CALLED` and a person word before it ("...
    *auntie* jo don't touch that"; sixty-fourth-session blind probe 300); None otherwise, and for a
    name when ``known`` is empty."""
    if any(tuple(tokens[k:k + len(p)]) == p for p in _PRAISE) or (
            tokens[k - 1] not in _TIMING and any(tuple(tokens[k:k + len(p)]) == p for p in _TOLD_OF_THEMSELVES)):
        return k
    word, after = tokens[k], tokens[k + 1:k + 2]
    if after == ["please"] and k + 2 >= len(tokens):
        return None  # "mash potatoes with pho *please*": a courtesy that ends the command
    called = (word in ENDEARMENTS or word in PERSON_WORDS) and word not in known or (
        bool(known) and word.isalpha() and word not in known and word not in INFORMAL_FORMS  # not "til"
        and word not in FILLER_WORDS and word not in _BEFORE_NO_ASIDE and word not in _NO_NAMES
        and word not in SUBJECT_PRONOUNS and word not in _TO_THE_CALLED and word not in _BEFORE_CALLED
        and tokens[k - 1] not in SPOKEN_OF_VERB  # "... yeah *i'll text you* the rest": a verb of the talk
        and tokens[k - 1] not in NOUN_MARKERS  # "and *meanwhile* put", but "and *liam* don't you dare ..."
        and (tokens[k - 1] not in _JOINING_NO_NAME or (after[:1] and after[0] in _ADDRESSING)))
    asked = after[:1] and after[0] in _REQUEST_MODALS and tokens[k + 2:k + 3] == ["you"]  # "gran *would you* ..."
    calling = tokens[k - 1] in _CALLING and word not in _JOINING_NO_NAME and word not in _TAKING_BACK  # not "oh *but*"
    person = (word in ENDEARMENTS or word in PERSON_WORDS) and tokens[k - 1] not in NOUN_MARKERS  # "... *mum is*
    # the shed roof still leaking" (probe 388), not "... for *the kids would* like it"
    if not called or not after or not (after[0] in _TO_THE_CALLED or asked or calling
                                       or (person and after[0] in _ASKED_OF_A_PERSON)):
        return None
    lead = k
    while lead > 1 and (tokens[lead - 1] in _BEFORE_CALLED
                        or (tokens[lead - 1] in PERSON_WORDS and tokens[lead - 1] not in known)):  # "*auntie* jo"
        lead -= 1
    return lead


#: Words that end an aside before a verb of the command ("... *then* roast it", "... *so* fry it").
_BEFORE_NEXT_STEP = frozenset({"then", "so"})


#: Words that ask for the next step before its verb: "... far better job so *please* warm the gravy up",
#: "... so *would you* tell me whether ..." (seventy-fourth-session blind probe 560, an elderly speaker).
_ASKING_STEP = (("please",), ("would", "you"), ("could", "you"), ("can", "you"), ("will", "you"))


def _verb_after_asking(tokens: Sequence[str], j: int, verbs: frozenset) -> bool:
    """True when a word of ``verbs`` is said at ``j``, or after a phrase of :data:`_ASKING_STEP` there."""
    j += next((len(p) for p in _ASKING_STEP if tuple(tokens[j:j + len(p)]) == p), 0)
    return j < len(tokens) and tokens[j] in verbs


def _aside_end(tokens: Sequence[str], k: int, verbs: frozenset) -> int:
    """Where an aside that starts at ``k`` ends: at "then", "so" or the robot's name before a word of
    ``verbs``, or before one of :data:`_ASKING_STEP` and such a word (sixty-third-session blind probe
    270: "*my money's on her cousin's startup* robot put them in the fridge" had lost the putting), or
    "and" before "then" or such a word ("... they love anything with beetroot *then roast* it", "... tom's
    gone vegetarian apparently *so fry* it"), or such a word alone, not one said before the aside
    (:func:`slu_node.mid_asides.bare_step_at`); else the end of ``tokens``."""
    for j in range(k + 1, len(tokens) - 1):
        if ((tokens[j] in _BEFORE_NEXT_STEP or tokens[j] in ROBOT_CALLS)
                and _verb_after_asking(tokens, j + 1, verbs)):
            return j  # "... my money's on her cousin's startup *robot put* them in the fridge"
        if tokens[j] == "and" and (tokens[j + 1] in verbs or (
                tokens[j + 1] == "then" and tokens[j + 2:j + 3] and tokens[j + 2] in verbs)):
            return j
        if bare_step_at(tokens, j, verbs) and tokens[j] not in tokens[:k]:  # not a restart ("blitz the soup until
            return j  # ugh it's really noisy in here *blitz* the soup ..."): "... *the kids are starving* add ..."
    return len(tokens)

"""A seasoning said as the verb: "salt the water", "salt and pepper the sauce", "oil the tray".

English makes verbs of a few things put on food: "*salt* the pasta water generously", "*salt and pepper*
the sauce to taste" (seventy-sixth-session blind probes 639 and 642; typed probe 339: "salt the water and
bring it to the boil"). The tagger had read them as out of the domain. They are read as "season" with the
thing and "with" the seasoning after it ("season the water with salt ..."), which the tagger knows as
``add(salt, water)``, and whose vessel or food a pronoun after stands for ("... and bring *it* to the boil":
the water). English.
"""

from __future__ import annotations

from typing import Callable, Sequence

from slu_node.textnorm import LIST_CONJUNCTION, thing_after, thing_end

#: Things that English says as verbs of putting them on food ("salt the water", "butter the toast").
SEASONING_VERBS = frozenset({"salt", "pepper", "oil", "butter"})
#: Words a seasoning said as a verb is followed by, where the thing seasoned starts.
_THING_STARTS = frozenset({"the", "your", "both", "each", "all", "those", "these", "this", "that"})
#: Pronouns a seasoning said as a verb may act on ("take the toast out of the toaster and *butter it*": blind
#: probe 665).
_PRONOUNS = frozenset({"it", "them"})
#: The verb and the word the seasoning is read with.
READ_AS = ("season", "with")


def seasoning_verbs(tokens: Sequence[str], opens_clause: Callable[[int], bool],
                    is_thing: Callable[[str], bool]) -> dict[int, tuple[str, ...]]:
    """``{index: words}`` for :func:`slu_node.textnorm.expand_tokens`: each word of
    :data:`SEASONING_VERBS` where a clause opens (``opens_clause`` of its index), with more such words
    after "and" ("salt *and pepper*"), then a word of :data:`_THING_STARTS` and a thing (``is_thing``; things
    said one after another are one: "the pasta water") or a pronoun of :data:`_PRONOUNS`, read "season <the
    thing> with <the seasonings>".
    Empty when there is none."""
    out: dict[int, tuple[str, ...]] = {}
    for k, word in enumerate(tokens):
        if word not in SEASONING_VERBS or k in out or not opens_clause(k):
            continue
        last = k
        while tokens[last + 1:last + 2] == [LIST_CONJUNCTION] and tokens[last + 2:last + 3] and (
                tokens[last + 2] in SEASONING_VERBS):
            last += 2
        if last + 1 >= len(tokens) or tokens[last + 1] not in _THING_STARTS | _PRONOUNS:
            continue
        thing = (last + 1, last + 2) if tokens[last + 1] in _PRONOUNS else thing_after(tokens, last + 1, is_thing)
        if thing is None:
            continue
        end = thing[1]
        while (more := thing_end(tokens, end, is_thing)) is not None:  # "the pasta | water"
            end = more
        out.update({i: () for i in range(k + 1, last + 1)})
        out[k] = (READ_AS[0],)
        out[end - 1] = (tokens[end - 1], READ_AS[1], *tokens[k:last + 1])
    return out

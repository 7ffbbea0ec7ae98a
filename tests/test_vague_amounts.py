"""Vague amounts the domain file does not list ("a lot of", "lots of", "plenty of") and words that only
intensify "more" or "bit" ("even more", "a lot more", "a tiny bit more"): read as no measurable
quantity, as "some" and "a bit of" are (slu_node.textnorm.VAGUE_AMOUNT_WORDS, intensifiers)."""

import pytest

from slu_node.textnorm import intensifiers


@pytest.mark.parametrize("text, at", [("add even more salt", {1}), ("add a lot more salt", {1, 2}),
                                      ("add a tiny bit more salt", {2}), ("add a little bit of cream", set()),
                                      ("add more salt", set()), ("add a lot of salt", set()),
                                      ("stir it even", set())])
def test_intensifiers(text, at):
    assert intensifiers(text.split()) == at


@pytest.mark.parametrize("vague, some", [("add a lot of salt", "add some salt"),
                                         ("add lots of cheese to the pasta", "add some cheese to the pasta"),
                                         ("add plenty of water to the pot", "add some water to the pot"),
                                         ("add even more salt", "add more salt"),
                                         ("add a lot more sugar to the bowl", "add more sugar to the bowl"),
                                         ("add a tiny bit more salt", "add a bit more salt"),
                                         # a loose measure a cook says (sixty-fifth-session blind probe 328)
                                         ("add a smidge of butter", "add some butter"),
                                         ("drizzle a good glug of olive oil over the beef",
                                          "drizzle some olive oil over the beef")])
def test_a_vague_amount_reads_as_some(reads_like, vague, some):
    """Each had been asked about, its amount or its intensifier an unknown word."""
    reads_like(vague, some)

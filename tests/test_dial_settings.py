"""A setting said by a dial's number (:mod:`slu_node.dial_settings`, :attr:`SlotType.settings`)."""

import pytest
import yaml

from slu_node.dial_settings import dial_settings
from slu_node.domain import DomainError, domain_from_dict
from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize

from tests.test_domain import BAD


@pytest.mark.parametrize("text, read", [
    ("bake it at gas mark six", "bake it at two hundred degrees"),
    ("gas mark 4 for an hour", "one hundred and eighty degrees for an hour"),
    ("gas mark twelve", "gas mark twelve"),  # no such mark: left as said, to be asked about
    ("a gas oven", "a gas oven"),
])
def test_a_gas_mark_is_read_in_degrees(cooking_domain, text, read):
    tokens = tokenize(text)
    into = dial_settings(tokens, cooking_domain.settings)
    assert " ".join(w for i, t in enumerate(tokens) for w in into.get(i, (t,))) == read


@pytest.mark.parametrize("text, expected", [
    ("bake the bread at gas mark six for thirty five minutes", "cook(bread, *oven*, 200 deg, 35 min)"),
    ("put the pie in the oven at gas mark five for an hour", "put(pie, oven, 190 deg, 1 h)"),
])
def test_the_parser_reads_the_temperature(cooking_parser, text, expected):
    """Seventy-third-session blind probe 535: done without the temperature, or asked about."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected


@pytest.mark.parametrize("settings", [
    {"gas mark": {"say": "kelvin", "values": {1: 140}}},  # no unit form of the type
    {"gas mark": {"say": "degrees", "values": {}}},
    {"gas mark": {"say": "degrees", "values": {1: "hot"}}},
    {"gas mark": {"say": "degrees", "values": {0: 140}}},
    {"gas mark": [1, 2]},
])
def test_a_bad_setting_is_a_domain_error_that_names_its_place(settings):
    data = yaml.safe_load((BAD / "valid_tiny.yaml").read_text())
    data["types"]["temperature"] = {"kind": "measure", "unit_required": True, "units": {"deg": ["degrees"]},
                                    "settings": settings}
    with pytest.raises(DomainError, match=r"types\.temperature\.settings"):
        domain_from_dict(data, "tiny.yaml")


def test_settings_belong_to_a_measure_type():
    data = yaml.safe_load((BAD / "valid_tiny.yaml").read_text())
    data["types"]["temperature"] = {"values": {"hot": []}, "settings": {"gas mark": {"say": "hot", "values": {1: 1}}}}
    with pytest.raises(DomainError, match=r"types\.temperature\.settings"):
        domain_from_dict(data, "tiny.yaml")

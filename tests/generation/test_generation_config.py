"""Generator options in the bbpPairings / JaVaFo configuration format (``checker.generation.config``)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from checker.errors import InputError
from checker.generation.config import GeneratorOptions, parse_config, read_options
from checker.generation.settings import GeneratorSettings
from checker.models import ScoringSystem

CONFIG = """# a JaVaFo / bbpPairings generator configuration\r
PlayersNumber=40\r
RoundsNumber=9\r
DrawPercentage=35\r
ForfeitRate=20\r
RetiredRate=50\r
HalfPointByeRate=10\r
HighestRating=2600\r
LowestRating=1200\r
PointsForWin=3\r
PointsForDraw=1\r
"""


def test_the_generators_keys_keep_their_meaning() -> None:
    options = read_options(parse_config(CONFIG, "gen.cfg"))
    assert (str(options.players), str(options.rounds)) == ("40", "9")
    settings = options.settings(rounds=9)
    assert settings.draw_rate == 0.35
    assert settings.forfeit_rate == 1 / 20  # one game in 20
    assert settings.retired_rate == 1 / 50  # one player in 50
    assert settings.half_bye_rate == pytest.approx(1 / (10 * 9))  # one player in 10, spread over 9 rounds
    assert (settings.lowest_rating, settings.highest_rating) == (1200, 2600)
    # As in those generators: the PAB is worth a win unless PointsForPAB says otherwise.
    assert settings.scoring == ScoringSystem(white_win=Decimal(3), black_win=Decimal(3), forfeit_win=Decimal(3),
                                             full_bye=Decimal(3), pab=Decimal(3), white_draw=Decimal(1),
                                             black_draw=Decimal(1), half_bye=Decimal(1), unknown=Decimal(1))
    assert settings.absence_rate == GeneratorSettings().absence_rate  # not given: the default


def test_no_option_is_the_library_default_and_swisscheck_keys_fill_what_the_generators_lack() -> None:
    assert GeneratorOptions().settings(rounds=7) == GeneratorSettings()
    options = read_options([("ZeroPointByeRate", "0", "cli"), ("LateEntryRate", "8", "cli"),
                            ("Acceleration", "Baku", "cli"), ("InitialColour", "Black", "cli"),
                            ("TRF", "16", "cli"), ("PointsForForfeitLoss", "0.5", "cli"), ("PlayersNumber", "30-150", "cli")])
    settings = options.settings(rounds=7)
    assert (settings.absence_rate, settings.late_entry_rate, settings.baku, settings.initial_colour) == (0.0, 1 / 8, True, "b")
    assert (settings.scoring.forfeit_loss, settings.scoring.zero_bye) == (Decimal("0.5"), Decimal("0.5"))
    assert options.trf == "16" and (options.players.low, options.players.high) == (30, 150)
    assert settings.system_code(("FIDE_DUTCH",)) == "FIDE_DUTCH_BAKU"


def test_later_settings_win() -> None:
    options = read_options([("DrawPercentage", "10", "a"), ("PointsForWin", "2", "a")])
    options = read_options([("DrawPercentage", "50", "b"), ("PointsForWin", "3", "b")], options)
    assert options.settings(5).draw_rate == 0.5 and options.points == (("PointsForWin", Decimal(3)),)


@pytest.mark.parametrize(("text", "message"), [
    ("PlayersNumber=40\nPlayers=3\n", "gen.cfg:2: unknown key 'Players' (known: PlayersNumber, RoundsNumber,"),
    ("# ok\nRoundsNumber 9\n", "gen.cfg:2: expected Key=Value, got 'RoundsNumber 9'"),
    ("DrawPercentage=120\n", "gen.cfg:1: DrawPercentage: expected a percentage from 0 to 100, got '120'"),
    ("ForfeitRate=0.5\n", "gen.cfg:1: ForfeitRate: expected N of \"one in N\" (1 or more, 0 for none), got '0.5'"),
    ("PlayersNumber=1\n", "gen.cfg:1: PlayersNumber: expected a whole number from 2 to 9999, got '1'"),
    ("PlayersNumber=90-30\n", "gen.cfg:1: PlayersNumber: the range '90-30' is empty"),
    ("InitialColour=red\n", "gen.cfg:1: InitialColour: expected one of white, black, w, b, got 'red'"),
    ("LowestRating=2500\nHighestRating=2000\n", "LowestRating 2500 is above HighestRating 2000"),
])
def test_a_bad_configuration_is_an_input_error_naming_the_line(text: str, message: str) -> None:
    with pytest.raises(InputError) as error:
        read_options(parse_config(text, "gen.cfg"))
    assert str(error.value).startswith(message)

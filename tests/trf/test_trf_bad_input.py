"""Unreadable TRF input: each case raises TRFError whose text names file, line, column, field
and what was expected (TRF16 / TRF-2026 column tables; JaVaFo AUM for XX? records)."""

from __future__ import annotations

import contextlib
import io
import tempfile
from pathlib import Path

import pytest

from checker.cli import main
from checker.trf import TRFError, loads, load
from tests.trf.lines import player, trf

GOOD_1 = player(1, "   2 w 1", points="1.0")
GOOD_2 = player(2, "   1 b 0", points="0.0")


def error_of(text: str | bytes) -> str:
    """The message of the TRFError that reading ``text`` as t.trf raises.

    The same input is also given to ``swisscheck info t.trf``, which must print exactly that
    message after ``swisscheck: error:`` and exit with code 2, never a traceback.
    """
    with pytest.raises(TRFError) as info:
        loads(text, "t.trf")
    message = str(info.value)
    data = text.encode("utf-8") if isinstance(text, str) else text
    with tempfile.TemporaryDirectory() as folder, contextlib.chdir(folder):
        Path("t.trf").write_bytes(data)
        err = io.StringIO()
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            code = main(["info", "t.trf"])
    assert (code, err.getvalue()) == (2, f"swisscheck: error: {message}\n")
    return message


def test_001_rating_with_letters() -> None:
    line = GOOD_1[:48] + "2x41" + GOOD_1[52:]
    assert error_of(trf("012 T", line, GOOD_2)) == "t.trf:2:49: rating: expected up to 4 digits, got '2x41'"


def test_001_rating_digits_with_inner_blank() -> None:
    line = GOOD_1[:48] + "1 41" + GOOD_1[52:]
    assert error_of(trf(line, GOOD_2)) == "t.trf:1:49: rating: expected up to 4 digits, got '1 41'"


def test_001_result_code_unknown() -> None:
    text = trf(player(1, "   2 w X"), GOOD_2)
    assert error_of(text) == "t.trf:1:99: result: expected one of 1 0 = + - W D L H F U Z or blank, got 'X'"


def test_001_colour_invalid() -> None:
    text = trf(player(1, "   2 x 1"), GOOD_2)
    assert error_of(text) == "t.trf:1:97: colour: expected w, b, - or blank, got 'x'"


def test_001_colour_upper_case_is_not_a_colour() -> None:
    # TRF16: colour is w / b; only result letters are case-insensitive
    text = trf(player(1, "   2 W 1"), GOOD_2)
    assert error_of(text) == "t.trf:1:97: colour: expected w, b, - or blank, got 'W'"


def test_001_opponent_not_a_start_number() -> None:
    text = trf(GOOD_1, player(2, "   1 b 0", "   9 w 1"))
    assert error_of(text) == "t.trf:2:102: opponent: round 2: 9 is not the start number of any player"


def test_001_opponent_with_letters() -> None:
    text = trf(player(1, "  2a w 1"), GOOD_2)
    assert error_of(text) == "t.trf:1:92: opponent: expected a start number, 0000 or blanks, got '  2a'"


def test_001_duplicate_start_number() -> None:
    text = trf("012 T", GOOD_1, GOOD_2, player(1, name="Again"))
    assert error_of(text) == "t.trf:4:5: start number: start number 1 is already used on line 2"


def test_001_start_number_zero() -> None:
    text = trf(player(0), GOOD_2)
    assert error_of(text) == "t.trf:1:5: start number: expected a start number 1-9999, got '   0'"


def test_001_truncated_before_start_number() -> None:
    text = trf("012 T", "001   ", GOOD_2)
    assert error_of(text) == (
        "t.trf:2:7: start number: truncated player record: the line ends at column 6, "
        "expected a start number in columns 5-8"
    )


def test_001_points_not_a_number() -> None:
    text = trf(player(1, "   2 w 1", points="1.5."), GOOD_2)
    assert error_of(text) == "t.trf:1:81: points: expected a number like 11.5, got '1.5.'"


def test_001_points_with_decimal_comma() -> None:
    text = trf(player(1, "   2 w 1", points=" 1,5"), GOOD_2)
    assert error_of(text) == "t.trf:1:81: points: expected a number like 11.5, got ' 1,5'"


def test_001_game_result_without_opponent() -> None:
    # TRF16 round block: 1 needs a scheduled opponent; 0000 means bye or not paired
    text = trf(player(1, "0000 w 1"), GOOD_2)
    assert error_of(text) == "t.trf:1:99: result: round 1: result '1' needs an opponent, got '0000' in columns 92-95"


def test_001_colour_on_a_bye() -> None:
    text = trf(player(1, "0000 w U"), GOOD_2)
    assert error_of(text) == (
        "t.trf:1:97: colour: round 1: colour 'w' on a bye or absence (no opponent); expected '-' or blank"
    )


def test_001_bye_result_with_an_opponent() -> None:
    text = trf(player(1, "   2 w U"), GOOD_2)
    assert error_of(text) == "t.trf:1:99: result: round 1: result 'U' is a bye and cannot have an opponent (2)"


def test_001_own_opponent() -> None:
    text = trf(player(1, "   1 w 1"), GOOD_2)
    assert error_of(text) == "t.trf:1:92: opponent: round 1: player 1 cannot be his own opponent"


def test_xxc_unknown_option() -> None:
    text = trf(GOOD_1, GOOD_2, "XXR 3", "XXC purple1")
    assert error_of(text) == "t.trf:4:5: XXC: expected rank, white1 or black1, got 'purple1'"


def test_xxr_not_a_number() -> None:
    assert error_of(trf(GOOD_1, GOOD_2, "XXR abc")) == (
        "t.trf:3:5: number of rounds: expected a whole number, got 'abc'"
    )


def test_xxr_zero_rounds() -> None:
    assert error_of(trf(GOOD_1, GOOD_2, "XXR 0")) == "t.trf:3:5: number of rounds: expected a whole number, got '0'"


def test_xxs_unknown_code() -> None:
    assert error_of(trf(GOOD_1, GOOD_2, "XXS W=3 Q=1")) == (
        "t.trf:3:9: XXS: expected CODE=points with CODE one of WW BW WD BD WL BL ZPB HPB FPB PAB FW FL W D, "
        "got 'Q=1'"
    )


def test_xxz_unknown_player() -> None:
    assert error_of(trf(GOOD_1, GOOD_2, "XXZ 2 7")) == "t.trf:3:5: XXZ: 7 is not the start number of any player"


def test_142_not_a_number() -> None:
    assert error_of(trf("142 nine", GOOD_1, GOOD_2)) == "t.trf:1:5: number of rounds: expected a whole number, got 'nine'"


def test_152_not_w_or_b() -> None:
    assert error_of(trf("152 R", GOOD_1, GOOD_2)) == "t.trf:1:5: initial colour: expected W or B, got 'R'"


def test_192_empty() -> None:
    assert error_of(trf("192 ", GOOD_1, GOOD_2)) == (
        "t.trf:1:4: tournament type: expected a code such as FIDE_DUTCH_2025, got the end of the line"
    )


def test_162_points_not_a_number() -> None:
    assert error_of(trf("162  W 1.0    D x.5", GOOD_1, GOOD_2)) == (
        "t.trf:1:16: scoring points: expected a number like 1.0, got ' x.5'"
    )


def test_240_negative_round() -> None:
    assert error_of(trf(GOOD_1, GOOD_2, "240 H  -1    1")) == (
        "t.trf:3:7: round: expected a round number (up to 3 digits), got ' -1'"
    )


def test_240_unknown_bye_type() -> None:
    assert error_of(trf(GOOD_1, GOOD_2, "240 U   1    1")) == "t.trf:3:5: bye type: expected F, H or Z, got 'U'"


def test_250_negative_points() -> None:
    assert error_of(trf(GOOD_1, GOOD_2, "250      -1.0   1   1    1    2")) == (
        "t.trf:3:10: fictitious points: expected a number like 11.5, not negative, got '-1.0'"
    )


def test_250_malformed_round() -> None:
    assert error_of(trf(GOOD_1, GOOD_2, "250       1.0  1x   1    1    2")) == (
        "t.trf:3:15: round: expected a round number (up to 3 digits), got ' 1x'"
    )


def test_250_id_range_backwards() -> None:
    assert error_of(trf(GOOD_1, GOOD_2, "250       1.0   1   1    2    1")) == (
        "t.trf:3:28: id: last id 1 is below first id 2"
    )


def test_260_rounds_backwards() -> None:
    assert error_of(trf(GOOD_1, GOOD_2, "260   5   2    1    2")) == (
        "t.trf:3:9: round: last round 2 is before first round 5"
    )


def test_260_single_id() -> None:
    assert error_of(trf(GOOD_1, GOOD_2, "260   1   2    1")) == (
        "t.trf:3:13: id: expected at least two ids from column 13, got 1"
    )


def test_330_bad_outcome() -> None:
    assert error_of(trf(GOOD_1, GOOD_2, "330 ++   4  23  33")) == (
        "t.trf:3:5: forfeit: expected +-, -+ or --, got '++'"
    )


def test_bbw_not_a_number() -> None:
    assert error_of(trf(GOOD_1, GOOD_2, "BBW  three")) == "t.trf:3:6: points: expected a number like 1.0, got 'three'"


def test_013_player_with_letters() -> None:
    text = trf(GOOD_1, GOOD_2, f"013 {'Team A':<32}   1    x")
    assert error_of(text) == "t.trf:3:42: team player: expected a start number (up to 4 digits) or blanks, got '   x'"


def test_empty_file() -> None:
    assert error_of("") == "t.trf: no player record (001): not a TRF file, or an empty one"


def test_headers_without_players() -> None:
    assert error_of(trf("012 Only a name", "### and a comment")) == (
        "t.trf: no player record (001): not a TRF file, or an empty one"
    )


def test_binary_nul_bytes() -> None:
    assert error_of(b"012 T\n001\x00\x00\x001\n") == (
        "t.trf:2:4: binary data (control character U+0000): not a TRF text file"
    )


def test_binary_undecodable_garbage() -> None:
    # not UTF-8, and 0x81 is undefined in Windows-1252: Latin-1 reads it as a C1 control
    assert error_of(b"012 \x81\x8d\xfe\n") == "t.trf:1:5: binary data (control character U+0081): not a TRF text file"


def test_error_carries_its_location() -> None:
    with pytest.raises(TRFError) as info:
        loads(trf(GOOD_1, GOOD_2, "XXR abc"), "t.trf")
    err = info.value
    assert (err.file, err.line, err.column, err.field, err.message) == (
        "t.trf",
        3,
        5,
        "number of rounds",
        "expected a whole number, got 'abc'",
    )


def test_missing_file(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere.trf"
    with pytest.raises(TRFError) as info:
        load(missing)
    assert str(info.value) == f"{missing}: cannot read the file: No such file or directory"


def test_a_byte_order_mark_in_front_of_a_later_record_is_an_error_at_its_line() -> None:
    """Two files joined: the mark in front of line 3 would hide its record (it is not a tag): an error there."""
    text = b"012 T\n" + GOOD_1.encode() + b"\n\xef\xbb\xbf" + GOOD_2.encode() + b"\n"
    assert error_of(text) == "t.trf:3:1: a byte-order mark (U+FEFF) inside the file: only the very start of a file may hold one"


def test_a_byte_order_mark_at_the_start_of_the_file_is_fine() -> None:
    t, _ = loads(b"\xef\xbb\xbf012 T\n" + GOOD_1.encode() + b"\n" + GOOD_2.encode() + b"\n", "t.trf")
    assert (t.name, len(t.players)) == ("T", 2)

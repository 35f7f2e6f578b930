"""Issue 29 item 5: the JaVaFo 1.x era's ``0000 - + = -`` read as the byes and absences they are."""

from __future__ import annotations

from pathlib import Path

import pytest

from checker.cli import main
from checker.tournament.published import published_pairing
from checker.tournament.summary import column_summary
from checker.trf import load, loads
from checker.trf.era import is_era_file
from tests.paths import DATA, need_corpus

ERA = DATA / "dutch-2012" / "d12-p13r10-s12519.trf"
"""13 players, 10 rounds, JaVaFo 1.4: one ``0000 - +`` a round, no U/H/F/Z anywhere."""


def _block(line: str, r: int) -> str:
    """Round ``r``'s ten-character block of a 001 line."""
    at = 91 + 10 * (r - 1)
    return line[at:at + 10]


def edited(blocks: dict[tuple[int, int], str], path: Path = ERA) -> str:
    """The file's text with the blocks of (start number, round) replaced."""
    lines = path.read_text().splitlines()
    out = []
    for line in lines:
        if line.startswith("001"):
            sn = int(line[4:8])
            for (n, r), block in blocks.items():
                if n == sn:
                    at = 91 + 10 * (r - 1)
                    line = line[:at] + block.ljust(10) + line[at + 10:]
        out.append(line)
    return "\n".join(out) + "\n"


def test_each_rounds_lone_plus_is_the_pab_in_info() -> None:
    t, _ = load(ERA)
    assert not is_era_file(t)  # read already: the file now holds U
    summary = column_summary(t, str(ERA), None, None)
    assert [(r.pairs, r.pabs, r.other) for r in summary.rounds] == [(6, 1, 0)] * 9 + [(5, 1, 0)]
    assert t.player(13).rounds[0].result == "U" and t.player(9).rounds[1].result == "U"


def test_the_published_pairing_carries_the_pab() -> None:
    t, _ = load(ERA)
    assert published_pairing(t, 1).pab == 13 and published_pairing(t, 2).pab == 9


def test_equals_and_minus_are_a_half_point_bye_and_an_absence() -> None:
    # Round 3: 5 has the PAB (+); 4-1 replaced by 4 "=" (a half-point bye) and 1 "-" (absent).
    text = edited({(4, 3): "0000 - =", (1, 3): "0000 - -"})
    t, _ = loads(text, "era.trf")
    assert [t.player(n).rounds[2].result for n in (5, 4, 1)] == ["U", "H", "Z"]


def test_of_several_plus_the_lowest_score_lowest_ranked_is_the_pab_the_others_full_point_byes() -> None:
    # Round 3: 5 (+, the file's) and 12, 13 (their game 7-12 / 8-13 replaced by +): before round 3,
    # 5 has 0, 12 has 0, 13 has 1 (the round-1 PAB). 12 is the lower ranked of the two lowest.
    text = edited({(12, 3): "0000 - +", (7, 3): "0000 - +"})
    t, _ = loads(text, "era.trf")
    assert {n: t.player(n).rounds[2].result for n in (5, 7, 12)} == {5: "F", 7: "F", 12: "U"}


def test_a_file_that_writes_a_trf16_bye_code_keeps_its_plus_as_written() -> None:
    text = edited({(12, 3): "0000 - U", (7, 3): "0000 - Z"})
    t, _ = loads(text, "era.trf")
    assert t.player(5).rounds[2].result == "+" and t.player(12).rounds[2].result == "U"


def test_info_check_and_html_read_the_pab_alike(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main(["info", str(ERA)])
    out = capsys.readouterr().out
    assert "other unpaired" not in out
    main(["check", str(ERA), "--system", "dutch-2012", "--round", "1"])
    out = capsys.readouterr().out
    assert "1        CONSISTENT" in out
    html = tmp_path / "era.html"
    main(["check", str(ERA), "--system", "dutch-2012", "--round", "1", "--format", "html", "--output", str(html)])
    capsys.readouterr()
    assert "pairing-allocated bye" in html.read_text()


def test_a_lone_plus_above_a_bracket_of_players_allowed_the_pab_is_a_full_point_bye() -> None:
    # Issue 29 item 6. Round 3 with 2 (2 points) given the + and 3 paired with 5 instead: 4, 6, 7, 8, 10,
    # 11, 12 and 5, paired in the round with a lower score, may all still receive the PAB (Basic Rules 4):
    # the pairing leaves one player over in the lowest bracket (A.5, C.13/C.14), so 2's + is a
    # full-point bye and the round has no PAB. The file's own round 3 (5, 0 points, the PAB) is unchanged.
    text = edited({(2, 3): "0000 - +", (3, 3): "   5 w 1", (5, 3): "   3 b 0"})
    t, _ = loads(text, "era.trf")
    assert t.player(2).rounds[2].result == "F" and published_pairing(t, 3).pab is None
    assert load(ERA)[0].player(5).rounds[2].result == "U"


def test_bunratty_minor_round_2_lone_plus_is_a_full_point_bye() -> None:
    # 79 won round 1 and has 0000 - + in round 2; 61 players paired with 0 or 0.5 points may still receive
    # the PAB: a full-point bye (F), no PAB in the round; rounds 3 and 4 keep theirs (57, 51: 0 points).
    t, _ = load(need_corpus() / "real" / "icu_bunratty_minor_2011.tab")
    assert t.player(79).rounds[1].result == "F" and published_pairing(t, 2).pab is None
    assert published_pairing(t, 3).pab == 57 and published_pairing(t, 4).pab == 51

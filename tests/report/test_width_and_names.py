"""The helpers behind issue 31 items 8 and 9: the rules' sentences with names, text kept to 100 columns."""

from __future__ import annotations

import pytest

from checker.report.batch import shortened
from checker.report.sentence import named
from checker.report.warnings import warning_text
from checker.report.width import wrapped

NAMES = {1: "Kowalski, Jan", 2: "Byrne, P", 5: "Doe, Ann", 7: "Roe, Max"}


@pytest.mark.parametrize(("message", "players", "expected"), [
    ("C1: 1 and 7 have already played each other", (1, 7),
     "C1: 1 Kowalski, Jan and 7 Roe, Max have already played each other"),
    ("B.1 a: 7 and 1 have already played each other", (7, 1),
     "B.1 a: 7 Roe, Max and 1 Kowalski, Jan have already played each other"),
    ("C1: 1 and 2 have already played each other (Basic Rules 2; a forfeited match is not a meeting: "
     "General Handling 3.5)", (1, 2),
     "C1: 1 Kowalski, Jan and 2 Byrne, P have already played each other (Basic Rules 2; a forfeited match is "
     "not a meeting: General Handling 3.5)"),
    ("C2: 5 receives the PAB but already had the PAB in round 2", (5,),
     "C2: 5 Doe, Ann receives the PAB but already had the PAB in round 2"),
    ("a PAB to 5 although the number of players to pair (5) is even", (5,),
     "a PAB to 5 Doe, Ann although the number of players to pair (5) is even"),
    # a number that is no player of the finding, or a sentence that names no player, is left alone
    ("C1: 1 and 7 have already played each other", (1,), "C1: 1 Kowalski, Jan and 7 have already played each other"),
    ("the pairs: 2 players without their colour in the published pairing", (2,),
     "the pairs: 2 players without their colour in the published pairing"),
])
def test_the_rules_sentences_name_players_with_their_names(message: str, players: tuple[int, ...],
                                                           expected: str) -> None:
    assert named(message, players, NAMES) == expected


def test_a_long_line_is_wrapped_at_word_boundaries_with_its_indent() -> None:
    line = "  criteria: " + "; ".join(f"C{n} {n} players without their colour preference" for n in range(5, 12))
    out = wrapped(line + "\nshort\n")
    assert all(len(x) <= 100 for x in out.splitlines()) and out.endswith("\nshort\n")
    assert out.splitlines()[1][:7] == "      p" and " ".join(out.split()) == " ".join((line + " short").split())


def test_a_warning_does_not_count_the_files_path_and_never_cuts_it() -> None:
    path = "/a/very/long/folder/name/" * 4 + "tournament.trf"
    text = warning_text(f"{path}:61:81: points: player 41 has 1.0 points but the results add up to 0.0 under the "
                        "file's scoring", path)
    first, second = text.splitlines()
    assert first.startswith(f"warning: {path}:61:81: points:") and len(first.replace(path, "")) <= 100
    assert second.startswith("  ") and text.replace("\n  ", " ").count(path) == 1


@pytest.mark.parametrize(("name", "width", "expected"), [
    ("round-5.trf", 16, "round-5.trf"),
    ("a-folder/another-folder/tournament-of-the-year.trf", 30, "a-folder/…ment-of-the-year.trf"),
])
def test_a_file_name_too_long_is_shortened_in_its_middle(name: str, width: int, expected: str) -> None:
    assert shortened(name, width) == expected and len(shortened(name, width)) <= width

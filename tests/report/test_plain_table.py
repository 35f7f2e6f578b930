"""report/plain_table.simple_table: the table of ``check`` laid out as tabulate's ``simple`` format lays it
out (issue 34: the check of one file does not import tabulate), cell for cell, and tabulate's own table
for a cell that is not plain ASCII on one line."""

from __future__ import annotations

import random

from tabulate import tabulate

from checker.report.plain_table import right_table, simple_table

WORDS: list[object] = ["", "CONSISTENT", "VIOLATION", "WORSE", "C1 / Dutch 2.4.7", "0", "12", "a b", "x" * 30,
                       None, 3, True, " lead", "trail "]
HEADERS = ["Round", "Verdict", "Criterion / article", "Boards that differ", "x", ""]


def _tabulate(rows: list[list[object]], headers: list[str]) -> str:
    return str(tabulate(rows, headers=headers, tablefmt="simple", disable_numparse=True))


def test_the_table_is_tabulates_simple_table() -> None:
    rng = random.Random(34)
    for _ in range(2000):
        n = rng.randint(1, 5)
        headers = [rng.choice(HEADERS) for _ in range(n)]
        rows = [[rng.choice(WORDS) for _ in range(n)] for _ in range(rng.randint(0, 6))]
        assert simple_table(rows, headers) == _tabulate(rows, headers), (headers, rows)


def test_the_check_table_of_a_round() -> None:
    rows: list[list[object]] = [[1, "CONSISTENT", "", 0], [2, "VIOLATION", "C1 / Dutch 2.4.7", 2]]
    headers = ["Round", "Verdict", "Criterion / article", "Boards that differ"]
    assert simple_table(rows, headers).splitlines() == [
        "Round    Verdict     Criterion / article    Boards that differ",
        "-------  ----------  ---------------------  --------------------",
        "1        CONSISTENT                         0",
        "2        VIOLATION   C1 / Dutch 2.4.7       2",
    ]


def test_a_wide_or_broken_cell_is_left_to_tabulate() -> None:
    for cell in ("Müller", "李", "two\nlines", "tab\there", "e\u0301"):
        rows: list[list[object]] = [[1, cell]]
        assert simple_table(rows, ["Round", "Name"]) == _tabulate(rows, ["Round", "Name"])


def test_the_right_aligned_table_is_tabulates() -> None:
    # info's tables: every column aligned right, headers on several lines; whole numbers as tabulate
    # aligns them (numbers=True) or any text with colalign right and disable_numparse.
    rng = random.Random(35)
    headers = ["round", "pairs\nplayed", "PAB (U)", "half-point\nbyes (H)", "absent\n(Z/blank)", "virtual\npoints\n(C.04.7)"]
    for numbers in (False, True):
        for _ in range(1500):
            n = rng.randint(1, 6)
            heads = [rng.choice(headers) for _ in range(n)]
            pool: list[object] = [0, 1, 12, 105] if numbers else [0, 1, 12, 105, "-", "1-2", "3.5", "Müller"]
            rows = [[rng.choice(pool) for _ in range(n)] for _ in range(rng.randint(0, 5))]
            expected = (tabulate(rows, headers=heads, tablefmt="simple") if numbers else
                        tabulate(rows, headers=heads, tablefmt="simple", disable_numparse=True, colalign=("right",) * n))
            assert right_table(rows, heads, numbers) == str(expected), (heads, rows)

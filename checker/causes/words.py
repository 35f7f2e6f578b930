"""The cause's words: players with their names, lists, boards as an arbiter writes them (issue 24)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from checker.models import Pairing


def joined(items: Iterable[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    words = list(items)
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def who(names: Mapping[int, str], number: int) -> str:
    """``20 (Kowalski, Jan)``, or ``20`` when the file gives no name."""
    name = names.get(number, "").strip()
    return f"{number} ({name})" if name else str(number)


def players_phrase(names: Mapping[int, str], numbers: Iterable[int]) -> str:
    """``player 20 (Kowalski, Jan)`` / ``players 20 and 83``, with names where the file has them."""
    listed = sorted(numbers)
    return ("player " if len(listed) == 1 else "players ") + joined(who(names, n) for n in listed)


def boards_phrase(numbers: Iterable[int]) -> str:
    """``board 12`` / ``boards 12 and 40``."""
    listed = sorted(numbers)
    return ("board " if len(listed) == 1 else "boards ") + joined(str(n) for n in listed)


def board_change(number: int, white: int, black: int, rules: Pairing) -> str:
    """A published board beside the rules' board of its players, in the issue's words:
    ``board 12: 19-83 instead of 19-60``, ``board 3: 5-6 instead of 6-5``, ``board 40: 20-60 added``."""
    instead: list[str] = []
    for n in (white, black):
        for p in rules.pairs:
            if n in (p.white, p.black) and f"{p.white}-{p.black}" not in instead:
                instead.append(f"{p.white}-{p.black}")
        if n == rules.pab:
            instead.append(f"the bye to {n}")
    return f"board {number}: {white}-{black} " + (f"instead of {joined(instead)}" if instead else "added")


def bye_change(published: int | None, rules: int | None) -> str:
    """The PAB as published beside the rules' PAB: ``the bye to 45 instead of 12``."""
    if published is None:
        return f"no bye instead of the bye to {rules}"
    return f"the bye to {published}" + (f" instead of {rules}" if rules is not None else " added")

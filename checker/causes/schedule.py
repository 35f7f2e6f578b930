"""Not a Swiss (issue 24, hypothesis 1): a file whose schedule or whose own words make it an all-play-all.

Three facts decide, the first that holds is named (docs/interpretations.md, "Issue 24: not a Swiss"):

1. the 192 code names an all-play-all type (``*ROUNDROBIN``, ``*SCHEVENINGEN``, ``FIDE_SCHILLER``);
2. the 092 free text names a round robin or a league ("round robin", "round-robin", "league",
   "all-play-all", "Berger"), read word by word as ``systems.registry.from_092`` reads it;
3. the schedule: every pair of participants (teams in a team event) met exactly once over n-1
   rounds (n even) or n rounds (n odd), or exactly twice over twice that (a double round robin);
   or, from two rounds on, every round played is the round of the Berger table (C.05 Annex 1) of the
   file's numbers, one pair at most missing (a withdrawal).

A file whose 192 code or 092 text names a Swiss system (the word "Swiss", or a system's word as
``from_092`` reads it) is a Swiss whatever its schedule: a Swiss played to n-1 rounds without a
rematch is an all-play-all schedule too (the Burstein corpus has two), and below
:data:`MIN_PARTICIPANTS` the schedule tells nothing. ``--system`` forces the Swiss check in every
case (the caller does not ask).
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from checker.evaluation.cause import Cause, Hypothesis
from checker.models import Tournament
from checker.systems.registry import from_092

ALL_PLAY_ALL_CODES: tuple[str, ...] = ("ROUNDROBIN", "SCHEVENINGEN", "SCHILLER")
"""Parts of a TRF-2026 192 code that name an all-play-all tournament type."""

ALL_PLAY_ALL_WORDS: tuple[tuple[str, ...], ...] = (
    ("round", "robin"), ("roundrobin",), ("league",), ("all", "play", "all"), ("allplayall",), ("berger",),
)
"""092 words (lower case, hyphens and underscores read as spaces) that name a round robin or a league."""

SWISS_CODE_PARTS: tuple[str, ...] = ("DUTCH", "DUBOV", "BURSTEIN", "LIM", "DOUBLESWISS", "TEAM_SWISS", "SWISS")
"""Parts of a 192 code that name a Swiss system (``FIDE_TEAM``, the Team Swiss, is matched on its own)."""

MIN_PARTICIPANTS = 4
"""Below this, any Swiss without a rematch is an all-play-all schedule: the schedule then tells nothing."""

Meeting = frozenset[int]
"""Two participants who met in a round (start numbers, or team numbers in a team event)."""


def _words(text: str) -> list[str]:
    """The words of a free text as ``systems.registry.from_092`` splits them."""
    return text.lower().replace("-", " ").replace("_", " ").replace("/", " ").split()


def _names_all_play_all(words: list[str]) -> str | None:
    """The all-play-all phrase the words hold, None when they hold none."""
    for phrase in ALL_PLAY_ALL_WORDS:
        n = len(phrase)
        if any(tuple(words[i:i + n]) == phrase for i in range(len(words) - n + 1)):
            return " ".join(phrase)
    return None


def _free_text(tournament: Tournament) -> str | None:
    """The text of the 092 record (tournament type, free text), None when the file has none."""
    return next((r.text[3:].strip() for r in tournament.headers if r.code == "092"), None)


def _names_swiss_code(code: str) -> bool:
    """True when a 192 code names a Swiss system (its exact words outweigh any schedule or 092 text)."""
    return not any(part in code for part in ALL_PLAY_ALL_CODES) and (
        any(part in code for part in SWISS_CODE_PARTS) or code.startswith("FIDE_TEAM"))


def meetings(tournament: Tournament) -> dict[int, set[Meeting]]:
    """Round column -> the pairs of participants scheduled against each other (played or forfeited);
    in a team event, the teams whose players met."""
    team_of = {sn: team.number for team in tournament.teams for sn in team.players}
    rounds: dict[int, set[Meeting]] = {}
    for player in tournament.players:
        for entry in player.rounds:
            if entry.opponent is None:
                continue
            a, b = player.start_number, entry.opponent
            if tournament.teams:
                if a not in team_of or b not in team_of:
                    continue
                a, b = team_of[a], team_of[b]
            if a != b:
                rounds.setdefault(entry.round, set()).add(frozenset((a, b)))
    return rounds


def berger_round(n: int, r: int) -> set[Meeting]:
    """The pairs of round ``r`` of the Berger table for ``n`` participants (C.05 Annex 1; an odd ``n``
    plays against the bye number n+1, left out here)."""
    even = n + n % 2
    m = even - 1
    fixed = 1 + ((r - 1) * (even // 2)) % m

    def number(k: int) -> int:
        """1..m, cyclically."""
        return (k - 1) % m + 1

    pairs = {frozenset((even, fixed))} | {frozenset((number(fixed + k), number(fixed - k))) for k in range(1, m // 2 + 1)}
    return {p for p in pairs if max(p) <= n}


def _complete(rounds: dict[int, set[Meeting]]) -> str | None:
    """The complete round robin the schedule is (every pair once or twice over the rounds it needs), or None."""
    people = sorted({x for pairs in rounds.values() for p in pairs for x in p})
    n = len(people)
    if n < MIN_PARTICIPANTS:
        return None
    counts = Counter(p for pairs in rounds.values() for p in pairs)
    needed = n - 1 if n % 2 == 0 else n
    for times, name in ((1, "once"), (2, "twice")):
        if len(rounds) == times * needed and all(counts[frozenset(p)] == times for p in combinations(people, 2)) \
                and len(counts) == n * (n - 1) // 2:
            return f"every pair of its {n} participants met {name} over {len(rounds)} rounds (an all-play-all)"
    return None


def _berger(rounds: dict[int, set[Meeting]]) -> str | None:
    """The Berger table the rounds played follow (from two rounds on, one pair per round at most missing), or None."""
    if len(rounds) < 2:
        return None
    n = max(x for pairs in rounds.values() for p in pairs for x in p)
    if n < MIN_PARTICIPANTS or max(rounds) >= n + n % 2:
        return None
    for r, pairs in rounds.items():
        table = berger_round(n, r)
        if not pairs <= table or len(pairs) < len(table) - 1:
            return None
    return f"its {len(rounds)} rounds are those of the Berger table for {n} participants (C.05 Annex 1)"


def not_swiss(tournament: Tournament) -> Cause | None:
    """The cause ``not-swiss`` when the file is an all-play-all (192, 092, or its schedule), else None."""
    code = (tournament.system_code or "").upper()
    fact: str | None = None
    if any(part in code for part in ALL_PLAY_ALL_CODES):
        fact = f"its 192 code {code} names an all-play-all tournament"
    elif _names_swiss_code(code):
        return None
    text = _free_text(tournament)
    if fact is None and text is not None:
        phrase = _names_all_play_all(_words(text))
        if phrase is not None:
            fact = f"its 092 record {text!r} names a {phrase}"
    if fact is None and not (text is not None and ("swiss" in _words(text) or from_092(tournament) is not None)):
        rounds = meetings(tournament)
        fact = _complete(rounds) or _berger(rounds)
    if fact is None:
        return None
    return Cause(
        kind="not-swiss",
        message=f"not a Swiss: {fact}; not judged as a Swiss (--system S checks it as one anyway)",
        hypotheses=(Hypothesis(kind="not-swiss", changes=fact),),
    )

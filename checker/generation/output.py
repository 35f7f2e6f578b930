"""A generated tournament as the TRF text written: TRF-2026 or TRF16 with the engines' extensions.

Both carry what a pairing engine needs before any round (the number of rounds, the initial
colour, the 192 code with ``_BAKU`` when accelerated) and the players' points, which JaVaFo and
bbpPairings read and check (a pre-entered bye of the round to be paired counts, as JaVaFo asks).

- ``2026``: ``142``, ``152``, ``162`` (and ``XXS`` for what 162 cannot say), ``192``;
- ``16``: ``XXR``, ``XXC white1|black1``, and for a scoring other than 1/½/0 both ``XXS``
  (JaVaFo) and ``BBW BBD BBL BBZ BBF BBU`` (bbpPairings, which ignores XXS and rejects 162's
  ``A``); ``192`` stays, as in bbpPairings' files, so the system is known to every reader.

Team tournaments exist only in TRF-2026 (310, 240, 320, 330 records). The file an engine gets in a
campaign (``engine_text``) carries 142 and XXR, 152 and XXC in either dialect.
"""

from __future__ import annotations

from decimal import Decimal

from checker.generation.config import Dialect
from checker.models import Record, ScoringSystem, Tournament
from checker.trf import dumps
from checker.trf.checks import entry_points, is_double_swiss
from checker.trf.scoring import points_text


def player_points(tournament: Tournament) -> dict[int, Decimal] | None:
    """Every player's points (by start number) from the round blocks written so far, as the reader
    adds them up (a Double-Swiss PAB column is half a won and a drawn game); None for a team file,
    which keeps its own."""
    if tournament.teams:
        return None
    scoring, double = tournament.scoring, is_double_swiss(tournament)
    return {p.start_number: sum((entry_points(e, scoring, double) for e in p.rounds), Decimal(0))
            for p in tournament.players}


def with_points(tournament: Tournament) -> Tournament:
    """The tournament with every player's points column from :func:`player_points` (team files keep theirs)."""
    points = player_points(tournament)
    if points is None:
        return tournament
    players = tuple(p.model_copy(update={"points": points[p.start_number]}) for p in tournament.players)
    return tournament.model_copy(update={"players": players})


def _engine_scoring(scoring: ScoringSystem) -> tuple[Record, ...]:
    """XXS and BB? lines that say ``scoring`` to JaVaFo and to bbpPairings."""
    xxs = {"WW": scoring.white_win, "BW": scoring.black_win, "WD": scoring.white_draw, "BD": scoring.black_draw,
           "WL": scoring.white_loss, "BL": scoring.black_loss, "ZPB": scoring.zero_bye, "HPB": scoring.half_bye,
           "FPB": scoring.full_bye, "PAB": scoring.pab, "FW": scoring.forfeit_win, "FL": scoring.forfeit_loss}
    bb = {"BBW": scoring.win, "BBD": scoring.white_draw, "BBL": scoring.loss, "BBZ": scoring.zero_bye,
          "BBF": scoring.forfeit_loss, "BBU": scoring.pab}
    lines = [Record(code="XXS", text="XXS " + " ".join(f"{code}={points_text(v)}" for code, v in xxs.items()))]
    lines += [Record(code=code, text=f"{code} {points_text(v, 4):>4}") for code, v in bb.items()]
    return tuple(lines)


def in_dialect(tournament: Tournament, dialect: Dialect) -> Tournament:
    """The tournament set up to be written in ``dialect``; ValueError for a team tournament in TRF16."""
    if dialect == "2026":
        return tournament.model_copy(update={"rounds_source": "142"})
    if tournament.teams:
        raise ValueError("a Team tournament is written in TRF-2026 only (its 310, 240, 320 and 330 records)")
    update: dict[str, object] = {"rounds_source": "XXR"}
    if tournament.scoring != ScoringSystem():
        update["scoring"] = ScoringSystem()
        update["headers"] = tournament.headers + _engine_scoring(tournament.scoring)
    return tournament.model_copy(update=update)


def trf_text(tournament: Tournament, dialect: Dialect) -> str:
    """The TRF text of a generated tournament in ``dialect``, with points."""
    return dumps(in_dialect(tournament, dialect), points=player_points(tournament))


def engine_text(tournament: Tournament, dialect: Dialect) -> str:
    """The tournament so far as an engine gets it: ``dialect`` with the number of rounds as both 142
    and XXR and the initial colour as both 152 and XXC, whatever the dialect (JaVaFo reads only
    XXR/XXC, TRF-2026 readers 142/152; bbpPairings either)."""
    return dumps(in_dialect(tournament, dialect), both=True, points=player_points(tournament))

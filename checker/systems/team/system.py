"""The FIDE Swiss Team Pairing System, C.04.6 (2026), as swisscheck's interface to it."""

from __future__ import annotations

from checker.generation.settings import GeneratorSettings
from checker.models import Pairing, Tournament
from checker.systems.team import IDENTITY, TeamCommandOptions
from checker.systems.interface import PairingSystem
from checker.systems.top_scoregroup.evaluation import ProcedureJudge
from checker.systems.team.evaluation import core_rules
from checker.systems.team.explain import explain
from checker.systems.team.generate import team_tournament
from checker.systems.team.info import team_view
from checker.systems.team.matches import paired_team_rounds, published_team_pairing, team_names, team_results
from checker.systems.team.options import TeamOptions, team_options
from checker.tournament.summary import PreferenceType, ScoreKind
from checker.systems.team.pairer import pair_team_round
from checker.systems.team.state import TeamRoundState, build_team_state
from checker.tournament.records import system_record
from checker.tournament.standings import Outcome
from checker.tournament.summary import SystemView

class TeamSystem(ProcedureJudge[TeamRoundState], PairingSystem[TeamRoundState]):
    """C.04.6: teams paired by the top-scoregroup procedure and judged by its reading (C1, C2, the PAB
    3.4, the upfloater sets 3.5, the bracket pairings 3.6, colours 4.2, 4.3); colour preference type
    and primary score from the 192 code, or from ``--team-colours`` / ``--team-score``."""

    identity = IDENTITY

    def __init__(self, colours: PreferenceType | None = None, score: ScoreKind | None = None) -> None:
        super().__init__(core_rules)
        self.colours = colours
        """``--team-colours``: the colour preference type (1.7); None: from the file's 192 code."""
        self.score = score
        """``--team-score``: the primary score (1.2); None: from the file's 192 code."""

    def configure(self, options: object | None) -> TeamSystem:
        """The system with ``--team-colours`` / ``--team-score`` (a :class:`TeamCommandOptions` value); the
        rest of the options from the 192 code."""
        if not isinstance(options, TeamCommandOptions) or not (options.team_colours or options.team_score):
            return self
        return TeamSystem(options.team_colours, options.team_score)

    def options(self, tournament: Tournament) -> TeamOptions | None:
        """The command line's options completed from the file's 192 code (a code of another system is
        ignored then); None without command-line options: build_team_state reads the 192 code."""
        if self.colours is None and self.score is None:
            return None
        code = tournament.system_code if (tournament.system_code or "").upper().startswith("FIDE_TEAM") else None
        return team_options(code, preference_type=self.colours, primary=self.score, record=system_record(tournament))

    def build_state(self, tournament: Tournament, round_number: int, total_rounds: int | None = None) -> TeamRoundState:
        """The state before a round, teams read from 310/013 and their players' 001 lines."""
        return build_team_state(tournament, round_number, total_rounds, self.options(tournament))

    def next_round(self, tournament: Tournament) -> int:
        """The round after the last one the file holds a team pairing for."""
        return max(paired_team_rounds(tournament), default=0) + 1

    def published(self, tournament: Tournament, round_number: int) -> Pairing:
        """The round by team number, white = the team with White on board 1 (1.6.1)."""
        return published_team_pairing(tournament, round_number)

    def names(self, tournament: Tournament) -> dict[int, str]:
        """Team number -> team name."""
        return team_names(tournament)

    def pair(self, state: TeamRoundState) -> Pairing:
        """The rules' pairing (PairingImpossible when 3.3.3 applies)."""
        return pair_team_round(state)

    def explain(self, state: TeamRoundState) -> str:
        """The PAB, each bracket's upfloater sets and identifiers, the colours."""
        return explain(state)

    def info_view(self, tournament: Tournament, total_rounds: int | None) -> SystemView:
        """One row per round of team matches (``capabilities.CountsRounds``)."""
        return team_view(tournament, self.options(tournament), total_rounds)

    def results(self, tournament: Tournament, rounds: int) -> dict[int, tuple[Outcome, ...]]:
        """Each team's matches for the standings: match and game points (``capabilities.ScoresRounds``)."""
        return team_results(tournament, rounds)

    def generate(self, players: int, rounds: int, seed: int, settings: GeneratorSettings | None = None) -> Tournament:
        """A random TRF-2026 team tournament of ``players`` teams (``capabilities.Generates``)."""
        return team_tournament(self.codes, self.pair_round, players, rounds, seed, settings or GeneratorSettings())


TEAM = TeamSystem()
"""The Swiss Team system, options from each file's 192 code."""

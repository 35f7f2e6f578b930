"""Mutated corpus lines: the reader returns a tournament or raises TRFError, nothing else escapes;
whatever it returns, the writer writes and the reader reads back unchanged."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from checker.trf import TRFError, dumps, loads
from tests.paths import DATA


def _kitchen_sink() -> bytes:
    """Three lines of every record type of the TEC example (TRF-2026 team records, NRS, 240 with
    TABs, 801/802) around the consistent 001 lines of a 40-player team file."""
    tec = (DATA / "real" / "echecsjs_grandmommyscup_tec_trf26_team.trf").read_bytes().split(b"\r\n")
    players = (DATA / "team" / "team-t10r5-A-s6006.trf").read_bytes().split(b"\n")
    seen: dict[bytes, int] = {}
    kept = []
    for line in tec:
        code = line[:3]
        seen[code] = seen.get(code, 0) + 1
        if code != b"001" and seen[code] <= 3:
            kept.append(line)
    return b"\r\n".join(kept + [line for line in players if line.startswith(b"001")])


BASES: list[bytes] = [
    (DATA / "real" / "engine-tests" / "bbp_dutch_2025_C5.input.trf").read_bytes(),
    (DATA / "real" / "engine-tests" / "echecsjs_trf26_team_synthetic.trf").read_bytes(),
    (DATA / "real" / "icu_latin-1.tab").read_bytes(),
    (DATA / "real" / "icu_valid.tab").read_bytes(),
    (DATA / "real" / "icu_armstrong_2012_with_bom.tab").read_bytes(),
    (DATA / "double-swiss" / "dsw-p8r4-s5012.trf").read_bytes(),
    (DATA / "dutch-2026" / "p9r5-s48.trf").read_bytes(),
    (DATA / "dubov" / "jvf-dubov-p10r5-s2100.trf").read_bytes(),
    (DATA / "team" / "team-t10r5-A-s6006.trf").read_bytes(),
    _kitchen_sink(),
    b"XXR 3\nXXC rank white1\nXXS W=3 D=1\nXXA    1  1.0\nXXP 1 2\nXXZ 2\nBBW  3.0\nBBU  1.0\n"
    b"001    1      A                                 1800                          1.0    1     2 w 1\n"
    b"001    2      B                                 1700                          0.0    2     1 b 0\n",
]

PIECES = st.sampled_from(
    [b" ", b"0", b"1", b"9", b"-", b"+", b"=", b"w", b"b", b"W", b"Z", b"U", b".", b"x", b"\t", b"\r", b"\n",
     b"\x00", b"\xff", b"\xc3\xa9", b"\xef\xbb\xbf", b"###", b"001", b"XXC", b"0000", b"    ", b"240 ", b"250 "]
) | st.binary(min_size=1, max_size=3)


@st.composite
def mutated(draw: st.DrawFn) -> bytes:
    """A corpus text with a few character- and line-level mutations."""
    data = bytearray(draw(st.sampled_from(BASES)))
    for _ in range(draw(st.integers(1, 4))):
        op = draw(st.sampled_from(["replace", "insert", "delete", "truncate", "swap", "duplicate", "drop"]))
        at = draw(st.integers(0, max(len(data) - 1, 0)))
        if op == "replace":
            piece = draw(PIECES)
            data[at : at + len(piece)] = piece
        elif op == "insert":
            data[at:at] = draw(PIECES)
        elif op == "delete":
            del data[at : at + draw(st.integers(1, 5))]
        elif op == "truncate":
            del data[at:]
        else:
            lines = bytes(data).split(b"\n")
            i = draw(st.integers(0, len(lines) - 1))
            j = draw(st.integers(0, len(lines) - 1))
            if op == "swap":
                lines[i], lines[j] = lines[j], lines[i]
            elif op == "duplicate":
                lines.insert(j, lines[i])
            else:
                del lines[i]
            data = bytearray(b"\n".join(lines))
    return bytes(data)


@settings(max_examples=300, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_mutated_input_reads_or_raises_trf_error(data: bytes) -> None:
    try:
        t, warnings = loads(data, "fuzz.trf")
    except TRFError as err:
        assert str(err).startswith("fuzz.trf")
        return
    assert all(str(w).startswith("fuzz.trf") for w in warnings)
    assert loads(dumps(t), "fuzz.trf")[0] == t

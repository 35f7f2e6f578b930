"""A seeded mutation fuzzer for TRF files: what an arbiter's export or a careless edit can do to one.

``mutate(data, rng)`` applies one to three mutations to the bytes of a tournament file and says
which, and which line of the result was touched when exactly one line was (so that an input error
can be expected to name a line). The mutations reach every level a file can break at:

- bytes: a byte replaced, inserted or deleted anywhere, the file truncated;
- lines: swapped, duplicated, dropped, borrowed from another file;
- fixed-width fields: one field of a record (001, 013, 310, 240, 250, 260, 299, 300, 320, 330, XXA,
  national records) overwritten with a hostile value (blank, 0, far past the players or rounds,
  letters, a sign, a no-break space, a TAB, a shifted value);
- records: a new record of any type (142 ... 362, XX?, BB?) with plausible or hostile values;
- systems: a 192 code (known, pending, unknown, mangled) or a 092 free text;
- layouts: round blocks swapped, dropped, doubled, shifted (the Double-Swiss two-column layout);
- encodings: the file re-encoded, a byte-order mark before a line, a lone undecodable byte, a
  no-break space, line endings changed.

Everything is drawn from ``rng`` (``random.Random``), so a case is reproduced from its seed.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass

_BREAK = re.compile(rb"\r\n|\r|\n")

FIELDS: dict[bytes, tuple[tuple[int, int], ...]] = {
    # 1-based inclusive column spans of the fixed-width fields (TRF16, TRF-2026 tables)
    b"001": ((5, 8), (10, 10), (11, 13), (15, 47), (49, 52), (54, 56), (58, 68), (70, 79), (81, 84), (86, 89),
             (92, 95), (97, 97), (99, 99), (102, 105), (107, 107), (109, 109), (112, 115), (117, 117), (119, 119)),
    b"013": ((5, 36), (37, 40), (42, 45), (47, 50)),
    b"310": ((5, 7), (9, 40), (42, 46), (48, 53), (55, 60), (62, 67), (69, 71), (74, 77), (79, 82)),
    b"240": ((5, 5), (7, 9), (11, 14), (16, 19)),
    b"250": ((5, 8), (10, 13), (15, 17), (19, 21), (23, 26), (28, 31)),
    b"260": ((5, 7), (9, 11), (13, 16), (18, 21)),
    b"299": ((5, 5), (8, 11), (14, 17), (20, 22), (24, 27)),
    b"300": ((5, 7), (9, 11), (13, 15), (17, 20), (22, 25)),
    b"320": ((5, 8), (10, 13), (15, 17), (19, 21)),
    b"330": ((5, 6), (8, 10), (12, 14), (16, 18)),
    b"XXA": ((5, 8), (10, 13), (15, 18)),
}

HOSTILE_VALUES: tuple[bytes, ...] = (
    b"", b" ", b"0", b"1", b"2", b"3", b"5", b"9", b"10", b"99", b"999", b"9999", b"-1", b"+", b"-", b"=", b"x",
    b"w", b"b", b"W", b"B", b"U", b"Z", b"H", b"F", b"0000", b"1.5", b"1,5", b"\t", b"\xc2\xa0", b"\xa0", b"\xc3\xa9",
    b"\xe9", b"\xef\xbb\xbf", b"+-", b"--", b"-+",
)
"""Values a field is overwritten with: blanks, boundaries, numbers far past any count, letters, signs,
a no-break space (UTF-8 and Latin-1), an accented letter, a byte-order mark."""

SYSTEM_CODES: tuple[bytes, ...] = (
    b"FIDE_DUTCH", b"FIDE_DUTCH_2025", b"FIDE_DUTCH_2026_BAKU", b"FIDE_DOUBLESWISS", b"FIDE_DOUBLESWISS_BAKU",
    b"FIDE_TEAM", b"FIDE_TEAM_TYPEB", b"FIDE_TEAM_GP", b"FIDE_TEAM_GP_BAKU", b"FIDE_TEAM_TYPEA_MP_GP_BAKU",
    b"FIDE_TEAM_XX", b"FIDE_BURSTEIN", b"FIDE_DUBOV", b"FIDE_LIM", b"CUSTOM_SWISS", b"BERGER_ROUNDROBIN",
    b"fide_dutch", b"FIDE_DUTCH_BAKU_BAKU", b"FIDE_", b"SWISS", b"_BAKU", b"FIDE\xc2\xa0DUTCH", b"\xef\xbb\xbfFIDE_DUTCH",
)
"""192 codes: the systems with a pairer, with and without acceleration, those without one, unknown and mangled."""

FREE_TEXTS: tuple[bytes, ...] = (
    b"Individual FIDE Burstein", b"Dubov system", b"Swiss Dutch", b"Team Swiss System", b"Double Swiss",
    b"Lim", b"Swiss system based on rating", b"Round robin", b"FIDE_DUTCH_2025", b"FIDE_TEAM_GP_BAKU", b"",
)
"""092 free texts naming a system by a word (or a code)."""

PIECES: tuple[bytes, ...] = (
    b" ", b"0", b"1", b"9", b"-", b"+", b"=", b"w", b"b", b"U", b".", b"x", b"\t", b"\r", b"\n", b"\x00", b"\x1a",
    b"\xff", b"\xa0", b"\xc2\xa0", b"\xc3\xa9", b"\xe9", b"\xef\xbb\xbf", b"###", b"001", b"0000", b"    ",
)
"""Short byte strings inserted or written over: controls, a lone undecodable byte, a no-break space,
a byte-order mark, record codes, blank runs."""


@dataclass(frozen=True)
class Mutated:
    """A mutated file: its bytes, what was done (for a reproducer), and the one line touched (1-based)
    when exactly one line of the result carries the change (None otherwise)."""

    data: bytes
    steps: tuple[str, ...]
    line: int | None


def lines_of(data: bytes) -> tuple[list[bytes], bytes]:
    """The lines of ``data`` (without their breaks) and the break the file uses most."""
    breaks = _BREAK.findall(data)
    newline = max(set(breaks), key=breaks.count) if breaks else b"\n"
    parts = _BREAK.split(data)
    if parts and parts[-1] == b"":
        parts.pop()
    return parts, newline


def joined(lines: list[bytes], newline: bytes) -> bytes:
    """Lines back to bytes, each ending with ``newline``."""
    return b"".join(line + newline for line in lines)


def _line_at(data: bytes, position: int) -> int:
    """The 1-based line (as the reader splits lines) of byte ``position``."""
    return len(_BREAK.findall(data[:position])) + 1


_Step = Callable[[bytes, random.Random], tuple[bytes, str, int | None]]


def _byte_replace(data: bytes, rng: random.Random) -> tuple[bytes, str, int | None]:
    at = rng.randrange(max(len(data), 1))
    piece = rng.choice(PIECES) if rng.random() < 0.7 else bytes([rng.randrange(256)])
    out = data[:at] + piece + data[at + len(piece):]
    single = not _BREAK.search(piece) and not _BREAK.search(data[at:at + len(piece)])
    return out, f"replace at byte {at} with {piece!r}", _line_at(out, at) if single else None


def _byte_insert(data: bytes, rng: random.Random) -> tuple[bytes, str, int | None]:
    at = rng.randrange(len(data) + 1)
    piece = rng.choice(PIECES)
    out = data[:at] + piece + data[at:]
    return out, f"insert {piece!r} at byte {at}", None if _BREAK.search(piece) else _line_at(out, at)


def _byte_delete(data: bytes, rng: random.Random) -> tuple[bytes, str, int | None]:
    at = rng.randrange(max(len(data), 1))
    size = rng.randint(1, 6)
    out = data[:at] + data[at + size:]
    return out, f"delete {size} bytes at byte {at}", None if _BREAK.search(data[at:at + size]) else _line_at(out, at)


def _truncate(data: bytes, rng: random.Random) -> tuple[bytes, str, int | None]:
    at = rng.randrange(max(len(data), 1))
    return data[:at], f"truncate at byte {at}", None


def _line_op(data: bytes, rng: random.Random) -> tuple[bytes, str, int | None]:
    lines, newline = lines_of(data)
    if not lines:
        return data, "no line to move", None
    i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
    op = rng.choice(("swap", "duplicate", "drop"))
    if op == "swap":
        lines[i], lines[j] = lines[j], lines[i]
        return joined(lines, newline), f"swap lines {i + 1} and {j + 1}", None
    if op == "duplicate":
        lines.insert(j, lines[i])
        return joined(lines, newline), f"duplicate line {i + 1} before line {j + 1}", j + 1
    del lines[i]
    return joined(lines, newline), f"drop line {i + 1}", None


def _field(data: bytes, rng: random.Random) -> tuple[bytes, str, int | None]:
    lines, newline = lines_of(data)
    candidates = [i for i, line in enumerate(lines) if line[:3] in FIELDS]
    if not candidates:
        return _byte_replace(data, rng)
    i = rng.choice(candidates)
    line = lines[i]
    first, last = rng.choice(FIELDS[line[:3]])
    width = last - first + 1
    value = rng.choice(HOSTILE_VALUES)
    how = rng.random()
    if how < 0.6:
        text = value.rjust(width)[-width:] if len(value) <= width else value  # right-aligned, or overflowing
    elif how < 0.8:
        text = value.ljust(width)  # left-aligned: shifted
    else:
        text = value  # not padded: the rest of the line moves
    padded = line.ljust(first - 1)
    lines[i] = padded[:first - 1] + text + padded[last:]
    return joined(lines, newline), f"line {i + 1} columns {first}-{last} := {text!r}", i + 1


def _numbers(data: bytes) -> tuple[int, int, int]:
    """Players, teams and round columns of the file, roughly (for plausible new records)."""
    lines, _ = lines_of(data)
    players = sum(1 for line in lines if line.startswith(b"001"))
    teams = sum(1 for line in lines if line.startswith((b"310", b"013")))
    rounds = max(((len(line) - 91 + 9) // 10 for line in lines if line.startswith(b"001")), default=0)
    return max(players, 1), teams, max(rounds, 1)


def _record(data: bytes, rng: random.Random) -> tuple[bytes, str, int | None]:
    players, teams, rounds = _numbers(data)
    ids = teams or players

    def some_round() -> int:
        return rng.choice((1, rounds, rounds + 1, rounds + 2, 0, 999, rng.randint(1, rounds + 1)))

    def some_id(count: int) -> int:
        return rng.choice((1, count, count + 1, 0, 9999, rng.randint(1, count + 1)))

    kind = rng.choice(("142", "XXR", "152", "162", "192", "092", "240", "250", "260", "299", "300", "310", "320",
                       "330", "352", "362", "XXA", "XXP", "XXZ", "XXC", "XXS", "BBW", "013"))
    if kind in ("142", "XXR"):
        record = f"{kind} {rng.choice((0, 1, rounds - 1, rounds, rounds + 1, 2 * rounds + 1, 999, 99999))}".encode()
    elif kind == "152":
        record = b"152 " + rng.choice((b"W", b"B", b"w", b"X", b""))
    elif kind == "162":
        record = rng.choice((b"162  W 3.0    D 1.0    L 0.0", b"162  W 1.0    D 0.5    L 0.0    P 0.0",
                             b"162  W x.0", b"162  D 2.0"))
    elif kind == "192":
        record = b"192 " + rng.choice(SYSTEM_CODES)
    elif kind == "092":
        record = b"092 " + rng.choice(FREE_TEXTS)
    elif kind == "240":
        record = f"240 {rng.choice('FHZ')} {some_round():>3} {some_id(ids):>4}".encode()
    elif kind == "250":
        first = some_round()
        record = f"250 {'2':>4} {'1.0':>4} {first:>3} {first + rng.randint(0, 3):>3} {1:>4} {some_id(ids):>4}".encode()
    elif kind == "260":
        record = f"260 {some_round():>3} {rounds + 1:>3} {some_id(ids):>4} {some_id(ids):>4}".encode()
    elif kind == "299":
        record = f"299 {rng.choice('WDLFHZ+- ')}  {'1.0':>4}  {'0.5':>4}  {some_round():>3} {some_id(ids):>4}".encode()
    elif kind == "300":
        boards = " ".join(f"{some_id(players):>4}" for _ in range(4))
        record = f"300 {some_round():>3} {some_id(max(teams, 1)):>3} {some_id(max(teams, 1)):>3} {boards}".encode()
    elif kind == "310":
        members = " ".join(f"{some_id(players):>4}" for _ in range(4))
        record = f"310 {some_id(max(teams, 1)):>3} {'Extra':<32} {'EXT':<5} {'':>6} {'':>6} {'':>6} {'':>3}  {members}".encode()
    elif kind == "320":
        per_round = " ".join(f"{some_id(max(teams, 1)):>3}" for _ in range(rng.randint(1, rounds + 1)))
        record = f"320 {'1':>4} {'2.0':>4} {per_round}".encode()
    elif kind == "330":
        record = (f"330 {rng.choice(('+-', '-+', '--'))} {some_round():>3} {some_id(max(teams, 1)):>3} "
                  f"{some_id(max(teams, 1)):>3}").encode()
    elif kind == "352":
        record = b"352 " + rng.choice((b"WBWB", b"BWBW", b"WB", b"WBWBWBWB", b"WXWB"))
    elif kind == "362":
        record = rng.choice((b"362 TW 3.0   TD 1.0   TL 0.0", b"362 TW 2.0   TD 2.0   TL 0.0", b"362 TW x"))
    elif kind == "XXA":
        record = f"XXA {some_id(players):>4} {'1.0':>4} {'0.5':>4}".encode()
    elif kind in ("XXP", "XXZ"):
        record = f"{kind} {some_id(players)} {some_id(players)}".encode()
    elif kind == "XXC":
        record = b"XXC " + rng.choice((b"rank", b"white1", b"black1", b"rank white1", b"bogus"))
    elif kind == "XXS":
        record = b"XXS " + rng.choice((b"W=3 D=1", b"PAB=0", b"WW=1 BW=1 ZPB=1", b"Q=1"))
    elif kind == "BBW":
        record = rng.choice((b"BBW 3.0", b"BBU 0.0", b"BBZ 1.0", b"BBW x"))
    else:
        record = f"013 {'Extra team':<32}{some_id(players):>4} {some_id(players):>4}".encode()
    lines, newline = lines_of(data)
    at = rng.randint(0, len(lines))
    lines.insert(at, record)
    return joined(lines, newline), f"insert record {record!r} as line {at + 1}", at + 1


def _system(data: bytes, rng: random.Random) -> tuple[bytes, str, int | None]:
    lines, newline = lines_of(data)
    found = [i for i, line in enumerate(lines) if line.startswith((b"192", b"092"))]
    code = rng.choice(SYSTEM_CODES)
    if found and rng.random() < 0.7:
        i = rng.choice(found)
        lines[i] = lines[i][:4] + (code if lines[i].startswith(b"192") else rng.choice(FREE_TEXTS))
        return joined(lines, newline), f"line {i + 1} := {lines[i]!r}", i + 1
    at = rng.randint(0, len(lines))
    lines.insert(at, b"192 " + code)
    return joined(lines, newline), f"insert 192 {code!r} as line {at + 1}", at + 1


def _layout(data: bytes, rng: random.Random) -> tuple[bytes, str, int | None]:
    lines, newline = lines_of(data)
    players = [i for i, line in enumerate(lines) if line.startswith(b"001") and len(line) > 95]
    if not players:
        return _field(data, rng)
    i = rng.choice(players)
    line = lines[i].ljust(91)
    head, rest = line[:91], line[91:]
    blocks = [rest[k:k + 10].ljust(10) for k in range(0, len(rest), 10)]
    op = rng.choice(("swap", "drop", "double", "shift", "colour", "cut"))
    a, b = rng.randrange(len(blocks)), rng.randrange(len(blocks))
    if op == "swap":
        blocks[a], blocks[b] = blocks[b], blocks[a]
    elif op == "drop":
        blocks[a] = b"".ljust(10)
    elif op == "double":
        blocks.insert(a, blocks[a])
    elif op == "colour":
        block = bytearray(blocks[a])
        block[5:6] = rng.choice((b"w", b"b", b"-", b" "))
        blocks[a] = bytes(block)
    elif op == "cut":
        blocks = blocks[:a]
    lines[i] = (head + (b" " if op == "shift" else b"") + b"".join(blocks)).rstrip()
    return joined(lines, newline), f"line {i + 1}: round blocks {op} {a + 1}/{b + 1}", i + 1


def _encoding(data: bytes, rng: random.Random) -> tuple[bytes, str, int | None]:
    op = rng.choice(("latin-1", "bom-line", "bad-byte", "nbsp", "newlines", "bom-start"))
    if op == "latin-1":
        try:
            return data.decode("utf-8").encode("cp1252", "replace"), "re-encoded as Windows-1252", None
        except UnicodeDecodeError:
            return data.decode("latin-1").encode("utf-8"), "re-encoded Latin-1 text as UTF-8", None
    if op == "newlines":
        lines, _ = lines_of(data)
        newline = rng.choice((b"\n", b"\r\n", b"\r"))
        return joined(lines, newline), f"line breaks changed to {newline!r}", None
    if op == "bom-start":
        return b"\xef\xbb\xbf" + data, "byte-order mark at the start", None
    lines, newline = lines_of(data)
    if not lines:
        return data, "empty", None
    i = rng.randrange(len(lines))
    if op == "bom-line":
        lines[i] = b"\xef\xbb\xbf" + lines[i]
        return joined(lines, newline), f"byte-order mark before line {i + 1}", i + 1
    at = rng.randrange(len(lines[i]) + 1)
    piece = rng.choice((b"\xff", b"\x81", b"\xe9", b"\xc3")) if op == "bad-byte" else rng.choice((b"\xc2\xa0", b"\xa0"))
    lines[i] = lines[i][:at] + piece + lines[i][at + len(piece) if op == "nbsp" else at:]
    return joined(lines, newline), f"line {i + 1} byte {at + 1}: {piece!r}", i + 1


def _borrow(data: bytes, rng: random.Random, others: tuple[bytes, ...] = ()) -> tuple[bytes, str, int | None]:
    if not others:
        return _line_op(data, rng)
    donor, _ = lines_of(rng.choice(others))
    if not donor:
        return _line_op(data, rng)
    line = rng.choice(donor)
    lines, newline = lines_of(data)
    at = rng.randint(0, len(lines))
    lines.insert(at, line)
    return joined(lines, newline), f"insert a line of another file as line {at + 1}: {line[:40]!r}", at + 1


STEPS: tuple[tuple[str, _Step, int], ...] = (
    ("byte-replace", _byte_replace, 3),
    ("byte-insert", _byte_insert, 2),
    ("byte-delete", _byte_delete, 2),
    ("truncate", _truncate, 1),
    ("line", _line_op, 2),
    ("field", _field, 6),
    ("record", _record, 6),
    ("system", _system, 2),
    ("layout", _layout, 3),
    ("encoding", _encoding, 2),
    ("borrow", _borrow, 1),
)
"""Every kind of mutation with its weight."""


def mutate(data: bytes, rng: random.Random, others: tuple[bytes, ...] = ()) -> Mutated:
    """One to three mutations of ``data``; ``others`` are files whose lines may be borrowed."""
    count = rng.choice((1, 1, 1, 2, 3))
    steps: list[str] = []
    line: int | None = None
    for _ in range(count):
        name, step, _ = rng.choices(STEPS, weights=[w for _, _, w in STEPS])[0]
        if name == "borrow":
            data, what, line = _borrow(data, rng, others)
        else:
            data, what, line = step(data, rng)
        steps.append(f"{name}: {what}")
    return Mutated(data=data, steps=tuple(steps), line=line if count == 1 else None)

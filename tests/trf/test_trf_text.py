"""Bytes to lines: line endings, byte-order mark, encodings (TRF16 Remark 1; trf-formats 5.2 1-5)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from checker.trf import TRFError, dumps, loads
from checker.trf.text import decode, split_lines
from tests.trf.lines import player, trf

TEXT = trf("012 Café Noël", player(1, "   2 w 1", name="Ó Briain, Seán", points="1.0"), player(2, "   1 b 0", points="0.0"))


def test_lf_crlf_and_bare_cr_read_the_same() -> None:
    lf = loads(TEXT)[0]
    assert loads(TEXT.replace("\n", "\r\n"))[0] == lf
    assert loads(TEXT.replace("\n", "\r"))[0] == lf


def test_mixed_line_endings_keep_line_numbers() -> None:
    text = "012 T\r\n### comment\r" + player(1, "   9 w 1") + "\n"
    with pytest.raises(TRFError) as info:
        loads(text, "t.trf")
    assert str(info.value) == "t.trf:3:92: opponent: round 1: 9 is not the start number of any player"


def test_utf8_with_byte_order_mark() -> None:
    data = b"\xef\xbb\xbf" + TEXT.encode("utf-8")
    t = loads(data)[0]
    assert t.name == "Café Noël"
    assert t.headers[0].text == "012 Café Noël"


def test_latin_1_when_not_utf8() -> None:
    t = loads(TEXT.encode("latin-1"))[0]
    assert t.player(1).name == "Ó Briain, Seán"
    assert t == loads(TEXT.encode("utf-8"))[0]


def test_windows_1252_quote_is_not_a_control_character() -> None:
    # byte 0x92 is a C1 control in Latin-1 but the apostrophe ’ in Windows-1252
    data = TEXT.replace("Ó Briain", "O’Brien").encode("cp1252")
    text, encoding, warning = decode(data, "t.trf")
    assert (text, encoding) == (TEXT.replace("Ó Briain", "O’Brien"), "cp1252")
    assert str(warning) == "t.trf:1:8: encoding: not UTF-8 (byte 0xE9); the file is read as Windows-1252"
    assert loads(data)[0].player(1).name == "O’Brien, Seán"


def test_non_ascii_names_keep_their_columns() -> None:
    # columns count characters of the decoded text, not bytes (Ó is two bytes in UTF-8)
    t = loads(TEXT.encode("utf-8"))[0]
    p = t.player(1)
    assert (p.name, p.points, p.rounds[0].opponent) == ("Ó Briain, Seán", Decimal("1.0"), 2)


def test_final_line_break_adds_no_line_but_blank_lines_are_kept() -> None:
    assert split_lines("a\nb\n") == ("a", "b")
    assert split_lines("a\n\nb\r\n\r\n") == ("a", "", "b", "")
    assert split_lines("a\nb") == ("a", "b")


def test_dos_end_of_file_marker() -> None:
    assert loads(TEXT + "\x1a")[0] == loads(TEXT)[0]


def test_writer_line_endings() -> None:
    t = loads(TEXT)[0]
    crlf = dumps(t, newline="\r\n")
    assert crlf.count("\r\n") == 3 and "\n" not in crlf.replace("\r\n", "")
    assert loads(crlf)[0] == t
    assert dumps(t) == crlf.replace("\r\n", "\n")

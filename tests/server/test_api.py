"""swisscheck serve's HTTP API (issue 32 item 3): every endpoint answers what its command prints with
``--format json`` for the same file and options; input errors are 422 with the command's one line."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.paths import DATA, ROOT
from tests.server.support import assert_same, cli_json, cli_run, client, without_file

SAMPLES = ROOT / "samples"

SLICE = ["dutch-2026/p21r11-s39.trf", "dutch-2017/p33r9-s115.trf", "lim/lim-p31r11-s12015.trf",
         "team/team-t10r5-A-s6006.trf", "real/echecsjs_javafo_sample2_gros_2010.trf"]
"""A corpus slice (copies in tests/data): Dutch 2026 and 2017, Lim, Team, a real event."""


@pytest.fixture(scope="module")
def api() -> Iterator[Any]:
    """One server (two worker processes) for the module."""
    with client() as c:
        yield c


def posted(api: Any, command: str, path: Path, multipart: bool = False, **params: object) -> Any:
    """POST the file to /api/v1/<command> (as the body, or as the multipart field ``file``)."""
    query = {k.replace("_", "-"): str(v) for k, v in params.items()}
    data = path.read_bytes()
    if multipart:
        return api.post(f"/api/v1/{command}", params=query, files={"file": (path.name, data)})
    return api.post(f"/api/v1/{command}", params=query, content=data,
                    headers={"content-type": "application/octet-stream"})


@pytest.mark.parametrize("sample", sorted(p.name for p in SAMPLES.glob("*.trf")))
def test_check_equals_the_cli_json_on_every_sample(api: Any, sample: str) -> None:
    path = SAMPLES / sample
    answer = posted(api, "check", path, multipart=True)
    assert answer.status_code == 200
    assert_same(answer.json(), cli_json("check", str(path)))
    assert answer.json()["file"] == sample
    code, _, _ = cli_run("check", str(path), "--format", "json")
    assert answer.headers["x-swisscheck-exit-code"] == str(code)


@pytest.mark.parametrize("name", SLICE)
def test_check_equals_the_cli_json_on_a_corpus_slice(api: Any, name: str) -> None:
    path = DATA / name
    answer = posted(api, "check", path)
    assert answer.status_code == 200
    assert_same(answer.json(), cli_json("check", str(path)))


def test_check_one_round_finds_the_rematch_basic_rules_2(api: Any) -> None:
    answer = posted(api, "check", SAMPLES / "dutch-12p-5r-rematch.trf", round=5)
    report = answer.json()
    assert [(r["round"], r["verdict"], r["criterion"]) for r in report["rounds"]] == [(5, "VIOLATION", "C1")]
    assert_same(report, cli_json("check", str(SAMPLES / "dutch-12p-5r-rematch.trf"), "--round", "5"))


def test_pair_equals_the_cli_json_with_absences(api: Any) -> None:
    path = SAMPLES / "dutch-12p-5r.trf"
    answer = posted(api, "pair", path, rounds=6, absent="6", half_point_bye="9")
    assert answer.status_code == 200
    assert answer.json() == cli_json("pair", str(path), "--rounds", "6", "--absent", "6", "--half-point-bye", "9")
    assert 6 not in {n for p in answer.json()["pairs"] for n in (p["white"], p["black"])}


def test_pair_team_with_its_own_option_equals_the_cli(api: Any) -> None:
    path = SAMPLES / "team-10t-5r.trf"
    answer = posted(api, "pair", path, rounds=6, team_colours="B")
    assert answer.status_code == 200
    assert answer.json() == cli_json("pair", str(path), "--rounds", "6", "--team-colours", "B")


def test_explain_round_and_player_equal_the_cli(api: Any) -> None:
    path = SAMPLES / "dutch-12p-5r.trf"
    whole = posted(api, "explain", path, round=5)
    assert whole.json() == cli_json("explain", str(path), "--round", "5")
    player = posted(api, "explain", path, multipart=True, round=5, player=1)
    assert player.json() == cli_json("explain", str(path), "--round", "5", "--player", "1")
    assert player.json()["rules"]["opponent"]["number"] == 5  # Dutch 5.2.4: the answer the API doc shows


def test_standings_equal_the_cli(api: Any) -> None:
    path = SAMPLES / "dutch-12p-5r.trf"
    answer = posted(api, "standings", path, tiebreaks="BH/C1,SB", rules="2024")
    assert answer.status_code == 200
    assert without_file(answer.json()) == cli_json("standings", str(path), "--tiebreaks", "BH/C1,SB",
                                                   "--rules", "2024")


def test_a_bad_file_is_422_with_the_clis_one_line(api: Any, tmp_path: Path) -> None:
    bad = tmp_path / "bad.trf"
    bad.write_bytes(b"012 Test\n001 abc\n")
    answer = posted(api, "check", bad, multipart=True)
    code, _, err = cli_run("check", str(bad))
    assert code == 2 and answer.status_code == 422
    assert err.strip() == f"swisscheck: error: {str(bad)}{answer.json()['error'][len('bad.trf'):]}"
    assert "\n" not in answer.json()["error"] and "Traceback" not in answer.text


def test_pairing_past_every_declared_round_is_422_naming_rounds(api: Any) -> None:
    answer = posted(api, "pair", SAMPLES / "team-10t-5r.trf")
    assert answer.status_code == 422
    assert "give --rounds 6 or more" in answer.json()["error"]  # Basic Rules 1: the rounds are declared


@pytest.mark.parametrize(("params", "message"), [
    ({"round": "abc"}, "round: expected a whole number, got 'abc'"),
    ({"bogus": "1"}, "bogus: not a parameter of check"),
    ({"acceleration": "fast"}, "acceleration: expected one of none, baku, got 'fast'"),
    ({"maxi": "1"}, "maxi: FIDE (Dutch) System, C.04.3 (2026) takes no options"),
    ({"system": "nonesuch"}, "nonesuch"),
])
def test_bad_options_are_422_in_one_line(api: Any, params: dict[str, str], message: str) -> None:
    answer = api.post("/api/v1/check", params=params, content=(SAMPLES / "dutch-12p-5r.trf").read_bytes())
    assert answer.status_code == 422
    assert message in answer.json()["error"] and "\n" not in answer.json()["error"]


def test_explain_without_a_round_is_422(api: Any) -> None:
    answer = posted(api, "explain", SAMPLES / "dutch-12p-5r.trf")
    assert (answer.status_code, answer.json()["error"]) == (422, "--round: give the round to explain")


def test_no_file_is_422(api: Any) -> None:
    answer = api.post("/api/v1/check", content=b"")
    assert answer.status_code == 422 and "no tournament file" in answer.json()["error"]


def test_a_raw_body_labelled_urlencoded_is_the_file(api: Any) -> None:
    """``curl --data-binary @file`` labels the file application/x-www-form-urlencoded: still the file."""
    answer = api.post("/api/v1/check", content=(SAMPLES / "dutch-12p-5r.trf").read_bytes(),
                      headers={"content-type": "application/x-www-form-urlencoded"})
    assert answer.status_code == 200 and answer.json()["file"] == "upload.trf"


def test_hostile_names_reach_no_path_and_are_shortened(api: Any) -> None:
    data = (SAMPLES / "dutch-12p-5r.trf").read_bytes()
    answer = api.post("/api/v1/check", files={"file": ("../../etc/passwd", data)})
    assert answer.status_code == 200 and answer.json()["file"] == "passwd"
    answer = api.post("/api/v1/check", params={"name": "C:\\x\\evil\r\nX-Evil: 1\u202e.trf"}, content=data)
    assert answer.json()["file"] == "evilX-Evil: 1.trf"


def test_systems_lists_every_system_with_codes_and_options(api: Any) -> None:
    systems = {s["name"]: s for s in api.get("/api/v1/systems").json()}
    assert {"dutch", "dutch-2017", "dutch-2012", "dutch-2009", "double-swiss", "team", "burstein", "dubov",
            "lim"} <= set(systems)
    assert "FIDE_DUTCH" in systems["dutch"]["codes"] and systems["lim"]["options"] == ["maxi"]


def test_healthz_and_openapi(api: Any) -> None:
    assert api.get("/healthz").json()["status"] == "ok"
    schema = api.get("/openapi.json").json()
    assert {"/api/v1/check", "/api/v1/pair", "/api/v1/explain", "/api/v1/standings"} <= set(schema["paths"])
    check = schema["paths"]["/api/v1/check"]["post"]
    assert {p["name"] for p in check["parameters"]} >= {"round", "rounds", "system", "no-causes", "maxi"}
    assert api.get("/docs").status_code == 200


def test_every_answer_carries_csp_and_nosniff(api: Any) -> None:
    for answer in (api.get("/"), api.get("/healthz"), api.get("/nope"),
                   api.post("/api/v1/check", content=b"garbage")):
        assert "script-src 'self'" in answer.headers["content-security-policy"]
        assert answer.headers["x-content-type-options"] == "nosniff"
    assert api.get("/nope").json() == {"error": "GET /nope: Not Found", "status": 404}


def test_an_upload_over_the_limit_is_413_before_it_is_read() -> None:
    with client(workers=1, max_upload_mb=0.01) as small:
        big = b"012 x\n" + b" " * 20_000
        answer = small.post("/api/v1/check", content=big)
        assert answer.status_code == 413
        assert answer.json()["error"] == "the request is larger than the server's limit of 0.01 MB"

        def chunks() -> Iterator[bytes]:  # no length declared: refused while it streams in
            for _ in range(100):
                yield b" " * 1000

        assert small.post("/api/v1/check", content=chunks()).status_code == 413
        page = small.post("/check", files={"file": ("big.trf", big)})
        assert page.status_code == 413 and "larger than the server&#x27;s limit of 0.01 MB" in page.text


def test_a_full_queue_is_429_with_retry_after() -> None:
    with client(workers=1, queue=0) as busy:
        pool = busy.app.state.pool  # type: ignore[attr-defined]
        worker = busy.portal.call(pool._idle.get)  # the only worker taken: every worker is busy
        try:
            answer = busy.post("/api/v1/check", content=(SAMPLES / "dutch-12p-5r.trf").read_bytes())
            assert answer.status_code == 429 and answer.headers["retry-after"] == "5"
            assert "the server is busy" in answer.json()["error"]
        finally:
            pool._idle.put_nowait(worker)
        assert busy.post("/api/v1/check", content=(SAMPLES / "dutch-12p-5r.trf").read_bytes()).status_code == 200


def test_the_reports_json_is_the_schema_version_of_the_cli(api: Any) -> None:
    answer = posted(api, "check", SAMPLES / "dutch-12p-5r.trf")
    code, out, _ = cli_run("check", str(SAMPLES / "dutch-12p-5r.trf"), "--format", "json")
    assert next(iter(answer.json())) == "schema" and answer.json()["schema"] == json.loads(out)["schema"]

"""Load benchmark of ``swisscheck serve`` (issue 32): not a test, figures for bench/README.md.

Starts ``swisscheck serve`` (or uses ``--url``), then

1. the normal run: ``--clients`` concurrent clients send ``--requests`` ``POST /api/v1/check`` in all, a mix
   of the samples, corpus copies from tests/data and generated files of every system; throughput,
   median and 95th-percentile latency, errors (anything but 200: must be 0), the server's memory (the
   web process and its workers, resident);
2. the fault run: the same normal clients again while hostile ones send garbage (422), bodies over the
   upload limit (413, or the connection closed on them), and the slowest file at hand (``--slow``; by
   default the generated 400-player Dutch event) over and over; the normal clients' p95 against the
   quiet figure, crashes (the server must still answer ``/healthz``), its memory at the end.

The quiet and the fault figures are measured in the same run, in ``--blocks`` alternating blocks (quiet,
fault, quiet, fault, ...), so that the other work of a shared machine weighs on both alike.

    nice python3 bench/serve_load.py --clients 8 --requests 300 --workers 2

The machine's load (``uptime``) is printed first: on a shared machine the figures are not a quiet
machine's.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[1]
GENERATED = (("dutch", 40, 7), ("dutch-2017", 30, 7), ("dutch-2012", 30, 7), ("dutch-2009", 30, 7),
             ("double-swiss", 12, 5), ("team", 12, 6), ("burstein", 16, 6), ("dubov", 30, 7), ("lim", 24, 7))
"""The generated files: system, players (Team: teams), rounds."""
CORPUS = ("dutch-2026/p21r11-s39.trf", "dutch-2017/p33r9-s115.trf", "lim/lim-p31r11-s12015.trf",
          "team/team-t10r5-A-s6006.trf", "real/echecsjs_javafo_sample2_gros_2010.trf",
          "real-2026/spring_2026_chesshouse/spring_2026_chesshouse_r01.trf")


@dataclass
class Tally:
    """What a group of clients saw: each request's latency and status."""

    latencies: list[float] = field(default_factory=list)
    statuses: dict[str, int] = field(default_factory=dict)
    statuses_in_order: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, seconds: float, status: str) -> None:
        with self.lock:
            self.latencies.append(seconds)
            self.statuses_in_order.append(status)
            self.statuses[status] = self.statuses.get(status, 0) + 1

    def summary(self, wall: float) -> str:
        lat = sorted(self.latencies)
        if not lat:
            return "no requests"
        p95 = lat[min(len(lat) - 1, int(0.95 * len(lat)))]
        return (f"{len(lat)} requests in {wall:.1f} s: {len(lat) / wall:.2f} requests/s, p50 "
                f"{statistics.median(lat) * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms, statuses {self.statuses}")

    def p95(self) -> float:
        lat = sorted(self.latencies)
        return lat[min(len(lat) - 1, int(0.95 * len(lat)))] if lat else 0.0


def generate(folder: Path) -> list[Path]:
    """Generated files of every system (the same bytes each run: fixed seeds)."""
    files = []
    for system, players, rounds in GENERATED:
        out = folder / f"{system}-{players}p-{rounds}r.trf"
        subprocess.run([sys.executable, "-m", "checker.cli", "generate", "--system", system, "--players", str(players),
                        "--rounds", str(rounds), "--seed", "7", "-o", str(out)], cwd=ROOT, check=True,
                       capture_output=True)
        files.append(out)
    return files


def big_file(folder: Path) -> Path:
    """A 400-player, 9-round Dutch event (the slow file of the fault run)."""
    out = folder / "dutch-400p-9r.trf"
    subprocess.run([sys.executable, "-m", "checker.cli", "generate", "--system", "dutch", "--players", "400",
                    "--rounds", "9", "--seed", "3", "-o", str(out)], cwd=ROOT, check=True, capture_output=True)
    return out


def post(conn: http.client.HTTPConnection, path: str, body: bytes) -> int:
    """POST ``body`` on the kept-alive connection; the status."""
    conn.request("POST", path, body=body, headers={"Content-Type": "application/octet-stream"})
    response = conn.getresponse()
    response.read()
    return response.status


def client(url: str, bodies: list[tuple[str, bytes]], count: Callable[[], bool], tally: Tally) -> None:
    """One client: requests one after another while ``count()`` grants one."""
    parts = urlsplit(url)
    conn = http.client.HTTPConnection(parts.hostname or "127.0.0.1", parts.port or 80, timeout=600)
    rng = random.Random(threading.get_ident())
    while count():
        name, body = rng.choice(bodies)
        started = time.monotonic()
        try:
            status = str(post(conn, "/api/v1/check?name=" + name, body))
        except (OSError, http.client.HTTPException) as exc:
            status = type(exc).__name__
            conn.close()
            conn = http.client.HTTPConnection(parts.hostname or "127.0.0.1", parts.port or 80, timeout=600)
        tally.add(time.monotonic() - started, status)
    conn.close()


def counter(total: int) -> Callable[[], bool]:
    """A thread-safe countdown of ``total`` requests."""
    left = [total]
    lock = threading.Lock()

    def take() -> bool:
        with lock:
            if left[0] <= 0:
                return False
            left[0] -= 1
            return True
    return take


def run(url: str, bodies: list[tuple[str, bytes]], clients: int, requests: int) -> tuple[Tally, float]:
    """``clients`` threads sending ``requests`` in all; the tally and the wall time."""
    tally = Tally()
    take = counter(requests)
    threads = [threading.Thread(target=client, args=(url, bodies, take, tally)) for _ in range(clients)]
    started = time.monotonic()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return tally, time.monotonic() - started


def tree_rss_mb(pid: int) -> float:
    """Resident memory of the process and its descendants, MB (Linux /proc)."""
    total = 0
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
                children.setdefault(int(fields[1]), []).append(int(entry.name))
            except (OSError, IndexError, ValueError):
                continue
    todo = [pid]
    while todo:
        p = todo.pop()
        try:
            for line in Path(f"/proc/{p}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
        except OSError:
            pass
        todo.extend(children.get(p, []))
    return total / 1024


def healthy(url: str) -> dict[str, object]:
    """``GET /healthz`` (an empty dict when the server does not answer)."""
    parts = urlsplit(url)
    try:
        conn = http.client.HTTPConnection(parts.hostname or "127.0.0.1", parts.port or 80, timeout=30)
        conn.request("GET", "/healthz")
        answer: dict[str, object] = json.loads(conn.getresponse().read())
        conn.close()
        return answer
    except (OSError, ValueError, http.client.HTTPException):
        return {}


def hostile(url: str, kind: str, slow: bytes, stop: threading.Event, tally: Tally) -> None:
    """A hostile client until ``stop``: garbage, huge bodies, or the slow file over and over."""
    parts = urlsplit(url)
    rng = random.Random(kind)
    while not stop.is_set():
        conn = http.client.HTTPConnection(parts.hostname or "127.0.0.1", parts.port or 80, timeout=600)
        body = (rng.randbytes(rng.randint(10, 50_000)) if kind == "garbage"
                else b"012 huge\n" + b"x" * (30 * 1024 * 1024) if kind == "huge" else slow)
        started = time.monotonic()
        try:
            status = str(post(conn, "/api/v1/check", body))
        except (OSError, http.client.HTTPException) as exc:
            status = type(exc).__name__
        tally.add(time.monotonic() - started, status)
        conn.close()


def start_server(args: argparse.Namespace) -> tuple[subprocess.Popen[str], str]:
    """``swisscheck serve`` on a free port with the benchmark's settings; the process and its address."""
    server = subprocess.Popen([sys.executable, "-m", "checker.cli", "serve", "--port", "0", "--workers",
                               str(args.workers), "--queue", str(4 * max(args.clients, args.workers)),
                               "--time-limit", str(args.time_limit), "--heavy-kb", str(args.heavy_kb)],
                              cwd=ROOT, stdout=subprocess.PIPE, text=True,
                              stderr=open(args.server_log, "w") if args.server_log else subprocess.DEVNULL)
    assert server.stdout is not None
    line = server.stdout.readline()
    print(line.strip(), flush=True)
    for _ in range(2):  # the limits, on the start-up's next lines
        print(server.stdout.readline().rstrip(), flush=True)
    return server, line.split("listening on ")[1].split()[0].rstrip("/")


def fault_block(url: str, bodies: list[tuple[str, bytes]], clients: int, requests: int, slow: bytes,
                hostile_tallies: dict[str, Tally]) -> tuple[Tally, float]:
    """The normal clients while the hostile ones send garbage, huge bodies and the slow file; the hostile
    clients' last requests are awaited before it returns (the next quiet block starts quiet)."""
    stop = threading.Event()
    attackers = [threading.Thread(target=hostile, args=(url, kind, slow, stop, hostile_tallies[kind]))
                 for kind in hostile_tallies]
    for t in attackers:
        t.start()
    normal, wall = run(url, bodies, clients, requests)
    stop.set()
    for t in attackers:
        t.join()
    return normal, wall


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", help="a running server (default: start one)")
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--requests", type=int, default=500,
                        help="normal requests in all: half in the quiet blocks, half in the fault blocks")
    parser.add_argument("--blocks", type=int, default=3,
                        help="quiet and fault blocks, alternating (quiet, fault, quiet, ...): the other load of a "
                        "shared machine weighs on both figures alike")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--time-limit", type=float, default=60.0)
    parser.add_argument("--heavy-kb", type=float, default=32.0,
                        help="the server's --heavy-kb (0: no heavy lane, the server as it was before it)")
    parser.add_argument("--slow", help="the slow file of the fault run (default: a generated 400-player Dutch)")
    parser.add_argument("--no-fault", action="store_true", help="skip the fault run")
    parser.add_argument("--server-log", help="write the started server's log (standard error) to this file")
    args = parser.parse_args()
    print("load:", os.getloadavg(), "cores:", os.cpu_count(), flush=True)
    folder = Path(tempfile.mkdtemp(prefix="swisscheck-load-"))
    files = sorted((ROOT / "samples").glob("*.trf")) + [ROOT / "tests" / "data" / c for c in CORPUS]
    files += generate(folder)
    bodies = [(f.name, f.read_bytes()) for f in files]
    slow = Path(args.slow).read_bytes() if args.slow else big_file(folder).read_bytes()
    print(f"{len(bodies)} files: {', '.join(n for n, _ in bodies)}", flush=True)
    server = None
    url = args.url
    if url is None:
        server, url = start_server(args)
    pid = server.pid if server else None
    try:
        run(url, bodies, min(args.clients, 2), 2 * len(bodies))  # warm-up: every file once or twice
        if args.no_fault:
            quiet, wall = run(url, bodies, args.clients, args.requests)
            errors = sum(v for k, v in quiet.statuses.items() if k != "200")
            print(f"normal run, {args.clients} clients: {quiet.summary(wall)}; errors {errors}", flush=True)
            return 0 if errors == 0 else 1
        per_block = max(args.clients, args.requests // (2 * args.blocks))
        quiet, fault = Tally(), Tally()
        hostile_tallies = {kind: Tally() for kind in ("garbage", "huge", "slow")}
        walls = {"quiet": 0.0, "fault": 0.0}
        for block in range(1, args.blocks + 1):
            q, wall = run(url, bodies, args.clients, per_block)
            walls["quiet"] += wall
            print(f"block {block} quiet: {q.summary(wall)}; load {os.getloadavg()[0]:.1f}", flush=True)
            f, wall = fault_block(url, bodies, args.clients, per_block, slow, hostile_tallies)
            walls["fault"] += wall
            print(f"block {block} fault: {f.summary(wall)}; load {os.getloadavg()[0]:.1f}", flush=True)
            for whole, part in ((quiet, q), (fault, f)):
                for seconds, status in zip(part.latencies, part.statuses_in_order):
                    whole.add(seconds, status)
        failed = {name: sum(v for k, v in t.statuses.items() if k != "200") for name, t in
                  (("quiet", quiet), ("fault", fault))}
        print(f"quiet blocks, {args.clients} clients: {quiet.summary(walls['quiet'])}; errors {failed['quiet']}",
              flush=True)
        print(f"fault blocks, {args.clients} normal clients: {fault.summary(walls['fault'])}; errors "
              f"{failed['fault']}", flush=True)
        for kind, tally in hostile_tallies.items():
            print(f"hostile {kind}: {tally.summary(walls['fault'])}", flush=True)
        ratio = fault.p95() / max(quiet.p95(), 1e-9)
        print(f"normal p95 {fault.p95() * 1000:.0f} ms in the fault blocks against {quiet.p95() * 1000:.0f} ms in "
              f"the quiet ones: {ratio:.2f}x ({'within' if ratio <= 2 else 'NOT within'} 2x)", flush=True)
        health = healthy(url)
        print(f"server after the fault run: {health or 'NOT ANSWERING'}", flush=True)
        if pid:
            print(f"server memory at the end (web process and workers, resident): {tree_rss_mb(pid):.0f} MB",
                  flush=True)
        print("load:", os.getloadavg(), flush=True)
        return 0 if health and not any(failed.values()) else 1
    finally:
        if server is not None:
            server.terminate()
            server.wait(30)


if __name__ == "__main__":
    sys.exit(main())

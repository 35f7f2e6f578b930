#!/bin/sh
# Digests of every output the start-up work (issue 34) may touch, one line per file and command,
# "sha256  command  file": `pair --format bbp` of each round, `check --format json --jobs 1`, the
# `check` text and `info` of every sample and of ~20 corpus files of every system, and the JSON
# schema files (`python3 -m checker.commands.schema DIR`). Run it from a checkout before and after
# a change and diff the two (the digests of a change that keeps every output are identical).
# Usage (from the checkout to measure): sh bench/startup_digests.sh > digests.txt
set -u
CORPUS=${CORPUS:-../shared/corpus}
FILES="samples/*.trf
$CORPUS/dutch-2017/p101r5-s103.trf $CORPUS/dutch-2017/p101r9-s119.trf
$CORPUS/dutch-2026/p101r5-s10.trf $CORPUS/dutch-2026/p101r7-s22.trf
$CORPUS/dutch-2012/d12-p9r8-s12506.trf $CORPUS/dutch-2012/d12-p117r10-s12505.trf
$CORPUS/burstein/xgen-burstein-p6r5-s8100.trf $CORPUS/burstein/jvf-burstein-p12r5-s5103.trf
$CORPUS/dubov/jvf-dubov-p10r5-s2100.trf $CORPUS/dubov/cpp-dubov-p12r5-s3171.trf
$CORPUS/lim/lim-p10r5-s12005.trf $CORPUS/lim/lim-p14r8-s12006.trf
$CORPUS/double-swiss/dsw-p10r4-s5010.trf $CORPUS/double-swiss/dsw-p10r6-s5004.trf
$CORPUS/team/team-t10r5-A-s6006.trf
$CORPUS/real/echecsjs_grandmommyscup_tec_trf26_team.trf
$CORPUS/real/echecsjs_javafo_sample2_gros_2010.trf"
cli() { nice python3 -m checker.cli "$@" 2>&1 | sha256sum | cut -c1-16; }
for f in $FILES; do
    [ -f "$f" ] || { echo "missing  $f"; continue; }
    echo "$(cli check --format json --jobs 1 "$f")  check-json  $f"
    echo "$(cli check --jobs 1 "$f")  check-text  $f"
    echo "$(cli info "$f")  info  $f"
    rounds=$(nice python3 -m checker.cli info --format json "$f" 2>/dev/null |
             python3 -c 'import json,sys
try: print(json.load(sys.stdin).get("round_columns", 0))
except Exception: print(0)')
    r=1
    while [ "$r" -le "$rounds" ]; do
        echo "$(cli pair --format bbp --round "$r" "$f")  pair-bbp-r$r  $f"
        r=$((r + 1))
    done
done
out=$(mktemp -d)
nice python3 -m checker.commands.schema "$out" >/dev/null 2>&1
for s in "$out"/*.json; do echo "$(sha256sum < "$s" | cut -c1-16)  schema  $(basename "$s")"; done
rm -rf "$out"

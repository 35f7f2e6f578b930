#!/bin/sh
# Digests of every Burstein verdict and pairing (issue 34: "every pairing and verdict unchanged"):
# `check --format json --jobs 1 --system burstein` of each file, then `pair --format bbp --system
# burstein --round R` of every round R the check reports, one line per digest, "sha256  command  file".
# Run it from a checkout before and after a change and diff the two outputs.
# Usage: sh bench/burstein_digests.sh FILE... > digests.txt   (from the checkout to measure)
for f in "$@"; do
    out=$(nice python3 -m checker.cli check --format json --jobs 1 --system burstein "$f" 2>&1)
    echo "$(printf '%s' "$out" | sha256sum | cut -c1-16)  check       $f"
    rounds=$(printf '%s' "$out" | python3 -c 'import json, sys
try:
    print(" ".join(str(r["round"]) for r in json.load(sys.stdin)["rounds"]))
except ValueError:
    print("")')
    for r in $rounds; do
        p=$(nice python3 -m checker.cli pair --format bbp --system burstein --round "$r" "$f" 2>&1 | sha256sum | cut -c1-16)
        echo "$p  pair $r  $f"
    done
done

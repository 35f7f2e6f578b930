"""The FIDE Lim System, C.04.4.3 (applied from 1 Feb 2026): a procedure followed step by step.

Scoregroups are paired from the top down to the median and from the bottom up (2.2), floaters are
chosen by 2.3 and 3.1-3.10, each scoregroup is paired by the proposed pairings and exchanges of
2.4 and 4.1-4.4, colours by article 5; the last round by 6; round one by 7.
"""

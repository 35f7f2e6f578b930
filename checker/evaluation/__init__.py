"""What a system says about a round-pairing, and the one comparison that turns two of them into findings.

``findings`` holds the words the check speaks (verdicts, findings, round verdicts, the report);
``evaluation`` the common vocabulary every system evaluates a pairing into (absolute violations,
stages with their criteria in the text's priority order and generation-order keys, colour calls);
``compare`` the system-independent logic that names the first criterion or article on which a
published pairing parts from the rules' pairing.
"""

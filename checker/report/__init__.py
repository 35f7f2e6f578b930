"""What swisscheck prints: the check report, a round's boards, the info summary (text and JSON)."""

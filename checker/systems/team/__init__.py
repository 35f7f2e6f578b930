"""The FIDE Swiss Team Pairing System, C.04.6 applied from 1 Feb 2026.

``options`` (colour preference type, primary score), ``matches`` (a team's rounds read off the
boards and the team records), ``state``, ``pairer`` (the top-scoregroup procedure with Team's
criteria), ``colours`` (4.2, 4.3), ``evaluation``, ``explain``, ``info``, ``generate`` (TRF-2026
team files), ``literal`` and ``system`` (the interface: ``TEAM``).
"""

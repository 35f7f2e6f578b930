"""The state of a tournament before a round is paired: what the rules of any system look at.

``base`` says what the check and the printed output need of any system's state (participants by
TPN, their pairing scores, who is absent, start numbers); ``history`` walks a participant's past
rounds once for every system; ``individual`` is the state of an individual competition read one
TRF round column per round, which each individual system extends with its own definitions.
"""

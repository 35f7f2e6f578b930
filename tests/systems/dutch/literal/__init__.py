"""The literal Dutch enumerator (checker.systems.dutch.literal): the rules' text followed word for word."""

"""The Dutch text read word for word (C.04.3, 3.3-3.8 and 4.2-4.4): an executable specification.

It walks every candidate in the order the text generates them and picks as 3.8 says, for brackets
of up to about a dozen players; the property tests demand that the fast pairer agrees with it.
"""

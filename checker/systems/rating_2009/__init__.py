"""The legacy "Swiss System Based on Rating" (C.04.1, 1992-2001, amended 2009): state, procedure C.1-C.14, colours E."""

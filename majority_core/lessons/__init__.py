"""The computations behind the notebooks, one module per game (e.g. ``lessons.the_majority``).

Lessons keep their logic here so that notebook cells stay one call each. pandas, altair and
scipy are imported inside the functions that draw tables and charts, never at import time.
"""

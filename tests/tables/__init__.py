"""Classroom tables (issue 14): the server majority_tables, through its network API."""

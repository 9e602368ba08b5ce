"""ipywidgets boards for the five games. Import a board module to use it in a notebook."""

"""Printable sheets: page geometry, fonts, models and the reportlab renderers.

Each sheet is a model (``*_model``) and a screen or two of layout built from
the kit: ``text`` (the one text fitter), ``kit`` (documents, headers, tables,
cards to cut apart, QR codes) and ``style`` (every length and size).
``style`` and ``output`` are light; the rest import reportlab, so the command
line imports them only when it draws a sheet.
"""

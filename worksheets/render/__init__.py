"""Printable sheets: page geometry, fonts, models and the reportlab renderers.

``style`` and ``output`` are light; ``fonts`` and the renderers import
reportlab, so the command line imports them only when it draws a sheet.
"""

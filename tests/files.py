"""Writing test input files as a spreadsheet or an editor leaves them, and what a reader refuses them with."""

from __future__ import annotations

from pathlib import Path


def write(tmp_path: Path, name: str, content: str | bytes) -> Path:
    """``content`` in ``tmp_path / name``: text as UTF-8 with its line ends kept as given, bytes as they are."""
    path = tmp_path / name
    if isinstance(content, str):
        path.write_text(content, encoding="utf-8", newline="")
    else:
        path.write_bytes(content)
    return path


def roster_refusal(tmp_path: Path, name: str, content: str | bytes) -> str:
    """The message ``read_roster`` refuses ``name`` with, written with ``content`` (the test has made ``tmp_path``
    its working folder, so the message names the file as a teacher typed it)."""
    import pytest

    from worksheets.errors import RosterError
    from worksheets.roster import read_roster

    write(tmp_path, name, content)
    with pytest.raises(RosterError) as caught:
        read_roster(name)
    return str(caught.value)


def compound_file(*streams: str) -> bytes:
    """An OLE2 compound file as Excel 97-2003 saves an .xls (a ``Workbook`` stream), or as Excel saves an
    .xlsx locked by a password (``EncryptionInfo`` and ``EncryptedPackage``): its 512-byte header, one
    sector of its allocation table and one of its directory naming the streams ([MS-CFB] 2.2, 2.6).
    The streams' contents are left out: a reader tells these files by their signature and directory."""
    import struct

    free, end, fat_sector = 0xFFFFFFFF, 0xFFFFFFFE, 0xFFFFFFFD
    header = (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(16)
              + struct.pack("<HHHHH", 0x3E, 3, 0xFFFE, 9, 6) + bytes(6)
              + struct.pack("<IIIIIIIII", 0, 1, 1, 0, 0x1000, end, 0, end, 0)
              + struct.pack("<I", 0) + struct.pack("<I", free) * 108)
    fat = struct.pack("<II", fat_sector, end) + struct.pack("<I", free) * 126

    def entry(name: str, kind: int) -> bytes:
        encoded = (name + "\0").encode("utf-16-le")
        return (encoded.ljust(64, b"\0") + struct.pack("<HBB", len(encoded), kind, 1)
                + struct.pack("<III", free, free, free) + bytes(16 + 4 + 16) + struct.pack("<IQ", end, 0))

    directory = entry("Root Entry", 5) + b"".join(entry(name, 2) for name in streams)
    return header + fat + directory.ljust(512, b"\0")


def ods(rows: list[list[str]]) -> bytes:
    """An OpenDocument spreadsheet (.ods) as LibreOffice saves one: a zip whose first entry, stored
    uncompressed, is its media type (ODF 1.2 part 3, 3.3), then its manifest and its content."""
    import io
    import zipfile
    from xml.sax.saxutils import escape

    table = "".join("<table:table-row>" + "".join(
        f'<table:table-cell office:value-type="string"><text:p>{escape(cell)}</text:p></table:table-cell>'
        for cell in row) + "</table:table-row>" for row in rows)
    content = ('<?xml version="1.0" encoding="UTF-8"?><office:document-content '
               'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
               'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
               'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2">'
               f'<office:body><office:spreadsheet><table:table table:name="Sheet1">{table}</table:table>'
               '</office:spreadsheet></office:body></office:document-content>')
    manifest = ('<?xml version="1.0" encoding="UTF-8"?><manifest:manifest '
                'xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">'
                '<manifest:file-entry manifest:full-path="/" '
                'manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/>'
                '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>'
                '</manifest:manifest>')
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("mimetype", "application/vnd.oasis.opendocument.spreadsheet", zipfile.ZIP_STORED)
        archive.writestr("META-INF/manifest.xml", manifest, zipfile.ZIP_DEFLATED)
        archive.writestr("content.xml", content, zipfile.ZIP_DEFLATED)
    return buffer.getvalue()

"""Page geometry (SPEC section 5: print-ready, photocopiable, room for handwriting) and the embedded fonts."""

from __future__ import annotations

import pytest

from worksheets.errors import GlyphError, InputError
from worksheets.render.fonts import FONT_FILES, FONTS_DIR, check_drawable, missing_characters
from worksheets.render.style import BOLD_FONT, INCH, PAPERS, style_for


@pytest.mark.parametrize("paper, size", [
    # Letter is 8.5 x 11 in; A4 is 210 x 297 mm (ISO 216), at 72 points to the inch.
    ("letter", (612.0, 792.0)),
    ("a4", (595.28, 841.89)),
    ("A4", (595.28, 841.89)),
])
def test_paper_sizes(paper, size):
    style = style_for(paper)
    assert style.portrait == pytest.approx(size, abs=0.01)
    assert style.landscape == pytest.approx(size[::-1], abs=0.01)


def test_unknown_paper_names_what_is_accepted():
    with pytest.raises(InputError, match=r"^unknown paper 'legal'; accepted: letter, a4$"):
        style_for("legal")


@pytest.mark.parametrize("paper", sorted(PAPERS))
def test_style_meets_the_classroom_bars(paper):
    style = style_for(paper)
    assert style.margin >= 0.5 * INCH  # margins every printer keeps
    assert style.grid_weight >= 0.8  # thin lines vanish on a photocopy
    assert style.outline_weight > style.section_weight > style.grid_weight
    assert style.min_row >= 0.3 * INCH  # a child's handwritten number
    assert style.card_min_column >= 0.4 * INCH  # a score box a child writes in


def test_fonts_are_vendored_with_their_licence():
    for name in FONT_FILES.values():
        assert (FONTS_DIR / name).is_file()
    licence = (FONTS_DIR / "LICENSE").read_text(encoding="utf-8")
    assert "Bitstream Vera Fonts Copyright" in licence and "Arev Fonts Copyright" in licence


@pytest.mark.parametrize("name", ["Zoë", "Łukasz", "Ж", "Ærøskøbing", "Ana-María O'Brien", "<b>&amp;", "Δήμητρα"])
def test_names_in_the_fonts_scripts_are_drawable(name):
    check_drawable(name, "player name")
    check_drawable(name, "player name", BOLD_FONT)


def test_an_emoji_the_font_lacks_is_refused_with_its_code_point():
    # DejaVu Sans 2.37 has no glyph for U+1F984 (unicorn). It does have U+1F600 (grinning face),
    # so that one prints, in black and white.
    with pytest.raises(GlyphError) as caught:
        check_drawable("A🦄", "player name 'A🦄'")
    assert str(caught.value) == "player name 'A🦄' has characters the font cannot print: '🦄' (U+1F984)"
    assert missing_characters("A😀") == []


def test_every_missing_character_is_listed_once_in_order():
    with pytest.raises(GlyphError, match=r": '李' \(U\+674E\), '🦄' \(U\+1F984\)$"):
        check_drawable("李🦄李", "name")


def test_control_characters_are_refused_by_code_point():
    with pytest.raises(GlyphError, match=r"cannot print: U\+0009$"):
        check_drawable("Ana\tBen", "name")


def test_right_to_left_letters_are_refused_rather_than_printed_backwards():
    # reportlab has no bidirectional layout: שרה would print as הרש.
    with pytest.raises(GlyphError, match=r"'ש' \(U\+05E9\).*right-to-left"):
        check_drawable("שרה", "name")


def test_a_character_beyond_u_ffff_is_copied_from_the_pdf_as_printed(tmp_path):
    # PDF's ToUnicode maps give UTF-16: U+1F600 is the pair D83D DE00
    # (0x1F600 - 0x10000 = 0xF600; 0xD800 + (0xF600 >> 10) = 0xD83D; 0xDC00 + (0xF600 & 0x3FF) = 0xDE00).
    import pypdf
    from reportlab.pdfgen.canvas import Canvas

    from worksheets.render.fonts import register_fonts
    from worksheets.render.style import REGULAR_FONT

    register_fonts()
    path = tmp_path / "name.pdf"
    page = Canvas(str(path))
    for font in (REGULAR_FONT, BOLD_FONT):
        page.setFont(font, 12)
        page.drawString(72, 700 if font == REGULAR_FONT else 680, "Zoë 😀 Ж")
    page.save()
    reader = pypdf.PdfReader(path)
    assert reader.pages[0].extract_text().splitlines() == ["Zoë 😀 Ж", "Zoë 😀 Ж"]
    fonts = [font.get_object() for font in reader.pages[0]["/Resources"]["/Font"].values()]
    maps = [font["/ToUnicode"].get_data().decode("ascii") for font in fonts if "/ToUnicode" in font]
    assert len(maps) == 2 and all("<D83DDE00>" in text and "<1F600>" not in text for text in maps)
    assert all("<0416>" in text for text in maps)  # Ж (U+0416) is written as before

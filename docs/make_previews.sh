#!/usr/bin/env bash
# Redraw docs/previews/: the first page of every kind of sheet at 50 dots to the inch.
# Needs pdftoppm (apt: poppler-utils). Run from the checkout: bash docs/make_previews.sh
set -euo pipefail
cd "$(dirname "$0")/.."
ws=".venv/bin/worksheets"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
roster=examples/class-roster.csv

preview() {  # preview NAME PAGE PDF: page PAGE of PDF as docs/previews/NAME.png
    pdftoppm -png -r 50 -f "$2" -l "$2" -singlefile "$3" "docs/previews/$1"
}

$ws scorecard --roster "$roster" --class 5B -o "$tmp/cards.pdf" >/dev/null
preview classic-student-cards-letter 1 "$tmp/cards.pdf"
$ws scorecard --layout chart --players "Ana,Ben,Zoë,Łukasz" --class 5B -o "$tmp/chart.pdf" >/dev/null
preview classic-group-chart-letter 1 "$tmp/chart.pdf"
$ws scorecard --rules place-value --roster "$roster" --class 5B --key -o "$tmp/pv.pdf" >/dev/null
preview place-value-cards-letter 1 "$tmp/pv.pdf"
pages=$(.venv/bin/python -c "import pypdf,sys; print(len(pypdf.PdfReader(sys.argv[1]).pages))" "$tmp/pv.pdf")
preview place-value-key-letter "$pages" "$tmp/pv.pdf"
$ws scorecard --rules zombie --roster "$roster" --class 5B -o "$tmp/zombie.pdf" >/dev/null
# The pack ends with question cards ("Buy a die!"): the tally is the page before the first of them.
zpages=$(.venv/bin/python -c "import pypdf,sys; pages=pypdf.PdfReader(sys.argv[1]).pages; \
print(next(i for i, p in enumerate(pages) if 'Buy a die!' in p.extract_text()))" "$tmp/zombie.pdf")
preview zombie-team-card-letter 1 "$tmp/zombie.pdf"
preview zombie-zombie-card-letter $((zpages - 1)) "$tmp/zombie.pdf"
preview zombie-tally-letter "$zpages" "$tmp/zombie.pdf"
$ws check tests/check/cases/seed000.csv --pdf "$tmp/pv-key.pdf" >/dev/null 2>&1
preview check-key-place-value-letter 1 "$tmp/pv-key.pdf"
$ws check tests/check/cases/classic.csv --pdf "$tmp/classic-key.pdf" >/dev/null 2>&1
preview check-key-classic-letter 1 "$tmp/classic-key.pdf"
practice_preview() {  # practice_preview KIND LEVEL: a student's sheet and the first key page
    $ws practice "$1" --level "$2" --roster "$roster" --class 5B --key -o "$tmp/practice-$1.pdf" >/dev/null
    local students
    students=$(grep -c . "$roster")  # the header line counts as the first key page's offset
    preview "practice-$1-level-$2-letter" 1 "$tmp/practice-$1.pdf"
    preview "practice-$1-key-letter" "$students" "$tmp/practice-$1.pdf"
}
for kind_level in place-value:3 chance:3 scoring:3 words:2 compare:2 digits:2 expanded:3; do
    practice_preview "${kind_level%%:*}" "${kind_level##*:}"
done
$ws zombie questions --teams 4 -o "$tmp/questions.pdf" >/dev/null
qpages=$(.venv/bin/python -c "import pypdf,sys; print(len(pypdf.PdfReader(sys.argv[1]).pages))" "$tmp/questions.pdf")
preview zombie-questions-letter 1 "$tmp/questions.pdf"
preview zombie-questions-key-letter "$qpages" "$tmp/questions.pdf"
ls docs/previews

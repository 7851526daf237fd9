"""
Makes the site's Inter: one woff2 per weight used (400, 600, 700) holding only what the site writes — Latin
letters, digits and punctuation; Russian Cyrillic; the Kazakh letters (ә ғ қ ң ө ұ ү һ і); the tenge sign —
cut from @fontsource/inter's subsets and merged, so a page in any language loads one file per weight (about
20 KB each) instead of three or four subsets (about 42 KB a weight).

With --pdf it makes the documents' Inter instead (apps/api/src/modules/documents/fonts): regular and bold TTFs
with the whole of Latin, Latin Extended and Cyrillic, since a name or an address may hold any of them.

Run after changing the Inter version or the characters: /usr/bin/python3 apps/web/scripts/subset-fonts.py [--pdf]
(needs fontTools and brotli: Debian's python3-fonttools and python3-brotli).
"""

import os
import sys

from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont

ROOT = os.path.join(os.path.dirname(__file__), '..', '..', '..')
SOURCE = os.path.join(ROOT, 'node_modules', '@fontsource', 'inter', 'files')
OUT = os.path.join(os.path.dirname(__file__), '..', 'src', 'assets', 'fonts')
PDF = '--pdf' in sys.argv
WEIGHTS = [w for w in sys.argv[1:] if w != '--pdf'] or (['400', '700'] if PDF else ['400', '600', '700'])
PDF_OUT = os.path.join(ROOT, 'apps', 'api', 'src', 'modules', 'documents', 'fonts')
PDF_NAMES = {'400': 'inter-regular.ttf', '700': 'inter-bold.ttf'}

KAZAKH = [0x492, 0x493, 0x49A, 0x49B, 0x4A2, 0x4A3, 0x4AE, 0x4AF, 0x4B0, 0x4B1, 0x4BA, 0x4BB, 0x4D8, 0x4D9, 0x4E8, 0x4E9]
WANTED = {
    'latin': list(range(0x20, 0x7F)) + list(range(0xA0, 0x100)) + list(range(0x2010, 0x2027))
    + [0x2030, 0x2039, 0x203A, 0x20AC, 0x2122, 0x2212],
    'cyrillic': list(range(0x400, 0x460)) + [0x490, 0x491, 0x2116],
    'cyrillic-ext': KAZAKH,
    'latin-ext': [0x20B8],
}

for weight in WEIGHTS:
    parts = []
    for name, codes in WANTED.items():
        font = TTFont(os.path.join(SOURCE, f'inter-{name}-{weight}-normal.woff2'))
        if PDF:
            codes = list(font.getBestCmap().keys())
        options = subset.Options()
        options.layout_features = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk']
        options.hinting = False
        options.notdef_outline = True
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=codes)
        subsetter.subset(font)
        font.flavor = None
        part = os.path.join('/tmp', f'jetkiz-inter-{name}-{weight}.ttf')
        font.save(part)
        parts.append(part)
    merged = Merger().merge(parts)
    merged.flavor = None if PDF else 'woff2'
    target = os.path.join(PDF_OUT, PDF_NAMES[weight]) if PDF else os.path.join(OUT, f'inter-jetkiz-{weight}.woff2')
    merged.save(target)
    print(target, os.path.getsize(target), 'bytes')

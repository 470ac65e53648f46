#!/usr/bin/env python3
"""Writes the open fonts that stand in for SF Pro in the tests
(Tests/EaselSceneTests/SFProStandIn/): DejaVu Sans as "SF Pro Text" and DejaVu Sans
Condensed as "SF Pro Display", cut to printable ASCII. They test that Easel switches
to SF Pro's families when they are present; Easel ships no SF Pro. DejaVu's licence
(Bitstream Vera's terms) allows modified copies under another name.

  python3 -m venv /tmp/ft && /tmp/ft/bin/pip install fonttools==4.68.0
  /tmp/ft/bin/python Tools/fonts/make-sf-pro-stand-in.py /usr/share/fonts/truetype/dejavu OUT_DIR
"""
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

FACES = [("DejaVuSans.ttf", "SF Pro Text", "SFProText-StandIn.ttf"),
         ("DejaVuSansCondensed.ttf", "SF Pro Display", "SFProDisplay-StandIn.ttf")]


def main(src_dir, out_dir):
    os.makedirs(out_dir, exist_ok=True)
    for src, family, out in FACES:
        font = TTFont(os.path.join(src_dir, src), recalcTimestamp=False)
        options = subset.Options()
        options.name_IDs = ["*"]
        options.layout_features = ["kern"]
        sub = subset.Subsetter(options)
        sub.populate(unicodes=range(0x20, 0x7F))
        sub.subset(font)
        names = font["name"]
        for rec in list(names.names):
            if rec.nameID in (1, 16):
                names.setName(family, rec.nameID, rec.platformID, rec.platEncID, rec.langID)
            elif rec.nameID in (2, 17):
                names.setName("Regular", rec.nameID, rec.platformID, rec.platEncID, rec.langID)
            elif rec.nameID == 4:
                names.setName(family + " Regular", rec.nameID, rec.platformID, rec.platEncID, rec.langID)
            elif rec.nameID == 6:
                names.setName(family.replace(" ", "") + "-Regular", rec.nameID, rec.platformID, rec.platEncID, rec.langID)
        # A normal width, as SF Pro's own Regular faces have (Condensed is a separate family there).
        font["OS/2"].usWidthClass = 5
        # Fixed timestamps: the same input gives the same bytes.
        font["head"].created = font["head"].modified = 0
        font.save(os.path.join(out_dir, out), reorderTables=True)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])

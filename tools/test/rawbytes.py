"""What the hostile-input tests (hostile-names.py, hostile-cards.py) look
for in strata's output: bytes a terminal acts on, or that reorder or hide
text. C0 controls but newline and tab, DEL, C1 controls (UTF-8 C2 80-9F),
U+200B-200F, U+2028-202E, U+2060-2069, U+FEFF; and output that is not
UTF-8."""
import re

RAW = re.compile(rb"[\x00-\x08\x0b-\x1f\x7f]|\xc2[\x80-\x9f]|\xe2\x80[\x8b-\x8f\xa8-\xae]"
                 rb"|\xe2\x81[\xa0-\xa9]|\xef\xbb\xbf")


def checker(fail):
    """clean(what, data): True if \\p data holds none of RAW and is UTF-8;
    else reports through fail(message) and returns False."""
    def clean(what, data):
        m = RAW.search(data)
        if m:
            at = m.start()
            fail(f"{what}: raw {m.group()!r} at byte {at}: {data[max(0, at - 40):at + 40]!r}")
            return False
        try:
            data.decode("utf-8")
        except UnicodeDecodeError as e:
            fail(f"{what}: not UTF-8: {e}")
            return False
        return True
    return clean

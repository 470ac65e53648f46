"""The four benchmark charts' data, shared by the peers and written for Easel's scenes.
Deterministic (a fixed linear congruential generator), so every tool draws the same chart."""
import datetime
import json
import sys

QUARTERS = ["Q1", "Q2", "Q3", "Q4"]
REGIONS = ["North", "South", "West"]
REVENUE = [[42, 31, 18], [48, 35, 22], [51, 33, 27], [60, 40, 30]]
GOAL = 10000
SLICES = [("Rent", 1450), ("Food", 620), ("Transport", 240), ("Fun", 310), ("Other", 180)]


def lcg(seed=12345):
    state = seed
    while True:
        state = (1103515245 * state + 12345) % 2**31
        yield state / 2**31


def grouped():
    return [{"quarter": q, "region": r, "revenue": v} for q, row in zip(QUARTERS, REVENUE) for r, v in zip(REGIONS, row)]


def days():
    start = datetime.date(2024, 11, 1)
    rnd = lcg(7)
    return [{"day": (start + datetime.timedelta(days=i)).isoformat(), "steps": round(6000 + 8000 * next(rnd))} for i in range(30)]


def points():
    rnd = lcg(99)
    out = []
    for _ in range(1000):
        x = next(rnd) * 100
        out.append({"x": round(x, 3), "y": round(0.6 * x + 40 * next(rnd), 3)})
    return out


def slices():
    return [{"name": n, "amount": a} for n, a in SLICES]


if __name__ == "__main__":
    # data.py OUT_DIR: the --data files Easel's scenes read.
    out = sys.argv[1]
    for name, records in [("grouped-bars", grouped()), ("date-line", days()), ("donut", slices()), ("scatter", points())]:
        with open(f"{out}/{name}.json", "w") as f:
            json.dump({"records": records, "goal": GOAL}, f)

-- The Dashboard's periods summed ahead (docs/decisions-spec.md §21: 30 days at the budget
-- within 200 ms). For each period length the Dashboard offers, the daily totals of the days
-- `first_day..=last_day` (day numbers) summed by dimension and value, and by dimension.
-- They are sums of `insight_daily`, the one source: kept as days are rolled up into it and
-- moved a day at a time as the period moves; the Dashboard reads them only when their days
-- are exactly the period asked for.
CREATE TABLE insight_periods (
    days      INTEGER PRIMARY KEY,
    first_day INTEGER NOT NULL,
    last_day  INTEGER NOT NULL
);

CREATE TABLE insight_period_sums (
    days      INTEGER NOT NULL,
    dimension TEXT NOT NULL,
    value     TEXT NOT NULL,
    visitors  INTEGER NOT NULL,
    count     INTEGER NOT NULL,
    -- The daily rows summed: a value goes when its last day leaves the period.
    rows      INTEGER NOT NULL,
    PRIMARY KEY (days, dimension, value)
) WITHOUT ROWID;
-- The Dashboard reads a dimension's largest values first.
CREATE INDEX insight_period_sums_rank
    ON insight_period_sums (days, dimension, visitors DESC, count DESC, value);

CREATE TABLE insight_period_totals (
    days      INTEGER NOT NULL,
    dimension TEXT NOT NULL,
    visitors  INTEGER NOT NULL,
    count     INTEGER NOT NULL,
    PRIMARY KEY (days, dimension)
) WITHOUT ROWID;

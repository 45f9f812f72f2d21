-- Today's figures kept as the events are written (docs/decisions-spec.md §21: the Dashboard
-- answers within 200 ms with 30 days at the budget), instead of grouped from the day's raw
-- events on every request. A day's figures live here until the day is rolled up into
-- `insight_daily` (capped to 1,000 rows a dimension) and are then deleted: one place per
-- day, never two.
CREATE TABLE insight_live (
    id        INTEGER PRIMARY KEY,
    day       TEXT NOT NULL,
    dimension TEXT NOT NULL,
    value     TEXT NOT NULL,
    visitors  INTEGER NOT NULL,
    count     INTEGER NOT NULL,
    UNIQUE (day, dimension, value)
);
-- The Dashboard reads a dimension's largest values first, as the roll-up keeps them.
CREATE INDEX insight_live_rank ON insight_live (day, dimension, visitors DESC, count DESC, value);

-- Which visitors a live row has counted already (its `visitors` is their number): the
-- visitor key is the day's keyed hash, as in `insight_events`, and goes with the day.
CREATE TABLE insight_live_seen (
    live_id INTEGER NOT NULL,
    visitor INTEGER NOT NULL,
    PRIMARY KEY (live_id, visitor)
) WITHOUT ROWID;

-- The days not rolled up yet, counted from their raw events as the roll-up did.
CREATE TEMP VIEW insight_event_values AS
    SELECT day, 'total' AS dimension, '' AS value, visitor FROM insight_events WHERE kind = 'pageview'
    UNION ALL SELECT day, 'page', path, visitor FROM insight_events WHERE kind = 'pageview'
    UNION ALL SELECT day, 'landing', path, visitor FROM insight_events
               WHERE kind = 'pageview' AND entry = 1
    UNION ALL SELECT day, 'source', coalesce(source, ''), visitor FROM insight_events
               WHERE kind = 'pageview' AND entry = 1
    UNION ALL SELECT day, 'campaign', campaign, visitor FROM insight_events
               WHERE kind = 'pageview' AND entry = 1 AND campaign IS NOT NULL
    UNION ALL SELECT day, 'device', device, visitor FROM insight_events WHERE kind = 'pageview'
    UNION ALL SELECT day, 'language', language, visitor FROM insight_events WHERE kind = 'pageview'
    UNION ALL SELECT day, 'tool', tool, visitor FROM insight_events
               WHERE kind <> 'pageview' AND tool IS NOT NULL
    UNION ALL SELECT day, 'tool:' || kind, tool, visitor FROM insight_events
               WHERE kind <> 'pageview' AND tool IS NOT NULL;

INSERT INTO insight_live (day, dimension, value, visitors, count)
SELECT day, dimension, value, count(DISTINCT visitor), count(*) FROM insight_event_values
 WHERE day NOT IN (SELECT day FROM insight_daily WHERE dimension = 'total')
 GROUP BY day, dimension, value;

INSERT INTO insight_live_seen (live_id, visitor)
SELECT DISTINCT l.id, e.visitor FROM insight_event_values e
  JOIN insight_live l ON l.day = e.day AND l.dimension = e.dimension AND l.value = e.value;

-- The page views past the day's raw budget move the day's total, as they did.
UPDATE insight_live
   SET count = count + (SELECT o.count FROM insight_daily o WHERE o.day = insight_live.day
                          AND o.dimension = 'overflow' AND o.value = 'pageview')
 WHERE dimension = 'total'
   AND EXISTS (SELECT 1 FROM insight_daily o WHERE o.day = insight_live.day
                 AND o.dimension = 'overflow' AND o.value = 'pageview');

DROP VIEW insight_event_values;

-- Predictions (issue 17): every plan of a lottery for a period, stored once before its draw (or,
-- for history written at first start, computed from the draws before it and flagged backfilled),
-- and its score once the draw is known. Neither is ever changed or deleted (triggers below).
--
--  * prediction_plans: the picks of every kind and method (CompactPlans of
--    @cp/shared/domain/predictions), the buy plans' states they were made with, the draw they
--    were made after, when they were stored. backfilled is exactly "stored at or after the
--    period's draw time" (CHECK), so no live plan can pretend to be older than it is.
--  * prediction_scores: the draw the plan was scored with, the buy plans' states after it, and
--    the lottery's running totals (int[]: see records/totals.ts) — n is the number of periods
--    scored so far, so the record over the last 30 periods is totals(n) − totals(n − 30).

CREATE TABLE prediction_plans (
  code         text        NOT NULL,
  period       text        NOT NULL,
  draw_time    timestamptz NOT NULL,
  after_period text        NOT NULL,
  made_at      timestamptz NOT NULL,
  backfilled   boolean     NOT NULL,
  plans        jsonb       NOT NULL,
  buy_states   jsonb,
  PRIMARY KEY (code, period),
  CHECK (backfilled = (made_at >= draw_time))
);
CREATE INDEX prediction_plans_latest ON prediction_plans (code, draw_time DESC);

CREATE TABLE prediction_scores (
  code       text        NOT NULL,
  period     text        NOT NULL,
  n          integer     NOT NULL CHECK (n > 0),
  draw_time  timestamptz NOT NULL,
  scored_at  timestamptz NOT NULL,
  balls      smallint[]  NOT NULL,
  totals     integer[]   NOT NULL,
  buy_states jsonb,
  PRIMARY KEY (code, period),
  UNIQUE (code, n),
  FOREIGN KEY (code, period) REFERENCES prediction_plans (code, period)
);

CREATE FUNCTION predictions_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is never changed: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER prediction_plans_immutable BEFORE UPDATE OR DELETE ON prediction_plans
  FOR EACH ROW EXECUTE FUNCTION predictions_immutable();
CREATE TRIGGER prediction_plans_no_truncate BEFORE TRUNCATE ON prediction_plans
  FOR EACH STATEMENT EXECUTE FUNCTION predictions_immutable();
CREATE TRIGGER prediction_scores_immutable BEFORE UPDATE OR DELETE ON prediction_scores
  FOR EACH ROW EXECUTE FUNCTION predictions_immutable();
CREATE TRIGGER prediction_scores_no_truncate BEFORE TRUNCATE ON prediction_scores
  FOR EACH STATEMENT EXECUTE FUNCTION predictions_immutable();

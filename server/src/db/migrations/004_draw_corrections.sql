-- Corrections of stored draws. A draw is written once; the one way to change it afterwards is
-- PUT /v1/admin/draws/{code}/{period} (ADMIN_KEY), which records here, in the same transaction
-- as the change, who made it (key fingerprint, address, the name they gave), when, the old and
-- new numbers and time, and why. Rows are only ever added.
CREATE TABLE draw_corrections (
  id            bigserial   PRIMARY KEY,
  code          text        NOT NULL,
  period        text        NOT NULL,
  old_balls     smallint[]  NOT NULL,
  old_draw_time timestamptz NOT NULL,
  new_balls     smallint[]  NOT NULL,
  new_draw_time timestamptz NOT NULL,
  reason        text        NOT NULL CHECK (length(reason) > 0),
  actor         text        NOT NULL,
  operator      text,
  ip            text,
  corrected_at  timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (code, period) REFERENCES draws (code, period)
);

CREATE INDEX draw_corrections_code ON draw_corrections (code, id DESC);

-- The database itself holds to that: an UPDATE of a draw must name, in the transaction setting
-- cp.draw_correction, the correction row just written for exactly that change; draws are never
-- deleted (the outbox refers to them); corrections are never changed or deleted.
CREATE FUNCTION draws_change_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'draws are never deleted (% %)', OLD.code, OLD.period;
  END IF;
  IF NEW.code IS DISTINCT FROM OLD.code OR NEW.period IS DISTINCT FROM OLD.period OR NOT EXISTS (
    SELECT 1 FROM draw_corrections c
    WHERE c.id::text = current_setting('cp.draw_correction', true)
      AND c.code = NEW.code AND c.period = NEW.period
      AND c.new_balls = NEW.balls AND c.new_draw_time = NEW.draw_time
  ) THEN
    RAISE EXCEPTION 'a draw is changed only by PUT /v1/admin/draws/{code}/{period}, which records the correction (% %)',
      OLD.code, OLD.period;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER draws_change_guard BEFORE UPDATE OR DELETE ON draws
  FOR EACH ROW EXECUTE FUNCTION draws_change_guard();

CREATE FUNCTION draw_corrections_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'draw corrections are an audit log: rows are only added';
END
$$;

CREATE TRIGGER draw_corrections_append_only BEFORE UPDATE OR DELETE ON draw_corrections
  FOR EACH ROW EXECUTE FUNCTION draw_corrections_append_only();

-- What an outbox row announces: a new draw, or a correction of a draw announced before.
ALTER TABLE draw_outbox ADD COLUMN kind text NOT NULL DEFAULT 'draw' CHECK (kind IN ('draw', 'correction'));

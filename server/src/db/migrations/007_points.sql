-- The points ledger (modules/points; issue 15 item 2): one append-only list of entries
-- (member, delta, kind, reference, balance_after, time). The database itself keeps the rules:
--  * members.score is the ledger's sum: it only changes through an insert here (a trigger moves
--    it; a direct UPDATE of score is refused), in the same statement, so an award and its entry
--    commit or roll back together;
--  * no balance below zero (CHECK), so a stake larger than the balance fails as a whole;
--  * (member_id, kind, reference) is unique: an award keyed by a Beijing date or week is given
--    once however many requests race for it;
--  * entries are never changed or removed (UPDATE, DELETE and TRUNCATE are refused).
CREATE TABLE points_ledger (
  id            bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id     bigint      NOT NULL REFERENCES members (id),
  delta         integer     NOT NULL CHECK (delta <> 0),
  kind          text        NOT NULL CHECK (kind ~ '^[a-z][A-Za-z0-9]{0,39}$'),
  reference     text        NOT NULL CHECK (length(reference) BETWEEN 1 AND 100),
  balance_after bigint      NOT NULL CHECK (balance_after >= 0),
  created_at    timestamptz NOT NULL,
  UNIQUE (member_id, kind, reference)
);
CREATE INDEX points_ledger_member ON points_ledger (member_id, id DESC);

-- Locks the member's row (entries of one member are written one at a time) and works out the
-- balance after this entry, whatever the inserter wrote there.
CREATE FUNCTION points_ledger_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  balance bigint;
BEGIN
  SELECT score INTO balance FROM members WHERE id = NEW.member_id FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'points_ledger: no member %', NEW.member_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  NEW.balance_after := balance + NEW.delta;
  RETURN NEW;
END $$;

-- After the row is in (not for a row skipped by ON CONFLICT DO NOTHING), the member's score
-- becomes its balance.
CREATE FUNCTION points_ledger_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE members SET score = NEW.balance_after WHERE id = NEW.member_id;
  RETURN NULL;
END $$;

CREATE FUNCTION points_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'points_ledger is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END $$;

-- Only the ledger's trigger (nesting depth 2) may change a score.
CREATE FUNCTION members_score_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.score IS DISTINCT FROM OLD.score AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'members.score changes only through points_ledger' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER points_ledger_balance BEFORE INSERT ON points_ledger
  FOR EACH ROW EXECUTE FUNCTION points_ledger_balance();
CREATE TRIGGER points_ledger_apply AFTER INSERT ON points_ledger
  FOR EACH ROW EXECUTE FUNCTION points_ledger_apply();
CREATE TRIGGER points_ledger_no_update BEFORE UPDATE OR DELETE ON points_ledger
  FOR EACH ROW EXECUTE FUNCTION points_ledger_append_only();
CREATE TRIGGER points_ledger_no_truncate BEFORE TRUNCATE ON points_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION points_ledger_append_only();
CREATE TRIGGER members_score_guard BEFORE UPDATE OF score ON members
  FOR EACH ROW EXECUTE FUNCTION members_score_guard();

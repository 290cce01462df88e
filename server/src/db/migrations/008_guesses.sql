-- The guess centre (modules/guess; issue 16). Members stake points from the ledger (007) on the
-- next period of a PK10 or 时时彩 lottery; an outbox consumer settles the guesses when the draw
-- is written. The database keeps the rules that protect members' points:
--  * one POST predictions is one guess_orders row, unique per (member, Idempotency-Key), written
--    in the transaction that stores its guesses and debits their stakes — a repeat finds it;
--  * a guess is unique per (member, lottery, period, position, play, pick);
--  * a guess moves once from 'open' to won / lost / refund, and is never changed again nor
--    deleted (trigger); the credit of a settlement is computed from the rows that moved, in the
--    same transaction, so it cannot be given twice;
--  * guess_tallies (per Beijing week, lottery and member; lottery '' = all) are the rankings'
--    counters, moved in the same transactions as the guesses they count;
--  * members.fans_count is the number of member_subscriptions rows of the member (trigger).

CREATE TABLE guess_orders (
  id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id       bigint      NOT NULL REFERENCES members (id),
  idempotency_key text        NOT NULL CHECK (idempotency_key ~ '^[A-Za-z0-9_-]{8,64}$'),
  request_hash    text        NOT NULL,
  code            text        NOT NULL,
  period          text        NOT NULL,
  response        jsonb,
  created_at      timestamptz NOT NULL,
  UNIQUE (member_id, idempotency_key)
);

CREATE TABLE guesses (
  id          bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id    bigint      NOT NULL REFERENCES guess_orders (id),
  member_id   bigint      NOT NULL REFERENCES members (id),
  code        text        NOT NULL,
  period      text        NOT NULL,
  position    text        NOT NULL CHECK (position ~ '^hm[0-9]{1,2}$'),
  play        text        NOT NULL CHECK (play IN ('daxiao', 'danshuang', 'longhu', 'number')),
  pick        text        NOT NULL CHECK (pick ~ '^([大小单双龙虎]|[0-9]{1,2})$'),
  stake       integer     NOT NULL CHECK (stake = 10),
  status      text        NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost', 'refund')),
  payout      integer     CHECK (payout >= 0),
  result      text,
  -- The Beijing week (its Monday) the guess was placed in: the ranking week it counts for.
  week        date        NOT NULL,
  placed_at   timestamptz NOT NULL,
  -- The period's scheduled draw time: a period without a draw is refunded some time after it.
  draw_time   timestamptz NOT NULL,
  settled_at  timestamptz,
  UNIQUE (member_id, code, period, position, play, pick),
  CHECK ((status = 'open') = (payout IS NULL) AND (status = 'open') = (settled_at IS NULL)
         AND (status = 'open') = (result IS NULL))
);
-- Settling a period rewrites its rows once. No index covers a column the settlement changes
-- (status, payout, result, settled_at) and each page keeps room for its rows' second version, so
-- the rewrite is a HOT update: no index entry is written (100,000 guesses settle ~4 × faster).
ALTER TABLE guesses SET (fillfactor = 45);
CREATE INDEX guesses_period ON guesses (code, period);
CREATE INDEX guesses_member ON guesses (member_id, id DESC);

-- The periods members have guessed on, for the refund of a period that never gets a draw: the
-- sweep reads the unsettled ones here instead of scanning the guesses.
CREATE TABLE guess_periods (
  code       text        NOT NULL,
  period     text        NOT NULL,
  draw_time  timestamptz NOT NULL,
  settled_at timestamptz,
  PRIMARY KEY (code, period)
);
CREATE INDEX guess_periods_due ON guess_periods (draw_time) WHERE settled_at IS NULL;

-- Refuses a change of a settled guess, any change but the settlement's own columns, and a delete.
-- The UPDATE trigger's WHEN runs without calling the function, so settling 100,000 guesses pays
-- for a comparison per row, not for a PL/pgSQL call.
CREATE FUNCTION guesses_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' THEN
    RAISE EXCEPTION 'guesses are never deleted: % refused', TG_OP USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.status <> 'open' THEN
    RAISE EXCEPTION 'guess % is settled already', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RAISE EXCEPTION 'guess %: only its settlement may change', OLD.id USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER guesses_settle_once BEFORE UPDATE ON guesses FOR EACH ROW
  WHEN (OLD.status <> 'open'
        OR (NEW.id, NEW.order_id, NEW.member_id, NEW.code, NEW.period, NEW.position, NEW.play, NEW.pick, NEW.stake,
            NEW.week, NEW.placed_at, NEW.draw_time)
           IS DISTINCT FROM
           (OLD.id, OLD.order_id, OLD.member_id, OLD.code, OLD.period, OLD.position, OLD.play, OLD.pick, OLD.stake,
            OLD.week, OLD.placed_at, OLD.draw_time))
  EXECUTE FUNCTION guesses_refuse_change();
CREATE TRIGGER guesses_no_delete BEFORE DELETE ON guesses
  FOR EACH ROW EXECUTE FUNCTION guesses_refuse_change();
CREATE TRIGGER guesses_no_truncate BEFORE TRUNCATE ON guesses
  FOR EACH STATEMENT EXECUTE FUNCTION points_ledger_append_only();

CREATE TABLE guess_tallies (
  week       date        NOT NULL,
  code       text        NOT NULL,
  member_id  bigint      NOT NULL REFERENCES members (id),
  guesses    integer     NOT NULL DEFAULT 0 CHECK (guesses >= 0),
  wins       integer     NOT NULL DEFAULT 0 CHECK (wins >= 0),
  losses     integer     NOT NULL DEFAULT 0 CHECK (losses >= 0),
  refunds    integer     NOT NULL DEFAULT 0 CHECK (refunds >= 0),
  stakes     bigint      NOT NULL DEFAULT 0,
  payouts    bigint      NOT NULL DEFAULT 0,
  first_at   timestamptz NOT NULL,
  -- Settlement time of the last won or lost guess (null while none is decided).
  decided_at timestamptz,
  PRIMARY KEY (week, code, member_id),
  CHECK (wins + losses + refunds <= guesses)
);

CREATE TABLE member_subscriptions (
  follower_id bigint      NOT NULL REFERENCES members (id),
  followee_id bigint      NOT NULL REFERENCES members (id),
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (follower_id, followee_id),
  CHECK (follower_id <> followee_id)
);
CREATE INDEX member_subscriptions_followee ON member_subscriptions (followee_id);

CREATE FUNCTION member_subscriptions_fans() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE members SET fans_count = fans_count + 1 WHERE id = NEW.followee_id;
  ELSE
    UPDATE members SET fans_count = fans_count - 1 WHERE id = OLD.followee_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER member_subscriptions_fans AFTER INSERT OR DELETE ON member_subscriptions
  FOR EACH ROW EXECUTE FUNCTION member_subscriptions_fans();

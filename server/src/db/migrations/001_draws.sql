-- Draw results. A period is written once: (code, period) is the primary key, and every
-- writer inserts with ON CONFLICT DO NOTHING after checking for contradictions.
CREATE TABLE draws (
  code       text        NOT NULL,
  period     text        NOT NULL,
  draw_time  timestamptz NOT NULL,
  balls      smallint[]  NOT NULL,
  source     text        NOT NULL CHECK (source IN ('simulated', 'ingest', 'import')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (code, period)
);

CREATE INDEX draws_code_time ON draws (code, draw_time DESC, period DESC);

-- One row per new draw, written in the same transaction as the draw. Consumers (live push,
-- streak alerts, later bet settlement and prediction scoring) keep their position in
-- outbox_consumers and process each row exactly once.
CREATE TABLE draw_outbox (
  id         bigserial   PRIMARY KEY,
  code       text        NOT NULL,
  period     text        NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE outbox_consumers (
  consumer text   PRIMARY KEY,
  last_id  bigint NOT NULL DEFAULT 0
);

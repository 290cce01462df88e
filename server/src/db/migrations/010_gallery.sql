-- Picture libraries (issue 18): the papers the server draws from its own draws, one per category
-- and period, generated once (an outbox consumer) and never changed. The SVG is stored gzip'd
-- (sent as is to clients that accept gzip); sha256 of the SVG text is its ETag.

CREATE TABLE gallery_papers (
  category_id text        NOT NULL,
  period      text        NOT NULL,
  code        text        NOT NULL,
  draw_time   timestamptz NOT NULL,
  created_at  timestamptz NOT NULL,
  model       jsonb       NOT NULL,
  svg_gzip    bytea       NOT NULL,
  sha256      text        NOT NULL,
  PRIMARY KEY (category_id, period)
);
CREATE INDEX gallery_papers_latest ON gallery_papers (category_id, draw_time DESC);

CREATE FUNCTION gallery_papers_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'gallery papers are generated once: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER gallery_papers_immutable BEFORE UPDATE ON gallery_papers
  FOR EACH ROW EXECUTE FUNCTION gallery_papers_immutable();

-- Operator uploads (papers an operator has the rights to): the re-encoded web size (932 px high)
-- and thumbnail are content-addressed rows of `files`, like avatars; one upload per category and
-- period; the operator may delete one (the files stay: another row may use the same bytes).
CREATE TABLE gallery_uploads (
  id           bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  category_id  text        NOT NULL,
  period       text        NOT NULL,
  code         text        NOT NULL,
  draw_time    timestamptz NOT NULL,
  created_at   timestamptz NOT NULL,
  web_sha256   text        NOT NULL REFERENCES files (sha256),
  thumb_sha256 text        NOT NULL REFERENCES files (sha256),
  width        integer     NOT NULL,
  height       integer     NOT NULL,
  UNIQUE (category_id, period)
);
CREATE INDEX gallery_uploads_latest ON gallery_uploads (category_id, draw_time DESC);

-- Everything a category lists: generated papers and uploads alike.
CREATE VIEW gallery_items AS
  SELECT category_id, period, code, draw_time, created_at,
         NULL::bigint AS upload_id, NULL::text AS web_sha256, NULL::text AS thumb_sha256, 660 AS width, 932 AS height
  FROM gallery_papers
  UNION ALL
  SELECT category_id, period, code, draw_time, created_at, id, web_sha256, thumb_sha256, width, height
  FROM gallery_uploads;

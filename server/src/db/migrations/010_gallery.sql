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

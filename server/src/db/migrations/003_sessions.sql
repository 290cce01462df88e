-- Member sessions behind the access tokens (plugins/auth/tokens.ts). A login creates a row; a
-- token names its session (sid) and generation (gen). Each renewal bumps the generation and lets
-- the previous one work until prev_valid_until (a short grace for requests already in flight);
-- logout and a password change set revoked_at. expires_at slides forward with each renewal.
-- member_id gets its foreign key when the members table arrives.
CREATE TABLE sessions (
  id               uuid        PRIMARY KEY,
  member_id        bigint      NOT NULL,
  generation       integer     NOT NULL,
  prev_valid_until timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  last_seen_at     timestamptz NOT NULL DEFAULT now(),
  expires_at       timestamptz NOT NULL,
  revoked_at       timestamptz,
  ip               text,
  user_agent       text
);

CREATE INDEX sessions_member_id ON sessions (member_id);

-- Secrets the server makes for itself when the environment gives none (the token signing key
-- when JWT_SECRET is unset). Inserted if absent, so every node on one database shares them.
CREATE TABLE server_secrets (
  name  text PRIMARY KEY,
  value text NOT NULL
);

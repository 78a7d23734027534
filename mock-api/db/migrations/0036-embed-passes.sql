-- A first-party sign-in's pass for the Storage Access API: an unpartitioned SameSite=None cookie of the
-- overlay origin, which a frame on a partner page can read only once the browser grants it storage access,
-- and which one route alone accepts (to start that frame's own, partitioned, session). Only the token's
-- SHA-256 is kept; a pass is worth something only while the session it was made with lives.
create table embed_passes (
  token_hash text primary key,
  session_id_hash text not null references sessions (id_hash) on delete cascade,
  created_at timestamptz not null
);
create index embed_passes_session_idx on embed_passes (session_id_hash);

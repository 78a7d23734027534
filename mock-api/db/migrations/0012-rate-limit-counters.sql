-- The rate limits' counters (sign-in, lookup, card tokens, telemetry), one fixed window per key, kept in
-- the database so every API process on it counts against the same limit: 20 sign-in attempts a minute
-- are 20 in all, however many processes serve them. Expired windows are swept by the processes.
create table rate_limit_counters (
  key text primary key,
  window_start timestamptz not null,
  hits integer not null
);
create index rate_limit_counters_window_start on rate_limit_counters (window_start);

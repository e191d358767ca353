// @quietzone/server — the HTTP API over Postgres.
export {};

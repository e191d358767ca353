/**
 * Upload limit of /files: 10 MB (10 × 1024 × 1024 bytes). Files live in Postgres (bytea), and a
 * landing-page brochure or menu PDF fits well below this; larger media belongs on a CDN that
 * the landing page links to. Above it: 413.
 */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

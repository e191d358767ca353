/**
 * Put this as `serverUrl` on operations of routes registered `unversioned` (short links on
 * {redirect_base_url}); the document replaces it with the configured PUBLIC_URL.
 */
export const REDIRECT_BASE_URL = '{redirect_base_url}';

/**
 * True when the URL carries a user name or password (`https://user:pass@host/`). RFC 3986
 * §3.2.1 deprecates "user:password" in URIs; a URL we store would show them in every listing,
 * export and event, and send them on to whoever the URL points at. Webhook URLs and code
 * destinations both refuse them.
 */
export function urlHasCredentials(url: URL): boolean {
  return url.username !== '' || url.password !== '';
}

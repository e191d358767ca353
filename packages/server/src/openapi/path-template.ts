/** OpenAPI path templates (OpenAPI 3.1 §4.8.2, "Path Templating"): `/codes/{id}/comments`. */

const PARAMETER = /\{([^{}]*)\}/g;
const PARAMETER_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The names of a template's `{name}` segments, in order, or a reason the template is unusable:
 * it must start with `/`, have balanced braces, use each name once, and names must be
 * identifiers (what routers such as h3 accept as `:name`).
 */
export function pathParameters(path: string): { ok: true; names: string[] } | { ok: false; reason: string } {
  if (!path.startsWith('/')) return { ok: false, reason: 'must start with /' };
  const names: string[] = [];
  for (const match of path.matchAll(PARAMETER)) {
    const name = match[1]!;
    if (!PARAMETER_NAME.test(name)) return { ok: false, reason: `parameter "{${name}}" is not an identifier` };
    if (names.includes(name)) return { ok: false, reason: `parameter "{${name}}" appears twice` };
    names.push(name);
  }
  if (/[{}]/.test(path.replace(PARAMETER, ''))) return { ok: false, reason: 'has an unbalanced brace' };
  return { ok: true, names };
}

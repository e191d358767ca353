/** Thrown for a route table that cannot be described: a programmer error, found at startup. */
export class OpenApiDefinitionError extends Error {
  readonly code = 'invalid_openapi_definition';
  override name = 'OpenApiDefinitionError';
}

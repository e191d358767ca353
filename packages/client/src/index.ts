// @quietzone/client — a typed client of the quietzone API (types generated from its OpenAPI document).
export { createQuietzoneClient } from './client';
export type { PaginatedPath, PathsWith, QuietzoneClient, QuietzoneClientOptions } from './client';
export { QuietzoneProblem } from './problem';
export type { FieldError, ProblemDocument } from './problem';
export type { components, operations, paths } from './generated/api';

// @quietzone/core/schemas — the API's zod schemas (request and response bodies, queries) and the
// rules built on them (link rules, passport import rows). Separate from the main entry, whose
// pure rules (colors, contrast, payloads) load without zod; zod is a peer dependency of this
// entry only.

// Names a person types, any case in, as a zod enum that answers the canonical spelling
export { caseInsensitiveEnum } from './schemas/case-insensitive-enum';
export { contrastIssueSchema } from './schemas/contrast-issues';
export type { ListQuery, ResponseMeta, Pagination, ListMeta, Problem } from './schemas/common';
export {
  SLUG_PATTERN,
  idSchema,
  timestampSchema,
  dateTimeInputSchema,
  slugSchema,
  nameSchema,
  cursorSchema,
  pageLimitSchema,
  listQuerySchema,
  responseMetaSchema,
  paginationSchema,
  listMetaSchema,
  envelopeSchema,
  listEnvelopeSchema,
  fieldErrorSchema,
  problemSchema,
} from './schemas/common';
export type { Health } from './schemas/health';
export { healthSchema } from './schemas/health';
export type {
  CreateOrganizationInput,
  UpdateOrganizationInput,
  Organization,
  CreatedOrganization,
  UsageReport,
} from './schemas/organizations';
export {
  createOrganizationSchema,
  updateOrganizationSchema,
  organizationLimitsSchema,
  organizationSchema,
  createdOrganizationSchema,
  usageSchema,
} from './schemas/organizations';
export type { CreateWorkspaceInput, UpdateWorkspaceInput, Workspace, ListWorkspacesQuery, WorkspaceDomain, DomainStatus } from './schemas/workspaces';
export {
  WORKSPACE_STATUSES,
  DOMAIN_STATUSES,
  asciiHostName,
  workspaceDomainSchema,
  allowedDomainQuerySchema,
  createWorkspaceSchema,
  updateWorkspaceSchema,
  workspaceSchema,
  listWorkspacesQuerySchema,
} from './schemas/workspaces';
export type { CreateApiKeyInput, ApiKey, ListApiKeysQuery, CreatedApiKey } from './schemas/api-keys';
export { createApiKeySchema, apiKeySchema, listApiKeysQuerySchema, createdApiKeySchema } from './schemas/api-keys';
export type { Account } from './schemas/account';
export { accountSchema } from './schemas/account';
export type { AuditLogQuery, AuditLogEntry } from './schemas/audit-logs';
export {
  AUDIT_RESOURCE_TYPES,
  AUDIT_ACTOR_TYPES,
  auditLogQuerySchema,
  auditLogEntrySchema,
} from './schemas/audit-logs';

// Codes: request and response schemas of the codes API
export type {
  CodeStatus,
  CreateCodeInput,
  BatchCreateCodesInput,
  UpdateCodeInput,
  ListCodesQuery,
  Code,
  BatchCreateCodesResult,
} from './schemas/codes';
export {
  CODE_STATUSES,
  PATCHABLE_CODE_STATUSES,
  LISTABLE_CODE_STATUSES,
  BATCH_CODE_TYPES,
  MAX_URL_LENGTH,
  MAX_TAGS,
  MAX_TAG_LENGTH,
  MAX_NOTES_LENGTH,
  MAX_TITLE_LENGTH,
  MAX_LINKS,
  MAX_LINK_LABEL_LENGTH,
  CONTENT_FIELDS,
  DYNAMIC_URL_FIELDS,
  httpUrlSchema,
  tagsSchema,
  notesSchema,
  landingLinkSchema,
  landingLinksSchema,
  abWeightASchema,
  createCodeSchema,
  batchCodeItemSchema,
  batchCreateCodesSchema,
  updateCodeSchema,
  listCodesQuerySchema,
  codeAppearanceSchema,
  codeSchema,
  batchResultItemSchema,
  batchCreateCodesResultSchema,
} from './schemas/codes';

// Print exports: POST /exports (ZIPs of image files, or imposed PDF sheets) and its answers
export type { CreateExport, ExportRequest, ExportResource } from './schemas/exports';
export { MAX_EXPORT_CODE_IDS, EXPORT_STATUSES, createExportSchema, exportSchema, createdExportSchema } from './schemas/exports';

// Code revisions: the approval workflow's requests and answers
export type { CodeRevisionKind, CodeRevisionStatus, DecideCodeRevisionInput, ListCodeRevisionsQuery, CodeRevision } from './schemas/code-revisions';
export {
  CODE_REVISION_KINDS,
  CODE_REVISION_STATUSES,
  MAX_REVISION_COMMENT_LENGTH,
  decideCodeRevisionSchema,
  listCodeRevisionsQuerySchema,
  codeRevisionSchema,
} from './schemas/code-revisions';

// Comments, files, members and billing plans: request and response schemas
export type { CreateCommentInput, UpdateCommentInput, ListCommentsQuery, Comment } from './schemas/comments';
export {
  MAX_COMMENT_BODY_LENGTH,
  MAX_AUTHOR_NAME_LENGTH,
  createCommentSchema,
  updateCommentSchema,
  listCommentsQuerySchema,
  commentSchema,
} from './schemas/comments';
export type { FileVisibility, UploadFileFields, UpdateFileInput, ListFilesQuery, FileRecord } from './schemas/files';
export {
  FILE_VISIBILITIES,
  MAX_FILENAME_LENGTH,
  uploadFileFieldsSchema,
  uploadFileSchema,
  updateFileSchema,
  listFilesQuerySchema,
  fileSchema,
} from './schemas/files';
export type { MemberStatus, InviteMemberInput, ListMembersQuery, Member } from './schemas/members';
export { MEMBER_STATUSES, inviteMemberSchema, listMembersQuerySchema, memberSchema } from './schemas/members';
export type { BillingPlan } from './schemas/billing';
export { planLimitsSchema, billingPlanSchema } from './schemas/billing';
export type {
  CreateWebhookInput,
  UpdateWebhookInput,
  Webhook,
  CreatedWebhook,
  WebhookDeliveryLogEntry,
  WebhookPingResult,
} from './schemas/webhooks';
export {
  MIN_WEBHOOK_SECRET_LENGTH,
  MAX_WEBHOOK_SECRET_LENGTH,
  MAX_WEBHOOK_URL_LENGTH,
  WEBHOOK_SECRET_HINT_LENGTH,
  WEBHOOK_ATTEMPT_STATUSES,
  webhookSecretHint,
  webhookUrlSchema,
  webhookSecretSchema,
  webhookEventsSchema,
  createWebhookSchema,
  updateWebhookSchema,
  webhookSchema,
  createdWebhookSchema,
  webhookDeliveryLogEntrySchema,
  webhookPingResultSchema,
  webhookDeliveriesQuerySchema,
} from './schemas/webhooks';
export type { DeviceType, ScanStatsQuery, ScanStats, Scan, ListScansQuery } from './schemas/scans';
export { DEVICE_TYPES, UNKNOWN_COUNTRY, scanStatsQuerySchema, scanStatsSchema, scanSchema, listScansQuerySchema } from './schemas/scans';

// Product passports: request and response schemas (passports, import, GS1 identifiers,
// statistics) and DELETE /account
export type { NamedAttribute } from './schemas/passport-fields';
export {
  MAX_PRODUCT_NAME_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_SHORT_TEXT_LENGTH,
  MAX_ADDRESS_LENGTH,
  MAX_OPERATOR_ID_LENGTH,
  MAX_DOCUMENTS,
  MAX_PASSPORT_LINKS,
  MAX_ATTRIBUTES,
  MAX_ATTRIBUTE_TEXT_LENGTH,
  MAX_ATTRIBUTE_LIST_LENGTH,
  ATTRIBUTE_KEY_PATTERN,
  NAMED_ATTRIBUTE_SCHEMAS,
  isNamedAttribute,
  gtinSchema,
  lotSchema,
  serialSchema,
  countryCodeSchema,
  languageTagSchema,
  httpsUrlSchema,
  manufacturerSchema,
  attributeKeySchema,
  attributeValueSchema,
  materialSchema,
  recycledContentSchema,
  attributesSchema,
  attributesPatchSchema,
  restrictedFieldsSchema,
  passportDocumentSchema,
  documentsSchema,
  linkTypeSchema,
  passportLinkSchema,
  linksSchema,
} from './schemas/passport-fields';
export type { CreatePassportInput, UpdatePassportInput, ListPassportsQuery, Passport } from './schemas/passports';
export {
  createPassportSchema,
  updatePassportSchema,
  listPassportsQuerySchema,
  passportVersionQuerySchema,
  complianceCheckSchema,
  complianceReportSchema,
  complianceSummarySchema,
  passportSchema,
  passportValidationSchema,
  passportUpdateValidationSchema,
} from './schemas/passports';
export type { ImportMode, TemplateFormat, ImportQuery, ImportResult } from './schemas/passport-import';
export {
  MAX_IMPORT_BYTES,
  IMPORT_MODES,
  TEMPLATE_FORMATS,
  IMPORT_ROW_STATUSES,
  importQuerySchema,
  importJsonBodySchema,
  importRowResultSchema,
  importResultSchema,
  templateQuerySchema,
} from './schemas/passport-import';
export type { Gs1IdentifiersQuery } from './schemas/gs1-identifiers';
export { gs1IdentifiersQuerySchema, gs1IdentifierSchema, gs1IdentifierInUseSchema } from './schemas/gs1-identifiers';
export type { WorkspacePassportStats } from './schemas/passport-stats';
export { TOP_PASSPORTS, workspacePassportStatsSchema } from './schemas/passport-stats';
export { DEFAULT_ACCOUNT_PURGE_DAYS, deleteAccountSchema, deletedAccountSchema } from './schemas/account-deletion';
export type { PassportPatchResult } from './passports/apply-passport-patch';
export { applyPassportPatch } from './passports/apply-passport-patch';

// Product passports: import rows (dotted CSV/XLSX columns) and the category templates
// (dpp.md, "POST /dpp/import", "GET /dpp/import/templates/{category}")
export type { ImportRowResult } from './passports/import-row';
export { EMPTY_LIST_CELL, unknownImportColumns, importColumnOf, importRowToBody } from './passports/import-row';
export type { TemplateRequirement, TemplateColumn } from './passports/import-template';
export { templateColumns } from './passports/import-template';

// UTM parameters of dynamic url codes
export type { UtmKey, Utm, PresentedUtm, UtmInput } from './utm/utm';
export { UTM_KEYS, MAX_UTM_VALUE_LENGTH, utmValueSchema, utmInputSchema, utmSchema, unknownUtmKey, mergeUtm, presentUtm, appendUtm } from './utm/utm';

// Link controls: destination rules and their matcher, password and scan limits
export type { RuleDevice, RuleOperatingSystem, RuleConditions, LinkRule } from './link-rules/link-rules-schema';
export { MAX_RULES, RULE_DEVICES, RULE_OPERATING_SYSTEMS, ruleConditionsSchema, linkRuleSchema, linkRulesSchema } from './link-rules/link-rules-schema';
export type { RuleDay, RuleTime } from './link-rules/time-window-schema';
export { RULE_DAYS, DEFAULT_RULE_TIME_ZONE, ruleTimeSchema, canonicalTimeZone } from './link-rules/time-window-schema';
export {
  MIN_PASSWORD_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_SCAN_LIMIT,
  codePasswordSchema,
  maxScansSchema,
  activeFromSchema,
} from './link-rules/link-controls-schema';
export type { RuleVisit, CompiledRules, RuleMatcher } from './link-rules/rule-matcher';
export { createRuleMatcher, matchRule } from './link-rules/rule-matcher';

// @quietzone/core — pure domain rules. No I/O, no clock, no randomness: callers pass them in.

// Colors
export type { Rgb, Color, CmykPercent } from './color';
export {
  BLACK,
  WHITE,
  parseHexColor,
  parseColor,
  formatHexColor,
  sameRgb,
  isGray,
  toCmykPercent,
  grayPercent,
} from './color';

// Names a person types (page sizes, ECC levels, formats): any case in, the canonical spelling out
export type { AnyCase } from './canonical-spelling';
export { canonicalSpelling } from './canonical-spelling';
export { caseInsensitiveEnum } from './schemas/case-insensitive-enum';

// Error correction
export type { ErrorCorrection } from './error-correction';
export { ERROR_CORRECTION_LEVELS, DEFAULT_ERROR_CORRECTION, parseErrorCorrection } from './error-correction';

// Contrast
export { contrastRatio, relativeLuminance } from './contrast-ratio';
export { brightnessDifference } from './brightness-difference';
export type {
  ContrastLevel,
  ContrastIssueSeverity,
  ContrastIssue,
  ContrastIssueCode,
  ContrastHints,
  ContrastAssessment,
  ContrastCheckInput,
  AppearanceField,
} from './contrast-check';
export { CONTRAST_THRESHOLDS, checkContrast } from './contrast-check';
export { contrastIssueSchema } from './schemas/contrast-issues';

// Appearance
export type { StoredAppearance, AppearanceKey, AppearanceFailure, AppearanceMergeResult } from './appearance';
export {
  DEFAULT_APPEARANCE,
  APPEARANCE_KEYS,
  mergeAppearance,
  effectiveColors,
  presentAppearance,
  hasStoredColors,
} from './appearance';

// Image routes
export type { ImageFormat, ImageRendering } from './image-cache-control';
export {
  IMAGE_FORMATS,
  DEFAULT_IMAGE_CACHE_CONTROL,
  IMAGE_CACHE_CONTROL,
  isDefaultImage,
  imageCacheControl,
} from './image-cache-control';
export type { ImageQuery, ImageRequestInput, ImageRequest, PdfPage } from './image-request';
export { MODULE_SIZE, PDF_PAGES, resolveImageRequest } from './image-request';

// Content payloads
export type { PayloadResult, PayloadFailure } from './payloads/payload-result';
export type { ContentType, CodeContent } from './payloads/build-payload';
export { CONTENT_TYPES, buildPayload } from './payloads/build-payload';
export type { UrlContent } from './payloads/url-payload';
export { buildUrlPayload } from './payloads/url-payload';
export type { VcardContent } from './payloads/vcard-payload';
export { buildVcardPayload, escapeVcardText } from './payloads/vcard-payload';
export type { WifiContent, WifiEncryption, WifiNetwork } from './payloads/wifi-payload';
export { WIFI_ENCRYPTIONS, buildWifiPayload, parseWifiPayload, escapeWifiText } from './payloads/wifi-payload';
export type { EmailContent } from './payloads/email-payload';
export { buildEmailPayload } from './payloads/email-payload';
export type { SmsContent } from './payloads/sms-payload';
export { buildSmsPayload } from './payloads/sms-payload';
export type { LocationContent } from './payloads/location-payload';
export { buildLocationPayload } from './payloads/location-payload';

// Platform: problem documents, cursors, roles (server foundation)
export type { ProblemType, ProblemCode, FieldError, ProblemDocument, ProblemInput } from './problem';
export { PROBLEM_TYPES, problemDocument, problemCodeForStatus } from './problem';
export type { CursorPosition, CursorDecodeResult } from './cursor';
export { encodeCursor, decodeCursor } from './cursor';
export type { Role, KeyKind, Action } from './roles';
export { ROLES, KEY_KINDS, ACTIONS, isRole, isKeyKind, can, roleRank, canGrantRole } from './roles';

// Platform: plan limits, API schemas of organizations, workspaces, keys, account and audit
// logs, and the OpenAPI document
export type {
  Plan,
  Limit,
  PlanLimitsRow,
  PlanLimitField,
  StoredLimitField,
  Usage,
  BillingMonth,
} from './plan-limits';
export {
  PLANS,
  PLAN_LIMITS,
  STORED_LIMIT_FIELDS,
  isPlan,
  effectiveLimit,
  exportCodeLimit,
  usage,
  billingMonth,
} from './plan-limits';
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

// Webhooks: signatures (X-SVC-Signature and Standard Webhooks), event types and subscription
// matching, the retry schedule, and the webhook API schemas
export type { WebhookBody, StandardWebhookInput, VerifyStandardWebhookInput } from './webhook-signature';
export {
  STANDARD_WEBHOOK_TOLERANCE_SECONDS,
  MIN_STANDARD_WEBHOOK_KEY_BYTES,
  standardWebhookKey,
  standardWebhookSecretProblem,
  signWebhookBody,
  verifyWebhookSignature,
  signStandardWebhook,
  verifyStandardWebhook,
} from './webhook-signature';
export type { WebhookEventType, WebhookSubscription } from './webhook-events';
export { EVENT_TYPES, ALL_EVENTS, SUBSCRIPTION_VALUES, isEventType, deliveredEventType, subscribes } from './webhook-events';
export {
  WEBHOOK_RETRY_DELAYS_MS,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_DEACTIVATION_THRESHOLD,
  nextRetryDelayMs,
  shouldDeactivate,
} from './webhook-retry';
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

// Scans: statistics window, Accept-Language, scan and statistics schemas
export type { ScanWindow, ScanWindowInput, ScanWindowResult } from './scan-window';
export { DEFAULT_STATS_DAYS, MAX_STATS_DAYS, MAX_STATS_RANGE_DAYS, resolveScanWindow, parseUtcDate, formatUtcDate } from './scan-window';
export { primaryLanguage } from './primary-language';
export { pickLocale } from './pick-locale';
export { MIN_ACCENT_CONTRAST, readableAccent } from './readable-accent';
export type { DeviceType, ScanStatsQuery, ScanStats, Scan, ListScansQuery } from './schemas/scans';
export { DEVICE_TYPES, UNKNOWN_COUNTRY, scanStatsQuerySchema, scanStatsSchema, scanSchema, listScansQuerySchema } from './schemas/scans';

// GS1 identifiers: GTIN check digit and normalization, AI 10/21/22 values (character set 82),
// Digital Link URIs and element strings (dpp.md, "Identifiers")
export type { Gs1Field, Gs1Failure, Gs1Result } from './gs1/gs1-result';
export { GTIN_LENGTHS, GTIN_14_LENGTH, gs1CheckDigit, parseGtin, isGtin } from './gs1/gtin';
export { CHARACTER_SET_82, isCharacterSet82 } from './gs1/character-set-82';
export type { GtinQualifier, QualifierField, QualifierAi } from './gs1/key-qualifiers';
export { GTIN_QUALIFIERS, MAX_QUALIFIER_LENGTH, qualifierByAi, qualifierByField, parseQualifierValue } from './gs1/key-qualifiers';
export type { Gs1Identifier, Gs1IdentifierInput } from './gs1/gs1-identifier';
export { parseGs1Identifier, sameGs1Key } from './gs1/gs1-identifier';
export type { ParsedDigitalLinkPath, ParsedDigitalLink } from './gs1/digital-link';
export {
  GTIN_AI,
  encodeDigitalLinkValue,
  buildDigitalLinkPath,
  buildDigitalLink,
  parseDigitalLinkPath,
  parseDigitalLink,
} from './gs1/digital-link';
export type { AiElement } from './gs1/ai-compression';
export { compressAiElements, decompressAiElements } from './gs1/ai-compression';
export type { DecompressedDigitalLink } from './gs1/compressed-digital-link';
export { compressDigitalLink, compressDigitalLinkPath, decompressDigitalLinkPath } from './gs1/compressed-digital-link';
export { buildElementString, parseElementString } from './gs1/element-string';
export { walkUpIdentifiers } from './gs1/walk-up';
export type { IdentifierSummary } from './gs1/identifier-summary';
export { identifierSummary } from './gs1/identifier-summary';
export type { ResolverDescription, SupportedLinkTypeNamespace } from './gs1/resolver-description';
export { resolverDescription } from './gs1/resolver-description';

// Product passports: categories, status rules, link types, requirement tables and the
// compliance evaluator (dpp.md, "The passport resource", "Category requirements")
export type { PassportCategory, CategoryRegulation } from './passports/passport-categories';
export { PASSPORT_CATEGORIES, DEFAULT_PASSPORT_CATEGORY, CATEGORY_REGULATIONS, isPassportCategory } from './passports/passport-categories';
export type { PassportStatus } from './passports/passport-status';
export {
  PASSPORT_STATUSES,
  CREATABLE_PASSPORT_STATUSES,
  DEFAULT_PASSPORT_STATUS,
  passportStatusChangeError,
  passportStatusEvent,
  resolvesPublicly,
  identityIsMutable,
  isDeletable,
} from './passports/passport-status';
export type { PassportGranularity } from './passports/passport-granularity';
export { PASSPORT_GRANULARITIES, passportGranularity } from './passports/passport-granularity';
export type { PassportDocumentType } from './passports/document-types';
export { PASSPORT_DOCUMENT_TYPES } from './passports/document-types';
export { GS1_VOCABULARY, COMMON_GS1_LINK_TYPES, DEFAULT_LINK_TYPE, gs1LinkTypeTerm, normalizeLinkType, linkTypeIri } from './passports/link-types';
export type { LinkTitleLanguage } from './passports/link-titles';
export { LINK_TITLE_LANGUAGES, GS1_LINK_TYPE_TITLES, linkTitleLanguage, linkTypeTitle, passportPageTitle, titledLink } from './passports/link-titles';
export type { CheckSeverity, RequirementRule, Requirement, BatteryCategory } from './passports/category-requirements';
export {
  BATTERY_CATEGORIES,
  BATTERY_CATEGORY_NAMES,
  RECYCLED_CONTENT_MATERIALS,
  GENERIC_REQUIREMENTS,
  BATTERY_REQUIREMENTS,
  TEXTILE_REQUIREMENTS,
  ELECTRONICS_REQUIREMENTS,
  CATEGORY_REQUIREMENTS,
} from './passports/category-requirements';
export type { BatteryObligation } from './passports/battery-obligation';
export { INDUSTRIAL_PASSPORT_THRESHOLD_KWH, batteryEnergyKwh, batteryObligation } from './passports/battery-obligation';
export type { CompliancePassport, RequirementOutcome } from './passports/check-requirement';
export { checkRequirement, isYearMonthOrDate } from './passports/check-requirement';
export type { ComplianceStatus, ComplianceCheck, ComplianceReport, ComplianceSummary, ComplianceInput } from './passports/evaluate-compliance';
export { COMPLIANCE_STATUSES, evaluateCompliance, complianceSummary } from './passports/evaluate-compliance';

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
export type { PassportManufacturer, PassportDocument, PassportLink, PassportBody } from './passports/passport-body';
export { MANUFACTURER_FIELDS, completeManufacturer, completeDocument, completeLink, passportBodyFromCreate } from './passports/passport-body';
export type { PassportPatchResult } from './passports/apply-passport-patch';
export { applyPassportPatch } from './passports/apply-passport-patch';

// Product passports on the resolver: link choice (linkType, Accept-Language, defaultLink),
// the public projection and the linkset (dpp.md, "The resolver")
export type { SelectableLink, LinkSelection } from './passports/select-link';
export { passportDefaultLink, resolverDefaultLink, selectPassportLink, selectResolverLink } from './passports/select-link';
export type { PublicPassport } from './passports/public-passport';
export { PUBLIC_PASSPORT_FIELDS, publicAttributes, publicPassport } from './passports/public-passport';
export type { LinksetTarget, Linkset, LinksetLevel } from './passports/build-linkset';
export { LINKSET_MEDIA_TYPE, GS1_LINKSET_CONTEXT, LINKSET_CONTEXT_LINK, buildLinkset, linksetLinkHeader } from './passports/build-linkset';
export { JSON_LD_MEDIA_TYPE, passportJsonLd } from './passports/passport-json-ld';
export { ATTRIBUTE_UNITS } from './passports/attribute-units';
export type { DerivedPassportFields } from './passports/derived-passport-fields';
export { derivedPassportFields } from './passports/derived-passport-fields';

// Product passports: import rows (dotted CSV/XLSX columns) and the category templates
// (dpp.md, "POST /dpp/import", "GET /dpp/import/templates/{category}")
export type { ImportRowResult } from './passports/import-row';
export { EMPTY_LIST_CELL, unknownImportColumns, importColumnOf, importRowToBody } from './passports/import-row';
export type { TemplateRequirement, TemplateColumn } from './passports/import-template';
export { templateColumns } from './passports/import-template';

// Link controls: destination rules and their matcher, password and scan limits.
// Separate from createCodeSchema/updateCodeSchema until the server handles the fields.
// UTM parameters of dynamic url codes
export type { UtmKey, Utm, PresentedUtm, UtmInput } from './utm/utm';
export { UTM_KEYS, MAX_UTM_VALUE_LENGTH, utmValueSchema, utmInputSchema, utmSchema, unknownUtmKey, mergeUtm, presentUtm, appendUtm } from './utm/utm';

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
export { ruleOperatingSystem } from './link-rules/rule-operating-system';
export type { RuleVisit, CompiledRules, RuleMatcher } from './link-rules/rule-matcher';
export { createRuleMatcher, matchRule } from './link-rules/rule-matcher';

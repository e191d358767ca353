// @quietzone/core — pure domain rules. No I/O, no clock, no randomness: callers pass them in.

// Colors
export type { Rgb, Color, CmykPercent } from './color';
export { CMYK_COLOR_PATTERN, cmykToRgb, formatCmykColor, isCmykPercent, parseCmykColor } from './cmyk-color';
export {
  BLACK,
  WHITE,
  HEX_COLOR_PATTERN,
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

// Print sizes: the module edge's bounds and the named sheets, in millimetres
export { MODULE_MM, SHEET_PAGES_MM } from './print-sizes';
export type { OutputCondition, PdfxLevel } from './pdfx-levels';
export type { ModuleOnPress, PressCheck } from './press-module';
export { MIN_DEVICE_PIXELS, MIN_MODULE_MM, moduleOnPress, moduleSizeWarning } from './press-module';
export { OUTPUT_CONDITION_NAMES, PDFX_LEVELS } from './pdfx-levels';

// Error correction
export type { ErrorCorrection } from './error-correction';
export { ERROR_CORRECTION_LEVELS, DEFAULT_ERROR_CORRECTION, parseErrorCorrection } from './error-correction';
export type { Symbology } from './symbology';
export { SYMBOLOGIES, DEFAULT_SYMBOLOGY, parseSymbology } from './symbology';

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

// Appearance
export type { StoredAppearance, AppearanceInput, AppearanceKey, StyleKey, AppearanceFailure, AppearanceMergeResult, DrawnStyle } from './appearance';
export {
  DEFAULT_APPEARANCE,
  APPEARANCE_KEYS,
  STYLE_KEYS,
  mergeAppearance,
  effectiveColors,
  presentAppearance,
  hasStoredColors,
  isStyled,
  drawnStyle,
} from './appearance';
export type { ModuleShape, FinderOuterShape, FinderInnerShape, GradientType, StoredFinderShape, StoredGradient } from './appearance-style';
export { MODULE_SHAPES, FINDER_OUTER_SHAPES, FINDER_INNER_SHAPES, GRADIENT_TYPES, GRADIENT_LIMITS } from './appearance-style';
export type { DrawnColor, AppearanceContrast } from './appearance-contrast';
export { drawnColors, checkAppearanceContrast } from './appearance-contrast';
export type { ScanMarginIssue, ScanVerdict, AppearanceIssue } from './scan-margin';
export { failedScanConditions, scanMarginIssue, scanFailureMessage } from './scan-margin';

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

// Platform: plan limits (their API schemas are on @quietzone/core/schemas)
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

// Webhooks: secret rules, event types and subscription matching, the retry schedule (signatures,
// which need node:crypto, are on @quietzone/core/node; the webhook API schemas on /schemas)
export { MIN_STANDARD_WEBHOOK_KEY_BYTES, standardWebhookKey, standardWebhookSecretProblem } from './webhook-secret';

// Approval: which code changes a caller's role must have approved first
export type { ApprovalCaller, HeldCodeField } from './code-approval';
export { CODE_PATCH_FIELD_APPROVAL, HELD_CODE_FIELDS, needsApproval, splitCodePatch } from './code-approval';
export type { FileExposure } from './file-approval';
export { fileChangeSeenByScans, fileSeenByScans } from './file-approval';
export type { WebhookEventType, WebhookSubscription } from './webhook-events';
export { EVENT_TYPES, ALL_EVENTS, SUBSCRIPTION_VALUES, isEventType, deliveredEventType, subscribes } from './webhook-events';
export {
  WEBHOOK_RETRY_DELAYS_MS,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_DEACTIVATION_THRESHOLD,
  nextRetryDelayMs,
  shouldDeactivate,
} from './webhook-retry';

// Scans: statistics window, Accept-Language; public pages' locale and accent color
export type { ScanWindow, ScanWindowInput, ScanWindowResult } from './scan-window';
export { DEFAULT_STATS_DAYS, MAX_STATS_DAYS, MAX_STATS_RANGE_DAYS, resolveScanWindow, parseUtcDate, formatUtcDate } from './scan-window';
export { primaryLanguage } from './primary-language';
export { pickLocale } from './pick-locale';
export { MIN_ACCENT_CONTRAST, readableAccent } from './readable-accent';

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
export type { PassportManufacturer, PassportDocument, PassportLink, PassportBody } from './passports/passport-body';
export { MANUFACTURER_FIELDS, completeManufacturer, completeDocument, completeLink, passportBodyFromCreate } from './passports/passport-body';

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
export { ruleOperatingSystem } from './link-rules/rule-operating-system';


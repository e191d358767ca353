import { payloadFailure, payloadOk, type PayloadResult } from './payload-result';

export interface UrlContent {
  readonly type: 'url';
  readonly url: string;
}

/**
 * A static url code encodes the URL itself (DESIGN.md), unchanged: scanners open exactly what
 * was given. Whether it is an acceptable http(s) URL is the creation schema's job.
 */
export function buildUrlPayload(content: UrlContent): PayloadResult {
  if (typeof content.url !== 'string' || content.url.trim() === '') return payloadFailure('url', 'url is required.');
  return payloadOk(content.url.trim());
}

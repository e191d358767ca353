import type { IncomingMessage } from 'node:http';
import type { H3Event } from 'h3';
import type { Config } from '../../config';
import { clientIp, nodeClientIp } from '../../scans/client-ip';
import type { VisitSource } from './request-visit';

type SourceConfig = Pick<Config, 'trustProxy' | 'countryHeader'>;

/** What a scan keeps of an h3 request: its address and three header strings (scans/scan-input.ts). */
export function eventVisitSource(event: H3Event, config: SourceConfig): VisitSource {
  const headers = event.req.headers;
  return {
    ip: clientIp(event, config),
    userAgent: headers.get('user-agent'),
    acceptLanguage: headers.get('accept-language'),
    countryHeader: config.countryHeader ? headers.get(config.countryHeader) : null,
  };
}

/**
 * The same of a request answered on node's own objects (http/node-fast-path.ts): node names
 * headers in lower case. It keeps the first of a repeated User-Agent where the fetch Headers
 * join them; a client that sends two is classified by its first.
 */
export function nodeVisitSource(request: IncomingMessage, config: SourceConfig): VisitSource {
  const headers = request.headers;
  return {
    ip: nodeClientIp(request, config),
    userAgent: headers['user-agent'] ?? null,
    acceptLanguage: headers['accept-language'] ?? null,
    countryHeader: config.countryHeader ? nodeHeader(request, config.countryHeader.toLowerCase()) : null,
  };
}

/** A header by its lower-case name as the fetch Headers read it (repeated values joined). */
export function nodeHeader(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

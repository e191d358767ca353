import { ImageCodeCache } from './images/image-code-cache';
import { DomainCache } from '../domains/domain-cache';
import { RENDERED_IMAGE_CACHE_MAX_BYTES, RENDERED_IMAGE_CACHE_MAX_ENTRY_BYTES, RenderedImageCache } from '../images/rendered-image-cache';
import { ResolverCache } from '../passports/resolver/resolver-cache';
import { RedirectCache } from './short-links/redirect-cache';
import type { CacheChange } from '../app/cache-change';

/**
 * Everything this process caches of codes and passports, for one app context: the short links'
 * records (dynamic codes, 60 s), the image routes' code lookups (60 s), the rendered image bytes
 * (by ETag, never stale) and the resolver's passports (60 s). Operations call a `forget…` method after their transaction commits, so
 * this process serves the new state at once; with PostgreSQL the change is also published to
 * the other processes (app/cache-sync.ts), which drop the same entries when it arrives —
 * without it (or while their listener is down) they catch up within the 60 s TTL.
 */
export class CodeCaches {
  readonly redirects = new RedirectCache();
  readonly imageCodes = new ImageCodeCache();
  readonly renderedImages = new RenderedImageCache(RENDERED_IMAGE_CACHE_MAX_BYTES, RENDERED_IMAGE_CACHE_MAX_ENTRY_BYTES);
  /** The GS1 resolver's answers per identifier (60 s). */
  readonly passports = new ResolverCache();
  /** Which workspace a request's Host belongs to, and each workspace's domain (60 s). */
  readonly domains = new DomainCache();
  /** Where a `forget…` is announced to the other processes (app/cache-sync.ts); none on PGlite. */
  private publish: ((change: CacheChange) => void) | undefined;

  /** Announces every later `forget…` through `publish`. */
  publishTo(publish: ((change: CacheChange) => void) | undefined): void {
    this.publish = publish;
  }

  /** After ANY committed change of a code its short link or image shows (status, url, A/B, landing page, expiry, logo, deletion). */
  forgetCode(shortCode: string): void {
    this.drop({ kind: 'code', id: shortCode });
  }

  /** After a workspace is archived (or its settings change): none of its codes may be served from here any more. */
  forgetWorkspace(workspaceId: string): void {
    this.drop({ kind: 'workspace', id: workspaceId });
  }

  /** After an organization is deleted: none of its codes may be served from here any more. */
  forgetOrganization(organizationId: string): void {
    this.drop({ kind: 'organization', id: organizationId });
  }

  /**
   * After a custom domain is set, cleared, verified or failed, or its workspace archived: which
   * host serves which workspace, and every URL built on it, may have changed. The resolver's
   * answers carry Digital Links on the domain, so they go too.
   */
  forgetDomains(): void {
    this.drop({ kind: 'domains' });
  }

  /** After ANY committed passport write: what a resolver path leads to may have changed. */
  forgetPassports(): void {
    this.drop({ kind: 'passports' });
  }

  /** A change made here: dropped here, and announced. */
  private drop(change: CacheChange): void {
    this.apply(change);
    this.publish?.(change);
  }

  /** A change announced by another process (or echoed back to this one: dropping twice is harmless). */
  apply(change: CacheChange): void {
    switch (change.kind) {
      case 'code':
        this.redirects.delete(change.id);
        this.imageCodes.delete(change.id);
        return;
      case 'workspace':
      case 'organization':
        this.forgetScope(change.kind, change.id);
        return;
      case 'passports':
        this.passports.clear();
        return;
      case 'domains':
        this.domains.clear();
        this.passports.clear();
        return;
    }
  }

  /** Every entry of one workspace or organization, and the domains: an archived workspace releases its domain (rare: the whole domain cache goes). */
  private forgetScope(scope: 'workspace' | 'organization', id: string): void {
    const [recordKey, rowKey] = scope === 'workspace' ? (['workspaceId', 'workspace_id'] as const) : (['organizationId', 'organization_id'] as const);
    this.redirects.deleteWhere((record) => record[recordKey] === id);
    this.imageCodes.deleteWhere((row) => row[rowKey] === id);
    this.passports.deleteWhere((row) => row[rowKey] === id);
    this.domains.clear();
  }

  /**
   * Drops every entry that may have changed: when announcements may have been missed (the
   * listener reconnected). Rendered images stay: they are keyed by their ETag, never stale.
   */
  forgetAll(): void {
    this.redirects.clear();
    this.imageCodes.deleteWhere(() => true);
    this.passports.clear();
    this.domains.clear();
  }
}

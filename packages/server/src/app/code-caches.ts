import { ImageCodeCache } from '../images/image-code-cache';
import { RENDERED_IMAGE_CACHE_MAX_BYTES, RENDERED_IMAGE_CACHE_MAX_ENTRY_BYTES, RenderedImageCache } from '../images/rendered-image-cache';
import { ResolverCache } from '../resolver/resolver-cache';
import { RedirectCache } from '../short-links/redirect-cache';

/**
 * Everything this process caches of codes and passports, for one app context: the short links'
 * records (dynamic codes, 60 s), the image routes' code lookups (60 s), the rendered image bytes
 * (by ETag, never stale) and the resolver's passports (60 s). Operations call a `forget…` method after their transaction commits, so
 * this process serves the new state at once; other processes catch up within the 60 s TTL.
 */
export class CodeCaches {
  readonly redirects = new RedirectCache();
  readonly imageCodes = new ImageCodeCache();
  readonly renderedImages = new RenderedImageCache(RENDERED_IMAGE_CACHE_MAX_BYTES, RENDERED_IMAGE_CACHE_MAX_ENTRY_BYTES);
  /** The GS1 resolver's answers per identifier (60 s). */
  readonly passports = new ResolverCache();

  /** After ANY committed change of a code its short link or image shows (status, url, A/B, landing page, expiry, logo, deletion). */
  forgetCode(shortCode: string): void {
    this.redirects.delete(shortCode);
    this.imageCodes.delete(shortCode);
  }

  /** After a workspace is archived: none of its codes may be served from here any more. */
  forgetWorkspace(workspaceId: string): void {
    this.redirects.deleteWhere((record) => record.workspaceId === workspaceId);
    this.imageCodes.deleteWhere((row) => row.workspace_id === workspaceId);
    this.passports.deleteWhere((row) => row.workspace_id === workspaceId);
  }

  /** After an organization is deleted: none of its codes may be served from here any more. */
  forgetOrganization(organizationId: string): void {
    this.redirects.deleteWhere((record) => record.organizationId === organizationId);
    this.imageCodes.deleteWhere((row) => row.organization_id === organizationId);
    this.passports.deleteWhere((row) => row.organization_id === organizationId);
  }

  /** After ANY committed passport write: what a resolver path leads to may have changed. */
  forgetPassports(): void {
    this.passports.clear();
  }
}

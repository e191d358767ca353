import { ImageCodeCache } from '../images/image-code-cache';
import { RENDERED_IMAGE_CACHE_MAX_BYTES, RENDERED_IMAGE_CACHE_MAX_ENTRY_BYTES, RenderedImageCache } from '../images/rendered-image-cache';
import { RedirectCache } from '../short-links/redirect-cache';

/**
 * Everything this process caches of codes, for one app context: the short links' records
 * (dynamic codes, 60 s), the image routes' code lookups (60 s) and the rendered image bytes (by
 * ETag, never stale). Operations call a `forget…` method after their transaction commits, so
 * this process serves the new state at once; other processes catch up within the 60 s TTL.
 */
export class CodeCaches {
  readonly redirects = new RedirectCache();
  readonly imageCodes = new ImageCodeCache();
  readonly renderedImages = new RenderedImageCache(RENDERED_IMAGE_CACHE_MAX_BYTES, RENDERED_IMAGE_CACHE_MAX_ENTRY_BYTES);

  /** After ANY committed change of a code its short link or image shows (status, url, A/B, landing page, expiry, logo, deletion). */
  forgetCode(shortCode: string): void {
    this.redirects.delete(shortCode);
    this.imageCodes.delete(shortCode);
  }

  /** After a workspace is archived: none of its codes may be served from here any more. */
  forgetWorkspace(workspaceId: string): void {
    this.redirects.deleteWhere((record) => record.workspaceId === workspaceId);
    this.imageCodes.deleteWhere((row) => row.workspace_id === workspaceId);
  }

  /** After an organization is deleted: none of its codes may be served from here any more. */
  forgetOrganization(organizationId: string): void {
    this.redirects.deleteWhere((record) => record.organizationId === organizationId);
    this.imageCodes.deleteWhere((row) => row.organization_id === organizationId);
  }
}

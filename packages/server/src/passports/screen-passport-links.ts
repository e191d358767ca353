import type { FieldError } from '@quietzone/core';
import type { AppContext } from '../app/app-context';
import { screenLinks } from '../codes/screen-links';
import { passportLinks } from './passport-links';

/**
 * The link-safety check of the document and link URLs a body brings (one lookup): the
 * 422 errors of unsafe ones. A URL the provider cannot classify now is accepted: the re-check
 * job (link-safety/) works on codes' links, so passports get no queued re-check.
 */
export async function unsafePassportLinkErrors(
  ctx: Pick<AppContext, 'config' | 'logger' | 'blocklists'>,
  fields: Parameters<typeof passportLinks>[0],
): Promise<readonly FieldError[]> {
  const screening = await screenLinks(ctx, passportLinks(fields));
  return screening.errors;
}

import { ApiError } from '../http/api-error';
import type { AppContext } from '../app/app-context';
import { assertPublicUrl, BlockedUrlError } from './assert-public-url';

/**
 * The SSRF guard of a webhook URL at create and PATCH (it runs again before every delivery):
 * a refused URL is 422 on `url`, and the reason is logged for the operator.
 */
export async function checkWebhookUrl(ctx: Pick<AppContext, 'config' | 'logger' | 'webhookTransport'>, url: string): Promise<void> {
  try {
    await assertPublicUrl(url, { allowPrivate: ctx.config.webhookAllowPrivateNetworks, lookup: ctx.webhookTransport.lookup });
  } catch (error) {
    if (!(error instanceof BlockedUrlError)) throw error;
    ctx.logger.info('webhook url refused', { reason: error.reason, detail: error.detail });
    throw new ApiError('validation', error.message, { errors: [{ field: 'url', message: error.message }] });
  }
}

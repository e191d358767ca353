/** The columns of a webhook its audit entries record (the secret never; its hint does). */
export const AUDITED_WEBHOOK_FIELDS = ['url', 'events', 'is_active'] as const;

import type { DeliveryAttemptRow } from './store/webhook-deliveries';

/** The contract's delivery log entry, plus delivery_id, event_id and error. */
export function deliveryAttemptResource(row: DeliveryAttemptRow) {
  return {
    id: row.id,
    delivery_id: row.delivery_id,
    event_id: row.event_id,
    event_type: row.event_type,
    status: row.status,
    status_code: row.status_code,
    response_time_ms: row.response_time_ms,
    attempt: row.attempt,
    error: row.error,
    created_at: row.created_at,
  };
}

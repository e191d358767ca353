import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../src/cursor';

describe('cursor', () => {
  it('round-trips (created_at, id) through an opaque base64url string', () => {
    const cursor = encodeCursor({ createdAt: '2024-05-01T10:00:00.123Z', id: 'key_äbc|x' });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual({ ok: true, position: { createdAt: '2024-05-01T10:00:00.123Z', id: 'key_äbc|x' } });
  });

  it('accepts legacy raw-timestamp cursors without an id', () => {
    expect(decodeCursor('2024-05-01T10:00:00Z')).toEqual({ ok: true, position: { createdAt: '2024-05-01T10:00:00.000Z', id: null } });
    expect(decodeCursor('2024-05-01T12:00:00.5+02:00')).toEqual({ ok: true, position: { createdAt: '2024-05-01T10:00:00.500Z', id: null } });
  });

  it('reports unreadable cursors as a value', () => {
    for (const bad of ['', '!!!', 'abc', encodeCursorOf('no-separator'), encodeCursorOf('2024-99-01T00:00:00Z|x'), encodeCursorOf('2024-05-01T10:00:00.000Z|')]) {
      expect(decodeCursor(bad)).toEqual({ ok: false, code: 'unreadable_cursor' });
    }
  });
});

function encodeCursorOf(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

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

  it('reads as unreadable what PostgreSQL could not compare: years outside 0001–9999 and U+0000 in the id', () => {
    for (const bad of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:30:00+01:00',
      '9999-12-31T23:59:59-05:00',
      encodeCursorOf('0000-06-01T00:00:00.000Z|key_x'),
      encodeCursorOf('2024-05-01T10:00:00.000Z|key_\u0000x'),
    ]) {
      expect(decodeCursor(bad)).toEqual({ ok: false, code: 'unreadable_cursor' });
    }
    expect(decodeCursor('0001-01-01T00:00:00Z')).toEqual({ ok: true, position: { createdAt: '0001-01-01T00:00:00.000Z', id: null } });
    expect(decodeCursor('9999-12-31T23:59:59.999Z')).toEqual({ ok: true, position: { createdAt: '9999-12-31T23:59:59.999Z', id: null } });
  });
});

function encodeCursorOf(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

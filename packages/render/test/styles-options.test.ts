import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkColors, renderQr, type RenderOptions } from '../src/index';

const CONTENT = 'https://example.com/quietzone';
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('style options', () => {
  it('the default style draws the plain code, byte for byte, in every format', async () => {
    for (const format of ['svg', 'png', 'pdf', 'eps'] as const) {
      const plain = sha(await renderQr(CONTENT, { format }));
      expect(sha(await renderQr(CONTENT, { format, modules: 'square' }))).toBe(plain);
      expect(sha(await renderQr(CONTENT, { format, modules: 'square', finder: { outer: 'square', inner: 'square' } }))).toBe(plain);
      expect(sha(await renderQr(CONTENT, { format, modules: 'dots' }))).not.toBe(plain);
    }
  });

  it('the same styled input gives the same bytes', async () => {
    const options = { modules: 'rounded', finder: { outer: 'circle', inner: 'diamond' }, finderColor: '#a01010', gradient: { type: 'linear', angle: 30, colors: ['#000', '#247', '#605'] } } as const;
    for (const format of ['svg', 'png', 'pdf', 'eps'] as const) {
      expect(sha(await renderQr(CONTENT, { format, ...options }))).toBe(sha(await renderQr(CONTENT, { format, ...options })));
    }
  });

  it('draws each color as one path, never an element per module', async () => {
    const svg = new TextDecoder().decode(await renderQr(CONTENT, { format: 'svg', modules: 'dots', finderColor: '#a01010' }));
    expect(svg.match(/<path /g)).toHaveLength(2);
    const gradient = new TextDecoder().decode(await renderQr(CONTENT, { format: 'svg', modules: 'dots', gradient: { type: 'radial', colors: ['#000', '#236'] } }));
    expect(gradient.match(/<path /g)).toHaveLength(1);
    expect(gradient).toContain('<radialGradient');
    expect(gradient).toContain('fill="url(#');
  });

  it('writes gradients as PDF shadings and EPS Level 3 shfill', async () => {
    const gradient = { type: 'linear', angle: 90, colors: ['#000000', '#1a4f8b', '#6b1f7a', '#003300'] } as const;
    const pdf = Buffer.from(await renderQr(CONTENT, { format: 'pdf', gradient })).toString('latin1');
    expect(pdf).toMatch(/\/Shading << \/Fg << \/ShadingType 2 \/ColorSpace \/DeviceCMYK/);
    expect(pdf).toContain('/FunctionType 3');
    const eps = new TextDecoder().decode(await renderQr(CONTENT, { format: 'eps', gradient: { type: 'radial', colors: ['#000', '#444'] } }));
    expect(eps).toContain('%%LanguageLevel: 3');
    // Gray stops stay on the black plate, as a gray foreground does.
    expect(eps).toMatch(/\/ShadingType 3 \/ColorSpace \/DeviceGray/);
    expect(eps).toContain('shfill');
  });

  const invalid: [string, Partial<RenderOptions> | Record<string, unknown>, ErrorConstructor, RegExp][] = [
    ['an unknown module shape', { modules: 'stars' }, TypeError, /^modules must be one of square, dots/],
    ['an unknown finder ring', { finder: { outer: 'star' } }, TypeError, /^finder\.outer must be one of/],
    ['an unknown finder centre', { finder: { inner: 'leaf' } }, TypeError, /^finder\.inner must be one of/],
    ['an unknown finder key', { finder: { middle: 'square' } }, TypeError, /^finder takes only outer and inner/],
    ['a finder that is no object', { finder: 'circle' }, TypeError, /^finder must be an object/],
    ['a bad finder color', { finderColor: 'red' }, TypeError, /^finderColor must be a hex color/],
    ['one gradient color', { gradient: { type: 'linear', colors: ['#000'] } }, RangeError, /^gradient\.colors must hold 2–4 colors, got 1/],
    ['five gradient colors', { gradient: { type: 'linear', colors: ['0', '1', '2', '3', '4'].map((d) => d.repeat(6)) } }, RangeError, /^gradient\.colors must hold 2–4/],
    ['a bad gradient color', { gradient: { type: 'linear', colors: ['#000', 'blue'] } }, TypeError, /^gradient\.colors\[1\] must be a hex color/],
    ['an unknown gradient type', { gradient: { type: 'conic', colors: ['#000', '#111'] } }, TypeError, /^gradient\.type must be one of linear, radial/],
    ['an angle out of range', { gradient: { type: 'linear', angle: 720, colors: ['#000', '#111'] } }, RangeError, /^gradient\.angle must be/],
    ['an angle on a radial gradient', { gradient: { type: 'radial', angle: 45, colors: ['#000', '#111'] } }, TypeError, /^gradient\.angle applies to a linear gradient only/],
    ['a gradient with a spot ink', { fg: { spot: 'PANTONE 286 C', cmyk: [100, 66, 0, 2] }, gradient: { type: 'linear', colors: ['#000', '#111'] } }, TypeError, /^gradient cannot be combined with a spot-color fg/],
  ];
  for (const [name, options, type, message] of invalid) {
    it(`refuses ${name}, naming the option`, async () => {
      const rendering = renderQr(CONTENT, { format: 'svg', ...(options as Partial<RenderOptions>) });
      await expect(rendering).rejects.toBeInstanceOf(type);
      await expect(rendering).rejects.toThrow(message);
    });
  }
});

describe('checkColors and strict with styles', () => {
  it('checks the finder color and every gradient color against the background, as fg', async () => {
    expect(checkColors({ finderColor: '#102030', gradient: { type: 'radial', colors: ['#000', '#123456'] } }).level).toBe('ok');
    const pale = checkColors({ finderColor: '#dddddd' });
    expect(pale.level).toBe('blocked');
    expect(pale.issues.map((issue) => issue.message)).toEqual([expect.stringMatching(/^finderColor: Contrast ratio/)]);
    const gradient = checkColors({ gradient: { type: 'linear', colors: ['#000', '#bbbbbb'] } });
    expect(gradient.level).toBe('critical');
    expect(gradient.issues.every((issue) => issue.message.startsWith('gradient.colors[1]: '))).toBe(true);
    const transparent = checkColors({ bg: 'transparent', finderColor: '#000' });
    expect(transparent.issues.filter((issue) => issue.code === 'transparent_background')).toHaveLength(1);
    await expect(renderQr(CONTENT, { format: 'svg', strict: true, gradient: { type: 'linear', colors: ['#000', '#bbb'] } })).rejects.toThrow(/^strict: low_contrast \(critical\): gradient\.colors\[1\]: /);
  });
});

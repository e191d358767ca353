import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { docBlocks, linkTargets, outputMatches } from './support/doc-blocks';

const fence = '```';

describe('docBlocks', () => {
  it('reads each block with its line, language and what the test does with it', () => {
    const markdown = [
      '# Title',
      `${fence}sh`,
      'echo hi',
      fence,
      `${fence}text output`,
      'hi',
      fence,
      `${fence}json writes=body.json`,
      '{}',
      fence,
      `${fence}ts file=packages/render/examples/render-example.ts`,
      'const x = 1;',
      fence,
      '<!-- not-run: installs from the registry -->',
      `${fence}sh`,
      'npm i x',
      fence,
      `${fence}caddy`,
      'example.com',
      fence,
      `${fence}ts`,
      'console.log(1);',
      fence,
    ].join('\n');
    expect(docBlocks(markdown).map(({ line, language, body, action }) => ({ line, language, body, action }))).toEqual([
      { line: 2, language: 'sh', body: 'echo hi\n', action: { kind: 'shell' } },
      { line: 5, language: 'text', body: 'hi\n', action: { kind: 'output' } },
      { line: 8, language: 'json', body: '{}\n', action: { kind: 'writes', file: 'body.json' } },
      { line: 11, language: 'ts', body: 'const x = 1;\n', action: { kind: 'excerpt', file: 'packages/render/examples/render-example.ts' } },
      { line: 15, language: 'sh', body: 'npm i x\n', action: { kind: 'not-run', reason: 'installs from the registry' } },
      { line: 18, language: 'caddy', body: 'example.com\n', action: { kind: 'unmarked' } },
      { line: 21, language: 'ts', body: 'console.log(1);\n', action: { kind: 'script' } },
    ]);
  });

  it('calls a block without a language unmarked', () => {
    expect(docBlocks(`${fence}\nplain\n${fence}\n`)[0]!.action).toEqual({ kind: 'unmarked' });
  });
});

describe('outputMatches', () => {
  it('accepts any output as its own expectation, however it is wrapped', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.nat(), { maxLength: 5 }), (text, breaks) => {
        const clean = text.replaceAll('…', '');
        let wrapped = clean;
        for (const at of breaks) wrapped = `${wrapped.slice(0, at % (wrapped.length + 1))}\n ${wrapped.slice(at % (wrapped.length + 1))}`;
        expect(outputMatches(wrapped, clean)).toEqual({ ok: true });
      }),
    );
  });

  it('lets … stand for any left-out part, and no more', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), fc.string({ minLength: 1 }), (head, middle, tail) => {
        const [a, b, c] = [head, middle, tail].map((part) => part.replaceAll('…', '').replace(/\s/g, 'x'));
        if (!a || !c) return;
        expect(outputMatches(`${a}…${c}`, `${a}${b}${c}`)).toEqual({ ok: true });
      }),
    );
  });

  it('refuses output that lacks a piece, or has the pieces in another order', () => {
    expect(outputMatches('302 https://example.com/app', '302 https://example.com/other')).toEqual({ ok: false, missing: '302https://example.com/app' });
    expect(outputMatches('first … second', 'second first')).toEqual({ ok: false, missing: 'second' });
  });
});

describe('linkTargets', () => {
  it('finds links and images in prose, not in code', () => {
    const markdown = ['See [a](docs/a.md) and ![b](b.png "B").', '`[c](not-a-link.md)`', fence, '[d](in-code.md)', fence].join('\n');
    expect(linkTargets(markdown)).toEqual(['docs/a.md', 'b.png']);
  });
});

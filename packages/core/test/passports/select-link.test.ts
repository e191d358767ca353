import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PassportLink } from '../../src/passports/passport-body';
import { passportDefaultLink, resolverDefaultLink, selectPassportLink, selectResolverLink } from '../../src/passports/select-link';

// Link lists are short; 500 runs cover every mix of types, languages and defaults.
const RUNS = 500;

const link = (link_type: string, url: string, language: string | null = null, isDefault = false): PassportLink => ({
  link_type,
  url,
  title: null,
  language,
  default: isDefault,
});

const epilEn = link('gs1:epil', 'https://x/epil-en', 'en');
const epilDe = link('gs1:epil', 'https://x/epil-de', 'de');
const epilDeCh = link('gs1:epil', 'https://x/epil-de-ch', 'de-CH');
const epilFrDefault = link('gs1:epil', 'https://x/epil-fr', 'fr', true);
const pip = link('gs1:pip', 'https://x/pip');
const pipDefault = link('gs1:pip', 'https://x/pip-default', null, true);

const chosen = (selection: ReturnType<typeof selectPassportLink<PassportLink>>) => (selection.kind === 'link' ? selection.link.url : 'page');

describe('selectPassportLink', () => {
  const links = [epilEn, epilDe, epilDeCh, epilFrDefault, pip, pipDefault];

  it('picks the best Accept-Language match of the type, by q then exactness', () => {
    expect(chosen(selectPassportLink(links, 'gs1:epil', 'de-CH,de;q=0.9,en;q=0.8'))).toBe('https://x/epil-de-ch');
    expect(chosen(selectPassportLink(links, 'gs1:epil', 'de'))).toBe('https://x/epil-de');
    expect(chosen(selectPassportLink(links, 'gs1:epil', 'de-AT'))).toBe('https://x/epil-de');
    expect(chosen(selectPassportLink(links, 'gs1:epil', 'en;q=0.5, de;q=0.4'))).toBe('https://x/epil-en');
    expect(chosen(selectPassportLink(links, 'https://gs1.org/voc/epil', '*, en'))).toBe('https://x/epil-en');
    expect(chosen(selectPassportLink(links, 'gs1:epil', 'EN-gb'))).toBe('https://x/epil-en');
  });

  it('takes Accept-Language: * as no preference: the default of the type decides, as without the header', () => {
    expect(chosen(selectPassportLink(links, 'gs1:epil', '*'))).toBe('https://x/epil-fr');
    expect(chosen(selectPassportLink([epilDe, link('gs1:epil', 'https://x/epil-none', null, true)], 'gs1:epil', '*'))).toBe('https://x/epil-none');
  });

  it('accepts the link type in either GS1 namespace and the default link in any form', () => {
    expect(chosen(selectPassportLink(links, 'https://ref.gs1.org/voc/epil', 'de'))).toBe('https://x/epil-de');
    expect(chosen(selectPassportLink(links, 'https://ref.gs1.org/voc/defaultLink'))).toBe('https://x/pip-default');
  });

  it('falls back to the default link of the type, then to the first listed', () => {
    expect(chosen(selectPassportLink(links, 'gs1:epil', 'it'))).toBe('https://x/epil-fr');
    expect(chosen(selectPassportLink(links, 'gs1:epil', null))).toBe('https://x/epil-fr');
    expect(chosen(selectPassportLink([epilEn, epilDe], 'gs1:epil', 'it, en;q=0'))).toBe('https://x/epil-en');
  });

  it('answers a type the passport lacks, or gs1:defaultLink, with the overall default', () => {
    expect(chosen(selectPassportLink(links, 'gs1:recyclingInfo', 'en'))).toBe('https://x/pip-default');
    expect(chosen(selectPassportLink(links, 'gs1:defaultLink'))).toBe('https://x/pip-default');
    expect(chosen(selectPassportLink(links, 'not a type'))).toBe('https://x/pip-default');
    expect(chosen(selectPassportLink([epilEn, pip], 'gs1:dpp'))).toBe('https://x/pip');
    expect(chosen(selectPassportLink([epilEn], 'gs1:dpp'))).toBe('page');
    expect(chosen(selectPassportLink([], 'gs1:pip'))).toBe('page');
  });

  it('always answers a link of the requested type when the passport has one', () => {
    const types = fc.constantFrom('gs1:pip', 'gs1:epil', 'gs1:safetyInfo');
    const arbitraryLink = fc.record({
      link_type: types,
      url: fc.webUrl(),
      title: fc.constant(null),
      language: fc.option(fc.constantFrom('en', 'de', 'de-CH', 'fr'), { nil: null }),
      default: fc.boolean(),
    });
    const header = fc.option(fc.constantFrom('en', 'de-CH,de;q=0.9', '*', 'fr;q=0.1, en;q=0', 'xx'), { nil: null });
    fc.assert(
      fc.property(fc.array(arbitraryLink, { maxLength: 6 }), types, header, (list, type, acceptLanguage) => {
        const selection = selectPassportLink(list, type, acceptLanguage);
        if (list.some((entry) => entry.link_type === type)) {
          expect(selection.kind === 'link' && selection.link.link_type).toBe(type);
        } else {
          expect(selection.kind === 'link' ? selection.link : undefined).toBe(passportDefaultLink(list));
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('selectResolverLink over levels (serial, then lot, then model)', () => {
  const serialDpp = link('gs1:dpp', 'https://x/serial-dpp');
  const modelDpp = link('gs1:dpp', 'https://x/model-dpp');
  const modelEpil = link('gs1:epil', 'https://x/model-epil');
  const lotPip = link('gs1:pip', 'https://x/lot-pip');
  const modelPip = link('gs1:pip', 'https://x/model-pip', null, true);

  it('answers a type from the most granular level that has it, and walks up for one only a higher level has', () => {
    const levels = [[serialDpp], [lotPip], [modelDpp, modelEpil, modelPip]];
    expect(chosen(selectResolverLink(levels, 'gs1:dpp'))).toBe('https://x/serial-dpp');
    expect(chosen(selectResolverLink(levels, 'gs1:epil'))).toBe('https://x/model-epil');
    expect(chosen(selectResolverLink(levels, 'gs1:recyclingInfo'))).toBe('https://x/lot-pip');
    expect(chosen(selectResolverLink([[serialDpp], []], 'gs1:recyclingInfo'))).toBe('page');
    expect(resolverDefaultLink(levels)).toBe(lotPip);
  });

  it('is selectPassportLink level by level: the first level with a link of the type decides', () => {
    const types = fc.constantFrom('gs1:pip', 'gs1:epil', 'gs1:dpp');
    const arbitraryLink = fc.record({ link_type: types, url: fc.webUrl(), title: fc.constant(null), language: fc.option(fc.constantFrom('en', 'de'), { nil: null }), default: fc.boolean() });
    // Three levels at most: serial, lot, model.
    fc.assert(
      fc.property(fc.array(fc.array(arbitraryLink, { maxLength: 4 }), { minLength: 1, maxLength: 3 }), types, fc.option(fc.constantFrom('en', 'de', '*'), { nil: null }), (levels, type, acceptLanguage) => {
        const owner = levels.find((links) => links.some((entry) => entry.link_type === type));
        const expected = owner === undefined ? resolverDefaultLink(levels) : (selectPassportLink(owner, type, acceptLanguage) as { link: PassportLink }).link;
        const selection = selectResolverLink(levels, type, acceptLanguage);
        expect(selection.kind === 'link' ? selection.link : undefined).toBe(expected);
      }),
      { numRuns: RUNS },
    );
  });
});

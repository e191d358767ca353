/**
 * The tables GS1 Digital Link compression reads (GS1 Digital Link: Compression, the tables
 * GS1's reference toolkit calls P, F and Opt): how many digits an AI has, how its value is
 * laid out, and the one-byte codes that stand for a common sequence of AIs.
 *
 * AI formats are the GS1 General Specifications' AI table as the reference toolkit lays it out
 * (where the two differ, as for 8007 or 7230, the toolkit's layout, since the bits must match).
 * AIs whose value mixes a numeric and an alphanumeric part (235, 253, 421, 7030–7040, 8003)
 * are left out: the toolkit writes their alphanumeric part twice, so no compressed form of them
 * is shared between implementations. An AI outside the table is refused when compressing and
 * makes a decompression fail.
 */

/** One part of an AI's value: numeric (`N`) or set-82 (`X`), of a fixed length or up to a maximum. */
export type ValuePart = { readonly kind: 'N' | 'X'; readonly fixed: number } | { readonly kind: 'N' | 'X'; readonly max: number };

/**
 * The number of digits of every AI, by its first two (GS1 General Specifications §3.2): 2 for
 * `01`, 3 for every `23x`–`25x`, 4 for every `31xx`… A pair outside this table starts no AI.
 */
export const AI_LENGTH_BY_PREFIX: Readonly<Record<string, 2 | 3 | 4>> = {
  '00': 2, '01': 2, '02': 2, '10': 2, '11': 2, '12': 2, '13': 2, '15': 2, '16': 2, '17': 2, '20': 2, '21': 2, '22': 2,
  '23': 3, '24': 3, '25': 3, '30': 2, '31': 4, '32': 4, '33': 4, '34': 4, '35': 4, '36': 4, '37': 2, '39': 4,
  '40': 3, '41': 3, '42': 3, '43': 4, '70': 4, '71': 3, '72': 4, '80': 4, '81': 4, '82': 4,
  '90': 2, '91': 2, '92': 2, '93': 2, '94': 2, '95': 2, '96': 2, '97': 2, '98': 2, '99': 2,
};

const N = (fixed: number): ValuePart => ({ kind: 'N', fixed });
const NV = (max: number): ValuePart => ({ kind: 'N', max });
const X = (fixed: number): ValuePart => ({ kind: 'X', fixed });
const XV = (max: number): ValuePart => ({ kind: 'X', max });

/** AIs named one by one. */
const FORMATS: Readonly<Record<string, readonly ValuePart[]>> = {
  '00': [N(18)], '01': [N(14)], '02': [N(14)],
  '10': [XV(20)], '21': [XV(20)], '22': [XV(20)],
  '11': [N(6)], '12': [N(6)], '13': [N(6)], '15': [N(6)], '16': [N(6)], '17': [N(6)],
  '20': [N(2)], '30': [NV(8)], '37': [NV(8)],
  '240': [XV(30)], '241': [XV(30)], '242': [NV(6)], '243': [XV(20)], '250': [XV(30)], '251': [XV(30)], '254': [XV(20)], '255': [N(13), NV(12)],
  '400': [XV(30)], '401': [XV(30)], '402': [N(17)], '403': [XV(30)],
  '410': [N(13)], '411': [N(13)], '412': [N(13)], '413': [N(13)], '414': [N(13)], '415': [N(13)], '416': [N(13)], '417': [N(13)],
  '420': [XV(20)],
  '4300': [XV(35)], '4301': [XV(35)], '4302': [XV(70)], '4303': [XV(70)], '4304': [XV(70)], '4305': [XV(70)], '4306': [XV(70)], '4307': [X(2)],
  '4308': [XV(30)], '4309': [N(20)], '4310': [XV(35)], '4311': [XV(35)], '4312': [XV(70)], '4313': [XV(70)], '4314': [XV(70)], '4315': [XV(70)],
  '4316': [XV(70)], '4317': [X(2)], '4318': [XV(20)], '4319': [XV(30)], '4320': [XV(35)], '4321': [N(1)], '4322': [N(1)], '4323': [N(1)],
  '4324': [N(10)], '4325': [N(10)], '4326': [N(6)],
  '710': [XV(20)], '711': [XV(20)], '712': [XV(20)], '713': [XV(20)], '714': [XV(20)], '422': [N(3)], '423': [N(3), NV(12)], '424': [N(3)], '425': [N(3), NV(12)], '426': [N(3)], '427': [XV(3)],
  '7001': [N(13)], '7002': [XV(30)], '7003': [N(10)], '7004': [NV(4)], '7005': [XV(12)], '7006': [N(6)], '7007': [N(6), NV(6)],
  '7008': [XV(3)], '7009': [XV(10)], '7010': [XV(2)], '7020': [XV(20)], '7021': [XV(20)], '7022': [XV(20)], '7023': [XV(30)],
  '8001': [N(14)], '8002': [XV(20)], '8004': [XV(30)], '8005': [N(6)], '8006': [N(18)], '8007': [XV(24)], '8008': [N(8), NV(4)],
  '8010': [XV(30)], '8011': [NV(12)], '8012': [XV(20)], '8013': [XV(30)], '8017': [N(18)], '8018': [N(18)], '8019': [NV(10)],
  '8009': [XV(50)], '8020': [XV(25)], '8026': [N(18)], '8110': [XV(70)], '8111': [N(4)], '8112': [XV(70)], '8200': [XV(70)], '90': [XV(30)],
  '7240': [XV(20)],
};

/**
 * The value layout of `ai`, or undefined for an AI outside the table. Ranges: the measures
 * 3100–3695 (six digits, the last AI digit the decimal point, 0–5), the amounts and prices
 * 3900–3939 (with an ISO 4217 currency in 391x and 393x), 3940–3943 and 3950–3959, and the
 * company-internal 91–99 (up to 90 characters).
 */
export function aiValueFormat(ai: string): readonly ValuePart[] | undefined {
  const named = FORMATS[ai];
  if (named) return named;
  if (/^3[1-6][0-9][0-5]$/.test(ai)) return [N(6)];
  if (/^39[02][0-9]$/.test(ai)) return [NV(15)];
  if (/^39[13][0-9]$/.test(ai)) return [N(3), NV(15)];
  if (/^394[0-3]$/.test(ai)) return [N(4)];
  if (/^395[0-9]$/.test(ai)) return [N(6)];
  if (/^723[0-9]$/.test(ai)) return [XV(30)];
  if (/^9[1-9]$/.test(ai)) return [XV(90)];
  return undefined;
}

/**
 * The two-hex-digit codes that stand for a sequence of AIs, each value following in that
 * order (the Compression standard's optimisation table; these codes cannot begin an AI,
 * since an AI's first two digits are decimal). Listed in the reference toolkit's order, which
 * breaks ties when the compressor picks among them.
 */
export const AI_SEQUENCE_CODES: readonly (readonly [code: string, ais: readonly string[]])[] = [
  ['0A', ['01', '22']], ['0B', ['01', '10']], ['0C', ['01', '21']], ['0D', ['01', '17']], ['0E', ['01', '7003']], ['0F', ['01', '30']],
  ['1A', ['01', '10', '21', '17']], ['1B', ['01', '15']], ['1C', ['01', '11']], ['1D', ['01', '16']], ['1E', ['01', '91']], ['1F', ['01', '10', '15']],
  ['2A', ['01', '3100']], ['2B', ['01', '3101']], ['2C', ['01', '3102']], ['2D', ['01', '3103']], ['2E', ['01', '3104']], ['2F', ['01', '3105']],
  ['3A', ['01', '3200']], ['3B', ['01', '3201']], ['3C', ['01', '3202']], ['3D', ['01', '3203']], ['3E', ['01', '3204']], ['3F', ['01', '3205']],
  ['9A', ['8010', '8011']], ['9B', ['8017', '8019']], ['9C', ['8018', '8019']], ['9D', ['414', '254']],
  ['A0', ['01', '3920']], ['A1', ['01', '3921']], ['A2', ['01', '3922']], ['A3', ['01', '3923']], ['A4', ['01', '3924']],
  ['A5', ['01', '3925']], ['A6', ['01', '3926']], ['A7', ['01', '3927']], ['A8', ['01', '3928']], ['A9', ['01', '3929']],
  ['C0', ['255', '3900']], ['C1', ['255', '3901']], ['C2', ['255', '3902']], ['C3', ['255', '3903']], ['C4', ['255', '3904']],
  ['C5', ['255', '3905']], ['C6', ['255', '3906']], ['C7', ['255', '3907']], ['C8', ['255', '3908']], ['C9', ['255', '3909']],
  ['CA', ['255', '3940']], ['CB', ['255', '3941']], ['CC', ['255', '3942']], ['CD', ['255', '3943']],
];

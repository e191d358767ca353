/**
 * GS1 AI encodable character set 82 (GS1 General Specifications §7.11, Figure 7.11-1): the
 * characters alphanumeric AIs such as 10 (batch/lot), 21 (serial) and 22 (CPV) may hold.
 */

/** Every character of set 82, in the order of the standard's table. */
export const CHARACTER_SET_82 = `!"%&'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz`;

const SET_82_STRING = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]*$/;

export function isCharacterSet82(value: string): boolean {
  return SET_82_STRING.test(value);
}

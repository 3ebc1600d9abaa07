/**
 * What free text typed by a person (names, addresses, messages, comments)
 * may contain, wherever it is entered: no control characters (C0, DEL, C1),
 * no bidirectional overrides, isolates or marks (U+202A–U+202E,
 * U+2066–U+2069, U+200E, U+200F, U+061C: they make text read differently
 * from how it is stored, e.g. in an invoice address or a message to customer
 * service) and no invisible characters (U+200B–U+200D, U+2060, U+FEFF: they
 * make two different texts look the same). Single-line text allows no line
 * or paragraph breaks either; multi-line text allows tabs and line breaks.
 */

const CONTROL_EXCEPT_BREAKS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';
const BREAKS = '\\u0009\\u000A\\u000D\\u2028\\u2029';
const BIDIRECTIONAL = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';
const INVISIBLE = '\\u200B-\\u200D\\u2060\\uFEFF';

/** A line of text with none of the refused characters. */
export const SINGLE_LINE_TEXT = new RegExp(`^[^${CONTROL_EXCEPT_BREAKS}${BREAKS}${BIDIRECTIONAL}${INVISIBLE}]*$`);

/** Text of several lines (tabs and line breaks allowed) with none of the other refused characters. */
export const MULTI_LINE_TEXT = new RegExp(`^[^${CONTROL_EXCEPT_BREAKS}\\u2028\\u2029${BIDIRECTIONAL}${INVISIBLE}]*$`);

export function isAllowedText(text: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT).test(text);
}

/** What a person is told when a field holds a refused character; `field` is its Polish name as a subject (e.g. „ulica”). */
export function refusedTextMessage(field: string, multiline = false): string {
  return `${field} nie może zawierać znaków sterujących${multiline ? '' : ', podziałów wiersza'}, znaków zmiany kierunku tekstu ani znaków niewidocznych`;
}

const REFUSED_IN_LINE = new RegExp(`[${CONTROL_EXCEPT_BREAKS}${BREAKS}${BIDIRECTIONAL}${INVISIBLE}]+`, 'g');

/**
 * A single line from another party (an external identity provider's name
 * claim), which cannot be sent back to be corrected: refused characters go,
 * a break becomes a space.
 */
export function cleanLine(text: string): string {
  return text
    .replace(REFUSED_IN_LINE, (run) => (/[\u0009\u000A\u000D\u2028\u2029]/.test(run) ? ' ' : ''))
    .replace(/ {2,}/g, ' ')
    .trim();
}

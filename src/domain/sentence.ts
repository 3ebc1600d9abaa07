/** „pole nie może być puste” → „Pole nie może być puste.”: a validation message shown on its own, beside a field. */
export function asSentence(text: string): string {
  return `${text.charAt(0).toLocaleUpperCase('pl-PL')}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;
}

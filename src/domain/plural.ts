/**
 * Polish plural forms of a counted noun: 1 urządzenie, 2–4 urządzenia
 * (22–24, 32–34…), 0 and 5+ urządzeń (12–14 too, and 112–114).
 */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
}

export function pluralForm(count: number, forms: PluralForms): string {
  const n = Math.abs(Math.trunc(count));
  if (n === 1) return forms.one;
  const last = n % 10;
  const lastTwo = n % 100;
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? forms.few : forms.many;
}

/** The count with its noun: „1 urządzenie”, „3 urządzenia”, „5 urządzeń”. */
export function countOf(count: number, forms: PluralForms): string {
  return `${count} ${pluralForm(count, forms)}`;
}

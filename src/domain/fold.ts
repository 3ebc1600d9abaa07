/**
 * Lower case without diacritics: „Płatność” → „platnosc”, so what a person
 * types without Polish letters still matches (NFD drops the combining marks;
 * ł has none, so it is mapped by hand).
 */
export function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l');
}

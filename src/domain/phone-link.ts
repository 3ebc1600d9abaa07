/** A Polish number as a dialable tel: URL with the country code: "801 234 567" → "tel:+48801234567". */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^(00)?48(?=\d{9}$)/, '');
  return `tel:+48${digits}`;
}

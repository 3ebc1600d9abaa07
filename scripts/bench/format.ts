/** Bytes as kilobytes (1 kB = 1000 B), one decimal. */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Rates, seconds and ratios: one decimal. */
export const oneDecimal = (n: number) => n.toFixed(1);

/** A plain text table: each column padded to its widest cell; the first `textColumns` columns left-aligned, figures right-aligned. */
export function table(header: readonly string[], rows: readonly (readonly string[])[], textColumns = 1): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    widths
      .map((w, i) => (i < textColumns ? (cells[i] ?? '').padEnd(w) : (cells[i] ?? '').padStart(w)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

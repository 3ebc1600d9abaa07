const sizeFormat = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 });

/** The file type from the url's extension ("PDF"), or null when it has none. */
export function fileType(url: string): string | null {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const ext = /\.([a-z0-9]{1,5})$/i.exec(path)?.[1];
  return ext ? ext.toUpperCase() : null;
}

/** 245 → "245 kB", 1536 → "1,5 MB". */
export function fileSize(sizeKb: number): string {
  return sizeKb < 1024 ? `${Math.max(1, Math.round(sizeKb))} kB` : `${sizeFormat.format(sizeKb / 1024)} MB`;
}

/** What a reader wants to know before downloading: „PDF, 245 kB”; '' when nothing is known. */
export function fileLabel(file: { url: string; sizeKb?: number | undefined }): string {
  return [fileType(file.url), file.sizeKb === undefined ? null : fileSize(file.sizeKb)].filter(Boolean).join(', ');
}

import { describe, expect, it } from 'vitest';
import { fileLabel } from './file-label.ts';

describe('fileLabel', () => {
  it('names the type and the size in kB', () => {
    expect(fileLabel({ url: '/dokumenty/regulamin-uslug.pdf', sizeKb: 245 })).toBe('PDF, 245 kB');
    expect(fileLabel({ url: '/dokumenty/cennik.pdf', sizeKb: 0.3 })).toBe('PDF, 1 kB');
  });

  it('switches to MB with a Polish decimal comma', () => {
    expect(fileLabel({ url: 'https://pliki.horyzont.example/wzor.DOCX?v=2', sizeKb: 1536 })).toBe('DOCX, 1,5 MB');
    expect(fileLabel({ url: '/a.pdf', sizeKb: 2048 })).toBe('PDF, 2 MB');
  });

  it('leaves out what it does not know', () => {
    expect(fileLabel({ url: '/dokumenty/regulamin.pdf' })).toBe('PDF');
    expect(fileLabel({ url: '/pobierz?id=12', sizeKb: 80 })).toBe('80 kB');
    expect(fileLabel({ url: '/pobierz?id=12' })).toBe('');
  });
});

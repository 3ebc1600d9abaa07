// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readModalRequest } from './modal-request.ts';

const trigger = (html: string) => {
  document.body.innerHTML = html;
  return document.querySelector<HTMLElement>('[data-support-modal]')!;
};

describe('readModalRequest', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads the hotline’s number, hours and note', () => {
    expect(readModalRequest(trigger('<a data-support-modal="hotline" data-hotline-number="801 234 567" data-hotline-hours="8–22">x</a>'))).toEqual({
      name: 'hotline',
      number: '801 234 567',
      hours: '8–22',
      note: undefined,
    });
  });

  it('books a call with the standard team unless the prepaid one is named', () => {
    expect(readModalRequest(trigger('<a data-support-modal="book-a-call">x</a>'))).toEqual({ name: 'book-a-call', variant: 'standard' });
    expect(readModalRequest(trigger('<a data-support-modal="book-a-call" data-variant="prepaid">x</a>'))).toEqual({
      name: 'book-a-call',
      variant: 'prepaid',
    });
    expect(readModalRequest(trigger('<a data-support-modal="book-a-call" data-variant="vip">x</a>'))).toEqual({
      name: 'book-a-call',
      variant: 'standard',
    });
  });

  it('takes a content dialog’s text from the page element it names', () => {
    const summary = trigger(
      '<details><summary data-support-modal="decoders" data-modal-content="t1" data-modal-title="Dekodery">x</summary><div id="t1"><p>HD 4000</p></div></details>',
    );
    expect(readModalRequest(summary)).toEqual({ name: 'decoders', title: 'Dekodery', html: '<p>HD 4000</p>' });
  });

  it('opens nothing for what it cannot show: a lead without its offer, missing text, an unknown dialog', () => {
    expect(readModalRequest(trigger('<a data-support-modal="lead">x</a>'))).toBeNull();
    expect(readModalRequest(trigger('<a data-support-modal="legals" data-modal-content="missing">x</a>'))).toBeNull();
    expect(readModalRequest(trigger('<a data-support-modal="hotline">x</a>'))).toBeNull();
    expect(readModalRequest(trigger('<a data-support-modal="teleport">x</a>'))).toBeNull();
  });
});

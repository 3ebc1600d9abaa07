import { describe, expect, it } from 'vitest';
import { redirectDestinationProblem } from './redirect-rules.ts';

const hosts = ['ogladaj.horyzont.example', 'sklep.horyzont.example:8443'];

describe('redirect destinations', () => {
  it.each(['/oferta-online', '/', '/pomoc?temat=platnosci#karta', '/a/b/c'])('allows the relative path %s', (d) => {
    expect(redirectDestinationProblem(d, hosts)).toBeNull();
  });

  it.each(['https://ogladaj.horyzont.example/', 'http://ogladaj.horyzont.example/film/3', 'https://OGLADAJ.horyzont.example/x', 'https://sklep.horyzont.example:8443/'])(
    'allows the absolute URL %s on an allow-listed host',
    (d) => expect(redirectDestinationProblem(d, hosts)).toBeNull(),
  );

  it.each([
    ['https://zla-domena.example/', 'Domena „zla-domena.example” nie jest na liście dozwolonych (allowedRedirectHosts)'],
    ['https://evil.ogladaj.horyzont.example/', 'Domena „evil.ogladaj.horyzont.example” nie jest na liście dozwolonych (allowedRedirectHosts)'],
    ['https://ogladaj.horyzont.example.zla.example/', 'Domena „ogladaj.horyzont.example.zla.example” nie jest na liście dozwolonych (allowedRedirectHosts)'],
    ['https://sklep.horyzont.example/', 'Domena „sklep.horyzont.example” nie jest na liście dozwolonych (allowedRedirectHosts)'],
  ])('rejects %s: the host must match exactly', (d, message) => {
    expect(redirectDestinationProblem(d, hosts)).toBe(message);
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://ogladaj.horyzont.example/'])(
    'rejects the scheme of %s',
    (d) => expect(redirectDestinationProblem(d, hosts)).toMatch(/^Niedozwolony protokół/),
  );

  it.each(['//zla-domena.example/', '/\\zla-domena.example/', '//ogladaj.horyzont.example/'])('rejects the protocol-relative %s', (d) => {
    expect(redirectDestinationProblem(d, hosts)).toMatch(/^Adres zaczynający się od \/\//);
  });

  it.each(['oferta-online', 'www.horyzont.example', '/java\tscript', ' /oferta', 'https://user:haslo@ogladaj.horyzont.example/'])(
    'rejects %j',
    (d) => expect(redirectDestinationProblem(d, hosts)).not.toBeNull(),
  );
});

import { describe, expect, it } from 'vitest';
import { redirectDestinationProblem } from './redirect-rules.ts';

const hosts = ['ogladaj.horyzont.example', 'sklep.horyzont.example:8443'];

describe('redirect destinations', () => {
  it.each(['/oferta-online', '/', '/pomoc?temat=platnosci#karta', '/a/b/c'])('allows the relative path %s', (d) => {
    expect(redirectDestinationProblem(d, hosts)).toBeNull();
  });

  it.each([
    'https://ogladaj.horyzont.example/',
    'http://ogladaj.horyzont.example/film/3',
    'https://OGLADAJ.horyzont.example/x',
    'https://sklep.horyzont.example:8443/',
  ])('allows the absolute URL %s on an allow-listed host', (d) => expect(redirectDestinationProblem(d, hosts)).toBeNull());

  it.each([
    ['https://zla-domena.example/', 'The host "zla-domena.example" is not in the allowed list (allowedRedirectHosts)'],
    ['https://evil.ogladaj.horyzont.example/', 'The host "evil.ogladaj.horyzont.example" is not in the allowed list (allowedRedirectHosts)'],
    [
      'https://ogladaj.horyzont.example.zla.example/',
      'The host "ogladaj.horyzont.example.zla.example" is not in the allowed list (allowedRedirectHosts)',
    ],
    ['https://sklep.horyzont.example/', 'The host "sklep.horyzont.example" is not in the allowed list (allowedRedirectHosts)'],
  ])('rejects %s: the host must match exactly', (d, message) => {
    expect(redirectDestinationProblem(d, hosts)).toBe(message);
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://ogladaj.horyzont.example/'])(
    'rejects the scheme of %s',
    (d) => expect(redirectDestinationProblem(d, hosts)).toMatch(/^The protocol ".+" is not allowed/),
  );

  it.each(['//zla-domena.example/', '/\\zla-domena.example/', '//ogladaj.horyzont.example/'])('rejects the protocol-relative %s', (d) => {
    expect(redirectDestinationProblem(d, hosts)).toMatch(/^An address starting with \/\//);
  });

  it.each(['oferta-online', 'www.horyzont.example', '/java\tscript', ' /oferta', 'https://user:haslo@ogladaj.horyzont.example/'])('rejects %j', (d) =>
    expect(redirectDestinationProblem(d, hosts)).not.toBeNull(),
  );
});

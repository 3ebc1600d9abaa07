'use client';
// Beside a page: how a search engine lists it, from the form as the editor
// types (the title for search engines or the page's title, the site's name,
// the address, the description), with the lengths search engines show.
import { useFormFields } from '@payloadcms/ui';
import { useEffect, useState } from 'react';

/** About what search engines show before cutting: the title in characters, the description likewise. */
const TITLE_SHOWN = 60;
const DESCRIPTION_SHOWN = 155;

const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text);

function useSiteName(): string {
  const [name, setName] = useState('');
  useEffect(() => {
    void fetch('/api/globals/site?depth=0', { credentials: 'include' })
      .then((response) => response.json())
      .then((site: { name?: unknown }) => setName(typeof site.name === 'string' ? site.name : ''))
      .catch(() => {});
  }, []);
  return name;
}

export function SnippetPreview({ portalUrl }: { portalUrl: string }) {
  const metaTitle = useFormFields(([fields]) => fields.metaTitle?.value);
  const pageTitle = useFormFields(([fields]) => fields.title?.value);
  const metaDesc = useFormFields(([fields]) => fields.metaDesc?.value);
  const pagePath = useFormFields(([fields]) => fields.path?.value);
  const noindex = useFormFields(([fields]) => fields.noindex?.value) === true;
  const title = String(metaTitle || pageTitle || '');
  const description = String(metaDesc ?? '');
  const path = String(pagePath || '/');
  const site = useSiteName();
  const fullTitle = site && title !== site ? `${title} | ${site}` : title;
  return (
    <section className="snippet-preview" aria-labelledby="snippet-preview-heading" style={{ marginBlock: '1rem' }}>
      <h2 id="snippet-preview-heading" style={{ fontSize: '1.1rem' }}>
        W wynikach wyszukiwania
      </h2>
      {noindex ? (
        <p>Strona ma „Nie indeksuj”: wyszukiwarki jej nie pokażą.</p>
      ) : (
        <div style={{ fontFamily: 'arial, sans-serif', maxWidth: '36rem' }}>
          <div style={{ fontSize: '0.8rem', color: 'var(--theme-elevation-600)' }}>{`${portalUrl}${path === '/' ? '' : path}`}</div>
          <div style={{ fontSize: '1.2rem', color: '#1a0dab' }}>{cut(fullTitle, TITLE_SHOWN)}</div>
          <div style={{ fontSize: '0.9rem' }}>
            {description ? cut(description, DESCRIPTION_SHOWN) : 'Bez opisu: wyszukiwarka wybierze fragment strony.'}
          </div>
          <p style={{ fontSize: '0.8rem', color: 'var(--theme-elevation-600)' }}>
            Tytuł: {fullTitle.length} / {TITLE_SHOWN} znaków · opis: {description.length} / {DESCRIPTION_SHOWN} znaków
          </p>
        </div>
      )}
    </section>
  );
}

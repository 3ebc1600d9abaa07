// Lexical → HTML for the content API: Payload's converter with converters
// that write plain markup (no classes, styles or list values), so what the
// seed's HTML became in Lexical comes back as the same HTML.
import { convertLexicalToHTML, type HTMLConverters } from '@payloadcms/richtext-lexical/html';
import { HTML_FRAGMENT } from './editor.ts';

const escapeText = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
const escapeAttribute = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/\u00a0/g, '&nbsp;');

const IS_BOLD = 1;
const IS_ITALIC = 1 << 1;
const IS_SUBSCRIPT = 1 << 5;
const IS_SUPERSCRIPT = 1 << 6;

type AnyNode = { type: string; [key: string]: unknown };

const converters: HTMLConverters = {
  text: ({ node }) => {
    const format = Number((node as unknown as AnyNode).format ?? 0);
    let html = escapeText(String((node as unknown as AnyNode).text ?? ''));
    if (format & IS_BOLD) html = `<strong>${html}</strong>`;
    if (format & IS_ITALIC) html = `<em>${html}</em>`;
    if (format & IS_SUBSCRIPT) html = `<sub>${html}</sub>`;
    if (format & IS_SUPERSCRIPT) html = `<sup>${html}</sup>`;
    return html;
  },
  linebreak: '<br>',
  tab: '\t',
  paragraph: ({ node, nodesToHTML }) => {
    const children = nodesToHTML({ nodes: (node as unknown as { children: never[] }).children });
    return `<p>${children.length ? children.join('') : '<br>'}</p>`;
  },
  heading: ({ node, nodesToHTML }) => {
    const tag = /^h[1-6]$/.test(String((node as unknown as AnyNode).tag)) ? String((node as unknown as AnyNode).tag) : 'h2';
    return `<${tag}>${nodesToHTML({ nodes: (node as unknown as { children: never[] }).children }).join('')}</${tag}>`;
  },
  quote: ({ node, nodesToHTML }) =>
    `<blockquote>${nodesToHTML({ nodes: (node as unknown as { children: never[] }).children }).join('')}</blockquote>`,
  horizontalrule: '<hr>',
  list: ({ node, nodesToHTML }) => {
    const tag = (node as unknown as AnyNode).tag === 'ol' ? 'ol' : 'ul';
    const start = Number((node as unknown as AnyNode).start ?? 1);
    return `<${tag}${tag === 'ol' && start !== 1 ? ` start="${start}"` : ''}>${nodesToHTML({ nodes: (node as unknown as { children: never[] }).children }).join('')}</${tag}>`;
  },
  listitem: ({ node, nodesToHTML }) => `<li>${nodesToHTML({ nodes: (node as unknown as { children: never[] }).children }).join('')}</li>`,
  link: ({ node, nodesToHTML }) => {
    const fields = ((node as unknown as AnyNode).fields ?? {}) as { url?: string; newTab?: boolean };
    const children = nodesToHTML({ nodes: (node as unknown as { children: never[] }).children }).join('');
    return `<a href="${escapeAttribute(fields.url ?? '')}"${fields.newTab ? ' target="_blank" rel="noopener noreferrer"' : ''}>${children}</a>`;
  },
  autolink: ({ node, nodesToHTML }) => {
    const fields = ((node as unknown as AnyNode).fields ?? {}) as { url?: string; newTab?: boolean };
    const children = nodesToHTML({ nodes: (node as unknown as { children: never[] }).children }).join('');
    return `<a href="${escapeAttribute(fields.url ?? '')}"${fields.newTab ? ' target="_blank" rel="noopener noreferrer"' : ''}>${children}</a>`;
  },
  blocks: {
    [HTML_FRAGMENT]: ({ node }) => String(((node as unknown as AnyNode).fields as { html?: string } | undefined)?.html ?? ''),
  },
  unknown: () => '',
};

/** A Lexical editor state as the HTML the portal renders ('' when it holds no text). */
export function lexicalToHtml(state: unknown): string {
  if (!state || typeof state !== 'object' || !('root' in state)) return '';
  const html = convertLexicalToHTML({
    data: state as Parameters<typeof convertLexicalToHTML>[0]['data'],
    converters,
    disableContainer: true,
    disableIndent: true,
    disableTextAlign: true,
  });
  // An editor emptied by hand keeps one empty paragraph.
  return html === '<p><br></p>' ? '' : html;
}

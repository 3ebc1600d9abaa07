// HTML → Lexical for the seed import, through Payload's converter. Whatever
// does not come back as the same HTML (e.g. a table with its caption and
// header scopes) is kept verbatim in an „HTML” block, so nothing is lost.
import { convertHTMLToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical';
import { JSDOM } from 'jsdom';
import type { SanitizedConfig } from 'payload';
import { randomBytes } from 'node:crypto';
import type { RichText } from '../model/codec.ts';
import { HTML_FRAGMENT, richTextFeatures } from './editor.ts';
import { lexicalToHtml } from './to-html.ts';

const fragmentWindow = new JSDOM('').window;

/** HTML in one canonical spelling (the parser's), without whitespace between top-level elements. */
export function canonicalHtml(html: string): string {
  const template = fragmentWindow.document.createElement('template');
  template.innerHTML = html;
  for (const node of [...template.content.childNodes]) if (node.nodeType === 3 && !node.textContent?.trim()) node.remove();
  return template.innerHTML;
}

type EditorState = { root: { children: unknown[]; [key: string]: unknown } };

export async function createRichText(config: SanitizedConfig): Promise<RichText> {
  const editorConfig = await editorConfigFactory.fromFeatures({ config, features: richTextFeatures });
  const convert = (html: string) => convertHTMLToLexical({ editorConfig, html, JSDOM }) as unknown as EditorState;
  const same = (state: EditorState, html: string) => canonicalHtml(lexicalToHtml(state)) === canonicalHtml(html);
  const fragment = (html: string) => ({
    type: 'block',
    version: 2,
    format: '',
    fields: { id: randomBytes(12).toString('hex'), blockName: '', blockType: HTML_FRAGMENT, html },
  });

  function toLexical(html: string): unknown {
    const whole = convert(html);
    if (same(whole, html)) return whole;
    // Element by element: what converts faithfully is editable text, the rest an HTML block.
    const template = fragmentWindow.document.createElement('template');
    template.innerHTML = html;
    const children: unknown[] = [];
    let raw = '';
    for (const node of [...template.content.childNodes]) {
      const part = node.nodeType === 1 ? (node as Element).outerHTML : node.nodeType === 3 ? (node.textContent ?? '') : '';
      if (!part.trim()) continue;
      const state = convert(part);
      if (node.nodeType === 1 && same(state, part)) {
        if (raw) children.push(fragment(raw));
        raw = '';
        children.push(...state.root.children);
      } else raw += part;
    }
    if (raw) children.push(fragment(raw));
    const result = { ...whole, root: { ...whole.root, children } };
    if (!same(result, html)) throw new Error(`Rich text could not be kept as it is: ${html.slice(0, 200)}`);
    return result;
  }

  return { toLexical, toHtml: lexicalToHtml };
}

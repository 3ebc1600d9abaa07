// The rich-text editor of HTML props (`contentMediaType: text/html`): only
// what the portal's sanitiser keeps and the HTML converter writes back
// cleanly, plus an „HTML” block for what Lexical cannot hold (tables with
// captions and header scopes), kept verbatim.
import type { Block } from 'payload';
import {
  BlockquoteFeature,
  BlocksFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  SubscriptFeature,
  SuperscriptFeature,
  UnorderedListFeature,
  lexicalEditor,
} from '@payloadcms/richtext-lexical';

export const HTML_FRAGMENT = 'html-fragment';

export const htmlFragmentBlock: Block = {
  slug: HTML_FRAGMENT,
  labels: { singular: 'Fragment HTML', plural: 'Fragmenty HTML' },
  fields: [
    {
      name: 'html',
      type: 'code',
      label: 'HTML',
      required: true,
      admin: {
        language: 'html',
        description: 'Kod HTML wstawiany bez zmian (np. tabela z podpisem). Portal oczyszcza go tak jak resztę treści.',
      },
    },
  ],
};

export const richTextFeatures = () => [
  ParagraphFeature(),
  HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
  BoldFeature(),
  ItalicFeature(),
  SubscriptFeature(),
  SuperscriptFeature(),
  LinkFeature({ enabledCollections: [] }),
  UnorderedListFeature(),
  OrderedListFeature(),
  BlockquoteFeature(),
  HorizontalRuleFeature(),
  BlocksFeature({ blocks: [htmlFragmentBlock] }),
  FixedToolbarFeature(),
  InlineToolbarFeature(),
];

export const richTextEditor = () => lexicalEditor({ features: richTextFeatures });

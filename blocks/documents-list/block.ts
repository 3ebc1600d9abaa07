import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';

export default defineBlock({
  name: 'documents-list',
  title: 'Lista dokumentów',
  description:
    'Dokumenty do pobrania z wybranej kategorii albo wskazane z listy, alfabetycznie, z typem i rozmiarem pliku oraz datą obowiązywania. Domyślnie tylko aktualne (bez archiwalnych).',
  kind: 'static',
  schema: z
    .strictObject({
      heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
      headingLevel: z.literal([2, 3], { error: 'Poziom nagłówka: 2 lub 3' }).default(2).meta({ title: 'Poziom nagłówka' }),
      category: z.string().min(1, { error: 'Kategoria nie może być pusta' }).optional().meta({ title: 'Kategoria' }),
      documentIds: z
        .array(z.string().min(1, { error: 'Identyfikator dokumentu nie może być pusty' }))
        .min(1, { error: 'Wskaż co najmniej jeden dokument' })
        .refine((ids) => new Set(ids).size === ids.length, { error: 'Identyfikatory dokumentów nie mogą się powtarzać' })
        .optional()
        .meta({ title: 'Identyfikatory dokumentów' }),
      includeArchived: z.boolean().default(false).meta({ title: 'Także archiwalne' }),
    })
    .refine((p) => (p.category === undefined) !== (p.documentIds === undefined), {
      error: 'Podaj kategorię dokumentów albo listę dokumentów (dokładnie jedno z dwóch)',
    }),
});

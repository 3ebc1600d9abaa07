import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';

export default defineBlock({
  name: 'my-documents',
  title: 'Moje dokumenty',
  description:
    'Dokumenty zalogowanego klienta: jego własne, dokumenty usług, które ma, i dokumenty ogólne, każdy ze statusem, pobraniem pliku i szczegółami w oknie dokumentu.',
  kind: 'island',
  hydrate: 'load',
  schema: z.strictObject({
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
  }),
});

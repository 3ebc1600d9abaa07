import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';

/** A path of this site: the block links only within it. */
const sitePath = z.string().regex(/^\/(?!\/)/, { error: 'Podaj ścieżkę strony tego serwisu, zaczynającą się od „/”' });

export default defineBlock({
  name: 'box-activation',
  title: 'Aktywacja dekodera',
  description:
    'Przywrócenie aktywacji dekodera zalogowanego klienta, w jednym z kroków: „rodzaj umowy” (czy konto ma umowę, z którą można przywrócić aktywację), „aktywacja” (opcjonalny numer dekodera i przycisk „Aktywuj”, po którym panel boczny pokazuje kod aktywacyjny i datę jego ważności) albo „potwierdzenie” (kod bieżącej aktywacji, odczytany z serwera).',
  kind: 'island',
  hydrate: 'load',
  changes: ['stb/restoreActivation'],
  schema: z.strictObject({
    step: z
      .enum(['contract-type', 'activate', 'confirmation'], { error: 'Krok to „contract-type”, „activate” albo „confirmation”' })
      .meta({ title: 'Krok' }),
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
    /** Where the activate step goes on (contract type) and where a customer without a code starts (confirmation). */
    activateUrl: sitePath.default('/oferta-online/aktywacja-box/aktywuj').meta({ title: 'Adres kroku aktywacji' }),
    confirmationUrl: sitePath.default('/oferta-online/moje-konto/aktywacja-dekodera/potwierdzenie').meta({ title: 'Adres potwierdzenia' }),
  }),
});

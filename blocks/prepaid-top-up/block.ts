import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';
import { sitePathSchema } from '../_shared/link.ts';

export default defineBlock({
  name: 'prepaid-top-up',
  title: 'Doładowanie karty',
  description:
    'Doładowanie karty telewizji na kartę, w jednym z kroków: „karta” (pole na 12-cyfrowy numer, „Sprawdź kartę”, status karty z jej pakietem i datą ważności, wyjaśnienie dla karty nieważnej, nieużywanej albo zablokowanej oraz wybór doładowania z nową datą ważności), „podsumowanie” (karta, doładowanie, cena, nowa data ważności i „Zapłać” w oknie bramki płatniczej) albo „weryfikacja” (wynik płatności: potwierdzenie z nową datą ważności albo informacja, że karta się nie zmieniła, z możliwością ponowienia).',
  kind: 'island',
  hydrate: 'load',
  schema: z.strictObject({
    step: z.enum(['card', 'summary', 'verification'], { error: 'Krok to „card”, „summary” albo „verification”' }).meta({ title: 'Krok' }),
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
    /** The card step, the summary and the verification: the steps link to each other. */
    cardUrl: sitePathSchema.default('/status-karty').meta({ title: 'Adres kroku karty' }),
    summaryUrl: sitePathSchema.default('/status-karty/podsumowanie').meta({ title: 'Adres podsumowania' }),
    verificationUrl: sitePathSchema.default('/status-karty/weryfikacja').meta({ title: 'Adres weryfikacji' }),
    /** Where the owner of a blocked card finds the contact channels. */
    contactUrl: sitePathSchema.default('/kontakt').meta({ title: 'Adres kontaktu' }),
  }),
});

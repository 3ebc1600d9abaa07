import { z } from 'zod';
import { MY_SERVICES_PATH, VOUCHER_PARTNERS, WRONG_CRITERIA_PATH } from '#domain/voucher-activation.ts';
import { defineBlock } from '#registry/define-block.ts';
import { sitePathSchema } from '../_shared/link.ts';

export default defineBlock({
  name: 'voucher-activation',
  title: 'Aktywacja vouchera',
  description:
    'Pole na 12-znakowy kod vouchera sprawdzany przed wysłaniem, „Sprawdź kod” z tym, co kod daje (usługa, liczba miesięcy bez opłat, termin aktywacji), i „Aktywuj” dla zalogowanego klienta; niezalogowany może się zalogować albo założyć konto i wraca z zachowanym kodem. Po aktywacji potwierdzenie z datą, do której usługa jest bez opłat, i odnośnikiem do „Moich usług”, albo przejście do podsumowania zamówienia, gdy oferta trafiła do koszyka. Kod innego partnera prowadzi na stronę niespełnionych kryteriów.',
  kind: 'island',
  hydrate: 'load',
  schema: z.strictObject({
    /** Whose vouchers the page activates: our own (HORYZONT) or a partner's. */
    variant: z.enum(VOUCHER_PARTNERS, { error: 'Wariant to HORYZONT, BANK_PARTNER, TENNIS albo POLISH_BANK' }).meta({ title: 'Wariant' }),
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
    /** Where a code of another partner's offer leads (spec 2 partner wrong-criteria page). */
    wrongCriteriaUrl: sitePathSchema.default(WRONG_CRITERIA_PATH).meta({ title: 'Adres niespełnionych kryteriów' }),
    myServicesUrl: sitePathSchema.default(MY_SERVICES_PATH).meta({ title: 'Adres Moich usług' }),
  }),
});

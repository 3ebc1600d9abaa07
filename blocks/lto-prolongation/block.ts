import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';

export default defineBlock({
  name: 'lto-prolongation',
  title: 'Przedłużenie umowy długoterminowej',
  description:
    'Dla zalogowanego klienta z umową długoterminową (LTO): data końca zobowiązania i przycisk „Przedłuż umowę”, który pokazuje nową datę końca, przedłużane usługi z cenami i najbliższe płatności, a po potwierdzeniu prowadzi do podsumowania zamówienia. Inni odwiedzający nie widzą tego bloku.',
  kind: 'island',
  hydrate: 'load',
  schema: z.strictObject({
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
  }),
});

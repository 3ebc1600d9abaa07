import { z } from 'zod';
import { defineBlock, entryKey } from '#registry/define-block.ts';
import { alternativeOrderProblem } from '#domain/ab-tests.ts';
import { illustrationSchema } from '../_shared/image.ts';

const offerCode = entryKey('offers', 'Kod oferty nie może być pusty');

const slideSchema = z.strictObject({
  offerCode: offerCode.meta({ title: 'Kod oferty' }),
  badge: z
    .string()
    .trim()
    .min(1, { error: 'Wyróżnik nie może być pusty' })
    .max(30, { error: 'Wyróżnik: do 30 znaków' })
    .optional()
    .meta({ title: 'Etykieta' }),
  image: illustrationSchema.optional().meta({ title: 'Obraz' }),
});

export default defineBlock({
  name: 'ott-offer-slider',
  title: 'Karuzela ofert online',
  description:
    'Oferty online jako przewijane slajdy z ceną i przyciskiem wyboru; pokazywane są tylko oferty w sprzedaży. ' +
    'Z kolejnością dla grupy B blok prowadzi test A/B uibOttOfferSlidesOrder: grupa A widzi slajdy w kolejności redaktora, grupa B w podanej.',
  kind: 'static',
  schema: z
    .strictObject({
      heading: z.string().trim().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
      headingLevel: z.literal([2, 3], { error: 'Poziom nagłówka: 2 lub 3' }).default(2).meta({ title: 'Poziom nagłówka' }),
      slides: z
        .array(slideSchema)
        .min(2, { error: 'Karuzela potrzebuje co najmniej 2 slajdów' })
        .max(8, { error: 'Najwyżej 8 slajdów w karuzeli' })
        .refine((slides) => new Set(slides.map((s) => s.offerCode)).size === slides.length, {
          error: 'Oferty slajdów nie mogą się powtarzać',
        })
        .meta({ title: 'Slajdy' }),
      ctaLabel: z.string().trim().min(1, { error: 'Tekst przycisku nie może być pusty' }).default('Wybierz').meta({ title: 'Napis na przycisku' }),
      targetUrl: z
        .string()
        .regex(/^\/(?!\/)[^\s#]*$/, { error: 'Adres przycisku: ścieżka w serwisie zaczynająca się od /, np. /oferta-online/konfiguracja' })
        .default('/oferta-online/konfiguracja')
        .meta({ title: 'Adres docelowy' }),
      orderTest: z
        .strictObject({
          groupBOrder: z
            .array(offerCode)
            .meta({ title: 'Kolejność dla grupy B', description: 'Kody ofert slajdów w kolejności, którą zobaczy grupa B testu A/B.' }),
        })
        .optional()
        .meta({ title: 'Test kolejności slajdów' }),
    })
    .superRefine((props, ctx) => {
      if (!props.orderTest) return;
      const problem = alternativeOrderProblem(
        props.slides.map((s) => s.offerCode),
        props.orderTest.groupBOrder,
      );
      if (problem) ctx.addIssue({ code: 'custom', path: ['orderTest', 'groupBOrder'], message: problem });
    }),
});

import { z } from 'zod';

/** What a salon does for customers; the shop finder shows each by its Polish label. */
export const salonServices = ['sales', 'decoder-service', 'card-exchange', 'returns', 'business'] as const;
export type SalonService = (typeof salonServices)[number];

/** How a salon can be reached by people with disabilities. */
export const salonAccessibility = ['step-free-entrance', 'accessible-parking', 'induction-loop', 'accessible-toilet'] as const;
export type SalonAccessibility = (typeof salonAccessibility)[number];

/** Days of the week in ISO order (Monday first), as the opening hours name them. */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Godzina w formacie GG:MM, np. 09:00' });

/** One day's hours on Warsaw's clock; the salon closes before midnight. */
export const dayHoursSchema = z
  .strictObject({ opens: clockTime.meta({ title: 'Otwarcie' }), closes: clockTime.meta({ title: 'Zamknięcie' }) })
  .refine((hours) => hours.opens < hours.closes, { error: 'Godzina zamknięcia musi być późniejsza niż otwarcia', path: ['closes'] });
export type DayHours = z.infer<typeof dayHoursSchema>;

/** Editors' names of the days (the CMS's field labels). */
const weekdayTitles: Record<Weekday, string> = {
  monday: 'Poniedziałek',
  tuesday: 'Wtorek',
  wednesday: 'Środa',
  thursday: 'Czwartek',
  friday: 'Piątek',
  saturday: 'Sobota',
  sunday: 'Niedziela',
};

/** A weekday without hours is a day the salon is closed. */
export const openingHoursSchema = z.strictObject(
  Object.fromEntries(weekdays.map((day) => [day, dayHoursSchema.optional().meta({ title: weekdayTitles[day] })])) as Record<
    Weekday,
    z.ZodOptional<typeof dayHoursSchema>
  >,
);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const salonSchema = z.strictObject({
  /** Stable id: the anchor of the salon's entry on the shop finder page. */
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'Identyfikator: małe litery, cyfry i -' })
    .meta({ title: 'Identyfikator' }),
  name: z.string().min(1, { error: 'Nazwa salonu nie może być pusta' }).meta({ title: 'Nazwa' }),
  address: z
    .strictObject({
      street: z.string().min(1, { error: 'Ulica nie może być pusta' }).meta({ title: 'Ulica' }),
      number: z
        .string()
        .regex(/^\d+[A-Za-z]?(\/\d+[A-Za-z]?)?$/, { error: 'Numer budynku, np. 7, 12A lub 5/7' })
        .meta({ title: 'Numer' }),
      postalCode: z
        .string()
        .regex(/^\d{2}-\d{3}$/, { error: 'Kod pocztowy w formacie 00-000' })
        .meta({ title: 'Kod pocztowy' }),
      city: z.string().min(1, { error: 'Miejscowość nie może być pusta' }).meta({ title: 'Miejscowość' }),
    })
    .meta({ title: 'Adres' }),
  /** WGS 84 degrees; the map of Poland places the salon's marker by them. */
  coordinates: z
    .strictObject({
      lat: z
        .number()
        .min(49, { error: 'Szerokość geograficzna poza Polską (49–55)' })
        .max(55, { error: 'Szerokość geograficzna poza Polską (49–55)' })
        .meta({ title: 'Szerokość geograficzna' }),
      lon: z
        .number()
        .min(14, { error: 'Długość geograficzna poza Polską (14–24,2)' })
        .max(24.2, { error: 'Długość geograficzna poza Polską (14–24,2)' })
        .meta({ title: 'Długość geograficzna' }),
    })
    .meta({ title: 'Współrzędne' }),
  openingHours: openingHoursSchema.meta({ title: 'Godziny otwarcia' }),
  /** Days (YYYY-MM-DD) the salon is closed besides public holidays, e.g. for a stocktaking. */
  closedDays: z
    .array(z.iso.date({ error: 'Dzień zamknięcia w formacie RRRR-MM-DD' }))
    .default([])
    .meta({ title: 'Dni zamknięcia' }),
  phone: z
    .string()
    .regex(/^(\+48|0048)?[\s-]*[1-9](\d[\s-]*){8}$/, { error: 'Numer telefonu: 9 cyfr, np. 22 123 45 67 (opcjonalnie z +48)' })
    .meta({ title: 'Telefon' }),
  services: z
    .array(z.enum(salonServices, { error: `Usługa salonu: jedna z ${salonServices.join(', ')}` }))
    .min(1, { error: 'Podaj co najmniej jedną usługę salonu' })
    .meta({ title: 'Usługi' }),
  accessibility: z
    .array(z.enum(salonAccessibility, { error: `Udogodnienie: jedno z ${salonAccessibility.join(', ')}` }))
    .default([])
    .meta({ title: 'Udogodnienia dostępności' }),
});
export type Salon = z.infer<typeof salonSchema>;

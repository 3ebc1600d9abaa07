import { describe, expect, it } from 'vitest';
import { bundleSchema, catalogueProductSchema, offerSchema, type Bundle, type Offer } from '#content-schema/index.ts';
import type { CartUpdateInput } from '#api-contract/cart.ts';
import { cartMessages } from './cart-messages.ts';
import {
  addOffers,
  CartContents,
  CartPlanRefusal,
  dropOrphans,
  removeOffers,
  requestedOffers,
  type CartPlanCatalogue,
  type HeldProducts,
  type PlannedItem,
} from './cart-plan.ts';

// A small catalogue: two main packages (Start, Komfort) sharing an included
// TV Go, a long-term Komfort, a sport add-on that needs Komfort (with a
// tooltip), a cinema add-on that needs Komfort (without one), an offer no
// longer sold and a bundle no offer sells.
const article = (articlecode: string, articlename: string) => ({ articlecode, articlename, packagetitle: articlename });
const offers: Offer[] = [
  offerSchema.parse({
    code: 'START_M',
    name: 'Start miesięczny',
    pricepromo: '29.99',
    article: article('HOR01', 'Horyzont Start'),
    productlist: [{ articlecode: 'HOR01' }, { articlecode: 'TVGO' }],
  }),
  offerSchema.parse({
    code: 'KOMFORT_M',
    name: 'Komfort miesięczny',
    pricepromo: '49.9',
    article: article('HOR02', 'Horyzont Komfort'),
    productlist: [{ articlecode: 'HOR02' }, { articlecode: 'TVGO' }],
  }),
  offerSchema.parse({
    code: 'KOMFORT_24',
    name: 'Komfort na 24 miesiące',
    ltoduration: 24,
    pricepromo: '39.99',
    article: article('HOR02', 'Horyzont Komfort'),
    productlist: [{ articlecode: 'HOR02' }, { articlecode: 'TVGO' }],
  }),
  offerSchema.parse({
    code: 'SPORT_M',
    name: 'Sport miesięczny',
    pricepromo: '19.99',
    article: article('MCCSNK01', 'Sport Horyzont'),
    productlist: [{ articlecode: 'MCCSNK01' }, { articlecode: 'MCDSNK01' }],
  }),
  offerSchema.parse({ code: 'KINO_M', name: 'Kino miesięczne', pricepromo: '9.99', article: article('KINO01', 'Kino Horyzont') }),
  offerSchema.parse({ code: 'OLD_M', name: 'Stara oferta', status: 'INACTIVE', pricepromo: '5.00', article: article('OLD01', 'Stary pakiet') }),
];
const SPORT_TOOLTIP = 'Sport Horyzont dodasz do pakietu Komfort.';
const bundles: Bundle[] = [
  bundleSchema.parse({ id: 'start', databaseId: 1, articlename: 'Start', relationship: [{ articlecode: 'HOR01' }], ismain: true }),
  bundleSchema.parse({ id: 'komfort', databaseId: 2, articlename: 'Komfort', relationship: [{ articlecode: 'HOR02' }], ismain: true }),
  bundleSchema.parse({
    id: 'sport',
    databaseId: 3,
    articlename: 'Sport',
    relationship: [{ articlecode: 'MCCSNK01' }, { articlecode: 'MCDSNK01' }],
    availablewithsomeactive: ['HOR02'],
    noneactivetooltip: SPORT_TOOLTIP,
  }),
  bundleSchema.parse({
    id: 'kino',
    databaseId: 4,
    articlename: 'Kino',
    relationship: [{ articlecode: 'KINO01' }],
    availablewithsomeactive: ['HOR02'],
  }),
  bundleSchema.parse({ id: 'stary', databaseId: 5, articlename: 'Stary pakiet', relationship: [{ articlecode: 'OLD01' }] }),
];
const products = [
  catalogueProductSchema.parse({ articlecode: 'HOR01', articlename: 'Horyzont Start', price: '29.99', packagetitle: 'Start' }),
  catalogueProductSchema.parse({ articlecode: 'HOR02', articlename: 'Horyzont Komfort', price: '49.90', packagetitle: 'Komfort' }),
];
const catalogue: CartPlanCatalogue = {
  offers,
  bundles,
  offer: (code) => offers.find((offer) => offer.code === code),
  product: (code) => products.find((product) => product.articlecode === code),
};

const holding = (...codes: string[]): HeldProducts => ({ active: new Set(codes) });
const nothingHeld = holding();

const item = (offerCode: string, articleCode: string, price: string, operationType: PlannedItem['operationType'] = 'A'): PlannedItem => ({
  operationType,
  offerCode,
  articleCode,
  price,
  productChange: operationType === 'D',
  cmt: null,
});

/** The contents after an ADD of `input` over `items`, against `holdings`. */
function afterAdd(
  input: Omit<CartUpdateInput, 'operation'>,
  holdings: HeldProducts = nothingHeld,
  items: readonly PlannedItem[] = [],
): PlannedItem[] {
  const add: CartUpdateInput = { operation: 'ADD', ...input };
  const contents = new CartContents(items);
  addOffers(catalogue, contents, holdings, requestedOffers(catalogue, add), add);
  return contents.list();
}

function afterRemove(input: Omit<CartUpdateInput, 'operation'>, items: readonly PlannedItem[], holdings: HeldProducts = nothingHeld): PlannedItem[] {
  const contents = new CartContents(items);
  removeOffers(catalogue, contents, holdings, { operation: 'REMOVE', ...input });
  return contents.list();
}

/** The refusal `step` answers with (it must refuse). */
function refusalOf(step: () => unknown): CartPlanRefusal {
  try {
    step();
  } catch (error) {
    if (error instanceof CartPlanRefusal) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const lines = (items: readonly PlannedItem[]) =>
  items.map((entry) => `${entry.operationType} ${entry.offerCode} ${entry.articleCode} ${entry.price}`);

const startLines = [item('START_M', 'HOR01', '29.99'), item('START_M', 'TVGO', '0.00')];
const komfortLines = [item('KOMFORT_M', 'HOR02', '49.90'), item('KOMFORT_M', 'TVGO', '0.00')];
const sportLines = [item('SPORT_M', 'MCCSNK01', '19.99'), item('SPORT_M', 'MCDSNK01', '0.00')];

describe('cart plan: adding offers', () => {
  it('adds a monthly offer as its main article at the promotional price and the included articles at 0.00', () => {
    expect(afterAdd({ items: [{ offerCode: 'KOMFORT_M' }] })).toEqual(komfortLines);
  });

  it('keeps the comment given, and an item’s earlier comment when none is', () => {
    const commented = afterAdd({ items: [{ offerCode: 'START_M' }], cmt: 'od doradcy' });
    expect(commented.map((entry) => entry.cmt)).toEqual(['od doradcy', 'od doradcy']);
    expect(afterAdd({ items: [{ offerCode: 'START_M' }] }, nothingHeld, commented).map((entry) => entry.cmt)).toEqual(['od doradcy', 'od doradcy']);
  });

  it('adding what the cart already holds changes nothing', () => {
    expect(afterAdd({ items: [{ offerCode: 'START_M' }] }, nothingHeld, startLines)).toEqual(startLines);
  });

  it('a second main package replaces the first', () => {
    expect(afterAdd({ items: [{ offerCode: 'KOMFORT_M' }] }, nothingHeld, startLines)).toEqual(komfortLines);
    expect(afterAdd({ items: [{ offerCode: 'KOMFORT_M' }, { offerCode: 'SPORT_M' }] }, nothingHeld, startLines)).toEqual([
      ...komfortLines,
      ...sportLines,
    ]);
  });

  it('does not buy again a product the customer holds as part of another offer', () => {
    expect(afterAdd({ items: [{ offerCode: 'START_M' }] }, holding('TVGO'))).toEqual([item('START_M', 'HOR01', '29.99')]);
  });

  it('refuses an A for the main product the customer already holds', () => {
    const refusal = refusalOf(() => afterAdd({ items: [{ offerCode: 'START_M' }] }, holding('HOR01')));
    expect(refusal).toMatchObject({ code: 366, message: cartMessages.alreadyOwned('Horyzont Start') });
  });

  it('gives up a held product with a D at 0.00 marked as a product change', () => {
    expect(afterAdd({ items: [{ offerCode: 'START_M', operationType: 'D' }] }, holding('HOR01'))).toEqual([item('START_M', 'HOR01', '0.00', 'D')]);
    expect(afterAdd({ items: [{ offerCode: 'START_M', articleCode: 'TVGO', operationType: 'D' }] }, holding('TVGO'))).toEqual([
      item('START_M', 'TVGO', '0.00', 'D'),
    ]);
  });

  it('buys a product given up in the same order again under another offer (a change of plan)', () => {
    // Komfort with TV Go held; Start instead: TV Go comes with Start again, at Start's price.
    expect(
      lines(
        afterAdd(
          {
            items: [
              { offerCode: 'KOMFORT_M', operationType: 'D' },
              { offerCode: 'KOMFORT_M', articleCode: 'TVGO', operationType: 'D' },
              { offerCode: 'START_M' },
            ],
          },
          holding('HOR02', 'TVGO'),
        ),
      ),
    ).toEqual(['D KOMFORT_M HOR02 0.00', 'D KOMFORT_M TVGO 0.00', 'A START_M HOR01 29.99', 'A START_M TVGO 0.00']);
    // Given up first, the main product itself may be bought again under another offer.
    expect(lines(afterAdd({ items: [{ offerCode: 'KOMFORT_24', operationType: 'D' }, { offerCode: 'KOMFORT_M' }] }, holding('HOR02')))).toEqual([
      'D KOMFORT_24 HOR02 0.00',
      'A KOMFORT_M HOR02 49.90',
      'A KOMFORT_M TVGO 0.00',
    ]);
  });

  it('refuses a D for a product the customer does not hold, by its catalogue name (or its code)', () => {
    expect(refusalOf(() => afterAdd({ items: [{ offerCode: 'START_M', operationType: 'D' }] }))).toMatchObject({
      code: 366,
      message: cartMessages.notOwned('Horyzont Start'),
    });
    expect(refusalOf(() => afterAdd({ items: [{ offerCode: 'START_M', articleCode: 'TVGO', operationType: 'D' }] })).message).toBe(
      cartMessages.notOwned('TVGO'),
    );
  });

  it('prolongs (B) a held product only with a long-term offer', () => {
    expect(lines(afterAdd({ items: [{ offerCode: 'KOMFORT_24' }], addLtoProlongate: true }, holding('HOR02')))).toEqual([
      'B KOMFORT_24 HOR02 39.99',
      'B KOMFORT_24 TVGO 0.00',
    ]);
    expect(refusalOf(() => afterAdd({ items: [{ offerCode: 'KOMFORT_M' }], addLtoProlongate: true }, holding('HOR02')))).toMatchObject({
      code: 366,
      message: cartMessages.prolongationNeedsLto('Komfort miesięczny'),
    });
    expect(refusalOf(() => afterAdd({ items: [{ offerCode: 'KOMFORT_24', operationType: 'B' }] })).message).toBe(
      cartMessages.notOwned('Horyzont Komfort'),
    );
  });

  it('refuses an add-on without its base package with the bundle’s tooltip, or the general message without one', () => {
    expect(refusalOf(() => afterAdd({ items: [{ offerCode: 'SPORT_M' }] }))).toMatchObject({ code: 366, message: SPORT_TOOLTIP });
    expect(refusalOf(() => afterAdd({ items: [{ offerCode: 'KINO_M' }] })).message).toBe(cartMessages.missingBase('Kino'));
    // A base given up in the same cart does not count.
    expect(
      refusalOf(() => afterAdd({ items: [{ offerCode: 'KOMFORT_M', operationType: 'D' }, { offerCode: 'SPORT_M' }] }, holding('HOR02'))).message,
    ).toBe(SPORT_TOOLTIP);
  });

  it('adds an add-on whose base package is held or in the cart', () => {
    expect(afterAdd({ items: [{ offerCode: 'SPORT_M' }] }, holding('HOR02'))).toEqual(sportLines);
    expect(afterAdd({ items: [{ offerCode: 'KOMFORT_M' }, { offerCode: 'SPORT_M' }] })).toEqual([...komfortLines, ...sportLines]);
  });

  it('a main package replacing the base of an add-on in the cart takes the add-on out', () => {
    expect(afterAdd({ items: [{ offerCode: 'START_M' }] }, nothingHeld, [...komfortLines, ...sportLines])).toEqual(startLines);
  });
});

describe('cart plan: the offers an ADD asks for', () => {
  const asked = (input: Omit<CartUpdateInput, 'operation'>) =>
    requestedOffers(catalogue, { operation: 'ADD', ...input }).map(({ offer }) => offer.code);

  it('resolves items, bundles by id or database id, and an article on its own (long-term first when prolonging)', () => {
    expect(asked({ items: [{ offerCode: 'START_M' }], bundleIds: ['komfort', 3], carticle: 'KINO01' })).toEqual([
      'START_M',
      'KOMFORT_M',
      'SPORT_M',
      'KINO_M',
    ]);
    expect(asked({ carticle: 'HOR02', addLtoProlongate: true })).toEqual(['KOMFORT_24']);
  });

  it('refuses an unknown or unavailable offer, an article not in the offer, an unknown or unsold bundle and an unsold article', () => {
    const refusal = (input: Omit<CartUpdateInput, 'operation'>) => refusalOf(() => asked(input));
    expect(refusal({ items: [{ offerCode: 'NOPE' }] })).toMatchObject({ code: 366, message: cartMessages.offerUnknown('NOPE') });
    expect(refusal({ items: [{ offerCode: 'OLD_M' }] })).toMatchObject({ code: 366, message: cartMessages.offerUnavailable('Stara oferta') });
    expect(refusal({ items: [{ offerCode: 'START_M', articleCode: 'HOR02' }] }).message).toBe(
      cartMessages.articleNotInOffer('HOR02', 'Start miesięczny'),
    );
    expect(refusal({ bundleIds: ['nope'] }).message).toBe(cartMessages.bundleUnknown('nope'));
    expect(refusal({ bundleIds: [99] }).message).toBe(cartMessages.bundleUnknown('99'));
    expect(refusal({ bundleIds: ['stary'] }).message).toBe(cartMessages.bundleUnavailable('Stary pakiet'));
    expect(refusal({ carticle: 'OLD01' }).message).toBe(cartMessages.articleUnknown('OLD01'));
  });
});

describe('cart plan: removing offers', () => {
  it('removing an offer’s main article takes the articles included in its price along', () => {
    expect(afterRemove({ items: [{ offerCode: 'START_M' }] }, startLines)).toEqual([]);
    expect(afterRemove({ items: [{ offerCode: 'START_M', articleCode: 'HOR01' }] }, startLines)).toEqual([]);
    expect(afterRemove({ carticle: 'HOR01' }, startLines)).toEqual([]);
  });

  it('removing an included article leaves the rest of the offer', () => {
    expect(afterRemove({ items: [{ offerCode: 'START_M', articleCode: 'TVGO' }] }, startLines)).toEqual([item('START_M', 'HOR01', '29.99')]);
  });

  it('removes only the operation named', () => {
    const cart = [item('START_M', 'HOR01', '0.00', 'D'), ...sportLines];
    const held = holding('HOR01', 'HOR02');
    expect(afterRemove({ items: [{ offerCode: 'START_M', operationType: 'A' }] }, cart, held)).toEqual(cart);
    expect(afterRemove({ items: [{ offerCode: 'START_M', operationType: 'D' }] }, cart, held)).toEqual(sportLines);
  });

  it('removing the base package drops the add-ons it leaves orphaned, unless the base is held', () => {
    const cart = [...komfortLines, ...sportLines];
    expect(afterRemove({ items: [{ offerCode: 'KOMFORT_M' }] }, cart)).toEqual([]);
    expect(afterRemove({ items: [{ offerCode: 'KOMFORT_M', articleCode: 'HOR02' }] }, cart)).toEqual([]);
    expect(afterRemove({ bundleIds: ['komfort'] }, cart)).toEqual([]);
    expect(afterRemove({ items: [{ offerCode: 'KOMFORT_M', articleCode: 'TVGO' }] }, cart)).toEqual([
      item('KOMFORT_M', 'HOR02', '49.90'),
      ...sportLines,
    ]);
    expect(afterRemove({ items: [{ offerCode: 'START_M' }] }, [...startLines, ...sportLines], holding('HOR02'))).toEqual(sportLines);
  });

  it('drops add-ons whose held base is given up, and keeps those with a prolonged one', () => {
    const givenUp = new CartContents([item('KOMFORT_M', 'HOR02', '0.00', 'D'), ...sportLines]);
    dropOrphans(catalogue, givenUp, holding('HOR02'));
    expect(givenUp.list()).toEqual([item('KOMFORT_M', 'HOR02', '0.00', 'D')]);
    const prolonged = new CartContents([item('KOMFORT_24', 'HOR02', '39.99', 'B'), ...sportLines]);
    dropOrphans(catalogue, prolonged, nothingHeld);
    expect(prolonged.list()).toEqual([item('KOMFORT_24', 'HOR02', '39.99', 'B'), ...sportLines]);
  });
});

describe('cart plan: contents', () => {
  it('lists the items in the stored order: those stored where they were, new ones after, as added', () => {
    const before = [...sportLines, ...komfortLines];
    const contents = new CartContents(before);
    contents.dropWhere((entry) => entry.articleCode === 'MCCSNK01');
    contents.put(item('KINO_M', 'KINO01', '9.99'));
    contents.put(item('SPORT_M', 'MCCSNK01', '19.99'));
    expect(lines(contents.inStoredOrder(before))).toEqual([
      'A SPORT_M MCCSNK01 19.99',
      'A SPORT_M MCDSNK01 0.00',
      'A KOMFORT_M HOR02 49.90',
      'A KOMFORT_M TVGO 0.00',
      'A KINO_M KINO01 9.99',
    ]);
    // As put: an item taken out and put back goes last.
    expect(lines(contents.list())).toEqual([
      'A SPORT_M MCDSNK01 0.00',
      'A KOMFORT_M HOR02 49.90',
      'A KOMFORT_M TVGO 0.00',
      'A KINO_M KINO01 9.99',
      'A SPORT_M MCCSNK01 19.99',
    ]);
  });

  it('plans on copies: the items it was given are not changed', () => {
    const before = [item('START_M', 'HOR01', '29.99')];
    const contents = new CartContents(before);
    contents.get('HOR01', 'A')!.cmt = 'zmieniony';
    expect(before[0]!.cmt).toBeNull();
  });
});

import dayjs, { type Dayjs } from 'dayjs';
import type { Transaction } from '../db/index.ts';
import { insertAccount, normaliseLogin } from './accounts.ts';
import { hashPassword } from './passwords.ts';

/**
 * Demo accounts of the embedded provider, one for each kind of customer the
 * spec distinguishes, with their customer records (contracts, products,
 * payment means) built from the seed catalogue's article and offer codes.
 * Dates are relative to the day of seeding, so a demo never starts out expired.
 */

export const DEMO_PASSWORD = 'Horyzont2026!';

interface DemoProduct {
  articleCode: string;
  offerCode: string;
  fee: string;
  /** A product switched off at the end of its period: PLANNED_OFF, ending this many days after seeding. */
  plannedOffInDays?: number;
}

interface DemoContract {
  cgroupe: 'K' | 'C' | 'M' | 'P' | 'T' | 'V' | 'J';
  startedMonthsAgo: number;
  /** A long-term offer contract of this many months. */
  ltoMonths?: number;
  products: DemoProduct[];
}

interface DemoAddress {
  street: string;
  number: string;
  apartment: string | null;
  postalCode: string;
  city: string;
}

/** Every demo customer's main address, and their billing address unless they have their own. */
const SLONECZNA: DemoAddress = { street: 'Słoneczna', number: '12', apartment: '4', postalCode: '00-950', city: 'Warszawa' };

interface DemoPaymentMean {
  mopId: 1 | 2 | 6 | 7 | 8;
  displayString: string;
  /** A card expiring this many days after seeding (else at the end of the year after next). */
  cardExpiresInDays?: number;
}

export interface DemoAccount {
  login: string;
  displayName: string;
  /** What the account is there to show (Polish, for the README and the demo). */
  demonstrates: string;
  customer: {
    identifier: string;
    numabo: string;
    prepaidCategory?: 'NEWSALES' | 'UPSELL';
    accountBalance?: string;
    msisdn?: string;
    /** Contact phone, nine digits (personal data). */
    contactPhone?: string;
    /** A billing address other than the main one. */
    billAddress?: DemoAddress;
    /** Polish residence verified (cross-border portability): the session's portabilityFlag is „potwierdzony”. */
    residenceConfirmed?: boolean;
    contracts: DemoContract[];
    paymentMeans: DemoPaymentMean[];
  };
}

const komfort: DemoProduct = { articleCode: 'HOR02', offerCode: 'OTT_KOMFORT_M', fee: '49.99' };
const start: DemoProduct = { articleCode: 'HOR01', offerCode: 'OTT_START_M', fee: '29.99' };
const sport: DemoProduct = { articleCode: 'MCCSNK01', offerCode: 'OTT_SPORT_M', fee: '39.99' };
const strumien: DemoProduct = { articleCode: 'FN01', offerCode: 'OTT_STRUMIEN_M', fee: '29.00' };

const customerWith = (identifier: string, numabo: string, products: DemoProduct[], paymentMeans: DemoPaymentMean[], msisdn?: string) => ({
  identifier,
  numabo,
  msisdn,
  contracts: [{ cgroupe: 'C' as const, startedMonthsAgo: 14, products }],
  paymentMeans,
});

export const demoAccounts: readonly DemoAccount[] = [
  {
    login: 'klient.k@horyzont.example',
    displayName: 'Kamil Nowicki',
    demonstrates: 'Prospekt: ma wyłącznie umowy grupy K, więc kupuje jak nowy klient.',
    customer: { identifier: 'HOR-DEMO-001', numabo: '7000001', contracts: [{ cgroupe: 'K', startedMonthsAgo: 1, products: [] }], paymentMeans: [] },
  },
  {
    login: 'klient.c@horyzont.example',
    displayName: 'Celina Wiśniewska',
    demonstrates: 'Obecny klient: umowa grupy C z pakietem Komfort i serwisem Strumień.',
    customer: { ...customerWith('HOR-DEMO-002', '7000002', [komfort, strumien], []), residenceConfirmed: true },
  },
  {
    login: 'klient.prepaid-nowy@horyzont.example',
    displayName: 'Piotr Zieliński',
    demonstrates: 'Klient prepaid w kategorii NEWSALES (nowa sprzedaż) z pakietem Start.',
    customer: {
      identifier: 'HOR-DEMO-003',
      numabo: '7000003',
      prepaidCategory: 'NEWSALES',
      accountBalance: '0.00',
      contracts: [{ cgroupe: 'P', startedMonthsAgo: 0, products: [start] }],
      paymentMeans: [],
    },
  },
  {
    login: 'klient.prepaid-upsell@horyzont.example',
    displayName: 'Urszula Kamińska',
    demonstrates: 'Klient prepaid w kategorii UPSELL (dokupuje usługi) z pakietem Komfort i saldem 25 zł.',
    customer: {
      identifier: 'HOR-DEMO-004',
      numabo: '7000004',
      prepaidCategory: 'UPSELL',
      accountBalance: '25.00',
      contracts: [{ cgroupe: 'P', startedMonthsAgo: 8, products: [komfort] }],
      paymentMeans: [],
    },
  },
  {
    login: 'klient.wylaczenie@horyzont.example',
    displayName: 'Wojciech Lewandowski',
    demonstrates: 'Klient z usługą zaplanowaną do wyłączenia (PLANNED_OFF): Sport Horyzont kończy się za 20 dni i można go przywrócić.',
    customer: customerWith('HOR-DEMO-005', '7000005', [start, { ...sport, plannedOffInDays: 20 }], []),
  },
  {
    login: 'klient.lto@horyzont.example',
    displayName: 'Łucja Dąbrowska',
    demonstrates: 'Klient z umową długoterminową (LTO) na 12 miesięcy: Komfort w cenie promocyjnej, z datą końca zobowiązania.',
    customer: {
      identifier: 'HOR-DEMO-006',
      numabo: '7000006',
      residenceConfirmed: true,
      contracts: [
        { cgroupe: 'C', startedMonthsAgo: 10, ltoMonths: 12, products: [{ articleCode: 'HOR02', offerCode: 'OTT_KOMFORT_LTO12', fee: '39.99' }] },
      ],
      paymentMeans: [{ mopId: 1, displayString: 'Karta •••• 1881' }],
    },
  },
  {
    login: 'klient.karta@horyzont.example',
    displayName: 'Karol Wójcik',
    demonstrates: 'Płatność kartą (metoda 1).',
    customer: { ...customerWith('HOR-DEMO-007', '7000007', [komfort], [{ mopId: 1, displayString: 'Karta •••• 4242' }]), residenceConfirmed: true },
  },
  {
    login: 'klient.operator-a@horyzont.example',
    displayName: 'Anna Kowalczyk',
    demonstrates: 'Płatność przez rachunek operatora komórkowego A (metoda 2).',
    customer: customerWith('HOR-DEMO-008', '7000008', [sport], [{ mopId: 2, displayString: 'Operator A, numer 601 000 102' }], '601000102'),
  },
  {
    login: 'klient.operator-b@horyzont.example',
    displayName: 'Bartosz Kozłowski',
    demonstrates: 'Płatność przez rachunek operatora komórkowego B (metoda 6).',
    customer: customerWith('HOR-DEMO-009', '7000009', [sport], [{ mopId: 6, displayString: 'Operator B, numer 602 000 106' }], '602000106'),
  },
  {
    login: 'klient.operator-c@horyzont.example',
    displayName: 'Cezary Jankowski',
    demonstrates: 'Płatność przez rachunek operatora komórkowego C (metoda 7).',
    customer: customerWith('HOR-DEMO-010', '7000010', [sport], [{ mopId: 7, displayString: 'Operator C, numer 603 000 107' }], '603000107'),
  },
  {
    login: 'klient.kod@horyzont.example',
    displayName: 'Krystyna Mazur',
    demonstrates: 'Płatność kodem natychmiastowym (metoda 8).',
    customer: customerWith('HOR-DEMO-011', '7000011', [sport], [{ mopId: 8, displayString: 'Płatność kodem' }]),
  },
  {
    login: 'klient.dekoder@horyzont.example',
    displayName: 'Damian Szymański',
    demonstrates:
      'Przywrócenie aktywacji dekodera: umowa grupy C z pakietem Start; jego koszyk i kod aktywacyjny zmieniają tylko testy aktywacji dekodera.',
    customer: customerWith('HOR-DEMO-012', '7000012', [start], []),
  },
  {
    login: 'klient.lto-przedluzenie@horyzont.example',
    displayName: 'Leon Przybylski',
    demonstrates: 'Klient z umową długoterminową (LTO) na 12 miesięcy, który przedłuża umowę w „Moich usługach” i płaci kartą w bramce płatniczej.',
    customer: {
      identifier: 'HOR-DEMO-013',
      numabo: '7000013',
      contracts: [
        { cgroupe: 'C', startedMonthsAgo: 10, ltoMonths: 12, products: [{ articleCode: 'HOR02', offerCode: 'OTT_KOMFORT_LTO12', fee: '39.99' }] },
      ],
      paymentMeans: [],
    },
  },
  {
    login: 'klient.zmiana@horyzont.example',
    displayName: 'Zofia Kaczmarek',
    demonstrates: 'Zmiana pakietu na tańszy: umowa grupy C z pakietem Komfort, dodatkiem Sport Horyzont (tylko do Komfortu) i serwisem Strumień.',
    customer: customerWith('HOR-DEMO-014', '7000014', [komfort, sport, strumien], []),
  },
  {
    login: 'klient.plan@horyzont.example',
    displayName: 'Paweł Zieliński',
    demonstrates: 'Zmiana planu serwisu Strumień: umowa grupy C z pakietem Start i planem standardowym Strumienia.',
    customer: customerWith('HOR-DEMO-015', '7000015', [start, strumien], []),
  },
  {
    login: 'klient.zmiana-anulowana@horyzont.example',
    displayName: 'Anna Wójcik',
    demonstrates: 'Zmiana pakietu porzucona w drugiej karcie przeglądarki: umowa grupy C z pakietem Komfort.',
    customer: customerWith('HOR-DEMO-016', '7000016', [komfort], []),
  },
  {
    login: 'klient.dodaj@horyzont.example',
    displayName: 'Dorota Wróblewska',
    demonstrates: '„Dodaj usługę” w „Moich usługach”: umowa grupy C z pakietem Komfort; jej koszyk zmienia tylko test dodawania usługi.',
    customer: customerWith('HOR-DEMO-017', '7000017', [komfort], []),
  },
  {
    login: 'klient.prepaid-dodaj@horyzont.example',
    displayName: 'Daniel Pawlak',
    demonstrates:
      '„Dodaj usługę” klienta prepaid w kategorii NEWSALES z pakietem Start: „Wstecz” w podsumowaniu wraca do „Mojego konta”; jego koszyk zmienia tylko test dodawania usługi.',
    customer: {
      identifier: 'HOR-DEMO-018',
      numabo: '7000018',
      prepaidCategory: 'NEWSALES',
      accountBalance: '0.00',
      contracts: [{ cgroupe: 'P', startedMonthsAgo: 0, products: [start] }],
      paymentMeans: [],
    },
  },
  {
    login: 'klient.prestiz@horyzont.example',
    displayName: 'Patrycja Nowakowska',
    demonstrates:
      'Pakiet Prestiż po zakończonej umowie na 24 miesiące, z Filmami i serialami Premium w pakiecie: dostęp do serwisu partnera filmowego; plan filmów zmienia się tylko razem z pakietem.',
    customer: {
      identifier: 'HOR-DEMO-019',
      numabo: '7000019',
      residenceConfirmed: true,
      contracts: [
        {
          cgroupe: 'C',
          startedMonthsAgo: 30,
          ltoMonths: 24,
          products: [
            { articleCode: 'HOR03', offerCode: 'OTT_PRESTIZ_LTO24', fee: '89.99' },
            { articleCode: 'FC91', offerCode: 'OTT_PRESTIZ_LTO24', fee: '0.00' },
          ],
        },
      ],
      paymentMeans: [],
    },
  },
  {
    login: 'klient.platnosci@horyzont.example',
    displayName: 'Paulina Grabowska',
    demonstrates:
      '„Moje płatności”: pakiet Komfort opłacany kartą, która traci ważność za 20 dni; klientka dodaje nową kartę w bramce płatniczej i usuwa starą (tylko ten test zmienia jej karty).',
    customer: customerWith('HOR-DEMO-023', '7000023', [komfort], [{ mopId: 1, displayString: 'Karta •••• 5100', cardExpiresInDays: 20 }]),
  },
  {
    login: 'klient.operator-pin@horyzont.example',
    displayName: 'Oskar Michalski',
    demonstrates:
      '„Moje płatności”: Sport Horyzont bez zapisanej metody płatności; klient dopisuje opłaty do rachunku Operatora B, potwierdzając numer kodem PIN z SMS-a (tylko ten test zmienia jego metody płatności).',
    customer: customerWith('HOR-DEMO-024', '7000024', [sport], [], '602000124'),
  },
  {
    login: 'klient.wiadomosci@horyzont.example',
    displayName: 'Wiktoria Mazur',
    demonstrates: 'Wiadomości do obsługi klienta w „Moim koncie”: umowa grupy C z pakietem Komfort; jej wiadomości wysyła tylko test wiadomości.',
    customer: customerWith('HOR-DEMO-021', '7000021', [komfort], []),
  },
  {
    login: 'klient.urzadzenia@horyzont.example',
    displayName: 'Urszula Dąbrowska',
    demonstrates: 'Wylogowanie innych urządzeń: umowa grupy C z pakietem Start; logowana na dwóch urządzeniach tylko w teście wylogowania urządzeń.',
    customer: customerWith('HOR-DEMO-022', '7000022', [start], []),
  },
  {
    login: 'klient.dane@horyzont.example',
    displayName: 'Dariusz Sadowski',
    demonstrates:
      'Dane osobowe: umowa grupy C z pakietem Komfort, adres instalacji, osobny adres do faktur i telefon kontaktowy; jego dane zmienia tylko test danych osobowych.',
    customer: {
      ...customerWith('HOR-DEMO-020', '7000020', [komfort], []),
      contactPhone: '601000120',
      billAddress: { street: 'Polna', number: '3', apartment: null, postalCode: '31-154', city: 'Kraków' },
    },
  },
  {
    login: 'klient.aktywacja@horyzont.example',
    displayName: 'Agata Malinowska',
    demonstrates:
      'Aktywacja konta po zamówieniu: umowa grupy C z pakietem Start; dokupuje serwis Strumień, płaci kodem z aplikacji banku i przechodzi etap „Aktywacja konta” (tylko test aktywacji konta składa jej zamówienia).',
    customer: customerWith('HOR-DEMO-025', '7000025', [start], []),
  },
  {
    login: 'klient.voucher-uslugi@horyzont.example',
    displayName: 'Wiktor Sadowski',
    demonstrates:
      'Voucher Telewizji Horyzont w „Moich usługach”: umowa grupy C z pakietem Start; kod na serwis Strumień aktywuje po zalogowaniu w trakcie (tylko test voucherów).',
    customer: customerWith('HOR-DEMO-026', '7000026', [start], []),
  },
  {
    login: 'klient.voucher-sport@horyzont.example',
    displayName: 'Teresa Kubiak',
    demonstrates:
      'Voucher z turnieju tenisowego: umowa grupy C z pakietem Komfort, więc kod na Sport Horyzont trafia do „Moich usług” (tylko test voucherów).',
    customer: customerWith('HOR-DEMO-027', '7000027', [komfort], []),
  },
  {
    login: 'klient.voucher-koszyk@horyzont.example',
    displayName: 'Bartosz Lis',
    demonstrates:
      'Voucher partnera bankowego u prospekta (tylko umowa grupy K): pakiet Komfort trafia do koszyka z pierwszą płatnością 0 zł (tylko test voucherów).',
    customer: { identifier: 'HOR-DEMO-028', numabo: '7000028', contracts: [{ cgroupe: 'K', startedMonthsAgo: 1, products: [] }], paymentMeans: [] },
  },
  {
    login: 'klient.voucher-bank@horyzont.example',
    displayName: 'Paulina Czarnecka',
    demonstrates:
      'Voucher „Horyzont w koncie”: umowa grupy C z samym serwisem Strumień, bez pakietu, więc kod na pakiet Start trafia do „Moich usług” (tylko test voucherów).',
    customer: customerWith('HOR-DEMO-029', '7000029', [strumien], []),
  },
];

/** Login, password and purpose of every demo account, for the README and the login page of a demo. */
export function demoAccountList(): { login: string; password: string; demonstrates: string }[] {
  return demoAccounts.map(({ login, demonstrates }) => ({ login, password: DEMO_PASSWORD, demonstrates }));
}

const day = (date: Dayjs) => date.format('YYYY-MM-DD');

async function insertCustomer(tx: Transaction, demo: DemoAccount, accountId: string, today: Dayjs): Promise<string> {
  const { customer } = demo;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO customers (oidc_subject, login, display_name, prepaid_category, customer_identifier, msisdn, numabo, numabont, account_balance, contact_phone,
                            residence_confirmed_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7, '1', $8, $9, $10) RETURNING id`,
    [
      accountId,
      demo.login,
      demo.displayName,
      customer.prepaidCategory,
      customer.identifier,
      customer.msisdn,
      customer.numabo,
      customer.accountBalance ?? '0.00',
      customer.contactPhone ?? null,
      customer.residenceConfirmed ? day(today) : null,
    ],
  );
  const customerId = (rows[0] as { id: string }).id;

  for (const [kind, address] of [
    ['MAIN', SLONECZNA],
    ['BILL', customer.billAddress ?? SLONECZNA],
  ] as const) {
    await tx.query(`INSERT INTO addresses (customer_id, kind, street, number, apartment, postal_code, city) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
      customerId,
      kind,
      address.street,
      address.number,
      address.apartment,
      address.postalCode,
      address.city,
    ]);
  }

  for (const contract of customer.contracts) {
    const debabo = today.subtract(contract.startedMonthsAgo, 'month');
    const ltoEnd = contract.ltoMonths ? day(debabo.add(contract.ltoMonths, 'month')) : null;
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO contracts (customer_id, cgroupe, debabo, corig, lto_duration, lto_end_date) VALUES ($1, $2, $3, 'DEMO', $4, $5) RETURNING id`,
      [customerId, contract.cgroupe, day(debabo), contract.ltoMonths ?? null, ltoEnd],
    );
    const contractId = (inserted.rows[0] as { id: number }).id;
    for (const product of contract.products) {
      const plannedOff = product.plannedOffInDays !== undefined;
      await tx.query(
        `INSERT INTO contract_products (contract_id, article_code, offer_code, status, end_date, fee, commitment_end_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          contractId,
          product.articleCode,
          product.offerCode,
          plannedOff ? 'PLANNED_OFF' : 'ACTIVE',
          plannedOff ? day(today.add(product.plannedOffInDays ?? 0, 'day')) : null,
          product.fee,
          ltoEnd,
        ],
      );
    }
  }

  for (const mean of customer.paymentMeans) {
    await tx.query(
      `INSERT INTO payment_means (customer_id, mop_id, display_string, expiry_date, status, gateway_reference)
       VALUES ($1, $2, $3, $4, 'ACTIVE', $5)`,
      [
        customerId,
        mean.mopId,
        mean.displayString,
        mean.mopId === 1
          ? day(mean.cardExpiresInDays === undefined ? today.add(2, 'year').endOf('year') : today.add(mean.cardExpiresInDays, 'day'))
          : null,
        `demo-${customer.identifier.toLowerCase()}-${mean.mopId}`,
      ],
    );
  }
  return customerId;
}

/** The demo password's hash, made once per process at the cost configured then. */
let demoPasswordHash: Promise<string> | undefined;

function demoPassword(): Promise<string> {
  // Hashing is slow on purpose: done once, before any transaction. Every demo account has the same published password, so
  // one salted hash serves them all and reveals nothing more.
  demoPasswordHash ??= hashPassword(DEMO_PASSWORD).catch((error: unknown) => {
    demoPasswordHash = undefined;
    throw error;
  });
  return demoPasswordHash;
}

/** The demo's member of staff: seeded without customer data (the first sign-in makes an empty record, as for any new account); may open the back office (the forms inbox). */
export const DEMO_STAFF = { login: 'obsluga@horyzont.example', displayName: 'Obsługa klienta (demo)' } as const;

/** Creates the demo staff account unless it exists (even deleted). Returns whether it was created. */
export async function seedDemoStaff(db: Transaction): Promise<boolean> {
  const exists = async (queryable: Pick<Transaction, 'query'>) =>
    (await queryable.query('SELECT 1 FROM identity_accounts WHERE lower(login) = $1', [DEMO_STAFF.login])).rows.length > 0;
  if (await exists(db)) return false;
  const passwordHash = await demoPassword();
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('identity_demo_accounts'))`);
    if (await exists(tx)) return false;
    await insertAccount(tx, { login: DEMO_STAFF.login, passwordHash, displayName: DEMO_STAFF.displayName, staff: true });
    return true;
  });
}

/**
 * Creates the demo accounts that do not exist yet, each with its customer
 * records, in one transaction. Idempotent: an account already there (even one
 * deleted by a user trying the delete page) is left as it is, and a customer
 * with the same login means that demo is skipped. Returns the logins created.
 */
export async function seedDemoAccounts(db: Transaction, today: Dayjs = dayjs()): Promise<string[]> {
  const logins = demoAccounts.map((demo) => normaliseLogin(demo.login));
  const present = async (queryable: Pick<Transaction, 'query'>) =>
    new Set(
      (
        await queryable.query<{ login: string }>(
          `SELECT lower(login) AS login FROM identity_accounts WHERE lower(login) = ANY($1)
           UNION SELECT lower(login) FROM customers WHERE lower(login) = ANY($1)`,
          [logins],
        )
      ).rows.map((row) => row.login),
    );

  const before = await present(db);
  const toCreate = demoAccounts.filter((demo) => !before.has(normaliseLogin(demo.login)));
  if (toCreate.length === 0) return [];

  const passwordHash = await demoPassword();

  return db.transaction(async (tx) => {
    // Two servers starting at once on one PostgreSQL database: the second waits, then finds the accounts.
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('identity_demo_accounts'))`);
    const existing = await present(tx);
    const created: string[] = [];
    for (const demo of toCreate) {
      if (existing.has(normaliseLogin(demo.login))) continue;
      const account = await insertAccount(tx, { login: demo.login, passwordHash, displayName: demo.displayName });
      const customerId = await insertCustomer(tx, demo, account.id, today);
      await tx.query('UPDATE identity_accounts SET customer_id = $2 WHERE id = $1', [account.id, customerId]);
      created.push(demo.login);
    }
    return created;
  });
}

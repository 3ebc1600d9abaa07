import type { ContractGroup, PrepaidCategory } from '#domain/session.ts';
import type { PaymentMeanId } from '#domain/payment-methods.ts';
import { TEST_CARDS } from '#domain/gateway-test-cards.ts';
import { paymentMessages } from '#domain/payment-messages.ts';

/**
 * Customers one can sign in as in mock mode: a few of the embedded identity
 * provider's demo accounts (same logins, names and holdings as
 * src/server/identity/demo-accounts.ts, which cannot be imported here: it
 * writes to the database), each showing a path of the shop funnel.
 */

export interface MockProduct {
  articleCode: string;
  offerCode: string;
  fee: string;
}

export interface MockContractSeed {
  cgroupe: ContractGroup;
  startedMonthsAgo: number;
  /** A long-term offer contract of this many months. */
  ltoMonths?: number;
  products: MockProduct[];
}

export interface MockMeanSeed {
  mopId: PaymentMeanId;
  displayString: string;
  /** A stored card: the payment gateway simulator's test card it stands for (decides how a charge ends). */
  cardNumber?: string;
}

export interface MockCustomerSeed {
  login: string;
  displayName: string;
  identifier: string;
  numabo: string;
  msisdn: string | null;
  prepaidCategory: PrepaidCategory | null;
  contracts: MockContractSeed[];
  means: MockMeanSeed[];
}

const cardNumber = (decision: (typeof TEST_CARDS)[number]['decision']) => TEST_CARDS.find((card) => card.decision === decision)!.number;
const storedCard = (decision: (typeof TEST_CARDS)[number]['decision']): MockMeanSeed => {
  const number = cardNumber(decision);
  return { mopId: 1, displayString: paymentMessages.display.card(number.slice(-4)), cardNumber: number };
};

const komfort: MockProduct = { articleCode: 'HOR02', offerCode: 'OTT_KOMFORT_M', fee: '49.99' };
const strumien: MockProduct = { articleCode: 'FN01', offerCode: 'OTT_STRUMIEN_M', fee: '29.00' };
const start: MockProduct = { articleCode: 'HOR01', offerCode: 'OTT_START_M', fee: '29.99' };

export const MOCK_CUSTOMERS: readonly MockCustomerSeed[] = [
  {
    // The default: a prospect (only K contracts) buys as a new customer.
    login: 'klient.k@horyzont.example',
    displayName: 'Kamil Nowicki',
    identifier: 'HOR-DEMO-001',
    numabo: '7000001',
    msisdn: null,
    prepaidCategory: null,
    contracts: [{ cgroupe: 'K', startedMonthsAgo: 1, products: [] }],
    means: [],
  },
  {
    login: 'klient.c@horyzont.example',
    displayName: 'Celina Wiśniewska',
    identifier: 'HOR-DEMO-002',
    numabo: '7000002',
    msisdn: null,
    prepaidCategory: null,
    contracts: [{ cgroupe: 'C', startedMonthsAgo: 14, products: [komfort, strumien] }],
    means: [],
  },
  {
    login: 'klient.prepaid-nowy@horyzont.example',
    displayName: 'Piotr Zieliński',
    identifier: 'HOR-DEMO-003',
    numabo: '7000003',
    msisdn: null,
    prepaidCategory: 'NEWSALES',
    contracts: [{ cgroupe: 'P', startedMonthsAgo: 0, products: [start] }],
    means: [],
  },
  {
    // Their stored card's bank is not supported: paying by card answers 712.
    login: 'klient.lto@horyzont.example',
    displayName: 'Łucja Dąbrowska',
    identifier: 'HOR-DEMO-006',
    numabo: '7000006',
    msisdn: null,
    prepaidCategory: null,
    contracts: [
      { cgroupe: 'C', startedMonthsAgo: 10, ltoMonths: 12, products: [{ articleCode: 'HOR02', offerCode: 'OTT_KOMFORT_LTO12', fee: '39.99' }] },
    ],
    means: [storedCard('UNSUPPORTED_BANK')],
  },
  {
    login: 'klient.karta@horyzont.example',
    displayName: 'Karol Wójcik',
    identifier: 'HOR-DEMO-007',
    numabo: '7000007',
    msisdn: null,
    prepaidCategory: null,
    contracts: [{ cgroupe: 'C', startedMonthsAgo: 14, products: [komfort] }],
    means: [storedCard('SUCCEEDED')],
  },
];

export const DEFAULT_MOCK_CUSTOMER = MOCK_CUSTOMERS[0]!.login;

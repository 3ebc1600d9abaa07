import { useQuery } from '@tanstack/react-query';
import { usePageQueryClient } from '#api-client/hooks.ts';
import { OPERATION_KEY_ROOT } from '#api-client/page-cache.ts';
import { formatDate } from '#domain/date-text.ts';
import { servicesAbroad } from '#domain/services-abroad.ts';
import { useSession } from '#stores/use-session.ts';
import type { IslandProps } from '#registry/define-block.ts';
import type block from './block.ts';
import type data from './data.ts';
import { texts as t } from './texts.ts';
import './ServicesAbroad.scss';

type Props = IslandProps<typeof block, typeof data>;

const api = () => import('./api.ts');

const MESSAGES_URL = '/oferta-online/moje-konto/wiadomosci';
const OFFER_URL = '/oferta-online';

/**
 * "Online services abroad" (spec 2 my account, online services abroad; spec 3
 * portabilityFlag; spec 7 account/segments): each service the signed-in
 * customer holds and whether it works during a temporary stay in another EU
 * country, by the rule of src/domain/services-abroad.ts; without a confirmed
 * residence, what is missing and how it gets confirmed. Anonymous visitors
 * are sent to the login page by the shell (the template requires it).
 */
export default function ServicesAbroad({ heading, articleNames }: Props) {
  const { session, ready } = useSession();
  const signedIn = ready && Boolean(session.userLogin);
  const segments = useQuery(
    {
      queryKey: [OPERATION_KEY_ROOT, 'account/segments', { customer: session.userLogin }],
      queryFn: async ({ signal }) => (await api()).segmentCodes(signal),
      enabled: signedIn,
      // A failure is said at once, with „Spróbuj ponownie” beside it.
      retry: false,
    },
    usePageQueryClient(),
  );

  if (!ready) return <p>{t.loading}</p>;
  if (!session.userLogin) return null;

  const view = segments.data
    ? servicesAbroad({ products: session.currentProducts, segmentCodes: segments.data, portabilityFlag: session.portabilityFlag })
    : null;

  return (
    <section className="services-abroad" aria-labelledby="services-abroad-heading">
      <h2 id="services-abroad-heading" className="block-heading">
        {heading ?? t.heading}
      </h2>
      {segments.isPending && <p>{t.loading}</p>}
      {segments.isError && (
        <p className="shop-error" role="alert">
          {t.failed}{' '}
          <button type="button" className="button button--secondary" onClick={() => void segments.refetch()}>
            {t.retry}
          </button>
        </p>
      )}
      {view?.kind === 'none' && (
        <p>
          {t.none} <a href={OFFER_URL}>{t.offer}</a>
        </p>
      )}
      {view && view.kind !== 'none' && (
        <>
          <p>{t[view.kind]}</p>
          <ul className="services-abroad__list">
            {view.services.map((service) => (
              <li key={service.articleCode} className={`services-abroad__item services-abroad__item--${view.kind}`}>
                <span className="services-abroad__name">{articleNames[service.articleCode] ?? service.articleCode}</span>
                {service.partner && <span className="services-abroad__tag">{t.partner[service.partner]}</span>}
                <span className="services-abroad__state">
                  {t.state[view.kind]}
                  {service.until && `, ${t.until(formatDate(service.until))}`}
                </span>
              </li>
            ))}
          </ul>
          {view.kind === 'homeOnly' && (
            <section className="services-abroad__confirm" aria-labelledby="services-abroad-confirm">
              <h3 id="services-abroad-confirm">{t.confirm.heading}</h3>
              <p>{t.confirm.text}</p>
              <a className="button button--secondary" href={MESSAGES_URL}>
                {t.confirm.link}
              </a>
            </section>
          )}
        </>
      )}
    </section>
  );
}

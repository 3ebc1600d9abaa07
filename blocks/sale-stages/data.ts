import type block from './block.ts';
import type { BlockProps } from '#registry/define-block.ts';
import { getSite } from '#content/queries.ts';

/** Build time: the content system's ordered sale stages; the page's stage must be one of them. */
export default async function saleStagesData(props: BlockProps<typeof block>) {
  const { saleStages } = await getSite();
  if (!saleStages.some((entry) => entry.stage === props.stage)) {
    throw new Error(
      `Blok „Etapy zamówienia”: etapu „${props.stage}” nie ma na liście etapów sprzedaży (${saleStages.map((s) => s.stage).join(', ')})`,
    );
  }
  return { stages: saleStages };
}

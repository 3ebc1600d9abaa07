import { ORDER_PLACED_STAGE } from '#domain/cart-stages.ts';

/**
 * The sale stages as the stage bar shows them: done, current or to come.
 * A done stage before the order is placed links back to its page; once the
 * order is placed (ACTIVATION and after), going back is no longer possible.
 */
export interface StageLink {
  stage: string;
  label: string;
  state: 'done' | 'current' | 'next';
  href: string | null;
}

export function stageLinks(stages: ReadonlyArray<{ stage: string; label: string; url: string }>, current: string): StageLink[] {
  const currentIndex = stages.findIndex((entry) => entry.stage === current);
  const placedIndex = stages.findIndex((entry) => entry.stage === ORDER_PLACED_STAGE);
  const orderPlaced = placedIndex >= 0 && currentIndex >= placedIndex;
  return stages.map((entry, index) => {
    const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next';
    return { stage: entry.stage, label: entry.label, state, href: state === 'done' && !orderPlaced ? entry.url : null };
  });
}

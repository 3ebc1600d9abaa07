import type { BlockNode } from '#content-schema/block.ts';
import type { BlockDefinition } from './define-block.ts';

/**
 * The contract calls with which a page's blocks change the customer's data
 * (each block's `changes`, nested regions included), sorted: what a self-care
 * lock window of the page covers on the server.
 */
export function changesOf(
  regions: Readonly<Record<string, readonly BlockNode[] | undefined>>,
  definitions: Readonly<Record<string, BlockDefinition>>,
): string[] {
  const calls = new Set<string>();
  const visit = (nodes: readonly BlockNode[] | undefined) => {
    for (const node of nodes ?? []) {
      for (const call of definitions[node.type]?.changes ?? []) calls.add(call);
      for (const nested of Object.values(node.regions ?? {})) visit(nested);
    }
  };
  for (const nodes of Object.values(regions)) visit(nodes);
  return [...calls].sort();
}

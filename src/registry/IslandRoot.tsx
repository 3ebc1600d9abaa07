import type { ReactNode } from 'react';
import { IslandBoundary } from './IslandBoundary.tsx';

/**
 * What every island is rendered in: an error boundary that isolates it. The
 * page's one query client, shared by the islands that read server data
 * through TanStack Query, comes with those reads (usePageQueryClient in
 * src/api-client/hooks.ts), so islands that read nothing that way (the
 * configurator, the landing pages) do not load it.
 */
export function IslandRoot({ name, children }: { name: string; children: ReactNode }) {
  return <IslandBoundary name={name}>{children}</IslandBoundary>;
}

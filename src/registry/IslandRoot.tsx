import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '../api-client/query-client.ts';
import { IslandBoundary } from './IslandBoundary.tsx';

/**
 * What every island is rendered in: an error boundary that isolates it, and
 * the page's one query client, so islands share the customer API's answers.
 */
export function IslandRoot({ name, children }: { name: string; children: ReactNode }) {
  return (
    <IslandBoundary name={name}>
      <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>
    </IslandBoundary>
  );
}

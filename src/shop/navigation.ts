import { apiClientConfig } from '#api-client/config.ts';

/** Goes to another page of the funnel (through the API client's navigation, which tests replace). */
export function goTo(url: string): void {
  apiClientConfig().navigate(url);
}

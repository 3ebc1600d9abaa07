import { formatDistance, nearestFirst, type LatLon } from '#domain/distance.ts';
import { nearMeTexts as t } from '../near-me-texts.ts';

/**
 * „Najbliżej mnie” on the shop finder: loaded when the button is pressed (the
 * shell's on-demand listener), it asks for the browser's location only then,
 * orders the list's salons nearest first with each one's distance, and says
 * so in the widget's status; a refusal or no location is said in Polish.
 */

export function sortByDistance(button: HTMLButtonElement): void {
  // The button names the list it orders and, as its description, the status that tells what happened.
  const list = document.getElementById(button.dataset.nearMe ?? '');
  const status = document.getElementById(button.getAttribute('aria-describedby') ?? '');
  if (!list || !status || button.dataset.busy) return;
  if (!('geolocation' in navigator)) {
    status.textContent = t.unavailable;
    return;
  }
  button.dataset.busy = 'true';
  status.textContent = t.locating;
  navigator.geolocation.getCurrentPosition(
    (position) => {
      delete button.dataset.busy;
      status.textContent = orderList(list, { lat: position.coords.latitude, lon: position.coords.longitude });
    },
    (error) => {
      delete button.dataset.busy;
      status.textContent = error.code === error.PERMISSION_DENIED ? t.denied : t.unavailable;
    },
    // A position from the last few minutes is as good for choosing a salon, and answers at once.
    { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
  );
}

/** Moves the salons' entries into distance order, shows each distance, and returns what to announce. */
export function orderList(list: HTMLElement, from: LatLon): string {
  const entries = [...list.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.dataset.lat !== undefined);
  const ordered = nearestFirst(entries, from, (entry) => ({ lat: Number(entry.dataset.lat), lon: Number(entry.dataset.lon) }));
  for (const { item, km } of ordered) {
    const distance = item.querySelector<HTMLElement>('[data-distance]');
    if (distance) {
      distance.textContent = t.distance(formatDistance(km));
      distance.hidden = false;
    }
    list.append(item);
  }
  const nearest = ordered[0];
  if (!nearest) return '';
  return t.sorted(nearest.item.querySelector('h3, h4')?.textContent?.trim() ?? '', formatDistance(nearest.km));
}

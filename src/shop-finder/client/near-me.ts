import { formatDistance, nearestFirst, type LatLon } from '../../domain/distance.ts';
import { shopFinderTexts } from '../texts.ts';

/**
 * „Najbliżej mnie” on the shop finder: loaded when the button is pressed (the
 * shell's on-demand listener), it asks for the browser's location only then,
 * orders the list's salons nearest first with each one's distance, and says
 * so in the widget's status; a refusal or no location is said in Polish.
 */

const t = shopFinderTexts.nearMe;

export function sortByDistance(button: HTMLButtonElement): void {
  const widget = button.closest<HTMLElement>('[data-near-me]');
  const list = widget ? document.getElementById(widget.dataset.nearMe ?? '') : null;
  const status = widget?.querySelector<HTMLElement>('[role="status"]');
  if (!widget || !list || !status || widget.dataset.busy) return;
  if (!('geolocation' in navigator)) {
    status.textContent = t.unavailable;
    return;
  }
  widget.dataset.busy = 'true';
  status.textContent = t.locating;
  navigator.geolocation.getCurrentPosition(
    (position) => {
      delete widget.dataset.busy;
      status.textContent = orderList(list, { lat: position.coords.latitude, lon: position.coords.longitude });
    },
    (error) => {
      delete widget.dataset.busy;
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

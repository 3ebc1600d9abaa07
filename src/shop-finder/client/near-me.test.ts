// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startOnDemand } from '#shell/client/on-demand.ts';
import { sortByDistance } from './near-me.ts';

/** The block's markup as far as „Najbliżej mnie” reads it (blocks/shop-finder/ShopFinder.astro). */
function finder() {
  document.body.innerHTML = `
    <div><button type="button" data-near-me="lista" aria-describedby="stan">Najbliżej mnie</button><p id="stan" role="status"></p></div>
    <ul id="lista">
      <li data-lat="54.352" data-lon="18.6466"><h3>Salon Gdańsk</h3><p data-distance hidden></p></li>
      <li data-lat="52.2297" data-lon="21.0122"><h3>Salon Warszawa – Śródmieście</h3><p data-distance hidden></p></li>
      <li data-lat="50.0614" data-lon="19.9366"><h3>Salon Kraków – Stare Miasto</h3><p data-distance hidden></p></li>
    </ul>`;
  return {
    button: document.querySelector('button')!,
    status: document.querySelector('[role="status"]')!,
    names: () => [...document.querySelectorAll('#lista h3')].map((heading) => heading.textContent),
    distances: () => [...document.querySelectorAll<HTMLElement>('#lista [data-distance]')].map((line) => (line.hidden ? null : line.textContent)),
  };
}

type Geolocation = Pick<globalThis.Geolocation, 'getCurrentPosition'>;
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;

function withGeolocation(geolocation: Geolocation | undefined) {
  if (geolocation) Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  else Reflect.deleteProperty(navigator, 'geolocation');
}

const at = (latitude: number, longitude: number): Geolocation => ({
  getCurrentPosition: vi.fn((success: PositionCallback) => success({ coords: { latitude, longitude } } as GeolocationPosition)),
});
const failing = (code: number): Geolocation => ({
  getCurrentPosition: vi.fn((_success: PositionCallback, error?: PositionErrorCallback | null) =>
    error?.({ code, PERMISSION_DENIED, POSITION_UNAVAILABLE, TIMEOUT: 3, message: '' } as GeolocationPositionError),
  ),
});

afterEach(() => Reflect.deleteProperty(navigator, 'geolocation'));

describe('Najbliżej mnie', () => {
  it('orders the salons nearest first from the browser’s position, shows each distance and says which is nearest', () => {
    const page = finder();
    withGeolocation(at(50.05, 19.95)); // in Kraków
    sortByDistance(page.button);
    expect(page.names()).toEqual(['Salon Kraków – Stare Miasto', 'Salon Warszawa – Śródmieście', 'Salon Gdańsk']);
    expect(page.distances()).toEqual(['1,6 km od Ciebie', '253 km od Ciebie', '487 km od Ciebie']);
    expect(page.status.textContent).toBe('Salony ułożone od najbliższego. Najbliżej jest Salon Kraków – Stare Miasto, 1,6 km od Ciebie.');
  });

  it('says in Polish that the location was refused, and leaves the list as it was', () => {
    const page = finder();
    withGeolocation(failing(PERMISSION_DENIED));
    sortByDistance(page.button);
    expect(page.status.textContent).toBe(
      'Nie mamy zgody na ustalenie Twojego położenia. Zezwól na to w przeglądarce albo wpisz miasto lub kod pocztowy.',
    );
    expect(page.names()).toEqual(['Salon Gdańsk', 'Salon Warszawa – Śródmieście', 'Salon Kraków – Stare Miasto']);
    expect(page.distances()).toEqual([null, null, null]);
  });

  it('says so when the position cannot be had, or the browser has no geolocation', () => {
    const page = finder();
    withGeolocation(failing(POSITION_UNAVAILABLE));
    sortByDistance(page.button);
    expect(page.status.textContent).toBe('Nie udało się ustalić Twojego położenia. Wpisz miasto lub kod pocztowy.');
    withGeolocation(undefined);
    page.status.textContent = '';
    sortByDistance(page.button);
    expect(page.status.textContent).toBe('Nie udało się ustalić Twojego położenia. Wpisz miasto lub kod pocztowy.');
  });

  it('asks for the location only when pressed, through the shell’s on-demand listener', async () => {
    const page = finder();
    const geolocation = at(50.05, 19.95);
    withGeolocation(geolocation);
    startOnDemand();
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    page.button.click();
    await vi.waitFor(() => expect(page.names()[0]).toBe('Salon Kraków – Stare Miasto'));
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
  });
});

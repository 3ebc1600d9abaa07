import { abGroupOf, abTestEvent, isAbTestName, type AbTestData } from '#domain/ab-tests.ts';
import { pushEvent } from './page-view.ts';
import { AB_TEST_SELECTOR } from './start.ts';

/**
 * The A/B test events of a page (spec 9): one for each test whose markup the
 * page carries ([data-ab-test], see src/styles/_ab-tests.scss), with the
 * visitor's group. Where the group's variant is a list of slides
 * ([data-ab-slide], JSON), the event also carries the order the visitor sees
 * and the slides' data. Fired once per page load, after the page view.
 */

/** What a slide tells analytics about itself: at least its id (the offer code). */
export type AbSlideData = { id: string } & Record<string, unknown>;

function slidesOf(variant: Element | null): AbSlideData[] {
  if (!variant) return [];
  return [...variant.querySelectorAll<HTMLElement>('[data-ab-slide]')].flatMap((slide) => {
    try {
      const data = JSON.parse(slide.dataset.abSlide ?? '') as unknown;
      return data && typeof data === 'object' && typeof (data as AbSlideData).id === 'string' ? [data as AbSlideData] : [];
    } catch {
      return [];
    }
  });
}

export function trackAbExposures(doc: Document = document): void {
  const reported = new Set<string>();
  for (const experiment of doc.querySelectorAll<HTMLElement>(AB_TEST_SELECTOR)) {
    const test = experiment.dataset.abTest;
    if (!isAbTestName(test) || reported.has(test)) continue;
    reported.add(test);
    const group = abGroupOf(doc.documentElement, test);
    const variant = [...experiment.children].find((child) => child.getAttribute('data-ab-variant') === group) ?? null;
    const slides = slidesOf(variant);
    const data: AbTestData = slides.length > 0 ? { group, order: slides.map((slide) => slide.id), slideData: slides } : { group };
    pushEvent(abTestEvent(test, data));
  }
}

import { templateRegions, templates, type LayoutName, type PageKind, type TemplateName } from '#content-schema/templates.ts';
import type { Page } from '#content-schema/page.ts';
import { alertsHidden } from '#domain/alerts.ts';
import { loadsSession } from '#domain/page-kind.ts';

/** Everything the shell needs to know about a page, from its template and its own flags. */
export type ResolvedPage = {
  page: Page;
  template: TemplateName;
  layout: LayoutName;
  regions: readonly string[];
  kind: PageKind;
  hideheader: boolean;
  showbreadcrumbs: boolean;
  showFooter: boolean;
  shortFooter: boolean;
  hideAlerts: boolean;
  loadsSession: boolean;
  auth: { required: boolean; redirectUrl?: string };
};

const LANDING_PATH = '/landing';

export function resolvePage(page: Page): ResolvedPage {
  const t = templates[page.template];
  const slug = page.slug ?? page.path.split('/').pop() ?? '';
  const flag = (name: 'hideheader' | 'showbreadcrumbs' | 'showFooter' | 'shortFooter', fallback: boolean) =>
    page.flags[name] ?? t[name as keyof typeof t] ?? fallback;
  const required = page.auth?.required ?? t.authRequired ?? false;
  return {
    page,
    template: page.template,
    layout: t.layout,
    regions: templateRegions(page.template),
    kind: t.kind,
    hideheader: Boolean(flag('hideheader', false)),
    showbreadcrumbs: Boolean(flag('showbreadcrumbs', false)),
    showFooter: Boolean(flag('showFooter', true)),
    shortFooter: Boolean(flag('shortFooter', false)),
    hideAlerts: Boolean(t.hideAlerts) || alertsHidden({ template: page.template, isLandingPage: page.path === LANDING_PATH }),
    loadsSession: loadsSession({ kind: t.kind, slug }),
    auth: { required, ...(page.auth?.redirectUrl ? { redirectUrl: page.auth.redirectUrl } : required ? { redirectUrl: '/l' } : {}) },
  };
}

import { describe, expect, it } from 'vitest';
import { pageSchema, type PageInput } from '#content-schema/page.ts';
import { resolvePage } from './resolve-page.ts';

const page = (input: Partial<PageInput> & Pick<PageInput, 'path' | 'template'>) => pageSchema.parse({ id: input.path, title: 'Strona', ...input });

describe('resolvePage', () => {
  it('takes shell flags from the template and lets the page override them', () => {
    const help = resolvePage(page({ path: '/pomoc', template: 'help-main-category' }));
    expect(help).toMatchObject({ showbreadcrumbs: true, hideheader: false, showFooter: true, shortFooter: false, layout: 'standard' });
    const bare = resolvePage(page({ path: '/pomoc', template: 'help-main-category', flags: { showbreadcrumbs: false, hideheader: true } }));
    expect(bare).toMatchObject({ showbreadcrumbs: false, hideheader: true });
  });

  it('uses the short footer on the login page and the stage pages', () => {
    expect(resolvePage(page({ path: '/l', template: 'login' })).shortFooter).toBe(true);
    expect(resolvePage(page({ path: '/oferta-online/podsumowanie', template: 'stages/summary' })).shortFooter).toBe(true);
  });

  it('hides alert banners on the landing page and on activation, voucher and stage templates', () => {
    expect(resolvePage(page({ path: '/landing', template: 'landing-page' })).hideAlerts).toBe(true);
    for (const template of ['activation', 'activate-voucher-pekao', 'stages/configuration', 'stages/summary'] as const)
      expect(resolvePage(page({ path: '/x', template })).hideAlerts, template).toBe(true);
    expect(resolvePage(page({ path: '/oferta-online/moje-konto', template: 'my-account' })).hideAlerts).toBe(false);
  });

  it('loads the session on self-care pages but not on content, document, support or login pages', () => {
    expect(resolvePage(page({ path: '/oferta-online/moje-konto', template: 'my-account' })).loadsSession).toBe(true);
    expect(resolvePage(page({ path: '/o-nas', template: 'cms-corporate' })).loadsSession).toBe(false);
    expect(resolvePage(page({ path: '/dokumenty', template: 'documents' })).loadsSession).toBe(false);
    expect(resolvePage(page({ path: '/pomoc', template: 'help-main-category' })).loadsSession).toBe(false);
    expect(resolvePage(page({ path: '/l', template: 'login', slug: 'login' })).loadsSession).toBe(false);
  });

  it('requires authentication on self-care pages, redirecting to the login page unless configured', () => {
    expect(resolvePage(page({ path: '/oferta-online/moje-konto', template: 'my-account' })).auth).toEqual({ required: true, redirectUrl: '/l' });
    expect(
      resolvePage(page({ path: '/oferta-online/moje-konto', template: 'my-account', auth: { required: true, redirectUrl: '/oferta-online' } })).auth,
    ).toEqual({ required: true, redirectUrl: '/oferta-online' });
    expect(resolvePage(page({ path: '/o-nas', template: 'cms-corporate' })).auth).toEqual({ required: false });
  });
});

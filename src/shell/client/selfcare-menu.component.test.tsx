import { beforeEach, describe, expect, it } from 'vitest';
import { startSelfcareMenu } from './selfcare-menu.ts';

// jsdom project (file name *.test.tsx): the self-care menu's disclosure as SelfcareMenu.astro renders it.

function renderMenu() {
  document.body.innerHTML = `
    <nav>
      <a href="/pomoc">Pomoc</a>
      <div data-selfcare-menu>
        <button type="button" aria-expanded="false" aria-controls="menu-konta">Moje konto</button>
        <ul id="menu-konta" hidden>
          <li><a href="/oferta-online/moje-konto">Moje konto</a></li>
          <li><a href="/oferta-online/moje-uslugi">Moje usługi</a></li>
        </ul>
      </div>
      <a href="/l">Zaloguj się</a>
    </nav>
    <main><h1>Strona</h1></main>`;
  startSelfcareMenu();
  const links = [...document.querySelectorAll('a')];
  return {
    button: document.querySelector('button')!,
    panel: document.getElementById('menu-konta')!,
    link: (name: string) => links.find((a) => a.textContent === name)!,
  };
}

const key = (target: Element, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));

describe('self-care menu (spec 4: the self-care item reveals the self-care menu)', () => {
  let ui: ReturnType<typeof renderMenu>;
  beforeEach(() => {
    ui = renderMenu();
  });

  it('the button reveals and hides the menu, saying so in aria-expanded', () => {
    expect(ui.panel.hidden).toBe(true);
    ui.button.click();
    expect(ui.panel.hidden).toBe(false);
    expect(ui.button.getAttribute('aria-expanded')).toBe('true');
    ui.button.click();
    expect(ui.panel.hidden).toBe(true);
    expect(ui.button.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes it and gives focus back to the button', () => {
    ui.button.click();
    ui.link('Moje usługi').focus();
    key(ui.link('Moje usługi'), 'Escape');
    expect(ui.panel.hidden).toBe(true);
    expect(document.activeElement).toBe(ui.button);
  });

  it('closes on a click outside, not on one inside', () => {
    ui.button.click();
    ui.panel.click();
    expect(ui.panel.hidden).toBe(false);
    document.querySelector('h1')!.click();
    expect(ui.panel.hidden).toBe(true);
  });

  it('closes when focus leaves it, and stays open while focus moves inside', () => {
    ui.button.click();
    ui.link('Moje konto').focus();
    ui.link('Moje usługi').focus();
    expect(ui.panel.hidden).toBe(false);
    ui.link('Zaloguj się').focus();
    expect(ui.panel.hidden).toBe(true);
    expect(ui.button.getAttribute('aria-expanded')).toBe('false');
  });

  it('places the open menu under the button', () => {
    ui.button.getBoundingClientRect = () => ({
      left: 300,
      bottom: 64,
      top: 20,
      right: 400,
      width: 100,
      height: 44,
      x: 300,
      y: 20,
      toJSON: () => ({}),
    });
    ui.button.click();
    expect(ui.panel.style.top).toBe('64px');
    expect(ui.panel.style.left).toBe('300px');
  });
});

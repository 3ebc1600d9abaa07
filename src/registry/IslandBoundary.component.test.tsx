import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IslandBoundary } from './IslandBoundary.tsx';

function Broken(): never {
  throw new Error('awaria wyspy');
}

describe('IslandBoundary', () => {
  it('shows a Polish notice in place of an island that throws, and keeps its siblings working', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <IslandBoundary name="Koszyk">
          <Broken />
        </IslandBoundary>
        <IslandBoundary name="Wyszukiwarka">
          <button type="button">Szukaj</button>
        </IslandBoundary>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Ten element strony jest chwilowo niedostępny');
    expect(screen.getByRole('button', { name: 'Szukaj' })).toBeTruthy();
    expect(log.mock.calls.some((args) => String(args[0]).includes('Koszyk'))).toBe(true);
    log.mockRestore();
  });
});

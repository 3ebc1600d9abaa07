import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { animationMs, DIALOG_DEFAULTS } from './dialog-defaults.ts';
import { Modal } from './Modal.tsx';

describe('modal', () => {
  it('has the spec’s defaults: closable, escape, draggable, modal, centered, size sm; 150 ms centered, 300 ms otherwise', () => {
    expect(DIALOG_DEFAULTS).toEqual({ closable: true, closeOnEscape: true, draggable: true, modal: true, centered: true, size: 'sm' });
    expect([animationMs(true), animationMs(false)]).toEqual([150, 300]);
  });

  it('is a dialog named by its title, closed by its button or by Escape', async () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Anulować zamówienie?">
        <p>Treść</p>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Anulować zamówienie?' });
    expect(dialog.className).toContain('modal--sm');
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it('a dialog that may not be closed has no close button and ignores Escape', async () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Płatność w toku" closable={false} closeOnEscape={false} size="lg">
        <p>Treść</p>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Płatność w toku' });
    expect(dialog.className).toContain('modal--lg');
    expect(screen.queryByRole('button', { name: 'Zamknij' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is dragged by its title bar', async () => {
    render(
      <Modal open onClose={() => undefined} title="Szczegóły">
        <p>Treść</p>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Szczegóły' });
    const bar = screen.getByRole('heading', { name: 'Szczegóły' }).parentElement as HTMLElement;
    bar.setPointerCapture = () => undefined;
    fireEvent.pointerDown(bar, { button: 0, clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(bar, { clientX: 40, clientY: 50, pointerId: 1 });
    fireEvent.pointerUp(bar, { pointerId: 1 });
    await waitFor(() => expect(dialog.style.translate).toBe('30px 40px'));
  });
});

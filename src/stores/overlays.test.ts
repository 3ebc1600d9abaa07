import { beforeEach, describe, expect, it } from 'vitest';
import { $modal, $sidebar, backToPreviousSidebar, closeModal, closeSidebar, openModal, openSidebar } from './overlays.ts';

beforeEach(() => {
  $sidebar.set({ active: null, previous: null });
  $modal.set(null);
});

describe('sidebars', () => {
  it('keep one active and remember the one before it', () => {
    openSidebar('MSISDN');
    openSidebar('PIN');
    expect($sidebar.get()).toEqual({ active: 'PIN', previous: 'MSISDN' });
    backToPreviousSidebar();
    expect($sidebar.get()).toEqual({ active: 'MSISDN', previous: 'PIN' });
  });

  it('reopening the active one changes nothing; closing remembers it as the previous one', () => {
    openSidebar('UNSUPPORTED_BANK_SB');
    openSidebar('UNSUPPORTED_BANK_SB');
    expect($sidebar.get()).toEqual({ active: 'UNSUPPORTED_BANK_SB', previous: null });
    closeSidebar();
    expect($sidebar.get()).toEqual({ active: null, previous: 'UNSUPPORTED_BANK_SB' });
  });
});

describe('modals', () => {
  it('one at a time, with its props', () => {
    openModal('remove', { productName: 'Sport Horyzont' });
    openModal('cancelOrder');
    expect($modal.get()).toEqual({ name: 'cancelOrder', props: {} });
    closeModal();
    expect($modal.get()).toBeNull();
  });
});

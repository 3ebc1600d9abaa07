import { atom } from 'nanostores';

/**
 * Sidebars and modals (spec 2): one sidebar is active at a time and the one
 * before it is remembered, so a sidebar opened from another can go back to
 * it; one modal at a time, named, with its small serialisable props.
 */

export type SidebarState = { active: string | null; previous: string | null };

export const $sidebar = atom<SidebarState>({ active: null, previous: null });

export function openSidebar(key: string): void {
  const { active } = $sidebar.get();
  if (active === key) return;
  $sidebar.set({ active: key, previous: active });
}

export function closeSidebar(): void {
  const { active } = $sidebar.get();
  if (active !== null) $sidebar.set({ active: null, previous: active });
}

/** Back to the sidebar opened before the active one (closes when there was none). */
export function backToPreviousSidebar(): void {
  const { active, previous } = $sidebar.get();
  $sidebar.set({ active: previous, previous: active });
}

export type ModalState = { name: string; props: Record<string, unknown> } | null;

export const $modal = atom<ModalState>(null);

export function openModal(name: string, props: Record<string, unknown> = {}): void {
  $modal.set({ name, props });
}

export function closeModal(): void {
  $modal.set(null);
}

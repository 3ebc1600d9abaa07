'use client';
// Click-to-edit: the portal's preview posts the form path of the block an
// editor clicked (src/preview/edit-block.ts); the editor window opens that
// block's fields, expanding the rows around it, and puts the cursor in its
// first field. Mounted around the whole admin (a provider), listening to the
// portal's origin only.
import { useEffect, type ReactNode } from 'react';
import { EDIT_BLOCK_MESSAGE, isBlockFormPath } from '../../../src/preview/edit-block.ts';

type Props = { children?: ReactNode; portalOrigin: string };

export function EditFromPreview({ children, portalOrigin }: Props) {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; path?: unknown } | null;
      if (event.origin !== portalOrigin || data?.type !== EDIT_BLOCK_MESSAGE || !isBlockFormPath(data.path)) return;
      void openBlock(data.path);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [portalOrigin]);
  return <>{children}</>;
}

/** The admin's element of a block row: `regions.main.1` → `#regions-main-row-1` (Payload's BlockRow). */
const rowOf = (path: string) => {
  const parts = path.split('.');
  const index = parts.pop();
  return document.getElementById(`${parts.join('-')}-row-${index}`);
};

/** Waits for the admin to render an element (rows render their fields once in view and expanded). */
async function rendered<T>(find: () => T | null | undefined, ms = 3_000): Promise<T | undefined> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const found = find();
    if (found) return found;
  }
  return undefined;
}

async function openBlock(path: string) {
  // Each enclosing block first: a collapsed row renders no rows inside it.
  const segments = path.split('.');
  let row: HTMLElement | undefined;
  for (let end = 3; end <= segments.length; end += 3) {
    const rowPath = segments.slice(0, end).join('.');
    row = await rendered(() => rowOf(rowPath));
    if (!row) return;
    row.scrollIntoView({ block: 'center' });
    const collapsible = row.querySelector<HTMLElement>(':scope > .collapsible');
    if (collapsible?.classList.contains('collapsible--collapsed')) collapsible.querySelector<HTMLElement>('.collapsible__toggle')?.click();
  }
  if (!row) return;
  const target = row;
  const field = await rendered(() =>
    target.querySelector<HTMLElement>(
      '.collapsible__content input:not([type="hidden"]), .collapsible__content textarea, .collapsible__content [contenteditable="true"]',
    ),
  );
  target.scrollIntoView({ block: 'start' });
  field?.focus({ preventScroll: true });
}

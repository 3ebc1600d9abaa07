import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

let root: Root | null = null;

/**
 * Shows a dialog opened from outside React (the shell's buttons and links)
 * in a root of its own over the page, one at a time. The dialog calls
 * `onDone` when it closes; the root goes after its closing animation.
 */
export function mountDialog(render: (onDone: () => void) => ReactNode): void {
  if (root) return;
  const host = document.createElement('div');
  host.dataset.dialogRoot = 'open';
  document.body.append(host);
  const current = createRoot(host);
  root = current;
  current.render(
    render(() => {
      // Another may open at once; this one goes after its closing animation.
      root = null;
      host.dataset.dialogRoot = 'closing';
      setTimeout(() => {
        current.unmount();
        host.remove();
      }, 200);
    }),
  );
}

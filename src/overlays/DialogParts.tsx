import { DialogDismiss, DialogHeading } from '@ariakit/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { overlayTexts } from './texts.ts';

/** The title bar of a modal or sidebar: its heading (which names the dialog) and, when closable, the close button. */
export function DialogTitleBar({
  title,
  closable = true,
  className = 'modal__bar',
  ...bar
}: { title: string; closable?: boolean } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={className} {...bar}>
      <DialogHeading className="modal__title">{title}</DialogHeading>
      {closable && (
        <DialogDismiss className="overlay-close" aria-label={overlayTexts.close}>
          ×
        </DialogDismiss>
      )}
    </div>
  );
}

/** The content and the buttons under it. */
export function DialogContent({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <>
      <div className="modal__body">{children}</div>
      {actions && <div className="modal__actions">{actions}</div>}
    </>
  );
}

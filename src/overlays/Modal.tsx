import { Dialog } from '@ariakit/react';
import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { animationMs, dialogOptions, type DialogOptions } from './dialog-defaults.ts';
import { DialogContent, DialogTitleBar } from './DialogParts.tsx';

type ModalProps = Partial<DialogOptions> & {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons under the content. */
  actions?: ReactNode;
};

/**
 * A modal dialog on Ariakit (focus trap, escape, labelled by its title) with
 * the spec's defaults; draggable by its title bar with a pointer.
 */
export function Modal({ open, onClose, title, children, actions, ...overrides }: ModalProps) {
  const options = dialogOptions(overrides);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!options.draggable || event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    drag.current = { x: event.clientX - offset.x, y: event.clientY - offset.y };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setOffset({ x: event.clientX - drag.current.x, y: event.clientY - drag.current.y });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  return (
    <Dialog
      open={open}
      onClose={() => {
        setOffset({ x: 0, y: 0 });
        onClose();
      }}
      modal={options.modal}
      backdrop={options.modal ? <div className="overlay-backdrop" /> : false}
      hideOnEscape={options.closeOnEscape}
      hideOnInteractOutside={options.closable}
      unmountOnHide
      className={`modal modal--${options.size}${options.centered ? ' modal--centered' : ''}`}
      style={{ ['--overlay-ms' as string]: `${animationMs(options.centered)}ms`, translate: `${offset.x}px ${offset.y}px` }}
    >
      <DialogTitleBar
        title={title}
        closable={options.closable}
        className={`modal__bar${options.draggable ? ' modal__bar--draggable' : ''}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
      />
      <DialogContent actions={actions}>{children}</DialogContent>
    </Dialog>
  );
}

import { Dialog } from '@ariakit/react';
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $sidebar, closeSidebar } from '#stores/overlays.ts';
import { animationMs } from './dialog-defaults.ts';
import { DialogContent, DialogTitleBar } from './DialogParts.tsx';

type SidebarProps = {
  /** The sidebar's key (spec 2 "Sidebars (by key)"): shown while it is the active one. */
  sidebarKey: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
};

/** A sidebar sliding in from the right, open while its key is the active sidebar. */
export function Sidebar({ sidebarKey, title, children, actions }: SidebarProps) {
  const { active } = useStore($sidebar);
  return (
    <Dialog
      open={active === sidebarKey}
      onClose={closeSidebar}
      backdrop={<div className="overlay-backdrop" />}
      unmountOnHide
      className="sidebar"
      style={{ ['--overlay-ms' as string]: `${animationMs(false)}ms` }}
    >
      <DialogTitleBar title={title} />
      <DialogContent actions={actions}>{children}</DialogContent>
    </Dialog>
  );
}

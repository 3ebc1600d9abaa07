import { atom } from 'nanostores';
import { deviceType, type DeviceType } from '#domain/device.ts';

/** Current device type, kept in step with the window width (spec section 4). */
export const $device = atom<DeviceType>('desktop');

type ResizableWindow = Pick<Window, 'innerWidth' | 'addEventListener' | 'removeEventListener'>;

/** Sets `$device` now and on every resize; returns the function that stops tracking. */
export function trackDevice(win: ResizableWindow): () => void {
  const update = () => {
    const next = deviceType(win.innerWidth);
    if ($device.get() !== next) $device.set(next);
  };
  update();
  win.addEventListener('resize', update, { passive: true });
  return () => win.removeEventListener('resize', update);
}

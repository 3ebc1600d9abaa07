import { describe, expect, it } from 'vitest';
import { $device, trackDevice } from './device.ts';

function fakeWindow(width: number) {
  const listeners = new Set<() => void>();
  return {
    innerWidth: width,
    addEventListener: (type: string, fn: () => void) => type === 'resize' && listeners.add(fn),
    removeEventListener: (type: string, fn: () => void) => type === 'resize' && listeners.delete(fn),
    resize(to: number) {
      this.innerWidth = to;
      for (const fn of listeners) fn();
    },
    get listenerCount() {
      return listeners.size;
    },
  };
}

describe('$device (spec section 4: set from window width on every resize)', () => {
  it('follows the width until tracking stops', () => {
    const win = fakeWindow(1280);
    const stop = trackDevice(win as unknown as Window);
    expect($device.get()).toBe('desktop');
    win.resize(699);
    expect($device.get()).toBe('mobile');
    win.resize(800);
    expect($device.get()).toBe('tablet');
    stop();
    expect(win.listenerCount).toBe(0);
    win.resize(1920);
    expect($device.get()).toBe('tablet');
  });
});
